// King safety (reference section 7): attackers of the king zone, pawn shelter and storm, with
// the castling squares still available. Opening only; only when the opponent has a queen and
// another piece (KingFlag).
#include <algorithm>
#include <type_traits>

#include "eval/masks.h"
#include "eval/terms.h"
#include "eval/trace.h"

namespace quince::eval {

namespace {

// The weights one shelter() value was summed from, for the tuner's coefficients.
struct ShelterWeights {
    const int* w[8];
    int n[8];
    int k = 0;
    void add(const int& weight, int times) { w[k] = &weight, n[k++] = times; }
};
struct NoShelterWeights {
    void add(const int&, int) {}
};

// Shelter of square s for colour c plus the enemy storm on the same three files.
template <class Rec> int shelter(const Position& pos, const Params& P, Square s, Color c, Rec& rec) {
    const Bitboard own = pos.pieces(c, PAWN), them = pos.pieces(~c, PAWN);
    const Bitboard from = ranks_from(c, rank_of(s));
    const int f         = file_of(s);
    int pen = 0, storm = 0;
    for (int g = std::max(f - 1, 0); g <= std::min(f + 1, 7); ++g) {
        Bitboard b    = own & file_bb(g) & from;
        const int& sf = b ? P.ShelterFile[relative_rank(c, rearmost(c, b))] : P.ShelterNoPawn;
        pen += g == f ? 2 * sf : sf;
        rec.add(sf, g == f ? 2 : 1);
        Bitboard e = them & file_bb(g);
        if (e) {
            const int& w = P.StormFile[relative_rank(~c, frontmost(~c, e))];
            storm += w, rec.add(w, 1);
        }
    }
    if (pen == 0) { // every shelter weight used was 0: they contribute nothing but ShelterPerfect
        pen = P.ShelterPerfect;
        rec.add(P.ShelterPerfect, 1);
    }
    return pen + storm;
}

} // namespace

template <class Sink> Score eval_king(const EvalState& st, Color me, Sink& sink) {
    using Rec = std::conditional_t<Sink::coefs, ShelterWeights, NoShelterWeights>;
    if (!(st.mi.cflags[me] & KingFlag)) return {};
    const Position& pos = st.pos;
    const Params& P     = st.P;
    const Square ksq    = pos.king_square(me);

    // 7.1 attackers of the squares around the king (counted by eval_pieces of the opponent)
    const int nb = st.king_attackers[~me], units = st.king_attack_units[~me];
    const int attack = units * P.KingAttackOpening * P.KingAttackWeight[std::min(nb, 15)];
    int op = -(P.KingAttackDivisor == 256 ? attack / 256 : attack / P.KingAttackDivisor); // rybka: 32
    // Linear in KingAttackOpening only; the units and the weight table are held fixed.
    sink.coef(P.KingAttackOpening, ST_OP, me,
              -units * P.KingAttackWeight[std::min(nb, 15)] / double(P.KingAttackDivisor));

    // 7.2 shelter and storm, here and on the castling squares still open to the king
    // Rybka (seed 003, "Shelter"): the king counts as standing on its wing's square C1, E1 or G1
    // (files a-c, d-e, f-h), and queen-side castling aims at C1.
    const Square at = P.ShelterByWing ? relative_square(me, file_of(ksq) <= FILE_C   ? SQ_C1
                                                            : file_of(ksq) <= FILE_E ? SQ_E1
                                                                                     : SQ_G1)
                                      : ksq;
    Rec r1, r2, rc;
    const int p1      = shelter(pos, P, at, me, r1);
    int p2            = p1;
    Rec* r2_used      = &r1;
    const Square home = relative_square(me, SQ_E1);
    const Piece king = make_piece(me, KING), rook = make_piece(me, ROOK);
    if (pos.piece_on(home) == king) {
        if (pos.can_castle(me == WHITE ? WHITE_OO : BLACK_OO) &&
            pos.piece_on(relative_square(me, SQ_H1)) == rook)
            if (int p = shelter(pos, P, relative_square(me, SQ_G1), me, r2); p < p2) p2 = p, r2_used = &r2;
        if (pos.can_castle(me == WHITE ? WHITE_OOO : BLACK_OOO) &&
            pos.piece_on(relative_square(me, SQ_A1)) == rook)
            if (int p = shelter(pos, P, relative_square(me, P.ShelterByWing ? SQ_C1 : SQ_B1), me, rc); p < p2)
                p2 = p, r2_used = &rc;
    }
    op -= (p1 + p2) / 2;
    if constexpr (Sink::coefs) // the min() keeps the square chosen at the current weights
        for (const Rec* r : {&r1, r2_used})
            for (int i = 0; i < r->k; ++i) sink.coef(*r->w[i], ST_OP, me, -0.5 * r->n[i]);
    return S(op, 0);
}

template Score eval_king<NoTrace>(const EvalState&, Color, NoTrace&);
template Score eval_king<Trace>(const EvalState&, Color, Trace&);
template Score eval_king<CoefTrace>(const EvalState&, Color, CoefTrace&);

} // namespace quince::eval
