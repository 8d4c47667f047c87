# Quince evaluation profile: one weight per line, `name value` or `name opening endgame`.
# Candidate `k3c` (session 67, docs/progress.md and docs/tuning.md): K3, step 14 with Stockfish 11's king shelter (docs/candidates/eval-k3c.diff),
# fitted by `quince tune` (full PST) on 500,861 positions of step 14's own games labeled by Stockfish 15.1 at 2,000 nodes; seed 1, K 1.713, validation loss 0.0254907 -> 0.0254055; loads only into an engine built with the diff
base fruit21
Model 3
PstFrom 1
Draws 0
LazyEval 0
FruitBlackSingleFileQuirk 0
PhaseWeight[0] 0
PhaseWeight[1] 1
PhaseWeight[2] 1
PhaseWeight[3] 2
PhaseWeight[4] 4
PhaseWeight[5] 0
PhaseTotal 24
PawnFile[0] -3
PawnFile[1] -1
PawnFile[2] 0
PawnFile[3] 1
PawnFile[4] 1
PawnFile[5] 0
PawnFile[6] -1
PawnFile[7] -3
KnightLine[0] -4
KnightLine[1] -2
KnightLine[2] 0
KnightLine[3] 1
KnightLine[4] 1
KnightLine[5] 0
KnightLine[6] -2
KnightLine[7] -4
KnightRank[0] -2
KnightRank[1] -1
KnightRank[2] 0
KnightRank[3] 1
KnightRank[4] 2
KnightRank[5] 3
KnightRank[6] 2
KnightRank[7] 1
BishopLine[0] -3
BishopLine[1] -1
BishopLine[2] 0
BishopLine[3] 1
BishopLine[4] 1
BishopLine[5] 0
BishopLine[6] -1
BishopLine[7] -3
RookFile[0] -2
RookFile[1] -1
RookFile[2] 0
RookFile[3] 1
RookFile[4] 1
RookFile[5] 0
RookFile[6] -1
RookFile[7] -2
QueenLine[0] -3
QueenLine[1] -1
QueenLine[2] 0
QueenLine[3] 1
QueenLine[4] 1
QueenLine[5] 0
QueenLine[6] -1
QueenLine[7] -3
KingLine[0] -3
KingLine[1] -1
KingLine[2] 0
KingLine[3] 1
KingLine[4] 1
KingLine[5] 0
KingLine[6] -1
KingLine[7] -3
KingFile[0] 3
KingFile[1] 4
KingFile[2] 2
KingFile[3] 0
KingFile[4] 0
KingFile[5] 2
KingFile[6] 4
KingFile[7] 3
KingRank[0] 1
KingRank[1] 0
KingRank[2] -2
KingRank[3] -3
KingRank[4] -4
KingRank[5] -5
KingRank[6] -6
KingRank[7] -7
RankBonus[0] 0
RankBonus[1] 0
RankBonus[2] 0
RankBonus[3] 26
RankBonus[4] 77
RankBonus[5] 154
RankBonus[6] 256
RankBonus[7] 0
MobilityOffset[0] 4
MobilityOffset[1] 6
MobilityOffset[2] 7
MobilityOffset[3] 13
KingAttackUnit[0] 1
KingAttackUnit[1] 1
KingAttackUnit[2] 2
KingAttackUnit[3] 4
KingAttackWeight[0] 0
KingAttackWeight[1] 0
KingAttackWeight[2] 128
KingAttackWeight[3] 192
KingAttackWeight[4] 224
KingAttackWeight[5] 240
KingAttackWeight[6] 248
KingAttackWeight[7] 252
KingAttackWeight[8] 254
KingAttackWeight[9] 255
KingAttackWeight[10] 256
KingAttackWeight[11] 256
KingAttackWeight[12] 256
KingAttackWeight[13] 256
KingAttackWeight[14] 256
KingAttackWeight[15] 256
KingAttackDivisor 256
KingDangerOpDivisor 4096
KingDangerEgDivisor 16
MulFull 16
MulPawnlessTwoKnights 1
MulPawnlessBishopsVsKnight 8
MulPawnlessSmallEdge 2
MulOnePawnMinorOnly 4
MulOnePawnSmallEdge 8
MulDrawRule 1
MulOppositeBishops 8
UnitsPerCp 1
ScoreLimit 29744
LazyMargin 0
fixed ShelterFile[1]
PieceValue[0] 51 126
PieceValue[1] 294 406
PieceValue[2] 294 416
PieceValue[3] 452 592
PieceValue[4] 1080 1096
PieceValue[5] 0 0
BishopPair 24 65
ImbalanceOurs[0][0] 0 0
ImbalanceOurs[0][1] 0 0
ImbalanceOurs[0][2] 0 0
ImbalanceOurs[0][3] 0 0
ImbalanceOurs[0][4] 0 0
ImbalanceOurs[0][5] 0 0
ImbalanceOurs[1][0] -434 521
ImbalanceOurs[1][1] 33 139
ImbalanceOurs[1][2] 0 0
ImbalanceOurs[1][3] 0 0
ImbalanceOurs[1][4] 0 0
ImbalanceOurs[1][5] 0 0
ImbalanceOurs[2][0] -522 480
ImbalanceOurs[2][1] 265 398
ImbalanceOurs[2][2] -122 -272
ImbalanceOurs[2][3] 0 0
ImbalanceOurs[2][4] 0 0
ImbalanceOurs[2][5] 0 0
ImbalanceOurs[3][0] 55 -20
ImbalanceOurs[3][1] 487 23
ImbalanceOurs[3][2] -46 -655
ImbalanceOurs[3][3] -108 -492
ImbalanceOurs[3][4] 0 0
ImbalanceOurs[3][5] 0 0
ImbalanceOurs[4][0] -83 676
ImbalanceOurs[4][1] 280 360
ImbalanceOurs[4][2] -56 -638
ImbalanceOurs[4][3] -26 -1252
ImbalanceOurs[4][4] 1001 -1511
ImbalanceOurs[4][5] 0 0
ImbalanceOurs[5][0] -55 -238
ImbalanceOurs[5][1] -14 1210
ImbalanceOurs[5][2] -890 399
ImbalanceOurs[5][3] -1062 -922
ImbalanceOurs[5][4] -1773 -1280
ImbalanceOurs[5][5] -994 -5423
ImbalanceTheirs[0][0] 0 0
ImbalanceTheirs[0][1] 0 0
ImbalanceTheirs[0][2] 0 0
ImbalanceTheirs[0][3] 0 0
ImbalanceTheirs[0][4] 0 0
ImbalanceTheirs[0][5] 0 0
ImbalanceTheirs[1][0] -325 353
ImbalanceTheirs[1][1] 0 0
ImbalanceTheirs[1][2] 0 0
ImbalanceTheirs[1][3] 0 0
ImbalanceTheirs[1][4] 0 0
ImbalanceTheirs[1][5] 0 0
ImbalanceTheirs[2][0] -368 478
ImbalanceTheirs[2][1] 286 360
ImbalanceTheirs[2][2] 0 0
ImbalanceTheirs[2][3] 0 0
ImbalanceTheirs[2][4] 0 0
ImbalanceTheirs[2][5] 0 0
ImbalanceTheirs[3][0] -55 395
ImbalanceTheirs[3][1] 27 699
ImbalanceTheirs[3][2] -22 213
ImbalanceTheirs[3][3] 0 0
ImbalanceTheirs[3][4] 0 0
ImbalanceTheirs[3][5] 0 0
ImbalanceTheirs[4][0] -331 565
ImbalanceTheirs[4][1] -26 995
ImbalanceTheirs[4][2] -663 1028
ImbalanceTheirs[4][3] -637 208
ImbalanceTheirs[4][4] 0 0
ImbalanceTheirs[4][5] 0 0
ImbalanceTheirs[5][0] -113 -227
ImbalanceTheirs[5][1] 1051 1111
ImbalanceTheirs[5][2] 1425 984
ImbalanceTheirs[5][3] 821 -91
ImbalanceTheirs[5][4] 122 -259
ImbalanceTheirs[5][5] 0 0
Doubled -18 -17
Isolated -11 -8
IsolatedOpen -16 -21
Backward -6 -2
BackwardOpen -20 -18
CandidateMin 6 4
CandidateMax -9 78
Connected[0][0] 0 0
Connected[0][1] 1 -1
Connected[0][2] 6 2
Connected[0][3] 10 8
Connected[0][4] 27 27
Connected[0][5] 45 33
Connected[0][6] 0 0
Connected[0][7] 0 0
Connected[1][0] 0 0
Connected[1][1] 0 0
Connected[1][2] 13 4
Connected[1][3] 15 0
Connected[1][4] 21 9
Connected[1][5] 65 38
Connected[1][6] 36 61
Connected[1][7] 0 0
MobilityTable[0][0] 76 -128
MobilityTable[0][1] 84 -145
MobilityTable[0][2] 90 -100
MobilityTable[0][3] 95 -78
MobilityTable[0][4] 103 -72
MobilityTable[0][5] 105 -64
MobilityTable[0][6] 111 -63
MobilityTable[0][7] 117 -64
MobilityTable[0][8] 127 -68
MobilityTable[0][9] 0 0
MobilityTable[0][10] 0 0
MobilityTable[0][11] 0 0
MobilityTable[0][12] 0 0
MobilityTable[0][13] 0 0
MobilityTable[0][14] 0 0
MobilityTable[0][15] 0 0
MobilityTable[0][16] 0 0
MobilityTable[0][17] 0 0
MobilityTable[0][18] 0 0
MobilityTable[0][19] 0 0
MobilityTable[0][20] 0 0
MobilityTable[0][21] 0 0
MobilityTable[0][22] 0 0
MobilityTable[0][23] 0 0
MobilityTable[0][24] 0 0
MobilityTable[0][25] 0 0
MobilityTable[0][26] 0 0
MobilityTable[0][27] 0 0
MobilityTable[1][0] 86 -143
MobilityTable[1][1] 85 -122
MobilityTable[1][2] 103 -99
MobilityTable[1][3] 106 -88
MobilityTable[1][4] 112 -78
MobilityTable[1][5] 119 -74
MobilityTable[1][6] 123 -68
MobilityTable[1][7] 124 -73
MobilityTable[1][8] 127 -65
MobilityTable[1][9] 139 -72
MobilityTable[1][10] 137 -72
MobilityTable[1][11] 150 -68
MobilityTable[1][12] 139 -58
MobilityTable[1][13] 182 -88
MobilityTable[1][14] 0 0
MobilityTable[1][15] 0 0
MobilityTable[1][16] 0 0
MobilityTable[1][17] 0 0
MobilityTable[1][18] 0 0
MobilityTable[1][19] 0 0
MobilityTable[1][20] 0 0
MobilityTable[1][21] 0 0
MobilityTable[1][22] 0 0
MobilityTable[1][23] 0 0
MobilityTable[1][24] 0 0
MobilityTable[1][25] 0 0
MobilityTable[1][26] 0 0
MobilityTable[1][27] 0 0
MobilityTable[2][0] -27 -104
MobilityTable[2][1] 6 -86
MobilityTable[2][2] 15 -57
MobilityTable[2][3] 16 -47
MobilityTable[2][4] 16 -35
MobilityTable[2][5] 19 -27
MobilityTable[2][6] 24 -26
MobilityTable[2][7] 29 -26
MobilityTable[2][8] 33 -18
MobilityTable[2][9] 37 -19
MobilityTable[2][10] 38 -13
MobilityTable[2][11] 37 -5
MobilityTable[2][12] 42 -2
MobilityTable[2][13] 63 -21
MobilityTable[2][14] 92 -23
MobilityTable[2][15] 0 0
MobilityTable[2][16] 0 0
MobilityTable[2][17] 0 0
MobilityTable[2][18] 0 0
MobilityTable[2][19] 0 0
MobilityTable[2][20] 0 0
MobilityTable[2][21] 0 0
MobilityTable[2][22] 0 0
MobilityTable[2][23] 0 0
MobilityTable[2][24] 0 0
MobilityTable[2][25] 0 0
MobilityTable[2][26] 0 0
MobilityTable[2][27] 0 0
MobilityTable[3][0] -16 -91
MobilityTable[3][1] -17 -85
MobilityTable[3][2] -17 -127
MobilityTable[3][3] -14 -96
MobilityTable[3][4] -8 -115
MobilityTable[3][5] -12 -68
MobilityTable[3][6] -7 -44
MobilityTable[3][7] -6 -36
MobilityTable[3][8] -1 -39
MobilityTable[3][9] 3 -38
MobilityTable[3][10] 4 -29
MobilityTable[3][11] 6 -24
MobilityTable[3][12] 9 -25
MobilityTable[3][13] 10 -21
MobilityTable[3][14] 11 -21
MobilityTable[3][15] 12 -18
MobilityTable[3][16] 18 -20
MobilityTable[3][17] 23 -24
MobilityTable[3][18] 20 -27
MobilityTable[3][19] 23 -24
MobilityTable[3][20] 24 -23
MobilityTable[3][21] 51 -32
MobilityTable[3][22] 72 -57
MobilityTable[3][23] 128 -121
MobilityTable[3][24] 19 -36
MobilityTable[3][25] 21 -83
MobilityTable[3][26] -8 32
MobilityTable[3][27] -30 -6
RookFileBase 101 -78
RookSemiOpen 25 -5
RookOpen 9 1
RookKingAdjacentFile 9 -24
RookKingFile 20 -16
Rook7th 8 2
Queen7th -22 36
Outpost[0][0] 15 -4
Outpost[0][1] 30 1
Outpost[1][0] 9 -8
Outpost[1][1] 24 7
BehindPawn[0] 8 0
BehindPawn[1] 7 -1
BishopRammed -4 -3
BishopLongDiagonal 17 23
Tempo 24 7
KingProtector[0] -4 -6
KingProtector[1] -5 1
ReachableOutpost 18 14
BishopPawns -1 -3
RookOnQueenFile 3 15
WeakQueen -18 15
KingAttackOpening -2
ShelterFile[0] 36
ShelterFile[1] 0
ShelterFile[2] 11
ShelterFile[3] 13
ShelterFile[4] 17
ShelterFile[5] 29
ShelterFile[6] 35
ShelterFile[7] 36
ShelterNoPawn 19
ShelterPerfect 7
StormFile[0] 0
StormFile[1] -4
StormFile[2] -9
StormFile[3] -7
StormFile[4] 15
StormFile[5] 11
StormFile[6] 0
StormFile[7] 0
ShelterPawn[0][0] -1 -2
ShelterPawn[0][1] 22 -30
ShelterPawn[0][2] 27 -14
ShelterPawn[0][3] 11 -9
ShelterPawn[0][4] 1 -3
ShelterPawn[1][0] -16 10
ShelterPawn[1][1] 11 -6
ShelterPawn[1][2] 23 -10
ShelterPawn[1][3] -7 2
ShelterPawn[1][4] -7 2
ShelterPawn[2][0] -15 5
ShelterPawn[2][1] 20 -7
ShelterPawn[2][2] 3 -4
ShelterPawn[2][3] -15 8
ShelterPawn[2][4] 1 3
ShelterPawn[3][0] -18 6
ShelterPawn[3][1] -16 0
ShelterPawn[3][2] -14 7
ShelterPawn[3][3] -10 20
ShelterPawn[3][4] -13 18
StormPawn[0][0] -16 -3
StormPawn[0][1] -84 55
StormPawn[0][2] -26 10
StormPawn[0][3] -15 8
StormPawn[0][4] -11 -1
StormPawn[0][5] -13 1
StormPawn[1][0] -10 -4
StormPawn[1][1] -6 17
StormPawn[1][2] -12 12
StormPawn[1][3] -33 20
StormPawn[1][4] 5 -3
StormPawn[1][5] -5 -5
StormPawn[2][0] 9 -3
StormPawn[2][1] -47 39
StormPawn[2][2] -16 11
StormPawn[2][3] 1 3
StormPawn[2][4] 5 -6
StormPawn[2][5] 14 -5
StormPawn[3][0] 17 -6
StormPawn[3][1] 26 -2
StormPawn[3][2] -6 1
StormPawn[3][3] 12 -3
StormPawn[3][4] 22 -5
StormPawn[3][5] 19 5
StormBlocked[0] -24 -32
StormBlocked[1] 17 -21
KingPawnDistance -1 -12
PawnlessFlank 92 -57
SafeCheck[0] -36 4
SafeCheck[1] -3 -26
SafeCheck[2] -72 7
SafeCheck[3] -4 -64
KingDangerAttacker[0] 111
KingDangerAttacker[1] 111
KingDangerAttacker[2] 62
KingDangerAttacker[3] -74
KingDangerZoneAttack 50
KingDangerWeakSquare 27
KingDangerSafeCheck[0] 316
KingDangerSafeCheck[1] 168
KingDangerSafeCheck[2] 141
KingDangerSafeCheck[3] 221
KingDangerNoQueen -483
KingDangerBase -288
KingDangerUnsafeCheck 50
KingDangerBlocker 71
KingDangerFlankAttack 37
KingDangerFlankDefence -6
KingDangerKnightGuard -77
PassedMin -1 20
PassedMax 160 38
UnstoppablePasser 653
FreePasser 147
AttackerDistance 18
DefenderDistance 51
PassedRank[0] 0 0
PassedRank[1] 5 1
PassedRank[2] 10 7
PassedRank[3] -8 13
PassedRank[4] -14 -6
PassedRank[5] -21 -24
PassedRank[6] 85 -55
PassedRank[7] 0 0
PassedBlocked[0] 0 0
PassedBlocked[1] -29 1
PassedBlocked[2] -20 0
PassedBlocked[3] -2 -12
PassedBlocked[4] -9 -8
PassedBlocked[5] -38 21
PassedBlocked[6] -103 25
PassedBlocked[7] 0 0
PassedSafePath -39 24
TrappedBishop7 -100 -100
TrappedBishop6 -50 -50
BlockedBishop -35 -17
BlockedRook -55 -11
ThreatByPawn 65 31
ThreatByMinor[0] 2 15
ThreatByMinor[1] 22 33
ThreatByMinor[2] 42 21
ThreatByMinor[3] 59 12
ThreatByMinor[4] 46 29
ThreatByRook[0] -2 20
ThreatByRook[1] 23 22
ThreatByRook[2] 20 19
ThreatByRook[3] 8 11
ThreatByRook[4] 51 29
ThreatByKing 16 13
Hanging 15 13
ThreatByPush 17 15
RestrictedPiece 4 1
KnightOnQueen 9 -2
SliderOnQueen 13 0
Pst[0][0] -12 0
Pst[0][1] -4 0
Pst[0][2] 0 0
Pst[0][3] 4 0
Pst[0][4] 4 0
Pst[0][5] 0 0
Pst[0][6] -4 0
Pst[0][7] -12 0
Pst[0][8] 28 -47
Pst[0][9] 29 -37
Pst[0][10] 29 -44
Pst[0][11] 32 -35
Pst[0][12] 31 -32
Pst[0][13] 48 -51
Pst[0][14] 62 -58
Pst[0][15] 30 -51
Pst[0][16] 25 -53
Pst[0][17] 15 -51
Pst[0][18] 28 -57
Pst[0][19] 28 -52
Pst[0][20] 36 -59
Pst[0][21] 38 -58
Pst[0][22] 51 -61
Pst[0][23] 26 -58
Pst[0][24] 29 -53
Pst[0][25] 19 -44
Pst[0][26] 41 -61
Pst[0][27] 44 -72
Pst[0][28] 54 -79
Pst[0][29] 54 -67
Pst[0][30] 33 -54
Pst[0][31] 30 -52
Pst[0][32] 40 -38
Pst[0][33] 45 -48
Pst[0][34] 40 -52
Pst[0][35] 59 -76
Pst[0][36] 70 -82
Pst[0][37] 46 -59
Pst[0][38] 42 -46
Pst[0][39] 29 -44
Pst[0][40] 57 -32
Pst[0][41] 52 -34
Pst[0][42] 48 -16
Pst[0][43] 86 -54
Pst[0][44] 73 -50
Pst[0][45] 80 -38
Pst[0][46] 77 -28
Pst[0][47] 55 -37
Pst[0][48] 56 -28
Pst[0][49] -6 10
Pst[0][50] 11 3
Pst[0][51] 76 1
Pst[0][52] 36 9
Pst[0][53] -4 -9
Pst[0][54] -33 34
Pst[0][55] -20 -65
Pst[0][56] -12 0
Pst[0][57] -4 0
Pst[0][58] 0 0
Pst[0][59] 4 0
Pst[0][60] 4 0
Pst[0][61] 0 0
Pst[0][62] -4 0
Pst[0][63] -12 0
Pst[1][0] -20 -48
Pst[1][1] -17 -58
Pst[1][2] -8 -30
Pst[1][3] -4 -36
Pst[1][4] 5 -32
Pst[1][5] -24 -39
Pst[1][6] -17 -47
Pst[1][7] -20 -48
Pst[1][8] -19 -30
Pst[1][9] -21 -27
Pst[1][10] -7 -36
Pst[1][11] 1 -41
Pst[1][12] 1 -29
Pst[1][13] 0 -47
Pst[1][14] -16 -22
Pst[1][15] -28 -27
Pst[1][16] -11 -31
Pst[1][17] 9 -27
Pst[1][18] 10 -38
Pst[1][19] 15 -15
Pst[1][20] 26 -30
Pst[1][21] 18 -45
Pst[1][22] 9 -43
Pst[1][23] -14 -33
Pst[1][24] 14 -10
Pst[1][25] 22 -17
Pst[1][26] 33 -12
Pst[1][27] 30 -10
Pst[1][28] 33 -5
Pst[1][29] 41 -19
Pst[1][30] 59 -36
Pst[1][31] 15 -24
Pst[1][32] 19 -20
Pst[1][33] 28 -12
Pst[1][34] 39 1
Pst[1][35] 53 -15
Pst[1][36] 40 3
Pst[1][37] 52 -13
Pst[1][38] 27 -19
Pst[1][39] 42 -19
Pst[1][40] -18 -24
Pst[1][41] 12 -14
Pst[1][42] 14 -7
Pst[1][43] 32 -8
Pst[1][44] 60 -7
Pst[1][45] 54 -27
Pst[1][46] 24 -13
Pst[1][47] -13 -29
Pst[1][48] -24 -34
Pst[1][49] -10 -17
Pst[1][50] 9 -25
Pst[1][51] 19 -16
Pst[1][52] 5 -10
Pst[1][53] 16 -14
Pst[1][54] -15 -23
Pst[1][55] -25 -31
Pst[1][56] -131 -48
Pst[1][57] -23 -36
Pst[1][58] -15 -24
Pst[1][59] -11 -20
Pst[1][60] -9 -13
Pst[1][61] -15 -24
Pst[1][62] -23 -36
Pst[1][63] -131 -48
Pst[2][0] 14 -50
Pst[2][1] -5 -21
Pst[2][2] -6 -42
Pst[2][3] -2 -27
Pst[2][4] 11 -36
Pst[2][5] -27 -18
Pst[2][6] -5 -27
Pst[2][7] -25 -57
Pst[2][8] 27 -45
Pst[2][9] 8 -59
Pst[2][10] 17 -34
Pst[2][11] -4 -20
Pst[2][12] -4 -26
Pst[2][13] 17 -36
Pst[2][14] 1 -53
Pst[2][15] 3 -30
Pst[2][16] 14 -39
Pst[2][17] 22 -22
Pst[2][18] -4 -37
Pst[2][19] 11 -21
Pst[2][20] 11 -12
Pst[2][21] 5 -46
Pst[2][22] 20 -29
Pst[2][23] -7 -39
Pst[2][24] 11 -20
Pst[2][25] 17 -14
Pst[2][26] 14 -10
Pst[2][27] 18 -1
Pst[2][28] 23 -20
Pst[2][29] 15 -17
Pst[2][30] 21 -27
Pst[2][31] 14 -30
Pst[2][32] 2 -22
Pst[2][33] 10 -9
Pst[2][34] 5 -3
Pst[2][35] 34 -15
Pst[2][36] 28 -1
Pst[2][37] 17 -1
Pst[2][38] 17 1
Pst[2][39] -6 -18
Pst[2][40] 19 -24
Pst[2][41] 8 -9
Pst[2][42] -11 -24
Pst[2][43] 35 -14
Pst[2][44] 5 -18
Pst[2][45] 21 -21
Pst[2][46] -21 11
Pst[2][47] 29 -33
Pst[2][48] -9 -18
Pst[2][49] -14 -23
Pst[2][50] 8 -12
Pst[2][51] -38 3
Pst[2][52] 2 5
Pst[2][53] 25 1
Pst[2][54] -39 -32
Pst[2][55] -13 -11
Pst[2][56] -7 -28
Pst[2][57] -23 -5
Pst[2][58] -18 -4
Pst[2][59] -50 8
Pst[2][60] -16 0
Pst[2][61] -10 -10
Pst[2][62] -10 -18
Pst[2][63] -7 -32
Pst[3][0] -12 -23
Pst[3][1] -7 -26
Pst[3][2] -10 -15
Pst[3][3] -5 -20
Pst[3][4] -1 -33
Pst[3][5] -4 -25
Pst[3][6] -16 -15
Pst[3][7] 6 -48
Pst[3][8] -35 -18
Pst[3][9] -24 -15
Pst[3][10] -9 -15
Pst[3][11] -14 -18
Pst[3][12] 3 -19
Pst[3][13] 12 -41
Pst[3][14] -10 -34
Pst[3][15] -39 -29
Pst[3][16] -37 4
Pst[3][17] -13 -9
Pst[3][18] -22 -13
Pst[3][19] -23 -8
Pst[3][20] -13 -9
Pst[3][21] -24 -1
Pst[3][22] 12 -32
Pst[3][23] -21 -7
Pst[3][24] -15 3
Pst[3][25] -16 4
Pst[3][26] 0 3
Pst[3][27] -8 -4
Pst[3][28] -10 4
Pst[3][29] -28 7
Pst[3][30] 5 11
Pst[3][31] -5 -7
Pst[3][32] -20 22
Pst[3][33] 8 10
Pst[3][34] 8 12
Pst[3][35] 14 -1
Pst[3][36] 36 -7
Pst[3][37] 12 5
Pst[3][38] 22 6
Pst[3][39] -4 -1
Pst[3][40] -1 21
Pst[3][41] 24 3
Pst[3][42] -1 2
Pst[3][43] 43 -15
Pst[3][44] 41 -5
Pst[3][45] 60 -13
Pst[3][46] 61 -7
Pst[3][47] 0 2
Pst[3][48] -2 3
Pst[3][49] 1 2
Pst[3][50] 29 -5
Pst[3][51] 26 -8
Pst[3][52] -2 5
Pst[3][53] 32 -15
Pst[3][54] 6 8
Pst[3][55] 31 -6
Pst[3][56] -22 13
Pst[3][57] 1 7
Pst[3][58] 20 -6
Pst[3][59] 40 6
Pst[3][60] 4 17
Pst[3][61] 32 2
Pst[3][62] 15 20
Pst[3][63] 20 12
Pst[4][0] -20 -45
Pst[4][1] -26 -22
Pst[4][2] -13 -68
Pst[4][3] -5 -65
Pst[4][4] -8 -50
Pst[4][5] -3 -37
Pst[4][6] -26 -34
Pst[4][7] -11 -36
Pst[4][8] -14 -38
Pst[4][9] -10 -42
Pst[4][10] 8 -60
Pst[4][11] -6 -23
Pst[4][12] -1 -57
Pst[4][13] 18 -83
Pst[4][14] -1 -20
Pst[4][15] -9 -32
Pst[4][16] -21 -23
Pst[4][17] -2 -19
Pst[4][18] -4 -6
Pst[4][19] 0 -10
Pst[4][20] -8 7
Pst[4][21] 2 -4
Pst[4][22] 3 -16
Pst[4][23] -14 -14
Pst[4][24] 5 -47
Pst[4][25] -16 29
Pst[4][26] -7 25
Pst[4][27] -14 51
Pst[4][28] -16 22
Pst[4][29] -5 19
Pst[4][30] 8 -9
Pst[4][31] -5 -1
Pst[4][32] -15 -19
Pst[4][33] -15 34
Pst[4][34] -14 36
Pst[4][35] -15 25
Pst[4][36] -12 43
Pst[4][37] 8 10
Pst[4][38] -11 37
Pst[4][39] 4 -16
Pst[4][40] -6 -23
Pst[4][41] 4 -5
Pst[4][42] -14 20
Pst[4][43] 5 9
Pst[4][44] 12 27
Pst[4][45] 40 24
Pst[4][46] 22 5
Pst[4][47] 6 -8
Pst[4][48] -11 -19
Pst[4][49] -25 -6
Pst[4][50] -5 -3
Pst[4][51] -1 2
Pst[4][52] 11 6
Pst[4][53] 18 11
Pst[4][54] 9 -9
Pst[4][55] 21 -19
Pst[4][56] -4 -22
Pst[4][57] -2 -17
Pst[4][58] 15 0
Pst[4][59] 6 6
Pst[4][60] 9 7
Pst[4][61] 14 -4
Pst[4][62] 13 -7
Pst[4][63] -18 -30
Pst[5][0] 1 -32
Pst[5][1] 59 -25
Pst[5][2] 51 -21
Pst[5][3] -35 -30
Pst[5][4] -1 -35
Pst[5][5] 17 -17
Pst[5][6] 69 -29
Pst[5][7] 51 -49
Pst[5][8] 44 -9
Pst[5][9] 57 -20
Pst[5][10] 4 -4
Pst[5][11] -18 -3
Pst[5][12] -27 0
Pst[5][13] 1 1
Pst[5][14] 37 -1
Pst[5][15] 40 -15
Pst[5][16] 12 -12
Pst[5][17] 42 -8
Pst[5][18] 11 -4
Pst[5][19] -27 11
Pst[5][20] -51 19
Pst[5][21] 12 -2
Pst[5][22] 38 -6
Pst[5][23] -40 9
Pst[5][24] 10 -2
Pst[5][25] 12 4
Pst[5][26] -9 18
Pst[5][27] -23 27
Pst[5][28] -3 25
Pst[5][29] -7 19
Pst[5][30] 7 7
Pst[5][31] -48 4
Pst[5][32] 15 12
Pst[5][33] 17 44
Pst[5][34] -30 36
Pst[5][35] -38 37
Pst[5][36] -50 34
Pst[5][37] -14 27
Pst[5][38] 22 9
Pst[5][39] -10 13
Pst[5][40] -5 -11
Pst[5][41] 21 50
Pst[5][42] -22 58
Pst[5][43] -22 30
Pst[5][44] -45 44
Pst[5][45] -5 30
Pst[5][46] 27 45
Pst[5][47] -13 24
Pst[5][48] -8 -40
Pst[5][49] -1 13
Pst[5][50] 15 24
Pst[5][51] -11 54
Pst[5][52] -23 39
Pst[5][53] -6 16
Pst[5][54] -2 58
Pst[5][55] -17 -60
Pst[5][56] -29 -108
Pst[5][57] -12 -35
Pst[5][58] -21 -23
Pst[5][59] -34 -20
Pst[5][60] -34 -17
Pst[5][61] -21 -14
Pst[5][62] -5 -22
Pst[5][63] -25 -79
