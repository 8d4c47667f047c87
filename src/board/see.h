// Static exchange evaluation: one swap routine and one value table for the whole engine. The
// search's Position::see (move ordering and pruning) and the evaluation's free-passer test (Fruit
// 2.1's exchange after a pawn push, docs/reference/fruit21.md Appendix A; eval/passer.cpp) both
// run see_gain; they differ only in how a capture by the king is judged (SeeKingRule).
#pragma once

#include <cstdint>

#include "board/position.h"

namespace quince {

// Exchange values by PieceType; NO_PIECE_TYPE (an empty target square) is worth 0. P 100, N 325,
// B 325, R 500, Q 1000 and the king's 10000 are Fruit 2.1's SEE values (docs/reference/fruit21.md
// Appendix A). The search orders and prunes with the same pawn..queen values; where it could meet
// a king (the piece moved, never a victim) it says what it wants at the call site.
inline constexpr int SeeValue[PIECE_TYPE_NB + 1] = {100, 325, 325, 500, 1000, 10000, 0};

// When may the king take part in an exchange?
enum class SeeKingRule : std::uint8_t {
    // Only when the other side has no attacker of the square left at that moment. A slider that
    // the king's own move would uncover is not looked for (Position::see; the search's bench node
    // count depends on it).
    NoDefender,
    // Fruit 2.1 (appendix A): the king captures, and if the other side can then capture it (the
    // sliders its move uncovers included), that capture was illegal and the exchange ends before it.
    Fruit
};

// What `side` wins at most by capturing on `to`, where a piece worth `victim` stands: the sides
// take turns capturing with their least valuable attacker and either may stop, so the result is
// never below 0 (Fruit's R(side, to, victim)). `occ` is the occupancy once the victim stands on
// `to` (its from-square, and an en-passant pawn, already removed). A slider behind a capturer
// joins in once the capturer has left, and a pawn capturing onto the last rank is worth a queen
// from then on. The board is not changed.
int see_gain(const Position& pos, Square to, Bitboard occ, Color side, int victim, SeeKingRule rule);

} // namespace quince
