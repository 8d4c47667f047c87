# Quince evaluation profile: one weight per line, `name value` or `name opening endgame`.
# Candidate `d13` (session 47, docs/progress.md and docs/tuning.md): step 13 fitted twice by `quince tune` (full PST)
# on 783,669 positions of step 13's own games labeled by Stockfish 15.1 at 2,000 nodes; seed 1, K 1.726, validation loss 0.0255096 -> 0.0254733
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
ImbalanceOurs[1][0] -432 515
ImbalanceOurs[1][1] 31 145
ImbalanceOurs[1][2] 0 0
ImbalanceOurs[1][3] 0 0
ImbalanceOurs[1][4] 0 0
ImbalanceOurs[1][5] 0 0
ImbalanceOurs[2][0] -530 480
ImbalanceOurs[2][1] 258 375
ImbalanceOurs[2][2] -124 -309
ImbalanceOurs[2][3] 0 0
ImbalanceOurs[2][4] 0 0
ImbalanceOurs[2][5] 0 0
ImbalanceOurs[3][0] 62 -24
ImbalanceOurs[3][1] 460 -28
ImbalanceOurs[3][2] -56 -670
ImbalanceOurs[3][3] -104 -493
ImbalanceOurs[3][4] 0 0
ImbalanceOurs[3][5] 0 0
ImbalanceOurs[4][0] -81 674
ImbalanceOurs[4][1] 278 315
ImbalanceOurs[4][2] -60 -647
ImbalanceOurs[4][3] -31 -1263
ImbalanceOurs[4][4] 1010 -1537
ImbalanceOurs[4][5] 0 0
ImbalanceOurs[5][0] -49 -233
ImbalanceOurs[5][1] -19 1219
ImbalanceOurs[5][2] -890 399
ImbalanceOurs[5][3] -1067 -927
ImbalanceOurs[5][4] -1774 -1282
ImbalanceOurs[5][5] -997 -5425
ImbalanceTheirs[0][0] 0 0
ImbalanceTheirs[0][1] 0 0
ImbalanceTheirs[0][2] 0 0
ImbalanceTheirs[0][3] 0 0
ImbalanceTheirs[0][4] 0 0
ImbalanceTheirs[0][5] 0 0
ImbalanceTheirs[1][0] -325 354
ImbalanceTheirs[1][1] 0 0
ImbalanceTheirs[1][2] 0 0
ImbalanceTheirs[1][3] 0 0
ImbalanceTheirs[1][4] 0 0
ImbalanceTheirs[1][5] 0 0
ImbalanceTheirs[2][0] -366 478
ImbalanceTheirs[2][1] 293 329
ImbalanceTheirs[2][2] 0 0
ImbalanceTheirs[2][3] 0 0
ImbalanceTheirs[2][4] 0 0
ImbalanceTheirs[2][5] 0 0
ImbalanceTheirs[3][0] -54 399
ImbalanceTheirs[3][1] 18 688
ImbalanceTheirs[3][2] -23 226
ImbalanceTheirs[3][3] 0 0
ImbalanceTheirs[3][4] 0 0
ImbalanceTheirs[3][5] 0 0
ImbalanceTheirs[4][0] -327 569
ImbalanceTheirs[4][1] -35 936
ImbalanceTheirs[4][2] -666 1021
ImbalanceTheirs[4][3] -629 218
ImbalanceTheirs[4][4] 0 0
ImbalanceTheirs[4][5] 0 0
ImbalanceTheirs[5][0] -123 -237
ImbalanceTheirs[5][1] 1029 1080
ImbalanceTheirs[5][2] 1427 990
ImbalanceTheirs[5][3] 817 -92
ImbalanceTheirs[5][4] 107 -272
ImbalanceTheirs[5][5] 0 0
Doubled -21 -22
Isolated -9 -3
IsolatedOpen -16 -19
Backward -8 -5
BackwardOpen -22 -12
CandidateMin 6 -4
CandidateMax -19 99
Connected[0][0] 0 0
Connected[0][1] 1 -3
Connected[0][2] 6 1
Connected[0][3] 12 8
Connected[0][4] 32 28
Connected[0][5] 45 33
Connected[0][6] 0 0
Connected[0][7] 0 0
Connected[1][0] 0 0
Connected[1][1] 0 0
Connected[1][2] 14 3
Connected[1][3] 13 1
Connected[1][4] 28 0
Connected[1][5] 70 14
Connected[1][6] 36 62
Connected[1][7] 0 0
MobilityTable[0][0] 71 -116
MobilityTable[0][1] 81 -161
MobilityTable[0][2] 86 -109
MobilityTable[0][3] 90 -89
MobilityTable[0][4] 98 -82
MobilityTable[0][5] 105 -74
MobilityTable[0][6] 110 -72
MobilityTable[0][7] 118 -70
MobilityTable[0][8] 124 -77
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
MobilityTable[1][0] 85 -133
MobilityTable[1][1] 84 -127
MobilityTable[1][2] 101 -99
MobilityTable[1][3] 105 -91
MobilityTable[1][4] 111 -80
MobilityTable[1][5] 118 -77
MobilityTable[1][6] 120 -70
MobilityTable[1][7] 123 -70
MobilityTable[1][8] 121 -62
MobilityTable[1][9] 130 -68
MobilityTable[1][10] 135 -67
MobilityTable[1][11] 152 -76
MobilityTable[1][12] 139 -58
MobilityTable[1][13] 179 -76
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
MobilityTable[2][1] 6 -80
MobilityTable[2][2] 16 -54
MobilityTable[2][3] 18 -49
MobilityTable[2][4] 17 -36
MobilityTable[2][5] 21 -30
MobilityTable[2][6] 24 -24
MobilityTable[2][7] 27 -24
MobilityTable[2][8] 32 -22
MobilityTable[2][9] 37 -22
MobilityTable[2][10] 35 -14
MobilityTable[2][11] 41 -10
MobilityTable[2][12] 43 -10
MobilityTable[2][13] 54 -17
MobilityTable[2][14] 61 -6
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
MobilityTable[3][1] -8 -85
MobilityTable[3][2] -13 -127
MobilityTable[3][3] -10 -96
MobilityTable[3][4] -3 -118
MobilityTable[3][5] -9 -76
MobilityTable[3][6] -8 -56
MobilityTable[3][7] -6 -46
MobilityTable[3][8] -1 -34
MobilityTable[3][9] 1 -25
MobilityTable[3][10] 5 -21
MobilityTable[3][11] 7 -19
MobilityTable[3][12] 6 -12
MobilityTable[3][13] 10 -16
MobilityTable[3][14] 7 -5
MobilityTable[3][15] 6 -3
MobilityTable[3][16] 10 -10
MobilityTable[3][17] 14 -24
MobilityTable[3][18] 14 -20
MobilityTable[3][19] 18 -24
MobilityTable[3][20] 21 -26
MobilityTable[3][21] 48 -54
MobilityTable[3][22] 72 -74
MobilityTable[3][23] 124 -130
MobilityTable[3][24] 19 -34
MobilityTable[3][25] 21 -82
MobilityTable[3][26] -8 32
MobilityTable[3][27] -30 -6
RookFileBase 112 -74
RookSemiOpen 18 4
RookOpen 16 -6
RookKingAdjacentFile 9 -23
RookKingFile 24 -16
Rook7th 6 10
Queen7th -24 46
Outpost[0][0] 13 -14
Outpost[0][1] 26 -5
Outpost[1][0] 17 -12
Outpost[1][1] 36 3
BehindPawn[0] 10 10
BehindPawn[1] 5 1
BishopRammed -8 -10
BishopLongDiagonal 14 20
Tempo 22 8
KingAttackOpening -2
ShelterFile[0] 36
ShelterFile[1] 0
ShelterFile[2] 9
ShelterFile[3] 17
ShelterFile[4] 22
ShelterFile[5] 29
ShelterFile[6] 35
ShelterFile[7] 36
ShelterNoPawn 32
ShelterPerfect 5
StormFile[0] 0
StormFile[1] -10
StormFile[2] -16
StormFile[3] -4
StormFile[4] -4
StormFile[5] 29
StormFile[6] 0
StormFile[7] 0
SafeCheck[0] -45 13
SafeCheck[1] -4 -29
SafeCheck[2] -73 7
SafeCheck[3] -6 -64
KingDangerAttacker[0] 112
KingDangerAttacker[1] 106
KingDangerAttacker[2] 61
KingDangerAttacker[3] -82
KingDangerZoneAttack 45
KingDangerWeakSquare 42
KingDangerSafeCheck[0] 335
KingDangerSafeCheck[1] 182
KingDangerSafeCheck[2] 180
KingDangerSafeCheck[3] 221
KingDangerNoQueen -478
KingDangerBase -304
KingDangerUnsafeCheck 50
KingDangerBlocker 82
KingDangerFlankAttack 43
KingDangerFlankDefence -10
KingDangerKnightGuard -100
PassedMin -2 9
PassedMax 159 77
UnstoppablePasser 663
FreePasser 139
AttackerDistance 28
DefenderDistance 57
PassedRank[0] 0 0
PassedRank[1] 3 10
PassedRank[2] 6 11
PassedRank[3] -9 14
PassedRank[4] -14 -5
PassedRank[5] -2 -32
PassedRank[6] 70 -41
PassedRank[7] 0 0
PassedBlocked[0] 0 0
PassedBlocked[1] -29 1
PassedBlocked[2] -15 -1
PassedBlocked[3] -6 -7
PassedBlocked[4] -28 6
PassedBlocked[5] -45 4
PassedBlocked[6] -105 33
PassedBlocked[7] 0 0
PassedSafePath -39 27
TrappedBishop7 -100 -100
TrappedBishop6 -50 -50
BlockedBishop -43 -17
BlockedRook -47 -6
ThreatByPawn 58 40
ThreatByMinor[0] 1 13
ThreatByMinor[1] 20 24
ThreatByMinor[2] 42 12
ThreatByMinor[3] 55 13
ThreatByMinor[4] 43 29
ThreatByRook[0] 3 18
ThreatByRook[1] 24 20
ThreatByRook[2] 29 16
ThreatByRook[3] 8 11
ThreatByRook[4] 51 29
ThreatByKing 11 23
Hanging 14 15
ThreatByPush 15 17
Pst[0][0] -12 0
Pst[0][1] -4 0
Pst[0][2] 0 0
Pst[0][3] 4 0
Pst[0][4] 4 0
Pst[0][5] 0 0
Pst[0][6] -4 0
Pst[0][7] -12 0
Pst[0][8] 33 -45
Pst[0][9] 34 -37
Pst[0][10] 29 -32
Pst[0][11] 30 -32
Pst[0][12] 29 -24
Pst[0][13] 64 -42
Pst[0][14] 60 -44
Pst[0][15] 23 -45
Pst[0][16] 31 -55
Pst[0][17] 22 -50
Pst[0][18] 32 -50
Pst[0][19] 29 -40
Pst[0][20] 37 -49
Pst[0][21] 46 -44
Pst[0][22] 51 -55
Pst[0][23] 21 -50
Pst[0][24] 32 -47
Pst[0][25] 26 -47
Pst[0][26] 42 -60
Pst[0][27] 47 -71
Pst[0][28] 54 -63
Pst[0][29] 57 -61
Pst[0][30] 34 -52
Pst[0][31] 16 -50
Pst[0][32] 45 -36
Pst[0][33] 48 -47
Pst[0][34] 48 -52
Pst[0][35] 68 -63
Pst[0][36] 71 -61
Pst[0][37] 64 -60
Pst[0][38] 40 -41
Pst[0][39] 25 -40
Pst[0][40] 45 -27
Pst[0][41] 46 -25
Pst[0][42] 52 -12
Pst[0][43] 53 -24
Pst[0][44] 81 -44
Pst[0][45] 83 -37
Pst[0][46] 49 -21
Pst[0][47] 48 -33
Pst[0][48] 63 -36
Pst[0][49] -10 9
Pst[0][50] 10 3
Pst[0][51] 76 0
Pst[0][52] 33 9
Pst[0][53] -6 -9
Pst[0][54] -22 -3
Pst[0][55] -30 -43
Pst[0][56] -12 0
Pst[0][57] -4 0
Pst[0][58] 0 0
Pst[0][59] 4 0
Pst[0][60] 4 0
Pst[0][61] 0 0
Pst[0][62] -4 0
Pst[0][63] -12 0
Pst[1][0] -20 -48
Pst[1][1] -18 -51
Pst[1][2] -8 -30
Pst[1][3] -4 -36
Pst[1][4] 2 -30
Pst[1][5] -12 -37
Pst[1][6] -13 -63
Pst[1][7] -20 -48
Pst[1][8] -19 -30
Pst[1][9] -21 -27
Pst[1][10] -2 -35
Pst[1][11] 5 -27
Pst[1][12] 8 -30
Pst[1][13] 10 -41
Pst[1][14] -16 -22
Pst[1][15] -28 -27
Pst[1][16] -14 -39
Pst[1][17] 4 -34
Pst[1][18] 7 -29
Pst[1][19] 21 -14
Pst[1][20] 23 -10
Pst[1][21] 17 -39
Pst[1][22] 24 -37
Pst[1][23] -11 -24
Pst[1][24] 4 -13
Pst[1][25] 18 -19
Pst[1][26] 35 -7
Pst[1][27] 23 2
Pst[1][28] 37 6
Pst[1][29] 41 -11
Pst[1][30] 41 -16
Pst[1][31] 18 -10
Pst[1][32] 17 -26
Pst[1][33] 22 -11
Pst[1][34] 36 -6
Pst[1][35] 38 1
Pst[1][36] 34 1
Pst[1][37] 56 -7
Pst[1][38] 32 -20
Pst[1][39] 42 -18
Pst[1][40] -18 -24
Pst[1][41] 8 -17
Pst[1][42] 7 -10
Pst[1][43] 31 -6
Pst[1][44] 57 -20
Pst[1][45] 53 -28
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
Pst[2][0] 5 -50
Pst[2][1] -5 -21
Pst[2][2] -2 -38
Pst[2][3] -3 -30
Pst[2][4] 26 -38
Pst[2][5] -16 -22
Pst[2][6] -5 -27
Pst[2][7] -25 -57
Pst[2][8] 18 -45
Pst[2][9] 10 -58
Pst[2][10] 24 -40
Pst[2][11] 1 -19
Pst[2][12] 3 -26
Pst[2][13] 20 -33
Pst[2][14] 16 -58
Pst[2][15] 3 -30
Pst[2][16] 3 -25
Pst[2][17] 24 -28
Pst[2][18] 4 -33
Pst[2][19] 11 -18
Pst[2][20] 17 -17
Pst[2][21] 10 -38
Pst[2][22] 26 -20
Pst[2][23] -1 -16
Pst[2][24] 3 -22
Pst[2][25] 17 -21
Pst[2][26] 14 -2
Pst[2][27] 23 -14
Pst[2][28] 24 -12
Pst[2][29] 23 -17
Pst[2][30] 16 -28
Pst[2][31] 26 -33
Pst[2][32] -9 -13
Pst[2][33] -1 -10
Pst[2][34] 3 -10
Pst[2][35] 24 -1
Pst[2][36] 21 -12
Pst[2][37] -1 -6
Pst[2][38] 18 -14
Pst[2][39] -6 -18
Pst[2][40] 12 -26
Pst[2][41] -3 -6
Pst[2][42] -12 -18
Pst[2][43] 7 -8
Pst[2][44] 9 1
Pst[2][45] 25 -30
Pst[2][46] 3 9
Pst[2][47] 25 -36
Pst[2][48] -9 -18
Pst[2][49] -23 -29
Pst[2][50] -9 2
Pst[2][51] -42 2
Pst[2][52] -11 7
Pst[2][53] 11 -4
Pst[2][54] -39 -32
Pst[2][55] -13 -11
Pst[2][56] -7 -28
Pst[2][57] -23 -5
Pst[2][58] -19 -7
Pst[2][59] -52 6
Pst[2][60] -16 -2
Pst[2][61] -10 -10
Pst[2][62] -10 -18
Pst[2][63] -7 -32
Pst[3][0] -12 -16
Pst[3][1] -10 -17
Pst[3][2] -2 -15
Pst[3][3] -4 -18
Pst[3][4] 1 -28
Pst[3][5] -2 -17
Pst[3][6] -20 -16
Pst[3][7] 3 -35
Pst[3][8] -31 -21
Pst[3][9] -20 -6
Pst[3][10] -7 -7
Pst[3][11] -4 -18
Pst[3][12] -3 -21
Pst[3][13] 13 -32
Pst[3][14] -12 -34
Pst[3][15] -37 -29
Pst[3][16] -21 2
Pst[3][17] -28 6
Pst[3][18] -18 4
Pst[3][19] -9 -16
Pst[3][20] -11 -8
Pst[3][21] -12 -4
Pst[3][22] 0 -11
Pst[3][23] -25 -12
Pst[3][24] -33 19
Pst[3][25] -5 14
Pst[3][26] -11 16
Pst[3][27] -12 10
Pst[3][28] 2 -3
Pst[3][29] -9 7
Pst[3][30] -9 9
Pst[3][31] -21 10
Pst[3][32] 6 8
Pst[3][33] 8 6
Pst[3][34] 22 0
Pst[3][35] 37 -7
Pst[3][36] 30 -10
Pst[3][37] 3 1
Pst[3][38] 26 -5
Pst[3][39] 9 9
Pst[3][40] -9 24
Pst[3][41] 12 9
Pst[3][42] 18 5
Pst[3][43] 37 -3
Pst[3][44] 36 -2
Pst[3][45] 44 -3
Pst[3][46] 59 -5
Pst[3][47] -15 10
Pst[3][48] -2 -1
Pst[3][49] -13 3
Pst[3][50] 10 -4
Pst[3][51] 36 -9
Pst[3][52] -7 -5
Pst[3][53] 34 -8
Pst[3][54] 22 3
Pst[3][55] 26 -12
Pst[3][56] 1 9
Pst[3][57] -18 6
Pst[3][58] 24 7
Pst[3][59] 26 9
Pst[3][60] 14 14
Pst[3][61] 28 3
Pst[3][62] 8 16
Pst[3][63] 24 -7
Pst[4][0] -20 -45
Pst[4][1] -26 -22
Pst[4][2] 0 -71
Pst[4][3] 10 -90
Pst[4][4] 1 -51
Pst[4][5] -3 -37
Pst[4][6] -26 -34
Pst[4][7] -11 -36
Pst[4][8] -14 -38
Pst[4][9] -4 -45
Pst[4][10] 14 -64
Pst[4][11] 12 -47
Pst[4][12] 9 -55
Pst[4][13] 35 -100
Pst[4][14] -1 -20
Pst[4][15] -9 -32
Pst[4][16] -21 -23
Pst[4][17] 3 -15
Pst[4][18] 1 -6
Pst[4][19] -4 -7
Pst[4][20] 3 -6
Pst[4][21] 6 -10
Pst[4][22] 11 0
Pst[4][23] -14 -14
Pst[4][24] -4 -25
Pst[4][25] -17 30
Pst[4][26] -5 30
Pst[4][27] -14 52
Pst[4][28] 2 -3
Pst[4][29] -7 14
Pst[4][30] -1 -9
Pst[4][31] -7 -1
Pst[4][32] -15 -19
Pst[4][33] -23 37
Pst[4][34] -17 37
Pst[4][35] -15 45
Pst[4][36] -26 54
Pst[4][37] 1 11
Pst[4][38] -14 36
Pst[4][39] 12 -11
Pst[4][40] -6 -23
Pst[4][41] 4 -5
Pst[4][42] -25 23
Pst[4][43] 5 9
Pst[4][44] 3 26
Pst[4][45] 40 24
Pst[4][46] 22 5
Pst[4][47] 6 -8
Pst[4][48] -11 -19
Pst[4][49] -32 -2
Pst[4][50] -5 -3
Pst[4][51] -1 2
Pst[4][52] 11 6
Pst[4][53] 18 11
Pst[4][54] 9 -9
Pst[4][55] 21 -19
Pst[4][56] -2 -21
Pst[4][57] -2 -17
Pst[4][58] 15 0
Pst[4][59] 6 6
Pst[4][60] 9 7
Pst[4][61] 14 -4
Pst[4][62] 13 -7
Pst[4][63] -18 -30
Pst[5][0] -3 -36
Pst[5][1] 60 -39
Pst[5][2] 64 -32
Pst[5][3] -30 -17
Pst[5][4] 24 -35
Pst[5][5] 25 -22
Pst[5][6] 65 -43
Pst[5][7] 22 -50
Pst[5][8] 27 -22
Pst[5][9] 51 -21
Pst[5][10] 4 9
Pst[5][11] -2 -1
Pst[5][12] -8 6
Pst[5][13] 11 -1
Pst[5][14] 30 -8
Pst[5][15] 29 -24
Pst[5][16] 11 -18
Pst[5][17] 26 -2
Pst[5][18] 12 5
Pst[5][19] 0 17
Pst[5][20] -21 24
Pst[5][21] -2 12
Pst[5][22] 8 3
Pst[5][23] -60 12
Pst[5][24] 8 -2
Pst[5][25] 8 6
Pst[5][26] -11 18
Pst[5][27] -29 32
Pst[5][28] -6 32
Pst[5][29] -2 25
Pst[5][30] -7 16
Pst[5][31] -26 4
Pst[5][32] 14 12
Pst[5][33] 13 28
Pst[5][34] -37 37
Pst[5][35] -40 32
Pst[5][36] -39 38
Pst[5][37] -14 37
Pst[5][38] 29 26
Pst[5][39] -2 17
Pst[5][40] -5 -11
Pst[5][41] 6 40
Pst[5][42] -37 37
Pst[5][43] -27 37
Pst[5][44] -40 37
Pst[5][45] 7 31
Pst[5][46] 36 46
Pst[5][47] -14 23
Pst[5][48] -8 -40
Pst[5][49] -1 13
Pst[5][50] 10 31
Pst[5][51] -15 27
Pst[5][52] -23 13
Pst[5][53] -7 27
Pst[5][54] -1 53
Pst[5][55] -17 -60
Pst[5][56] -29 -108
Pst[5][57] -12 -35
Pst[5][58] -21 -23
Pst[5][59] -34 -20
Pst[5][60] -34 -17
Pst[5][61] -21 -14
Pst[5][62] -5 -22
Pst[5][63] -25 -79
