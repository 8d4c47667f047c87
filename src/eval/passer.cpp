// Passed pawns (docs/reference/fruit21.md §8): the runner tests — unstoppable by the rule of the square,
// escorted by its king, or free to advance (Fruit's exchange test). The term itself: passer.h.
#include <algorithm>

#include "board/see.h"
#include "eval/masks.h"
#include "eval/terms.h"
#include "eval/trace.h"

namespace quince::eval {

// Rule of the square (8.3).
bool unstoppable(const Position& pos, Square sq, Color att) {
    const Color def         = ~att;
    const Bitboard blockers = (pos.pieces(att) & ~pos.pieces(att, PAWN)) & forward_file(att, sq);
    if (blockers) return false;
    int rr = std::max(relative_rank(att, sq), 2);
    int d  = 7 - rr;
    if (pos.side_to_move() == def) ++d;
    const Square promo = make_square(file_of(sq), att == WHITE ? RANK_8 : RANK_1);
    return distance(pos.king_square(def), promo) > d;
}

// The own king escorts the pawn to promotion (8.4).
bool king_passer(const Position& pos, Square sq, Color att) {
    const Square k     = pos.king_square(att);
    const Square promo = make_square(file_of(sq), att == WHITE ? RANK_8 : RANK_1);
    const int f        = file_of(sq);
    return distance(k, promo) <= 1 && distance(k, sq) <= 1 &&
           (file_of(k) != f || (f != FILE_A && f != FILE_H));
}

// Appendix A's exchange after the pawn push from -> to (an empty square), with Fruit's king rule:
// the push is safe iff the defender, capturing first, cannot win anything (Fruit's SEE of the push
// is 0 minus that). The pushed pawn counts as a pawn even on the last rank.
bool push_is_safe(const Position& pos, Square from, Square to) {
    return see_gain(pos, to, pos.pieces() ^ square_bb(from), ~color_of(pos.piece_on(from)), SeeValue[PAWN],
                    SeeKingRule::Fruit) == 0;
}

} // namespace quince::eval
