// Profile `rybka`: Rybka 1.0 Beta's evaluation (Vasik Rajlich, 2005), as specified in
// docs/reference/rybka10.md ("rybka10.md" below): its Part I, the differences from Fruit 2.1 that
// the Fruit/Rybka comparison documents (cited by heading, e.g. "Rooks"), completed from its Part II,
// the weights reconstructed from Strelka 2.0 B (cited as §II.n; sources S1-S5 listed there).
// Every number is in Rybka's internal unit, 1/32 centipawn (a pawn is 3399). Evaluator::evaluate
// divides by UnitsPerCp = 32 at the end (truncating, as Rybka's final `/ 32`).
//
// Structure (the switches of Params): Fruit's terms on the same code, plus
//  * PSTs from Fruit's profiles with Rybka's weights (rybka10.md, "Piece Square Tables"), pawn
//    file profile in the endgame too, only d5/e5 in the centre;
//  * rook files judged by the pawns in front of the rook only (RookFileAhead);
//  * shelter of the wing square C1/E1/G1 (ShelterByWing). Rybka caches the three wing values per
//    pawn structure; ours are computed from the same pawns, so the result is the same without it.
//    Perfect shelter (penalty 0) becomes 794. Shelter and storm see the 4x3 rectangle of ranks 2-5
//    in front of the wing square (rybka10.md, "Shelter Values"), hence the zeros beyond rank 5 in
//    the tables below;
//  * king attack divided by 32 with Rybka's units (KingAttackOpening 1, divisor 32); own pawns
//    touching the zone count as one attacker (rybka10.md §II.8);
//  * passers with the free-passer bonus split in three (Rybka's model: passer_rybka.cpp);
//  * Rybka's pawn rules (Rybka's model: pawn_rybka.cpp);
//  * MatKingFlag and DrawBishopFlag as Fruit's (rybka10.md, "Flags"). Opposite bishops halve the
//    score (MulOppositeBishops 8 of 16). Rybka halves opening and endgame before the blend; we
//    halve after it, which differs by rounding only;
//  * lazy evaluation (LazyEval; Evaluator::set_lazy_root), unit-mixing bug off by default.
//
// Stand-ins for what the documents could not recover (docs/profiles.md lists them too):
//  * STAND-IN phase: Rybka's 65-entry phase_value table is unknown (rybka10.md §II.10). We use the
//    linear 24-step blend of Strelka/Fruit (N = B = 1, R = 2, Q = 4 out of 24, scaled to 0..256);
//  * STAND-IN lazy margins: the bounds live in globals (rybka10.md §II.11). We take 4 pawns
//    (4 * 3399) either side of the root score: with truncating division this reproduces the
//    bounds -3..4 / -4..3 reported for the buggy case (rybka10.md, "Lazy Evaluation"), so it is
//    consistent with the little that is known. Rybka's per-material "lazy" flag (1106
//    configurations) is unknown: no configuration is flagged;
//  * STAND-IN material table: Rybka's imbalance table (Strelka's piece_bonus and osob tables,
//    rybka10.md §II.3) is not modelled. Only its bishop pair (+600, rybka10.md §II.2, S2 only) is
//    kept. Its recognised draws are replaced by DrawModel::Insufficient: a side with no pawns and
//    at most one minor cannot win;
//  * omitted: Strelka's +3 cp tempo (rybka10.md §II.1 step 6, not checked against Rybka).
#include "eval/profiles/profiles.h"

