// One function per profile, each in its own file, returning the profile's weights.
#pragma once

#include "eval/params.h"

namespace quince::eval::profiles {

Params fruit21();  // fruit21.cpp: Fruit 2.1 exactly
Params standard(); // default.cpp: the engine's default weights
Params simple();   // simple.cpp: seed 004's material + six piece-square tables
Params rustic();   // rustic.cpp: Rustic Alpha 3 (seeds 001/002, reference/rustic-alpha3-eval.md)
Params rybka();    // rybka.cpp: Rybka 1.0 Beta (seeds 000/003, reference/rybka1-weights.md)

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
// tables given as diagrams in PieceType order. Every other weight stays zero.
inline Params material_and_tables(const int (&value)[5], const DiagramPair (&tables)[6]) {
    Params p{};
    for (int pt = PAWN; pt <= QUEEN; ++pt) p.PieceValue[pt] = S(value[pt], value[pt]);
    constexpr int phase[6] = {0, 1, 1, 2, 4, 0};
    for (int i = 0; i < 6; ++i) p.PhaseWeight[i] = phase[i];
    p.PhaseTotal    = 24;
    p.PstFromTables = true;
    for (int pt = PAWN; pt <= KING; ++pt) set_diagram(p.PstTable[pt], tables[pt].op, tables[pt].eg);
    return p;
}

} // namespace quince::eval::profiles
