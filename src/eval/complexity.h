// Endgame complexity (Shape::Complexity, beyond Fruit 2.1; after Stockfish 11's "initiative" and
// Ethereal 12's "complexity"): how winnable the position is, as a correction of the endgame half
// for the side it favours. Pawns, passers, pawns on both flanks, a king that outflanks or has
// crossed into the enemy's half and a pure pawn ending make a lead easier to convert; a position
// with no passer, all pawns on one flank and the kings facing each other is "almost unwinnable".
// The weighted count c (Weights::Complexity*, with a negative Base) is added to the endgame half
// of the side it favours, but never takes that half past 0: eg + sign(eg) * max(c, -|eg|).
// The correction applies before the endgame scale (eval/scale.h), as Stockfish's does before its
// scale factor. Only the endgame half is corrected (as in Ethereal; Stockfish 11 also took a
// little off the middlegame half when c < -50).
// Tuner: unclamped, the correction is linear in the weights (coefficient sign(eg) times each count,
// in the endgame half); clamped, the endgame half is 0 whatever the weights, so every endgame
// coefficient of the position is 0 (tune/dataset.cpp reads Trace::eg_clamped).
// Included by eval.cpp only.
#pragma once

#include <cstdlib>
#include <iterator>

#include "eval/masks.h"
#include "eval/terms.h"
#include "eval/trace.h"

namespace quince::eval {

// The correction (White's view) to add to the endgame half `eg` (White's view).
template <class Sink> inline int endgame_complexity(const EvalState& st, int eg, Sink& sink) {
    if (eg == 0) return 0; // no side to favour
    const Position& pos  = st.pos;
    const Params& P      = st.P;
    const Bitboard pawns = pos.pieces(PAWN);
    const Square wk = pos.king_square(WHITE), bk = pos.king_square(BLACK);
    const int passers      = popcount(st.pi.passed);
    const int outflanking  = std::abs(file_of(wk) - file_of(bk)) - std::abs(rank_of(wk) - rank_of(bk));
    const bool both_flanks = (pawns & king_flank(FILE_A)) && (pawns & king_flank(FILE_H)); // a-d, e-h
    const int count[]      = {
             passers,
             popcount(pawns),
             outflanking,
             rank_of(wk) > RANK_4 || rank_of(bk) < RANK_5,
             both_flanks,
             pos.pieces() == (pawns | pos.pieces(KING)), // kings and pawns only
             !passers && outflanking < 0 && !both_flanks,
             1,
    };
    const int* const weight[] = {&P.ComplexityPassers,      &P.ComplexityPawns,      &P.ComplexityOutflanking,
                                 &P.ComplexityInfiltration, &P.ComplexityBothFlanks, &P.ComplexityPawnEnding,
                                 &P.ComplexityUnwinnable,   &P.ComplexityBase};
    static_assert(std::size(count) == std::size(weight));
    int c = 0;
    for (std::size_t i = 0; i < std::size(count); ++i) c += count[i] * *weight[i];
    const int sign = eg > 0 ? 1 : -1;
    if (c < -std::abs(eg)) { // the favoured side's endgame half goes to 0, not past it
        sink.complexity(-eg, true);
        return -eg;
    }
    if constexpr (Sink::coefs)
        for (std::size_t i = 0; i < std::size(count); ++i)
            sink.coef(*weight[i], ST_EG, WHITE, sign * count[i]);
    sink.complexity(sign * c, false);
    return sign * c;
}

} // namespace quince::eval
