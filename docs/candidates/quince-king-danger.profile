# Candidate, not kept: `quince` (step 6) with the king danger switched on and fitted again
# (eval/king.h king_danger; docs/evaluation.md "King danger"; issue #22). First fitted on step 4
# (sf15-selfplay plus 93,661 of quince's own positions, `--only`): +40 against step 4 at 5,000 nodes
# per move (600 games, seed 79, about +-25), then an SPRT [0, 5] against main eefcfa1 at 3s+0.03s
# stopped undecided after 592 games, 174-153-265, +12 (about +-21) (docs/progress.md).
# This file: step 6's weights plus the step-4 candidate's danger units, everything but material and
# the bishop pair fitted again on step 6's 1,725,067 blended positions (`--pst full --freeze
# PieceValue,BishopPair --min-count 3000 --l2 2e-9 --lr 0.5`): validation loss 0.031795 -> 0.031667
# (step 6 itself: 0.031761). Played against step 5 at 5,000 nodes per move (600 games, seed 79): +47,
# against +55 for step 6 on the same games, so not taken. Bench with this file: 5743227.
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
Doubled -1 -22
Isolated -9 -5
IsolatedOpen -5 -28
Backward 1 -5
BackwardOpen -12 -23
CandidateMin 3 3
CandidateMax 43 84
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
RookFileBase -13 75
RookSemiOpen 5 8
RookOpen 20 -2
RookKingAdjacentFile -1 18
RookKingFile 31 -6
Rook7th 6 12
Queen7th -8 39
KingAttackOpening 11
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
ShelterFile[2] 10
ShelterFile[3] 16
ShelterFile[4] 16
ShelterFile[5] 12
ShelterFile[6] 35
ShelterFile[7] 36
ShelterNoPawn 28
ShelterPerfect 6
StormFile[0] 0
StormFile[1] -7
StormFile[2] -11
StormFile[3] -4
StormFile[4] 1
StormFile[5] 39
StormFile[6] 0
StormFile[7] 0
PassedMin 6 16
PassedMax 113 78
UnstoppablePasser 751
FreePasser 146
AttackerDistance 34
DefenderDistance 67
TrappedBishop7 -100 -100
TrappedBishop6 -50 -50
BlockedBishop -23 -17
BlockedRook -16 -18
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
ThreatByPawn 33 40
ThreatByMinor[0] 0 14
ThreatByMinor[1] 13 31
ThreatByMinor[2] 17 25
ThreatByMinor[3] 45 11
ThreatByMinor[4] 36 33
ThreatByRook[0] -1 20
ThreatByRook[1] 14 27
ThreatByRook[2] 24 30
ThreatByRook[3] 7 13
ThreatByRook[4] 48 31
ThreatByKing 5 27
Hanging 11 15
SafeChecks 1
SafeCheck[0] -47 14
SafeCheck[1] -1 -19
SafeCheck[2] -61 9
SafeCheck[3] -7 -58
Outposts 1
Outpost[0][0] 21 -5
Outpost[0][1] 24 7
Outpost[1][0] 14 -3
Outpost[1][1] 20 8
ConnectedPawns 1
Connected[0][0] 0 0
Connected[0][1] 0 -1
Connected[0][2] 6 2
Connected[0][3] 4 9
Connected[0][4] 17 11
Connected[0][5] 36 21
Connected[0][6] 0 0
Connected[0][7] 0 0
Connected[1][0] 0 0
Connected[1][1] 0 0
Connected[1][2] 10 5
Connected[1][3] 8 6
Connected[1][4] 7 6
Connected[1][5] 37 26
Connected[1][6] 35 24
Connected[1][7] 0 0
MinorBehindPawn 1
BehindPawn[0] 7 5
BehindPawn[1] 4 3
SideToMoveBonus 1
Tempo 9 5
Pst[0][0] -12 0
Pst[0][1] -4 0
Pst[0][2] 0 0
Pst[0][3] 4 0
Pst[0][4] 4 0
Pst[0][5] 0 0
Pst[0][6] -4 0
Pst[0][7] -12 0
Pst[0][8] -5 0
Pst[0][9] 6 1
Pst[0][10] 0 -3
Pst[0][11] 4 7
Pst[0][12] -3 16
Pst[0][13] 25 -2
Pst[0][14] 20 -7
Pst[0][15] 1 -10
Pst[0][16] -3 -7
Pst[0][17] -3 -7
Pst[0][18] 2 -12
Pst[0][19] 3 0
Pst[0][20] 7 -9
Pst[0][21] 7 -10
Pst[0][22] 17 -11
Pst[0][23] 0 -16
Pst[0][24] -2 4
Pst[0][25] 4 -5
Pst[0][26] 14 -9
Pst[0][27] 28 -11
Pst[0][28] 25 -9
Pst[0][29] 24 -14
Pst[0][30] 17 -10
Pst[0][31] -2 -16
Pst[0][32] 0 1
Pst[0][33] 13 -4
Pst[0][34] 10 -5
Pst[0][35] 29 -21
Pst[0][36] 22 -19
Pst[0][37] 16 -18
Pst[0][38] 17 -6
Pst[0][39] 2 -12
Pst[0][40] 5 7
Pst[0][41] 5 0
Pst[0][42] 21 -5
Pst[0][43] 7 1
Pst[0][44] -7 14
Pst[0][45] 23 -2
Pst[0][46] 3 -16
Pst[0][47] 1 -4
Pst[0][48] 15 5
Pst[0][49] 21 32
Pst[0][50] 20 33
Pst[0][51] 51 47
Pst[0][52] 43 3
Pst[0][53] 10 28
Pst[0][54] -3 7
Pst[0][55] -7 -9
Pst[0][56] -12 0
Pst[0][57] -4 0
Pst[0][58] 0 0
Pst[0][59] 4 0
Pst[0][60] 4 0
Pst[0][61] 0 0
Pst[0][62] -4 0
Pst[0][63] -12 0
Pst[1][0] -20 -48
Pst[1][1] -22 -37
Pst[1][2] -10 -32
Pst[1][3] 7 -42
Pst[1][4] -15 -4
Pst[1][5] -26 -10
Pst[1][6] -20 -32
Pst[1][7] -20 -48
Pst[1][8] -21 -36
Pst[1][9] -9 -24
Pst[1][10] -8 -19
Pst[1][11] 0 -13
Pst[1][12] 0 -25
Pst[1][13] -11 -29
Pst[1][14] -4 -23
Pst[1][15] -29 -36
Pst[1][16] -19 -22
Pst[1][17] -2 -9
Pst[1][18] -2 -14
Pst[1][19] 9 9
Pst[1][20] 15 0
Pst[1][21] 4 -18
Pst[1][22] -1 -9
Pst[1][23] -17 -27
Pst[1][24] -5 -33
Pst[1][25] -1 -9
Pst[1][26] 3 14
Pst[1][27] 9 9
Pst[1][28] 11 10
Pst[1][29] 11 -5
Pst[1][30] 10 -7
Pst[1][31] -1 -14
Pst[1][32] -10 -20
Pst[1][33] -3 2
Pst[1][34] 20 1
Pst[1][35] 14 12
Pst[1][36] 11 22
Pst[1][37] 31 9
Pst[1][38] 7 -18
Pst[1][39] -12 -26
Pst[1][40] -11 -27
Pst[1][41] 11 -11
Pst[1][42] -3 -2
Pst[1][43] 11 11
Pst[1][44] 32 10
Pst[1][45] 25 -1
Pst[1][46] -7 -13
Pst[1][47] -15 -32
Pst[1][48] -22 -36
Pst[1][49] -11 -19
Pst[1][50] -4 -10
Pst[1][51] 2 2
Pst[1][52] 5 -7
Pst[1][53] 11 -15
Pst[1][54] -14 -24
Pst[1][55] -22 -36
Pst[1][56] -131 -48
Pst[1][57] -23 -36
Pst[1][58] -15 -24
Pst[1][59] -11 -18
Pst[1][60] -11 -18
Pst[1][61] -15 -24
Pst[1][62] -23 -36
Pst[1][63] -131 -48
Pst[2][0] 14 -32
Pst[2][1] -10 -22
Pst[2][2] -7 -18
Pst[2][3] -5 -16
Pst[2][4] 12 -18
Pst[2][5] -12 -10
Pst[2][6] -8 -27
Pst[2][7] -15 -48
Pst[2][8] -9 -15
Pst[2][9] 5 -22
Pst[2][10] 14 -19
Pst[2][11] 1 -8
Pst[2][12] 10 -11
Pst[2][13] -4 -11
Pst[2][14] 14 -20
Pst[2][15] 6 -28
Pst[2][16] -2 -18
Pst[2][17] 17 -11
Pst[2][18] 7 -8
Pst[2][19] 6 9
Pst[2][20] 8 1
Pst[2][21] 23 -13
Pst[2][22] 7 -18
Pst[2][23] -1 -21
Pst[2][24] -2 -15
Pst[2][25] 8 -9
Pst[2][26] 5 -8
Pst[2][27] 15 5
Pst[2][28] 21 0
Pst[2][29] 3 -3
Pst[2][30] 14 -15
Pst[2][31] -5 -10
Pst[2][32] -13 2
Pst[2][33] -11 3
Pst[2][34] 16 -1
Pst[2][35] 13 6
Pst[2][36] -6 11
Pst[2][37] 2 -3
Pst[2][38] 3 -8
Pst[2][39] -10 -10
Pst[2][40] -13 -14
Pst[2][41] -11 -2
Pst[2][42] 7 1
Pst[2][43] -15 7
Pst[2][44] 24 3
Pst[2][45] 19 6
Pst[2][46] 6 7
Pst[2][47] -1 -17
Pst[2][48] 1 -4
Pst[2][49] -16 -2
Pst[2][50] -3 -1
Pst[2][51] -16 14
Pst[2][52] -16 9
Pst[2][53] -12 -15
Pst[2][54] -10 6
Pst[2][55] -8 -15
Pst[2][56] -6 -30
Pst[2][57] -20 -10
Pst[2][58] -13 -14
Pst[2][59] -8 -3
Pst[2][60] -7 -2
Pst[2][61] -11 -12
Pst[2][62] -12 -20
Pst[2][63] -6 -30
Pst[3][0] -18 4
Pst[3][1] -11 -3
Pst[3][2] -13 0
Pst[3][3] -1 -7
Pst[3][4] -1 -2
Pst[3][5] -3 -5
Pst[3][6] -7 -6
Pst[3][7] -4 -13
Pst[3][8] -14 -9
Pst[3][9] -4 -17
Pst[3][10] -6 -8
Pst[3][11] -1 -8
Pst[3][12] 4 -15
Pst[3][13] -7 -9
Pst[3][14] -22 -20
Pst[3][15] -35 -14
Pst[3][16] -17 -9
Pst[3][17] -6 -5
Pst[3][18] -8 -4
Pst[3][19] 1 -15
Pst[3][20] -6 -12
Pst[3][21] -6 -12
Pst[3][22] -1 -18
Pst[3][23] -18 -10
Pst[3][24] -12 1
Pst[3][25] -10 -1
Pst[3][26] 8 -3
Pst[3][27] -2 -7
Pst[3][28] 9 -7
Pst[3][29] -15 7
Pst[3][30] -9 -3
Pst[3][31] -9 -11
Pst[3][32] -22 17
Pst[3][33] -6 10
Pst[3][34] 12 7
Pst[3][35] -9 4
Pst[3][36] 14 8
Pst[3][37] 16 -5
Pst[3][38] 3 -9
Pst[3][39] 5 11
Pst[3][40] -8 11
Pst[3][41] 16 4
Pst[3][42] 7 6
Pst[3][43] 23 0
Pst[3][44] 28 0
Pst[3][45] 22 9
Pst[3][46] 8 -2
Pst[3][47] -4 6
Pst[3][48] -9 5
Pst[3][49] 6 1
Pst[3][50] 12 8
Pst[3][51] 16 0
Pst[3][52] 15 10
Pst[3][53] 5 0
Pst[3][54] -6 5
Pst[3][55] 17 1
Pst[3][56] 4 12
Pst[3][57] -13 21
Pst[3][58] 5 18
Pst[3][59] 3 17
Pst[3][60] 14 19
Pst[3][61] 4 8
Pst[3][62] 10 17
Pst[3][63] 7 15
Pst[4][0] -11 -44
Pst[4][1] -9 -15
Pst[4][2] -17 -40
Pst[4][3] -1 -21
Pst[4][4] 2 -36
Pst[4][5] 8 -29
Pst[4][6] -7 -24
Pst[4][7] -11 -36
Pst[4][8] -16 -33
Pst[4][9] -16 -17
Pst[4][10] 0 -28
Pst[4][11] 1 -18
Pst[4][12] 1 -26
Pst[4][13] -13 -13
Pst[4][14] 0 -18
Pst[4][15] -8 -24
Pst[4][16] -11 -24
Pst[4][17] -2 -8
Pst[4][18] -12 -5
Pst[4][19] -4 -15
Pst[4][20] -5 0
Pst[4][21] -2 10
Pst[4][22] 10 -19
Pst[4][23] -17 -13
Pst[4][24] -3 0
Pst[4][25] -9 -1
Pst[4][26] -8 20
Pst[4][27] -5 16
Pst[4][28] -6 25
Pst[4][29] 4 -1
Pst[4][30] 4 8
Pst[4][31] -11 -7
Pst[4][32] -7 -9
Pst[4][33] -8 8
Pst[4][34] 2 7
Pst[4][35] -2 26
Pst[4][36] 1 15
Pst[4][37] 11 14
Pst[4][38] -3 15
Pst[4][39] 0 0
Pst[4][40] -4 -26
Pst[4][41] 7 -6
Pst[4][42] 7 14
Pst[4][43] 10 13
Pst[4][44] 20 24
Pst[4][45] 33 21
Pst[4][46] 16 1
Pst[4][47] -2 -14
Pst[4][48] -2 -20
Pst[4][49] -21 -13
Pst[4][50] -5 -2
Pst[4][51] 3 2
Pst[4][52] 8 2
Pst[4][53] 14 11
Pst[4][54] 1 -13
Pst[4][55] 9 -20
Pst[4][56] -7 -26
Pst[4][57] -4 -18
Pst[4][58] 7 -9
Pst[4][59] 0 -2
Pst[4][60] 5 1
Pst[4][61] 5 -9
Pst[4][62] 8 -10
Pst[4][63] -22 -38
Pst[5][0] -4 -50
Pst[5][1] 25 -28
Pst[5][2] 25 -28
Pst[5][3] -15 -31
Pst[5][4] 3 -35
Pst[5][5] -3 -17
Pst[5][6] 26 -29
Pst[5][7] 19 -52
Pst[5][8] 22 -20
Pst[5][9] 18 -23
Pst[5][10] 11 -15
Pst[5][11] 0 -13
Pst[5][12] 6 -11
Pst[5][13] 8 -12
Pst[5][14] 17 -14
Pst[5][15] 20 -24
Pst[5][16] 5 -10
Pst[5][17] 40 -16
Pst[5][18] 1 -5
Pst[5][19] -11 1
Pst[5][20] -11 3
Pst[5][21] -3 4
Pst[5][22] 23 -5
Pst[5][23] -6 -16
Pst[5][24] 10 -16
Pst[5][25] 11 -5
Pst[5][26] -3 9
Pst[5][27] -12 6
Pst[5][28] 1 8
Pst[5][29] 13 13
Pst[5][30] 25 -2
Pst[5][31] 0 -18
Pst[5][32] 1 -11
Pst[5][33] 7 6
Pst[5][34] -11 19
Pst[5][35] -22 19
Pst[5][36] -21 13
Pst[5][37] -10 12
Pst[5][38] 13 13
Pst[5][39] 1 -4
Pst[5][40] -8 -19
Pst[5][41] 0 16
Pst[5][42] -10 27
Pst[5][43] -32 13
Pst[5][44] -27 4
Pst[5][45] -13 27
Pst[5][46] 1 22
Pst[5][47] -8 -14
Pst[5][48] -10 -41
Pst[5][49] -4 10
Pst[5][50] -14 8
Pst[5][51] -28 3
Pst[5][52] -29 -7
Pst[5][53] -15 10
Pst[5][54] -5 12
Pst[5][55] -17 -61
Pst[5][56] -25 -82
Pst[5][57] -12 -33
Pst[5][58] -21 -19
Pst[5][59] -33 -16
Pst[5][60] -33 -15
Pst[5][61] -19 -12
Pst[5][62] -4 -25
Pst[5][63] -17 -42
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
MobilityTable[0][0] -12 -55
MobilityTable[0][1] 5 -39
MobilityTable[0][2] 8 -9
MobilityTable[0][3] 9 9
MobilityTable[0][4] 17 15
MobilityTable[0][5] 17 22
MobilityTable[0][6] 19 19
MobilityTable[0][7] 27 13
MobilityTable[0][8] 39 -5
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
MobilityTable[1][0] 1 -57
MobilityTable[1][1] 2 -13
MobilityTable[1][2] 11 -10
MobilityTable[1][3] 13 2
MobilityTable[1][4] 14 10
MobilityTable[1][5] 15 17
MobilityTable[1][6] 16 16
MobilityTable[1][7] 20 25
MobilityTable[1][8] 15 27
MobilityTable[1][9] 18 29
MobilityTable[1][10] 20 35
MobilityTable[1][11] 12 26
MobilityTable[1][12] 15 37
MobilityTable[1][13] 21 33
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
MobilityTable[2][0] -11 -54
MobilityTable[2][1] -9 -26
MobilityTable[2][2] -6 -15
MobilityTable[2][3] -6 -12
MobilityTable[2][4] -3 -9
MobilityTable[2][5] -6 2
MobilityTable[2][6] 1 5
MobilityTable[2][7] 0 8
MobilityTable[2][8] 3 13
MobilityTable[2][9] 8 17
MobilityTable[2][10] 4 21
MobilityTable[2][11] 13 16
MobilityTable[2][12] 19 14
MobilityTable[2][13] 13 15
MobilityTable[2][14] 62 -2
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
MobilityTable[3][0] 0 -91
MobilityTable[3][1] -3 -85
MobilityTable[3][2] -2 -98
MobilityTable[3][3] -2 -80
MobilityTable[3][4] -2 -63
MobilityTable[3][5] -1 -41
MobilityTable[3][6] 1 -45
MobilityTable[3][7] 0 -37
MobilityTable[3][8] 3 -26
MobilityTable[3][9] 4 -14
MobilityTable[3][10] 4 2
MobilityTable[3][11] -2 17
MobilityTable[3][12] -8 36
MobilityTable[3][13] -6 34
MobilityTable[3][14] -11 46
MobilityTable[3][15] -5 43
MobilityTable[3][16] -5 38
MobilityTable[3][17] 3 34
MobilityTable[3][18] -11 42
MobilityTable[3][19] 5 37
MobilityTable[3][20] -1 41
MobilityTable[3][21] 5 23
MobilityTable[3][22] 18 30
MobilityTable[3][23] -4 33
MobilityTable[3][24] -2 52
MobilityTable[3][25] 3 62
MobilityTable[3][26] 13 91
MobilityTable[3][27] 12 94
KingDanger 1
KingDangerOpDivisor 4096
KingDangerEgDivisor 16
KingDangerAttacker[0] -2
KingDangerAttacker[1] 201
KingDangerAttacker[2] 6
KingDangerAttacker[3] -54
KingDangerZoneAttack 115
KingDangerWeakSquare 50
KingDangerSafeCheck[0] 413
KingDangerSafeCheck[1] 238
KingDangerSafeCheck[2] 291
KingDangerSafeCheck[3] 206
KingDangerNoQueen -489
KingDangerBase -347
