// Profile `rustic`: Rustic Alpha 3 (Marcel Vanthoor), as the Rustic book's chapters "Material
// counting" and "Piece-Square Tables" describe it. The full tables and the king-edge rule come from
// docs/reference/rustic-alpha3.md (Alpha 3.0.0 - 3.0.4: src/evaluation/psqt.rs lines 37-122,
// src/evaluation/defs.rs line 24, src/evaluation.rs lines 35-66).
//
// * Material K 0, Q 900, R 500, B 320, N 310, P 100: Alpha 3.0.0's PIECE_VALUES
//   (docs/reference/rustic-alpha3.md §3.1). The book's "Material counting" chapter prints
//   [0, 900, 500, 300, 300, 100] as its textbook example and says bishops and knights should be
//   worth a little more in practice. The release has 320 and 310.
// * One table per piece, no tapering (docs/reference/rustic-alpha3.md §3: only *_MG tables exist),
//   so opening = endgame.
// * Orientation (FLIP, docs/reference/rustic-alpha3.md §2): Rustic writes each table as a diagram
//   seen by White (rank 8 first). White reads table[FLIP[sq]], Black reads table[sq] without FLIP.
//   That is the same diagram turned upside down: rank mirrored, files kept. That is exactly how our
//   PsqTable stores Black (flip_rank, negated), so the diagrams below are copied literally and
//   Black is derived.
// * KING_EDGE (docs/reference/rustic-alpha3.md §4): while either side has nothing but its king
//   (material count < 100), KING_EDGE[wk] - KING_EDGE[bk] is added on top of the king table.
//   Rustic indexes this table by the raw square for both kings. The table is symmetric under rank
//   and file mirroring, so that makes no difference.
// * Nothing else (docs/reference/rustic-alpha3.md §5): no tempo, mobility, pawn structure, king
//   safety, tapering, draw scaling or lazy evaluation. Draws by insufficient material are left to
//   the search in Rustic, so DrawModel::None.
#include "eval/profiles/profiles.h"

namespace quince::eval::profiles {

namespace {

// clang-format off
constexpr int King[64] = {          // KING_MG
      0,   0,   0,   0,   0,   0,   0,   0,
      0,   0,   0,   0,   0,   0,   0,   0,
      0,   0,   0,   0,   0,   0,   0,   0,
      0,   0,   0,  20,  20,   0,   0,   0,
      0,   0,   0,  20,  20,   0,   0,   0,
      0,   0,   0,   0,   0,   0,   0,   0,
      0,   0,   0, -10, -10,   0,   0,   0,
      0,   0,  20, -10, -10,   0,  20,   0,
};
constexpr int Queen[64] = {         // QUEEN_MG
    -30, -20, -10, -10, -10, -10, -20, -30,
    -20, -10,  -5,  -5,  -5,  -5, -10, -20,
    -10,  -5,  10,  10,  10,  10,  -5, -10,
    -10,  -5,  10,  20,  20,  10,  -5, -10,
    -10,  -5,  10,  20,  20,  10,  -5, -10,
    -10,  -5,  -5,  -5,  -5,  -5,  -5, -10,
    -20, -10,  -5,  -5,  -5,  -5, -10, -20,
    -30, -20, -10, -10, -10, -10, -20, -30,
};
constexpr int Rook[64] = {          // ROOK_MG
      0,   0,   0,   0,   0,   0,   0,   0,
     15,  15,  15,  20,  20,  15,  15,  15,
      0,   0,   0,   0,   0,   0,   0,   0,
      0,   0,   0,   0,   0,   0,   0,   0,
      0,   0,   0,   0,   0,   0,   0,   0,
      0,   0,   0,   0,   0,   0,   0,   0,
      0,   0,   0,   0,   0,   0,   0,   0,
      0,   0,   0,  10,  10,  10,   0,   0,
};
constexpr int Bishop[64] = {        // BISHOP_MG
    -20,   0,   0,   0,   0,   0,   0, -20,
    -15,   0,   0,   0,   0,   0,   0, -15,
    -10,   0,   0,   5,   5,   0,   0, -10,
    -10,  10,  10,  30,  30,  10,  10, -10,
      5,   5,  10,  25,  25,  10,   5,   5,
      5,   5,   5,  10,  10,   5,   5,   5,
    -10,   5,   5,  10,  10,   5,   5, -10,
    -20, -10, -10, -10, -10, -10, -10, -20,
};
constexpr int Knight[64] = {        // KNIGHT_MG (c3 +10 but d3-f3 +15, b1/g1 0: as published)
    -20, -10, -10, -10, -10, -10, -10, -20,
    -10,  -5,  -5,  -5,  -5,  -5,  -5, -10,
    -10,  -5,  15,  15,  15,  15,  -5, -10,
    -10,  -5,  15,  15,  15,  15,  -5, -10,
    -10,  -5,  15,  15,  15,  15,  -5, -10,
    -10,  -5,  10,  15,  15,  15,  -5, -10,
    -10,  -5,  -5,  -5,  -5,  -5,  -5, -10,
    -20,   0, -10, -10, -10, -10,   0, -20,
};
constexpr int Pawn[64] = {          // PAWN_MG (ranks 1 and 8 unreachable)
      0,   0,   0,   0,   0,   0,   0,   0,
     60,  60,  60,  60,  70,  60,  60,  60,
     40,  40,  40,  50,  60,  40,  40,  40,
     20,  20,  20,  40,  50,  20,  20,  20,
      5,   5,  15,  30,  40,  10,   5,   5,
      5,   5,  10,  20,  30,   5,   5,   5,
      5,   5,   5, -30, -30,   5,   5,   5,
      0,   0,   0,   0,   0,   0,   0,   0,
};
constexpr int KingEdge[64] = {      // KING_EDGE
    -95, -95, -90, -90, -90, -90, -95, -95,
    -95, -50, -50, -50, -50, -50, -50, -95,
    -90, -50, -20, -20, -20, -20, -50, -90,
    -90, -50, -20,   0,   0, -20, -50, -90,
    -90, -50, -20,   0,   0, -20, -50, -90,
    -90, -50, -20, -20, -20, -20, -50, -90,
    -95, -50, -50, -50, -50, -50, -50, -95,
    -95, -95, -90, -90, -90, -90, -95, -95,
};
// clang-format on

} // namespace

Params rustic() {
    // Untapered: the phase is computed but opening = endgame everywhere.
    Params p = material_and_tables(
        {100, 310, 320, 500, 900},
        {{Pawn, Pawn}, {Knight, Knight}, {Bishop, Bishop}, {Rook, Rook}, {Queen, Queen}, {King, King}});

    PstModelWeights& w = p.weights<EvalModel::Pst>();
    for (int sq = 0; sq < 64; ++sq) w.KingEdgeTable[sq] = diagram_at(KingEdge, sq);

    p.Draws              = DrawModel::None;
    p.MulFull            = 16;
    p.MulOppositeBishops = 16; // no halving
    p.ScoreLimit         = 29744;
    return p;
}

} // namespace quince::eval::profiles
