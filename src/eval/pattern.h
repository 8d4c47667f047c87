// Fixed-square patterns (docs/reference/fruit21.md §9): trapped bishops, bishops behind a blocked centre
// pawn, rooks shut in by the uncastled king. Written for White on relative squares. Included by
// eval.cpp only (the term is inlined into the evaluation).
#pragma once

#include <array>
#include <initializer_list>
#include <utility>

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

template <Color Me, EvalModel M, class Sink>
QUINCE_EVAL_INLINE Score eval_patterns(const EvalState& st, Sink& sink) {
    using namespace pattern_detail;
    const Position& pos    = st.pos;
    const Bitboard bishops = pos.pieces(Me, BISHOP), king = pos.pieces(Me, KING);
    if (!((bishops & BishopMask[Me]) | (king & KingMask[Me]))) return {};
    const PatternWeights& W = st.P.weights<M>();
    const Bitboard rooks = pos.pieces(Me, ROOK), pawns = pos.pieces(Me, PAWN);
    const Bitboard opp_pawns = pos.pieces(~Me, PAWN), occ = st.occ;
    // 1 if b holds the square (rel from Me's side), else 0. Bit tests combined with & and |, not
    // && and ||: whether a pattern is on the board is no more predictable than the position.
    auto on = [](Bitboard b, Square rel) { return int((b >> relative_square(Me, rel)) & 1); };

    // How many times each pattern occurs (0 to 2: one per wing).
    const int trapped7 =
        ((on(bishops, SQ_A7) & on(opp_pawns, SQ_B6)) | (on(bishops, SQ_B8) & on(opp_pawns, SQ_C7))) +
        ((on(bishops, SQ_H7) & on(opp_pawns, SQ_G6)) | (on(bishops, SQ_G8) & on(opp_pawns, SQ_F7)));
    const int trapped6 =
        (on(bishops, SQ_A6) & on(opp_pawns, SQ_B5)) + (on(bishops, SQ_H6) & on(opp_pawns, SQ_G5));
    // A bishop behind a d2/e2 pawn that cannot move (d3/e3 occupied).
    const int blocked_bishop = (on(pawns, SQ_D2) & on(occ, SQ_D3) & on(bishops, SQ_C1)) +
                               (on(pawns, SQ_E2) & on(occ, SQ_E3) & on(bishops, SQ_F1));
    const int blocked_rook =
        ((on(king, SQ_C1) | on(king, SQ_B1)) & (on(rooks, SQ_A1) | on(rooks, SQ_A2) | on(rooks, SQ_B1))) +
        ((on(king, SQ_F1) | on(king, SQ_G1)) & (on(rooks, SQ_H1) | on(rooks, SQ_H2) | on(rooks, SQ_G1)));

    sink.coef(W.TrappedBishop7, Me, trapped7), sink.coef(W.TrappedBishop6, Me, trapped6);
    sink.coef(W.BlockedBishop, Me, blocked_bishop), sink.coef(W.BlockedRook, Me, blocked_rook);
    if (!(trapped7 | trapped6 | blocked_bishop | blocked_rook)) return {}; // the usual case
    if constexpr (Sink::enabled) { // each pattern's piece: the bishop, or the first rook found
        auto rec = [&](Square rel, const char* what, const Score& w) {
            sink.piece(relative_square(Me, rel), T_PATTERN, Me, what, w);
        };
        if (on(bishops, SQ_A7) & on(opp_pawns, SQ_B6))
            rec(SQ_A7, "trapped bishop", W.TrappedBishop7);
        else if (on(bishops, SQ_B8) & on(opp_pawns, SQ_C7))
            rec(SQ_B8, "trapped bishop", W.TrappedBishop7);
        if (on(bishops, SQ_H7) & on(opp_pawns, SQ_G6))
            rec(SQ_H7, "trapped bishop", W.TrappedBishop7);
        else if (on(bishops, SQ_G8) & on(opp_pawns, SQ_F7))
            rec(SQ_G8, "trapped bishop", W.TrappedBishop7);
        if (on(bishops, SQ_A6) & on(opp_pawns, SQ_B5)) rec(SQ_A6, "trapped bishop", W.TrappedBishop6);
        if (on(bishops, SQ_H6) & on(opp_pawns, SQ_G5)) rec(SQ_H6, "trapped bishop", W.TrappedBishop6);
        if (on(pawns, SQ_D2) & on(occ, SQ_D3) & on(bishops, SQ_C1))
            rec(SQ_C1, "blocked bishop", W.BlockedBishop);
        if (on(pawns, SQ_E2) & on(occ, SQ_E3) & on(bishops, SQ_F1))
            rec(SQ_F1, "blocked bishop", W.BlockedBishop);
        for (const auto& [kings, rook_squares] :
             {std::pair{std::array{SQ_C1, SQ_B1}, std::array{SQ_A1, SQ_A2, SQ_B1}},
              std::pair{std::array{SQ_F1, SQ_G1}, std::array{SQ_H1, SQ_H2, SQ_G1}}}) {
            if (!(on(king, kings[0]) | on(king, kings[1]))) continue;
            for (Square r : rook_squares)
                if (on(rooks, r)) {
                    rec(r, "blocked rook", W.BlockedRook);
                    break;
                }
        }
    }
    return W.TrappedBishop7 * trapped7 + W.TrappedBishop6 * trapped6 + W.BlockedBishop * blocked_bishop +
           W.BlockedRook * blocked_rook;
}

} // namespace quince::eval
