# Candidate step 9 of `quince`, not kept until its SPRT passes (docs/progress.md, docs/tuning.md):
# the endgame scale (Shape::EndgameScale, src/eval/scale.h) switched on with the scales of the loss
# scan (OCB+knights 106, OCB+rooks 96, OCB+other 120, lone queen off, 56 + 18 per pawn), then
# step 8's weights (all but material and the bishop pair, PSTs square by square) fitted again on
# the same 3,148,689 positions with `quince tune --profile file --pst full --freeze
# PieceValue,BishopPair --min-count 3000 --l2 2e-9 --lr 0.1`: validation loss 0.029155 (step 8)
# -> 0.028742 (the scale alone) -> 0.028633 (seed 1, 10% validation).
# Use: quince --profile-file docs/candidates/quince-step9.profile [COMMAND], or EvalFile.
# Quince evaluation profile: one weight per line, `name value` or `name opening endgame`.
# Tuned by `quince tune` from profile file (full PST) on /tmp/s18/mix3.epd
# 3148689 positions, seed 1, K 1.342, validation loss 0.0287419 -> 0.0286326
base fruit21
fixed ShelterFile[1] PawnFileEndgame
PieceValue[0] 51 126
PieceValue[1] 294 406
PieceValue[2] 294 416
PieceValue[3] 452 592
PieceValue[4] 1080 1096
PieceValue[5] 0 0
BishopPair 24 65
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
PawnFileOpening 4
PawnCentreOpening[0] 0
PawnCentreOpening[1] -14
PawnCentreOpening[2] -1
PawnCentreOpening[3] 16
PawnCentreOpening[4] 3
PawnCentreOpening[5] -9
PawnCentreOpening[6] 34
PawnCentreOpening[7] 0
KnightCentreOpening 4
KnightCentreEndgame 6
KnightRankOpening 1
KnightBackRankOpening -14
KnightTrappedOpening 100
BishopCentreOpening 3
BishopCentreEndgame 5
BishopBackRankOpening 3
BishopDiagonalOpening 12
RookFileOpening 3
QueenCentreOpening 2
QueenCentreEndgame 6
QueenBackRankOpening -1
KingCentreEndgame 7
KingFileOpening 6
KingRankOpening 5
PstFrom 1
Doubled -7 -23
Isolated -6 -5
IsolatedOpen -9 -24
Backward 0 -2
BackwardOpen -13 -21
CandidateMin 1 3
CandidateMax 35 54
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
MobilityWeight[0] -2 7
MobilityWeight[1] 1 3
MobilityWeight[2] 2 4
MobilityWeight[3] 1 7
RookFileBase -20 89
RookSemiOpen 6 6
RookOpen 15 2
RookKingAdjacentFile 2 21
RookKingFile 25 -6
Rook7th 0 11
Queen7th -13 35
KingAttackOpening 13
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
ShelterFile[0] 36
ShelterFile[1] 0
ShelterFile[2] 8
ShelterFile[3] 14
ShelterFile[4] 17
ShelterFile[5] 9
ShelterFile[6] 35
ShelterFile[7] 36
ShelterNoPawn 28
ShelterPerfect 5
StormFile[0] 0
StormFile[1] -10
StormFile[2] -10
StormFile[3] -6
StormFile[4] 0
StormFile[5] 22
StormFile[6] 0
StormFile[7] 0
PassedMin 4 16
PassedMax 118 79
UnstoppablePasser 737
FreePasser 153
AttackerDistance 39
DefenderDistance 73
TrappedBishop7 -100 -100
TrappedBishop6 -50 -50
BlockedBishop -20 -18
BlockedRook -25 -16
MulFull 16
MulPawnlessTwoKnights 1
MulPawnlessBishopsVsKnight 8
MulPawnlessSmallEdge 2
MulOnePawnMinorOnly 4
MulOnePawnSmallEdge 8
MulDrawRule 1
MulOppositeBishops 8
FruitBlackSingleFileQuirk 0
ScoreLimit 29744
PawnFileEndgame 0
Draws 0
KingEdge 0
UnitsPerCp 1
RookFileAhead 0
KingAttackDivisor 256
KingAttackPawns 0
ShelterByWing 0
Pawns 0
CandidateRank[0] 0 0
CandidateRank[1] 0 0
CandidateRank[2] 0 0
CandidateRank[3] 0 0
CandidateRank[4] 0 0
CandidateRank[5] 0 0
CandidateRank[6] 0 0
CandidateRank[7] 0 0
Passers 0
PassedOpeningRank[0] 0
PassedOpeningRank[1] 0
PassedOpeningRank[2] 0
PassedOpeningRank[3] 0
PassedOpeningRank[4] 0
PassedOpeningRank[5] 0
PassedOpeningRank[6] 0
PassedOpeningRank[7] 0
PassedEndgameRank[0] 0
PassedEndgameRank[1] 0
PassedEndgameRank[2] 0
PassedEndgameRank[3] 0
PassedEndgameRank[4] 0
PassedEndgameRank[5] 0
PassedEndgameRank[6] 0
PassedEndgameRank[7] 0
PassedUnblockedOwn[0] 0
PassedUnblockedOwn[1] 0
PassedUnblockedOwn[2] 0
PassedUnblockedOwn[3] 0
PassedUnblockedOwn[4] 0
PassedUnblockedOwn[5] 0
PassedUnblockedOwn[6] 0
PassedUnblockedOwn[7] 0
PassedUnblockedOpp[0] 0
PassedUnblockedOpp[1] 0
PassedUnblockedOpp[2] 0
PassedUnblockedOpp[3] 0
PassedUnblockedOpp[4] 0
PassedUnblockedOpp[5] 0
PassedUnblockedOpp[6] 0
PassedUnblockedOpp[7] 0
PassedFreeRank[0] 0
PassedFreeRank[1] 0
PassedFreeRank[2] 0
PassedFreeRank[3] 0
PassedFreeRank[4] 0
PassedFreeRank[5] 0
PassedFreeRank[6] 0
PassedFreeRank[7] 0
PassedAttDistance[0] 0
PassedAttDistance[1] 0
PassedAttDistance[2] 0
PassedAttDistance[3] 0
PassedAttDistance[4] 0
PassedAttDistance[5] 0
PassedAttDistance[6] 0
PassedAttDistance[7] 0
PassedDefDistance[0] 0
PassedDefDistance[1] 0
PassedDefDistance[2] 0
PassedDefDistance[3] 0
PassedDefDistance[4] 0
PassedDefDistance[5] 0
PassedDefDistance[6] 0
PassedDefDistance[7] 0
LazyEval 0
LazyMargin 0
Threats 1
ThreatByPawn 34 40
ThreatByMinor[0] 1 13
ThreatByMinor[1] 10 27
ThreatByMinor[2] 17 23
ThreatByMinor[3] 41 12
ThreatByMinor[4] 31 33
ThreatByRook[0] -2 17
ThreatByRook[1] 12 24
ThreatByRook[2] 18 29
ThreatByRook[3] 9 10
ThreatByRook[4] 44 25
ThreatByKing -3 26
Hanging 8 15
SafeChecks 1
SafeCheck[0] -55 3
SafeCheck[1] -2 -25
SafeCheck[2] -65 8
SafeCheck[3] -6 -75
Outposts 1
Outpost[0][0] 12 -8
Outpost[0][1] 16 2
Outpost[1][0] 11 -5
Outpost[1][1] 19 4
ConnectedPawns 1
Connected[0][0] 0 0
Connected[0][1] 0 -1
Connected[0][2] 3 4
Connected[0][3] 6 7
Connected[0][4] 15 13
Connected[0][5] 51 36
Connected[0][6] 0 0
Connected[0][7] 0 0
Connected[1][0] 0 0
Connected[1][1] 0 0
Connected[1][2] 9 6
Connected[1][3] 6 6
Connected[1][4] 11 5
Connected[1][5] 45 23
Connected[1][6] 43 30
Connected[1][7] 0 0
MinorBehindPawn 1
BehindPawn[0] 5 10
BehindPawn[1] 2 1
SideToMoveBonus 1
Tempo 8 5
PassedDetails 1
PassedRank[0] 0 0
PassedRank[1] 1 0
PassedRank[2] 5 -1
PassedRank[3] -2 0
PassedRank[4] -8 -10
PassedRank[5] -10 -15
PassedRank[6] 23 8
PassedRank[7] 0 0
PassedBlocked[0] 0 0
PassedBlocked[1] -32 4
PassedBlocked[2] -6 -22
PassedBlocked[3] 3 -12
PassedBlocked[4] -14 6
PassedBlocked[5] -11 3
PassedBlocked[6] -34 -4
PassedBlocked[7] 0 0
PassedSafePath -29 20
BishopPawns 1
BishopRammed -1 -10
BishopLongDiagonal 7 22
PushThreats 1
ThreatByPush 8 16
KingPawns 0
KingPawnDistance 0 0
PawnlessFlank 0 0
Space 0
SpaceSquare 0 0
PassedRooks 0
PassedHeavyBehind[0] 0 0
PassedHeavyBehind[1] 0 0
EndgameScale 1
ScaleOcbKnights 106
ScaleOcbRooks 96
ScaleOcbPieces 120
ScaleLoneQueen 128
ScalePawnsBase 56
ScalePerPawn 18
Pst[0][0] -12 0
Pst[0][1] -4 0
Pst[0][2] 0 0
Pst[0][3] 4 0
Pst[0][4] 4 0
Pst[0][5] 0 0
Pst[0][6] -4 0
Pst[0][7] -12 0
Pst[0][8] -4 -4
Pst[0][9] 7 -5
Pst[0][10] 3 -6
Pst[0][11] 7 3
Pst[0][12] -1 5
Pst[0][13] 28 -9
Pst[0][14] 26 -12
Pst[0][15] 3 -15
Pst[0][16] -2 -11
Pst[0][17] 3 -15
Pst[0][18] 6 -15
Pst[0][19] 7 -3
Pst[0][20] 10 -8
Pst[0][21] 12 -18
Pst[0][22] 20 -19
Pst[0][23] 5 -23
Pst[0][24] -2 0
Pst[0][25] 7 -10
Pst[0][26] 16 -19
Pst[0][27] 26 -15
Pst[0][28] 24 -13
Pst[0][29] 23 -22
Pst[0][30] 12 -17
Pst[0][31] -1 -22
Pst[0][32] 3 2
Pst[0][33] 11 -3
Pst[0][34] 9 -8
Pst[0][35] 26 -23
Pst[0][36] 18 -18
Pst[0][37] 21 -18
Pst[0][38] 17 -10
Pst[0][39] 1 -10
Pst[0][40] 10 2
Pst[0][41] -9 8
Pst[0][42] 11 4
Pst[0][43] 18 -3
Pst[0][44] 4 14
Pst[0][45] 33 -1
Pst[0][46] 15 -12
Pst[0][47] 12 -6
Pst[0][48] 19 -12
Pst[0][49] 18 19
Pst[0][50] 6 30
Pst[0][51] 43 39
Pst[0][52] 45 8
Pst[0][53] 8 14
Pst[0][54] -16 3
Pst[0][55] -9 -18
Pst[0][56] -12 0
Pst[0][57] -4 0
Pst[0][58] 0 0
Pst[0][59] 4 0
Pst[0][60] 4 0
Pst[0][61] 0 0
Pst[0][62] -4 0
Pst[0][63] -12 0
Pst[1][0] -20 -48
Pst[1][1] -21 -50
Pst[1][2] -6 -27
Pst[1][3] 0 -38
Pst[1][4] -15 -17
Pst[1][5] -23 -18
Pst[1][6] -20 -40
Pst[1][7] -20 -48
Pst[1][8] -20 -28
Pst[1][9] -23 -27
Pst[1][10] -6 -24
Pst[1][11] -1 -17
Pst[1][12] -1 -18
Pst[1][13] 1 -36
Pst[1][14] -17 -21
Pst[1][15] -27 -25
Pst[1][16] -18 -34
Pst[1][17] -3 -14
Pst[1][18] -2 -17
Pst[1][19] 10 2
Pst[1][20] 11 -6
Pst[1][21] 3 -18
Pst[1][22] -1 -20
Pst[1][23] -17 -24
Pst[1][24] 0 -26
Pst[1][25] 8 -12
Pst[1][26] 8 12
Pst[1][27] 7 11
Pst[1][28] 15 11
Pst[1][29] 17 0
Pst[1][30] 23 -4
Pst[1][31] -2 -10
Pst[1][32] -8 -17
Pst[1][33] 2 1
Pst[1][34] 18 3
Pst[1][35] 14 14
Pst[1][36] 10 21
Pst[1][37] 35 4
Pst[1][38] 7 -5
Pst[1][39] -7 -23
Pst[1][40] -22 -23
Pst[1][41] 9 -6
Pst[1][42] -3 8
Pst[1][43] 17 12
Pst[1][44] 40 7
Pst[1][45] 24 -2
Pst[1][46] -4 -12
Pst[1][47] -13 -29
Pst[1][48] -23 -31
Pst[1][49] -10 -16
Pst[1][50] 4 -13
Pst[1][51] 2 3
Pst[1][52] 4 -9
Pst[1][53] 21 -15
Pst[1][54] -17 -22
Pst[1][55] -28 -27
Pst[1][56] -131 -48
Pst[1][57] -23 -36
Pst[1][58] -15 -23
Pst[1][59] -11 -20
Pst[1][60] -7 -9
Pst[1][61] -15 -24
Pst[1][62] -23 -36
Pst[1][63] -131 -48
Pst[2][0] 0 -45
Pst[2][1] -3 -20
Pst[2][2] -6 -21
Pst[2][3] -3 -19
Pst[2][4] 6 -23
Pst[2][5] -12 -16
Pst[2][6] -5 -27
Pst[2][7] -23 -59
Pst[2][8] 6 -18
Pst[2][9] 4 -35
Pst[2][10] 17 -23
Pst[2][11] 2 -7
Pst[2][12] 8 -14
Pst[2][13] -2 -14
Pst[2][14] 8 -30
Pst[2][15] 4 -32
Pst[2][16] 2 -21
Pst[2][17] 11 -9
Pst[2][18] 6 -19
Pst[2][19] 7 2
Pst[2][20] 7 10
Pst[2][21] 12 -31
Pst[2][22] 14 -11
Pst[2][23] 2 -17
Pst[2][24] -4 -11
Pst[2][25] 11 -4
Pst[2][26] 5 -1
Pst[2][27] 21 13
Pst[2][28] 25 1
Pst[2][29] 8 4
Pst[2][30] 18 -15
Pst[2][31] 13 -16
Pst[2][32] -12 2
Pst[2][33] 0 -4
Pst[2][34] 13 6
Pst[2][35] 17 6
Pst[2][36] 1 23
Pst[2][37] 5 7
Pst[2][38] 9 1
Pst[2][39] -6 -10
Pst[2][40] -12 -10
Pst[2][41] -3 1
Pst[2][42] -1 -9
Pst[2][43] -2 14
Pst[2][44] 33 -4
Pst[2][45] 19 -5
Pst[2][46] 2 10
Pst[2][47] 7 -16
Pst[2][48] -1 -8
Pst[2][49] -28 -15
Pst[2][50] -11 -1
Pst[2][51] -26 21
Pst[2][52] -16 12
Pst[2][53] -7 -1
Pst[2][54] -23 0
Pst[2][55] -13 -9
Pst[2][56] -8 -26
Pst[2][57] -25 1
Pst[2][58] -12 -11
Pst[2][59] -5 5
Pst[2][60] -7 11
Pst[2][61] -11 -8
Pst[2][62] -8 -15
Pst[2][63] -8 -33
Pst[3][0] -17 -4
Pst[3][1] -10 -13
Pst[3][2] -9 -7
Pst[3][3] -2 -11
Pst[3][4] -3 -11
Pst[3][5] -4 -9
Pst[3][6] -10 -12
Pst[3][7] -5 -21
Pst[3][8] -20 -13
Pst[3][9] -9 -17
Pst[3][10] -8 -9
Pst[3][11] 1 -13
Pst[3][12] -7 -16
Pst[3][13] -15 -12
Pst[3][14] -18 -27
Pst[3][15] -36 -15
Pst[3][16] -22 -11
Pst[3][17] -10 -4
Pst[3][18] -11 -5
Pst[3][19] -3 -16
Pst[3][20] -6 -15
Pst[3][21] -13 -11
Pst[3][22] 1 -24
Pst[3][23] -21 -13
Pst[3][24] -16 8
Pst[3][25] -14 3
Pst[3][26] -1 -1
Pst[3][27] 1 -6
Pst[3][28] 3 0
Pst[3][29] -16 9
Pst[3][30] -1 6
Pst[3][31] -6 -12
Pst[3][32] -24 20
Pst[3][33] -9 15
Pst[3][34] 10 7
Pst[3][35] 0 4
Pst[3][36] 17 4
Pst[3][37] 11 4
Pst[3][38] 4 -4
Pst[3][39] 0 6
Pst[3][40] -15 20
Pst[3][41] 15 11
Pst[3][42] 6 13
Pst[3][43] 30 -3
Pst[3][44] 34 0
Pst[3][45] 30 5
Pst[3][46] 4 10
Pst[3][47] -9 13
Pst[3][48] -4 11
Pst[3][49] -1 4
Pst[3][50] 14 8
Pst[3][51] 26 0
Pst[3][52] 18 11
Pst[3][53] 12 4
Pst[3][54] -9 17
Pst[3][55] 27 1
Pst[3][56] 9 16
Pst[3][57] -17 23
Pst[3][58] 16 17
Pst[3][59] 3 17
Pst[3][60] 16 23
Pst[3][61] 9 17
Pst[3][62] 13 17
Pst[3][63] 12 13
Pst[4][0] -21 -45
Pst[4][1] -15 -23
Pst[4][2] -14 -48
Pst[4][3] -4 -38
Pst[4][4] 8 -57
Pst[4][5] -3 -40
Pst[4][6] -29 -36
Pst[4][7] -11 -36
Pst[4][8] -12 -41
Pst[4][9] -15 -22
Pst[4][10] -2 -40
Pst[4][11] -1 -31
Pst[4][12] 1 -41
Pst[4][13] -9 -27
Pst[4][14] -1 -22
Pst[4][15] -8 -34
Pst[4][16] -13 -25
Pst[4][17] -5 -15
Pst[4][18] -12 -1
Pst[4][19] -4 -25
Pst[4][20] -5 -6
Pst[4][21] -4 9
Pst[4][22] 5 -22
Pst[4][23] -12 -13
Pst[4][24] -8 -7
Pst[4][25] -16 0
Pst[4][26] -4 18
Pst[4][27] -11 25
Pst[4][28] -6 23
Pst[4][29] -3 11
Pst[4][30] -1 12
Pst[4][31] -12 3
Pst[4][32] -6 -19
Pst[4][33] -11 12
Pst[4][34] -2 10
Pst[4][35] -8 28
Pst[4][36] -1 20
Pst[4][37] 7 20
Pst[4][38] -4 22
Pst[4][39] -3 17
Pst[4][40] -8 -22
Pst[4][41] 1 -4
Pst[4][42] -5 22
Pst[4][43] 9 20
Pst[4][44] 23 33
Pst[4][45] 43 28
Pst[4][46] 23 7
Pst[4][47] 5 -7
Pst[4][48] -12 -17
Pst[4][49] -19 -19
Pst[4][50] -4 -1
Pst[4][51] -1 4
Pst[4][52] 12 9
Pst[4][53] 21 15
Pst[4][54] 10 -9
Pst[4][55] 25 -20
Pst[4][56] 0 -11
Pst[4][57] -1 -14
Pst[4][58] 19 3
Pst[4][59] 8 10
Pst[4][60] 10 10
Pst[4][61] 18 -1
Pst[4][62] 15 -4
Pst[4][63] -19 -27
Pst[5][0] -14 -48
Pst[5][1] 22 -31
Pst[5][2] 29 -31
Pst[5][3] -13 -40
Pst[5][4] 8 -45
Pst[5][5] 6 -27
Pst[5][6] 28 -31
Pst[5][7] 21 -57
Pst[5][8] 20 -19
Pst[5][9] 21 -26
Pst[5][10] 12 -17
Pst[5][11] 0 -17
Pst[5][12] 1 -12
Pst[5][13] 10 -15
Pst[5][14] 22 -15
Pst[5][15] 24 -25
Pst[5][16] 4 -19
Pst[5][17] 42 -22
Pst[5][18] 0 -2
Pst[5][19] -15 3
Pst[5][20] -17 2
Pst[5][21] -3 1
Pst[5][22] 20 -7
Pst[5][23] -6 -10
Pst[5][24] 19 -21
Pst[5][25] 14 -5
Pst[5][26] -3 6
Pst[5][27] -25 9
Pst[5][28] 4 7
Pst[5][29] 5 11
Pst[5][30] 25 -3
Pst[5][31] -4 -20
Pst[5][32] 6 -8
Pst[5][33] 11 2
Pst[5][34] -19 20
Pst[5][35] -31 23
Pst[5][36] -26 16
Pst[5][37] -14 16
Pst[5][38] 12 17
Pst[5][39] 3 -1
Pst[5][40] -4 -9
Pst[5][41] -1 20
Pst[5][42] -16 28
Pst[5][43] -33 18
Pst[5][44] -30 15
Pst[5][45] -23 36
Pst[5][46] 0 35
Pst[5][47] -2 7
Pst[5][48] -6 -38
Pst[5][49] 1 24
Pst[5][50] -13 12
Pst[5][51] -26 10
Pst[5][52] -29 -10
Pst[5][53] -18 8
Pst[5][54] -1 31
Pst[5][55] -16 -57
Pst[5][56] -33 -121
Pst[5][57] -11 -34
Pst[5][58] -19 -21
Pst[5][59] -33 -22
Pst[5][60] -33 -16
Pst[5][61] -18 -7
Pst[5][62] -2 -18
Pst[5][63] -28 -91
KingEdgeTable[0] 0
KingEdgeTable[1] 0
KingEdgeTable[2] 0
KingEdgeTable[3] 0
KingEdgeTable[4] 0
KingEdgeTable[5] 0
KingEdgeTable[6] 0
KingEdgeTable[7] 0
KingEdgeTable[8] 0
KingEdgeTable[9] 0
KingEdgeTable[10] 0
KingEdgeTable[11] 0
KingEdgeTable[12] 0
KingEdgeTable[13] 0
KingEdgeTable[14] 0
KingEdgeTable[15] 0
KingEdgeTable[16] 0
KingEdgeTable[17] 0
KingEdgeTable[18] 0
KingEdgeTable[19] 0
KingEdgeTable[20] 0
KingEdgeTable[21] 0
KingEdgeTable[22] 0
KingEdgeTable[23] 0
KingEdgeTable[24] 0
KingEdgeTable[25] 0
KingEdgeTable[26] 0
KingEdgeTable[27] 0
KingEdgeTable[28] 0
KingEdgeTable[29] 0
KingEdgeTable[30] 0
KingEdgeTable[31] 0
KingEdgeTable[32] 0
KingEdgeTable[33] 0
KingEdgeTable[34] 0
KingEdgeTable[35] 0
KingEdgeTable[36] 0
KingEdgeTable[37] 0
KingEdgeTable[38] 0
KingEdgeTable[39] 0
KingEdgeTable[40] 0
KingEdgeTable[41] 0
KingEdgeTable[42] 0
KingEdgeTable[43] 0
KingEdgeTable[44] 0
KingEdgeTable[45] 0
KingEdgeTable[46] 0
KingEdgeTable[47] 0
KingEdgeTable[48] 0
KingEdgeTable[49] 0
KingEdgeTable[50] 0
KingEdgeTable[51] 0
KingEdgeTable[52] 0
KingEdgeTable[53] 0
KingEdgeTable[54] 0
KingEdgeTable[55] 0
KingEdgeTable[56] 0
KingEdgeTable[57] 0
KingEdgeTable[58] 0
KingEdgeTable[59] 0
KingEdgeTable[60] 0
KingEdgeTable[61] 0
KingEdgeTable[62] 0
KingEdgeTable[63] 0
MobilityTables 1
MobilityTable[0][0] -2 -63
MobilityTable[0][1] 6 -41
MobilityTable[0][2] 10 -4
MobilityTable[0][3] 12 8
MobilityTable[0][4] 16 13
MobilityTable[0][5] 17 21
MobilityTable[0][6] 21 20
MobilityTable[0][7] 28 16
MobilityTable[0][8] 40 1
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
MobilityTable[1][0] 1 -55
MobilityTable[1][1] 2 -11
MobilityTable[1][2] 10 -5
MobilityTable[1][3] 12 7
MobilityTable[1][4] 14 11
MobilityTable[1][5] 15 15
MobilityTable[1][6] 16 18
MobilityTable[1][7] 16 25
MobilityTable[1][8] 16 27
MobilityTable[1][9] 22 25
MobilityTable[1][10] 26 26
MobilityTable[1][11] 23 23
MobilityTable[1][12] 21 32
MobilityTable[1][13] 27 18
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
MobilityTable[2][0] -12 -50
MobilityTable[2][1] -8 -21
MobilityTable[2][2] -7 -14
MobilityTable[2][3] -5 -10
MobilityTable[2][4] -4 -4
MobilityTable[2][5] -5 4
MobilityTable[2][6] -1 4
MobilityTable[2][7] -1 8
MobilityTable[2][8] 1 14
MobilityTable[2][9] 3 18
MobilityTable[2][10] 5 18
MobilityTable[2][11] 10 16
MobilityTable[2][12] 18 14
MobilityTable[2][13] 10 15
MobilityTable[2][14] 64 1
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
MobilityTable[3][0] -2 -91
MobilityTable[3][1] -5 -83
MobilityTable[3][2] -2 -97
MobilityTable[3][3] -1 -78
MobilityTable[3][4] -1 -52
MobilityTable[3][5] -1 -42
MobilityTable[3][6] 0 -35
MobilityTable[3][7] 0 -24
MobilityTable[3][8] 2 -14
MobilityTable[3][9] 2 -10
MobilityTable[3][10] 3 6
MobilityTable[3][11] -1 16
MobilityTable[3][12] -7 34
MobilityTable[3][13] -3 32
MobilityTable[3][14] -8 43
MobilityTable[3][15] -4 38
MobilityTable[3][16] -8 40
MobilityTable[3][17] -2 35
MobilityTable[3][18] -10 45
MobilityTable[3][19] 7 38
MobilityTable[3][20] 6 40
MobilityTable[3][21] 11 24
MobilityTable[3][22] 21 28
MobilityTable[3][23] -4 29
MobilityTable[3][24] -7 47
MobilityTable[3][25] -1 53
MobilityTable[3][26] 13 91
MobilityTable[3][27] 10 91
KingDanger 0
KingDangerOpDivisor 4096
KingDangerEgDivisor 16
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
