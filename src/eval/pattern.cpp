// Fixed-square patterns (reference section 9): trapped bishops, bishops behind a blocked centre
// pawn, rooks shut in by the uncastled king. Written for White on relative squares.
#include "eval/terms.h"
#include "eval/trace.h"

namespace quince::eval {

template <class Sink> Score eval_patterns(const EvalState& st, Color me, Sink&) {
    const Position& pos = st.pos;
    const Params& P     = st.P;
    const Color opp     = ~me;
    auto on = [&](Piece p, Square rel) { return pos.piece_on(relative_square(me, rel)) == p; };
    const Piece bishop = make_piece(me, BISHOP), rook = make_piece(me, ROOK), king = make_piece(me, KING);
    const Piece pawn = make_piece(me, PAWN), enemy_pawn = make_piece(opp, PAWN);
    Score s;

    if ((on(bishop, SQ_A7) && on(enemy_pawn, SQ_B6)) || (on(bishop, SQ_B8) && on(enemy_pawn, SQ_C7))) s += P.TrappedBishop7;
    if ((on(bishop, SQ_H7) && on(enemy_pawn, SQ_G6)) || (on(bishop, SQ_G8) && on(enemy_pawn, SQ_F7))) s += P.TrappedBishop7;
    if (on(bishop, SQ_A6) && on(enemy_pawn, SQ_B5)) s += P.TrappedBishop6;
    if (on(bishop, SQ_H6) && on(enemy_pawn, SQ_G5)) s += P.TrappedBishop6;

    if (on(pawn, SQ_D2) && !pos.empty(relative_square(me, SQ_D3)) && on(bishop, SQ_C1)) s += P.BlockedBishop;
    if (on(pawn, SQ_E2) && !pos.empty(relative_square(me, SQ_E3)) && on(bishop, SQ_F1)) s += P.BlockedBishop;

    if ((on(king, SQ_C1) || on(king, SQ_B1)) && (on(rook, SQ_A1) || on(rook, SQ_A2) || on(rook, SQ_B1))) s += P.BlockedRook;
    if ((on(king, SQ_F1) || on(king, SQ_G1)) && (on(rook, SQ_H1) || on(rook, SQ_H2) || on(rook, SQ_G1))) s += P.BlockedRook;
    return s;
}

template Score eval_patterns<NoTrace>(const EvalState&, Color, NoTrace&);
template Score eval_patterns<Trace>(const EvalState&, Color, Trace&);

} // namespace quince::eval
