# Candidate `d81` (session 82, docs/tuning.md "Results: step 15 refitted on its own games and on games against
# Stockfish 11", R1): no new term.
# `quince` step 15's weights (all but material, the bishop pair and the hand-set lone-king and KRKN weights;
# piece-square tables square by square) fitted twice on 750,796 positions of step 15's own games labeled by
# Stockfish 15.1 at 2,000 nodes (d81). Held-out loss on 40,000 further d81 positions: 0.026255 (step 15: 0.026633).
# Bench 5041598 with this file (quince --profile-file docs/candidates/quince-d81.profile bench).
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
ImbalanceOurs[1][0] -432 545
ImbalanceOurs[1][1] 35 157
ImbalanceOurs[1][2] 0 0
ImbalanceOurs[1][3] 0 0
ImbalanceOurs[1][4] 0 0
ImbalanceOurs[1][5] 0 0
ImbalanceOurs[2][0] -527 489
ImbalanceOurs[2][1] 251 423
ImbalanceOurs[2][2] -122 -259
ImbalanceOurs[2][3] 0 0
ImbalanceOurs[2][4] 0 0
ImbalanceOurs[2][5] 0 0
ImbalanceOurs[3][0] 42 -23
ImbalanceOurs[3][1] 499 42
ImbalanceOurs[3][2] -61 -657
ImbalanceOurs[3][3] -114 -491
ImbalanceOurs[3][4] 0 0
ImbalanceOurs[3][5] 0 0
ImbalanceOurs[4][0] -94 660
ImbalanceOurs[4][1] 258 380
ImbalanceOurs[4][2] -45 -605
ImbalanceOurs[4][3] -19 -1262
ImbalanceOurs[4][4] 982 -1503
ImbalanceOurs[4][5] 0 0
ImbalanceOurs[5][0] -60 -240
ImbalanceOurs[5][1] 28 1235
ImbalanceOurs[5][2] -900 396
ImbalanceOurs[5][3] -1048 -913
ImbalanceOurs[5][4] -1768 -1275
ImbalanceOurs[5][5] -997 -5441
ImbalanceTheirs[0][0] 0 0
ImbalanceTheirs[0][1] 0 0
ImbalanceTheirs[0][2] 0 0
ImbalanceTheirs[0][3] 0 0
ImbalanceTheirs[0][4] 0 0
ImbalanceTheirs[0][5] 0 0
ImbalanceTheirs[1][0] -317 355
ImbalanceTheirs[1][1] 0 0
ImbalanceTheirs[1][2] 0 0
ImbalanceTheirs[1][3] 0 0
ImbalanceTheirs[1][4] 0 0
ImbalanceTheirs[1][5] 0 0
ImbalanceTheirs[2][0] -357 479
ImbalanceTheirs[2][1] 303 377
ImbalanceTheirs[2][2] 0 0
ImbalanceTheirs[2][3] 0 0
ImbalanceTheirs[2][4] 0 0
ImbalanceTheirs[2][5] 0 0
ImbalanceTheirs[3][0] -47 397
ImbalanceTheirs[3][1] 33 702
ImbalanceTheirs[3][2] -25 232
ImbalanceTheirs[3][3] 0 0
ImbalanceTheirs[3][4] 0 0
ImbalanceTheirs[3][5] 0 0
ImbalanceTheirs[4][0] -331 570
ImbalanceTheirs[4][1] -46 976
ImbalanceTheirs[4][2] -664 991
ImbalanceTheirs[4][3] -647 209
ImbalanceTheirs[4][4] 0 0
ImbalanceTheirs[4][5] 0 0
ImbalanceTheirs[5][0] -107 -223
ImbalanceTheirs[5][1] 1056 1101
ImbalanceTheirs[5][2] 1432 977
ImbalanceTheirs[5][3] 821 -87
ImbalanceTheirs[5][4] 125 -274
ImbalanceTheirs[5][5] 0 0
Doubled -22 -27
Isolated -8 -3
IsolatedOpen -18 -18
Backward -5 1
BackwardOpen -20 -14
CandidateMin 4 -10
CandidateMax -19 87
Connected[0][0] 0 0
Connected[0][1] 1 -1
Connected[0][2] 6 2
Connected[0][3] 12 11
Connected[0][4] 33 20
Connected[0][5] 45 33
Connected[0][6] 0 0
Connected[0][7] 0 0
Connected[1][0] 0 0
Connected[1][1] 0 0
Connected[1][2] 13 5
Connected[1][3] 13 3
Connected[1][4] 27 8
Connected[1][5] 43 22
Connected[1][6] 36 66
Connected[1][7] 0 0
MobilityTable[0][0] 76 -128
MobilityTable[0][1] 89 -148
MobilityTable[0][2] 94 -101
MobilityTable[0][3] 99 -79
MobilityTable[0][4] 105 -77
MobilityTable[0][5] 109 -67
MobilityTable[0][6] 112 -63
MobilityTable[0][7] 118 -62
MobilityTable[0][8] 125 -66
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
MobilityTable[1][0] 88 -136
MobilityTable[1][1] 87 -116
MobilityTable[1][2] 106 -107
MobilityTable[1][3] 109 -84
MobilityTable[1][4] 116 -76
MobilityTable[1][5] 122 -70
MobilityTable[1][6] 126 -71
MobilityTable[1][7] 128 -68
MobilityTable[1][8] 128 -63
MobilityTable[1][9] 134 -65
MobilityTable[1][10] 133 -68
MobilityTable[1][11] 150 -78
MobilityTable[1][12] 139 -58
MobilityTable[1][13] 185 -85
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
MobilityTable[2][1] 7 -86
MobilityTable[2][2] 17 -54
MobilityTable[2][3] 19 -48
MobilityTable[2][4] 19 -38
MobilityTable[2][5] 23 -30
MobilityTable[2][6] 25 -25
MobilityTable[2][7] 32 -25
MobilityTable[2][8] 35 -19
MobilityTable[2][9] 39 -18
MobilityTable[2][10] 40 -11
MobilityTable[2][11] 37 -4
MobilityTable[2][12] 47 -8
MobilityTable[2][13] 57 -15
MobilityTable[2][14] 73 -14
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
MobilityTable[3][2] -20 -127
MobilityTable[3][3] -16 -96
MobilityTable[3][4] -10 -128
MobilityTable[3][5] -13 -78
MobilityTable[3][6] -9 -66
MobilityTable[3][7] -6 -46
MobilityTable[3][8] -3 -38
MobilityTable[3][9] 2 -37
MobilityTable[3][10] 5 -32
MobilityTable[3][11] 8 -30
MobilityTable[3][12] 11 -30
MobilityTable[3][13] 14 -29
MobilityTable[3][14] 12 -21
MobilityTable[3][15] 19 -25
MobilityTable[3][16] 19 -24
MobilityTable[3][17] 21 -21
MobilityTable[3][18] 20 -34
MobilityTable[3][19] 23 -41
MobilityTable[3][20] 27 -47
MobilityTable[3][21] 39 -69
MobilityTable[3][22] 59 -91
MobilityTable[3][23] 111 -151
MobilityTable[3][24] 17 -54
MobilityTable[3][25] 28 -76
MobilityTable[3][26] -8 32
MobilityTable[3][27] -30 -6
RookFileBase 115 -86
RookSemiOpen 15 3
RookOpen 20 -4
RookKingAdjacentFile 16 -19
RookKingFile 28 -18
Rook7th 1 14
Queen7th -14 50
Outpost[0][0] 14 -6
Outpost[0][1] 33 -5
Outpost[1][0] 13 -14
Outpost[1][1] 31 6
BehindPawn[0] 7 1
BehindPawn[1] 6 4
BishopRammed 2 -8
BishopLongDiagonal 17 15
Tempo 24 7
KingProtector[0] -4 -6
KingProtector[1] -4 -2
ReachableOutpost 22 14
BishopPawns -1 -2
RookOnQueenFile 5 22
WeakQueen -19 16
TrappedRook 0 -14
KingAttackOpening -4
ShelterFile[0] 36
ShelterFile[1] 0
ShelterFile[2] 9
ShelterFile[3] 15
ShelterFile[4] 21
ShelterFile[5] 36
ShelterFile[6] 35
ShelterFile[7] 36
ShelterNoPawn 30
ShelterPerfect 4
StormFile[0] 0
StormFile[1] -9
StormFile[2] -15
StormFile[3] -6
StormFile[4] 3
StormFile[5] 22
StormFile[6] 0
StormFile[7] 0
SafeCheck[0] -41 9
SafeCheck[1] -4 -24
SafeCheck[2] -88 13
SafeCheck[3] -3 -47
KingDangerAttacker[0] 112
KingDangerAttacker[1] 104
KingDangerAttacker[2] 57
KingDangerAttacker[3] -75
KingDangerZoneAttack 46
KingDangerWeakSquare 35
KingDangerSafeCheck[0] 304
KingDangerSafeCheck[1] 155
KingDangerSafeCheck[2] 144
KingDangerSafeCheck[3] 240
KingDangerNoQueen -470
KingDangerBase -271
KingDangerUnsafeCheck 50
KingDangerBlocker 68
KingDangerFlankAttack 43
KingDangerFlankDefence -10
KingDangerKnightGuard -74
LoneKingEdge 20 22
LoneKingClose 16 20
LoneKingCorner 100 100
KnightAwayFromKing -160 -160
PassedMin 2 10
PassedMax 168 103
UnstoppablePasser 636
FreePasser 80
AttackerDistance 31
DefenderDistance 52
PassedRank[0] 0 0
PassedRank[1] 0 16
PassedRank[2] 6 13
PassedRank[3] 2 15
PassedRank[4] -12 0
PassedRank[5] -12 -17
PassedRank[6] 85 -47
PassedRank[7] 0 0
PassedBlocked[0] 0 0
PassedBlocked[1] -29 1
PassedBlocked[2] -10 -5
PassedBlocked[3] -5 -4
PassedBlocked[4] 0 -11
PassedBlocked[5] -14 -3
PassedBlocked[6] -94 32
PassedBlocked[7] 0 0
PassedSafePath -52 24
PassedFile -9 -2
PassedPath[0] -1 5
PassedPath[1] 6 2
PassedPath[2] 0 2
PassedSupport 2 1
TrappedBishop7 -100 -100
TrappedBishop6 -50 -50
BlockedBishop -36 -17
BlockedRook -38 -10
ThreatByPawn 64 34
ThreatByMinor[0] 3 15
ThreatByMinor[1] 21 35
ThreatByMinor[2] 47 10
ThreatByMinor[3] 55 13
ThreatByMinor[4] 45 17
ThreatByRook[0] 1 16
ThreatByRook[1] 18 20
ThreatByRook[2] 25 22
ThreatByRook[3] 8 11
ThreatByRook[4] 43 2
ThreatByKing 20 19
Hanging 13 15
ThreatByPush 18 15
RestrictedPiece 4 0
KnightOnQueen 10 -3
SliderOnQueen 13 -2
Pst[0][0] -12 0
Pst[0][1] -4 0
Pst[0][2] 0 0
Pst[0][3] 4 0
Pst[0][4] 4 0
Pst[0][5] 0 0
Pst[0][6] -4 0
Pst[0][7] -12 0
Pst[0][8] 23 -50
Pst[0][9] 35 -47
Pst[0][10] 31 -33
Pst[0][11] 33 -45
Pst[0][12] 28 -26
Pst[0][13] 66 -42
Pst[0][14] 60 -54
Pst[0][15] 25 -56
Pst[0][16] 25 -60
Pst[0][17] 25 -57
Pst[0][18] 32 -52
Pst[0][19] 32 -45
Pst[0][20] 37 -50
Pst[0][21] 49 -51
Pst[0][22] 53 -65
Pst[0][23] 28 -63
Pst[0][24] 27 -55
Pst[0][25] 25 -49
Pst[0][26] 41 -62
Pst[0][27] 49 -64
Pst[0][28] 54 -61
Pst[0][29] 58 -63
Pst[0][30] 36 -59
Pst[0][31] 17 -58
Pst[0][32] 37 -50
Pst[0][33] 47 -51
Pst[0][34] 48 -55
Pst[0][35] 66 -66
Pst[0][36] 69 -66
Pst[0][37] 75 -68
Pst[0][38] 34 -51
Pst[0][39] 27 -55
Pst[0][40] 51 -48
Pst[0][41] 37 -22
Pst[0][42] 55 -40
Pst[0][43] 80 -41
Pst[0][44] 93 -51
Pst[0][45] 108 -48
Pst[0][46] 79 -44
Pst[0][47] 54 -58
Pst[0][48] 72 -60
Pst[0][49] -4 23
Pst[0][50] 4 11
Pst[0][51] 55 -10
Pst[0][52] 34 -22
Pst[0][53] 24 0
Pst[0][54] -44 32
Pst[0][55] -4 -52
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
Pst[1][2] -8 -30
Pst[1][3] -9 -48
Pst[1][4] -15 -45
Pst[1][5] -31 -42
Pst[1][6] -24 -53
Pst[1][7] -20 -48
Pst[1][8] -19 -30
Pst[1][9] -21 -27
Pst[1][10] -6 -41
Pst[1][11] -1 -43
Pst[1][12] 0 -41
Pst[1][13] -4 -52
Pst[1][14] -29 -22
Pst[1][15] -28 -27
Pst[1][16] -16 -44
Pst[1][17] 7 -36
Pst[1][18] 9 -44
Pst[1][19] 16 -25
Pst[1][20] 17 -38
Pst[1][21] 14 -48
Pst[1][22] 15 -54
Pst[1][23] -24 -24
Pst[1][24] 11 -14
Pst[1][25] 30 -24
Pst[1][26] 33 -24
Pst[1][27] 24 -8
Pst[1][28] 37 -13
Pst[1][29] 41 -18
Pst[1][30] 20 -5
Pst[1][31] 9 -27
Pst[1][32] 12 -28
Pst[1][33] 25 -18
Pst[1][34] 31 -8
Pst[1][35] 55 -13
Pst[1][36] 37 -2
Pst[1][37] 42 -13
Pst[1][38] 28 -16
Pst[1][39] 27 -28
Pst[1][40] -18 -24
Pst[1][41] 17 -20
Pst[1][42] 39 -15
Pst[1][43] 30 -19
Pst[1][44] 57 -20
Pst[1][45] 71 -37
Pst[1][46] 19 -25
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
Pst[2][0] 6 -57
Pst[2][1] -5 -21
Pst[2][2] -13 -32
Pst[2][3] -18 -19
Pst[2][4] -3 -32
Pst[2][5] -26 -26
Pst[2][6] -5 -27
Pst[2][7] -25 -57
Pst[2][8] 10 -41
Pst[2][9] 1 -46
Pst[2][10] 15 -31
Pst[2][11] -8 -23
Pst[2][12] -5 -30
Pst[2][13] 15 -45
Pst[2][14] 3 -58
Pst[2][15] 6 -30
Pst[2][16] 0 -22
Pst[2][17] 21 -28
Pst[2][18] 2 -38
Pst[2][19] 12 -17
Pst[2][20] 8 -18
Pst[2][21] 6 -45
Pst[2][22] 19 -26
Pst[2][23] -3 -35
Pst[2][24] 0 -17
Pst[2][25] 20 -27
Pst[2][26] 12 -13
Pst[2][27] 18 -10
Pst[2][28] 22 -14
Pst[2][29] 14 -4
Pst[2][30] 19 -21
Pst[2][31] 5 -16
Pst[2][32] 7 -23
Pst[2][33] 10 -12
Pst[2][34] 17 -17
Pst[2][35] 25 -9
Pst[2][36] 28 -8
Pst[2][37] 12 -9
Pst[2][38] 9 -2
Pst[2][39] -5 -23
Pst[2][40] 11 -6
Pst[2][41] 17 -13
Pst[2][42] -2 -17
Pst[2][43] 43 -11
Pst[2][44] 26 -12
Pst[2][45] 22 -17
Pst[2][46] 5 -13
Pst[2][47] 22 -17
Pst[2][48] -9 -18
Pst[2][49] -36 -9
Pst[2][50] 2 -19
Pst[2][51] -8 -24
Pst[2][52] 3 -5
Pst[2][53] -8 2
Pst[2][54] -39 -32
Pst[2][55] -13 -11
Pst[2][56] -7 -28
Pst[2][57] -23 -5
Pst[2][58] -18 -4
Pst[2][59] -63 3
Pst[2][60] -15 -10
Pst[2][61] -10 -10
Pst[2][62] -10 -18
Pst[2][63] -7 -32
Pst[3][0] -9 -26
Pst[3][1] -4 -25
Pst[3][2] -10 -16
Pst[3][3] -5 -22
Pst[3][4] 0 -33
Pst[3][5] -5 -20
Pst[3][6] -18 -10
Pst[3][7] 1 -33
Pst[3][8] -28 -23
Pst[3][9] -18 -11
Pst[3][10] -4 -19
Pst[3][11] -8 -13
Pst[3][12] -7 -25
Pst[3][13] 1 -35
Pst[3][14] -7 -36
Pst[3][15] -49 -16
Pst[3][16] -30 -10
Pst[3][17] -11 -4
Pst[3][18] -27 1
Pst[3][19] -6 1
Pst[3][20] -18 -5
Pst[3][21] -15 -10
Pst[3][22] 8 -14
Pst[3][23] -18 -3
Pst[3][24] -43 20
Pst[3][25] -12 8
Pst[3][26] -9 3
Pst[3][27] -8 6
Pst[3][28] -12 2
Pst[3][29] -8 1
Pst[3][30] 0 3
Pst[3][31] -32 10
Pst[3][32] -5 19
Pst[3][33] 11 15
Pst[3][34] 22 8
Pst[3][35] 22 6
Pst[3][36] 17 1
Pst[3][37] 25 2
Pst[3][38] 15 7
Pst[3][39] -3 13
Pst[3][40] 10 16
Pst[3][41] 16 12
Pst[3][42] 17 2
Pst[3][43] 42 -3
Pst[3][44] 46 -3
Pst[3][45] 45 -6
Pst[3][46] 48 2
Pst[3][47] 4 11
Pst[3][48] 16 -5
Pst[3][49] -15 7
Pst[3][50] 14 -6
Pst[3][51] 47 -17
Pst[3][52] 22 -17
Pst[3][53] 30 -15
Pst[3][54] 6 5
Pst[3][55] 14 -4
Pst[3][56] -14 10
Pst[3][57] 11 9
Pst[3][58] 17 6
Pst[3][59] 36 -7
Pst[3][60] 16 15
Pst[3][61] 23 -2
Pst[3][62] 24 13
Pst[3][63] 41 5
Pst[4][0] -20 -45
Pst[4][1] -26 -22
Pst[4][2] -10 -61
Pst[4][3] -7 -72
Pst[4][4] -4 -83
Pst[4][5] -3 -37
Pst[4][6] -26 -34
Pst[4][7] -11 -36
Pst[4][8] -14 -38
Pst[4][9] -8 -57
Pst[4][10] 3 -61
Pst[4][11] -2 -32
Pst[4][12] 3 -56
Pst[4][13] 21 -101
Pst[4][14] -1 -20
Pst[4][15] -9 -32
Pst[4][16] -21 -23
Pst[4][17] -1 -24
Pst[4][18] -4 10
Pst[4][19] -3 -36
Pst[4][20] -5 -11
Pst[4][21] 5 -3
Pst[4][22] 5 -18
Pst[4][23] -14 -14
Pst[4][24] -1 -47
Pst[4][25] -11 20
Pst[4][26] -6 7
Pst[4][27] -13 42
Pst[4][28] -2 17
Pst[4][29] 2 15
Pst[4][30] 6 -11
Pst[4][31] -3 2
Pst[4][32] -15 -19
Pst[4][33] -1 23
Pst[4][34] -1 32
Pst[4][35] 0 39
Pst[4][36] -12 31
Pst[4][37] -10 3
Pst[4][38] -4 29
Pst[4][39] 9 -22
Pst[4][40] -6 -23
Pst[4][41] 4 -5
Pst[4][42] -1 20
Pst[4][43] 7 25
Pst[4][44] 17 24
Pst[4][45] 0 6
Pst[4][46] 22 5
Pst[4][47] 6 -8
Pst[4][48] -11 -19
Pst[4][49] -33 13
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
Pst[5][0] 13 -26
Pst[5][1] 62 -39
Pst[5][2] 60 -28
Pst[5][3] -18 -23
Pst[5][4] 17 -34
Pst[5][5] 19 -14
Pst[5][6] 74 -38
Pst[5][7] 30 -45
Pst[5][8] 33 -9
Pst[5][9] 31 7
Pst[5][10] 14 -10
Pst[5][11] -8 -3
Pst[5][12] -17 4
Pst[5][13] 2 9
Pst[5][14] 48 -7
Pst[5][15] 41 -14
Pst[5][16] 9 -16
Pst[5][17] 40 -2
Pst[5][18] -7 10
Pst[5][19] -22 16
Pst[5][20] -15 20
Pst[5][21] -24 24
Pst[5][22] 37 4
Pst[5][23] -59 18
Pst[5][24] -2 -19
Pst[5][25] 19 -4
Pst[5][26] -7 25
Pst[5][27] -22 28
Pst[5][28] -19 31
Pst[5][29] -30 38
Pst[5][30] 15 17
Pst[5][31] -35 7
Pst[5][32] 13 7
Pst[5][33] 24 31
Pst[5][34] -28 39
Pst[5][35] -33 31
Pst[5][36] -57 45
Pst[5][37] -24 44
Pst[5][38] 10 22
Pst[5][39] -10 5
Pst[5][40] -5 -11
Pst[5][41] 29 28
Pst[5][42] -35 45
Pst[5][43] -30 40
Pst[5][44] -46 37
Pst[5][45] -4 29
Pst[5][46] 34 37
Pst[5][47] -14 6
Pst[5][48] -8 -40
Pst[5][49] 4 23
Pst[5][50] 10 36
Pst[5][51] -12 30
Pst[5][52] -18 28
Pst[5][53] -1 24
Pst[5][54] 5 46
Pst[5][55] -17 -60
Pst[5][56] -29 -108
Pst[5][57] -12 -35
Pst[5][58] -21 -23
Pst[5][59] -34 -20
Pst[5][60] -34 -17
Pst[5][61] -21 -14
Pst[5][62] -5 -22
Pst[5][63] -25 -79
