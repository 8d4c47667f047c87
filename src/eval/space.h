// Space (Shape::Space, beyond Fruit 2.1; after the design of Stockfish 11's space term): the
// squares of our half of the centre files that our pieces can use behind the pawns. A square of
// files c-f on our 2nd to 4th ranks counts when no own pawn stands on it and no enemy pawn attacks
// it; such a square up to three ranks behind an own pawn and attacked by no enemy piece counts
// twice. One weight per square, tapered (the opening value is where room to manoeuvre matters; the
// tuner fits both). Attributed to the king in the per-piece view, like the side to move's bonus.
// Reads the enemy's attack map, so eval_pieces must have run for both colours.
// Included by eval.cpp only (the term is inlined into the evaluation).
#pragma once

#include "eval/masks.h"
#include "eval/terms.h"
#include "eval/trace.h"

namespace quince::eval {

// Files c-f on colour c's 2nd to 4th ranks.
constexpr Bitboard space_area(Color c) {
    return (file_bb(FILE_C) | file_bb(FILE_D) | file_bb(FILE_E) | file_bb(FILE_F)) &
           (relative_rank_bb(c, 1) | relative_rank_bb(c, 2) | relative_rank_bb(c, 3));
}

template <Color Me, class Sink> QUINCE_EVAL_INLINE Score eval_space(const EvalState& st, Sink& sink) {
    constexpr Color Opp      = ~Me;
    constexpr int Back       = -pawn_push(Me);
    const Position& pos      = st.pos;
    const Bitboard own_pawns = pos.pieces(Me, PAWN);
    const Bitboard safe      = space_area(Me) & ~own_pawns & ~st.pawn_attacks[Opp];
    Bitboard behind          = own_pawns | shift<Back>(own_pawns);
    behind |= shift<2 * Back>(behind); // one to three squares behind each pawn
    const int n    = popcount(safe) + popcount(behind & safe & ~st.all_attacks[Opp]);
    const Score& w = st.P.SpaceSquare;
    sink.coef(w, Me, n);
    sink.piece(pos.king_square(Me), T_PIECES, Me, "space", w * n);
    return w * n;
}

static_assert(space_area(WHITE) == 0x000000003c3c3c00ULL && space_area(BLACK) == 0x003c3c3c00000000ULL);

} // namespace quince::eval