namespace quince::eval::profiles {

// clang-format off
Params rybka() {
    Params p{};
    // Fruit's terms with Rybka's differences (docs/evaluation.md, "Models")
    RybkaModelWeights& w = p.set_model<EvalModel::Rybka>();
    PstShapeWeights& s   = p.shape(); // the generated PST's weights
    p.UnitsPerCp = 32;
    // Material (rybka10.md §II.2): one value for both stages, multiples of the pawn's 3399
    // [Rybka-confirmed]
    w.PieceValue[PAWN]   = S( 3399,  3399);
    w.PieceValue[KNIGHT] = S(10197, 10197);
    w.PieceValue[BISHOP] = S(10197, 10197);
    w.PieceValue[ROOK]   = S(16995, 16995);
    w.PieceValue[QUEEN]  = S(33990, 33990);
    w.PieceValue[KING]   = S(    0,     0);
    w.BishopPair         = S(  600,   600); // rybka10.md §II.2 [S2 only]
    set(p.PhaseWeight, {0, 1, 1, 2, 4, 0}); // rybka10.md, "Phase" (stand-in blend, see above)
    p.PhaseTotal = 24;

    // Piece-square tables: Fruit's profiles (rybka10.md, "Constants"; the same arrays as fruit21)
    // with Rybka's weights (rybka10.md, "Piece Square Tables", Rybka's column)
    set_fruit_pst_shapes(p);
    s.PawnFileOpening = 181;
    s.PawnFileEndgame = -97;
    set(s.PawnCentreOpening, {0, 0, 0, 0, 74, 0, 0, 0}); // d5/e5 only
    s.KnightCentreOpening   = 347;
    s.KnightCentreEndgame   = 56;
    s.KnightRankOpening     = 358;
    s.KnightBackRankOpening = 0;
    s.KnightTrappedOpening  = 3200;
    s.BishopCentreOpening   = 147;
    s.BishopCentreEndgame   = 49;
    s.BishopBackRankOpening = 251;
    s.BishopDiagonalOpening = 378;
    s.RookFileOpening       = 104;
    s.QueenCentreOpening    = 98;
    s.QueenCentreEndgame    = 108;
    s.QueenBackRankOpening  = 201;
    s.KingCentreEndgame     = 401;
    s.KingFileOpening       = 469;
    s.KingRankOpening       = 0;

    // Pawn structure (rybka10.md §II.6; penalties, so negative here) and candidates
    // (rybka10.md, "Values")
    w.Doubled      = S(   0, -158);
    w.Isolated     = S( -79, -324);
    w.IsolatedOpen = S(-923, -324);
    w.Backward     = S(-406, -297);
    w.BackwardOpen = S(-872, -297);
    const int cand_op[8] = {0, 0, 0, 382, 1131, 2263, 3763, 3763};
    const int cand_eg[8] = {18, 18, 18, 181, 501, 985, 1626, 1626};
    for (int r = 0; r < 8; ++r) w.CandidateRank[r] = S(cand_op[r], cand_eg[r]);

    // Pieces: mobility per attacked square not holding an own piece, no offset (rybka10.md §II.5)
    set(p.MobilityOffset, {0, 0, 0, 0});
    w.MobilityWeight[0]    = S(  14, 121); // knight
    w.MobilityWeight[1]    = S( 149, 116); // bishop
    w.MobilityWeight[2]    = S(  84,  79); // rook
    w.MobilityWeight[3]    = S(  54,  37); // queen
    // Rook files (rybka10.md, "Rooks"; immediates 64/256, 971/172, 121, 853 confirmed in the
    // binary, S4 in rybka10.md §II.0). Our Rook* weights are increments, as Rybka's code adds them.
    w.RookFileBase         = S(   0,   0);
    w.RookSemiOpen         = S(  64, 256);
    w.RookOpen             = S( 971, 172); // 1035 - 64, 428 - 256
    w.RookKingAdjacentFile = S( 121,   0);
    w.RookKingFile         = S( 853,   0); // 974 - 121
    w.Rook7th              = S( 246, 1026); // rybka10.md §II.7
    w.Queen7th             = S(   0, 1420);

    // King safety (rybka10.md §II.8; rybka10.md, "King Evaluation", "Shelter Values")
    w.KingAttackOpening = 1;
    p.KingAttackDivisor = 32;
    set(p.KingAttackUnit, {941, 418, 666, 532});
    set(p.KingAttackWeight, {0, -1, 37, 71, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100});
    // shelter_value[5] = {1121, 0, 214, 749, 915} by the rank of the rearmost own pawn on the file
    // (2nd: 0, 3rd: 214, 4th: 749, 5th: 915). None within ranks 2-5: 1121. Index = relative rank.
    set(w.ShelterFile, {1121, 0, 214, 749, 915, 1121, 1121, 1121});
    fix_shelter_zeros(p, w);
    w.ShelterNoPawn  = 1121;
    w.ShelterPerfect = 794;
    // storm_value[5] = {0, 0, 2334, 653, 310} by our rank of the most advanced enemy pawn (our
    // 3rd: 2334, 4th: 653, 5th: 310, 2nd or beyond the 5th: 0). Indexed like Fruit's StormFile by
    // the enemy pawn's own relative rank (our 3rd = its 6th). Erratum in the comparison
    // (rybka10.md, "Shelter Values"): its storm_file() equivalent reads shelter_value[dist];
    // storm_value is meant.
    set(w.StormFile, {0, 0, 0, 310, 653, 2334, 0, 0});

    // Passed pawns (rybka10.md, "Values": Rybka's tables, quad() outputs with truncation)
    set(w.PassedOpeningRank,  {0, 0, 0, 489, 1450, 2900, 4821, 4821});
    set(w.PassedEndgameRank,  {146, 146, 146, 336, 709, 1273, 2020, 2020});
    set(w.PassedUnblockedOwn, {0, 0, 0, 26, 78, 157, 262, 262});
    set(w.PassedUnblockedOpp, {0, 0, 0, 133, 394, 788, 1311, 1311});
    set(w.PassedFreeRank,     {0, 0, 0, 101, 300, 601, 1000, 1000});
    set(w.PassedAttDistance,  {0, 0, 0, 66, 195, 391, 650, 650});
    set(w.PassedDefDistance,  {0, 0, 0, 131, 389, 779, 1295, 1295});
    w.UnstoppablePasser = 25600; // 800 cp (rybka10.md §II.9)

    // Patterns (rybka10.md §II.9): a6/h6 trapped bishops get the full penalty
    // (rybka10.md, "Trapped Bishop")
    w.TrappedBishop7 = S(-1802, -1802);
    w.TrappedBishop6 = S(-1802, -1802);
    w.BlockedBishop  = S(-1920,     0);
    w.BlockedRook    = S(-1920,     0);

    // Draws: see the stand-ins above
    p.Draws              = DrawModel::Insufficient;
    p.MulFull            = 16;
    p.MulOppositeBishops = 8;
    p.ScoreLimit         = 29744; // centipawns (the clamp follows the unit conversion)

    p.LazyEval   = true;
    p.LazyMargin = 4 * 3399; // STAND-IN (see above)
    return p;
}
// clang-format on

} // namespace quince::eval::profiles
