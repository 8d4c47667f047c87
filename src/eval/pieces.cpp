// Piece activity (reference section 6): mobility, rook files, rook and queen on the 7th rank.
#include "eval/masks.h"
#include "eval/terms.h"
#include "eval/trace.h"

namespace quince::eval {

template <class Sink> Score eval_pieces(const EvalState& st, Color me, Sink& sink) {
    const Position& pos      = st.pos;
    const Params& P          = st.P;
    const Color opp          = ~me;
    const Bitboard not_own   = ~pos.pieces(me);
    const Bitboard own_pawns = pos.pieces(me, PAWN), opp_pawns = pos.pieces(opp, PAWN);
    const Square opp_king = pos.king_square(opp);
    // 7th-rank bonus condition: an enemy pawn on my 7th or the enemy king on my 8th.
    const bool seventh = (opp_pawns & relative_rank_bb(me, 6)) || relative_rank(me, opp_king) == 7;
    // Squares around the enemy king, when its safety is evaluated (section 7.1).
    const Bitboard zone = (st.mi.cflags[opp] & KingFlag) ? king_attacks(opp_king) : 0;
    int attackers = 0, units = 0;
    Score s;

    auto mobility = [&](int idx, Bitboard attacks) {
        int mob = popcount(attacks & not_own) - P.MobilityOffset[idx];
        sink.coef(P.MobilityWeight[idx], me, mob);
        s += P.MobilityWeight[idx] * mob;
        if (attacks & zone) ++attackers, units += P.KingAttackUnit[idx];
    };

    for (Bitboard b = pos.pieces(me, KNIGHT); b;) mobility(0, knight_attacks(pop_lsb(b)));
    for (Bitboard b = pos.pieces(me, BISHOP); b;) mobility(1, bishop_attacks(pop_lsb(b), st.occ));
    for (Bitboard b = pos.pieces(me, ROOK); b;) {
        Square sq = pop_lsb(b);
        mobility(2, rook_attacks(sq, st.occ));
        // Rybka judges the file by the squares in front of the rook only (seed 003, "Rooks").
        const Bitboard fbb =
            P.RookFileAhead ? file_bb(file_of(sq)) & ranks_ahead(me, rank_of(sq)) : file_bb(file_of(sq));
        s += P.RookFileBase, sink.coef(P.RookFileBase, me, 1);
        if (!(own_pawns & fbb)) {
            s += P.RookSemiOpen, sink.coef(P.RookSemiOpen, me, 1);
            if (!(opp_pawns & fbb)) s += P.RookOpen, sink.coef(P.RookOpen, me, 1);
            if (st.mi.cflags[opp] & KingFlag) {
                int d = file_of(sq) - file_of(opp_king);
                // Rybka: the king's moves meet that part of the file; the king stands on it.
                if (P.RookFileAhead)
                    d = (king_attacks(opp_king) & fbb) ? (square_bb(opp_king) & fbb ? 0 : 1) : 2;
                if (d >= -1 && d <= 1) {
                    s += P.RookKingAdjacentFile, sink.coef(P.RookKingAdjacentFile, me, 1);
                    if (d == 0) s += P.RookKingFile, sink.coef(P.RookKingFile, me, 1);
                }
            }
        }
        if (seventh && relative_rank(me, sq) == 6) s += P.Rook7th, sink.coef(P.Rook7th, me, 1);
    }
    for (Bitboard b = pos.pieces(me, QUEEN); b;) {
        Square sq = pop_lsb(b);
        mobility(3, queen_attacks(sq, st.occ));
        if (seventh && relative_rank(me, sq) == 6) s += P.Queen7th, sink.coef(P.Queen7th, me, 1);
    }
    // Rybka: own pawns touching the zone count once as an attacker, with no units (reference 8).
    if (P.KingAttackPawns && zone &&
        ((me == WHITE ? pawn_attacks_bb<WHITE>(own_pawns) : pawn_attacks_bb<BLACK>(own_pawns)) & zone))
        ++attackers;
    st.king_attackers[me]    = attackers;
    st.king_attack_units[me] = units;
    return s;
}

template Score eval_pieces<NoTrace>(const EvalState&, Color, NoTrace&);
template Score eval_pieces<Trace>(const EvalState&, Color, Trace&);
template Score eval_pieces<CoefTrace>(const EvalState&, Color, CoefTrace&);

} // namespace quince::eval
