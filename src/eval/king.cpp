// King safety (reference section 7): attackers of the king zone, pawn shelter and storm, with
// the castling squares still available. Opening only; only when the opponent has a queen and
// another piece (KingFlag).
#include <algorithm>

#include "eval/masks.h"
#include "eval/terms.h"
#include "eval/trace.h"

namespace quince::eval {

namespace {

// Shelter of square s for colour c plus the enemy storm on the same three files.
int shelter(const Position& pos, const Params& P, Square s, Color c) {
    const Bitboard own = pos.pieces(c, PAWN), them = pos.pieces(~c, PAWN);
    const Bitboard from = ranks_from(c, rank_of(s));
    const int f         = file_of(s);
    int pen = 0, storm = 0;
    for (int g = std::max(f - 1, 0); g <= std::min(f + 1, 7); ++g) {
        Bitboard b = own & file_bb(g) & from;
        int sf     = b ? P.ShelterFile[relative_rank(c, rearmost(c, b))] : P.ShelterNoPawn;
        pen += g == f ? 2 * sf : sf;
        Bitboard e = them & file_bb(g);
        if (e) storm += P.StormFile[relative_rank(~c, frontmost(~c, e))];
    }
    if (pen == 0) pen = P.ShelterPerfect;
    return pen + storm;
}

} // namespace

template <class Sink> Score eval_king(const EvalState& st, Color me, Sink&) {
    if (!(st.mi.cflags[me] & KingFlag)) return {};
    const Position& pos = st.pos;
    const Params& P     = st.P;
    const Square ksq    = pos.king_square(me);

    // 7.1 attackers of the squares around the king (counted by eval_pieces of the opponent)
    const int nb = st.king_attackers[~me], units = st.king_attack_units[~me];
    const int attack = units * P.KingAttackOpening * P.KingAttackWeight[std::min(nb, 15)];
    int op = -(P.KingAttackDivisor == 256 ? attack / 256 : attack / P.KingAttackDivisor); // rybka: 32

    // 7.2 shelter and storm, here and on the castling squares still open to the king
    // Rybka (seed 003, "Shelter"): the king counts as standing on its wing's square C1, E1 or G1
    // (files a-c, d-e, f-h), and queen-side castling aims at C1.
    const Square at   = P.ShelterByWing ? relative_square(me, file_of(ksq) <= FILE_C   ? SQ_C1
                                                              : file_of(ksq) <= FILE_E ? SQ_E1
                                                                                       : SQ_G1)
                                        : ksq;
    const int p1      = shelter(pos, P, at, me);
    int p2            = p1;
    const Square home = relative_square(me, SQ_E1);
    const Piece king = make_piece(me, KING), rook = make_piece(me, ROOK);
    if (pos.piece_on(home) == king) {
        if (pos.can_castle(me == WHITE ? WHITE_OO : BLACK_OO) &&
            pos.piece_on(relative_square(me, SQ_H1)) == rook)
            p2 = std::min(p2, shelter(pos, P, relative_square(me, SQ_G1), me));
        if (pos.can_castle(me == WHITE ? WHITE_OOO : BLACK_OOO) &&
            pos.piece_on(relative_square(me, SQ_A1)) == rook)
            p2 = std::min(p2, shelter(pos, P, relative_square(me, P.ShelterByWing ? SQ_C1 : SQ_B1), me));
    }
    op -= (p1 + p2) / 2;
    return S(op, 0);
}

template Score eval_king<NoTrace>(const EvalState&, Color, NoTrace&);
template Score eval_king<Trace>(const EvalState&, Color, Trace&);

} // namespace quince::eval
