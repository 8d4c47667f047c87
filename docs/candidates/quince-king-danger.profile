# Candidate, not kept: `quince` (step 7) with the king danger switched on and fitted again
# (eval/king.h king_danger; docs/evaluation.md "King danger"; issue #22). First fitted on step 4
# (sf15-selfplay plus 93,661 of quince's own positions, `--only`): +40 against step 4 at 5,000 nodes
# per move (600 games, seed 79, about +-25), then an SPRT [0, 5] against main eefcfa1 at 3s+0.03s
# stopped undecided after 592 games, 174-153-265, +12 (about +-21) (docs/progress.md). Refitted on
# step 6 (validation loss 0.031667 against step 6's 0.031761; +47 against step 5 at 5,000 nodes per
# move where step 6 scored +55 on the same 600 games, so not taken).
# This file: step 7's weights plus the step-6 candidate's danger units, everything but material and
# the bishop pair fitted again on step 7's 2,330,902 blended positions (`--pst full --freeze
# PieceValue,BishopPair --min-count 3000 --l2 2e-9 --lr 0.5`): validation loss 0.030299 -> 0.030219
# (step 7 itself: 0.030300). Not played against step 7 yet.
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
Doubled -6 -22
Isolated -6 -3
IsolatedOpen -9 -27
Backward 1 -3
BackwardOpen -15 -23
CandidateMin 3 4
CandidateMax 39 67
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
RookFileBase -4 68
RookSemiOpen 8 8
RookOpen 19 2
RookKingAdjacentFile 0 19
RookKingFile 29 -6
Rook7th 1 10
Queen7th -15 36
KingAttackOpening 10
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
ShelterFile[4] 18
ShelterFile[5] 13
ShelterFile[6] 35
ShelterFile[7] 36
ShelterNoPawn 30
ShelterPerfect 6
StormFile[0] 0
StormFile[1] -8
StormFile[2] -10
StormFile[3] -6
StormFile[4] -2
StormFile[5] 33
StormFile[6] 0
StormFile[7] 0
PassedMin 7 19
PassedMax 122 69
UnstoppablePasser 742
FreePasser 143
AttackerDistance 35
DefenderDistance 69
TrappedBishop7 -100 -100
TrappedBishop6 -50 -50
BlockedBishop -22 -19
BlockedRook -22 -19
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
ThreatByPawn 37 38
ThreatByMinor[0] 0 13
ThreatByMinor[1] 12 27
ThreatByMinor[2] 19 25
ThreatByMinor[3] 49 11
ThreatByMinor[4] 37 35
ThreatByRook[0] -1 19
ThreatByRook[1] 9 26
ThreatByRook[2] 23 32
ThreatByRook[3] 8 12
ThreatByRook[4] 50 31
ThreatByKing 2 30
Hanging 9 14
SafeChecks 1
SafeCheck[0] -48 10
SafeCheck[1] -3 -24
SafeCheck[2] -67 11
SafeCheck[3] -8 -57
Outposts 1
Outpost[0][0] 16 -11
Outpost[0][1] 23 -1
Outpost[1][0] 13 -7
Outpost[1][1] 18 5
ConnectedPawns 1
Connected[0][0] 0 0
Connected[0][1] 0 -1
Connected[0][2] 5 3
Connected[0][3] 5 7
Connected[0][4] 16 14
Connected[0][5] 47 32
Connected[0][6] 0 0
Connected[0][7] 0 0
Connected[1][0] 0 0
Connected[1][1] 0 0
Connected[1][2] 12 8
Connected[1][3] 7 8
Connected[1][4] 11 4
Connected[1][5] 39 32
Connected[1][6] 37 31
Connected[1][7] 0 0
MinorBehindPawn 1
BehindPawn[0] 6 7
BehindPawn[1] 4 0
SideToMoveBonus 1
Tempo 9 4
PassedDetails 1
PassedRank[0] 0 0
PassedRank[1] 0 -5
PassedRank[2] 3 -1
PassedRank[3] 1 -2
PassedRank[4] -3 -12
PassedRank[5] -7 -13
PassedRank[6] 24 10
PassedRank[7] 0 0
PassedBlocked[0] 0 0
PassedBlocked[1] -31 -2
PassedBlocked[2] -5 -21
PassedBlocked[3] -2 -7
PassedBlocked[4] -22 8
PassedBlocked[5] -10 4
PassedBlocked[6] -23 -4
PassedBlocked[7] 0 0
PassedSafePath -25 16
BishopPawns 1
BishopRammed -1 -9
BishopLongDiagonal 9 20
PushThreats 1
ThreatByPush 8 15
Pst[0][0] -12 0
Pst[0][1] -4 0
Pst[0][2] 0 0
Pst[0][3] 4 0
Pst[0][4] 4 0
Pst[0][5] 0 0
Pst[0][6] -4 0
Pst[0][7] -12 0
Pst[0][8] -2 -3
Pst[0][9] 9 -2
Pst[0][10] 3 -3
Pst[0][11] 6 7
Pst[0][12] 0 11
Pst[0][13] 27 -6
Pst[0][14] 24 -10
Pst[0][15] 3 -12
Pst[0][16] -2 -13
Pst[0][17] 0 -12
Pst[0][18] 5 -15
Pst[0][19] 5 -2
Pst[0][20] 9 -7
Pst[0][21] 10 -17
Pst[0][22] 20 -17
Pst[0][23] 2 -20
Pst[0][24] -1 0
Pst[0][25] 8 -11
Pst[0][26] 15 -14
Pst[0][27] 28 -14
Pst[0][28] 28 -11
Pst[0][29] 25 -20
Pst[0][30] 15 -16
Pst[0][31] -1 -19
Pst[0][32] 3 3
Pst[0][33] 13 -6
Pst[0][34] 10 -6
Pst[0][35] 31 -20
Pst[0][36] 21 -13
Pst[0][37] 26 -16
Pst[0][38] 20 -10
Pst[0][39] 4 -11
Pst[0][40] 12 5
Pst[0][41] -3 5
Pst[0][42] 18 0
Pst[0][43] 19 -5
Pst[0][44] 0 19
Pst[0][45] 35 -2
Pst[0][46] 10 -11
Pst[0][47] 8 -9
Pst[0][48] 14 -3
Pst[0][49] 17 21
Pst[0][50] 9 27
Pst[0][51] 45 38
Pst[0][52] 44 2
Pst[0][53] 8 12
Pst[0][54] -16 3
Pst[0][55] -9 -16
Pst[0][56] -12 0
Pst[0][57] -4 0
Pst[0][58] 0 0
Pst[0][59] 4 0
Pst[0][60] 4 0
Pst[0][61] 0 0
Pst[0][62] -4 0
Pst[0][63] -12 0
Pst[1][0] -20 -48
Pst[1][1] -21 -48
Pst[1][2] -12 -35
Pst[1][3] 5 -38
Pst[1][4] -15 -12
Pst[1][5] -26 -11
Pst[1][6] -22 -37
Pst[1][7] -20 -48
Pst[1][8] -10 -29
Pst[1][9] -16 -23
Pst[1][10] -9 -24
Pst[1][11] 2 -18
Pst[1][12] -2 -21
Pst[1][13] -3 -35
Pst[1][14] -12 -20
Pst[1][15] -29 -22
Pst[1][16] -24 -27
Pst[1][17] -3 -17
Pst[1][18] -2 -17
Pst[1][19] 8 1
Pst[1][20] 9 -5
Pst[1][21] 5 -19
Pst[1][22] -3 -13
Pst[1][23] -18 -23
Pst[1][24] -5 -30
Pst[1][25] 6 -9
Pst[1][26] 7 14
Pst[1][27] 9 7
Pst[1][28] 16 11
Pst[1][29] 16 -2
Pst[1][30] 16 -7
Pst[1][31] 0 -6
Pst[1][32] -9 -17
Pst[1][33] 2 0
Pst[1][34] 20 2
Pst[1][35] 14 11
Pst[1][36] 15 22
Pst[1][37] 38 5
Pst[1][38] 12 -7
Pst[1][39] -10 -24
Pst[1][40] -13 -21
Pst[1][41] 11 -10
Pst[1][42] 3 1
Pst[1][43] 18 9
Pst[1][44] 39 7
Pst[1][45] 26 2
Pst[1][46] -2 -9
Pst[1][47] -11 -29
Pst[1][48] -26 -35
Pst[1][49] -10 -17
Pst[1][50] 2 -15
Pst[1][51] 1 1
Pst[1][52] 7 -11
Pst[1][53] 15 -16
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
Pst[2][0] 7 -43
Pst[2][1] -5 -25
Pst[2][2] -6 -23
Pst[2][3] 3 -20
Pst[2][4] 14 -20
Pst[2][5] -12 -15
Pst[2][6] -1 -29
Pst[2][7] -25 -58
Pst[2][8] 2 -20
Pst[2][9] 2 -34
Pst[2][10] 15 -19
Pst[2][11] 3 -7
Pst[2][12] 11 -16
Pst[2][13] 0 -13
Pst[2][14] 10 -31
Pst[2][15] 2 -29
Pst[2][16] 1 -22
Pst[2][17] 14 -9
Pst[2][18] 8 -17
Pst[2][19] 8 6
Pst[2][20] 8 10
Pst[2][21] 15 -28
Pst[2][22] 9 -15
Pst[2][23] -2 -21
Pst[2][24] -4 -13
Pst[2][25] 12 -8
Pst[2][26] 8 -3
Pst[2][27] 23 13
Pst[2][28] 24 -2
Pst[2][29] 9 4
Pst[2][30] 18 -18
Pst[2][31] 7 -15
Pst[2][32] -12 6
Pst[2][33] -1 1
Pst[2][34] 10 2
Pst[2][35] 15 12
Pst[2][36] -1 20
Pst[2][37] 5 4
Pst[2][38] 9 -1
Pst[2][39] -4 -11
Pst[2][40] -20 -12
Pst[2][41] 1 0
Pst[2][42] 3 -11
Pst[2][43] -7 13
Pst[2][44] 36 3
Pst[2][45] 16 1
Pst[2][46] 3 13
Pst[2][47] 5 -17
Pst[2][48] -3 -8
Pst[2][49] -25 -18
Pst[2][50] -8 0
Pst[2][51] -25 19
Pst[2][52] -12 15
Pst[2][53] -6 -8
Pst[2][54] -21 3
Pst[2][55] -11 -12
Pst[2][56] -6 -30
Pst[2][57] -23 -7
Pst[2][58] -12 -12
Pst[2][59] -4 9
Pst[2][60] -6 8
Pst[2][61] -8 -7
Pst[2][62] -12 -20
Pst[2][63] -6 -30
Pst[3][0] -19 1
Pst[3][1] -10 -11
Pst[3][2] -12 -2
Pst[3][3] -3 -9
Pst[3][4] -2 -9
Pst[3][5] -4 -8
Pst[3][6] -10 -9
Pst[3][7] -5 -16
Pst[3][8] -18 -13
Pst[3][9] -9 -19
Pst[3][10] -7 -11
Pst[3][11] -1 -12
Pst[3][12] -6 -15
Pst[3][13] -12 -9
Pst[3][14] -22 -24
Pst[3][15] -35 -17
Pst[3][16] -20 -8
Pst[3][17] -8 -3
Pst[3][18] -10 -7
Pst[3][19] 0 -18
Pst[3][20] -7 -16
Pst[3][21] -11 -13
Pst[3][22] -2 -21
Pst[3][23] -18 -14
Pst[3][24] -15 8
Pst[3][25] -17 4
Pst[3][26] 6 0
Pst[3][27] 4 -8
Pst[3][28] 10 -6
Pst[3][29] -14 3
Pst[3][30] 1 4
Pst[3][31] -5 -13
Pst[3][32] -21 20
Pst[3][33] -3 13
Pst[3][34] 13 6
Pst[3][35] -5 6
Pst[3][36] 18 4
Pst[3][37] 17 0
Pst[3][38] 1 -8
Pst[3][39] -1 6
Pst[3][40] -12 17
Pst[3][41] 17 8
Pst[3][42] 11 8
Pst[3][43] 27 -4
Pst[3][44] 30 -2
Pst[3][45] 30 3
Pst[3][46] 8 3
Pst[3][47] -7 10
Pst[3][48] -4 10
Pst[3][49] 5 2
Pst[3][50] 12 6
Pst[3][51] 24 2
Pst[3][52] 13 10
Pst[3][53] 8 1
Pst[3][54] -10 16
Pst[3][55] 24 3
Pst[3][56] 7 15
Pst[3][57] -14 22
Pst[3][58] 12 22
Pst[3][59] 1 16
Pst[3][60] 18 20
Pst[3][61] 6 12
Pst[3][62] 8 15
Pst[3][63] 8 14
Pst[4][0] -16 -43
Pst[4][1] -12 -20
Pst[4][2] -17 -41
Pst[4][3] -5 -37
Pst[4][4] 4 -49
Pst[4][5] 5 -33
Pst[4][6] -28 -36
Pst[4][7] -11 -36
Pst[4][8] -14 -36
Pst[4][9] -17 -20
Pst[4][10] 0 -32
Pst[4][11] 1 -28
Pst[4][12] 1 -36
Pst[4][13] -11 -18
Pst[4][14] -2 -19
Pst[4][15] -9 -35
Pst[4][16] -14 -25
Pst[4][17] -3 -12
Pst[4][18] -14 -1
Pst[4][19] -4 -21
Pst[4][20] -5 -6
Pst[4][21] -5 13
Pst[4][22] 8 -19
Pst[4][23] -20 -17
Pst[4][24] -7 -4
Pst[4][25] -11 -1
Pst[4][26] -5 20
Pst[4][27] -7 18
Pst[4][28] -3 24
Pst[4][29] 1 3
Pst[4][30] 0 10
Pst[4][31] -11 -3
Pst[4][32] -3 -13
Pst[4][33] -7 8
Pst[4][34] -1 8
Pst[4][35] -3 28
Pst[4][36] 2 15
Pst[4][37] 5 8
Pst[4][38] 1 19
Pst[4][39] 0 10
Pst[4][40] -10 -25
Pst[4][41] 8 -5
Pst[4][42] 2 19
Pst[4][43] 8 17
Pst[4][44] 22 28
Pst[4][45] 38 22
Pst[4][46] 21 5
Pst[4][47] 5 -5
Pst[4][48] -10 -18
Pst[4][49] -25 -15
Pst[4][50] -7 -2
Pst[4][51] -1 1
Pst[4][52] 9 1
Pst[4][53] 15 8
Pst[4][54] 8 -9
Pst[4][55] 20 -20
Pst[4][56] -5 -17
Pst[4][57] -7 -20
Pst[4][58] 14 -1
Pst[4][59] 2 3
Pst[4][60] 7 6
Pst[4][61] 12 -6
Pst[4][62] 12 -8
Pst[4][63] -23 -33
Pst[5][0] -12 -50
Pst[5][1] 27 -26
Pst[5][2] 27 -27
Pst[5][3] -15 -35
Pst[5][4] 2 -38
Pst[5][5] -2 -22
Pst[5][6] 24 -28
Pst[5][7] 19 -54
Pst[5][8] 29 -15
Pst[5][9] 16 -26
Pst[5][10] 7 -13
Pst[5][11] 1 -16
Pst[5][12] 3 -8
Pst[5][13] 9 -11
Pst[5][14] 18 -11
Pst[5][15] 24 -22
Pst[5][16] 1 -17
Pst[5][17] 41 -17
Pst[5][18] -1 -2
Pst[5][19] -7 5
Pst[5][20] -11 3
Pst[5][21] 1 4
Pst[5][22] 23 -7
Pst[5][23] -5 -10
Pst[5][24] 14 -16
Pst[5][25] 13 -6
Pst[5][26] 1 7
Pst[5][27] -18 6
Pst[5][28] 6 5
Pst[5][29] 15 9
Pst[5][30] 29 -3
Pst[5][31] -5 -21
Pst[5][32] 3 -11
Pst[5][33] 8 4
Pst[5][34] -14 22
Pst[5][35] -28 19
Pst[5][36] -20 12
Pst[5][37] -10 12
Pst[5][38] 14 12
Pst[5][39] 3 0
Pst[5][40] -3 -12
Pst[5][41] 1 20
Pst[5][42] -11 30
Pst[5][43] -31 16
Pst[5][44] -29 7
Pst[5][45] -19 30
Pst[5][46] 0 28
Pst[5][47] -4 -7
Pst[5][48] -8 -41
Pst[5][49] -1 18
Pst[5][50] -14 10
Pst[5][51] -28 9
Pst[5][52] -31 -17
Pst[5][53] -19 0
Pst[5][54] -4 20
Pst[5][55] -18 -62
Pst[5][56] -28 -103
Pst[5][57] -13 -36
Pst[5][58] -22 -23
Pst[5][59] -34 -17
Pst[5][60] -34 -13
Pst[5][61] -22 -19
Pst[5][62] -3 -19
Pst[5][63] -24 -74
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
MobilityTable[0][0] -4 -60
MobilityTable[0][1] 9 -42
MobilityTable[0][2] 11 -6
MobilityTable[0][3] 16 4
MobilityTable[0][4] 18 9
MobilityTable[0][5] 21 18
MobilityTable[0][6] 23 17
MobilityTable[0][7] 31 13
MobilityTable[0][8] 46 -5
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
MobilityTable[1][0] 4 -61
MobilityTable[1][1] 4 -12
MobilityTable[1][2] 12 -9
MobilityTable[1][3] 15 3
MobilityTable[1][4] 16 14
MobilityTable[1][5] 17 14
MobilityTable[1][6] 18 16
MobilityTable[1][7] 20 23
MobilityTable[1][8] 16 24
MobilityTable[1][9] 21 23
MobilityTable[1][10] 26 30
MobilityTable[1][11] 21 24
MobilityTable[1][12] 19 36
MobilityTable[1][13] 23 27
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
MobilityTable[2][0] -11 -50
MobilityTable[2][1] -6 -22
MobilityTable[2][2] -7 -15
MobilityTable[2][3] -5 -13
MobilityTable[2][4] -3 -8
MobilityTable[2][5] -4 2
MobilityTable[2][6] 1 2
MobilityTable[2][7] 0 7
MobilityTable[2][8] 3 11
MobilityTable[2][9] 5 17
MobilityTable[2][10] 5 18
MobilityTable[2][11] 13 16
MobilityTable[2][12] 21 13
MobilityTable[2][13] 13 15
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
MobilityTable[3][0] 1 -91
MobilityTable[3][1] -4 -83
MobilityTable[3][2] -1 -99
MobilityTable[3][3] -3 -84
MobilityTable[3][4] -2 -57
MobilityTable[3][5] -2 -46
MobilityTable[3][6] 1 -41
MobilityTable[3][7] 0 -33
MobilityTable[3][8] 2 -21
MobilityTable[3][9] 0 -13
MobilityTable[3][10] 2 1
MobilityTable[3][11] 0 16
MobilityTable[3][12] -10 39
MobilityTable[3][13] -3 35
MobilityTable[3][14] -7 44
MobilityTable[3][15] -5 39
MobilityTable[3][16] -8 38
MobilityTable[3][17] -1 31
MobilityTable[3][18] -12 41
MobilityTable[3][19] 7 37
MobilityTable[3][20] 2 38
MobilityTable[3][21] 8 20
MobilityTable[3][22] 20 27
MobilityTable[3][23] -5 30
MobilityTable[3][24] -5 48
MobilityTable[3][25] 2 56
MobilityTable[3][26] 13 91
MobilityTable[3][27] 11 92
KingDanger 1
KingDangerOpDivisor 4096
KingDangerEgDivisor 16
KingDangerAttacker[0] -1
KingDangerAttacker[1] 189
KingDangerAttacker[2] 9
KingDangerAttacker[3] -47
KingDangerZoneAttack 109
KingDangerWeakSquare 41
KingDangerSafeCheck[0] 407
KingDangerSafeCheck[1] 235
KingDangerSafeCheck[2] 281
KingDangerSafeCheck[3] 207
KingDangerNoQueen -495
KingDangerBase -350
