// Static exchange evaluation: the swap algorithm on bitboards. X-rays appear as pieces leave the
// line; promotions on the last rank count the promoted queen; en passant removes the right pawn.
#include "board/position.h"

namespace quince {

namespace {
constexpr int SeeValue[PIECE_TYPE_NB + 1] = {100, 325, 325, 500, 1000, 10000, 0};
}

int Position::see(Move m) const {
    if (m.kind() == CASTLING) return 0;
    Square from = m.from(), to = m.to();
    Color us = side_to_move();
    int gain[40];
    int d = 0;

    PieceType victim = m.kind() == EN_PASSANT ? PAWN : (empty(to) ? NO_PIECE_TYPE : type_of(piece_on(to)));
    PieceType mover  = type_of(piece_on(from));
    gain[0]          = SeeValue[victim];
    if (m.kind() == PROMOTION) {
        gain[0] += SeeValue[m.promotion()] - SeeValue[PAWN];
        mover = m.promotion();
    }

    Bitboard occ = pieces() ^ square_bb(from);
    if (m.kind() == EN_PASSANT) occ ^= square_bb(Square(int(to) - pawn_push(us)));
    Bitboard attackers = attackers_to(to, occ) & occ;
    Bitboard diag = pieces(BISHOP, QUEEN), orth = pieces(ROOK, QUEEN);
    Color side     = ~us;
    bool last_rank = rank_of(to) == RANK_1 || rank_of(to) == RANK_8;

    while (true) {
        Bitboard mine = attackers & pieces(side);
        if (!mine) break;
        // Least valuable attacker
        PieceType pt = PAWN;
        Bitboard b   = 0;
        for (; pt <= KING; pt = PieceType(pt + 1))
            if ((b = mine & pieces(side, pt))) break;
        ++d;
        // Capturing with the king is only possible if the other side has no attacker left.
        if (pt == KING && (attackers & pieces(~side))) {
            --d;
            break;
        }
        gain[d] = SeeValue[mover] - gain[d - 1];
        mover   = pt;
        if (pt == PAWN && last_rank) {
            gain[d] += SeeValue[QUEEN] - SeeValue[PAWN];
            mover = QUEEN;
        }
        Square s = lsb(b);
        occ ^= square_bb(s);
        // Reveal x-ray attackers behind the piece that just captured.
        if (pt == PAWN || pt == BISHOP || pt == QUEEN) attackers |= bishop_attacks(to, occ) & diag;
        if (pt == ROOK || pt == QUEEN) attackers |= rook_attacks(to, occ) & orth;
        attackers &= occ;
        side = ~side;
        if (d >= 38) break;
    }
    // Negamax the gains back: each side may stop capturing when it stands worse.
    while (d > 0) {
        gain[d - 1] = -std::max(-gain[d - 1], gain[d]);
        --d;
    }
    return gain[0];
}

bool Position::see_ge(Move m, int threshold) const { return see(m) >= threshold; }

} // namespace quince
