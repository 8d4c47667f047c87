// Passed pawns (reference section 8): the runner tests — unstoppable by the rule of the square,
// escorted by its king, or free to advance (Fruit's exchange test). The term itself: passer.h.
#include <algorithm>

#include "eval/masks.h"
#include "eval/terms.h"
#include "eval/trace.h"

namespace quince::eval {

namespace {

// Exchange values of Fruit's SEE (reference appendix A; the same as Position::see's).
constexpr int SeeValue[PIECE_TYPE_NB] = {100, 325, 325, 500, 1000, 10000};
constexpr int SeeKing                 = 10000;

// Appendix A's exchange after the pawn push from -> to (an empty square): what the defender can
// win, R(defender, to, pawn) in the reference. The sides alternate capturing on `to` with their
// least valuable attacker, sliders behind a capturer join in, either side may stop, and a king
// captured ends it (the capture before it was illegal). The board is never changed.
int defender_gain(const Position& pos, Square from, Square to) {
    Bitboard occ        = pos.pieces() ^ square_bb(from);
    Bitboard attackers  = pos.attackers_to(to, occ) & occ;
    const Bitboard diag = pos.pieces(BISHOP, QUEEN), orth = pos.pieces(ROOK, QUEEN);
    const bool last_rank = rank_of(to) == RANK_1 || rank_of(to) == RANK_8;
    Color side           = ~color_of(pos.piece_on(from));
    int victim           = SeeValue[PAWN];
    int gain[SQ_NB], n = 0, rest = 0;
    while (true) {
        const Bitboard mine = attackers & pos.pieces(side);
        if (!mine) break;
        PieceType pt = PAWN;
        Bitboard b;
        while (!(b = mine & pos.pieces(side, pt))) pt = PieceType(pt + 1);
        occ ^= square_bb(lsb(b));
        if (pt != KNIGHT) attackers |= (bishop_attacks(to, occ) & diag) | (rook_attacks(to, occ) & orth);
        attackers &= occ;
        if (victim == SeeKing) { // the previous capture left its king en prise
            rest = SeeKing;
            break;
        }
        int g  = victim;
        victim = SeeValue[pt];
        if (pt == PAWN && last_rank) victim = SeeValue[QUEEN], g += SeeValue[QUEEN] - SeeValue[PAWN];
        gain[n++] = g;
        side      = ~side;
    }
    // Back up: each capture gains its victim minus what the other side then wins, or nothing.
    while (n > 0) rest = std::max(gain[--n] - rest, 0);
    return rest;
}

} // namespace

// Rule of the square (8.3).
bool unstoppable(const Position& pos, Square sq, Color att) {
    const Color def = ~att;
    const Bitboard blockers =
        (pos.pieces(att) & ~pos.pieces(att, PAWN)) & file_bb(file_of(sq)) & ranks_ahead(att, rank_of(sq));
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

bool push_is_safe(const Position& pos, Square from, Square to) {
    // SEE = 0 - defender_gain: the push is safe iff the defender cannot win anything.
    return defender_gain(pos, from, to) == 0;
}

} // namespace quince::eval
