// Static exchange evaluation (see.h): the swap algorithm on bitboards.
#include "board/see.h"

#include <algorithm>

namespace quince {

int see_gain(const Position& pos, Square to, Bitboard occ, Color side, int victim, SeeKingRule rule) {
    Bitboard attackers  = pos.attackers_to(to, occ) & occ;
    const Bitboard diag = pos.pieces(BISHOP, QUEEN), orth = pos.pieces(ROOK, QUEEN);
    const bool last_rank = rank_of(to) == RANK_1 || rank_of(to) == RANK_8;
    const bool king_xray = rule == SeeKingRule::Fruit;
    int gain[SQ_NB]; // what each capture takes; every capture removes a piece, so at most 32
    int n = 0;
    while (true) {
        const Bitboard mine = attackers & pos.pieces(side);
        if (!mine) break;
        PieceType pt = PAWN; // the least valuable attacker
        Bitboard b;
        while (!(b = mine & pos.pieces(side, pt))) pt = PieceType(pt + 1);
        occ ^= square_bb(lsb(b));
        // Only the line through the square just left can open: diagonal behind a pawn or bishop,
        // straight behind a rook, either behind a queen (or a king, when its move counts).
        if (pt == PAWN || pt == BISHOP || pt == QUEEN || (pt == KING && king_xray))
            attackers |= bishop_attacks(to, occ) & diag;
        if (pt == ROOK || pt == QUEEN || (pt == KING && king_xray)) attackers |= rook_attacks(to, occ) & orth;
        attackers &= occ;
        if (pt == KING && (attackers & pos.pieces(~side))) break; // the king may not take
        const bool promotes = pt == PAWN && last_rank;
        gain[n++]           = victim + (promotes ? SeeValue[QUEEN] - SeeValue[PAWN] : 0);
        victim              = SeeValue[promotes ? QUEEN : pt];
        side                = ~side;
    }
    // Back up: each capture wins its victim minus what the other side then wins, or is not made.
    int rest = 0;
    while (n > 0) rest = std::max(gain[--n] - rest, 0);
    return rest;
}

namespace {

// What the move itself wins (its capture, a promotion's gain) and the piece that then stands on
// `to` for the opponent to take. Not for castling.
struct FirstCapture {
    int gain;
    PieceType mover;
};
FirstCapture first_capture(const Position& pos, Move m) {
    FirstCapture c{SeeValue[pos.captured_type(m)], type_of(pos.piece_on(m.from()))};
    if (m.kind() == PROMOTION) c.gain += SeeValue[m.promotion()] - SeeValue[PAWN], c.mover = m.promotion();
    return c;
}

// What the opponent wins back by answering on `to` (or not) once the move is made.
int answers(const Position& pos, Move m, PieceType mover) {
    const Square to = m.to();
    Bitboard occ    = pos.pieces() ^ square_bb(m.from());
    if (m.kind() == EN_PASSANT) occ ^= square_bb(Square(int(to) - pawn_push(pos.side_to_move())));
    return see_gain(pos, to, occ, ~pos.side_to_move(), SeeValue[mover], SeeKingRule::NoDefender);
}

} // namespace

int Position::see(Move m) const {
    if (m.kind() == CASTLING) return 0;
    const FirstCapture c = first_capture(*this, m);
    return c.gain - answers(*this, m, c.mover);
}

bool Position::see_ge(Move m, int threshold) const {
    if (m.kind() == CASTLING) return threshold <= 0;
    const FirstCapture c = first_capture(*this, m);
    // The answers can only take away, and at most the piece that moved to `to` (plus a queen's
    // gain when a pawn answers on the last rank): the bounds alone often decide, and then they
    // decide as see() would (the same tree, fewer exchanges played out).
    if (c.gain < threshold) return false;
    const bool last_rank = rank_of(m.to()) == RANK_1 || rank_of(m.to()) == RANK_8;
    if (c.gain - SeeValue[c.mover] - (last_rank ? SeeValue[QUEEN] - SeeValue[PAWN] : 0) >= threshold)
        return true;
    return c.gain - answers(*this, m, c.mover) >= threshold;
}

} // namespace quince
