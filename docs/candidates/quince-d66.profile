# Quince evaluation profile: one weight per line, `name value` or `name opening endgame`.
# Candidate `d66` (session 66, docs/progress.md and docs/tuning.md): step 14 fitted twice by `quince tune` (full PST)
# on 497,416 positions of step 14's own games labeled by Stockfish 15.1 at 6,000 nodes; seed 1, K 1.675, validation loss 0.0252584 -> 0.0252398
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
ImbalanceOurs[1][0] -431 525
ImbalanceOurs[1][1] 31 164
ImbalanceOurs[1][2] 0 0
ImbalanceOurs[1][3] 0 0
ImbalanceOurs[1][4] 0 0
ImbalanceOurs[1][5] 0 0
ImbalanceOurs[2][0] -522 482
ImbalanceOurs[2][1] 247 400
ImbalanceOurs[2][2] -123 -270
ImbalanceOurs[2][3] 0 0
ImbalanceOurs[2][4] 0 0
ImbalanceOurs[2][5] 0 0
ImbalanceOurs[3][0] 46 -32
ImbalanceOurs[3][1] 497 36
ImbalanceOurs[3][2] -55 -660
ImbalanceOurs[3][3] -117 -501
ImbalanceOurs[3][4] 0 0
ImbalanceOurs[3][5] 0 0
ImbalanceOurs[4][0] -94 662
ImbalanceOurs[4][1] 268 342
ImbalanceOurs[4][2] -67 -631
ImbalanceOurs[4][3] -19 -1249
ImbalanceOurs[4][4] 999 -1513
ImbalanceOurs[4][5] 0 0
ImbalanceOurs[5][0] -56 -237
ImbalanceOurs[5][1] -5 1219
ImbalanceOurs[5][2] -890 403
ImbalanceOurs[5][3] -1065 -924
ImbalanceOurs[5][4] -1774 -1282
ImbalanceOurs[5][5] -998 -5432
ImbalanceTheirs[0][0] 0 0
ImbalanceTheirs[0][1] 0 0
ImbalanceTheirs[0][2] 0 0
ImbalanceTheirs[0][3] 0 0
ImbalanceTheirs[0][4] 0 0
ImbalanceTheirs[0][5] 0 0
ImbalanceTheirs[1][0] -324 363
ImbalanceTheirs[1][1] 0 0
ImbalanceTheirs[1][2] 0 0
ImbalanceTheirs[1][3] 0 0
ImbalanceTheirs[1][4] 0 0
ImbalanceTheirs[1][5] 0 0
ImbalanceTheirs[2][0] -374 475
ImbalanceTheirs[2][1] 299 376
ImbalanceTheirs[2][2] 0 0
ImbalanceTheirs[2][3] 0 0
ImbalanceTheirs[2][4] 0 0
ImbalanceTheirs[2][5] 0 0
ImbalanceTheirs[3][0] -49 398
ImbalanceTheirs[3][1] 38 708
ImbalanceTheirs[3][2] -8 226
ImbalanceTheirs[3][3] 0 0
ImbalanceTheirs[3][4] 0 0
ImbalanceTheirs[3][5] 0 0
ImbalanceTheirs[4][0] -314 586
ImbalanceTheirs[4][1] -57 955
ImbalanceTheirs[4][2] -663 1006
ImbalanceTheirs[4][3] -636 207
ImbalanceTheirs[4][4] 0 0
ImbalanceTheirs[4][5] 0 0
ImbalanceTheirs[5][0] -115 -231
ImbalanceTheirs[5][1] 1038 1092
ImbalanceTheirs[5][2] 1428 982
ImbalanceTheirs[5][3] 824 -86
ImbalanceTheirs[5][4] 117 -275
ImbalanceTheirs[5][5] 0 0
Doubled -22 -25
Isolated -9 -3
IsolatedOpen -13 -24
Backward -3 -7
BackwardOpen -19 -18
CandidateMin 4 -11
CandidateMax -1 89
Connected[0][0] 0 0
Connected[0][1] 0 -3
Connected[0][2] 6 1
Connected[0][3] 14 4
Connected[0][4] 29 27
Connected[0][5] 45 33
Connected[0][6] 0 0
Connected[0][7] 0 0
Connected[1][0] 0 0
Connected[1][1] 0 0
Connected[1][2] 14 -1
Connected[1][3] 15 -2
Connected[1][4] 25 -5
Connected[1][5] 75 -1
Connected[1][6] 36 61
Connected[1][7] 0 0
MobilityTable[0][0] 71 -129
MobilityTable[0][1] 89 -127
MobilityTable[0][2] 92 -105
MobilityTable[0][3] 96 -87
MobilityTable[0][4] 104 -80
MobilityTable[0][5] 108 -71
MobilityTable[0][6] 110 -65
MobilityTable[0][7] 116 -67
MobilityTable[0][8] 119 -71
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
MobilityTable[1][0] 85 -152
MobilityTable[1][1] 85 -119
MobilityTable[1][2] 104 -99
MobilityTable[1][3] 109 -88
MobilityTable[1][4] 113 -71
MobilityTable[1][5] 120 -72
MobilityTable[1][6] 124 -69
MobilityTable[1][7] 123 -63
MobilityTable[1][8] 126 -57
MobilityTable[1][9] 133 -63
MobilityTable[1][10] 137 -62
MobilityTable[1][11] 154 -67
MobilityTable[1][12] 139 -58
MobilityTable[1][13] 186 -79
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
MobilityTable[2][1] 8 -99
MobilityTable[2][2] 16 -62
MobilityTable[2][3] 17 -47
MobilityTable[2][4] 16 -37
MobilityTable[2][5] 19 -28
MobilityTable[2][6] 21 -24
MobilityTable[2][7] 30 -27
MobilityTable[2][8] 33 -22
MobilityTable[2][9] 32 -14
MobilityTable[2][10] 37 -14
MobilityTable[2][11] 39 -8
MobilityTable[2][12] 49 -9
MobilityTable[2][13] 55 -15
MobilityTable[2][14] 66 -9
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
MobilityTable[3][1] -23 -85
MobilityTable[3][2] -24 -127
MobilityTable[3][3] -21 -96
MobilityTable[3][4] -11 -115
MobilityTable[3][5] -15 -74
MobilityTable[3][6] -11 -61
MobilityTable[3][7] -7 -53
MobilityTable[3][8] -5 -36
MobilityTable[3][9] -1 -32
MobilityTable[3][10] 3 -25
MobilityTable[3][11] 6 -20
MobilityTable[3][12] 9 -18
MobilityTable[3][13] 12 -13
MobilityTable[3][14] 15 -14
MobilityTable[3][15] 13 -16
MobilityTable[3][16] 16 -21
MobilityTable[3][17] 20 -27
MobilityTable[3][18] 35 -25
MobilityTable[3][19] 28 -27
MobilityTable[3][20] 26 -27
MobilityTable[3][21] 61 -55
MobilityTable[3][22] 77 -74
MobilityTable[3][23] 126 -130
MobilityTable[3][24] 19 -36
MobilityTable[3][25] 21 -83
MobilityTable[3][26] -8 32
MobilityTable[3][27] -30 -6
RookFileBase 114 -70
RookSemiOpen 21 3
RookOpen 15 -5
RookKingAdjacentFile 6 -14
RookKingFile 23 -14
Rook7th 1 8
Queen7th -24 40
Outpost[0][0] 20 -9
Outpost[0][1] 36 -5
Outpost[1][0] 15 -8
Outpost[1][1] 31 5
BehindPawn[0] 10 5
BehindPawn[1] 5 1
BishopRammed -3 -6
BishopLongDiagonal 15 22
Tempo 25 10
KingProtector[0] -4 -4
KingProtector[1] -6 -2
ReachableOutpost 20 17
BishopPawns -1 -3
RookOnQueenFile 4 10
WeakQueen -18 16
KingAttackOpening -3
ShelterFile[0] 36
ShelterFile[1] 0
ShelterFile[2] 11
ShelterFile[3] 19
ShelterFile[4] 21
ShelterFile[5] 29
ShelterFile[6] 35
ShelterFile[7] 36
ShelterNoPawn 36
ShelterPerfect 8
StormFile[0] 0
StormFile[1] -8
StormFile[2] -15
StormFile[3] -2
StormFile[4] -1
StormFile[5] 18
StormFile[6] 0
StormFile[7] 0
SafeCheck[0] -41 12
SafeCheck[1] -1 -24
SafeCheck[2] -66 7
SafeCheck[3] -2 -62
KingDangerAttacker[0] 83
KingDangerAttacker[1] 114
KingDangerAttacker[2] 71
KingDangerAttacker[3] -77
KingDangerZoneAttack 57
KingDangerWeakSquare 31
KingDangerSafeCheck[0] 312
KingDangerSafeCheck[1] 170
KingDangerSafeCheck[2] 165
KingDangerSafeCheck[3] 220
KingDangerNoQueen -469
KingDangerBase -286
KingDangerUnsafeCheck 46
KingDangerBlocker 75
KingDangerFlankAttack 41
KingDangerFlankDefence -10
KingDangerKnightGuard -73
PassedMin -2 10
PassedMax 167 81
UnstoppablePasser 637
FreePasser 147
AttackerDistance 28
DefenderDistance 54
PassedRank[0] 0 0
PassedRank[1] 1 9
PassedRank[2] 8 3
PassedRank[3] -7 11
PassedRank[4] -12 -9
PassedRank[5] -14 -20
PassedRank[6] 87 -28
PassedRank[7] 0 0
PassedBlocked[0] 0 0
PassedBlocked[1] -29 1
PassedBlocked[2] -25 4
PassedBlocked[3] 8 -12
PassedBlocked[4] -8 1
PassedBlocked[5] -36 13
PassedBlocked[6] -106 16
PassedBlocked[7] 0 0
PassedSafePath -55 31
TrappedBishop7 -100 -100
TrappedBishop6 -50 -50
BlockedBishop -35 -17
BlockedRook -61 6
ThreatByPawn 64 30
ThreatByMinor[0] 4 15
ThreatByMinor[1] 24 30
ThreatByMinor[2] 48 11
ThreatByMinor[3] 60 14
ThreatByMinor[4] 49 29
ThreatByRook[0] 4 14
ThreatByRook[1] 17 21
ThreatByRook[2] 22 21
ThreatByRook[3] 8 11
ThreatByRook[4] 51 29
ThreatByKing 11 24
Hanging 13 15
ThreatByPush 17 13
RestrictedPiece 4 -1
KnightOnQueen 9 -9
SliderOnQueen 13 1
Pst[0][0] -12 0
Pst[0][1] -4 0
Pst[0][2] 0 0
Pst[0][3] 4 0
Pst[0][4] 4 0
Pst[0][5] 0 0
Pst[0][6] -4 0
Pst[0][7] -12 0
Pst[0][8] 32 -46
Pst[0][9] 35 -46
Pst[0][10] 31 -42
Pst[0][11] 33 -42
Pst[0][12] 25 -28
Pst[0][13] 64 -42
Pst[0][14] 63 -53
Pst[0][15] 25 -54
Pst[0][16] 29 -50
Pst[0][17] 22 -51
Pst[0][18] 28 -54
Pst[0][19] 29 -52
Pst[0][20] 30 -43
Pst[0][21] 43 -47
Pst[0][22] 50 -59
Pst[0][23] 27 -61
Pst[0][24] 34 -47
Pst[0][25] 24 -42
Pst[0][26] 36 -64
Pst[0][27] 45 -64
Pst[0][28] 51 -62
Pst[0][29] 50 -57
Pst[0][30] 32 -51
Pst[0][31] 21 -58
Pst[0][32] 46 -39
Pst[0][33] 42 -42
Pst[0][34] 41 -56
Pst[0][35] 64 -64
Pst[0][36] 68 -71
Pst[0][37] 73 -73
Pst[0][38] 32 -31
Pst[0][39] 29 -46
Pst[0][40] 65 -50
Pst[0][41] 29 -24
Pst[0][42] 44 -29
Pst[0][43] 64 -46
Pst[0][44] 82 -57
Pst[0][45] 153 -57
Pst[0][46] 76 -24
Pst[0][47] 42 -50
Pst[0][48] 52 -40
Pst[0][49] -11 16
Pst[0][50] 11 3
Pst[0][51] 76 1
Pst[0][52] 36 9
Pst[0][53] -4 2
Pst[0][54] -33 -17
Pst[0][55] -24 -31
Pst[0][56] -12 0
Pst[0][57] -4 0
Pst[0][58] 0 0
Pst[0][59] 4 0
Pst[0][60] 4 0
Pst[0][61] 0 0
Pst[0][62] -4 0
Pst[0][63] -12 0
Pst[1][0] -20 -48
Pst[1][1] -18 -37
Pst[1][2] -8 -30
Pst[1][3] -4 -36
Pst[1][4] 15 -37
Pst[1][5] -18 -39
Pst[1][6] -18 -63
Pst[1][7] -20 -48
Pst[1][8] -19 -30
Pst[1][9] -21 -27
Pst[1][10] -1 -35
Pst[1][11] 5 -41
Pst[1][12] 6 -35
Pst[1][13] 7 -63
Pst[1][14] -16 -22
Pst[1][15] -28 -27
Pst[1][16] -10 -48
Pst[1][17] 5 -29
Pst[1][18] 14 -38
Pst[1][19] 21 -27
Pst[1][20] 28 -24
Pst[1][21] 20 -46
Pst[1][22] 20 -47
Pst[1][23] -10 -22
Pst[1][24] 13 -12
Pst[1][25] 22 -17
Pst[1][26] 39 -15
Pst[1][27] 34 -15
Pst[1][28] 42 -15
Pst[1][29] 47 -18
Pst[1][30] 39 -18
Pst[1][31] 16 -11
Pst[1][32] 19 -20
Pst[1][33] 27 -7
Pst[1][34] 37 -6
Pst[1][35] 54 -12
Pst[1][36] 40 -1
Pst[1][37] 50 -18
Pst[1][38] 33 -16
Pst[1][39] 42 -19
Pst[1][40] -18 -24
Pst[1][41] 12 -14
Pst[1][42] 45 -14
Pst[1][43] 33 3
Pst[1][44] 47 -10
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
Pst[2][2] -8 -32
Pst[2][3] -12 -7
Pst[2][4] -5 -22
Pst[2][5] -25 -27
Pst[2][6] -5 -27
Pst[2][7] -25 -57
Pst[2][8] 27 -45
Pst[2][9] 8 -55
Pst[2][10] 18 -34
Pst[2][11] -8 -17
Pst[2][12] -1 -30
Pst[2][13] 13 -42
Pst[2][14] 8 -67
Pst[2][15] 3 -30
Pst[2][16] 13 -34
Pst[2][17] 35 -24
Pst[2][18] 4 -37
Pst[2][19] 12 -16
Pst[2][20] 4 -10
Pst[2][21] 0 -47
Pst[2][22] 12 -23
Pst[2][23] -4 -4
Pst[2][24] 11 -20
Pst[2][25] 23 -13
Pst[2][26] 17 -16
Pst[2][27] 22 -4
Pst[2][28] 14 -16
Pst[2][29] 16 -14
Pst[2][30] 11 -11
Pst[2][31] 9 -30
Pst[2][32] 4 -21
Pst[2][33] 4 -8
Pst[2][34] 11 -17
Pst[2][35] 23 -13
Pst[2][36] 29 -8
Pst[2][37] 27 -10
Pst[2][38] 18 -14
Pst[2][39] -10 -18
Pst[2][40] 19 -24
Pst[2][41] 12 -2
Pst[2][42] -19 -24
Pst[2][43] 20 -23
Pst[2][44] 9 -8
Pst[2][45] 16 -32
Pst[2][46] 4 -7
Pst[2][47] 29 -33
Pst[2][48] -9 -18
Pst[2][49] -11 -23
Pst[2][50] 23 -15
Pst[2][51] -38 3
Pst[2][52] 10 -9
Pst[2][53] 26 -13
Pst[2][54] -39 -32
Pst[2][55] -13 -11
Pst[2][56] -7 -28
Pst[2][57] -23 -5
Pst[2][58] -18 -4
Pst[2][59] -37 12
Pst[2][60] -16 0
Pst[2][61] -10 -10
Pst[2][62] -10 -18
Pst[2][63] -7 -32
Pst[3][0] -9 -22
Pst[3][1] -7 -25
Pst[3][2] -3 -15
Pst[3][3] -1 -27
Pst[3][4] 3 -36
Pst[3][5] -1 -21
Pst[3][6] -18 -5
Pst[3][7] 8 -35
Pst[3][8] -29 -28
Pst[3][9] -23 -8
Pst[3][10] 13 -27
Pst[3][11] 3 -26
Pst[3][12] 1 -29
Pst[3][13] 12 -44
Pst[3][14] -10 -34
Pst[3][15] -39 -29
Pst[3][16] -34 4
Pst[3][17] -26 -2
Pst[3][18] -25 -3
Pst[3][19] -24 1
Pst[3][20] -21 -13
Pst[3][21] -19 -2
Pst[3][22] 5 -16
Pst[3][23] -32 -8
Pst[3][24] -22 15
Pst[3][25] -17 -2
Pst[3][26] -19 8
Pst[3][27] 5 -6
Pst[3][28] 11 -13
Pst[3][29] -6 4
Pst[3][30] 20 -4
Pst[3][31] -7 -10
Pst[3][32] -30 29
Pst[3][33] 5 15
Pst[3][34] 10 8
Pst[3][35] 27 -2
Pst[3][36] 19 -3
Pst[3][37] -3 5
Pst[3][38] 32 -8
Pst[3][39] 8 7
Pst[3][40] -4 26
Pst[3][41] -1 13
Pst[3][42] 9 5
Pst[3][43] 44 -1
Pst[3][44] 36 -15
Pst[3][45] 38 -2
Pst[3][46] 55 -11
Pst[3][47] -4 9
Pst[3][48] 7 -3
Pst[3][49] 0 7
Pst[3][50] 15 -4
Pst[3][51] 18 -7
Pst[3][52] 1 -2
Pst[3][53] 20 -13
Pst[3][54] 11 9
Pst[3][55] 30 -14
Pst[3][56] 5 3
Pst[3][57] 2 2
Pst[3][58] 11 9
Pst[3][59] 23 9
Pst[3][60] 18 16
Pst[3][61] 32 13
Pst[3][62] 3 15
Pst[3][63] 8 4
Pst[4][0] -20 -45
Pst[4][1] -26 -22
Pst[4][2] -10 -68
Pst[4][3] -5 -78
Pst[4][4] -4 -50
Pst[4][5] -3 -37
Pst[4][6] -26 -34
Pst[4][7] -11 -36
Pst[4][8] -14 -38
Pst[4][9] -22 -34
Pst[4][10] 5 -43
Pst[4][11] -3 -19
Pst[4][12] 1 -72
Pst[4][13] 21 -90
Pst[4][14] -1 -20
Pst[4][15] -9 -32
Pst[4][16] -21 -23
Pst[4][17] 1 -28
Pst[4][18] -9 -12
Pst[4][19] -4 -4
Pst[4][20] -7 2
Pst[4][21] 11 -13
Pst[4][22] 7 -4
Pst[4][23] -14 -14
Pst[4][24] 2 -40
Pst[4][25] -16 29
Pst[4][26] -11 33
Pst[4][27] -14 36
Pst[4][28] 1 -2
Pst[4][29] -2 4
Pst[4][30] 1 -22
Pst[4][31] -5 -1
Pst[4][32] -15 -19
Pst[4][33] -18 34
Pst[4][34] -12 36
Pst[4][35] -8 54
Pst[4][36] -18 63
Pst[4][37] 8 10
Pst[4][38] -11 37
Pst[4][39] 9 -16
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
Pst[5][1] 61 -32
Pst[5][2] 59 -28
Pst[5][3] -34 -15
Pst[5][4] 14 -34
Pst[5][5] 19 -16
Pst[5][6] 75 -36
Pst[5][7] 46 -49
Pst[5][8] 35 -11
Pst[5][9] 43 -9
Pst[5][10] 9 10
Pst[5][11] -13 7
Pst[5][12] -26 23
Pst[5][13] 2 14
Pst[5][14] 41 2
Pst[5][15] 39 -11
Pst[5][16] 3 -13
Pst[5][17] 47 -11
Pst[5][18] 6 15
Pst[5][19] -20 23
Pst[5][20] -17 29
Pst[5][21] -5 23
Pst[5][22] 12 14
Pst[5][23] -46 14
Pst[5][24] 10 -2
Pst[5][25] 14 25
Pst[5][26] -14 26
Pst[5][27] 5 27
Pst[5][28] -2 33
Pst[5][29] 7 37
Pst[5][30] -10 16
Pst[5][31] -27 18
Pst[5][32] 15 12
Pst[5][33] 22 20
Pst[5][34] -41 41
Pst[5][35] -45 35
Pst[5][36] -41 45
Pst[5][37] -36 45
Pst[5][38] 9 34
Pst[5][39] -5 8
Pst[5][40] -5 -11
Pst[5][41] 10 47
Pst[5][42] -31 38
Pst[5][43] -17 34
Pst[5][44] -45 35
Pst[5][45] 6 46
Pst[5][46] 35 59
Pst[5][47] -13 24
Pst[5][48] -8 -40
Pst[5][49] -1 13
Pst[5][50] 12 20
Pst[5][51] -15 6
Pst[5][52] -19 16
Pst[5][53] -5 39
Pst[5][54] -3 46
Pst[5][55] -17 -60
Pst[5][56] -29 -108
Pst[5][57] -12 -35
Pst[5][58] -21 -23
Pst[5][59] -34 -20
Pst[5][60] -34 -17
Pst[5][61] -21 -14
Pst[5][62] -5 -22
Pst[5][63] -25 -79
