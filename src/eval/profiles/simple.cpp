// Profile `simple`: the plain material + piece-square evaluation of a textbook's "Chapter 21:
// Piece-Square Tables" (docs/reference/pst-textbook.md). Nothing else: every other weight is zero
// and every other term off.
//
// * Tables: the textbook's six tables (docs/reference/pst-textbook.md §3), copied as board diagrams
//   with rank 8 in the first row. That is how the textbook's arrays are really laid out, whatever
//   their comments say. Errata in the textbook (pst-textbook.md §7, E1 and E2): its comments label
//   the first row "Rank 1" and call the 50s row "Rank 2 (start)". Read that way,
//   pawns would be worth most on their start squares and least on d7/e7. Read as a diagram, pawns
//   gain +50 on the 7th rank and d2/e2 get -20, which is the only reading that makes chess sense.
//   The same reading gives knight d2/e2 +5, bishop b2/g2 +5, rook 7th rank +10 and king g1/b1 +30.
// * Only the king is tapered: KING_MG in the opening, KING_EG in the endgame. The other five tables
//   are the same in both.
// * Material P 100, N 300, B 300, R 500, Q 900: the Rustic book's first set of values
//   (`PIECE_VALUES = [0, 900, 500, 300, 300, 100]`, docs/reference/rustic-alpha3.md §3.1).
// * Phase: N = B = 1, R = 2, Q = 4, 24 in all, scaled to 0..256, as in the rest of the evaluation.
//   Erratum in the textbook's compute_phase (docs/reference/pst-textbook.md §5, E3): its comment
//   says "Max phase = 16 (for one side), total 32". The counts it adds come to 12 a side, 24 in
//   all, so `phase * 8` reaches only 192 and never the 256 it claims. We use the evaluation's
//   24 -> 256 scaling, so the start position is pure opening and a bare-kings board pure endgame.
//   (The textbook measures 256 = opening; we use 0 = opening. The blend is the same, written the
//   other way round.)
// * Draws: a plain material+PST evaluator knows only one thing about draws: a side that cannot
//   mate cannot win. So DrawModel::Insufficient: a side with no pawns and at most one minor piece
//   gets a multiplier of 0. (K+N v K and K+B v K score 0; K v K too.) Fruit's pawn-count
//   multipliers, draw rules, recognisers and opposite-bishop halving are all off.
#include "eval/profiles/profiles.h"

namespace quince::eval::profiles {

namespace {

// clang-format off
// The textbook's PAWN_PST (docs/reference/pst-textbook.md §3; ranks 1 and 8 unreachable).
constexpr int Pawn[64] = {
      0,   0,   0,   0,   0,   0,   0,   0,  // 8
     50,  50,  50,  50,  50,  50,  50,  50,  // 7
     10,  10,  20,  30,  30,  20,  10,  10,  // 6
      5,   5,  10,  25,  25,  10,   5,   5,  // 5
      0,   0,   0,  20,  20,   0,   0,   0,  // 4
      5,  -5, -10,   0,   0, -10,  -5,   5,  // 3
      5,  10,  10, -20, -20,  10,  10,   5,  // 2
      0,   0,   0,   0,   0,   0,   0,   0,  // 1
};
// The textbook's KNIGHT_PST
constexpr int Knight[64] = {
    -50, -40, -30, -30, -30, -30, -40, -50,
    -40, -20,   0,   0,   0,   0, -20, -40,
    -30,   0,  10,  15,  15,  10,   0, -30,
    -30,   5,  15,  20,  20,  15,   5, -30,
    -30,   0,  15,  20,  20,  15,   0, -30,
    -30,   5,  10,  15,  15,  10,   5, -30,
    -40, -20,   0,   5,   5,   0, -20, -40,
    -50, -40, -30, -30, -30, -30, -40, -50,
};
// The textbook's BISHOP_PST
constexpr int Bishop[64] = {
    -20, -10, -10, -10, -10, -10, -10, -20,
    -10,   0,   0,   0,   0,   0,   0, -10,
    -10,   0,   5,  10,  10,   5,   0, -10,
    -10,   5,   5,  10,  10,   5,   5, -10,
    -10,   0,  10,  10,  10,  10,   0, -10,
    -10,  10,  10,  10,  10,  10,  10, -10,
    -10,   5,   0,   0,   0,   0,   5, -10,
    -20, -10, -10, -10, -10, -10, -10, -20,
};
// The textbook's ROOK_PST
constexpr int Rook[64] = {
      0,   0,   0,   0,   0,   0,   0,   0,
      5,  10,  10,  10,  10,  10,  10,   5,
     -5,   0,   0,   0,   0,   0,   0,  -5,
     -5,   0,   0,   0,   0,   0,   0,  -5,
     -5,   0,   0,   0,   0,   0,   0,  -5,
     -5,   0,   0,   0,   0,   0,   0,  -5,
     -5,   0,   0,   0,   0,   0,   0,  -5,
      0,   0,   0,   5,   5,   0,   0,   0,
};
// The textbook's QUEEN_PST (not left/right symmetric: b3 +5 / g3 0, a4 0 / h4 -5, as printed)
constexpr int Queen[64] = {
    -20, -10, -10,  -5,  -5, -10, -10, -20,
    -10,   0,   0,   0,   0,   0,   0, -10,
    -10,   0,   5,   5,   5,   5,   0, -10,
     -5,   0,   5,   5,   5,   5,   0,  -5,
      0,   0,   5,   5,   5,   5,   0,  -5,
    -10,   5,   5,   5,   5,   5,   0, -10,
    -10,   0,   5,   0,   0,   0,   0, -10,
    -20, -10, -10,  -5,  -5, -10, -10, -20,
};
// The textbook's KING_MG_PST
constexpr int KingMg[64] = {
    -30, -40, -40, -50, -50, -40, -40, -30,
    -30, -40, -40, -50, -50, -40, -40, -30,
    -30, -40, -40, -50, -50, -40, -40, -30,
    -30, -40, -40, -50, -50, -40, -40, -30,
    -20, -30, -30, -40, -40, -30, -30, -20,
    -10, -20, -20, -20, -20, -20, -20, -10,
     20,  20,   0,   0,   0,   0,  20,  20,
     20,  30,  10,   0,   0,  10,  30,  20,
};
// The textbook's KING_EG_PST
constexpr int KingEg[64] = {
    -50, -40, -30, -20, -20, -30, -40, -50,
    -30, -20, -10,   0,   0, -10, -20, -30,
    -30, -10,  20,  30,  30,  20, -10, -30,
    -30, -10,  30,  40,  40,  30, -10, -30,
    -30, -10,  30,  40,  40,  30, -10, -30,
    -30, -10,  20,  30,  30,  20, -10, -30,
    -30, -30,   0,   0,   0,   0, -30, -30,
    -50, -30, -30, -30, -30, -30, -30, -50,
};
// clang-format on

} // namespace

Params simple() {
    Params p = material_and_tables(
        {100, 300, 300, 500, 900},
        {{Pawn, Pawn}, {Knight, Knight}, {Bishop, Bishop}, {Rook, Rook}, {Queen, Queen}, {KingMg, KingEg}});

    // No other term: mobility, pawn structure, king safety, passers and patterns weigh 0.
    p.Draws              = DrawModel::Insufficient;
    p.MulFull            = 16;
    p.MulOppositeBishops = 16; // no halving
    p.ScoreLimit         = 29744;
    return p;
}

} // namespace quince::eval::profiles
