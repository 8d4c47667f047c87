// Profile `fruit21`: Fruit 2.1's evaluation weights at the default UCI settings (all 100 %).
// Source of every number: docs/reference/fruit21.md (§§2-11), itself written from
// Fruit 2.1 (Fabien Letouzey, 2005) and checked against the oracle in data/fruit21-oracle.
#include "eval/profiles/profiles.h"

namespace quince::eval::profiles {

// The weights stay aligned in columns:
// clang-format off
Params fruit21() {
    Params p{};
    FruitModelWeights& w = p.set_model<EvalModel::Fruit>();
    PstShapeWeights& s   = p.shape(); // the generated PST's weights
    // Material (2.1) and phase (2.2)
    w.PieceValue[PAWN]   = S(  80,   90);
    w.PieceValue[KNIGHT] = S( 325,  325);
    w.PieceValue[BISHOP] = S( 325,  325);
    w.PieceValue[ROOK]   = S( 500,  500);
    w.PieceValue[QUEEN]  = S(1000, 1000);
    w.PieceValue[KING]   = S(   0,    0);
    w.BishopPair         = S(  50,   50);
    set(p.PhaseWeight, {0, 1, 1, 2, 4, 0});
    p.PhaseTotal = 24;

    // Piece-square profiles (4.1), indexed by file or rank a..h / 1..8
    set_fruit_pst_shapes(p);
    s.PawnFileOpening = 5;
    p.fix(s.PawnFileEndgame); // 0: Fruit's pawn table has no endgame part (4.1), so none is tuned
    set(s.PawnCentreOpening, {0, 0, 10, 20, 10, 0, 0, 0}); // d3/e3, d4/e4, d5/e5
    s.KnightCentreOpening   = 5;
    s.KnightCentreEndgame   = 5;
    s.KnightRankOpening     = 5;
    s.KnightBackRankOpening = 0;
    s.KnightTrappedOpening  = 100;
    s.BishopCentreOpening   = 2;
    s.BishopCentreEndgame   = 3;
    s.BishopBackRankOpening = 10;
    s.BishopDiagonalOpening = 4;
    s.RookFileOpening       = 3;
    s.QueenCentreOpening    = 0;
    s.QueenCentreEndgame    = 4;
    s.QueenBackRankOpening  = 5;
    s.KingCentreEndgame     = 12;
    s.KingFileOpening       = 10;
    s.KingRankOpening       = 10;

    // Pawn structure (5)
    w.Doubled      = S(-10, -20);
    w.Isolated     = S(-10, -20);
    w.IsolatedOpen = S(-20, -20);
    w.Backward     = S( -8, -10);
    w.BackwardOpen = S(-16, -10);
    w.CandidateMin = S(  5,  10);
    w.CandidateMax = S( 55, 110);
    set(p.RankBonus, {0, 0, 0, 26, 77, 154, 256, 0});

    // Pieces (6)
    set(p.MobilityOffset, {4, 6, 7, 13});
    w.MobilityWeight[0]    = S(  4,   4); // knight
    w.MobilityWeight[1]    = S(  5,   5); // bishop
    w.MobilityWeight[2]    = S(  2,   4); // rook
    w.MobilityWeight[3]    = S(  1,   2); // queen
    w.RookFileBase         = S(-10, -10);
    w.RookSemiOpen         = S( 10,  10);
    w.RookOpen             = S( 10,  10);
    w.RookKingAdjacentFile = S( 10,   0);
    w.RookKingFile         = S( 10,   0);
    w.Rook7th              = S( 20,  40);
    w.Queen7th             = S( 10,  20);

    // King safety (7)
    w.KingAttackOpening = 20;
    set(p.KingAttackUnit, {1, 1, 2, 4});
    set(p.KingAttackWeight, {0, 0, 128, 192, 224, 240, 248, 252, 254, 255, 256, 256, 256, 256, 256, 256});
    // 36 - d*d with d = 8 - relative rank (1-based) of the shelter pawn
    set(w.ShelterFile, {36, 0, 11, 20, 27, 32, 35, 36});
    fix_shelter_zeros(p, w);
    w.ShelterNoPawn  = 36;
    w.ShelterPerfect = 11;
    set(w.StormFile, {0, 0, 0, 10, 30, 60, 0, 0});

    // Passed pawns (8)
    w.PassedMin         = S(10,  20);
    w.PassedMax         = S(70, 140);
    w.UnstoppablePasser = 800;
    w.FreePasser        = 60;
    w.AttackerDistance  = 5;
    w.DefenderDistance  = 20;

    // Patterns (9)
    w.TrappedBishop7 = S(-100, -100);
    w.TrappedBishop6 = S( -50,  -50);
    w.BlockedBishop  = S( -50,    0);
    w.BlockedRook    = S( -50,    0);

    // Draws
    p.MulFull                    = 16;
    p.MulPawnlessTwoKnights      = 1;
    p.MulPawnlessBishopsVsKnight = 8;
    p.MulPawnlessSmallEdge       = 2;
    p.MulOnePawnMinorOnly        = 4;
    p.MulOnePawnSmallEdge        = 8;
    p.MulDrawRule                = 1;
    p.MulOppositeBishops         = 8;
    p.FruitBlackSingleFileQuirk = true;
    p.ScoreLimit                = 29744;
    return p;
}
// clang-format on

} // namespace quince::eval::profiles
