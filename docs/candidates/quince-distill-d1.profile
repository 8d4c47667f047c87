# Candidate step 9 of `quince` ("distill D1"), not kept until its SPRT passes (docs/progress.md,
# docs/tuning.md "Results: labels from Stockfish"): no new term; step 8's weights (all but
# material and the bishop pair, PSTs square by square) fitted on 410,414 distinct positions of
# step 8's own games (self-play seeds 2030-2032) labeled by Stockfish 15.1's win/draw/loss
# judgement alone (`scripts/label-engine --nodes 2000 --lambda 0`), with `quince tune --profile
# quince --pst full --freeze PieceValue,BishopPair --min-count 3000 --l2 2e-9 --lr 0.1`:
# validation loss 0.028845 -> 0.027217 (K 1.796). Use with `setoption name EvalFile value PATH`
# or `quince --profile-file PATH`.
# Quince evaluation profile: one weight per line, `name value` or `name opening endgame`.
# Tuned by `quince tune` from profile quince (full PST) on sf2k-410k.epd
# 410414 positions, seed 1, K 1.796, validation loss 0.0288449 -> 0.027217
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
Doubled -9 -30
Isolated -11 0
IsolatedOpen -17 -22
Backward -6 -4
BackwardOpen -20 -23
CandidateMin 6 -5
CandidateMax 20 54
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
RookFileBase 16 33
RookSemiOpen 14 4
RookOpen 16 2
RookKingAdjacentFile 7 8
RookKingFile 22 -17
Rook7th 3 6
Queen7th -16 29
KingAttackOpening 14
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
ShelterFile[2] 9
ShelterFile[3] 19
ShelterFile[4] 21
ShelterFile[5] 9
ShelterFile[6] 35
ShelterFile[7] 36
ShelterNoPawn 31
ShelterPerfect 6
StormFile[0] 0
StormFile[1] -6
StormFile[2] -15
StormFile[3] -1
StormFile[4] 5
StormFile[5] 28
StormFile[6] 0
StormFile[7] 0
PassedMin 2 7
PassedMax 135 56
UnstoppablePasser 734
FreePasser 156
AttackerDistance 32
DefenderDistance 64
TrappedBishop7 -100 -100
TrappedBishop6 -50 -50
BlockedBishop -22 -17
BlockedRook -52 -16
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
ThreatByPawn 54 30
ThreatByMinor[0] 1 9
ThreatByMinor[1] 17 27
ThreatByMinor[2] 32 24
ThreatByMinor[3] 49 10
ThreatByMinor[4] 34 33
ThreatByRook[0] -2 18
ThreatByRook[1] 8 33
ThreatByRook[2] 12 31
ThreatByRook[3] 9 12
ThreatByRook[4] 46 29
ThreatByKing -4 29
Hanging 12 11
SafeChecks 1
SafeCheck[0] -69 8
SafeCheck[1] -3 -26
SafeCheck[2] -85 15
SafeCheck[3] -10 -68
Outposts 1
Outpost[0][0] 17 -14
Outpost[0][1] 30 -9
Outpost[1][0] 19 -14
Outpost[1][1] 34 -5
ConnectedPawns 1
Connected[0][0] 0 0
Connected[0][1] 2 -2
Connected[0][2] 6 0
Connected[0][3] 11 8
Connected[0][4] 25 17
Connected[0][5] 45 33
Connected[0][6] 0 0
Connected[0][7] 0 0
Connected[1][0] 0 0
Connected[1][1] 0 0
Connected[1][2] 14 1
Connected[1][3] 12 0
Connected[1][4] 26 2
Connected[1][5] 66 23
Connected[1][6] 36 30
Connected[1][7] 0 0
MinorBehindPawn 1
BehindPawn[0] 10 10
BehindPawn[1] 6 0
SideToMoveBonus 1
Tempo 21 6
PassedDetails 1
PassedRank[0] 0 0
PassedRank[1] -3 2
PassedRank[2] 5 0
PassedRank[3] -7 1
PassedRank[4] -7 -14
PassedRank[5] 8 -27
PassedRank[6] 31 -18
PassedRank[7] 0 0
PassedBlocked[0] 0 0
PassedBlocked[1] -29 1
PassedBlocked[2] -6 -22
PassedBlocked[3] -9 -10
PassedBlocked[4] -13 4
PassedBlocked[5] -16 6
PassedBlocked[6] -22 11
PassedBlocked[7] 0 0
PassedSafePath -58 23
BishopPawns 1
BishopRammed -7 -16
BishopLongDiagonal 17 17
PushThreats 1
ThreatByPush 13 14
KingPawns 0
KingPawnDistance 0 0
PawnlessFlank 0 0
KingShelter 0
ShelterPawn[0][0] 0 0
ShelterPawn[0][1] 0 0
ShelterPawn[0][2] 0 0
ShelterPawn[0][3] 0 0
ShelterPawn[0][4] 0 0
ShelterPawn[0][5] 0 0
ShelterPawn[0][6] 0 0
ShelterPawn[0][7] 0 0
ShelterPawn[1][0] 0 0
ShelterPawn[1][1] 0 0
ShelterPawn[1][2] 0 0
ShelterPawn[1][3] 0 0
ShelterPawn[1][4] 0 0
ShelterPawn[1][5] 0 0
ShelterPawn[1][6] 0 0
ShelterPawn[1][7] 0 0
ShelterPawn[2][0] 0 0
ShelterPawn[2][1] 0 0
ShelterPawn[2][2] 0 0
ShelterPawn[2][3] 0 0
ShelterPawn[2][4] 0 0
ShelterPawn[2][5] 0 0
ShelterPawn[2][6] 0 0
ShelterPawn[2][7] 0 0
ShelterPawn[3][0] 0 0
ShelterPawn[3][1] 0 0
ShelterPawn[3][2] 0 0
ShelterPawn[3][3] 0 0
ShelterPawn[3][4] 0 0
ShelterPawn[3][5] 0 0
ShelterPawn[3][6] 0 0
ShelterPawn[3][7] 0 0
StormPawn[0][0] 0 0
StormPawn[0][1] 0 0
StormPawn[0][2] 0 0
StormPawn[0][3] 0 0
StormPawn[0][4] 0 0
StormPawn[0][5] 0 0
StormPawn[0][6] 0 0
StormPawn[0][7] 0 0
StormPawn[1][0] 0 0
StormPawn[1][1] 0 0
StormPawn[1][2] 0 0
StormPawn[1][3] 0 0
StormPawn[1][4] 0 0
StormPawn[1][5] 0 0
StormPawn[1][6] 0 0
StormPawn[1][7] 0 0
StormPawn[2][0] 0 0
StormPawn[2][1] 0 0
StormPawn[2][2] 0 0
StormPawn[2][3] 0 0
StormPawn[2][4] 0 0
StormPawn[2][5] 0 0
StormPawn[2][6] 0 0
StormPawn[2][7] 0 0
StormPawn[3][0] 0 0
StormPawn[3][1] 0 0
StormPawn[3][2] 0 0
StormPawn[3][3] 0 0
StormPawn[3][4] 0 0
StormPawn[3][5] 0 0
StormPawn[3][6] 0 0
StormPawn[3][7] 0 0
StormBlocked[0] 0 0
StormBlocked[1] 0 0
StormBlocked[2] 0 0
StormBlocked[3] 0 0
StormBlocked[4] 0 0
StormBlocked[5] 0 0
StormBlocked[6] 0 0
StormBlocked[7] 0 0
Space 0
SpaceSquare 0 0
PassedRooks 0
PassedHeavyBehind[0] 0 0
PassedHeavyBehind[1] 0 0
EndgameScale 0
ScaleOcbKnights 128
ScaleOcbRooks 128
ScaleOcbPieces 128
ScaleLoneQueen 128
ScalePawnsBase 128
ScalePerPawn 0
Complexity 0
ComplexityPassers 0
ComplexityPawns 0
ComplexityOutflanking 0
ComplexityInfiltration 0
ComplexityBothFlanks 0
ComplexityPawnEnding 0
ComplexityUnwinnable 0
ComplexityBase 0
Pst[0][0] -12 0
Pst[0][1] -4 0
Pst[0][2] 0 0
Pst[0][3] 4 0
Pst[0][4] 4 0
Pst[0][5] 0 0
Pst[0][6] -4 0
Pst[0][7] -12 0
Pst[0][8] 10 -10
Pst[0][9] 12 -8
Pst[0][10] 9 -7
Pst[0][11] 14 -6
Pst[0][12] 6 -1
Pst[0][13] 41 -13
Pst[0][14] 40 -17
Pst[0][15] 14 -19
Pst[0][16] 11 -15
Pst[0][17] 5 -13
Pst[0][18] 15 -19
Pst[0][19] 11 -14
Pst[0][20] 14 -14
Pst[0][21] 32 -22
Pst[0][22] 35 -28
Pst[0][23] 18 -27
Pst[0][24] 13 -10
Pst[0][25] 12 -11
Pst[0][26] 28 -24
Pst[0][27] 37 -29
Pst[0][28] 40 -30
Pst[0][29] 40 -31
Pst[0][30] 20 -21
Pst[0][31] 10 -25
Pst[0][32] 26 -9
Pst[0][33] 29 -11
Pst[0][34] 27 -16
Pst[0][35] 47 -33
Pst[0][36] 47 -31
Pst[0][37] 46 -28
Pst[0][38] 25 -14
Pst[0][39] 8 -15
Pst[0][40] 29 -9
Pst[0][41] 17 0
Pst[0][42] 22 -7
Pst[0][43] 38 -12
Pst[0][44] 38 -4
Pst[0][45] 56 -7
Pst[0][46] 38 -3
Pst[0][47] 16 -9
Pst[0][48] 15 -15
Pst[0][49] 17 19
Pst[0][50] 8 28
Pst[0][51] 45 38
Pst[0][52] 43 7
Pst[0][53] 7 14
Pst[0][54] -15 3
Pst[0][55] -7 -32
Pst[0][56] -12 0
Pst[0][57] -4 0
Pst[0][58] 0 0
Pst[0][59] 4 0
Pst[0][60] 4 0
Pst[0][61] 0 0
Pst[0][62] -4 0
Pst[0][63] -12 0
Pst[1][0] -20 -48
Pst[1][1] -24 -52
Pst[1][2] -8 -30
Pst[1][3] 1 -40
Pst[1][4] -15 -17
Pst[1][5] -25 -18
Pst[1][6] -17 -45
Pst[1][7] -20 -48
Pst[1][8] -19 -30
Pst[1][9] -21 -27
Pst[1][10] -15 -28
Pst[1][11] 7 -23
Pst[1][12] 8 -30
Pst[1][13] -1 -42
Pst[1][14] -16 -22
Pst[1][15] -28 -27
Pst[1][16] -24 -29
Pst[1][17] -3 -25
Pst[1][18] 0 -21
Pst[1][19] 12 -4
Pst[1][20] 20 -13
Pst[1][21] 13 -31
Pst[1][22] 14 -35
Pst[1][23] -17 -24
Pst[1][24] -7 -22
Pst[1][25] 7 -11
Pst[1][26] 19 0
Pst[1][27] 12 11
Pst[1][28] 28 11
Pst[1][29] 27 -2
Pst[1][30] 22 -4
Pst[1][31] 4 -16
Pst[1][32] -9 -18
Pst[1][33] 8 -10
Pst[1][34] 20 3
Pst[1][35] 24 10
Pst[1][36] 26 16
Pst[1][37] 52 2
Pst[1][38] 18 -5
Pst[1][39] -8 -23
Pst[1][40] -18 -24
Pst[1][41] 8 -8
Pst[1][42] 3 11
Pst[1][43] 26 1
Pst[1][44] 38 8
Pst[1][45] 24 0
Pst[1][46] -5 -13
Pst[1][47] -13 -29
Pst[1][48] -24 -34
Pst[1][49] -10 -17
Pst[1][50] 3 -13
Pst[1][51] 1 1
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
Pst[2][0] 0 -43
Pst[2][1] -5 -21
Pst[2][2] -6 -28
Pst[2][3] -6 -20
Pst[2][4] 8 -23
Pst[2][5] -15 -20
Pst[2][6] -5 -27
Pst[2][7] -25 -57
Pst[2][8] 3 -19
Pst[2][9] 6 -45
Pst[2][10] 19 -27
Pst[2][11] 6 -15
Pst[2][12] 11 -15
Pst[2][13] -3 -16
Pst[2][14] 14 -44
Pst[2][15] 3 -30
Pst[2][16] 4 -32
Pst[2][17] 21 -14
Pst[2][18] 5 -24
Pst[2][19] 14 -13
Pst[2][20] 13 -4
Pst[2][21] 8 -29
Pst[2][22] 26 -26
Pst[2][23] 5 -18
Pst[2][24] -4 -12
Pst[2][25] 13 -15
Pst[2][26] 16 -3
Pst[2][27] 25 -3
Pst[2][28] 29 -5
Pst[2][29] 19 -9
Pst[2][30] 16 -12
Pst[2][31] 12 -14
Pst[2][32] -13 2
Pst[2][33] 10 -10
Pst[2][34] 18 -1
Pst[2][35] 22 3
Pst[2][36] 23 4
Pst[2][37] 22 -2
Pst[2][38] 21 -10
Pst[2][39] -6 -10
Pst[2][40] -14 -12
Pst[2][41] 0 9
Pst[2][42] -14 -11
Pst[2][43] 6 5
Pst[2][44] 31 -1
Pst[2][45] 29 -4
Pst[2][46] 3 10
Pst[2][47] 6 -15
Pst[2][48] -2 -8
Pst[2][49] -25 -16
Pst[2][50] -9 -3
Pst[2][51] -22 17
Pst[2][52] -13 10
Pst[2][53] -6 -5
Pst[2][54] -18 1
Pst[2][55] -13 -11
Pst[2][56] -7 -28
Pst[2][57] -23 -5
Pst[2][58] -12 -12
Pst[2][59] -5 5
Pst[2][60] -6 7
Pst[2][61] -10 -10
Pst[2][62] -10 -18
Pst[2][63] -7 -32
Pst[3][0] -15 -9
Pst[3][1] -10 -13
Pst[3][2] -2 -13
Pst[3][3] 4 -13
Pst[3][4] 8 -23
Pst[3][5] 4 -14
Pst[3][6] -21 -6
Pst[3][7] -6 -25
Pst[3][8] -32 -18
Pst[3][9] -18 -19
Pst[3][10] -2 -13
Pst[3][11] 4 -18
Pst[3][12] -14 -11
Pst[3][13] -13 -11
Pst[3][14] -20 -26
Pst[3][15] -38 -15
Pst[3][16] -29 -6
Pst[3][17] -25 -4
Pst[3][18] -22 -4
Pst[3][19] -11 -8
Pst[3][20] -4 -15
Pst[3][21] -15 -8
Pst[3][22] -1 -24
Pst[3][23] -21 -13
Pst[3][24] -22 8
Pst[3][25] -14 5
Pst[3][26] -11 5
Pst[3][27] -1 -4
Pst[3][28] -1 2
Pst[3][29] -6 0
Pst[3][30] 13 -6
Pst[3][31] -19 0
Pst[3][32] -14 18
Pst[3][33] -2 9
Pst[3][34] 13 10
Pst[3][35] 13 -1
Pst[3][36] 13 -2
Pst[3][37] 18 7
Pst[3][38] 9 -4
Pst[3][39] 5 -4
Pst[3][40] -17 23
Pst[3][41] 15 11
Pst[3][42] 10 8
Pst[3][43] 32 -5
Pst[3][44] 48 -5
Pst[3][45] 42 3
Pst[3][46] 19 6
Pst[3][47] 3 2
Pst[3][48] -9 11
Pst[3][49] -11 16
Pst[3][50] 13 2
Pst[3][51] 22 5
Pst[3][52] 19 1
Pst[3][53] 22 11
Pst[3][54] 4 6
Pst[3][55] 21 -5
Pst[3][56] 10 18
Pst[3][57] -2 19
Pst[3][58] 22 10
Pst[3][59] 17 20
Pst[3][60] 15 24
Pst[3][61] 11 19
Pst[3][62] 15 15
Pst[3][63] 11 10
Pst[4][0] -20 -45
Pst[4][1] -16 -22
Pst[4][2] -16 -44
Pst[4][3] -2 -56
Pst[4][4] 3 -61
Pst[4][5] -3 -37
Pst[4][6] -26 -34
Pst[4][7] -11 -36
Pst[4][8] -14 -38
Pst[4][9] -16 -21
Pst[4][10] 1 -46
Pst[4][11] -1 -34
Pst[4][12] 9 -48
Pst[4][13] -10 -22
Pst[4][14] -1 -20
Pst[4][15] -9 -32
Pst[4][16] -13 -24
Pst[4][17] -11 -24
Pst[4][18] -13 -8
Pst[4][19] -10 -21
Pst[4][20] -1 -15
Pst[4][21] -4 4
Pst[4][22] 3 -18
Pst[4][23] -14 -14
Pst[4][24] -15 -7
Pst[4][25] -15 -2
Pst[4][26] -12 7
Pst[4][27] -10 32
Pst[4][28] -1 25
Pst[4][29] -1 8
Pst[4][30] 0 10
Pst[4][31] -11 -1
Pst[4][32] -6 -17
Pst[4][33] -10 9
Pst[4][34] -1 8
Pst[4][35] -5 26
Pst[4][36] 1 18
Pst[4][37] 9 16
Pst[4][38] -2 18
Pst[4][39] -1 11
Pst[4][40] -6 -23
Pst[4][41] 4 -5
Pst[4][42] 0 17
Pst[4][43] 10 18
Pst[4][44] 22 29
Pst[4][45] 40 24
Pst[4][46] 22 5
Pst[4][47] 6 -8
Pst[4][48] -11 -19
Pst[4][49] -22 -19
Pst[4][50] -5 -3
Pst[4][51] -1 2
Pst[4][52] 11 6
Pst[4][53] 18 11
Pst[4][54] 9 -9
Pst[4][55] 21 -19
Pst[4][56] -1 -16
Pst[4][57] -2 -17
Pst[4][58] 15 0
Pst[4][59] 6 6
Pst[4][60] 9 7
Pst[4][61] 14 -4
Pst[4][62] 13 -7
Pst[4][63] -18 -30
Pst[5][0] -12 -49
Pst[5][1] 40 -38
Pst[5][2] 44 -27
Pst[5][3] -26 -30
Pst[5][4] 13 -38
Pst[5][5] 16 -28
Pst[5][6] 40 -34
Pst[5][7] 19 -59
Pst[5][8] 32 -29
Pst[5][9] 21 -20
Pst[5][10] 14 -13
Pst[5][11] -2 -10
Pst[5][12] -5 0
Pst[5][13] 6 -1
Pst[5][14] 22 -3
Pst[5][15] 32 -25
Pst[5][16] 4 -16
Pst[5][17] 42 -14
Pst[5][18] -10 2
Pst[5][19] -12 8
Pst[5][20] -19 12
Pst[5][21] -13 15
Pst[5][22] 20 -1
Pst[5][23] -8 -7
Pst[5][24] 16 -17
Pst[5][25] 10 -3
Pst[5][26] -7 14
Pst[5][27] -22 15
Pst[5][28] 3 17
Pst[5][29] 8 21
Pst[5][30] 18 3
Pst[5][31] -11 -18
Pst[5][32] 4 -8
Pst[5][33] 10 11
Pst[5][34] -15 26
Pst[5][35] -29 20
Pst[5][36] -27 31
Pst[5][37] -11 29
Pst[5][38] 15 20
Pst[5][39] -1 -5
Pst[5][40] -5 -11
Pst[5][41] 0 8
Pst[5][42] -16 16
Pst[5][43] -33 14
Pst[5][44] -31 9
Pst[5][45] -20 25
Pst[5][46] 6 53
Pst[5][47] -4 -1
Pst[5][48] -8 -40
Pst[5][49] -1 18
Pst[5][50] -14 8
Pst[5][51] -28 8
Pst[5][52] -31 -14
Pst[5][53] -18 3
Pst[5][54] 1 33
Pst[5][55] -17 -60
Pst[5][56] -29 -108
Pst[5][57] -12 -35
Pst[5][58] -21 -23
Pst[5][59] -34 -20
Pst[5][60] -34 -17
Pst[5][61] -21 -14
Pst[5][62] -5 -22
Pst[5][63] -25 -79
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
MobilityTable[0][0] -6 -60
MobilityTable[0][1] 12 -53
MobilityTable[0][2] 19 -22
MobilityTable[0][3] 23 -13
MobilityTable[0][4] 30 -10
MobilityTable[0][5] 34 -2
MobilityTable[0][6] 39 -1
MobilityTable[0][7] 44 -6
MobilityTable[0][8] 50 -19
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
MobilityTable[1][0] 13 -65
MobilityTable[1][1] 16 -40
MobilityTable[1][2] 28 -31
MobilityTable[1][3] 34 -16
MobilityTable[1][4] 36 -12
MobilityTable[1][5] 40 -11
MobilityTable[1][6] 41 -4
MobilityTable[1][7] 43 0
MobilityTable[1][8] 45 1
MobilityTable[1][9] 49 4
MobilityTable[1][10] 53 1
MobilityTable[1][11] 34 5
MobilityTable[1][12] 17 33
MobilityTable[1][13] 24 0
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
MobilityTable[2][0] -21 -46
MobilityTable[2][1] -11 -23
MobilityTable[2][2] -9 -16
MobilityTable[2][3] -3 -12
MobilityTable[2][4] -3 -6
MobilityTable[2][5] 0 -3
MobilityTable[2][6] 3 0
MobilityTable[2][7] 7 -1
MobilityTable[2][8] 10 4
MobilityTable[2][9] 10 8
MobilityTable[2][10] 13 9
MobilityTable[2][11] 15 10
MobilityTable[2][12] 24 7
MobilityTable[2][13] 20 14
MobilityTable[2][14] 59 4
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
MobilityTable[3][1] -13 -84
MobilityTable[3][2] -12 -97
MobilityTable[3][3] -9 -88
MobilityTable[3][4] -9 -60
MobilityTable[3][5] -7 -46
MobilityTable[3][6] -5 -25
MobilityTable[3][7] 0 -30
MobilityTable[3][8] 1 -12
MobilityTable[3][9] 1 -7
MobilityTable[3][10] 2 -1
MobilityTable[3][11] 1 12
MobilityTable[3][12] -1 21
MobilityTable[3][13] 1 20
MobilityTable[3][14] -2 27
MobilityTable[3][15] -5 37
MobilityTable[3][16] -1 33
MobilityTable[3][17] -1 31
MobilityTable[3][18] -10 39
MobilityTable[3][19] 6 28
MobilityTable[3][20] -3 40
MobilityTable[3][21] 11 22
MobilityTable[3][22] 19 28
MobilityTable[3][23] 2 37
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
