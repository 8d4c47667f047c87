# Quince evaluation profile: one weight per line, `name value` or `name opening endgame`.
# Candidate step 9 of `quince` ("refit"), not kept until its SPRT passes (docs/progress.md,
# docs/tuning.md): no new term; step 8's weights (all but material and the bishop pair, PSTs square
# by square) fitted again on step 8's own games, deduplicated: seeds 2030 and 2031 (`quince
# selfplay --lambda 0.5 --nodes 5000 --games 8000 --threads 2`) and seed 2032 (4,000 games from
# openings neither had played), plus sf15-selfplay, 1,857,906 distinct lines, with `quince tune
# --profile quince --pst full --freeze PieceValue,BishopPair --min-count 3000 --l2 2e-9 --lr 0.1`:
# validation loss 0.030090 (step 8) -> 0.029829 (seed 1, 10% validation, K 1.183).
# Use: quince --profile-file docs/candidates/quince-step9-refit.profile [COMMAND], or EvalFile.
# Rewritten for the models (issue #53): Quince's model with PST tables, as written by that fit; the
# weights that fit's evaluation never read (the PST generator's under PstFrom 1, MobilityWeight under
# the mobility tables) and the king danger switched off with all its units at 0 are left out. It
# evaluates as the file written by the fit did.
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
Doubled -3 -27
Isolated -11 -1
IsolatedOpen -8 -29
Backward -1 -2
BackwardOpen -12 -23
CandidateMin 5 2
CandidateMax 39 63
Connected[0][0] 0 0
Connected[0][1] 1 0
Connected[0][2] 3 2
Connected[0][3] 6 6
Connected[0][4] 20 16
Connected[0][5] 48 36
Connected[0][6] 0 0
Connected[0][7] 0 0
Connected[1][0] 0 0
Connected[1][1] 0 0
Connected[1][2] 10 8
Connected[1][3] 7 2
Connected[1][4] 16 7
Connected[1][5] 56 24
Connected[1][6] 41 41
Connected[1][7] 0 0
MobilityTable[0][0] -5 -61
MobilityTable[0][1] 9 -52
MobilityTable[0][2] 12 -19
MobilityTable[0][3] 14 -3
MobilityTable[0][4] 19 3
MobilityTable[0][5] 21 12
MobilityTable[0][6] 27 10
MobilityTable[0][7] 32 6
MobilityTable[0][8] 41 -6
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
MobilityTable[1][0] 3 -48
MobilityTable[1][1] 6 -22
MobilityTable[1][2] 14 -14
MobilityTable[1][3] 16 -4
MobilityTable[1][4] 18 4
MobilityTable[1][5] 20 5
MobilityTable[1][6] 20 11
MobilityTable[1][7] 20 16
MobilityTable[1][8] 21 17
MobilityTable[1][9] 25 15
MobilityTable[1][10] 27 13
MobilityTable[1][11] 26 14
MobilityTable[1][12] 19 27
MobilityTable[1][13] 25 9
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
MobilityTable[2][0] -14 -46
MobilityTable[2][1] -7 -25
MobilityTable[2][2] -6 -18
MobilityTable[2][3] -5 -9
MobilityTable[2][4] -5 -4
MobilityTable[2][5] -3 1
MobilityTable[2][6] 2 2
MobilityTable[2][7] 2 4
MobilityTable[2][8] 3 10
MobilityTable[2][9] 4 12
MobilityTable[2][10] 3 16
MobilityTable[2][11] 13 13
MobilityTable[2][12] 23 11
MobilityTable[2][13] 16 16
MobilityTable[2][14] 73 -3
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
MobilityTable[3][0] -1 -91
MobilityTable[3][1] -3 -84
MobilityTable[3][2] -2 -96
MobilityTable[3][3] -1 -81
MobilityTable[3][4] -4 -61
MobilityTable[3][5] -1 -44
MobilityTable[3][6] -1 -35
MobilityTable[3][7] 1 -26
MobilityTable[3][8] 2 -18
MobilityTable[3][9] 0 -8
MobilityTable[3][10] 3 3
MobilityTable[3][11] -1 20
MobilityTable[3][12] -5 29
MobilityTable[3][13] -5 27
MobilityTable[3][14] -9 41
MobilityTable[3][15] -6 43
MobilityTable[3][16] -7 40
MobilityTable[3][17] -1 36
MobilityTable[3][18] -5 45
MobilityTable[3][19] 4 34
MobilityTable[3][20] 2 36
MobilityTable[3][21] 13 22
MobilityTable[3][22] 23 27
MobilityTable[3][23] -2 27
MobilityTable[3][24] -7 43
MobilityTable[3][25] -1 49
MobilityTable[3][26] 13 91
MobilityTable[3][27] 10 89
RookFileBase 5 60
RookSemiOpen 8 5
RookOpen 17 1
RookKingAdjacentFile 2 17
RookKingFile 28 -7
Rook7th 0 10
Queen7th -15 38
Outpost[0][0] 13 -15
Outpost[0][1] 23 -4
Outpost[1][0] 12 -8
Outpost[1][1] 24 2
BehindPawn[0] 6 11
BehindPawn[1] 3 2
BishopRammed -3 -18
BishopLongDiagonal 10 25
Tempo 10 5
KingAttackOpening 12
ShelterFile[0] 36
ShelterFile[1] 0
ShelterFile[2] 11
ShelterFile[3] 18
ShelterFile[4] 17
ShelterFile[5] 16
ShelterFile[6] 35
ShelterFile[7] 36
ShelterNoPawn 29
ShelterPerfect 7
StormFile[0] 0
StormFile[1] -7
StormFile[2] -10
StormFile[3] -2
StormFile[4] -2
StormFile[5] 29
StormFile[6] 0
StormFile[7] 0
SafeCheck[0] -60 5
SafeCheck[1] -3 -26
SafeCheck[2] -81 16
SafeCheck[3] -8 -65
KingDangerAttacker[0] 0
KingDangerAttacker[1] 0
KingDangerAttacker[2] 0
KingDangerAttacker[3] 0
KingDangerZoneAttack 0
KingDangerWeakSquare 0
KingDangerSafeCheck[0] 0
KingDangerSafeCheck[1] 0
KingDangerSafeCheck[2] 0
KingDangerSafeCheck[3] 0
KingDangerNoQueen 0
KingDangerBase 0
PassedMin 6 12
PassedMax 130 58
UnstoppablePasser 735
FreePasser 151
AttackerDistance 33
DefenderDistance 69
PassedRank[0] 0 0
PassedRank[1] 9 -4
PassedRank[2] 5 -2
PassedRank[3] -7 -1
PassedRank[4] -8 -12
PassedRank[5] -4 -19
PassedRank[6] 34 -5
PassedRank[7] 0 0
PassedBlocked[0] 0 0
PassedBlocked[1] -26 1
PassedBlocked[2] -1 -15
PassedBlocked[3] 1 -11
PassedBlocked[4] -14 7
PassedBlocked[5] -12 3
PassedBlocked[6] -31 -10
PassedBlocked[7] 0 0
PassedSafePath -37 21
TrappedBishop7 -100 -100
TrappedBishop6 -50 -50
BlockedBishop -21 -17
BlockedRook -30 -28
ThreatByPawn 42 41
ThreatByMinor[0] 1 11
ThreatByMinor[1] 12 30
ThreatByMinor[2] 23 26
ThreatByMinor[3] 47 8
ThreatByMinor[4] 36 31
ThreatByRook[0] 1 17
ThreatByRook[1] 11 26
ThreatByRook[2] 13 30
ThreatByRook[3] 9 10
ThreatByRook[4] 45 29
ThreatByKing -8 28
Hanging 10 13
ThreatByPush 9 16
Pst[0][0] -12 0
Pst[0][1] -4 0
Pst[0][2] 0 0
Pst[0][3] 4 0
Pst[0][4] 4 0
Pst[0][5] 0 0
Pst[0][6] -4 0
Pst[0][7] -12 0
Pst[0][8] 2 1
Pst[0][9] 5 2
Pst[0][10] 2 4
Pst[0][11] 5 4
Pst[0][12] -2 18
Pst[0][13] 29 -5
Pst[0][14] 25 -13
Pst[0][15] 3 -10
Pst[0][16] 7 -7
Pst[0][17] 5 -10
Pst[0][18] 7 -7
Pst[0][19] 10 -7
Pst[0][20] 14 -6
Pst[0][21] 16 -16
Pst[0][22] 25 -23
Pst[0][23] 8 -17
Pst[0][24] 5 5
Pst[0][25] 8 -1
Pst[0][26] 25 -14
Pst[0][27] 28 -15
Pst[0][28] 30 -15
Pst[0][29] 25 -21
Pst[0][30] 12 -12
Pst[0][31] -2 -15
Pst[0][32] 16 4
Pst[0][33] 18 0
Pst[0][34] 15 -11
Pst[0][35] 32 -25
Pst[0][36] 27 -18
Pst[0][37] 21 -20
Pst[0][38] 21 -12
Pst[0][39] 7 -15
Pst[0][40] 12 0
Pst[0][41] 15 10
Pst[0][42] 26 -7
Pst[0][43] 25 -4
Pst[0][44] 12 6
Pst[0][45] 40 -6
Pst[0][46] 34 -3
Pst[0][47] 17 -9
Pst[0][48] 12 -21
Pst[0][49] 20 19
Pst[0][50] 16 32
Pst[0][51] 51 40
Pst[0][52] 44 11
Pst[0][53] 10 21
Pst[0][54] -17 -2
Pst[0][55] -12 -32
Pst[0][56] -12 0
Pst[0][57] -4 0
Pst[0][58] 0 0
Pst[0][59] 4 0
Pst[0][60] 4 0
Pst[0][61] 0 0
Pst[0][62] -4 0
Pst[0][63] -12 0
Pst[1][0] -20 -48
Pst[1][1] -23 -44
Pst[1][2] -2 -36
Pst[1][3] -5 -29
Pst[1][4] -4 -29
Pst[1][5] -25 -20
Pst[1][6] -20 -45
Pst[1][7] -20 -48
Pst[1][8] -35 -35
Pst[1][9] -13 -21
Pst[1][10] -7 -30
Pst[1][11] -1 -20
Pst[1][12] 3 -31
Pst[1][13] 1 -37
Pst[1][14] -8 -27
Pst[1][15] -36 -30
Pst[1][16] -22 -42
Pst[1][17] -1 -23
Pst[1][18] -6 -22
Pst[1][19] 4 -7
Pst[1][20] 14 -12
Pst[1][21] 4 -26
Pst[1][22] 12 -27
Pst[1][23] -20 -18
Pst[1][24] -6 -20
Pst[1][25] 14 -7
Pst[1][26] 11 7
Pst[1][27] 7 8
Pst[1][28] 21 11
Pst[1][29] 21 -4
Pst[1][30] 13 -12
Pst[1][31] -1 -15
Pst[1][32] -5 -17
Pst[1][33] -2 -4
Pst[1][34] 12 10
Pst[1][35] 13 15
Pst[1][36] 12 18
Pst[1][37] 41 12
Pst[1][38] 9 -2
Pst[1][39] 9 -12
Pst[1][40] -5 -13
Pst[1][41] 10 -9
Pst[1][42] 1 12
Pst[1][43] 24 9
Pst[1][44] 36 4
Pst[1][45] 26 -1
Pst[1][46] 7 -6
Pst[1][47] -8 -22
Pst[1][48] -24 -34
Pst[1][49] -12 -14
Pst[1][50] 5 -16
Pst[1][51] 5 0
Pst[1][52] 11 -5
Pst[1][53] 16 -12
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
Pst[2][0] -7 -53
Pst[2][1] -5 -24
Pst[2][2] -5 -24
Pst[2][3] -3 -14
Pst[2][4] 11 -20
Pst[2][5] -12 -19
Pst[2][6] -9 -32
Pst[2][7] -23 -50
Pst[2][8] 3 -31
Pst[2][9] 5 -34
Pst[2][10] 14 -17
Pst[2][11] 6 -15
Pst[2][12] 8 -15
Pst[2][13] 9 -21
Pst[2][14] 12 -40
Pst[2][15] 11 -37
Pst[2][16] 4 -25
Pst[2][17] 15 -9
Pst[2][18] 8 -27
Pst[2][19] 8 -1
Pst[2][20] 10 3
Pst[2][21] 14 -25
Pst[2][22] 22 -22
Pst[2][23] 1 -20
Pst[2][24] -6 -8
Pst[2][25] 16 -11
Pst[2][26] 11 -1
Pst[2][27] 22 5
Pst[2][28] 22 5
Pst[2][29] 16 3
Pst[2][30] 23 -10
Pst[2][31] 13 -21
Pst[2][32] -8 0
Pst[2][33] 1 -2
Pst[2][34] 10 6
Pst[2][35] 17 8
Pst[2][36] 13 12
Pst[2][37] 16 4
Pst[2][38] 10 -2
Pst[2][39] 0 0
Pst[2][40] -10 -5
Pst[2][41] -6 3
Pst[2][42] -5 -16
Pst[2][43] 7 3
Pst[2][44] 26 -10
Pst[2][45] 14 -8
Pst[2][46] 17 8
Pst[2][47] 6 -13
Pst[2][48] 0 -9
Pst[2][49] -28 -20
Pst[2][50] -7 5
Pst[2][51] -16 14
Pst[2][52] -15 11
Pst[2][53] -13 -3
Pst[2][54] -25 -8
Pst[2][55] -23 -4
Pst[2][56] -7 -28
Pst[2][57] -25 0
Pst[2][58] -13 -5
Pst[2][59] -7 3
Pst[2][60] -7 9
Pst[2][61] -14 -16
Pst[2][62] -10 -18
Pst[2][63] -7 -32
Pst[3][0] -13 -12
Pst[3][1] -8 -12
Pst[3][2] -6 -7
Pst[3][3] -4 -8
Pst[3][4] -1 -15
Pst[3][5] 0 -11
Pst[3][6] -18 -4
Pst[3][7] -5 -22
Pst[3][8] -23 -19
Pst[3][9] -8 -13
Pst[3][10] -6 -13
Pst[3][11] 7 -20
Pst[3][12] -8 -20
Pst[3][13] -13 -11
Pst[3][14] -29 -24
Pst[3][15] -50 -18
Pst[3][16] -27 -7
Pst[3][17] -17 -4
Pst[3][18] -6 -5
Pst[3][19] -7 -10
Pst[3][20] -6 -16
Pst[3][21] -13 -11
Pst[3][22] -3 -27
Pst[3][23] -25 -17
Pst[3][24] -14 6
Pst[3][25] -14 8
Pst[3][26] -7 5
Pst[3][27] -2 -7
Pst[3][28] 8 -3
Pst[3][29] -17 9
Pst[3][30] 8 4
Pst[3][31] -16 -1
Pst[3][32] -15 19
Pst[3][33] -5 12
Pst[3][34] 12 5
Pst[3][35] 5 2
Pst[3][36] 13 -2
Pst[3][37] 18 9
Pst[3][38] 3 -5
Pst[3][39] -3 5
Pst[3][40] -5 22
Pst[3][41] 10 11
Pst[3][42] 13 7
Pst[3][43] 35 1
Pst[3][44] 39 -3
Pst[3][45] 29 8
Pst[3][46] 8 7
Pst[3][47] 1 5
Pst[3][48] -11 14
Pst[3][49] 3 10
Pst[3][50] 12 4
Pst[3][51] 23 -2
Pst[3][52] 18 4
Pst[3][53] 16 3
Pst[3][54] -5 8
Pst[3][55] 18 -4
Pst[3][56] 12 16
Pst[3][57] -7 19
Pst[3][58] 18 16
Pst[3][59] 5 19
Pst[3][60] 19 22
Pst[3][61] 9 18
Pst[3][62] 15 21
Pst[3][63] 14 16
Pst[4][0] -17 -45
Pst[4][1] -10 -27
Pst[4][2] -21 -47
Pst[4][3] -5 -40
Pst[4][4] 4 -54
Pst[4][5] -1 -46
Pst[4][6] -26 -34
Pst[4][7] -11 -36
Pst[4][8] -25 -37
Pst[4][9] -20 -24
Pst[4][10] 1 -46
Pst[4][11] 3 -33
Pst[4][12] 4 -44
Pst[4][13] -11 -20
Pst[4][14] 4 -26
Pst[4][15] -9 -32
Pst[4][16] -13 -31
Pst[4][17] -8 -16
Pst[4][18] -6 -1
Pst[4][19] -9 -20
Pst[4][20] -8 -5
Pst[4][21] -7 3
Pst[4][22] 7 -24
Pst[4][23] -18 -17
Pst[4][24] -10 -3
Pst[4][25] -17 -3
Pst[4][26] -9 17
Pst[4][27] -10 29
Pst[4][28] -7 21
Pst[4][29] -4 7
Pst[4][30] 4 10
Pst[4][31] -15 2
Pst[4][32] -8 -14
Pst[4][33] -16 9
Pst[4][34] 5 13
Pst[4][35] -5 26
Pst[4][36] 2 27
Pst[4][37] 9 13
Pst[4][38] -6 21
Pst[4][39] 1 9
Pst[4][40] -16 -23
Pst[4][41] -1 -4
Pst[4][42] 1 20
Pst[4][43] 10 18
Pst[4][44] 27 29
Pst[4][45] 44 28
Pst[4][46] 27 9
Pst[4][47] 21 0
Pst[4][48] -17 -15
Pst[4][49] -22 -18
Pst[4][50] 1 -4
Pst[4][51] -1 1
Pst[4][52] 10 7
Pst[4][53] 22 16
Pst[4][54] 12 -10
Pst[4][55] 21 -18
Pst[4][56] -1 -14
Pst[4][57] -6 -19
Pst[4][58] 18 1
Pst[4][59] 8 7
Pst[4][60] 16 13
Pst[4][61] 21 2
Pst[4][62] 12 -8
Pst[4][63] -18 -28
Pst[5][0] -19 -48
Pst[5][1] 33 -39
Pst[5][2] 33 -25
Pst[5][3] -19 -39
Pst[5][4] 8 -40
Pst[5][5] 4 -23
Pst[5][6] 30 -27
Pst[5][7] 15 -53
Pst[5][8] 17 -29
Pst[5][9] 18 -24
Pst[5][10] 16 -14
Pst[5][11] -7 -12
Pst[5][12] -6 -8
Pst[5][13] 19 -6
Pst[5][14] 25 -4
Pst[5][15] 24 -18
Pst[5][16] 5 -12
Pst[5][17] 45 -16
Pst[5][18] -5 -2
Pst[5][19] -18 3
Pst[5][20] -11 6
Pst[5][21] -4 9
Pst[5][22] 32 0
Pst[5][23] -8 -2
Pst[5][24] 16 -20
Pst[5][25] 13 -5
Pst[5][26] -5 3
Pst[5][27] -20 13
Pst[5][28] 3 11
Pst[5][29] 9 12
Pst[5][30] 19 3
Pst[5][31] -5 -12
Pst[5][32] 3 -16
Pst[5][33] 11 8
Pst[5][34] -16 19
Pst[5][35] -30 11
Pst[5][36] -22 17
Pst[5][37] -13 19
Pst[5][38] 17 16
Pst[5][39] 0 -8
Pst[5][40] -5 -16
Pst[5][41] 0 15
Pst[5][42] -15 16
Pst[5][43] -32 10
Pst[5][44] -29 11
Pst[5][45] -20 26
Pst[5][46] -2 29
Pst[5][47] -5 -4
Pst[5][48] -6 -38
Pst[5][49] -1 12
Pst[5][50] -14 7
Pst[5][51] -27 9
Pst[5][52] -27 -3
Pst[5][53] -17 6
Pst[5][54] 1 33
Pst[5][55] -17 -62
Pst[5][56] -32 -122
Pst[5][57] -11 -35
Pst[5][58] -19 -19
Pst[5][59] -35 -24
Pst[5][60] -33 -15
Pst[5][61] -17 -5
Pst[5][62] -3 -18
Pst[5][63] -25 -79
