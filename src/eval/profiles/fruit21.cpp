// Profile `fruit21`: Fruit 2.1's evaluation weights at the default UCI settings (all 100 %).
// Source of every number: docs/reference/fruit21.md (§§2-11), itself written from
// Fruit 2.1 (Fabien Letouzey, 2005) and checked against the oracle in data/fruit21-oracle.
#include "eval/profiles/profiles.h"

namespace quince::eval::profiles {

// The weights stay aligned in columns:
// clang-format off
Params fruit21() {
    Params p{};
    p.Model = EvalModel::Fruit;
    // Material (2.1) and phase (2.2)
    p.PieceValue[PAWN]   = S(  80,   90);
    p.PieceValue[KNIGHT] = S( 325,  325);
    p.PieceValue[BISHOP] = S( 325,  325);
    p.PieceValue[ROOK]   = S( 500,  500);
    p.PieceValue[QUEEN]  = S(1000, 1000);
    p.PieceValue[KING]   = S(   0,    0);
    p.BishopPair         = S(  50,   50);
    set(p.PhaseWeight, {0, 1, 1, 2, 4, 0});
    p.PhaseTotal = 24;

    // Piece-square profiles (4.1), indexed by file or rank a..h / 1..8
    set_fruit_pst_shapes(p);
    p.PawnFileOpening = 5;
    p.fix(p.PawnFileEndgame); // 0: Fruit's pawn table has no endgame part (4.1), so none is tuned
    set(p.PawnCentreOpening, {0, 0, 10, 20, 10, 0, 0, 0}); // d3/e3, d4/e4, d5/e5
    p.KnightCentreOpening   = 5;
    p.KnightCentreEndgame   = 5;
    p.KnightRankOpening     = 5;
    p.KnightBackRankOpening = 0;
    p.KnightTrappedOpening  = 100;
    p.BishopCentreOpening   = 2;
    p.BishopCentreEndgame   = 3;
    p.BishopBackRankOpening = 10;
    p.BishopDiagonalOpening = 4;
    p.RookFileOpening       = 3;
    p.QueenCentreOpening    = 0;
    p.QueenCentreEndgame    = 4;
    p.QueenBackRankOpening  = 5;
    p.KingCentreEndgame     = 12;
    p.KingFileOpening       = 10;
    p.KingRankOpening       = 10;

    // Pawn structure (5)
    p.Doubled      = S(-10, -20);
    p.Isolated     = S(-10, -20);
    p.IsolatedOpen = S(-20, -20);
    p.Backward     = S( -8, -10);
    p.BackwardOpen = S(-16, -10);
    p.CandidateMin = S(  5,  10);
    p.CandidateMax = S( 55, 110);
    set(p.RankBonus, {0, 0, 0, 26, 77, 154, 256, 0});

    // Pieces (6)
    set(p.MobilityOffset, {4, 6, 7, 13});
    p.MobilityWeight[0]    = S(  4,   4); // knight
    p.MobilityWeight[1]    = S(  5,   5); // bishop
    p.MobilityWeight[2]    = S(  2,   4); // rook
    p.MobilityWeight[3]    = S(  1,   2); // queen
    p.RookFileBase         = S(-10, -10);
    p.RookSemiOpen         = S( 10,  10);
    p.RookOpen             = S( 10,  10);
    p.RookKingAdjacentFile = S( 10,   0);
    p.RookKingFile         = S( 10,   0);
    p.Rook7th              = S( 20,  40);
    p.Queen7th             = S( 10,  20);

    // King safety (7)
    p.KingAttackOpening = 20;
    set(p.KingAttackUnit, {1, 1, 2, 4});
    set(p.KingAttackWeight, {0, 0, 128, 192, 224, 240, 248, 252, 254, 255, 256, 256, 256, 256, 256, 256});
    // 36 - d*d with d = 8 - relative rank (1-based) of the shelter pawn
    set(p.ShelterFile, {36, 0, 11, 20, 27, 32, 35, 36});
    fix_shelter_zeros(p);
    p.ShelterNoPawn  = 36;
    p.ShelterPerfect = 11;
    set(p.StormFile, {0, 0, 0, 10, 30, 60, 0, 0});

    // Passed pawns (8)
    p.PassedMin         = S(10,  20);
    p.PassedMax         = S(70, 140);
    p.UnstoppablePasser = 800;
    p.FreePasser        = 60;
    p.AttackerDistance  = 5;
    p.DefenderDistance  = 20;

    // Patterns (9)
    p.TrappedBishop7 = S(-100, -100);
    p.TrappedBishop6 = S( -50,  -50);
    p.BlockedBishop  = S( -50,    0);
    p.BlockedRook    = S( -50,    0);

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
