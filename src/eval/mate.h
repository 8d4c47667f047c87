// The mating drive against a lone king (Quince's model only; docs/evaluation.md, "The lone
// king"). Fruit 2.1 has no rule for it: its search has to find the mate, and in a king, bishop and
// knight against king it often cannot before the fifty-move rule (the defender walks to the corner
// the bishop cannot reach and the evaluation sees no difference). The design is the classic one
// (Stockfish 11's KXK and KBNK endgames, among others): against a bare king, a side with mating
// material gains for the lone king's distance from the centre, for the kings' nearness and, with
// a bishop and a knight alone, for the lone king's nearness to a corner of the bishop's colour.
// Included by king.h only.
#pragma once

#include <algorithm>
#include <cstdlib>

#include "eval/terms.h"
#include "eval/trace.h"

namespace quince::eval {

namespace mate_detail {

// Steps (files plus ranks) from the square to the nearest of the four centre squares: 0..6.
inline int centre_distance(Square s) {
    const int f = file_of(s), r = rank_of(s);
    return (f < 4 ? 3 - f : f - 4) + (r < 4 ? 3 - r : r - 4);
}

inline int manhattan(Square a, Square b) {
    return std::abs(file_of(a) - file_of(b)) + std::abs(rank_of(a) - rank_of(b));
}

// 7 less the steps (files plus ranks) to the nearer corner of the bishop's colour: 7 in that
// corner, 0 in the other two corners and on the long diagonal between them.
inline int corner_nearness(Square lone, bool dark_bishop) {
    const Square c1 = dark_bishop ? SQ_A1 : SQ_H1, c2 = dark_bishop ? SQ_H8 : SQ_A8;
    return 7 - std::min(manhattan(lone, c1), manhattan(lone, c2));
}

} // namespace mate_detail

// Me's score when the enemy has its king alone and Me can force mate with its pieces: a queen or a
// rook, bishops on both colours, or a bishop and a knight (pawns beside them change nothing).
template <Color Me, class Sink> QUINCE_EVAL_INLINE Score lone_king(const EvalState& st, Sink& sink) {
    using namespace mate_detail;
    constexpr Color Opp = ~Me;
    const Position& pos = st.pos;
    if (!(st.mi.cflags[Me] & MateDriveFlag)) return {}; // the piece counts (material.cpp)
    const Bitboard bishops = pos.pieces(Me, BISHOP);
    const bool dark = bishops & DarkSquares, light = bishops & ~DarkSquares;
    const bool knight = pos.pieces(Me, KNIGHT) != 0, major = pos.pieces(Me, ROOK, QUEEN) != 0;
    if (!major && !(dark && light) && !knight) return {}; // bishops of one colour alone

    const QuinceWeights& W = st.P.weights<EvalModel::Quince>();
    const Square lone = pos.king_square(Opp), own = pos.king_square(Me);
    const int edge = centre_distance(lone), close = 7 - distance(lone, own);
    // Only a bishop of one colour and knights mate in one pair of corners.
    const int corner = !major && (dark != light) ? corner_nearness(lone, dark) : 0;
    sink.coef(W.LoneKingEdge, Me, edge);
    sink.coef(W.LoneKingClose, Me, close);
    sink.coef(W.LoneKingCorner, Me, corner);
    const Score s = W.LoneKingEdge * edge + W.LoneKingClose * close + W.LoneKingCorner * corner;
    sink.piece(own, T_KING, Me, "driving the lone king to mate", s); // our king leads the drive
    return s;
}

} // namespace quince::eval
