// A knight against a rook (Quince's model only; docs/evaluation.md, "A knight against a rook"):
// with nothing else on the board but the kings, the game is usually drawn while the knight stays
// beside its king, and usually lost once the rook can cut it off. Fruit 2.1 scales the ending down
// to 2/16 and scores the knight's place like any other, so its search lets the knight stray. Here
// the knight's side loses a weight per step the knight stands from its king beyond the first (the
// idea of Stockfish 11's KRKN "push away"). The draw multiplier applies to it like to every term:
// the weight is set with the 2/16 in mind. Included by king.h only.
#pragma once

#include "eval/terms.h"
#include "eval/trace.h"

namespace quince::eval {

// Me's score when Me has its king and one knight and the enemy its king and one rook, no pawns.
template <Color Me, class Sink>
QUINCE_EVAL_INLINE Score knight_against_rook(const EvalState& st, Sink& sink) {
    if (!(st.mi.cflags[Me] & KnightVsRookFlag)) return {}; // the piece counts (material.cpp)
    const Position& pos    = st.pos;
    const Square knight    = lsb(pos.pieces(Me, KNIGHT));
    const QuinceWeights& W = st.P.weights<EvalModel::Quince>();
    const int away         = distance(knight, pos.king_square(Me)) - 1; // 0..6
    sink.coef(W.KnightAwayFromKing, Me, away);
    const Score s = W.KnightAwayFromKing * away;
    sink.piece(knight, T_KING, Me, "knight away from its king", s);
    return s;
}

} // namespace quince::eval
