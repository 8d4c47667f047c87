# Candidate `vs17x2` (session 88, docs/tuning.md "Results: step 17 refitted on fresh data of its own games and its
# games against Stockfish 11", B1): no new term; its SPRT against step 17 was stopped at -2.4 ± 12.3
# after 1,460 games, not kept (docs/progress.md, SPRTs).
# `quince` step 17's weights (all but material, the bishop pair and the hand-set lone-king and KRKN weights;
# piece-square tables square by square) fitted once on 742,047 positions of step 17's own games plus 677,728 of
# its games against Stockfish 11 at fixed nodes, the latter counted twice, all labeled by Stockfish 15.1 at 2,000
# nodes. Held-out losses in docs/tuning.md.
# Bench 4940692 with this file (quince --profile-file docs/candidates/quince-vs17x2.profile bench).
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
ImbalanceOurs[1][0] -409 517
ImbalanceOurs[1][1] 40 146
ImbalanceOurs[1][2] 0 0
ImbalanceOurs[1][3] 0 0
ImbalanceOurs[1][4] 0 0
ImbalanceOurs[1][5] 0 0
ImbalanceOurs[2][0] -516 507
ImbalanceOurs[2][1] 256 434
ImbalanceOurs[2][2] -143 -238
ImbalanceOurs[2][3] 0 0
ImbalanceOurs[2][4] 0 0
ImbalanceOurs[2][5] 0 0
ImbalanceOurs[3][0] 42 -26
ImbalanceOurs[3][1] 472 84
ImbalanceOurs[3][2] -87 -625
ImbalanceOurs[3][3] -120 -491
ImbalanceOurs[3][4] 0 0
ImbalanceOurs[3][5] 0 0
ImbalanceOurs[4][0] -93 663
ImbalanceOurs[4][1] 240 419
ImbalanceOurs[4][2] -31 -598
ImbalanceOurs[4][3] -19 -1223
ImbalanceOurs[4][4] 955 -1497
ImbalanceOurs[4][5] 0 0
ImbalanceOurs[5][0] -63 -240
ImbalanceOurs[5][1] 51 1243
ImbalanceOurs[5][2] -909 396
ImbalanceOurs[5][3] -1067 -913
ImbalanceOurs[5][4] -1767 -1273
ImbalanceOurs[5][5] -991 -5430
ImbalanceTheirs[0][0] 0 0
ImbalanceTheirs[0][1] 0 0
ImbalanceTheirs[0][2] 0 0
ImbalanceTheirs[0][3] 0 0
ImbalanceTheirs[0][4] 0 0
ImbalanceTheirs[0][5] 0 0
ImbalanceTheirs[1][0] -302 341
ImbalanceTheirs[1][1] 0 0
ImbalanceTheirs[1][2] 0 0
ImbalanceTheirs[1][3] 0 0
ImbalanceTheirs[1][4] 0 0
ImbalanceTheirs[1][5] 0 0
ImbalanceTheirs[2][0] -368 470
ImbalanceTheirs[2][1] 261 427
ImbalanceTheirs[2][2] 0 0
ImbalanceTheirs[2][3] 0 0
ImbalanceTheirs[2][4] 0 0
ImbalanceTheirs[2][5] 0 0
ImbalanceTheirs[3][0] -56 398
ImbalanceTheirs[3][1] 16 745
ImbalanceTheirs[3][2] -10 262
ImbalanceTheirs[3][3] 0 0
ImbalanceTheirs[3][4] 0 0
ImbalanceTheirs[3][5] 0 0
ImbalanceTheirs[4][0] -327 573
ImbalanceTheirs[4][1] -10 1010
ImbalanceTheirs[4][2] -643 989
ImbalanceTheirs[4][3] -623 198
ImbalanceTheirs[4][4] 0 0
ImbalanceTheirs[4][5] 0 0
ImbalanceTheirs[5][0] -102 -221
ImbalanceTheirs[5][1] 1079 1161
ImbalanceTheirs[5][2] 1427 964
ImbalanceTheirs[5][3] 849 -77
ImbalanceTheirs[5][4] 143 -251
ImbalanceTheirs[5][5] 0 0
Doubled -21 -11
Isolated -9 -8
IsolatedOpen -18 -15
Backward -3 -6
BackwardOpen -21 -13
CandidateMin 0 0
CandidateMax -12 77
Connected[0][0] 0 0
Connected[0][1] 3 0
Connected[0][2] 7 2
Connected[0][3] 11 5
Connected[0][4] 25 22
Connected[0][5] 68 37
Connected[0][6] 0 10
Connected[0][7] 0 0
Connected[1][0] 0 0
Connected[1][1] 0 0
Connected[1][2] 14 4
Connected[1][3] 15 4
Connected[1][4] 29 7
Connected[1][5] 50 38
Connected[1][6] 57 85
Connected[1][7] 0 0
MobilityTable[0][0] 71 -137
MobilityTable[0][1] 82 -148
MobilityTable[0][2] 92 -105
MobilityTable[0][3] 99 -92
MobilityTable[0][4] 107 -84
MobilityTable[0][5] 111 -75
MobilityTable[0][6] 116 -72
MobilityTable[0][7] 120 -71
MobilityTable[0][8] 129 -75
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
MobilityTable[1][0] 76 -125
MobilityTable[1][1] 77 -102
MobilityTable[1][2] 98 -90
MobilityTable[1][3] 106 -82
MobilityTable[1][4] 112 -72
MobilityTable[1][5] 121 -70
MobilityTable[1][6] 124 -65
MobilityTable[1][7] 127 -64
MobilityTable[1][8] 127 -61
MobilityTable[1][9] 134 -61
MobilityTable[1][10] 145 -67
MobilityTable[1][11] 164 -69
MobilityTable[1][12] 140 -60
MobilityTable[1][13] 190 -88
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
MobilityTable[2][0] -48 -116
MobilityTable[2][1] 4 -81
MobilityTable[2][2] 15 -58
MobilityTable[2][3] 19 -49
MobilityTable[2][4] 17 -36
MobilityTable[2][5] 21 -30
MobilityTable[2][6] 24 -24
MobilityTable[2][7] 28 -22
MobilityTable[2][8] 35 -16
MobilityTable[2][9] 36 -10
MobilityTable[2][10] 41 -8
MobilityTable[2][11] 43 -5
MobilityTable[2][12] 50 -3
MobilityTable[2][13] 55 -1
MobilityTable[2][14] 63 0
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
MobilityTable[3][1] -19 -85
MobilityTable[3][2] -28 -128
MobilityTable[3][3] -19 -114
MobilityTable[3][4] -12 -133
MobilityTable[3][5] -11 -76
MobilityTable[3][6] -6 -58
MobilityTable[3][7] -4 -42
MobilityTable[3][8] 2 -45
MobilityTable[3][9] 5 -34
MobilityTable[3][10] 8 -28
MobilityTable[3][11] 12 -23
MobilityTable[3][12] 12 -15
MobilityTable[3][13] 17 -16
MobilityTable[3][14] 16 -12
MobilityTable[3][15] 20 -15
MobilityTable[3][16] 21 -10
MobilityTable[3][17] 25 -20
MobilityTable[3][18] 30 -29
MobilityTable[3][19] 32 -31
MobilityTable[3][20] 44 -40
MobilityTable[3][21] 54 -51
MobilityTable[3][22] 66 -69
MobilityTable[3][23] 122 -127
MobilityTable[3][24] 18 -54
MobilityTable[3][25] 36 -68
MobilityTable[3][26] -8 32
MobilityTable[3][27] -31 -8
RookFileBase 77 -61
RookSemiOpen 18 -2
RookOpen 16 0
RookKingAdjacentFile 6 -8
RookKingFile 25 -18
Rook7th -4 10
Queen7th -18 45
Outpost[0][0] 11 -6
Outpost[0][1] 32 6
Outpost[1][0] 6 -9
Outpost[1][1] 36 -3
BehindPawn[0] 7 -3
BehindPawn[1] 5 1
BishopRammed -4 -3
BishopLongDiagonal 24 12
Tempo 26 8
KingProtector[0] -5 -3
KingProtector[1] -4 -2
ReachableOutpost 18 18
BishopPawns -1 -3
RookOnQueenFile 7 17
WeakQueen -19 14
TrappedRook -5 -16
KingAttackOpening -3
ShelterFile[0] 36
ShelterFile[1] 0
ShelterFile[2] 8
ShelterFile[3] 20
ShelterFile[4] 19
ShelterFile[5] 34
ShelterFile[6] 35
ShelterFile[7] 36
ShelterNoPawn 30
ShelterPerfect 2
StormFile[0] 0
StormFile[1] -15
StormFile[2] -17
StormFile[3] -5
StormFile[4] -2
StormFile[5] 26
StormFile[6] -66
StormFile[7] 0
SafeCheck[0] -53 8
SafeCheck[1] -7 -24
SafeCheck[2] -78 4
SafeCheck[3] -4 -66
KingDangerAttacker[0] 117
KingDangerAttacker[1] 115
KingDangerAttacker[2] 83
KingDangerAttacker[3] -58
KingDangerZoneAttack 41
KingDangerWeakSquare 51
KingDangerSafeCheck[0] 293
KingDangerSafeCheck[1] 148
KingDangerSafeCheck[2] 145
KingDangerSafeCheck[3] 273
KingDangerNoQueen -446
KingDangerBase -213
KingDangerUnsafeCheck 42
KingDangerBlocker 91
KingDangerFlankAttack 32
KingDangerFlankDefence -8
KingDangerKnightGuard -68
LoneKingEdge 20 22
LoneKingClose 16 20
LoneKingCorner 100 100
KnightAwayFromKing -160 -160
PassedMin -3 15
PassedMax 156 115
UnstoppablePasser 613
FreePasser 76
AttackerDistance 28
DefenderDistance 46
PassedRank[0] 0 0
PassedRank[1] 10 10
PassedRank[2] 8 16
PassedRank[3] -5 15
PassedRank[4] -15 1
PassedRank[5] -35 -11
PassedRank[6] 92 -30
PassedRank[7] 0 0
PassedBlocked[0] 0 0
PassedBlocked[1] -20 2
PassedBlocked[2] -1 -7
PassedBlocked[3] 10 -9
PassedBlocked[4] 7 -5
PassedBlocked[5] 1 -5
PassedBlocked[6] -84 15
PassedBlocked[7] 0 0
PassedSafePath -36 21
PassedFile -9 -1
PassedPath[0] 3 7
PassedPath[1] 13 1
PassedPath[2] 2 1
PassedSupport 4 2
TrappedBishop7 -100 -100
TrappedBishop6 -50 -50
BlockedBishop -29 -18
BlockedRook -31 0
ThreatByPawn 75 36
ThreatByMinor[0] 2 13
ThreatByMinor[1] 26 32
ThreatByMinor[2] 46 20
ThreatByMinor[3] 64 10
ThreatByMinor[4] 59 28
ThreatByRook[0] 1 15
ThreatByRook[1] 18 27
ThreatByRook[2] 23 27
ThreatByRook[3] 3 7
ThreatByRook[4] 59 -3
ThreatByKing 20 27
Hanging 19 17
ThreatByPush 21 17
RestrictedPiece 5 0
KnightOnQueen 8 0
SliderOnQueen 18 -1
Pst[0][0] -12 0
Pst[0][1] -4 0
Pst[0][2] 0 0
Pst[0][3] 4 0
Pst[0][4] 4 0
Pst[0][5] 0 0
Pst[0][6] -4 0
Pst[0][7] -12 0
Pst[0][8] 27 -61
Pst[0][9] 28 -52
Pst[0][10] 35 -48
Pst[0][11] 35 -42
Pst[0][12] 26 -38
Pst[0][13] 61 -51
Pst[0][14] 49 -59
Pst[0][15] 24 -66
Pst[0][16] 28 -66
Pst[0][17] 17 -58
Pst[0][18] 34 -59
Pst[0][19] 36 -55
Pst[0][20] 37 -53
Pst[0][21] 46 -57
Pst[0][22] 40 -65
Pst[0][23] 25 -65
Pst[0][24] 22 -56
Pst[0][25] 18 -51
Pst[0][26] 40 -60
Pst[0][27] 51 -71
Pst[0][28] 55 -67
Pst[0][29] 50 -63
Pst[0][30] 24 -60
Pst[0][31] 15 -60
Pst[0][32] 40 -50
Pst[0][33] 39 -45
Pst[0][34] 44 -60
Pst[0][35] 59 -72
Pst[0][36] 62 -70
Pst[0][37] 71 -70
Pst[0][38] 29 -52
Pst[0][39] 27 -48
Pst[0][40] 41 -35
Pst[0][41] 52 -36
Pst[0][42] 75 -37
Pst[0][43] 76 -43
Pst[0][44] 90 -47
Pst[0][45] 109 -49
Pst[0][46] 51 -31
Pst[0][47] 36 -40
Pst[0][48] 51 -42
Pst[0][49] 1 -2
Pst[0][50] 4 15
Pst[0][51] 44 -2
Pst[0][52] 53 -3
Pst[0][53] 36 -7
Pst[0][54] -34 4
Pst[0][55] -10 -23
Pst[0][56] -12 0
Pst[0][57] -4 0
Pst[0][58] 0 0
Pst[0][59] 4 0
Pst[0][60] 4 0
Pst[0][61] 0 0
Pst[0][62] -4 0
Pst[0][63] -12 0
Pst[1][0] -20 -48
Pst[1][1] -24 -55
Pst[1][2] -30 -37
Pst[1][3] -21 -38
Pst[1][4] -13 -40
Pst[1][5] -26 -46
Pst[1][6] -26 -59
Pst[1][7] -20 -48
Pst[1][8] -30 -42
Pst[1][9] -14 -36
Pst[1][10] -12 -37
Pst[1][11] -2 -34
Pst[1][12] -2 -39
Pst[1][13] -4 -40
Pst[1][14] -24 -38
Pst[1][15] -21 -47
Pst[1][16] -19 -33
Pst[1][17] 0 -35
Pst[1][18] 9 -44
Pst[1][19] 16 -23
Pst[1][20] 18 -28
Pst[1][21] 13 -47
Pst[1][22] 5 -40
Pst[1][23] -17 -21
Pst[1][24] 9 -20
Pst[1][25] 28 -22
Pst[1][26] 36 -20
Pst[1][27] 29 -7
Pst[1][28] 33 -9
Pst[1][29] 39 -21
Pst[1][30] 37 -33
Pst[1][31] 11 -24
Pst[1][32] 13 -21
Pst[1][33] 29 -20
Pst[1][34] 35 -9
Pst[1][35] 49 -14
Pst[1][36] 38 -5
Pst[1][37] 53 -16
Pst[1][38] 26 -23
Pst[1][39] 37 -32
Pst[1][40] -4 -11
Pst[1][41] 23 -17
Pst[1][42] 35 -15
Pst[1][43] 34 -14
Pst[1][44] 57 -16
Pst[1][45] 53 -36
Pst[1][46] 42 -30
Pst[1][47] 13 -22
Pst[1][48] -17 -33
Pst[1][49] -7 -21
Pst[1][50] 29 -26
Pst[1][51] 51 -15
Pst[1][52] 17 -7
Pst[1][53] 44 -32
Pst[1][54] -13 -16
Pst[1][55] -25 -31
Pst[1][56] -131 -48
Pst[1][57] -23 -36
Pst[1][58] -15 -24
Pst[1][59] -11 -20
Pst[1][60] -5 -18
Pst[1][61] -15 -24
Pst[1][62] -23 -36
Pst[1][63] -131 -48
Pst[2][0] -6 -53
Pst[2][1] 21 -38
Pst[2][2] -7 -39
Pst[2][3] -10 -32
Pst[2][4] -12 -22
Pst[2][5] -22 -27
Pst[2][6] 0 -30
Pst[2][7] -24 -43
Pst[2][8] 6 -33
Pst[2][9] 2 -37
Pst[2][10] 19 -33
Pst[2][11] -5 -17
Pst[2][12] -2 -17
Pst[2][13] 10 -35
Pst[2][14] -1 -45
Pst[2][15] -3 -48
Pst[2][16] -1 -27
Pst[2][17] 25 -21
Pst[2][18] 1 -35
Pst[2][19] 12 -24
Pst[2][20] 10 -17
Pst[2][21] 2 -31
Pst[2][22] 15 -31
Pst[2][23] -3 -23
Pst[2][24] 7 -23
Pst[2][25] 0 -15
Pst[2][26] 18 -10
Pst[2][27] 20 -1
Pst[2][28] 27 -7
Pst[2][29] 17 -14
Pst[2][30] 14 -16
Pst[2][31] 15 -19
Pst[2][32] -1 -19
Pst[2][33] 7 -11
Pst[2][34] 10 -8
Pst[2][35] 18 -2
Pst[2][36] 20 -3
Pst[2][37] 24 -6
Pst[2][38] 21 -14
Pst[2][39] -6 -19
Pst[2][40] 0 -13
Pst[2][41] 17 -3
Pst[2][42] -10 -14
Pst[2][43] 16 -10
Pst[2][44] 37 -6
Pst[2][45] 25 -29
Pst[2][46] 15 -9
Pst[2][47] 25 -20
Pst[2][48] -18 -5
Pst[2][49] -27 -13
Pst[2][50] 16 -8
Pst[2][51] -1 -18
Pst[2][52] 10 -19
Pst[2][53] 6 -7
Pst[2][54] -40 -10
Pst[2][55] -26 -5
Pst[2][56] -16 -25
Pst[2][57] -24 2
Pst[2][58] -21 -20
Pst[2][59] -59 6
Pst[2][60] -16 -15
Pst[2][61] -11 -19
Pst[2][62] -2 -8
Pst[2][63] -15 -39
Pst[3][0] -15 -21
Pst[3][1] -8 -23
Pst[3][2] -6 -21
Pst[3][3] -3 -23
Pst[3][4] -2 -24
Pst[3][5] -4 -23
Pst[3][6] -12 -19
Pst[3][7] -8 -29
Pst[3][8] -29 -15
Pst[3][9] -24 -9
Pst[3][10] -15 -5
Pst[3][11] -4 -12
Pst[3][12] -9 -10
Pst[3][13] -2 -22
Pst[3][14] -9 -23
Pst[3][15] -37 -17
Pst[3][16] -28 1
Pst[3][17] -10 -6
Pst[3][18] -12 0
Pst[3][19] -9 -3
Pst[3][20] -7 -2
Pst[3][21] -15 4
Pst[3][22] 7 -18
Pst[3][23] -15 -11
Pst[3][24] -20 8
Pst[3][25] 2 -5
Pst[3][26] -9 9
Pst[3][27] -14 5
Pst[3][28] -10 4
Pst[3][29] -10 10
Pst[3][30] 1 6
Pst[3][31] -20 0
Pst[3][32] -9 17
Pst[3][33] -11 12
Pst[3][34] 1 11
Pst[3][35] 13 2
Pst[3][36] 3 7
Pst[3][37] 18 12
Pst[3][38] 9 7
Pst[3][39] -10 7
Pst[3][40] 4 10
Pst[3][41] 15 2
Pst[3][42] 5 5
Pst[3][43] 31 -3
Pst[3][44] 27 -5
Pst[3][45] 28 6
Pst[3][46] 33 -4
Pst[3][47] 13 7
Pst[3][48] 4 -6
Pst[3][49] -5 0
Pst[3][50] 16 0
Pst[3][51] 33 -6
Pst[3][52] 23 -8
Pst[3][53] 43 -5
Pst[3][54] 17 1
Pst[3][55] 15 -3
Pst[3][56] 8 -7
Pst[3][57] 7 9
Pst[3][58] 23 8
Pst[3][59] 38 0
Pst[3][60] 16 9
Pst[3][61] 28 5
Pst[3][62] 14 3
Pst[3][63] 22 -2
Pst[4][0] -2 -43
Pst[4][1] -6 -45
Pst[4][2] -11 -62
Pst[4][3] -4 -61
Pst[4][4] -3 -69
Pst[4][5] -18 -51
Pst[4][6] -26 -34
Pst[4][7] -11 -36
Pst[4][8] -13 -33
Pst[4][9] -3 -31
Pst[4][10] 9 -48
Pst[4][11] 4 -23
Pst[4][12] 3 -34
Pst[4][13] 10 -67
Pst[4][14] 10 -67
Pst[4][15] 2 -29
Pst[4][16] -6 -18
Pst[4][17] 1 -21
Pst[4][18] 3 10
Pst[4][19] 7 -14
Pst[4][20] -3 3
Pst[4][21] 7 -9
Pst[4][22] 5 -21
Pst[4][23] -2 -26
Pst[4][24] 0 -35
Pst[4][25] -12 13
Pst[4][26] 3 11
Pst[4][27] 1 43
Pst[4][28] -6 27
Pst[4][29] 1 8
Pst[4][30] 14 -21
Pst[4][31] -7 -12
Pst[4][32] -2 -15
Pst[4][33] -11 26
Pst[4][34] -1 25
Pst[4][35] -9 38
Pst[4][36] -5 42
Pst[4][37] 7 2
Pst[4][38] -10 16
Pst[4][39] 7 -30
Pst[4][40] -8 -8
Pst[4][41] 13 9
Pst[4][42] -6 32
Pst[4][43] -1 28
Pst[4][44] -1 37
Pst[4][45] -3 19
Pst[4][46] 10 4
Pst[4][47] 3 -16
Pst[4][48] -13 -16
Pst[4][49] -11 4
Pst[4][50] 8 -11
Pst[4][51] 4 -3
Pst[4][52] 10 -1
Pst[4][53] 20 -7
Pst[4][54] 8 -2
Pst[4][55] 11 -28
Pst[4][56] -16 -18
Pst[4][57] 10 -9
Pst[4][58] 6 -6
Pst[4][59] -2 0
Pst[4][60] 0 5
Pst[4][61] 13 -4
Pst[4][62] 23 -15
Pst[4][63] -16 -19
Pst[5][0] 12 -55
Pst[5][1] 73 -49
Pst[5][2] 62 -31
Pst[5][3] -15 -17
Pst[5][4] 18 -28
Pst[5][5] 30 -25
Pst[5][6] 65 -39
Pst[5][7] 34 -61
Pst[5][8] 44 -35
Pst[5][9] 50 -15
Pst[5][10] 14 8
Pst[5][11] -8 7
Pst[5][12] -11 10
Pst[5][13] 16 6
Pst[5][14] 52 -11
Pst[5][15] 49 -28
Pst[5][16] -2 -15
Pst[5][17] 26 2
Pst[5][18] -7 17
Pst[5][19] -24 26
Pst[5][20] -29 28
Pst[5][21] -23 28
Pst[5][22] 20 7
Pst[5][23] -41 5
Pst[5][24] -1 -8
Pst[5][25] 15 15
Pst[5][26] -12 25
Pst[5][27] -21 35
Pst[5][28] -27 33
Pst[5][29] -30 38
Pst[5][30] -14 21
Pst[5][31] -53 4
Pst[5][32] 1 5
Pst[5][33] 19 14
Pst[5][34] -28 36
Pst[5][35] -28 38
Pst[5][36] -51 40
Pst[5][37] -29 40
Pst[5][38] 2 24
Pst[5][39] -22 3
Pst[5][40] -6 9
Pst[5][41] 30 22
Pst[5][42] -27 33
Pst[5][43] -29 40
Pst[5][44] -41 37
Pst[5][45] 1 46
Pst[5][46] 33 42
Pst[5][47] -18 23
Pst[5][48] -7 -35
Pst[5][49] 6 13
Pst[5][50] 10 17
Pst[5][51] -14 17
Pst[5][52] -15 27
Pst[5][53] 1 37
Pst[5][54] 2 42
Pst[5][55] -14 -41
Pst[5][56] -29 -113
Pst[5][57] -10 -28
Pst[5][58] -20 -21
Pst[5][59] -34 -23
Pst[5][60] -31 -6
Pst[5][61] -18 -4
Pst[5][62] -2 -9
Pst[5][63] -25 -79
