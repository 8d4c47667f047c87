# Candidate `vs11` (session 82, docs/tuning.md "Results: step 15 refitted on its own games and on games against
# Stockfish 11", F1): no new term. `quince` step 15's weights (all but material, the bishop pair and the hand-set
# lone-king and KRKN weights; piece-square tables square by square) fitted twice on 1,070,898 positions: 750,796 of
# step 15's own games and 320,102 of its games against Stockfish 11 at fixed nodes (Quince 5,000, Stockfish 11
# 10,000), all labeled by Stockfish 15.1 at 2,000 nodes. Held-out loss on the positions of 400 games against
# Stockfish 11 at 8s+0.08s: 0.044703 (step 15: 0.047603).
# Bench 5068462 with this file (quince --profile-file docs/candidates/quince-vs11.profile bench).
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
ImbalanceOurs[1][0] -434 540
ImbalanceOurs[1][1] 40 145
ImbalanceOurs[1][2] 0 0
ImbalanceOurs[1][3] 0 0
ImbalanceOurs[1][4] 0 0
ImbalanceOurs[1][5] 0 0
ImbalanceOurs[2][0] -526 494
ImbalanceOurs[2][1] 243 426
ImbalanceOurs[2][2] -144 -254
ImbalanceOurs[2][3] 0 0
ImbalanceOurs[2][4] 0 0
ImbalanceOurs[2][5] 0 0
ImbalanceOurs[3][0] 41 -22
ImbalanceOurs[3][1] 481 56
ImbalanceOurs[3][2] -75 -651
ImbalanceOurs[3][3] -120 -488
ImbalanceOurs[3][4] 0 0
ImbalanceOurs[3][5] 0 0
ImbalanceOurs[4][0] -96 665
ImbalanceOurs[4][1] 242 383
ImbalanceOurs[4][2] -46 -605
ImbalanceOurs[4][3] -24 -1243
ImbalanceOurs[4][4] 973 -1514
ImbalanceOurs[4][5] 0 0
ImbalanceOurs[5][0] -63 -239
ImbalanceOurs[5][1] 36 1235
ImbalanceOurs[5][2] -904 396
ImbalanceOurs[5][3] -1062 -915
ImbalanceOurs[5][4] -1768 -1276
ImbalanceOurs[5][5] -995 -5435
ImbalanceTheirs[0][0] 0 0
ImbalanceTheirs[0][1] 0 0
ImbalanceTheirs[0][2] 0 0
ImbalanceTheirs[0][3] 0 0
ImbalanceTheirs[0][4] 0 0
ImbalanceTheirs[0][5] 0 0
ImbalanceTheirs[1][0] -308 345
ImbalanceTheirs[1][1] 0 0
ImbalanceTheirs[1][2] 0 0
ImbalanceTheirs[1][3] 0 0
ImbalanceTheirs[1][4] 0 0
ImbalanceTheirs[1][5] 0 0
ImbalanceTheirs[2][0] -363 472
ImbalanceTheirs[2][1] 281 412
ImbalanceTheirs[2][2] 0 0
ImbalanceTheirs[2][3] 0 0
ImbalanceTheirs[2][4] 0 0
ImbalanceTheirs[2][5] 0 0
ImbalanceTheirs[3][0] -49 394
ImbalanceTheirs[3][1] 23 713
ImbalanceTheirs[3][2] -13 245
ImbalanceTheirs[3][3] 0 0
ImbalanceTheirs[3][4] 0 0
ImbalanceTheirs[3][5] 0 0
ImbalanceTheirs[4][0] -324 571
ImbalanceTheirs[4][1] -30 988
ImbalanceTheirs[4][2] -655 992
ImbalanceTheirs[4][3] -634 203
ImbalanceTheirs[4][4] 0 0
ImbalanceTheirs[4][5] 0 0
ImbalanceTheirs[5][0] -104 -225
ImbalanceTheirs[5][1] 1049 1108
ImbalanceTheirs[5][2] 1432 975
ImbalanceTheirs[5][3] 835 -86
ImbalanceTheirs[5][4] 128 -266
ImbalanceTheirs[5][5] 0 0
Doubled -22 -20
Isolated -5 -6
IsolatedOpen -17 -16
Backward -4 -3
BackwardOpen -20 -9
CandidateMin 3 -5
CandidateMax -10 83
Connected[0][0] 0 0
Connected[0][1] 2 -2
Connected[0][2] 7 2
Connected[0][3] 13 8
Connected[0][4] 31 20
Connected[0][5] 51 19
Connected[0][6] 0 0
Connected[0][7] 0 0
Connected[1][0] 0 0
Connected[1][1] 0 0
Connected[1][2] 14 4
Connected[1][3] 14 4
Connected[1][4] 26 7
Connected[1][5] 25 42
Connected[1][6] 45 102
Connected[1][7] 0 0
MobilityTable[0][0] 68 -130
MobilityTable[0][1] 81 -146
MobilityTable[0][2] 89 -98
MobilityTable[0][3] 95 -80
MobilityTable[0][4] 101 -75
MobilityTable[0][5] 106 -67
MobilityTable[0][6] 111 -64
MobilityTable[0][7] 116 -62
MobilityTable[0][8] 128 -70
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
MobilityTable[1][0] 80 -136
MobilityTable[1][1] 80 -110
MobilityTable[1][2] 100 -99
MobilityTable[1][3] 106 -81
MobilityTable[1][4] 113 -74
MobilityTable[1][5] 120 -66
MobilityTable[1][6] 123 -66
MobilityTable[1][7] 128 -65
MobilityTable[1][8] 130 -60
MobilityTable[1][9] 134 -61
MobilityTable[1][10] 140 -63
MobilityTable[1][11] 158 -74
MobilityTable[1][12] 136 -62
MobilityTable[1][13] 189 -83
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
MobilityTable[2][0] -53 -104
MobilityTable[2][1] 4 -86
MobilityTable[2][2] 16 -56
MobilityTable[2][3] 20 -48
MobilityTable[2][4] 18 -35
MobilityTable[2][5] 23 -29
MobilityTable[2][6] 26 -23
MobilityTable[2][7] 33 -24
MobilityTable[2][8] 37 -16
MobilityTable[2][9] 40 -17
MobilityTable[2][10] 42 -8
MobilityTable[2][11] 41 -1
MobilityTable[2][12] 46 -4
MobilityTable[2][13] 58 -9
MobilityTable[2][14] 70 -9
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
MobilityTable[3][1] -22 -85
MobilityTable[3][2] -23 -127
MobilityTable[3][3] -20 -108
MobilityTable[3][4] -11 -126
MobilityTable[3][5] -14 -77
MobilityTable[3][6] -10 -63
MobilityTable[3][7] -6 -39
MobilityTable[3][8] -1 -41
MobilityTable[3][9] 2 -35
MobilityTable[3][10] 7 -31
MobilityTable[3][11] 10 -26
MobilityTable[3][12] 13 -25
MobilityTable[3][13] 16 -27
MobilityTable[3][14] 15 -17
MobilityTable[3][15] 18 -18
MobilityTable[3][16] 18 -23
MobilityTable[3][17] 24 -20
MobilityTable[3][18] 27 -30
MobilityTable[3][19] 28 -37
MobilityTable[3][20] 34 -41
MobilityTable[3][21] 44 -61
MobilityTable[3][22] 63 -82
MobilityTable[3][23] 115 -143
MobilityTable[3][24] 17 -53
MobilityTable[3][25] 32 -72
MobilityTable[3][26] -8 32
MobilityTable[3][27] -30 -6
RookFileBase 97 -75
RookSemiOpen 13 3
RookOpen 20 -4
RookKingAdjacentFile 13 -6
RookKingFile 20 -20
Rook7th 0 16
Queen7th -16 47
Outpost[0][0] 12 -5
Outpost[0][1] 29 -4
Outpost[1][0] 13 -12
Outpost[1][1] 29 4
BehindPawn[0] 7 0
BehindPawn[1] 6 3
BishopRammed 3 -6
BishopLongDiagonal 16 10
Tempo 26 7
KingProtector[0] -4 -6
KingProtector[1] -4 -2
ReachableOutpost 18 13
BishopPawns -1 -3
RookOnQueenFile 6 19
WeakQueen -21 21
TrappedRook -5 -15
KingAttackOpening -3
ShelterFile[0] 36
ShelterFile[1] 0
ShelterFile[2] 8
ShelterFile[3] 17
ShelterFile[4] 21
ShelterFile[5] 27
ShelterFile[6] 35
ShelterFile[7] 36
ShelterNoPawn 29
ShelterPerfect 3
StormFile[0] 0
StormFile[1] -9
StormFile[2] -15
StormFile[3] -4
StormFile[4] 3
StormFile[5] 33
StormFile[6] 0
StormFile[7] 0
SafeCheck[0] -50 10
SafeCheck[1] -4 -25
SafeCheck[2] -87 9
SafeCheck[3] -4 -62
KingDangerAttacker[0] 116
KingDangerAttacker[1] 106
KingDangerAttacker[2] 64
KingDangerAttacker[3] -65
KingDangerZoneAttack 44
KingDangerWeakSquare 49
KingDangerSafeCheck[0] 304
KingDangerSafeCheck[1] 158
KingDangerSafeCheck[2] 145
KingDangerSafeCheck[3] 255
KingDangerNoQueen -471
KingDangerBase -257
KingDangerUnsafeCheck 49
KingDangerBlocker 76
KingDangerFlankAttack 42
KingDangerFlankDefence -12
KingDangerKnightGuard -59
LoneKingEdge 20 22
LoneKingClose 16 20
LoneKingCorner 100 100
KnightAwayFromKing -160 -160
PassedMin -4 13
PassedMax 157 110
UnstoppablePasser 635
FreePasser 78
AttackerDistance 29
DefenderDistance 47
PassedRank[0] 0 0
PassedRank[1] 4 13
PassedRank[2] 4 15
PassedRank[3] 0 14
PassedRank[4] -15 -1
PassedRank[5] -19 -11
PassedRank[6] 81 -37
PassedRank[7] 0 0
PassedBlocked[0] 0 0
PassedBlocked[1] -22 18
PassedBlocked[2] -7 -3
PassedBlocked[3] 6 -5
PassedBlocked[4] 10 -9
PassedBlocked[5] -8 1
PassedBlocked[6] -98 29
PassedBlocked[7] 0 0
PassedSafePath -45 22
PassedFile -7 -2
PassedPath[0] 4 6
PassedPath[1] 7 2
PassedPath[2] 0 2
PassedSupport 3 1
TrappedBishop7 -100 -100
TrappedBishop6 -50 -50
BlockedBishop -34 -17
BlockedRook -36 -1
ThreatByPawn 73 35
ThreatByMinor[0] 3 13
ThreatByMinor[1] 24 36
ThreatByMinor[2] 49 9
ThreatByMinor[3] 58 14
ThreatByMinor[4] 54 22
ThreatByRook[0] 2 14
ThreatByRook[1] 19 23
ThreatByRook[2] 28 21
ThreatByRook[3] 10 6
ThreatByRook[4] 49 -2
ThreatByKing 8 23
Hanging 15 16
ThreatByPush 19 16
RestrictedPiece 5 1
KnightOnQueen 10 -4
SliderOnQueen 16 2
Pst[0][0] -12 0
Pst[0][1] -4 0
Pst[0][2] 0 0
Pst[0][3] 4 0
Pst[0][4] 4 0
Pst[0][5] 0 0
Pst[0][6] -4 0
Pst[0][7] -12 0
Pst[0][8] 28 -52
Pst[0][9] 32 -47
Pst[0][10] 31 -32
Pst[0][11] 31 -49
Pst[0][12] 24 -30
Pst[0][13] 61 -44
Pst[0][14] 61 -56
Pst[0][15] 30 -59
Pst[0][16] 27 -63
Pst[0][17] 24 -57
Pst[0][18] 32 -51
Pst[0][19] 32 -47
Pst[0][20] 37 -50
Pst[0][21] 46 -50
Pst[0][22] 51 -69
Pst[0][23] 29 -61
Pst[0][24] 28 -57
Pst[0][25] 23 -50
Pst[0][26] 37 -59
Pst[0][27] 46 -60
Pst[0][28] 51 -64
Pst[0][29] 53 -61
Pst[0][30] 37 -62
Pst[0][31] 20 -58
Pst[0][32] 43 -50
Pst[0][33] 43 -49
Pst[0][34] 44 -51
Pst[0][35] 62 -65
Pst[0][36] 67 -70
Pst[0][37] 75 -67
Pst[0][38] 40 -50
Pst[0][39] 33 -53
Pst[0][40] 49 -45
Pst[0][41] 41 -28
Pst[0][42] 52 -40
Pst[0][43] 75 -43
Pst[0][44] 80 -51
Pst[0][45] 108 -47
Pst[0][46] 72 -43
Pst[0][47] 45 -55
Pst[0][48] 68 -48
Pst[0][49] -6 13
Pst[0][50] 7 12
Pst[0][51] 45 -2
Pst[0][52] 42 -15
Pst[0][53] 26 2
Pst[0][54] -45 6
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
Pst[1][1] -26 -56
Pst[1][2] -33 -38
Pst[1][3] -15 -50
Pst[1][4] -11 -45
Pst[1][5] -27 -39
Pst[1][6] -26 -58
Pst[1][7] -20 -48
Pst[1][8] -19 -30
Pst[1][9] -20 -40
Pst[1][10] -9 -41
Pst[1][11] -3 -34
Pst[1][12] 0 -40
Pst[1][13] -4 -51
Pst[1][14] -19 -29
Pst[1][15] -27 -39
Pst[1][16] -21 -40
Pst[1][17] 3 -34
Pst[1][18] 6 -40
Pst[1][19] 12 -18
Pst[1][20] 17 -32
Pst[1][21] 13 -45
Pst[1][22] 9 -45
Pst[1][23] -24 -28
Pst[1][24] 9 -21
Pst[1][25] 25 -17
Pst[1][26] 33 -21
Pst[1][27] 25 -3
Pst[1][28] 38 -12
Pst[1][29] 45 -19
Pst[1][30] 31 -11
Pst[1][31] 7 -25
Pst[1][32] 13 -28
Pst[1][33] 26 -21
Pst[1][34] 37 -10
Pst[1][35] 50 -6
Pst[1][36] 35 1
Pst[1][37] 45 -8
Pst[1][38] 27 -17
Pst[1][39] 26 -28
Pst[1][40] -18 -24
Pst[1][41] 19 -17
Pst[1][42] 39 -19
Pst[1][43] 38 -19
Pst[1][44] 55 -16
Pst[1][45] 64 -36
Pst[1][46] 29 -23
Pst[1][47] -13 -29
Pst[1][48] -24 -34
Pst[1][49] -10 -17
Pst[1][50] 30 -27
Pst[1][51] 49 -5
Pst[1][52] 9 -7
Pst[1][53] 29 -16
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
Pst[2][0] 15 -62
Pst[2][1] 20 -34
Pst[2][2] -10 -28
Pst[2][3] -17 -21
Pst[2][4] -10 -24
Pst[2][5] -26 -25
Pst[2][6] -5 -27
Pst[2][7] -25 -57
Pst[2][8] 6 -31
Pst[2][9] 1 -34
Pst[2][10] 11 -30
Pst[2][11] -6 -19
Pst[2][12] -6 -27
Pst[2][13] 15 -41
Pst[2][14] 3 -52
Pst[2][15] 9 -59
Pst[2][16] 4 -30
Pst[2][17] 24 -30
Pst[2][18] 0 -28
Pst[2][19] 9 -16
Pst[2][20] 9 -15
Pst[2][21] 6 -37
Pst[2][22] 18 -25
Pst[2][23] 2 -29
Pst[2][24] -3 -13
Pst[2][25] 19 -23
Pst[2][26] 12 -11
Pst[2][27] 16 -7
Pst[2][28] 18 -14
Pst[2][29] 13 -4
Pst[2][30] 11 -18
Pst[2][31] 8 -19
Pst[2][32] 0 -19
Pst[2][33] 5 -8
Pst[2][34] 19 -16
Pst[2][35] 17 -6
Pst[2][36] 29 -6
Pst[2][37] 19 -12
Pst[2][38] 12 -3
Pst[2][39] -4 -20
Pst[2][40] -1 -4
Pst[2][41] 20 -14
Pst[2][42] -10 -12
Pst[2][43] 37 -7
Pst[2][44] 38 -20
Pst[2][45] 29 -22
Pst[2][46] 17 -11
Pst[2][47] 24 -17
Pst[2][48] -1 -9
Pst[2][49] -36 -12
Pst[2][50] 5 -13
Pst[2][51] -6 -24
Pst[2][52] 8 -6
Pst[2][53] -4 2
Pst[2][54] -39 -14
Pst[2][55] -13 -11
Pst[2][56] -7 -28
Pst[2][57] -22 11
Pst[2][58] -23 -17
Pst[2][59] -63 2
Pst[2][60] -17 -13
Pst[2][61] -10 -10
Pst[2][62] -10 -18
Pst[2][63] -7 -32
Pst[3][0] -16 -21
Pst[3][1] -8 -22
Pst[3][2] -14 -11
Pst[3][3] -9 -22
Pst[3][4] -7 -26
Pst[3][5] -10 -17
Pst[3][6] -14 -11
Pst[3][7] -1 -33
Pst[3][8] -24 -22
Pst[3][9] -21 -9
Pst[3][10] -5 -16
Pst[3][11] -1 -14
Pst[3][12] -12 -19
Pst[3][13] -10 -22
Pst[3][14] 0 -30
Pst[3][15] -38 -5
Pst[3][16] -28 -7
Pst[3][17] -5 -7
Pst[3][18] -28 5
Pst[3][19] -10 2
Pst[3][20] -11 -9
Pst[3][21] -4 -10
Pst[3][22] -1 -7
Pst[3][23] -13 -15
Pst[3][24] -36 14
Pst[3][25] -4 2
Pst[3][26] -11 2
Pst[3][27] -12 6
Pst[3][28] -6 2
Pst[3][29] -10 3
Pst[3][30] 1 6
Pst[3][31] -22 11
Pst[3][32] -18 20
Pst[3][33] 6 14
Pst[3][34] 17 6
Pst[3][35] 20 3
Pst[3][36] 12 2
Pst[3][37] 7 6
Pst[3][38] 14 11
Pst[3][39] -14 16
Pst[3][40] 9 16
Pst[3][41] 24 7
Pst[3][42] 16 6
Pst[3][43] 38 -6
Pst[3][44] 39 -3
Pst[3][45] 45 -4
Pst[3][46] 42 7
Pst[3][47] 4 11
Pst[3][48] 7 -2
Pst[3][49] -6 2
Pst[3][50] 11 -4
Pst[3][51] 35 -15
Pst[3][52] 20 -16
Pst[3][53] 36 -17
Pst[3][54] 11 4
Pst[3][55] 23 -5
Pst[3][56] -8 3
Pst[3][57] 3 10
Pst[3][58] 21 1
Pst[3][59] 37 -10
Pst[3][60] 17 11
Pst[3][61] 20 -5
Pst[3][62] 18 11
Pst[3][63] 36 1
Pst[4][0] -20 -45
Pst[4][1] -13 -47
Pst[4][2] -11 -60
Pst[4][3] -8 -68
Pst[4][4] -9 -77
Pst[4][5] -18 -45
Pst[4][6] -26 -34
Pst[4][7] -11 -36
Pst[4][8] -16 -34
Pst[4][9] -8 -49
Pst[4][10] 1 -57
Pst[4][11] -1 -32
Pst[4][12] 3 -47
Pst[4][13] 14 -71
Pst[4][14] 6 -45
Pst[4][15] -9 -32
Pst[4][16] -8 -19
Pst[4][17] 0 -29
Pst[4][18] -4 10
Pst[4][19] -2 -30
Pst[4][20] -6 -4
Pst[4][21] 9 -7
Pst[4][22] 7 -23
Pst[4][23] 15 -18
Pst[4][24] 0 -42
Pst[4][25] -8 14
Pst[4][26] -5 9
Pst[4][27] -8 39
Pst[4][28] -5 22
Pst[4][29] 1 13
Pst[4][30] 14 -11
Pst[4][31] -2 3
Pst[4][32] 5 -11
Pst[4][33] -1 22
Pst[4][34] 1 28
Pst[4][35] 4 33
Pst[4][36] -13 34
Pst[4][37] -7 5
Pst[4][38] -3 22
Pst[4][39] 12 -25
Pst[4][40] 0 -13
Pst[4][41] -1 -6
Pst[4][42] -4 30
Pst[4][43] 8 28
Pst[4][44] -11 24
Pst[4][45] -3 11
Pst[4][46] -12 -2
Pst[4][47] -4 -18
Pst[4][48] -5 -11
Pst[4][49] -22 9
Pst[4][50] 5 -8
Pst[4][51] 2 -6
Pst[4][52] 8 -1
Pst[4][53] 13 -8
Pst[4][54] 9 -9
Pst[4][55] 21 -19
Pst[4][56] -6 -20
Pst[4][57] 13 -7
Pst[4][58] 8 -5
Pst[4][59] 2 3
Pst[4][60] 10 10
Pst[4][61] 19 -1
Pst[4][62] 19 -13
Pst[4][63] -19 -23
Pst[5][0] 21 -39
Pst[5][1] 80 -49
Pst[5][2] 57 -24
Pst[5][3] -8 -25
Pst[5][4] 15 -26
Pst[5][5] 28 -17
Pst[5][6] 76 -39
Pst[5][7] 45 -57
Pst[5][8] 31 -18
Pst[5][9] 47 2
Pst[5][10] 8 -1
Pst[5][11] -10 0
Pst[5][12] -21 9
Pst[5][13] 3 11
Pst[5][14] 55 -8
Pst[5][15] 45 -21
Pst[5][16] 7 -13
Pst[5][17] 30 1
Pst[5][18] -7 13
Pst[5][19] -29 20
Pst[5][20] -34 26
Pst[5][21] -30 28
Pst[5][22] 30 4
Pst[5][23] -55 12
Pst[5][24] 2 -11
Pst[5][25] 15 4
Pst[5][26] -7 25
Pst[5][27] -25 33
Pst[5][28] -21 31
Pst[5][29] -28 34
Pst[5][30] 0 18
Pst[5][31] -43 2
Pst[5][32] 6 6
Pst[5][33] 23 34
Pst[5][34] -30 40
Pst[5][35] -31 33
Pst[5][36] -55 44
Pst[5][37] -24 43
Pst[5][38] 12 21
Pst[5][39] -14 6
Pst[5][40] -6 1
Pst[5][41] 27 29
Pst[5][42] -31 39
Pst[5][43] -27 44
Pst[5][44] -44 40
Pst[5][45] 0 32
Pst[5][46] 35 23
Pst[5][47] -17 7
Pst[5][48] -8 -40
Pst[5][49] 1 15
Pst[5][50] 9 24
Pst[5][51] -12 30
Pst[5][52] -19 26
Pst[5][53] -2 26
Pst[5][54] 3 43
Pst[5][55] -17 -60
Pst[5][56] -29 -108
Pst[5][57] -12 -35
Pst[5][58] -21 -23
Pst[5][59] -34 -20
Pst[5][60] -34 -17
Pst[5][61] -21 -14
Pst[5][62] -5 -22
Pst[5][63] -25 -79
