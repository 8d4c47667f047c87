# Candidate, not kept: `quince` step 7 with the king's distance to its pawns and a pawnless flank
# (Shape::KingPawns, eval/king.h), space (Shape::Space, eval/space.h) and rooks and queens behind
# passers (Shape::PassedRooks, eval/passer.h) switched on (docs/evaluation.md; issue #22). The terms
# fitted alone from 0 (`--only KingPawnDistance,PawnlessFlank,SpaceSquare,PassedHeavyBehind
# --min-count 300 --lr 1`), then everything but material and the bishop pair (`--pst full --freeze
# PieceValue,BishopPair --min-count 3000 --l2 2e-9 --lr 0.5`) on step 7's 2,330,902 blended
# positions: validation loss 0.030302 -> 0.030190 -> 0.030143 (step 7: 0.030300). Against step 7
# at 5,000 nodes per move +6 (600 games, seed 79) and +17 (1,000 games, seed 80); SPRT [0, 5]
# against main 61fd1bd at 2s+0.02s stopped after 300 games at -19.7 +- 25.9 (docs/progress.md).
# Use: quince --profile-file docs/candidates/quince-king-space-rooks.profile [COMMAND], or EvalFile.
# Quince evaluation profile: one weight per line, `name value` or `name opening endgame`.
# Tuned by `quince tune` from profile file (full PST) on /tmp/s16/fit/mix2.epd
# 2330902 positions, seed 1, K 1.199, validation loss 0.0301882 -> 0.0301427
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
Doubled -4 -22
Isolated -7 -5
IsolatedOpen -6 -28
Backward 0 -2
BackwardOpen -13 -22
CandidateMin 2 3
CandidateMax 36 66
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
RookFileBase -6 67
RookSemiOpen 8 3
RookOpen 20 5
RookKingAdjacentFile -1 24
RookKingFile 28 -6
Rook7th 2 9
Queen7th -15 35
KingAttackOpening 16
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
ShelterFile[3] 15
ShelterFile[4] 17
ShelterFile[5] 17
ShelterFile[6] 35
ShelterFile[7] 36
ShelterNoPawn 29
ShelterPerfect 7
StormFile[0] 0
StormFile[1] -9
StormFile[2] -10
StormFile[3] -7
StormFile[4] -1
StormFile[5] 31
StormFile[6] 0
StormFile[7] 0
PassedMin 6 19
PassedMax 118 54
UnstoppablePasser 742
FreePasser 132
AttackerDistance 30
DefenderDistance 68
TrappedBishop7 -100 -100
TrappedBishop6 -50 -50
BlockedBishop -21 -19
BlockedRook -21 -18
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
ThreatByPawn 37 40
ThreatByMinor[0] 0 15
ThreatByMinor[1] 11 26
ThreatByMinor[2] 17 25
ThreatByMinor[3] 46 10
ThreatByMinor[4] 35 33
ThreatByRook[0] -2 19
ThreatByRook[1] 11 28
ThreatByRook[2] 22 31
ThreatByRook[3] 9 14
ThreatByRook[4] 50 31
ThreatByKing -6 26
Hanging 11 12
SafeChecks 1
SafeCheck[0] -64 6
SafeCheck[1] -3 -20
SafeCheck[2] -81 17
SafeCheck[3] -8 -70
Outposts 1
Outpost[0][0] 18 -12
Outpost[0][1] 19 1
Outpost[1][0] 15 -7
Outpost[1][1] 16 5
ConnectedPawns 1
Connected[0][0] 0 0
Connected[0][1] 0 -1
Connected[0][2] 6 4
Connected[0][3] 6 9
Connected[0][4] 15 14
Connected[0][5] 47 34
Connected[0][6] 0 0
Connected[0][7] 0 0
Connected[1][0] 0 0
Connected[1][1] 0 0
Connected[1][2] 10 8
Connected[1][3] 7 8
Connected[1][4] 11 5
Connected[1][5] 35 33
Connected[1][6] 34 31
Connected[1][7] 0 0
MinorBehindPawn 1
BehindPawn[0] 6 7
BehindPawn[1] 3 -1
SideToMoveBonus 1
Tempo 8 5
PassedDetails 1
PassedRank[0] 0 0
PassedRank[1] 1 -7
PassedRank[2] 3 -3
PassedRank[3] -1 -4
PassedRank[4] -2 -14
PassedRank[5] -9 -16
PassedRank[6] 21 5
PassedRank[7] 0 0
PassedBlocked[0] 0 0
PassedBlocked[1] -30 0
PassedBlocked[2] -5 -19
PassedBlocked[3] -1 -3
PassedBlocked[4] -19 6
PassedBlocked[5] -10 1
PassedBlocked[6] -24 -10
PassedBlocked[7] 0 0
PassedSafePath -22 18
BishopPawns 1
BishopRammed -1 -11
BishopLongDiagonal 8 18
PushThreats 1
ThreatByPush 9 15
KingPawns 1
KingPawnDistance -1 -10
PawnlessFlank 39 -49
Space 1
SpaceSquare 1 2
PassedRooks 1
PassedHeavyBehind[0] -9 17
PassedHeavyBehind[1] -5 -13
Pst[0][0] -12 0
Pst[0][1] -4 0
Pst[0][2] 0 0
Pst[0][3] 4 0
Pst[0][4] 4 0
Pst[0][5] 0 0
Pst[0][6] -4 0
Pst[0][7] -12 0
Pst[0][8] -3 -2
Pst[0][9] 9 -3
Pst[0][10] 5 -1
Pst[0][11] 6 8
Pst[0][12] -1 12
Pst[0][13] 29 -6
Pst[0][14] 25 -12
Pst[0][15] 3 -11
Pst[0][16] -2 -11
Pst[0][17] -1 -13
Pst[0][18] 3 -17
Pst[0][19] 7 -1
Pst[0][20] 9 -6
Pst[0][21] 10 -18
Pst[0][22] 20 -16
Pst[0][23] 3 -21
Pst[0][24] -2 3
Pst[0][25] 11 -10
Pst[0][26] 15 -19
Pst[0][27] 26 -20
Pst[0][28] 25 -15
Pst[0][29] 23 -24
Pst[0][30] 14 -19
Pst[0][31] -1 -19
Pst[0][32] 4 6
Pst[0][33] 14 -7
Pst[0][34] 9 -11
Pst[0][35] 26 -29
Pst[0][36] 15 -24
Pst[0][37] 24 -22
Pst[0][38] 21 -12
Pst[0][39] 2 -11
Pst[0][40] 12 7
Pst[0][41] -6 3
Pst[0][42] 16 -4
Pst[0][43] 14 -8
Pst[0][44] -3 15
Pst[0][45] 33 -3
Pst[0][46] 6 -12
Pst[0][47] 7 -8
Pst[0][48] 14 -4
Pst[0][49] 18 19
Pst[0][50] 8 24
Pst[0][51] 45 38
Pst[0][52] 41 1
Pst[0][53] 8 13
Pst[0][54] -18 1
Pst[0][55] -7 -17
Pst[0][56] -12 0
Pst[0][57] -4 0
Pst[0][58] 0 0
Pst[0][59] 4 0
Pst[0][60] 4 0
Pst[0][61] 0 0
Pst[0][62] -4 0
Pst[0][63] -12 0
Pst[1][0] -20 -48
Pst[1][1] -22 -49
Pst[1][2] -9 -35
Pst[1][3] 8 -38
Pst[1][4] -11 -11
Pst[1][5] -25 -13
Pst[1][6] -22 -42
Pst[1][7] -20 -48
Pst[1][8] -10 -27
Pst[1][9] -16 -24
Pst[1][10] -11 -21
Pst[1][11] 0 -16
Pst[1][12] -2 -21
Pst[1][13] -2 -31
Pst[1][14] -11 -21
Pst[1][15] -28 -21
Pst[1][16] -21 -22
Pst[1][17] -3 -16
Pst[1][18] -2 -16
Pst[1][19] 9 2
Pst[1][20] 11 -2
Pst[1][21] 4 -19
Pst[1][22] -1 -11
Pst[1][23] -19 -21
Pst[1][24] -1 -28
Pst[1][25] 10 -7
Pst[1][26] 5 13
Pst[1][27] 8 7
Pst[1][28] 16 10
Pst[1][29] 19 -2
Pst[1][30] 17 -6
Pst[1][31] -1 -7
Pst[1][32] -9 -16
Pst[1][33] 1 3
Pst[1][34] 20 6
Pst[1][35] 16 12
Pst[1][36] 11 24
Pst[1][37] 36 4
Pst[1][38] 10 -9
Pst[1][39] -9 -27
Pst[1][40] -14 -22
Pst[1][41] 8 -11
Pst[1][42] 2 -1
Pst[1][43] 18 11
Pst[1][44] 38 5
Pst[1][45] 29 4
Pst[1][46] -4 -14
Pst[1][47] -11 -29
Pst[1][48] -27 -36
Pst[1][49] -10 -18
Pst[1][50] 3 -13
Pst[1][51] -2 2
Pst[1][52] 8 -12
Pst[1][53] 16 -16
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
Pst[2][0] 6 -47
Pst[2][1] -4 -22
Pst[2][2] -7 -22
Pst[2][3] 3 -22
Pst[2][4] 14 -22
Pst[2][5] -12 -14
Pst[2][6] 1 -29
Pst[2][7] -25 -58
Pst[2][8] 1 -20
Pst[2][9] 4 -33
Pst[2][10] 15 -18
Pst[2][11] 4 -8
Pst[2][12] 11 -15
Pst[2][13] -2 -14
Pst[2][14] 9 -29
Pst[2][15] 5 -29
Pst[2][16] 2 -22
Pst[2][17] 10 -14
Pst[2][18] 8 -19
Pst[2][19] 7 6
Pst[2][20] 8 11
Pst[2][21] 16 -29
Pst[2][22] 9 -15
Pst[2][23] -1 -18
Pst[2][24] -3 -13
Pst[2][25] 12 -11
Pst[2][26] 10 -3
Pst[2][27] 22 12
Pst[2][28] 27 -2
Pst[2][29] 6 5
Pst[2][30] 20 -16
Pst[2][31] 8 -13
Pst[2][32] -13 4
Pst[2][33] -2 1
Pst[2][34] 12 5
Pst[2][35] 14 9
Pst[2][36] -1 22
Pst[2][37] 4 4
Pst[2][38] 9 -2
Pst[2][39] -4 -11
Pst[2][40] -19 -12
Pst[2][41] -3 0
Pst[2][42] 3 -10
Pst[2][43] -5 13
Pst[2][44] 37 4
Pst[2][45] 17 -1
Pst[2][46] 7 13
Pst[2][47] 9 -15
Pst[2][48] -4 -8
Pst[2][49] -28 -19
Pst[2][50] -6 0
Pst[2][51] -27 20
Pst[2][52] -9 17
Pst[2][53] -5 -8
Pst[2][54] -21 3
Pst[2][55] -12 -8
Pst[2][56] -6 -30
Pst[2][57] -24 -8
Pst[2][58] -12 -10
Pst[2][59] -4 7
Pst[2][60] -5 8
Pst[2][61] -9 -8
Pst[2][62] -12 -20
Pst[2][63] -6 -30
Pst[3][0] -19 -1
Pst[3][1] -11 -10
Pst[3][2] -11 -2
Pst[3][3] -5 -7
Pst[3][4] -2 -9
Pst[3][5] -5 -9
Pst[3][6] -10 -9
Pst[3][7] -3 -17
Pst[3][8] -19 -13
Pst[3][9] -6 -16
Pst[3][10] -6 -7
Pst[3][11] 0 -11
Pst[3][12] -5 -13
Pst[3][13] -10 -9
Pst[3][14] -23 -25
Pst[3][15] -36 -16
Pst[3][16] -20 -8
Pst[3][17] -8 -4
Pst[3][18] -10 -7
Pst[3][19] -2 -20
Pst[3][20] -9 -18
Pst[3][21] -10 -11
Pst[3][22] -2 -21
Pst[3][23] -20 -13
Pst[3][24] -16 7
Pst[3][25] -17 6
Pst[3][26] 5 -3
Pst[3][27] 3 -9
Pst[3][28] 9 -8
Pst[3][29] -11 7
Pst[3][30] 0 3
Pst[3][31] -8 -13
Pst[3][32] -23 18
Pst[3][33] -1 14
Pst[3][34] 12 5
Pst[3][35] -3 8
Pst[3][36] 19 3
Pst[3][37] 14 -1
Pst[3][38] 0 -8
Pst[3][39] -2 7
Pst[3][40] -13 15
Pst[3][41] 18 8
Pst[3][42] 11 7
Pst[3][43] 30 -2
Pst[3][44] 29 -2
Pst[3][45] 30 1
Pst[3][46] 9 4
Pst[3][47] -10 8
Pst[3][48] -4 6
Pst[3][49] 5 2
Pst[3][50] 15 8
Pst[3][51] 24 1
Pst[3][52] 13 8
Pst[3][53] 11 3
Pst[3][54] -12 13
Pst[3][55] 23 1
Pst[3][56] 8 19
Pst[3][57] -14 23
Pst[3][58] 13 22
Pst[3][59] 2 15
Pst[3][60] 20 20
Pst[3][61] 7 10
Pst[3][62] 10 16
Pst[3][63] 7 14
Pst[4][0] -15 -43
Pst[4][1] -13 -19
Pst[4][2] -16 -41
Pst[4][3] -4 -38
Pst[4][4] 7 -47
Pst[4][5] 1 -39
Pst[4][6] -28 -35
Pst[4][7] -11 -36
Pst[4][8] -15 -38
Pst[4][9] -17 -22
Pst[4][10] -1 -34
Pst[4][11] -1 -31
Pst[4][12] 2 -37
Pst[4][13] -12 -18
Pst[4][14] -2 -20
Pst[4][15] -9 -34
Pst[4][16] -12 -24
Pst[4][17] -6 -16
Pst[4][18] -14 -2
Pst[4][19] -5 -19
Pst[4][20] -6 -9
Pst[4][21] -7 11
Pst[4][22] 6 -20
Pst[4][23] -18 -14
Pst[4][24] -5 -4
Pst[4][25] -13 -3
Pst[4][26] -6 21
Pst[4][27] -10 14
Pst[4][28] -7 21
Pst[4][29] 0 5
Pst[4][30] 1 12
Pst[4][31] -9 2
Pst[4][32] -7 -18
Pst[4][33] -8 7
Pst[4][34] -5 5
Pst[4][35] -4 29
Pst[4][36] 2 18
Pst[4][37] 7 11
Pst[4][38] 0 20
Pst[4][39] -2 10
Pst[4][40] -6 -24
Pst[4][41] 7 -5
Pst[4][42] 2 17
Pst[4][43] 10 20
Pst[4][44] 20 28
Pst[4][45] 40 22
Pst[4][46] 23 5
Pst[4][47] 6 -5
Pst[4][48] -9 -17
Pst[4][49] -27 -17
Pst[4][50] -7 -3
Pst[4][51] -1 3
Pst[4][52] 10 4
Pst[4][53] 14 7
Pst[4][54] 12 -7
Pst[4][55] 22 -20
Pst[4][56] 0 -14
Pst[4][57] -5 -18
Pst[4][58] 15 1
Pst[4][59] 5 7
Pst[4][60] 10 8
Pst[4][61] 16 -3
Pst[4][62] 15 -4
Pst[4][63] -18 -29
Pst[5][0] -8 -44
Pst[5][1] 27 -27
Pst[5][2] 28 -29
Pst[5][3] -14 -36
Pst[5][4] 5 -37
Pst[5][5] 1 -22
Pst[5][6] 27 -28
Pst[5][7] 21 -52
Pst[5][8] 28 -15
Pst[5][9] 18 -24
Pst[5][10] 5 -14
Pst[5][11] 0 -14
Pst[5][12] 0 -10
Pst[5][13] 11 -16
Pst[5][14] 20 -17
Pst[5][15] 27 -23
Pst[5][16] -1 -15
Pst[5][17] 39 -17
Pst[5][18] -5 -1
Pst[5][19] -13 2
Pst[5][20] -15 0
Pst[5][21] -3 -3
Pst[5][22] 22 -10
Pst[5][23] -8 -12
Pst[5][24] 17 -13
Pst[5][25] 11 -8
Pst[5][26] -1 7
Pst[5][27] -22 3
Pst[5][28] 6 6
Pst[5][29] 16 4
Pst[5][30] 24 -11
Pst[5][31] -3 -21
Pst[5][32] 4 -8
Pst[5][33] 10 7
Pst[5][34] -15 22
Pst[5][35] -31 19
Pst[5][36] -18 15
Pst[5][37] -14 6
Pst[5][38] 16 9
Pst[5][39] 2 -1
Pst[5][40] -3 -10
Pst[5][41] 1 22
Pst[5][42] -13 31
Pst[5][43] -31 17
Pst[5][44] -30 6
Pst[5][45] -19 29
Pst[5][46] 0 27
Pst[5][47] -5 -8
Pst[5][48] -6 -36
Pst[5][49] 1 22
Pst[5][50] -13 12
Pst[5][51] -29 13
Pst[5][52] -31 -15
Pst[5][53] -19 3
Pst[5][54] -4 21
Pst[5][55] -18 -63
Pst[5][56] -29 -106
Pst[5][57] -12 -35
Pst[5][58] -21 -21
Pst[5][59] -33 -14
Pst[5][60] -32 -13
Pst[5][61] -23 -19
Pst[5][62] -4 -18
Pst[5][63] -26 -78
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
MobilityTable[0][0] -5 -59
MobilityTable[0][1] 8 -44
MobilityTable[0][2] 12 -8
MobilityTable[0][3] 14 4
MobilityTable[0][4] 19 10
MobilityTable[0][5] 21 18
MobilityTable[0][6] 24 19
MobilityTable[0][7] 30 14
MobilityTable[0][8] 45 -2
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
MobilityTable[1][0] 3 -60
MobilityTable[1][1] 5 -12
MobilityTable[1][2] 12 -6
MobilityTable[1][3] 13 4
MobilityTable[1][4] 14 10
MobilityTable[1][5] 18 16
MobilityTable[1][6] 18 16
MobilityTable[1][7] 20 22
MobilityTable[1][8] 17 27
MobilityTable[1][9] 25 23
MobilityTable[1][10] 23 27
MobilityTable[1][11] 22 24
MobilityTable[1][12] 16 34
MobilityTable[1][13] 24 26
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
MobilityTable[2][0] -11 -53
MobilityTable[2][1] -7 -23
MobilityTable[2][2] -7 -16
MobilityTable[2][3] -5 -12
MobilityTable[2][4] -4 -6
MobilityTable[2][5] -4 3
MobilityTable[2][6] -1 4
MobilityTable[2][7] -1 9
MobilityTable[2][8] 3 10
MobilityTable[2][9] 5 17
MobilityTable[2][10] 6 17
MobilityTable[2][11] 11 14
MobilityTable[2][12] 21 13
MobilityTable[2][13] 12 13
MobilityTable[2][14] 73 -8
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
MobilityTable[3][1] -3 -83
MobilityTable[3][2] 0 -98
MobilityTable[3][3] -1 -81
MobilityTable[3][4] -1 -54
MobilityTable[3][5] -1 -47
MobilityTable[3][6] -2 -44
MobilityTable[3][7] -1 -34
MobilityTable[3][8] 1 -20
MobilityTable[3][9] 2 -12
MobilityTable[3][10] 2 1
MobilityTable[3][11] -2 13
MobilityTable[3][12] -10 37
MobilityTable[3][13] -3 34
MobilityTable[3][14] -10 41
MobilityTable[3][15] -4 39
MobilityTable[3][16] -6 42
MobilityTable[3][17] -1 30
MobilityTable[3][18] -10 42
MobilityTable[3][19] 10 41
MobilityTable[3][20] 3 38
MobilityTable[3][21] 12 22
MobilityTable[3][22] 18 27
MobilityTable[3][23] -3 33
MobilityTable[3][24] -5 49
MobilityTable[3][25] 1 55
MobilityTable[3][26] 13 91
MobilityTable[3][27] 11 92
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
