# Candidate `vs17a2` (session 89, docs/tuning.md "Results: step 17 refitted on fresh data ...", fit A2):
# step 17 fitted twice on 742,047 positions of its own games plus 677,728 of its games against
# Stockfish 11 at fixed nodes, counted once. Its SPRT against step 17 was stopped at +1.7 ± 8.8 after
# 3,000 games (session 90), not kept (docs/progress.md, SPRTs).
# Load with `setoption name EvalFile value <this file>`.
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
ImbalanceOurs[1][0] -410 511
ImbalanceOurs[1][1] 40 148
ImbalanceOurs[1][2] 0 0
ImbalanceOurs[1][3] 0 0
ImbalanceOurs[1][4] 0 0
ImbalanceOurs[1][5] 0 0
ImbalanceOurs[2][0] -516 512
ImbalanceOurs[2][1] 254 434
ImbalanceOurs[2][2] -132 -230
ImbalanceOurs[2][3] 0 0
ImbalanceOurs[2][4] 0 0
ImbalanceOurs[2][5] 0 0
ImbalanceOurs[3][0] 42 -26
ImbalanceOurs[3][1] 475 89
ImbalanceOurs[3][2] -92 -616
ImbalanceOurs[3][3] -120 -494
ImbalanceOurs[3][4] 0 0
ImbalanceOurs[3][5] 0 0
ImbalanceOurs[4][0] -92 663
ImbalanceOurs[4][1] 241 443
ImbalanceOurs[4][2] -27 -594
ImbalanceOurs[4][3] -16 -1216
ImbalanceOurs[4][4] 949 -1486
ImbalanceOurs[4][5] 0 0
ImbalanceOurs[5][0] -63 -240
ImbalanceOurs[5][1] 62 1251
ImbalanceOurs[5][2] -910 395
ImbalanceOurs[5][3] -1067 -911
ImbalanceOurs[5][4] -1765 -1271
ImbalanceOurs[5][5] -990 -5430
ImbalanceTheirs[0][0] 0 0
ImbalanceTheirs[0][1] 0 0
ImbalanceTheirs[0][2] 0 0
ImbalanceTheirs[0][3] 0 0
ImbalanceTheirs[0][4] 0 0
ImbalanceTheirs[0][5] 0 0
ImbalanceTheirs[1][0] -301 336
ImbalanceTheirs[1][1] 0 0
ImbalanceTheirs[1][2] 0 0
ImbalanceTheirs[1][3] 0 0
ImbalanceTheirs[1][4] 0 0
ImbalanceTheirs[1][5] 0 0
ImbalanceTheirs[2][0] -367 468
ImbalanceTheirs[2][1] 264 430
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
ImbalanceTheirs[4][1] -14 1017
ImbalanceTheirs[4][2] -645 988
ImbalanceTheirs[4][3] -620 200
ImbalanceTheirs[4][4] 0 0
ImbalanceTheirs[4][5] 0 0
ImbalanceTheirs[5][0] -101 -220
ImbalanceTheirs[5][1] 1088 1178
ImbalanceTheirs[5][2] 1424 960
ImbalanceTheirs[5][3] 854 -74
ImbalanceTheirs[5][4] 149 -247
ImbalanceTheirs[5][5] 0 0
Doubled -21 -13
Isolated -9 -8
IsolatedOpen -18 -15
Backward -2 -7
BackwardOpen -21 -15
CandidateMin 1 0
CandidateMax -15 81
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
Connected[1][6] 64 77
Connected[1][7] 0 0
MobilityTable[0][0] 75 -137
MobilityTable[0][1] 86 -154
MobilityTable[0][2] 93 -109
MobilityTable[0][3] 99 -91
MobilityTable[0][4] 107 -83
MobilityTable[0][5] 111 -75
MobilityTable[0][6] 114 -72
MobilityTable[0][7] 119 -71
MobilityTable[0][8] 128 -77
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
MobilityTable[1][0] 79 -124
MobilityTable[1][1] 79 -105
MobilityTable[1][2] 99 -93
MobilityTable[1][3] 105 -85
MobilityTable[1][4] 112 -74
MobilityTable[1][5] 121 -71
MobilityTable[1][6] 122 -67
MobilityTable[1][7] 126 -65
MobilityTable[1][8] 125 -62
MobilityTable[1][9] 132 -65
MobilityTable[1][10] 145 -69
MobilityTable[1][11] 167 -72
MobilityTable[1][12] 134 -61
MobilityTable[1][13] 191 -92
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
MobilityTable[2][0] -44 -114
MobilityTable[2][1] 4 -82
MobilityTable[2][2] 15 -56
MobilityTable[2][3] 19 -47
MobilityTable[2][4] 17 -36
MobilityTable[2][5] 21 -30
MobilityTable[2][6] 25 -24
MobilityTable[2][7] 29 -23
MobilityTable[2][8] 35 -17
MobilityTable[2][9] 37 -11
MobilityTable[2][10] 41 -8
MobilityTable[2][11] 44 -5
MobilityTable[2][12] 49 -4
MobilityTable[2][13] 55 -4
MobilityTable[2][14] 65 -2
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
MobilityTable[3][1] -18 -85
MobilityTable[3][2] -25 -126
MobilityTable[3][3] -17 -116
MobilityTable[3][4] -10 -138
MobilityTable[3][5] -11 -76
MobilityTable[3][6] -5 -55
MobilityTable[3][7] -3 -42
MobilityTable[3][8] 3 -42
MobilityTable[3][9] 6 -31
MobilityTable[3][10] 9 -26
MobilityTable[3][11] 12 -24
MobilityTable[3][12] 13 -15
MobilityTable[3][13] 16 -15
MobilityTable[3][14] 15 -8
MobilityTable[3][15] 19 -14
MobilityTable[3][16] 21 -10
MobilityTable[3][17] 24 -22
MobilityTable[3][18] 28 -31
MobilityTable[3][19] 29 -31
MobilityTable[3][20] 43 -43
MobilityTable[3][21] 55 -51
MobilityTable[3][22] 64 -70
MobilityTable[3][23] 123 -125
MobilityTable[3][24] 17 -54
MobilityTable[3][25] 35 -71
MobilityTable[3][26] -8 32
MobilityTable[3][27] -30 -6
RookFileBase 81 -67
RookSemiOpen 18 -2
RookOpen 17 -1
RookKingAdjacentFile 7 -15
RookKingFile 26 -22
Rook7th -5 10
Queen7th -20 46
Outpost[0][0] 11 -5
Outpost[0][1] 32 7
Outpost[1][0] 7 -10
Outpost[1][1] 38 -2
BehindPawn[0] 7 -1
BehindPawn[1] 5 0
BishopRammed -3 -4
BishopLongDiagonal 22 14
Tempo 26 8
KingProtector[0] -5 -3
KingProtector[1] -4 -3
ReachableOutpost 18 18
BishopPawns -1 -3
RookOnQueenFile 6 20
WeakQueen -18 8
TrappedRook -4 -17
KingAttackOpening -3
ShelterFile[0] 36
ShelterFile[1] 0
ShelterFile[2] 8
ShelterFile[3] 20
ShelterFile[4] 20
ShelterFile[5] 32
ShelterFile[6] 35
ShelterFile[7] 36
ShelterNoPawn 31
ShelterPerfect 2
StormFile[0] 0
StormFile[1] -14
StormFile[2] -18
StormFile[3] -4
StormFile[4] -2
StormFile[5] 21
StormFile[6] -28
StormFile[7] 0
SafeCheck[0] -52 9
SafeCheck[1] -5 -24
SafeCheck[2] -76 4
SafeCheck[3] -4 -64
KingDangerAttacker[0] 121
KingDangerAttacker[1] 119
KingDangerAttacker[2] 83
KingDangerAttacker[3] -52
KingDangerZoneAttack 45
KingDangerWeakSquare 47
KingDangerSafeCheck[0] 287
KingDangerSafeCheck[1] 144
KingDangerSafeCheck[2] 134
KingDangerSafeCheck[3] 276
KingDangerNoQueen -447
KingDangerBase -205
KingDangerUnsafeCheck 52
KingDangerBlocker 96
KingDangerFlankAttack 39
KingDangerFlankDefence -14
KingDangerKnightGuard -69
LoneKingEdge 20 22
LoneKingClose 16 20
LoneKingCorner 100 100
KnightAwayFromKing -160 -160
PassedMin -4 15
PassedMax 154 110
UnstoppablePasser 603
FreePasser 81
AttackerDistance 28
DefenderDistance 48
PassedRank[0] 0 0
PassedRank[1] 9 11
PassedRank[2] 8 15
PassedRank[3] -4 15
PassedRank[4] -15 1
PassedRank[5] -36 -13
PassedRank[6] 91 -32
PassedRank[7] 0 0
PassedBlocked[0] 0 0
PassedBlocked[1] -19 1
PassedBlocked[2] 4 -10
PassedBlocked[3] 10 -10
PassedBlocked[4] 10 -3
PassedBlocked[5] 7 -10
PassedBlocked[6] -85 18
PassedBlocked[7] 0 0
PassedSafePath -37 21
PassedFile -9 -1
PassedPath[0] 4 6
PassedPath[1] 11 0
PassedPath[2] 2 1
PassedSupport 4 1
TrappedBishop7 -100 -100
TrappedBishop6 -50 -50
BlockedBishop -31 -25
BlockedRook -32 -5
ThreatByPawn 71 36
ThreatByMinor[0] 2 12
ThreatByMinor[1] 25 31
ThreatByMinor[2] 45 20
ThreatByMinor[3] 62 9
ThreatByMinor[4] 56 31
ThreatByRook[0] 2 16
ThreatByRook[1] 18 27
ThreatByRook[2] 24 27
ThreatByRook[3] 0 7
ThreatByRook[4] 58 -5
ThreatByKing 26 24
Hanging 18 18
ThreatByPush 20 16
RestrictedPiece 5 0
KnightOnQueen 8 -1
SliderOnQueen 16 0
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
Pst[0][10] 36 -47
Pst[0][11] 37 -43
Pst[0][12] 27 -41
Pst[0][13] 62 -50
Pst[0][14] 49 -60
Pst[0][15] 24 -66
Pst[0][16] 28 -66
Pst[0][17] 18 -60
Pst[0][18] 34 -59
Pst[0][19] 36 -57
Pst[0][20] 36 -53
Pst[0][21] 45 -57
Pst[0][22] 41 -66
Pst[0][23] 26 -65
Pst[0][24] 23 -57
Pst[0][25] 19 -53
Pst[0][26] 41 -60
Pst[0][27] 52 -71
Pst[0][28] 55 -67
Pst[0][29] 51 -65
Pst[0][30] 25 -61
Pst[0][31] 16 -60
Pst[0][32] 38 -52
Pst[0][33] 39 -47
Pst[0][34] 44 -59
Pst[0][35] 61 -72
Pst[0][36] 64 -71
Pst[0][37] 71 -72
Pst[0][38] 30 -53
Pst[0][39] 27 -51
Pst[0][40] 42 -40
Pst[0][41] 48 -35
Pst[0][42] 77 -39
Pst[0][43] 76 -42
Pst[0][44] 88 -46
Pst[0][45] 110 -45
Pst[0][46] 45 -28
Pst[0][47] 36 -41
Pst[0][48] 44 -46
Pst[0][49] 7 -6
Pst[0][50] 3 13
Pst[0][51] 56 -8
Pst[0][52] 54 4
Pst[0][53] 36 -5
Pst[0][54] -38 7
Pst[0][55] -17 -21
Pst[0][56] -12 0
Pst[0][57] -4 0
Pst[0][58] 0 0
Pst[0][59] 4 0
Pst[0][60] 4 0
Pst[0][61] 0 0
Pst[0][62] -4 0
Pst[0][63] -12 0
Pst[1][0] -20 -48
Pst[1][1] -22 -57
Pst[1][2] -28 -39
Pst[1][3] -20 -38
Pst[1][4] -14 -40
Pst[1][5] -27 -45
Pst[1][6] -25 -61
Pst[1][7] -20 -48
Pst[1][8] -31 -41
Pst[1][9] -15 -30
Pst[1][10] -11 -38
Pst[1][11] -2 -34
Pst[1][12] -3 -40
Pst[1][13] -7 -43
Pst[1][14] -29 -35
Pst[1][15] -22 -53
Pst[1][16] -17 -33
Pst[1][17] 1 -37
Pst[1][18] 9 -42
Pst[1][19] 14 -23
Pst[1][20] 17 -32
Pst[1][21] 13 -49
Pst[1][22] 6 -39
Pst[1][23] -19 -21
Pst[1][24] 12 -23
Pst[1][25] 27 -24
Pst[1][26] 34 -18
Pst[1][27] 27 -9
Pst[1][28] 31 -12
Pst[1][29] 38 -19
Pst[1][30] 38 -38
Pst[1][31] 9 -25
Pst[1][32] 13 -17
Pst[1][33] 29 -25
Pst[1][34] 35 -9
Pst[1][35] 51 -15
Pst[1][36] 39 -8
Pst[1][37] 54 -21
Pst[1][38] 26 -24
Pst[1][39] 42 -33
Pst[1][40] -13 -23
Pst[1][41] 25 -19
Pst[1][42] 37 -13
Pst[1][43] 33 -12
Pst[1][44] 58 -15
Pst[1][45] 51 -34
Pst[1][46] 47 -32
Pst[1][47] 19 -24
Pst[1][48] -23 -33
Pst[1][49] -8 -22
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
Pst[2][0] -9 -43
Pst[2][1] 21 -38
Pst[2][2] -8 -41
Pst[2][3] -7 -35
Pst[2][4] -8 -23
Pst[2][5] -22 -28
Pst[2][6] 3 -29
Pst[2][7] -24 -42
Pst[2][8] 9 -37
Pst[2][9] 2 -40
Pst[2][10] 19 -34
Pst[2][11] -6 -20
Pst[2][12] -3 -17
Pst[2][13] 11 -34
Pst[2][14] 0 -47
Pst[2][15] -7 -42
Pst[2][16] 0 -28
Pst[2][17] 25 -23
Pst[2][18] 3 -37
Pst[2][19] 12 -26
Pst[2][20] 10 -18
Pst[2][21] 1 -34
Pst[2][22] 14 -33
Pst[2][23] -4 -22
Pst[2][24] 6 -22
Pst[2][25] -3 -15
Pst[2][26] 18 -12
Pst[2][27] 18 -1
Pst[2][28] 24 -7
Pst[2][29] 16 -16
Pst[2][30] 14 -16
Pst[2][31] 15 -21
Pst[2][32] -2 -16
Pst[2][33] 7 -13
Pst[2][34] 8 -7
Pst[2][35] 19 -6
Pst[2][36] 18 -4
Pst[2][37] 23 -8
Pst[2][38] 21 -18
Pst[2][39] -12 -18
Pst[2][40] 8 -18
Pst[2][41] 19 0
Pst[2][42] -11 -16
Pst[2][43] 12 -10
Pst[2][44] 31 -2
Pst[2][45] 25 -32
Pst[2][46] 13 -9
Pst[2][47] 31 -22
Pst[2][48] -27 -3
Pst[2][49] -16 -17
Pst[2][50] 18 -9
Pst[2][51] -9 -10
Pst[2][52] 12 -23
Pst[2][53] 7 -10
Pst[2][54] -43 -8
Pst[2][55] -24 -4
Pst[2][56] -12 -24
Pst[2][57] -23 1
Pst[2][58] -21 -20
Pst[2][59] -53 9
Pst[2][60] -14 -9
Pst[2][61] -8 -19
Pst[2][62] -3 -6
Pst[2][63] -15 -39
Pst[3][0] -14 -23
Pst[3][1] -9 -24
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
Pst[3][13] -2 -23
Pst[3][14] -7 -24
Pst[3][15] -36 -22
Pst[3][16] -32 3
Pst[3][17] -13 -4
Pst[3][18] -10 -2
Pst[3][19] -16 0
Pst[3][20] -7 -3
Pst[3][21] -19 6
Pst[3][22] 10 -25
Pst[3][23] -19 -10
Pst[3][24] -21 10
Pst[3][25] 0 -4
Pst[3][26] -7 7
Pst[3][27] -14 7
Pst[3][28] -13 5
Pst[3][29] -12 11
Pst[3][30] 6 5
Pst[3][31] -22 -2
Pst[3][32] -5 16
Pst[3][33] -16 17
Pst[3][34] 3 14
Pst[3][35] 12 2
Pst[3][36] 6 6
Pst[3][37] 24 10
Pst[3][38] 11 6
Pst[3][39] -9 6
Pst[3][40] 7 10
Pst[3][41] 15 5
Pst[3][42] 3 6
Pst[3][43] 33 -3
Pst[3][44] 26 -4
Pst[3][45] 27 4
Pst[3][46] 30 -3
Pst[3][47] 19 6
Pst[3][48] -1 -4
Pst[3][49] -5 1
Pst[3][50] 16 -1
Pst[3][51] 38 -6
Pst[3][52] 23 -8
Pst[3][53] 42 -6
Pst[3][54] 18 3
Pst[3][55] 13 -1
Pst[3][56] 17 -12
Pst[3][57] 13 11
Pst[3][58] 24 8
Pst[3][59] 34 3
Pst[3][60] 17 8
Pst[3][61] 32 6
Pst[3][62] 13 2
Pst[3][63] 12 2
Pst[4][0] -6 -43
Pst[4][1] -6 -41
Pst[4][2] -10 -64
Pst[4][3] -3 -61
Pst[4][4] -3 -71
Pst[4][5] -17 -51
Pst[4][6] -26 -34
Pst[4][7] -11 -36
Pst[4][8] -16 -33
Pst[4][9] -5 -29
Pst[4][10] 7 -48
Pst[4][11] 2 -20
Pst[4][12] 2 -35
Pst[4][13] 10 -69
Pst[4][14] 9 -75
Pst[4][15] 1 -32
Pst[4][16] -6 -17
Pst[4][17] 0 -21
Pst[4][18] 3 6
Pst[4][19] 5 -10
Pst[4][20] -3 2
Pst[4][21] 8 -11
Pst[4][22] 5 -18
Pst[4][23] -4 -29
Pst[4][24] 1 -34
Pst[4][25] -12 15
Pst[4][26] 4 13
Pst[4][27] 0 39
Pst[4][28] -5 27
Pst[4][29] 4 6
Pst[4][30] 13 -23
Pst[4][31] -5 -21
Pst[4][32] -2 -11
Pst[4][33] -11 27
Pst[4][34] 0 27
Pst[4][35] -8 43
Pst[4][36] -3 41
Pst[4][37] 13 0
Pst[4][38] -12 16
Pst[4][39] 6 -34
Pst[4][40] -11 -4
Pst[4][41] 16 17
Pst[4][42] -6 34
Pst[4][43] 1 27
Pst[4][44] 4 38
Pst[4][45] 2 21
Pst[4][46] 16 3
Pst[4][47] 4 -10
Pst[4][48] -13 -21
Pst[4][49] -11 1
Pst[4][50] 3 -10
Pst[4][51] 2 -2
Pst[4][52] 11 -5
Pst[4][53] 27 -6
Pst[4][54] -2 -1
Pst[4][55] 13 -32
Pst[4][56] -20 -13
Pst[4][57] 14 -9
Pst[4][58] 6 -9
Pst[4][59] -1 5
Pst[4][60] 4 2
Pst[4][61] 12 -4
Pst[4][62] 22 -20
Pst[4][63] -19 -21
Pst[5][0] 3 -55
Pst[5][1] 73 -49
Pst[5][2] 65 -33
Pst[5][3] -15 -17
Pst[5][4] 19 -29
Pst[5][5] 29 -22
Pst[5][6] 67 -37
Pst[5][7] 36 -58
Pst[5][8] 47 -36
Pst[5][9] 51 -16
Pst[5][10] 19 3
Pst[5][11] -5 4
Pst[5][12] -12 10
Pst[5][13] 15 6
Pst[5][14] 50 -11
Pst[5][15] 47 -26
Pst[5][16] -5 -15
Pst[5][17] 34 1
Pst[5][18] 0 14
Pst[5][19] -22 25
Pst[5][20] -35 29
Pst[5][21] -19 27
Pst[5][22] 22 7
Pst[5][23] -37 5
Pst[5][24] -3 -7
Pst[5][25] 17 13
Pst[5][26] -18 26
Pst[5][27] -23 32
Pst[5][28] -31 35
Pst[5][29] -26 35
Pst[5][30] -12 21
Pst[5][31] -52 4
Pst[5][32] -1 4
Pst[5][33] 20 11
Pst[5][34] -31 34
Pst[5][35] -31 37
Pst[5][36] -53 40
Pst[5][37] -27 42
Pst[5][38] -3 26
Pst[5][39] -22 3
Pst[5][40] -6 11
Pst[5][41] 32 21
Pst[5][42] -26 31
Pst[5][43] -34 38
Pst[5][44] -42 34
Pst[5][45] 1 50
Pst[5][46] 33 51
Pst[5][47] -16 27
Pst[5][48] -6 -36
Pst[5][49] 8 15
Pst[5][50] 9 17
Pst[5][51] -15 12
Pst[5][52] -13 27
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
