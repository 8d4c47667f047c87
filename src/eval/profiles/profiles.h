// One function per profile, each in its own file, returning the profile's weights.
#pragma once

#include <algorithm>
#include <initializer_list>

#include "eval/params.h"

namespace quince::eval::profiles {

Params fruit21(); // fruit21.cpp: Fruit 2.1 exactly
Params quince();  // quince.cpp: the engine's own tuned weights (the default profile)
Params simple();  // simple.cpp: material + the textbook's six PSTs (docs/reference/pst-textbook.md)
Params rustic();  // rustic.cpp: Rustic Alpha 3 (docs/reference/rustic-alpha3.md)
Params rybka();   // rybka.cpp: Rybka 1.0 Beta (docs/reference/rybka10.md)

// Copy a list of weights into an array member of Params.
template <std::size_t N> void set(int (&dst)[N], std::initializer_list<int> v) {
    std::copy(v.begin(), v.end(), dst);
}

// Fruit 2.1's piece-square "constants" (docs/reference/fruit21.md §4.1;
// docs/reference/rybka10.md, "Constants"): the file/rank profiles that every Fruit-style profile
// multiplies by its own weights. Rybka's tables are these same shapes with other weights
// (docs/reference/rybka10.md, "Piece Square Tables").
// clang-format off
inline void set_fruit_pst_shapes(Params& p) {
    set(p.PawnFile,   {-3, -1,  0, +1, +1,  0, -1, -3});
    set(p.KnightLine, {-4, -2,  0, +1, +1,  0, -2, -4});
    set(p.KnightRank, {-2, -1,  0, +1, +2, +3, +2, +1});
    set(p.BishopLine, {-3, -1,  0, +1, +1,  0, -1, -3});
    set(p.RookFile,   {-2, -1,  0, +1, +1,  0, -1, -2});
    set(p.QueenLine,  {-3, -1,  0, +1, +1,  0, -1, -3});
    set(p.KingLine,   {-3, -1,  0, +1, +1,  0, -1, -3});
    set(p.KingFile,   {+3, +4, +2,  0,  0, +2, +4, +3});
    set(p.KingRank,   {+1,  0, -2, -3, -4, -5, -6, -7});
}
// clang-format on

// Fruit's shelter rule (docs/reference/fruit21.md §7.2): a shelter whose penalties add up to 0 is
// "perfect" and costs ShelterPerfect instead. The table's zero entries (a pawn on its 2nd rank in Fruit and
// Rybka; every entry where the table is all zeros) are what makes it fire, so they are part of the
// rule and held out of tuning: moving one off 0 would switch the rule off.
inline void fix_shelter_zeros(Params& p, const KingSafetyWeights& w) {
    for (const int& v : w.ShelterFile)
        if (v == 0) p.fix(v);
}

// A table written as a board diagram seen by White: first row rank 8 (a8..h8), last row rank 1.
// Returns the value of square sq (a1 = 0).
constexpr int diagram_at(const int (&d)[64], int sq) { return d[(7 - sq / 8) * 8 + sq % 8]; }
// Fill a piece's tapered table from opening and endgame diagrams.
inline void set_diagram(Score (&dst)[64], const int (&op)[64], const int (&eg)[64]) {
    for (int sq = 0; sq < 64; ++sq) dst[sq] = S(diagram_at(op, sq), diagram_at(eg, sq));
}

// Opening and endgame diagrams of one piece (the same array twice when untapered).
struct DiagramPair {
    const int (&op)[64];
    const int (&eg)[64];
};
// The shared base of the plain material + piece-square profiles (simple, rustic): untapered piece
// values P N B R Q, the evaluation's phase (N = B = 1, R = 2, Q = 4, 24 in all) and explicit
// tables given as diagrams in PieceType order. Every other weight stays zero (the king edge too).
inline Params material_and_tables(const int (&value)[5], const DiagramPair (&tables)[6]) {
    Params p{};
    // material, the tables and the king edge, nothing else (docs/evaluation.md, "Models")
    PstModelWeights& w = p.set_model<EvalModel::Pst>();
    for (int pt = PAWN; pt <= QUEEN; ++pt) w.PieceValue[pt] = S(value[pt], value[pt]);
    constexpr int phase[6] = {0, 1, 1, 2, 4, 0};
    for (int i = 0; i < 6; ++i) p.PhaseWeight[i] = phase[i];
    p.PhaseTotal = 24;
    p.set_pst_source(PstSource::Tables);
    for (int pt = PAWN; pt <= KING; ++pt) set_diagram(p.tables().Pst[pt], tables[pt].op, tables[pt].eg);
    return p;
}

} // namespace quince::eval::profiles
