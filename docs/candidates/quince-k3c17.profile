# Quince evaluation profile: one weight per line, `name value` or `name opening endgame`.
# Candidate `k3c17` (session 95, docs/progress.md Known weaknesses and Candidates): step 17 with Stockfish 11's king shelter
# (docs/candidates/eval-k3c.diff), its 48 weights fitted alone (`--only`, lr 1, min count 300, L2 2e-9), everything else step 17's, on
# fit A's 1,419,775 positions (docs/tuning.md); seed 1, K 1.629, validation loss 0.0296085 -> 0.028996; loads only into an engine built with the diff
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
ImbalanceOurs[1][0] -422 532
ImbalanceOurs[1][1] 38 143
ImbalanceOurs[1][2] 0 0
ImbalanceOurs[1][3] 0 0
ImbalanceOurs[1][4] 0 0
ImbalanceOurs[1][5] 0 0
ImbalanceOurs[2][0] -521 502
ImbalanceOurs[2][1] 248 432
ImbalanceOurs[2][2] -155 -246
ImbalanceOurs[2][3] 0 0
ImbalanceOurs[2][4] 0 0
ImbalanceOurs[2][5] 0 0
ImbalanceOurs[3][0] 39 -24
ImbalanceOurs[3][1] 477 70
ImbalanceOurs[3][2] -84 -641
ImbalanceOurs[3][3] -124 -488
ImbalanceOurs[3][4] 0 0
ImbalanceOurs[3][5] 0 0
ImbalanceOurs[4][0] -96 665
ImbalanceOurs[4][1] 237 392
ImbalanceOurs[4][2] -38 -601
ImbalanceOurs[4][3] -24 -1232
ImbalanceOurs[4][4] 961 -1512
ImbalanceOurs[4][5] 0 0
ImbalanceOurs[5][0] -66 -240
ImbalanceOurs[5][1] 39 1233
ImbalanceOurs[5][2] -907 396
ImbalanceOurs[5][3] -1067 -915
ImbalanceOurs[5][4] -1766 -1274
ImbalanceOurs[5][5] -993 -5434
ImbalanceTheirs[0][0] 0 0
ImbalanceTheirs[0][1] 0 0
ImbalanceTheirs[0][2] 0 0
ImbalanceTheirs[0][3] 0 0
ImbalanceTheirs[0][4] 0 0
ImbalanceTheirs[0][5] 0 0
ImbalanceTheirs[1][0] -305 336
ImbalanceTheirs[1][1] 0 0
ImbalanceTheirs[1][2] 0 0
ImbalanceTheirs[1][3] 0 0
ImbalanceTheirs[1][4] 0 0
ImbalanceTheirs[1][5] 0 0
ImbalanceTheirs[2][0] -367 469
ImbalanceTheirs[2][1] 266 425
ImbalanceTheirs[2][2] 0 0
ImbalanceTheirs[2][3] 0 0
ImbalanceTheirs[2][4] 0 0
ImbalanceTheirs[2][5] 0 0
ImbalanceTheirs[3][0] -52 395
ImbalanceTheirs[3][1] 15 724
ImbalanceTheirs[3][2] -10 251
ImbalanceTheirs[3][3] 0 0
ImbalanceTheirs[3][4] 0 0
ImbalanceTheirs[3][5] 0 0
ImbalanceTheirs[4][0] -324 572
ImbalanceTheirs[4][1] -19 1001
ImbalanceTheirs[4][2] -648 989
ImbalanceTheirs[4][3] -627 196
ImbalanceTheirs[4][4] 0 0
ImbalanceTheirs[4][5] 0 0
ImbalanceTheirs[5][0] -100 -222
ImbalanceTheirs[5][1] 1065 1132
ImbalanceTheirs[5][2] 1431 971
ImbalanceTheirs[5][3] 846 -81
ImbalanceTheirs[5][4] 134 -260
ImbalanceTheirs[5][5] 0 0
Doubled -20 -11
Isolated -5 -8
IsolatedOpen -15 -17
Backward -3 -8
BackwardOpen -19 -9
CandidateMin 0 0
CandidateMax -7 79
Connected[0][0] 0 0
Connected[0][1] 3 -2
Connected[0][2] 6 2
Connected[0][3] 13 6
Connected[0][4] 29 24
Connected[0][5] 52 24
Connected[0][6] 0 3
Connected[0][7] 0 0
Connected[1][0] 0 0
Connected[1][1] 0 0
Connected[1][2] 12 3
Connected[1][3] 13 3
Connected[1][4] 24 11
Connected[1][5] 26 51
Connected[1][6] 49 100
Connected[1][7] 0 0
MobilityTable[0][0] 64 -135
MobilityTable[0][1] 79 -148
MobilityTable[0][2] 90 -101
MobilityTable[0][3] 97 -86
MobilityTable[0][4] 102 -77
MobilityTable[0][5] 108 -70
MobilityTable[0][6] 111 -67
MobilityTable[0][7] 117 -66
MobilityTable[0][8] 129 -73
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
MobilityTable[1][0] 74 -132
MobilityTable[1][1] 77 -107
MobilityTable[1][2] 99 -91
MobilityTable[1][3] 105 -81
MobilityTable[1][4] 111 -73
MobilityTable[1][5] 120 -65
MobilityTable[1][6] 123 -63
MobilityTable[1][7] 128 -62
MobilityTable[1][8] 131 -59
MobilityTable[1][9] 133 -61
MobilityTable[1][10] 141 -62
MobilityTable[1][11] 158 -72
MobilityTable[1][12] 138 -63
MobilityTable[1][13] 191 -80
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
MobilityTable[2][0] -59 -115
MobilityTable[2][1] 2 -81
MobilityTable[2][2] 15 -59
MobilityTable[2][3] 19 -48
MobilityTable[2][4] 17 -37
MobilityTable[2][5] 23 -29
MobilityTable[2][6] 26 -21
MobilityTable[2][7] 33 -23
MobilityTable[2][8] 37 -15
MobilityTable[2][9] 39 -13
MobilityTable[2][10] 42 -7
MobilityTable[2][11] 43 -2
MobilityTable[2][12] 48 -4
MobilityTable[2][13] 56 -4
MobilityTable[2][14] 68 -5
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
MobilityTable[3][2] -24 -126
MobilityTable[3][3] -20 -113
MobilityTable[3][4] -13 -127
MobilityTable[3][5] -14 -75
MobilityTable[3][6] -9 -63
MobilityTable[3][7] -5 -42
MobilityTable[3][8] 1 -44
MobilityTable[3][9] 3 -39
MobilityTable[3][10] 8 -31
MobilityTable[3][11] 11 -26
MobilityTable[3][12] 13 -23
MobilityTable[3][13] 14 -24
MobilityTable[3][14] 17 -17
MobilityTable[3][15] 19 -18
MobilityTable[3][16] 19 -16
MobilityTable[3][17] 24 -18
MobilityTable[3][18] 30 -26
MobilityTable[3][19] 32 -37
MobilityTable[3][20] 38 -43
MobilityTable[3][21] 48 -58
MobilityTable[3][22] 64 -79
MobilityTable[3][23] 117 -138
MobilityTable[3][24] 16 -57
MobilityTable[3][25] 35 -67
MobilityTable[3][26] -8 32
MobilityTable[3][27] -30 -6
RookFileBase 88 -66
RookSemiOpen 15 1
RookOpen 18 -3
RookKingAdjacentFile 11 0
RookKingFile 18 -23
Rook7th 1 14
Queen7th -16 45
Outpost[0][0] 14 -6
Outpost[0][1] 29 0
Outpost[1][0] 9 -11
Outpost[1][1] 22 0
BehindPawn[0] 7 -3
BehindPawn[1] 8 1
BishopRammed 0 -2
BishopLongDiagonal 17 9
Tempo 26 7
KingProtector[0] -3 -6
KingProtector[1] -3 -2
ReachableOutpost 16 15
BishopPawns -1 -4
RookOnQueenFile 6 19
WeakQueen -22 21
TrappedRook -6 -15
KingAttackOpening -1
ShelterFile[0] 36
ShelterFile[1] 0
ShelterFile[2] 9
ShelterFile[3] 17
ShelterFile[4] 18
ShelterFile[5] 18
ShelterFile[6] 35
ShelterFile[7] 36
ShelterNoPawn 29
ShelterPerfect 4
StormFile[0] 0
StormFile[1] -9
StormFile[2] -15
StormFile[3] -6
StormFile[4] 4
StormFile[5] 27
StormFile[6] -28
StormFile[7] 0
ShelterPawn[0][0] -22 7
ShelterPawn[0][1] 2 -10
ShelterPawn[0][2] 19 -6
ShelterPawn[0][3] 4 -2
ShelterPawn[0][4] -4 5
ShelterPawn[1][0] -2 1
ShelterPawn[1][1] 9 -4
ShelterPawn[1][2] 23 -6
ShelterPawn[1][3] -11 0
ShelterPawn[1][4] -6 4
ShelterPawn[2][0] -7 -1
ShelterPawn[2][1] 16 -6
ShelterPawn[2][2] -3 4
ShelterPawn[2][3] -6 5
ShelterPawn[2][4] -3 -1
ShelterPawn[3][0] -4 3
ShelterPawn[3][1] -4 -4
ShelterPawn[3][2] -1 2
ShelterPawn[3][3] -3 2
ShelterPawn[3][4] -2 6
StormPawn[0][0] -27 7
StormPawn[0][1] 36 25
StormPawn[0][2] -25 6
StormPawn[0][3] -10 0
StormPawn[0][4] -11 3
StormPawn[0][5] -16 5
StormPawn[1][0] -3 -3
StormPawn[1][1] 5 24
StormPawn[1][2] -7 15
StormPawn[1][3] -16 7
StormPawn[1][4] 4 -5
StormPawn[1][5] 4 -6
StormPawn[2][0] 7 -7
StormPawn[2][1] -9 8
StormPawn[2][2] 5 5
StormPawn[2][3] 6 -4
StormPawn[2][4] 4 -3
StormPawn[2][5] 22 -10
StormPawn[3][0] 8 -4
StormPawn[3][1] -1 4
StormPawn[3][2] 0 -8
StormPawn[3][3] 2 -5
StormPawn[3][4] 6 3
StormPawn[3][5] -2 -4
StormBlocked[0] 6 -40
StormBlocked[1] 13 -16
KingPawnDistance 4 -10
PawnlessFlank 1 -60
SafeCheck[0] -60 12
SafeCheck[1] -5 -25
SafeCheck[2] -84 5
SafeCheck[3] -5 -72
KingDangerAttacker[0] 119
KingDangerAttacker[1] 108
KingDangerAttacker[2] 66
KingDangerAttacker[3] -51
KingDangerZoneAttack 48
KingDangerWeakSquare 54
KingDangerSafeCheck[0] 298
KingDangerSafeCheck[1] 151
KingDangerSafeCheck[2] 143
KingDangerSafeCheck[3] 269
KingDangerNoQueen -472
KingDangerBase -241
KingDangerUnsafeCheck 45
KingDangerBlocker 81
KingDangerFlankAttack 48
KingDangerFlankDefence -15
KingDangerKnightGuard -57
LoneKingEdge 20 22
LoneKingClose 16 20
LoneKingCorner 100 100
KnightAwayFromKing -160 -160
PassedMin -5 14
PassedMax 152 119
UnstoppablePasser 623
FreePasser 79
AttackerDistance 29
DefenderDistance 46
PassedRank[0] 0 0
PassedRank[1] 5 14
PassedRank[2] 9 16
PassedRank[3] -3 14
PassedRank[4] -17 -3
PassedRank[5] -30 -6
PassedRank[6] 84 -32
PassedRank[7] 0 0
PassedBlocked[0] 0 0
PassedBlocked[1] -14 15
PassedBlocked[2] -9 -1
PassedBlocked[3] 7 -3
PassedBlocked[4] 13 -5
PassedBlocked[5] -5 2
PassedBlocked[6] -94 16
PassedBlocked[7] 0 0
PassedSafePath -46 20
PassedFile -8 -2
PassedPath[0] 6 7
PassedPath[1] 10 2
PassedPath[2] 1 2
PassedSupport 2 1
TrappedBishop7 -100 -100
TrappedBishop6 -50 -50
BlockedBishop -33 -11
BlockedRook -36 8
ThreatByPawn 77 35
ThreatByMinor[0] 2 12
ThreatByMinor[1] 25 33
ThreatByMinor[2] 49 11
ThreatByMinor[3] 63 15
ThreatByMinor[4] 60 25
ThreatByRook[0] 1 15
ThreatByRook[1] 23 21
ThreatByRook[2] 22 22
ThreatByRook[3] 12 6
ThreatByRook[4] 55 -5
ThreatByKing 7 25
Hanging 17 17
ThreatByPush 19 14
RestrictedPiece 5 1
KnightOnQueen 10 -6
SliderOnQueen 18 4
Pst[0][0] -12 0
Pst[0][1] -4 0
Pst[0][2] 0 0
Pst[0][3] 4 0
Pst[0][4] 4 0
Pst[0][5] 0 0
Pst[0][6] -4 0
Pst[0][7] -12 0
Pst[0][8] 30 -53
Pst[0][9] 33 -47
Pst[0][10] 32 -34
Pst[0][11] 32 -46
Pst[0][12] 22 -30
Pst[0][13] 59 -48
Pst[0][14] 57 -59
Pst[0][15] 32 -63
Pst[0][16] 26 -64
Pst[0][17] 21 -56
Pst[0][18] 33 -56
Pst[0][19] 32 -46
Pst[0][20] 38 -52
Pst[0][21] 44 -54
Pst[0][22] 43 -70
Pst[0][23] 29 -65
Pst[0][24] 26 -55
Pst[0][25] 20 -51
Pst[0][26] 34 -61
Pst[0][27] 47 -59
Pst[0][28] 50 -67
Pst[0][29] 51 -65
Pst[0][30] 34 -62
Pst[0][31] 23 -61
Pst[0][32] 39 -48
Pst[0][33] 41 -47
Pst[0][34] 41 -52
Pst[0][35] 62 -67
Pst[0][36] 65 -74
Pst[0][37] 68 -67
Pst[0][38] 37 -49
Pst[0][39] 32 -54
Pst[0][40] 37 -38
Pst[0][41] 51 -35
Pst[0][42] 56 -45
Pst[0][43] 80 -50
Pst[0][44] 71 -49
Pst[0][45] 115 -50
Pst[0][46] 69 -44
Pst[0][47] 42 -54
Pst[0][48] 60 -45
Pst[0][49] -3 11
Pst[0][50] 4 12
Pst[0][51] 33 11
Pst[0][52] 52 -15
Pst[0][53] 35 -3
Pst[0][54] -41 0
Pst[0][55] -3 -32
Pst[0][56] -12 0
Pst[0][57] -4 0
Pst[0][58] 0 0
Pst[0][59] 4 0
Pst[0][60] 4 0
Pst[0][61] 0 0
Pst[0][62] -4 0
Pst[0][63] -12 0
Pst[1][0] -20 -48
Pst[1][1] -26 -53
Pst[1][2] -34 -39
Pst[1][3] -19 -42
Pst[1][4] -10 -44
Pst[1][5] -24 -40
Pst[1][6] -28 -63
Pst[1][7] -20 -48
Pst[1][8] -31 -41
Pst[1][9] -17 -39
Pst[1][10] -10 -43
Pst[1][11] -3 -31
Pst[1][12] -1 -35
Pst[1][13] -4 -48
Pst[1][14] -16 -37
Pst[1][15] -22 -43
Pst[1][16] -19 -42
Pst[1][17] -1 -34
Pst[1][18] 7 -42
Pst[1][19] 13 -18
Pst[1][20] 17 -25
Pst[1][21] 12 -44
Pst[1][22] 8 -39
Pst[1][23] -20 -30
Pst[1][24] 6 -20
Pst[1][25] 26 -15
Pst[1][26] 35 -18
Pst[1][27] 26 -5
Pst[1][28] 41 -16
Pst[1][29] 48 -22
Pst[1][30] 36 -17
Pst[1][31] 5 -22
Pst[1][32] 20 -29
Pst[1][33] 26 -23
Pst[1][34] 37 -13
Pst[1][35] 49 -8
Pst[1][36] 35 2
Pst[1][37] 43 -8
Pst[1][38] 30 -24
Pst[1][39] 22 -25
Pst[1][40] -13 -23
Pst[1][41] 21 -20
Pst[1][42] 32 -19
Pst[1][43] 37 -18
Pst[1][44] 55 -19
Pst[1][45] 58 -32
Pst[1][46] 28 -27
Pst[1][47] 19 -24
Pst[1][48] -23 -33
Pst[1][49] -7 -23
Pst[1][50] 25 -28
Pst[1][51] 51 -13
Pst[1][52] 14 -7
Pst[1][53] 36 -27
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
Pst[2][0] 7 -66
Pst[2][1] 20 -37
Pst[2][2] -8 -26
Pst[2][3] -16 -21
Pst[2][4] -10 -15
Pst[2][5] -23 -23
Pst[2][6] -9 -29
Pst[2][7] -30 -48
Pst[2][8] 5 -27
Pst[2][9] 0 -31
Pst[2][10] 13 -35
Pst[2][11] -8 -16
Pst[2][12] -4 -26
Pst[2][13] 16 -34
Pst[2][14] 4 -47
Pst[2][15] 8 -60
Pst[2][16] 8 -29
Pst[2][17] 16 -27
Pst[2][18] -1 -25
Pst[2][19] 10 -15
Pst[2][20] 8 -10
Pst[2][21] 3 -33
Pst[2][22] 17 -18
Pst[2][23] 3 -29
Pst[2][24] -4 -11
Pst[2][25] 14 -21
Pst[2][26] 14 -13
Pst[2][27] 15 -2
Pst[2][28] 19 -13
Pst[2][29] 14 -4
Pst[2][30] 11 -19
Pst[2][31] 7 -21
Pst[2][32] 4 -17
Pst[2][33] 3 -5
Pst[2][34] 23 -14
Pst[2][35] 18 -6
Pst[2][36] 29 -8
Pst[2][37] 22 -14
Pst[2][38] 16 -7
Pst[2][39] -2 -17
Pst[2][40] -9 -3
Pst[2][41] 18 -13
Pst[2][42] -11 -5
Pst[2][43] 32 -5
Pst[2][44] 42 -24
Pst[2][45] 27 -23
Pst[2][46] 21 -13
Pst[2][47] 23 -16
Pst[2][48] 1 -11
Pst[2][49] -46 -10
Pst[2][50] 10 -12
Pst[2][51] 2 -31
Pst[2][52] 11 -10
Pst[2][53] -3 -6
Pst[2][54] -41 -14
Pst[2][55] -25 -13
Pst[2][56] -12 -24
Pst[2][57] -24 11
Pst[2][58] -21 -22
Pst[2][59] -67 -2
Pst[2][60] -16 -13
Pst[2][61] -11 -14
Pst[2][62] -5 -15
Pst[2][63] -15 -39
Pst[3][0] -15 -18
Pst[3][1] -12 -19
Pst[3][2] -13 -10
Pst[3][3] -9 -20
Pst[3][4] -8 -24
Pst[3][5] -10 -15
Pst[3][6] -12 -14
Pst[3][7] -1 -35
Pst[3][8] -21 -17
Pst[3][9] -14 -10
Pst[3][10] -2 -17
Pst[3][11] 2 -9
Pst[3][12] -10 -14
Pst[3][13] -8 -19
Pst[3][14] -8 -23
Pst[3][15] -30 -4
Pst[3][16] -18 -5
Pst[3][17] -4 -6
Pst[3][18] -20 5
Pst[3][19] -6 -8
Pst[3][20] -12 -6
Pst[3][21] 3 -8
Pst[3][22] -7 -4
Pst[3][23] -7 -15
Pst[3][24] -26 10
Pst[3][25] -4 0
Pst[3][26] -16 3
Pst[3][27] -10 8
Pst[3][28] -8 2
Pst[3][29] -12 2
Pst[3][30] -5 5
Pst[3][31] -23 10
Pst[3][32] -25 18
Pst[3][33] 2 13
Pst[3][34] 12 8
Pst[3][35] 17 1
Pst[3][36] 5 4
Pst[3][37] 3 6
Pst[3][38] 6 11
Pst[3][39] -18 16
Pst[3][40] -2 16
Pst[3][41] 25 2
Pst[3][42] 14 7
Pst[3][43] 36 -3
Pst[3][44] 35 -3
Pst[3][45] 31 1
Pst[3][46] 36 5
Pst[3][47] 7 9
Pst[3][48] 7 -6
Pst[3][49] -5 1
Pst[3][50] 11 -5
Pst[3][51] 33 -12
Pst[3][52] 23 -14
Pst[3][53] 45 -16
Pst[3][54] 11 2
Pst[3][55] 21 -8
Pst[3][56] -5 -1
Pst[3][57] 0 8
Pst[3][58] 25 2
Pst[3][59] 41 -10
Pst[3][60] 16 12
Pst[3][61] 22 -6
Pst[3][62] 16 10
Pst[3][63] 34 0
Pst[4][0] -8 -50
Pst[4][1] -14 -52
Pst[4][2] -17 -59
Pst[4][3] -8 -69
Pst[4][4] -5 -73
Pst[4][5] -19 -48
Pst[4][6] -26 -34
Pst[4][7] -11 -36
Pst[4][8] -11 -30
Pst[4][9] -10 -37
Pst[4][10] 0 -53
Pst[4][11] 1 -28
Pst[4][12] 2 -43
Pst[4][13] 10 -58
Pst[4][14] 12 -54
Pst[4][15] 1 -32
Pst[4][16] -4 -19
Pst[4][17] -2 -21
Pst[4][18] -6 15
Pst[4][19] 0 -27
Pst[4][20] -4 -1
Pst[4][21] 10 -9
Pst[4][22] 9 -23
Pst[4][23] 11 -25
Pst[4][24] 1 -37
Pst[4][25] -9 12
Pst[4][26] -3 8
Pst[4][27] -9 40
Pst[4][28] -7 23
Pst[4][29] 3 12
Pst[4][30] 14 -20
Pst[4][31] -1 2
Pst[4][32] 5 -14
Pst[4][33] -5 21
Pst[4][34] 1 20
Pst[4][35] 5 31
Pst[4][36] -10 36
Pst[4][37] 1 4
Pst[4][38] -3 14
Pst[4][39] 9 -26
Pst[4][40] 9 -10
Pst[4][41] -2 -5
Pst[4][42] -1 30
Pst[4][43] 6 34
Pst[4][44] -17 29
Pst[4][45] -7 15
Pst[4][46] -12 -1
Pst[4][47] 3 -19
Pst[4][48] -10 -11
Pst[4][49] -17 11
Pst[4][50] 14 -8
Pst[4][51] 4 -5
Pst[4][52] 4 -4
Pst[4][53] 13 -9
Pst[4][54] 17 -5
Pst[4][55] 16 -25
Pst[4][56] -13 -21
Pst[4][57] 14 -4
Pst[4][58] 7 -4
Pst[4][59] -1 1
Pst[4][60] 7 9
Pst[4][61] 21 -1
Pst[4][62] 21 -14
Pst[4][63] -11 -16
Pst[5][0] 25 -45
Pst[5][1] 83 -47
Pst[5][2] 58 -25
Pst[5][3] -10 -22
Pst[5][4] 17 -22
Pst[5][5] 29 -18
Pst[5][6] 77 -40
Pst[5][7] 47 -59
Pst[5][8] 44 -25
Pst[5][9] 43 -5
Pst[5][10] 3 3
Pst[5][11] -12 6
Pst[5][12] -21 13
Pst[5][13] 8 10
Pst[5][14] 61 -13
Pst[5][15] 52 -30
Pst[5][16] 2 -15
Pst[5][17] 24 1
Pst[5][18] -13 13
Pst[5][19] -28 23
Pst[5][20] -35 30
Pst[5][21] -31 30
Pst[5][22] 28 3
Pst[5][23] -51 5
Pst[5][24] 2 -3
Pst[5][25] 12 7
Pst[5][26] -9 27
Pst[5][27] -25 33
Pst[5][28] -23 32
Pst[5][29] -31 34
Pst[5][30] -8 19
Pst[5][31] -50 4
Pst[5][32] 4 7
Pst[5][33] 22 32
Pst[5][34] -29 37
Pst[5][35] -27 33
Pst[5][36] -55 42
Pst[5][37] -26 47
Pst[5][38] 5 24
Pst[5][39] -18 8
Pst[5][40] -6 9
Pst[5][41] 28 27
Pst[5][42] -29 41
Pst[5][43] -27 48
Pst[5][44] -41 43
Pst[5][45] 0 40
Pst[5][46] 32 20
Pst[5][47] -21 2
Pst[5][48] -8 -41
Pst[5][49] 2 7
Pst[5][50] 9 20
Pst[5][51] -12 29
Pst[5][52] -17 28
Pst[5][53] 0 30
Pst[5][54] 3 43
Pst[5][55] -18 -62
Pst[5][56] -29 -112
Pst[5][57] -11 -31
Pst[5][58] -21 -21
Pst[5][59] -35 -26
Pst[5][60] -33 -15
Pst[5][61] -19 -10
Pst[5][62] -2 -9
Pst[5][63] -25 -79
