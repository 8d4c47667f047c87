# Candidate `vs16` (session 85, docs/tuning.md "Results: step 16 refitted with its own games against Stockfish 11",
# G1): no new term, not yet played.
# `quince` step 16's weights (all but material, the bishop pair and the hand-set lone-king and KRKN weights;
# piece-square tables square by square) fitted twice on step 16's data (750,796 self-play and 320,102 vs-Stockfish-11
# positions of step 15) plus 317,443 positions of step 16's games against Stockfish 11 at fixed nodes, all labeled by
# Stockfish 15.1 at 2,000 nodes. Held-out losses in docs/tuning.md.
# Bench 5661451 with this file (quince --profile-file docs/candidates/quince-vs16.profile bench).
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
ImbalanceOurs[1][0] -418 529
ImbalanceOurs[1][1] 39 151
ImbalanceOurs[1][2] 0 0
ImbalanceOurs[1][3] 0 0
ImbalanceOurs[1][4] 0 0
ImbalanceOurs[1][5] 0 0
ImbalanceOurs[2][0] -518 507
ImbalanceOurs[2][1] 250 441
ImbalanceOurs[2][2] -160 -236
ImbalanceOurs[2][3] 0 0
ImbalanceOurs[2][4] 0 0
ImbalanceOurs[2][5] 0 0
ImbalanceOurs[3][0] 35 -26
ImbalanceOurs[3][1] 475 83
ImbalanceOurs[3][2] -89 -637
ImbalanceOurs[3][3] -128 -491
ImbalanceOurs[3][4] 0 0
ImbalanceOurs[3][5] 0 0
ImbalanceOurs[4][0] -96 664
ImbalanceOurs[4][1] 233 410
ImbalanceOurs[4][2] -30 -593
ImbalanceOurs[4][3] -21 -1228
ImbalanceOurs[4][4] 952 -1507
ImbalanceOurs[4][5] 0 0
ImbalanceOurs[5][0] -69 -241
ImbalanceOurs[5][1] 48 1242
ImbalanceOurs[5][2] -911 396
ImbalanceOurs[5][3] -1067 -913
ImbalanceOurs[5][4] -1766 -1272
ImbalanceOurs[5][5] -992 -5435
ImbalanceTheirs[0][0] 0 0
ImbalanceTheirs[0][1] 0 0
ImbalanceTheirs[0][2] 0 0
ImbalanceTheirs[0][3] 0 0
ImbalanceTheirs[0][4] 0 0
ImbalanceTheirs[0][5] 0 0
ImbalanceTheirs[1][0] -302 329
ImbalanceTheirs[1][1] 0 0
ImbalanceTheirs[1][2] 0 0
ImbalanceTheirs[1][3] 0 0
ImbalanceTheirs[1][4] 0 0
ImbalanceTheirs[1][5] 0 0
ImbalanceTheirs[2][0] -368 469
ImbalanceTheirs[2][1] 261 438
ImbalanceTheirs[2][2] 0 0
ImbalanceTheirs[2][3] 0 0
ImbalanceTheirs[2][4] 0 0
ImbalanceTheirs[2][5] 0 0
ImbalanceTheirs[3][0] -52 396
ImbalanceTheirs[3][1] 14 728
ImbalanceTheirs[3][2] -9 252
ImbalanceTheirs[3][3] 0 0
ImbalanceTheirs[3][4] 0 0
ImbalanceTheirs[3][5] 0 0
ImbalanceTheirs[4][0] -325 571
ImbalanceTheirs[4][1] -16 1009
ImbalanceTheirs[4][2] -644 984
ImbalanceTheirs[4][3] -627 194
ImbalanceTheirs[4][4] 0 0
ImbalanceTheirs[4][5] 0 0
ImbalanceTheirs[5][0] -96 -219
ImbalanceTheirs[5][1] 1072 1147
ImbalanceTheirs[5][2] 1432 967
ImbalanceTheirs[5][3] 850 -76
ImbalanceTheirs[5][4] 139 -257
ImbalanceTheirs[5][5] 0 0
Doubled -20 -14
Isolated -6 -7
IsolatedOpen -16 -17
Backward -4 -6
BackwardOpen -19 -11
CandidateMin 2 -1
CandidateMax -6 78
Connected[0][0] 0 0
Connected[0][1] 2 -2
Connected[0][2] 6 2
Connected[0][3] 12 8
Connected[0][4] 29 24
Connected[0][5] 54 22
Connected[0][6] 0 0
Connected[0][7] 0 0
Connected[1][0] 0 0
Connected[1][1] 0 0
Connected[1][2] 13 4
Connected[1][3] 13 3
Connected[1][4] 24 11
Connected[1][5] 25 49
Connected[1][6] 53 110
Connected[1][7] 0 0
MobilityTable[0][0] 68 -139
MobilityTable[0][1] 82 -153
MobilityTable[0][2] 91 -104
MobilityTable[0][3] 97 -86
MobilityTable[0][4] 103 -79
MobilityTable[0][5] 108 -72
MobilityTable[0][6] 112 -68
MobilityTable[0][7] 117 -67
MobilityTable[0][8] 128 -74
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
MobilityTable[1][0] 76 -130
MobilityTable[1][1] 77 -108
MobilityTable[1][2] 99 -95
MobilityTable[1][3] 104 -81
MobilityTable[1][4] 110 -73
MobilityTable[1][5] 119 -65
MobilityTable[1][6] 121 -64
MobilityTable[1][7] 126 -62
MobilityTable[1][8] 128 -60
MobilityTable[1][9] 132 -60
MobilityTable[1][10] 138 -63
MobilityTable[1][11] 152 -71
MobilityTable[1][12] 137 -62
MobilityTable[1][13] 190 -80
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
MobilityTable[2][0] -54 -116
MobilityTable[2][1] 3 -82
MobilityTable[2][2] 16 -57
MobilityTable[2][3] 19 -48
MobilityTable[2][4] 17 -37
MobilityTable[2][5] 23 -28
MobilityTable[2][6] 26 -22
MobilityTable[2][7] 32 -23
MobilityTable[2][8] 36 -16
MobilityTable[2][9] 40 -14
MobilityTable[2][10] 42 -7
MobilityTable[2][11] 41 -1
MobilityTable[2][12] 48 -4
MobilityTable[2][13] 55 -5
MobilityTable[2][14] 70 -5
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
MobilityTable[3][1] -20 -85
MobilityTable[3][2] -21 -127
MobilityTable[3][3] -18 -116
MobilityTable[3][4] -11 -129
MobilityTable[3][5] -13 -74
MobilityTable[3][6] -9 -65
MobilityTable[3][7] -5 -44
MobilityTable[3][8] 1 -44
MobilityTable[3][9] 4 -39
MobilityTable[3][10] 8 -31
MobilityTable[3][11] 11 -28
MobilityTable[3][12] 13 -21
MobilityTable[3][13] 15 -25
MobilityTable[3][14] 17 -21
MobilityTable[3][15] 20 -19
MobilityTable[3][16] 19 -16
MobilityTable[3][17] 22 -17
MobilityTable[3][18] 29 -26
MobilityTable[3][19] 34 -40
MobilityTable[3][20] 37 -44
MobilityTable[3][21] 47 -58
MobilityTable[3][22] 63 -82
MobilityTable[3][23] 115 -141
MobilityTable[3][24] 17 -59
MobilityTable[3][25] 37 -62
MobilityTable[3][26] -8 32
MobilityTable[3][27] -30 -6
RookFileBase 86 -69
RookSemiOpen 15 1
RookOpen 19 -3
RookKingAdjacentFile 10 -2
RookKingFile 21 -27
Rook7th -1 14
Queen7th -16 47
Outpost[0][0] 13 -3
Outpost[0][1] 30 1
Outpost[1][0] 11 -12
Outpost[1][1] 24 2
BehindPawn[0] 7 -1
BehindPawn[1] 8 3
BishopRammed 0 -3
BishopLongDiagonal 18 7
Tempo 26 7
KingProtector[0] -4 -5
KingProtector[1] -3 -2
ReachableOutpost 17 15
BishopPawns -1 -3
RookOnQueenFile 6 21
WeakQueen -21 18
TrappedRook -6 -15
KingAttackOpening -3
ShelterFile[0] 36
ShelterFile[1] 0
ShelterFile[2] 9
ShelterFile[3] 17
ShelterFile[4] 19
ShelterFile[5] 19
ShelterFile[6] 35
ShelterFile[7] 36
ShelterNoPawn 29
ShelterPerfect 4
StormFile[0] 0
StormFile[1] -9
StormFile[2] -15
StormFile[3] -7
StormFile[4] 4
StormFile[5] 24
StormFile[6] 0
StormFile[7] 0
SafeCheck[0] -56 12
SafeCheck[1] -5 -25
SafeCheck[2] -86 7
SafeCheck[3] -3 -65
KingDangerAttacker[0] 120
KingDangerAttacker[1] 109
KingDangerAttacker[2] 66
KingDangerAttacker[3] -46
KingDangerZoneAttack 42
KingDangerWeakSquare 49
KingDangerSafeCheck[0] 292
KingDangerSafeCheck[1] 142
KingDangerSafeCheck[2] 142
KingDangerSafeCheck[3] 272
KingDangerNoQueen -467
KingDangerBase -224
KingDangerUnsafeCheck 47
KingDangerBlocker 80
KingDangerFlankAttack 43
KingDangerFlankDefence -14
KingDangerKnightGuard -56
LoneKingEdge 20 22
LoneKingClose 16 20
LoneKingCorner 100 100
KnightAwayFromKing -160 -160
PassedMin -4 14
PassedMax 152 119
UnstoppablePasser 613
FreePasser 78
AttackerDistance 30
DefenderDistance 47
PassedRank[0] 0 0
PassedRank[1] 4 14
PassedRank[2] 8 16
PassedRank[3] -1 14
PassedRank[4] -15 -2
PassedRank[5] -28 -6
PassedRank[6] 81 -32
PassedRank[7] 0 0
PassedBlocked[0] 0 0
PassedBlocked[1] -13 16
PassedBlocked[2] -7 -4
PassedBlocked[3] 4 -3
PassedBlocked[4] 12 -7
PassedBlocked[5] -5 -1
PassedBlocked[6] -91 15
PassedBlocked[7] 0 0
PassedSafePath -45 21
PassedFile -8 -2
PassedPath[0] 4 7
PassedPath[1] 10 2
PassedPath[2] 1 2
PassedSupport 3 1
TrappedBishop7 -100 -100
TrappedBishop6 -50 -50
BlockedBishop -34 -16
BlockedRook -37 9
ThreatByPawn 74 36
ThreatByMinor[0] 3 13
ThreatByMinor[1] 25 33
ThreatByMinor[2] 48 12
ThreatByMinor[3] 60 17
ThreatByMinor[4] 57 22
ThreatByRook[0] 1 16
ThreatByRook[1] 21 21
ThreatByRook[2] 24 22
ThreatByRook[3] 12 5
ThreatByRook[4] 55 -10
ThreatByKing 9 23
Hanging 16 16
ThreatByPush 19 15
RestrictedPiece 5 1
KnightOnQueen 10 -6
SliderOnQueen 17 3
Pst[0][0] -12 0
Pst[0][1] -4 0
Pst[0][2] 0 0
Pst[0][3] 4 0
Pst[0][4] 4 0
Pst[0][5] 0 0
Pst[0][6] -4 0
Pst[0][7] -12 0
Pst[0][8] 27 -55
Pst[0][9] 32 -49
Pst[0][10] 30 -34
Pst[0][11] 31 -46
Pst[0][12] 22 -31
Pst[0][13] 59 -47
Pst[0][14] 56 -59
Pst[0][15] 30 -64
Pst[0][16] 25 -64
Pst[0][17] 20 -58
Pst[0][18] 31 -56
Pst[0][19] 31 -47
Pst[0][20] 36 -53
Pst[0][21] 44 -55
Pst[0][22] 44 -70
Pst[0][23] 28 -66
Pst[0][24] 25 -57
Pst[0][25] 21 -53
Pst[0][26] 34 -63
Pst[0][27] 46 -62
Pst[0][28] 49 -67
Pst[0][29] 52 -66
Pst[0][30] 33 -63
Pst[0][31] 20 -62
Pst[0][32] 38 -51
Pst[0][33] 41 -50
Pst[0][34] 42 -55
Pst[0][35] 61 -69
Pst[0][36] 64 -74
Pst[0][37] 67 -69
Pst[0][38] 34 -51
Pst[0][39] 29 -56
Pst[0][40] 38 -41
Pst[0][41] 54 -39
Pst[0][42] 61 -49
Pst[0][43] 81 -52
Pst[0][44] 78 -53
Pst[0][45] 120 -54
Pst[0][46] 71 -46
Pst[0][47] 45 -57
Pst[0][48] 58 -48
Pst[0][49] -3 11
Pst[0][50] 6 10
Pst[0][51] 28 14
Pst[0][52] 57 -21
Pst[0][53] 41 -2
Pst[0][54] -50 8
Pst[0][55] -3 -35
Pst[0][56] -12 0
Pst[0][57] -4 0
Pst[0][58] 0 0
Pst[0][59] 4 0
Pst[0][60] 4 0
Pst[0][61] 0 0
Pst[0][62] -4 0
Pst[0][63] -12 0
Pst[1][0] -20 -48
Pst[1][1] -26 -54
Pst[1][2] -31 -37
Pst[1][3] -18 -43
Pst[1][4] -12 -43
Pst[1][5] -26 -40
Pst[1][6] -27 -62
Pst[1][7] -20 -48
Pst[1][8] -36 -30
Pst[1][9] -18 -41
Pst[1][10] -8 -43
Pst[1][11] -4 -34
Pst[1][12] -1 -36
Pst[1][13] -4 -48
Pst[1][14] -18 -35
Pst[1][15] -23 -44
Pst[1][16] -20 -42
Pst[1][17] 0 -35
Pst[1][18] 7 -41
Pst[1][19] 14 -19
Pst[1][20] 16 -27
Pst[1][21] 12 -45
Pst[1][22] 9 -39
Pst[1][23] -22 -28
Pst[1][24] 6 -20
Pst[1][25] 26 -18
Pst[1][26] 34 -20
Pst[1][27] 25 -8
Pst[1][28] 39 -15
Pst[1][29] 46 -22
Pst[1][30] 35 -16
Pst[1][31] 5 -23
Pst[1][32] 21 -32
Pst[1][33] 25 -24
Pst[1][34] 37 -12
Pst[1][35] 50 -10
Pst[1][36] 35 0
Pst[1][37] 41 -9
Pst[1][38] 28 -23
Pst[1][39] 19 -25
Pst[1][40] -18 -24
Pst[1][41] 23 -23
Pst[1][42] 33 -18
Pst[1][43] 37 -19
Pst[1][44] 52 -17
Pst[1][45] 56 -29
Pst[1][46] 24 -29
Pst[1][47] -13 -29
Pst[1][48] -24 -34
Pst[1][49] -3 -23
Pst[1][50] 27 -30
Pst[1][51] 54 -16
Pst[1][52] 14 -6
Pst[1][53] 43 -31
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
Pst[2][0] 8 -67
Pst[2][1] 18 -39
Pst[2][2] -9 -27
Pst[2][3] -13 -23
Pst[2][4] -11 -17
Pst[2][5] -23 -25
Pst[2][6] -5 -27
Pst[2][7] -28 -38
Pst[2][8] 5 -27
Pst[2][9] 0 -31
Pst[2][10] 13 -34
Pst[2][11] -7 -17
Pst[2][12] -4 -27
Pst[2][13] 14 -37
Pst[2][14] 4 -47
Pst[2][15] 9 -58
Pst[2][16] 6 -28
Pst[2][17] 17 -27
Pst[2][18] -1 -25
Pst[2][19] 10 -16
Pst[2][20] 8 -12
Pst[2][21] 3 -33
Pst[2][22] 16 -19
Pst[2][23] 2 -32
Pst[2][24] -5 -10
Pst[2][25] 14 -22
Pst[2][26] 14 -13
Pst[2][27] 16 -4
Pst[2][28] 19 -12
Pst[2][29] 15 -5
Pst[2][30] 15 -19
Pst[2][31] 7 -21
Pst[2][32] 6 -18
Pst[2][33] 5 -6
Pst[2][34] 24 -15
Pst[2][35] 18 -5
Pst[2][36] 28 -8
Pst[2][37] 19 -13
Pst[2][38] 14 -6
Pst[2][39] -1 -17
Pst[2][40] -5 -3
Pst[2][41] 20 -14
Pst[2][42] -12 -3
Pst[2][43] 33 -4
Pst[2][44] 43 -24
Pst[2][45] 26 -17
Pst[2][46] 20 -15
Pst[2][47] 21 -13
Pst[2][48] 2 -12
Pst[2][49] -50 -3
Pst[2][50] 12 -15
Pst[2][51] 12 -34
Pst[2][52] 12 -9
Pst[2][53] -5 -6
Pst[2][54] -42 -12
Pst[2][55] -26 -16
Pst[2][56] -14 -20
Pst[2][57] -28 11
Pst[2][58] -22 -22
Pst[2][59] -69 -2
Pst[2][60] -15 -12
Pst[2][61] -14 -12
Pst[2][62] -10 -18
Pst[2][63] -7 -32
Pst[3][0] -14 -21
Pst[3][1] -11 -21
Pst[3][2] -13 -11
Pst[3][3] -9 -20
Pst[3][4] -6 -26
Pst[3][5] -10 -18
Pst[3][6] -14 -13
Pst[3][7] 0 -36
Pst[3][8] -22 -19
Pst[3][9] -13 -13
Pst[3][10] -3 -17
Pst[3][11] -2 -10
Pst[3][12] -12 -16
Pst[3][13] -5 -23
Pst[3][14] -5 -26
Pst[3][15] -34 -5
Pst[3][16] -18 -7
Pst[3][17] -5 -5
Pst[3][18] -22 4
Pst[3][19] -5 -6
Pst[3][20] -15 -6
Pst[3][21] -1 -9
Pst[3][22] -5 -4
Pst[3][23] -7 -14
Pst[3][24] -31 13
Pst[3][25] -4 2
Pst[3][26] -16 5
Pst[3][27] -10 7
Pst[3][28] -10 2
Pst[3][29] -11 3
Pst[3][30] -7 5
Pst[3][31] -25 9
Pst[3][32] -24 21
Pst[3][33] 2 13
Pst[3][34] 12 10
Pst[3][35] 18 3
Pst[3][36] 4 6
Pst[3][37] 4 8
Pst[3][38] 7 11
Pst[3][39] -15 15
Pst[3][40] -4 18
Pst[3][41] 23 4
Pst[3][42] 16 4
Pst[3][43] 36 -3
Pst[3][44] 37 -3
Pst[3][45] 25 2
Pst[3][46] 33 5
Pst[3][47] 9 8
Pst[3][48] 11 -6
Pst[3][49] -10 3
Pst[3][50] 16 -7
Pst[3][51] 33 -11
Pst[3][52] 28 -15
Pst[3][53] 47 -18
Pst[3][54] 12 1
Pst[3][55] 20 -7
Pst[3][56] -10 2
Pst[3][57] 0 10
Pst[3][58] 27 2
Pst[3][59] 44 -12
Pst[3][60] 18 13
Pst[3][61] 25 -6
Pst[3][62] 18 11
Pst[3][63] 33 1
Pst[4][0] -3 -54
Pst[4][1] -12 -58
Pst[4][2] -16 -56
Pst[4][3] -8 -66
Pst[4][4] -5 -72
Pst[4][5] -19 -50
Pst[4][6] -26 -34
Pst[4][7] -11 -36
Pst[4][8] -12 -27
Pst[4][9] -10 -37
Pst[4][10] 1 -52
Pst[4][11] 0 -26
Pst[4][12] 2 -42
Pst[4][13] 10 -56
Pst[4][14] 17 -60
Pst[4][15] -9 -32
Pst[4][16] -8 -17
Pst[4][17] -2 -18
Pst[4][18] -8 19
Pst[4][19] -1 -29
Pst[4][20] -4 -1
Pst[4][21] 9 -8
Pst[4][22] 7 -24
Pst[4][23] 8 -32
Pst[4][24] 0 -39
Pst[4][25] -8 12
Pst[4][26] -4 6
Pst[4][27] -11 42
Pst[4][28] -7 22
Pst[4][29] 2 14
Pst[4][30] 12 -21
Pst[4][31] -1 1
Pst[4][32] 7 -12
Pst[4][33] -3 19
Pst[4][34] 3 20
Pst[4][35] 2 32
Pst[4][36] -10 32
Pst[4][37] -4 -1
Pst[4][38] -2 10
Pst[4][39] 7 -24
Pst[4][40] 5 -8
Pst[4][41] 1 -2
Pst[4][42] -1 30
Pst[4][43] 4 37
Pst[4][44] -16 33
Pst[4][45] -7 17
Pst[4][46] -10 0
Pst[4][47] 2 -22
Pst[4][48] -7 -10
Pst[4][49] -20 12
Pst[4][50] 14 -11
Pst[4][51] 7 -9
Pst[4][52] 5 -6
Pst[4][53] 15 -12
Pst[4][54] 14 -2
Pst[4][55] 12 -25
Pst[4][56] -14 -21
Pst[4][57] 17 -4
Pst[4][58] 5 -5
Pst[4][59] -1 2
Pst[4][60] 7 8
Pst[4][61] 23 -1
Pst[4][62] 25 -16
Pst[4][63] -8 -15
Pst[5][0] 28 -46
Pst[5][1] 81 -46
Pst[5][2] 60 -26
Pst[5][3] -11 -24
Pst[5][4] 19 -25
Pst[5][5] 30 -19
Pst[5][6] 78 -41
Pst[5][7] 45 -56
Pst[5][8] 49 -25
Pst[5][9] 43 -4
Pst[5][10] 6 1
Pst[5][11] -12 5
Pst[5][12] -20 10
Pst[5][13] 10 8
Pst[5][14] 60 -12
Pst[5][15] 52 -28
Pst[5][16] 0 -16
Pst[5][17] 24 1
Pst[5][18] -18 14
Pst[5][19] -26 22
Pst[5][20] -32 28
Pst[5][21] -29 28
Pst[5][22] 28 4
Pst[5][23] -53 8
Pst[5][24] -1 -5
Pst[5][25] 17 4
Pst[5][26] -11 27
Pst[5][27] -25 32
Pst[5][28] -27 34
Pst[5][29] -31 35
Pst[5][30] -9 19
Pst[5][31] -51 7
Pst[5][32] 2 9
Pst[5][33] 21 32
Pst[5][34] -30 39
Pst[5][35] -24 32
Pst[5][36] -55 42
Pst[5][37] -28 45
Pst[5][38] -1 25
Pst[5][39] -20 7
Pst[5][40] -6 14
Pst[5][41] 29 28
Pst[5][42] -26 43
Pst[5][43] -29 46
Pst[5][44] -39 41
Pst[5][45] -3 39
Pst[5][46] 30 25
Pst[5][47] -23 4
Pst[5][48] -12 -49
Pst[5][49] 4 5
Pst[5][50] 11 24
Pst[5][51] -10 30
Pst[5][52] -15 30
Pst[5][53] 3 29
Pst[5][54] 3 46
Pst[5][55] -17 -70
Pst[5][56] -29 -108
Pst[5][57] -10 -29
Pst[5][58] -21 -23
Pst[5][59] -34 -20
Pst[5][60] -34 -17
Pst[5][61] -21 -14
Pst[5][62] -5 -22
Pst[5][63] -25 -79
