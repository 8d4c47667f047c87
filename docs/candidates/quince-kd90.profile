# Candidate `kd90` (session 90, docs/tuning.md "Results: two more king danger units ...", fit K2):
# step 17 with Stockfish 11's mobility difference and the king's shield gaps as king danger units
# (docs/candidates/eval-kd90.diff), fitted alone, then everything twice on fit A's data. Needs the
# diff's engine. Its SPRT against step 17 was stopped at +0.5 ± 8.4 after 3,080 games (session 91),
# not kept (docs/progress.md, SPRTs).
# Load with `setoption name EvalFile value <this file>` on that engine.
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
ImbalanceOurs[1][0] -411 510
ImbalanceOurs[1][1] 40 148
ImbalanceOurs[1][2] 0 0
ImbalanceOurs[1][3] 0 0
ImbalanceOurs[1][4] 0 0
ImbalanceOurs[1][5] 0 0
ImbalanceOurs[2][0] -516 510
ImbalanceOurs[2][1] 254 433
ImbalanceOurs[2][2] -131 -230
ImbalanceOurs[2][3] 0 0
ImbalanceOurs[2][4] 0 0
ImbalanceOurs[2][5] 0 0
ImbalanceOurs[3][0] 43 -26
ImbalanceOurs[3][1] 475 88
ImbalanceOurs[3][2] -92 -617
ImbalanceOurs[3][3] -120 -494
ImbalanceOurs[3][4] 0 0
ImbalanceOurs[3][5] 0 0
ImbalanceOurs[4][0] -92 663
ImbalanceOurs[4][1] 242 442
ImbalanceOurs[4][2] -27 -594
ImbalanceOurs[4][3] -14 -1217
ImbalanceOurs[4][4] 950 -1485
ImbalanceOurs[4][5] 0 0
ImbalanceOurs[5][0] -63 -240
ImbalanceOurs[5][1] 65 1253
ImbalanceOurs[5][2] -910 395
ImbalanceOurs[5][3] -1067 -911
ImbalanceOurs[5][4] -1766 -1272
ImbalanceOurs[5][5] -990 -5431
ImbalanceTheirs[0][0] 0 0
ImbalanceTheirs[0][1] 0 0
ImbalanceTheirs[0][2] 0 0
ImbalanceTheirs[0][3] 0 0
ImbalanceTheirs[0][4] 0 0
ImbalanceTheirs[0][5] 0 0
ImbalanceTheirs[1][0] -302 335
ImbalanceTheirs[1][1] 0 0
ImbalanceTheirs[1][2] 0 0
ImbalanceTheirs[1][3] 0 0
ImbalanceTheirs[1][4] 0 0
ImbalanceTheirs[1][5] 0 0
ImbalanceTheirs[2][0] -367 468
ImbalanceTheirs[2][1] 267 430
ImbalanceTheirs[2][2] 0 0
ImbalanceTheirs[2][3] 0 0
ImbalanceTheirs[2][4] 0 0
ImbalanceTheirs[2][5] 0 0
ImbalanceTheirs[3][0] -59 400
ImbalanceTheirs[3][1] 18 752
ImbalanceTheirs[3][2] -9 270
ImbalanceTheirs[3][3] 0 0
ImbalanceTheirs[3][4] 0 0
ImbalanceTheirs[3][5] 0 0
ImbalanceTheirs[4][0] -327 573
ImbalanceTheirs[4][1] -13 1018
ImbalanceTheirs[4][2] -644 988
ImbalanceTheirs[4][3] -621 201
ImbalanceTheirs[4][4] 0 0
ImbalanceTheirs[4][5] 0 0
ImbalanceTheirs[5][0] -102 -220
ImbalanceTheirs[5][1] 1081 1173
ImbalanceTheirs[5][2] 1424 960
ImbalanceTheirs[5][3] 853 -74
ImbalanceTheirs[5][4] 148 -246
ImbalanceTheirs[5][5] 0 0
Doubled -21 -13
Isolated -9 -8
IsolatedOpen -19 -15
Backward -3 -7
BackwardOpen -21 -15
CandidateMin 2 0
CandidateMax -15 82
Connected[0][0] 0 0
Connected[0][1] 3 0
Connected[0][2] 7 1
Connected[0][3] 12 6
Connected[0][4] 25 23
Connected[0][5] 76 43
Connected[0][6] 0 3
Connected[0][7] 0 0
Connected[1][0] 0 0
Connected[1][1] 0 0
Connected[1][2] 14 4
Connected[1][3] 14 5
Connected[1][4] 28 8
Connected[1][5] 56 35
Connected[1][6] 64 78
Connected[1][7] 0 0
MobilityTable[0][0] 79 -135
MobilityTable[0][1] 87 -154
MobilityTable[0][2] 94 -109
MobilityTable[0][3] 100 -91
MobilityTable[0][4] 107 -83
MobilityTable[0][5] 110 -75
MobilityTable[0][6] 113 -73
MobilityTable[0][7] 117 -72
MobilityTable[0][8] 124 -78
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
MobilityTable[1][0] 83 -121
MobilityTable[1][1] 82 -105
MobilityTable[1][2] 101 -93
MobilityTable[1][3] 107 -85
MobilityTable[1][4] 113 -74
MobilityTable[1][5] 121 -72
MobilityTable[1][6] 122 -68
MobilityTable[1][7] 125 -66
MobilityTable[1][8] 122 -62
MobilityTable[1][9] 128 -65
MobilityTable[1][10] 140 -70
MobilityTable[1][11] 160 -74
MobilityTable[1][12] 130 -64
MobilityTable[1][13] 189 -95
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
MobilityTable[2][0] -36 -109
MobilityTable[2][1] 9 -82
MobilityTable[2][2] 19 -57
MobilityTable[2][3] 22 -49
MobilityTable[2][4] 20 -37
MobilityTable[2][5] 23 -31
MobilityTable[2][6] 26 -25
MobilityTable[2][7] 29 -23
MobilityTable[2][8] 34 -17
MobilityTable[2][9] 34 -11
MobilityTable[2][10] 37 -7
MobilityTable[2][11] 37 -4
MobilityTable[2][12] 40 -3
MobilityTable[2][13] 44 -3
MobilityTable[2][14] 54 -3
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
MobilityTable[3][1] -12 -85
MobilityTable[3][2] -18 -126
MobilityTable[3][3] -11 -113
MobilityTable[3][4] -4 -134
MobilityTable[3][5] -5 -69
MobilityTable[3][6] 0 -49
MobilityTable[3][7] 1 -36
MobilityTable[3][8] 7 -38
MobilityTable[3][9] 9 -28
MobilityTable[3][10] 11 -24
MobilityTable[3][11] 13 -23
MobilityTable[3][12] 13 -15
MobilityTable[3][13] 15 -16
MobilityTable[3][14] 12 -10
MobilityTable[3][15] 14 -16
MobilityTable[3][16] 14 -12
MobilityTable[3][17] 15 -25
MobilityTable[3][18] 17 -35
MobilityTable[3][19] 17 -36
MobilityTable[3][20] 33 -50
MobilityTable[3][21] 45 -59
MobilityTable[3][22] 56 -79
MobilityTable[3][23] 116 -134
MobilityTable[3][24] 13 -59
MobilityTable[3][25] 34 -74
MobilityTable[3][26] -8 32
MobilityTable[3][27] -30 -6
RookFileBase 80 -68
RookSemiOpen 18 -2
RookOpen 16 -1
RookKingAdjacentFile 6 -16
RookKingFile 25 -22
Rook7th -6 11
Queen7th -21 47
Outpost[0][0] 11 -5
Outpost[0][1] 32 7
Outpost[1][0] 6 -10
Outpost[1][1] 38 -3
BehindPawn[0] 7 -1
BehindPawn[1] 5 0
BishopRammed -3 -4
BishopLongDiagonal 22 14
Tempo 26 8
KingProtector[0] -5 -3
KingProtector[1] -4 -3
ReachableOutpost 18 18
BishopPawns -1 -3
RookOnQueenFile 6 19
WeakQueen -18 7
TrappedRook -4 -17
KingAttackOpening -4
ShelterFile[0] 36
ShelterFile[1] 0
ShelterFile[2] 8
ShelterFile[3] 21
ShelterFile[4] 20
ShelterFile[5] 33
ShelterFile[6] 35
ShelterFile[7] 36
ShelterNoPawn 30
ShelterPerfect 2
StormFile[0] 0
StormFile[1] -14
StormFile[2] -18
StormFile[3] -3
StormFile[4] -2
StormFile[5] 22
StormFile[6] -28
StormFile[7] 0
SafeCheck[0] -54 10
SafeCheck[1] -5 -24
SafeCheck[2] -76 4
SafeCheck[3] -3 -66
KingDangerAttacker[0] 125
KingDangerAttacker[1] 105
KingDangerAttacker[2] 75
KingDangerAttacker[3] -52
KingDangerZoneAttack 39
KingDangerWeakSquare 45
KingDangerSafeCheck[0] 287
KingDangerSafeCheck[1] 136
KingDangerSafeCheck[2] 132
KingDangerSafeCheck[3] 265
KingDangerNoQueen -456
KingDangerBase -208
KingDangerUnsafeCheck 54
KingDangerBlocker 83
KingDangerFlankAttack 36
KingDangerFlankDefence -10
KingDangerKnightGuard -74
KingDangerMobility 8
KingDangerShieldGap 25
LoneKingEdge 20 22
LoneKingClose 16 20
LoneKingCorner 100 100
KnightAwayFromKing -160 -160
PassedMin -4 15
PassedMax 157 110
UnstoppablePasser 603
FreePasser 82
AttackerDistance 28
DefenderDistance 48
PassedRank[0] 0 0
PassedRank[1] 9 11
PassedRank[2] 8 15
PassedRank[3] -4 15
PassedRank[4] -16 1
PassedRank[5] -35 -13
PassedRank[6] 93 -31
PassedRank[7] 0 0
PassedBlocked[0] 0 0
PassedBlocked[1] -19 1
PassedBlocked[2] 4 -10
PassedBlocked[3] 11 -10
PassedBlocked[4] 10 -3
PassedBlocked[5] 7 -10
PassedBlocked[6] -87 18
PassedBlocked[7] 0 0
PassedSafePath -39 22
PassedFile -9 -1
PassedPath[0] 4 6
PassedPath[1] 12 0
PassedPath[2] 2 1
PassedSupport 4 1
TrappedBishop7 -100 -100
TrappedBishop6 -50 -50
BlockedBishop -30 -25
BlockedRook -32 -5
ThreatByPawn 72 35
ThreatByMinor[0] 2 12
ThreatByMinor[1] 25 31
ThreatByMinor[2] 45 20
ThreatByMinor[3] 62 9
ThreatByMinor[4] 56 31
ThreatByRook[0] 2 16
ThreatByRook[1] 18 27
ThreatByRook[2] 24 28
ThreatByRook[3] 1 7
ThreatByRook[4] 58 -6
ThreatByKing 23 25
Hanging 18 18
ThreatByPush 20 16
RestrictedPiece 5 0
KnightOnQueen 8 -1
SliderOnQueen 16 -1
Pst[0][0] -12 0
Pst[0][1] -4 0
Pst[0][2] 0 0
Pst[0][3] 4 0
Pst[0][4] 4 0
Pst[0][5] 0 0
Pst[0][6] -4 0
Pst[0][7] -12 0
Pst[0][8] 27 -60
Pst[0][9] 29 -52
Pst[0][10] 36 -46
Pst[0][11] 37 -43
Pst[0][12] 26 -41
Pst[0][13] 62 -50
Pst[0][14] 49 -59
Pst[0][15] 25 -66
Pst[0][16] 28 -66
Pst[0][17] 18 -60
Pst[0][18] 35 -59
Pst[0][19] 36 -57
Pst[0][20] 37 -53
Pst[0][21] 46 -57
Pst[0][22] 42 -66
Pst[0][23] 26 -65
Pst[0][24] 24 -57
Pst[0][25] 19 -53
Pst[0][26] 42 -60
Pst[0][27] 53 -71
Pst[0][28] 56 -68
Pst[0][29] 51 -65
Pst[0][30] 26 -61
Pst[0][31] 17 -60
Pst[0][32] 38 -52
Pst[0][33] 40 -47
Pst[0][34] 44 -59
Pst[0][35] 61 -72
Pst[0][36] 65 -71
Pst[0][37] 72 -72
Pst[0][38] 30 -53
Pst[0][39] 27 -51
Pst[0][40] 42 -39
Pst[0][41] 49 -35
Pst[0][42] 78 -39
Pst[0][43] 76 -42
Pst[0][44] 87 -46
Pst[0][45] 110 -44
Pst[0][46] 47 -28
Pst[0][47] 36 -40
Pst[0][48] 45 -46
Pst[0][49] 7 -6
Pst[0][50] 2 13
Pst[0][51] 54 -7
Pst[0][52] 53 5
Pst[0][53] 38 -5
Pst[0][54] -38 7
Pst[0][55] -15 -22
Pst[0][56] -12 0
Pst[0][57] -4 0
Pst[0][58] 0 0
Pst[0][59] 4 0
Pst[0][60] 4 0
Pst[0][61] 0 0
Pst[0][62] -4 0
Pst[0][63] -12 0
Pst[1][0] -20 -48
Pst[1][1] -22 -58
Pst[1][2] -29 -39
Pst[1][3] -20 -39
Pst[1][4] -13 -41
Pst[1][5] -27 -46
Pst[1][6] -25 -62
Pst[1][7] -20 -48
Pst[1][8] -31 -41
Pst[1][9] -15 -30
Pst[1][10] -11 -38
Pst[1][11] -2 -34
Pst[1][12] -2 -41
Pst[1][13] -6 -43
Pst[1][14] -28 -35
Pst[1][15] -21 -52
Pst[1][16] -17 -33
Pst[1][17] 0 -37
Pst[1][18] 9 -42
Pst[1][19] 14 -23
Pst[1][20] 17 -33
Pst[1][21] 13 -49
Pst[1][22] 6 -40
Pst[1][23] -19 -22
Pst[1][24] 12 -23
Pst[1][25] 28 -25
Pst[1][26] 34 -18
Pst[1][27] 28 -10
Pst[1][28] 31 -12
Pst[1][29] 38 -19
Pst[1][30] 39 -39
Pst[1][31] 10 -25
Pst[1][32] 12 -16
Pst[1][33] 29 -25
Pst[1][34] 34 -9
Pst[1][35] 50 -16
Pst[1][36] 38 -9
Pst[1][37] 54 -21
Pst[1][38] 26 -24
Pst[1][39] 43 -33
Pst[1][40] -13 -23
Pst[1][41] 24 -18
Pst[1][42] 36 -13
Pst[1][43] 30 -11
Pst[1][44] 57 -15
Pst[1][45] 50 -34
Pst[1][46] 47 -32
Pst[1][47] 19 -24
Pst[1][48] -23 -33
Pst[1][49] -9 -21
Pst[1][50] 29 -29
Pst[1][51] 49 -16
Pst[1][52] 16 -8
Pst[1][53] 47 -37
Pst[1][54] -24 -20
Pst[1][55] -25 -31
Pst[1][56] -131 -48
Pst[1][57] -23 -36
Pst[1][58] -15 -24
Pst[1][59] -11 -20
Pst[1][60] -9 -13
Pst[1][61] -15 -24
Pst[1][62] -23 -36
Pst[1][63] -131 -48
Pst[2][0] -9 -44
Pst[2][1] 21 -38
Pst[2][2] -7 -43
Pst[2][3] -7 -36
Pst[2][4] -8 -24
Pst[2][5] -22 -28
Pst[2][6] 3 -29
Pst[2][7] -24 -42
Pst[2][8] 11 -37
Pst[2][9] 2 -40
Pst[2][10] 19 -34
Pst[2][11] -6 -20
Pst[2][12] -4 -17
Pst[2][13] 11 -34
Pst[2][14] 0 -47
Pst[2][15] -7 -42
Pst[2][16] 0 -28
Pst[2][17] 26 -23
Pst[2][18] 3 -37
Pst[2][19] 12 -26
Pst[2][20] 10 -18
Pst[2][21] 1 -34
Pst[2][22] 15 -34
Pst[2][23] -4 -23
Pst[2][24] 6 -22
Pst[2][25] -4 -15
Pst[2][26] 17 -12
Pst[2][27] 18 -1
Pst[2][28] 24 -7
Pst[2][29] 17 -17
Pst[2][30] 14 -16
Pst[2][31] 15 -21
Pst[2][32] -2 -16
Pst[2][33] 7 -13
Pst[2][34] 8 -7
Pst[2][35] 20 -6
Pst[2][36] 17 -4
Pst[2][37] 23 -8
Pst[2][38] 21 -18
Pst[2][39] -12 -18
Pst[2][40] 8 -17
Pst[2][41] 19 0
Pst[2][42] -13 -15
Pst[2][43] 11 -10
Pst[2][44] 32 -3
Pst[2][45] 25 -32
Pst[2][46] 13 -8
Pst[2][47] 32 -22
Pst[2][48] -26 -3
Pst[2][49] -17 -17
Pst[2][50] 18 -9
Pst[2][51] -11 -10
Pst[2][52] 12 -23
Pst[2][53] 7 -10
Pst[2][54] -44 -8
Pst[2][55] -24 -3
Pst[2][56] -12 -24
Pst[2][57] -23 1
Pst[2][58] -21 -20
Pst[2][59] -53 8
Pst[2][60] -14 -9
Pst[2][61] -8 -19
Pst[2][62] -3 -6
Pst[2][63] -15 -39
Pst[3][0] -14 -23
Pst[3][1] -8 -23
Pst[3][2] -8 -20
Pst[3][3] -4 -23
Pst[3][4] -1 -26
Pst[3][5] -3 -25
Pst[3][6] -11 -22
Pst[3][7] -5 -33
Pst[3][8] -30 -16
Pst[3][9] -30 -8
Pst[3][10] -16 -4
Pst[3][11] -5 -12
Pst[3][12] -10 -11
Pst[3][13] -1 -23
Pst[3][14] -7 -24
Pst[3][15] -37 -21
Pst[3][16] -31 3
Pst[3][17] -13 -4
Pst[3][18] -10 -2
Pst[3][19] -15 0
Pst[3][20] -7 -3
Pst[3][21] -18 6
Pst[3][22] 11 -26
Pst[3][23] -19 -10
Pst[3][24] -21 10
Pst[3][25] 0 -4
Pst[3][26] -6 6
Pst[3][27] -14 7
Pst[3][28] -13 5
Pst[3][29] -11 11
Pst[3][30] 8 5
Pst[3][31] -21 -2
Pst[3][32] -5 16
Pst[3][33] -16 17
Pst[3][34] 4 14
Pst[3][35] 13 2
Pst[3][36] 6 6
Pst[3][37] 26 10
Pst[3][38] 12 6
Pst[3][39] -9 7
Pst[3][40] 7 10
Pst[3][41] 15 5
Pst[3][42] 4 5
Pst[3][43] 33 -4
Pst[3][44] 26 -4
Pst[3][45] 29 4
Pst[3][46] 30 -3
Pst[3][47] 19 6
Pst[3][48] 0 -5
Pst[3][49] -5 0
Pst[3][50] 16 -1
Pst[3][51] 37 -6
Pst[3][52] 22 -9
Pst[3][53] 43 -6
Pst[3][54] 16 3
Pst[3][55] 12 -1
Pst[3][56] 15 -11
Pst[3][57] 12 12
Pst[3][58] 22 8
Pst[3][59] 32 3
Pst[3][60] 14 8
Pst[3][61] 31 6
Pst[3][62] 12 2
Pst[3][63] 11 2
Pst[4][0] -7 -43
Pst[4][1] -6 -42
Pst[4][2] -10 -65
Pst[4][3] -3 -62
Pst[4][4] -3 -72
Pst[4][5] -16 -51
Pst[4][6] -26 -34
Pst[4][7] -11 -36
Pst[4][8] -17 -33
Pst[4][9] -5 -31
Pst[4][10] 8 -49
Pst[4][11] 2 -21
Pst[4][12] 2 -35
Pst[4][13] 10 -70
Pst[4][14] 10 -74
Pst[4][15] 1 -32
Pst[4][16] -6 -17
Pst[4][17] 0 -21
Pst[4][18] 4 5
Pst[4][19] 5 -11
Pst[4][20] -3 2
Pst[4][21] 8 -11
Pst[4][22] 6 -16
Pst[4][23] -2 -28
Pst[4][24] 2 -34
Pst[4][25] -12 14
Pst[4][26] 4 12
Pst[4][27] -1 37
Pst[4][28] -7 26
Pst[4][29] 4 7
Pst[4][30] 14 -20
Pst[4][31] -4 -19
Pst[4][32] -2 -10
Pst[4][33] -10 27
Pst[4][34] -1 26
Pst[4][35] -10 40
Pst[4][36] -6 41
Pst[4][37] 13 0
Pst[4][38] -10 18
Pst[4][39] 7 -30
Pst[4][40] -10 -4
Pst[4][41] 16 16
Pst[4][42] -8 33
Pst[4][43] 0 26
Pst[4][44] 2 37
Pst[4][45] 3 21
Pst[4][46] 18 4
Pst[4][47] 8 -8
Pst[4][48] -12 -21
Pst[4][49] -11 0
Pst[4][50] 2 -12
Pst[4][51] 1 -4
Pst[4][52] 9 -5
Pst[4][53] 26 -5
Pst[4][54] -2 0
Pst[4][55] 16 -30
Pst[4][56] -20 -13
Pst[4][57] 14 -9
Pst[4][58] 5 -10
Pst[4][59] -3 3
Pst[4][60] 3 2
Pst[4][61] 12 -4
Pst[4][62] 21 -20
Pst[4][63] -19 -21
Pst[5][0] 2 -56
Pst[5][1] 73 -50
Pst[5][2] 65 -34
Pst[5][3] -14 -18
Pst[5][4] 19 -30
Pst[5][5] 28 -23
Pst[5][6] 66 -38
Pst[5][7] 34 -59
Pst[5][8] 47 -37
Pst[5][9] 51 -16
Pst[5][10] 19 4
Pst[5][11] -5 5
Pst[5][12] -11 10
Pst[5][13] 14 6
Pst[5][14] 51 -11
Pst[5][15] 47 -27
Pst[5][16] -5 -15
Pst[5][17] 34 1
Pst[5][18] 1 14
Pst[5][19] -23 26
Pst[5][20] -34 29
Pst[5][21] -19 28
Pst[5][22] 21 7
Pst[5][23] -38 5
Pst[5][24] -2 -7
Pst[5][25] 17 13
Pst[5][26] -18 26
Pst[5][27] -23 33
Pst[5][28] -30 35
Pst[5][29] -26 35
Pst[5][30] -12 21
Pst[5][31] -52 4
Pst[5][32] -1 4
Pst[5][33] 20 11
Pst[5][34] -31 34
Pst[5][35] -31 38
Pst[5][36] -52 40
Pst[5][37] -26 43
Pst[5][38] -2 26
Pst[5][39] -22 3
Pst[5][40] -6 11
Pst[5][41] 32 21
Pst[5][42] -26 31
Pst[5][43] -33 38
Pst[5][44] -42 34
Pst[5][45] 1 51
Pst[5][46] 34 51
Pst[5][47] -16 27
Pst[5][48] -6 -36
Pst[5][49] 7 15
Pst[5][50] 10 17
Pst[5][51] -15 12
Pst[5][52] -13 28
Pst[5][53] 3 36
Pst[5][54] 1 40
Pst[5][55] -18 -28
Pst[5][56] -29 -112
Pst[5][57] -7 -25
Pst[5][58] -19 -21
Pst[5][59] -31 -17
Pst[5][60] -33 -15
Pst[5][61] -16 2
Pst[5][62] -2 -9
Pst[5][63] -25 -79
