// Fixed-square patterns (reference section 9): trapped bishops, bishops behind a blocked centre
// pawn, rooks shut in by the uncastled king. Written for White on relative squares. Included by
// eval.cpp only (the term is inlined into the evaluation).
#pragma once

#include <initializer_list>

#include "eval/terms.h"
#include "eval/trace.h"

namespace quince::eval {

namespace pattern_detail {
constexpr Bitboard bb_of(std::initializer_list<Square> squares) {
    Bitboard b = 0;
    for (Square s : squares) b |= square_bb(s);
    return b;
}
// White's bishop and king squares that can take part in a pattern (Black: flipped).
constexpr Bitboard PatternBishops = bb_of({SQ_A7, SQ_B8, SQ_H7, SQ_G8, SQ_A6, SQ_H6, SQ_C1, SQ_F1});
constexpr Bitboard PatternKings   = bb_of({SQ_B1, SQ_C1, SQ_F1, SQ_G1});
constexpr Bitboard flip(Bitboard b) {
    Bitboard r = 0;
    for (int s = 0; s < 64; ++s)
        if (b & square_bb(Square(s))) r |= square_bb(flip_rank(Square(s)));
    return r;
}
constexpr Bitboard BishopMask[COLOR_NB] = {PatternBishops, flip(PatternBishops)};
constexpr Bitboard KingMask[COLOR_NB]   = {PatternKings, flip(PatternKings)};
} // namespace pattern_detail

template <Color Me, class Sink> QUINCE_EVAL_INLINE Score eval_patterns(const EvalState& st, Sink& sink) {
    using namespace pattern_detail;
    const Position& pos = st.pos;
    if (!((pos.pieces(Me, BISHOP) & BishopMask[Me]) | (pos.pieces(Me, KING) & KingMask[Me]))) return {};
    const Params& P     = st.P;
    constexpr Color opp = ~Me;
    auto on             = [&](Piece p, Square rel) { return pos.piece_on(relative_square(Me, rel)) == p; };
    const Piece bishop = make_piece(Me, BISHOP), rook = make_piece(Me, ROOK), king = make_piece(Me, KING);
    const Piece pawn = make_piece(Me, PAWN), enemy_pawn = make_piece(opp, PAWN);
    Score s;

    if ((on(bishop, SQ_A7) && on(enemy_pawn, SQ_B6)) || (on(bishop, SQ_B8) && on(enemy_pawn, SQ_C7)))
        s += P.TrappedBishop7, sink.coef(P.TrappedBishop7, Me, 1);
    if ((on(bishop, SQ_H7) && on(enemy_pawn, SQ_G6)) || (on(bishop, SQ_G8) && on(enemy_pawn, SQ_F7)))
        s += P.TrappedBishop7, sink.coef(P.TrappedBishop7, Me, 1);
    if (on(bishop, SQ_A6) && on(enemy_pawn, SQ_B5)) s += P.TrappedBishop6, sink.coef(P.TrappedBishop6, Me, 1);
    if (on(bishop, SQ_H6) && on(enemy_pawn, SQ_G5)) s += P.TrappedBishop6, sink.coef(P.TrappedBishop6, Me, 1);

    if (on(pawn, SQ_D2) && !pos.empty(relative_square(Me, SQ_D3)) && on(bishop, SQ_C1))
        s += P.BlockedBishop, sink.coef(P.BlockedBishop, Me, 1);
    if (on(pawn, SQ_E2) && !pos.empty(relative_square(Me, SQ_E3)) && on(bishop, SQ_F1))
        s += P.BlockedBishop, sink.coef(P.BlockedBishop, Me, 1);

    if ((on(king, SQ_C1) || on(king, SQ_B1)) && (on(rook, SQ_A1) || on(rook, SQ_A2) || on(rook, SQ_B1)))
        s += P.BlockedRook, sink.coef(P.BlockedRook, Me, 1);
    if ((on(king, SQ_F1) || on(king, SQ_G1)) && (on(rook, SQ_H1) || on(rook, SQ_H2) || on(rook, SQ_G1)))
        s += P.BlockedRook, sink.coef(P.BlockedRook, Me, 1);
    return s;
}

} // namespace quince::eval
