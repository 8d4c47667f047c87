# Candidate, not kept: `quince` (step 4, main eefcfa1) with the king danger switched on and fitted
# (eval/king.h king_danger; docs/evaluation.md "King danger"; issue #22). Fitted with
# `quince tune --only` on sf15-selfplay plus 93,661 quiet positions of quince's own 5,000-node games
# (241,101 in all, 10 % validation, min count 300, L2 2e-9): validation loss 0.091693 -> 0.091444.
# Played: +40 against step 4 at 5,000 nodes per move (`selfplay --vs`, 600 games, seed 79, about
# +-25); SPRT [0, 5] against main eefcfa1 at 3s+0.03s: 592 games, 174-153-265, +12 (about +-21),
# LLR near 0, stopped undecided (docs/progress.md). Bench with this file: 7121382 (main: 6123833).
# Use: quince --profile-file docs/candidates/quince-king-danger.profile [COMMAND], or the UCI option
# EvalFile; scripts/sprt HEAD --opts "option.EvalFile=$PWD/docs/candidates/quince-king-danger.profile".
# Quince evaluation profile: one weight per line, `name value` or `name opening endgame`.
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
PawnCentreOpening[1] -8
PawnCentreOpening[2] -1
PawnCentreOpening[3] 15
PawnCentreOpening[4] 5
PawnCentreOpening[5] -9
PawnCentreOpening[6] 22
PawnCentreOpening[7] 0
KnightCentreOpening 7
KnightCentreEndgame 5
KnightRankOpening 6
KnightBackRankOpening -28
KnightTrappedOpening 100
BishopCentreOpening 3
BishopCentreEndgame 5
BishopBackRankOpening 2
BishopDiagonalOpening 6
RookFileOpening 4
QueenCentreOpening -2
QueenCentreEndgame 7
QueenBackRankOpening 2
KingCentreEndgame 8
KingFileOpening 4
KingRankOpening 6
PstFrom 0
Doubled 1 -30
Isolated -14 -4
IsolatedOpen -15 -26
Backward 3 -11
BackwardOpen -23 -11
CandidateMin -4 10
CandidateMax 62 80
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
RookFileBase -68 93
RookSemiOpen 0 4
RookOpen 22 -6
RookKingAdjacentFile -13 15
RookKingFile 31 -6
Rook7th 16 23
Queen7th 0 30
KingAttackOpening 7
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
ShelterFile[2] 13
ShelterFile[3] 14
ShelterFile[4] 20
ShelterFile[5] 4
ShelterFile[6] 35
ShelterFile[7] 36
ShelterNoPawn 32
ShelterPerfect 16
StormFile[0] 0
StormFile[1] -21
StormFile[2] -12
StormFile[3] -15
StormFile[4] -7
StormFile[5] 18
StormFile[6] -40
StormFile[7] 0
PassedMin 10 22
PassedMax 117 151
UnstoppablePasser 770
FreePasser 136
AttackerDistance 29
DefenderDistance 45
TrappedBishop7 -100 -100
TrappedBishop6 -50 -50
BlockedBishop -50 0
BlockedRook -32 -3
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
ThreatByPawn 33 29
ThreatByMinor[0] -1 16
ThreatByMinor[1] 11 25
ThreatByMinor[2] 20 43
ThreatByMinor[3] 41 15
ThreatByMinor[4] 41 32
ThreatByRook[0] -2 21
ThreatByRook[1] 8 41
ThreatByRook[2] 18 35
ThreatByRook[3] 6 15
ThreatByRook[4] 38 29
ThreatByKing -18 31
Hanging 5 11
SafeChecks 1
SafeCheck[0] -62 12
SafeCheck[1] -10 -23
SafeCheck[2] -64 1
SafeCheck[3] -21 -32
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
MobilityTable[0][0] -17 -43
MobilityTable[0][1] 1 -21
MobilityTable[0][2] 2 -6
MobilityTable[0][3] -4 18
MobilityTable[0][4] -5 22
MobilityTable[0][5] -6 41
MobilityTable[0][6] 2 37
MobilityTable[0][7] 19 26
MobilityTable[0][8] 17 11
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
MobilityTable[1][0] -25 -48
MobilityTable[1][1] 4 -23
MobilityTable[1][2] 5 -9
MobilityTable[1][3] 1 14
MobilityTable[1][4] 10 0
MobilityTable[1][5] 8 20
MobilityTable[1][6] 2 22
MobilityTable[1][7] -2 33
MobilityTable[1][8] 6 24
MobilityTable[1][9] 5 29
MobilityTable[1][10] 15 37
MobilityTable[1][11] 5 18
MobilityTable[1][12] 6 28
MobilityTable[1][13] 8 9
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
MobilityTable[2][0] -25 -18
MobilityTable[2][1] -16 -43
MobilityTable[2][2] -14 -26
MobilityTable[2][3] -13 -21
MobilityTable[2][4] -3 -17
MobilityTable[2][5] -4 -1
MobilityTable[2][6] 1 2
MobilityTable[2][7] -1 5
MobilityTable[2][8] 0 16
MobilityTable[2][9] 12 14
MobilityTable[2][10] 8 26
MobilityTable[2][11] 36 15
MobilityTable[2][12] 36 15
MobilityTable[2][13] 0 28
MobilityTable[2][14] 18 19
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
MobilityTable[3][0] -6 -91
MobilityTable[3][1] -3 -89
MobilityTable[3][2] -19 -86
MobilityTable[3][3] 2 -82
MobilityTable[3][4] -4 -74
MobilityTable[3][5] -3 -73
MobilityTable[3][6] -1 -49
MobilityTable[3][7] 4 -43
MobilityTable[3][8] 6 -32
MobilityTable[3][9] 1 -27
MobilityTable[3][10] -5 2
MobilityTable[3][11] -10 10
MobilityTable[3][12] -12 17
MobilityTable[3][13] -6 28
MobilityTable[3][14] -20 39
MobilityTable[3][15] -6 21
MobilityTable[3][16] -1 26
MobilityTable[3][17] 4 33
MobilityTable[3][18] -15 41
MobilityTable[3][19] 4 41
MobilityTable[3][20] -8 42
MobilityTable[3][21] -8 28
MobilityTable[3][22] 12 55
MobilityTable[3][23] 1 55
MobilityTable[3][24] 4 69
MobilityTable[3][25] 10 78
MobilityTable[3][26] 13 91
MobilityTable[3][27] 14 98
KingDanger 1
KingDangerOpDivisor 4096
KingDangerEgDivisor 16
KingDangerAttacker[0] -4
KingDangerAttacker[1] 217
KingDangerAttacker[2] 1
KingDangerAttacker[3] -63
KingDangerZoneAttack 130
KingDangerWeakSquare 55
KingDangerSafeCheck[0] 420
KingDangerSafeCheck[1] 244
KingDangerSafeCheck[2] 297
KingDangerSafeCheck[3] 203
KingDangerNoQueen -488
KingDangerBase -348
