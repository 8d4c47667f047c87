# Candidate `king2` (session 81, docs/progress.md Known weaknesses): `quince` step 15 with its king term doubled.
# KingDangerOpDivisor and KingDangerEgDivisor halved; KingAttackOpening, ShelterFile, ShelterNoPawn, ShelterPerfect,
# StormFile and SafeCheck times two; every other weight as in src/eval/profiles/quince.cpp (bench 4821442).
# Not fitted: a test of the games' reading that the king term is worth twice its weight against Stockfish 11.
# Bench 5246045 with this file (quince --profile-file docs/candidates/quince-king2.profile bench).
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
KingDangerOpDivisor 2048
KingDangerEgDivisor 8
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
ImbalanceOurs[1][0] -427 540
ImbalanceOurs[1][1] 34 146
ImbalanceOurs[1][2] 0 0
ImbalanceOurs[1][3] 0 0
ImbalanceOurs[1][4] 0 0
ImbalanceOurs[1][5] 0 0
ImbalanceOurs[2][0] -530 480
ImbalanceOurs[2][1] 250 400
ImbalanceOurs[2][2] -108 -272
ImbalanceOurs[2][3] 0 0
ImbalanceOurs[2][4] 0 0
ImbalanceOurs[2][5] 0 0
ImbalanceOurs[3][0] 51 -21
ImbalanceOurs[3][1] 492 31
ImbalanceOurs[3][2] -61 -664
ImbalanceOurs[3][3] -109 -491
ImbalanceOurs[3][4] 0 0
ImbalanceOurs[3][5] 0 0
ImbalanceOurs[4][0] -90 663
ImbalanceOurs[4][1] 259 352
ImbalanceOurs[4][2] -48 -623
ImbalanceOurs[4][3] -28 -1260
ImbalanceOurs[4][4] 995 -1516
ImbalanceOurs[4][5] 0 0
ImbalanceOurs[5][0] -53 -235
ImbalanceOurs[5][1] 11 1228
ImbalanceOurs[5][2] -892 396
ImbalanceOurs[5][3] -1055 -915
ImbalanceOurs[5][4] -1772 -1281
ImbalanceOurs[5][5] -998 -5434
ImbalanceTheirs[0][0] 0 0
ImbalanceTheirs[0][1] 0 0
ImbalanceTheirs[0][2] 0 0
ImbalanceTheirs[0][3] 0 0
ImbalanceTheirs[0][4] 0 0
ImbalanceTheirs[0][5] 0 0
ImbalanceTheirs[1][0] -326 362
ImbalanceTheirs[1][1] 0 0
ImbalanceTheirs[1][2] 0 0
ImbalanceTheirs[1][3] 0 0
ImbalanceTheirs[1][4] 0 0
ImbalanceTheirs[1][5] 0 0
ImbalanceTheirs[2][0] -350 479
ImbalanceTheirs[2][1] 295 347
ImbalanceTheirs[2][2] 0 0
ImbalanceTheirs[2][3] 0 0
ImbalanceTheirs[2][4] 0 0
ImbalanceTheirs[2][5] 0 0
ImbalanceTheirs[3][0] -52 397
ImbalanceTheirs[3][1] 31 706
ImbalanceTheirs[3][2] -38 227
ImbalanceTheirs[3][3] 0 0
ImbalanceTheirs[3][4] 0 0
ImbalanceTheirs[3][5] 0 0
ImbalanceTheirs[4][0] -330 572
ImbalanceTheirs[4][1] -34 966
ImbalanceTheirs[4][2] -667 1005
ImbalanceTheirs[4][3] -638 217
ImbalanceTheirs[4][4] 0 0
ImbalanceTheirs[4][5] 0 0
ImbalanceTheirs[5][0] -116 -231
ImbalanceTheirs[5][1] 1039 1080
ImbalanceTheirs[5][2] 1427 983
ImbalanceTheirs[5][3] 816 -99
ImbalanceTheirs[5][4] 120 -269
ImbalanceTheirs[5][5] 0 0
Doubled -20 -17
Isolated -10 -5
IsolatedOpen -16 -20
Backward -3 -5
BackwardOpen -19 -17
CandidateMin 1 0
CandidateMax -11 96
Connected[0][0] 0 0
Connected[0][1] 0 -2
Connected[0][2] 7 4
Connected[0][3] 11 9
Connected[0][4] 27 22
Connected[0][5] 45 33
Connected[0][6] 0 0
Connected[0][7] 0 0
Connected[1][0] 0 0
Connected[1][1] 0 0
Connected[1][2] 12 4
Connected[1][3] 14 3
Connected[1][4] 27 5
Connected[1][5] 73 3
Connected[1][6] 36 66
Connected[1][7] 0 0
MobilityTable[0][0] 78 -124
MobilityTable[0][1] 88 -141
MobilityTable[0][2] 94 -100
MobilityTable[0][3] 98 -80
MobilityTable[0][4] 106 -73
MobilityTable[0][5] 109 -66
MobilityTable[0][6] 111 -61
MobilityTable[0][7] 118 -62
MobilityTable[0][8] 123 -65
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
MobilityTable[1][0] 86 -131
MobilityTable[1][1] 85 -118
MobilityTable[1][2] 104 -103
MobilityTable[1][3] 108 -87
MobilityTable[1][4] 113 -76
MobilityTable[1][5] 121 -77
MobilityTable[1][6] 125 -73
MobilityTable[1][7] 126 -69
MobilityTable[1][8] 125 -64
MobilityTable[1][9] 135 -68
MobilityTable[1][10] 133 -69
MobilityTable[1][11] 162 -76
MobilityTable[1][12] 139 -58
MobilityTable[1][13] 189 -84
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
MobilityTable[2][1] 12 -80
MobilityTable[2][2] 19 -53
MobilityTable[2][3] 19 -40
MobilityTable[2][4] 19 -33
MobilityTable[2][5] 21 -28
MobilityTable[2][6] 23 -26
MobilityTable[2][7] 28 -24
MobilityTable[2][8] 33 -19
MobilityTable[2][9] 37 -18
MobilityTable[2][10] 40 -14
MobilityTable[2][11] 40 -8
MobilityTable[2][12] 44 -10
MobilityTable[2][13] 55 -14
MobilityTable[2][14] 67 -6
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
MobilityTable[3][4] -9 -116
MobilityTable[3][5] -11 -76
MobilityTable[3][6] -8 -49
MobilityTable[3][7] -4 -47
MobilityTable[3][8] -2 -34
MobilityTable[3][9] 1 -34
MobilityTable[3][10] 2 -24
MobilityTable[3][11] 7 -21
MobilityTable[3][12] 9 -26
MobilityTable[3][13] 10 -22
MobilityTable[3][14] 10 -23
MobilityTable[3][15] 10 -27
MobilityTable[3][16] 21 -34
MobilityTable[3][17] 20 -30
MobilityTable[3][18] 21 -36
MobilityTable[3][19] 21 -29
MobilityTable[3][20] 24 -34
MobilityTable[3][21] 54 -52
MobilityTable[3][22] 70 -72
MobilityTable[3][23] 122 -137
MobilityTable[3][24] 17 -48
MobilityTable[3][25] 23 -87
MobilityTable[3][26] -8 32
MobilityTable[3][27] -30 -6
RookFileBase 103 -69
RookSemiOpen 21 -1
RookOpen 12 0
RookKingAdjacentFile 11 -26
RookKingFile 23 -15
Rook7th 1 14
Queen7th -22 45
Outpost[0][0] 19 -10
Outpost[0][1] 35 -7
Outpost[1][0] 11 -12
Outpost[1][1] 31 5
BehindPawn[0] 8 3
BehindPawn[1] 6 -2
BishopRammed -4 -8
BishopLongDiagonal 18 20
Tempo 23 8
KingProtector[0] -4 -5
KingProtector[1] -5 0
ReachableOutpost 20 13
BishopPawns -1 -3
RookOnQueenFile 4 19
WeakQueen -21 20
TrappedRook -2 -8
KingAttackOpening -4
ShelterFile[0] 72
ShelterFile[1] 0
ShelterFile[2] 22
ShelterFile[3] 34
ShelterFile[4] 40
ShelterFile[5] 36
ShelterFile[6] 70
ShelterFile[7] 72
ShelterNoPawn 66
ShelterPerfect 10
StormFile[0] 0
StormFile[1] -16
StormFile[2] -26
StormFile[3] -8
StormFile[4] 6
StormFile[5] 28
StormFile[6] 0
StormFile[7] 0
SafeCheck[0] -100 14
SafeCheck[1] -8 -54
SafeCheck[2] -136 10
SafeCheck[3] -8 -116
KingDangerAttacker[0] 103
KingDangerAttacker[1] 96
KingDangerAttacker[2] 65
KingDangerAttacker[3] -77
KingDangerZoneAttack 54
KingDangerWeakSquare 33
KingDangerSafeCheck[0] 319
KingDangerSafeCheck[1] 171
KingDangerSafeCheck[2] 159
KingDangerSafeCheck[3] 235
KingDangerNoQueen -474
KingDangerBase -284
KingDangerUnsafeCheck 43
KingDangerBlocker 68
KingDangerFlankAttack 42
KingDangerFlankDefence -11
KingDangerKnightGuard -80
LoneKingEdge 20 22
LoneKingClose 16 20
LoneKingCorner 100 100
KnightAwayFromKing -160 -160
PassedMin 3 12
PassedMax 179 78
UnstoppablePasser 655
FreePasser 96
AttackerDistance 29
DefenderDistance 57
PassedRank[0] 0 0
PassedRank[1] 2 15
PassedRank[2] 11 15
PassedRank[3] -2 15
PassedRank[4] -11 -5
PassedRank[5] -14 -26
PassedRank[6] 100 -56
PassedRank[7] 0 0
PassedBlocked[0] 0 0
PassedBlocked[1] -29 1
PassedBlocked[2] -22 2
PassedBlocked[3] -6 -7
PassedBlocked[4] -2 0
PassedBlocked[5] -8 -6
PassedBlocked[6] -98 29
PassedBlocked[7] 0 0
PassedSafePath -52 24
PassedFile -12 1
PassedPath[0] 1 5
PassedPath[1] 9 1
PassedPath[2] 1 1
PassedSupport 2 1
TrappedBishop7 -100 -100
TrappedBishop6 -50 -50
BlockedBishop -34 -17
BlockedRook -44 -17
ThreatByPawn 62 35
ThreatByMinor[0] 3 17
ThreatByMinor[1] 22 32
ThreatByMinor[2] 45 11
ThreatByMinor[3] 57 10
ThreatByMinor[4] 46 20
ThreatByRook[0] -1 18
ThreatByRook[1] 18 19
ThreatByRook[2] 17 23
ThreatByRook[3] 8 11
ThreatByRook[4] 35 17
ThreatByKing 5 25
Hanging 12 16
ThreatByPush 16 17
RestrictedPiece 4 -1
KnightOnQueen 8 -3
SliderOnQueen 14 1
Pst[0][0] -12 0
Pst[0][1] -4 0
Pst[0][2] 0 0
Pst[0][3] 4 0
Pst[0][4] 4 0
Pst[0][5] 0 0
Pst[0][6] -4 0
Pst[0][7] -12 0
Pst[0][8] 21 -45
Pst[0][9] 34 -44
Pst[0][10] 34 -37
Pst[0][11] 40 -33
Pst[0][12] 32 -40
Pst[0][13] 67 -44
Pst[0][14] 62 -55
Pst[0][15] 23 -53
Pst[0][16] 25 -55
Pst[0][17] 19 -49
Pst[0][18] 32 -51
Pst[0][19] 38 -47
Pst[0][20] 38 -52
Pst[0][21] 51 -55
Pst[0][22] 52 -66
Pst[0][23] 27 -63
Pst[0][24] 25 -49
Pst[0][25] 21 -45
Pst[0][26] 43 -64
Pst[0][27] 53 -66
Pst[0][28] 56 -62
Pst[0][29] 57 -66
Pst[0][30] 28 -55
Pst[0][31] 17 -57
Pst[0][32] 38 -42
Pst[0][33] 45 -46
Pst[0][34] 41 -47
Pst[0][35] 64 -72
Pst[0][36] 68 -63
Pst[0][37] 73 -60
Pst[0][38] 35 -47
Pst[0][39] 30 -53
Pst[0][40] 42 -33
Pst[0][41] 32 -17
Pst[0][42] 58 -20
Pst[0][43] 84 -45
Pst[0][44] 85 -38
Pst[0][45] 100 -33
Pst[0][46] 66 -41
Pst[0][47] 52 -45
Pst[0][48] 83 -61
Pst[0][49] -11 3
Pst[0][50] 4 17
Pst[0][51] 70 -4
Pst[0][52] 36 5
Pst[0][53] -2 -14
Pst[0][54] -10 28
Pst[0][55] -18 -61
Pst[0][56] -12 0
Pst[0][57] -4 0
Pst[0][58] 0 0
Pst[0][59] 4 0
Pst[0][60] 4 0
Pst[0][61] 0 0
Pst[0][62] -4 0
Pst[0][63] -12 0
Pst[1][0] -20 -48
Pst[1][1] -18 -66
Pst[1][2] -8 -30
Pst[1][3] -9 -48
Pst[1][4] -6 -45
Pst[1][5] -29 -57
Pst[1][6] -24 -56
Pst[1][7] -20 -48
Pst[1][8] -19 -30
Pst[1][9] -21 -27
Pst[1][10] -2 -38
Pst[1][11] 2 -41
Pst[1][12] 1 -36
Pst[1][13] -10 -50
Pst[1][14] -29 -22
Pst[1][15] -28 -27
Pst[1][16] -7 -40
Pst[1][17] 4 -35
Pst[1][18] 14 -42
Pst[1][19] 12 -23
Pst[1][20] 24 -37
Pst[1][21] 15 -45
Pst[1][22] 14 -47
Pst[1][23] -18 -30
Pst[1][24] 11 -10
Pst[1][25] 30 -24
Pst[1][26] 31 -12
Pst[1][27] 27 -5
Pst[1][28] 40 -17
Pst[1][29] 33 -11
Pst[1][30] 30 -12
Pst[1][31] 12 -17
Pst[1][32] 17 -18
Pst[1][33] 21 -15
Pst[1][34] 26 -5
Pst[1][35] 57 -13
Pst[1][36] 38 0
Pst[1][37] 40 -11
Pst[1][38] 31 -19
Pst[1][39] 28 -17
Pst[1][40] -18 -24
Pst[1][41] 9 -14
Pst[1][42] 30 -8
Pst[1][43] 37 -15
Pst[1][44] 65 -30
Pst[1][45] 70 -37
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
Pst[2][0] 6 -57
Pst[2][1] -5 -21
Pst[2][2] -10 -32
Pst[2][3] -13 -21
Pst[2][4] -10 -33
Pst[2][5] -25 -27
Pst[2][6] -5 -27
Pst[2][7] -25 -57
Pst[2][8] 31 -41
Pst[2][9] 8 -54
Pst[2][10] 16 -30
Pst[2][11] -10 -21
Pst[2][12] -3 -24
Pst[2][13] 14 -29
Pst[2][14] 4 -51
Pst[2][15] 3 -30
Pst[2][16] 10 -21
Pst[2][17] 28 -31
Pst[2][18] 2 -41
Pst[2][19] 13 -17
Pst[2][20] 9 -14
Pst[2][21] 1 -37
Pst[2][22] 18 -29
Pst[2][23] -16 -22
Pst[2][24] 9 -25
Pst[2][25] 18 -25
Pst[2][26] 15 -17
Pst[2][27] 25 -9
Pst[2][28] 33 -17
Pst[2][29] 16 -12
Pst[2][30] 11 -10
Pst[2][31] 12 -30
Pst[2][32] 4 -15
Pst[2][33] 8 -9
Pst[2][34] 12 -7
Pst[2][35] 33 -10
Pst[2][36] 22 -11
Pst[2][37] 6 0
Pst[2][38] 14 -10
Pst[2][39] -7 -5
Pst[2][40] 16 -16
Pst[2][41] 15 -12
Pst[2][42] -12 -21
Pst[2][43] 26 -19
Pst[2][44] 19 -1
Pst[2][45] 25 -23
Pst[2][46] -10 5
Pst[2][47] 26 -23
Pst[2][48] -9 -18
Pst[2][49] -19 -28
Pst[2][50] 10 -18
Pst[2][51] -25 -5
Pst[2][52] 6 -13
Pst[2][53] 10 -11
Pst[2][54] -39 -32
Pst[2][55] -13 -11
Pst[2][56] -7 -28
Pst[2][57] -23 -5
Pst[2][58] -18 -4
Pst[2][59] -54 10
Pst[2][60] -14 -5
Pst[2][61] -10 -10
Pst[2][62] -10 -18
Pst[2][63] -7 -32
Pst[3][0] -9 -21
Pst[3][1] -6 -22
Pst[3][2] -6 -20
Pst[3][3] -4 -20
Pst[3][4] 5 -36
Pst[3][5] 0 -22
Pst[3][6] -18 -18
Pst[3][7] 2 -36
Pst[3][8] -32 -12
Pst[3][9] -29 -2
Pst[3][10] -6 -12
Pst[3][11] -9 -19
Pst[3][12] -8 -19
Pst[3][13] 8 -32
Pst[3][14] -31 -16
Pst[3][15] -47 -15
Pst[3][16] -32 -1
Pst[3][17] -17 -9
Pst[3][18] -14 -7
Pst[3][19] -19 -7
Pst[3][20] -11 -5
Pst[3][21] -19 -6
Pst[3][22] 24 -32
Pst[3][23] -31 0
Pst[3][24] -24 15
Pst[3][25] -20 9
Pst[3][26] -9 9
Pst[3][27] -6 13
Pst[3][28] -12 8
Pst[3][29] -11 9
Pst[3][30] 1 7
Pst[3][31] -28 13
Pst[3][32] -3 17
Pst[3][33] -7 19
Pst[3][34] 16 8
Pst[3][35] 22 2
Pst[3][36] 34 -2
Pst[3][37] 29 -3
Pst[3][38] 22 -3
Pst[3][39] 3 6
Pst[3][40] 9 13
Pst[3][41] 4 10
Pst[3][42] 8 4
Pst[3][43] 32 -1
Pst[3][44] 33 -1
Pst[3][45] 63 -10
Pst[3][46] 49 -7
Pst[3][47] -12 9
Pst[3][48] 6 -7
Pst[3][49] -5 1
Pst[3][50] 10 -5
Pst[3][51] 51 -24
Pst[3][52] 14 -8
Pst[3][53] 27 -3
Pst[3][54] 1 3
Pst[3][55] 9 -12
Pst[3][56] -4 10
Pst[3][57] 2 9
Pst[3][58] 19 7
Pst[3][59] 27 7
Pst[3][60] 10 19
Pst[3][61] 31 15
Pst[3][62] 22 18
Pst[3][63] 38 -1
Pst[4][0] -20 -45
Pst[4][1] -26 -22
Pst[4][2] -11 -65
Pst[4][3] -6 -66
Pst[4][4] -2 -76
Pst[4][5] -3 -37
Pst[4][6] -26 -34
Pst[4][7] -11 -36
Pst[4][8] -14 -38
Pst[4][9] -15 -48
Pst[4][10] 7 -54
Pst[4][11] 1 -39
Pst[4][12] 3 -66
Pst[4][13] 21 -116
Pst[4][14] -1 -20
Pst[4][15] -9 -32
Pst[4][16] -21 -23
Pst[4][17] 0 -30
Pst[4][18] 5 -22
Pst[4][19] -3 -2
Pst[4][20] -4 -13
Pst[4][21] 4 -2
Pst[4][22] 5 -10
Pst[4][23] -14 -14
Pst[4][24] 6 -41
Pst[4][25] -10 24
Pst[4][26] -1 15
Pst[4][27] -11 29
Pst[4][28] 6 3
Pst[4][29] 2 12
Pst[4][30] 8 -10
Pst[4][31] 2 3
Pst[4][32] -15 -19
Pst[4][33] -8 33
Pst[4][34] -19 39
Pst[4][35] 0 33
Pst[4][36] -15 33
Pst[4][37] -1 11
Pst[4][38] -14 32
Pst[4][39] 7 -25
Pst[4][40] -6 -23
Pst[4][41] 4 -5
Pst[4][42] 1 23
Pst[4][43] 19 21
Pst[4][44] 17 24
Pst[4][45] 0 6
Pst[4][46] 22 5
Pst[4][47] 6 -8
Pst[4][48] -11 -19
Pst[4][49] -22 3
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
Pst[5][0] -2 -43
Pst[5][1] 62 -34
Pst[5][2] 62 -30
Pst[5][3] -26 -15
Pst[5][4] 17 -28
Pst[5][5] 20 -14
Pst[5][6] 70 -36
Pst[5][7] 25 -47
Pst[5][8] 26 -4
Pst[5][9] 22 -9
Pst[5][10] 19 -3
Pst[5][11] -9 3
Pst[5][12] -14 11
Pst[5][13] -4 12
Pst[5][14] 45 -6
Pst[5][15] 40 -19
Pst[5][16] 4 -19
Pst[5][17] 40 4
Pst[5][18] 6 12
Pst[5][19] -18 21
Pst[5][20] -14 21
Pst[5][21] 5 18
Pst[5][22] 35 6
Pst[5][23] -56 19
Pst[5][24] -2 -30
Pst[5][25] 11 4
Pst[5][26] -4 14
Pst[5][27] -20 30
Pst[5][28] -12 32
Pst[5][29] -27 41
Pst[5][30] 7 16
Pst[5][31] -32 19
Pst[5][32] 13 -1
Pst[5][33] 18 15
Pst[5][34] -35 35
Pst[5][35] -33 35
Pst[5][36] -49 40
Pst[5][37] -25 38
Pst[5][38] 27 29
Pst[5][39] -4 14
Pst[5][40] -5 -11
Pst[5][41] 21 27
Pst[5][42] -34 34
Pst[5][43] -27 23
Pst[5][44] -52 24
Pst[5][45] 1 14
Pst[5][46] 38 50
Pst[5][47] -9 18
Pst[5][48] -8 -40
Pst[5][49] 1 44
Pst[5][50] 4 15
Pst[5][51] -14 25
Pst[5][52] -25 8
Pst[5][53] -8 20
Pst[5][54] 7 43
Pst[5][55] -17 -60
Pst[5][56] -29 -108
Pst[5][57] -12 -35
Pst[5][58] -21 -23
Pst[5][59] -34 -20
Pst[5][60] -34 -17
Pst[5][61] -21 -14
Pst[5][62] -5 -22
Pst[5][63] -25 -79
