// Piece activity (docs/reference/fruit21.md §6): mobility, rook files, rook and queen on the 7th rank;
// beyond Fruit 2.1, outposts for knights and bishops (Rules::Outposts), minors behind an own pawn
// (Rules::MinorBehindPawn), the side to move's bonus (Rules::SideToMoveBonus, attributed to its
// king in the per-piece view), and bishops against rammed pawns of their colour and on a long
// diagonal (Rules::BishopPawns).
// Included by eval.cpp only (the term is inlined into the evaluation).
#pragma once

#include "eval/masks.h"
#include "eval/terms.h"
#include "eval/trace.h"

namespace quince::eval {

// M: the model; Quince's terms and Rybka's rules exist only in theirs (model_terms). Danger: the
// profile has Rules::KingDanger (eval/king.h), whose attacker counts are gathered here; a template
// parameter, so that the other profiles' evaluation carries none of it.
template <Color Me, EvalModel M, bool Danger, class Sink>
QUINCE_EVAL_INLINE Score eval_pieces(const EvalState& st, Sink& sink) {
    constexpr bool Quince = model_terms(M).quince, Rybka = model_terms(M).rybka;
    constexpr Color Opp      = ~Me;
    const Position& pos      = st.pos;
    const Params& P          = st.P;
    const Bitboard occ       = st.occ;
    const Bitboard not_own   = ~pos.pieces(Me);
    const Bitboard own_pawns = pos.pieces(Me, PAWN), opp_pawns = pos.pieces(Opp, PAWN);
    const Square opp_king = pos.king_square(Opp);
    const int king_danger = (st.mi.cflags[Opp] & KingFlag) != 0;
    // 7th-rank bonus condition: an enemy pawn on my 7th or the enemy king on my 8th.
    const int seventh =
        int((opp_pawns & relative_rank_bb(Me, 6)) != 0) | int(relative_rank(Me, opp_king) == 7);
    // Squares around the enemy king, when its safety is evaluated (section 7.1).
    const Bitboard zone = king_attacks(opp_king) & (Bitboard(0) - king_danger);
    int attackers = 0, units = 0;
    // Squares counted per piece type (each piece's count minus its offset), weighted at the end.
    int mob[4] = {};
    Score s;

    // MobilityTables: the squares counted exclude those an enemy pawn attacks (a piece that goes
    // there is lost for a pawn), and each count has its own score.
    const Bitboard area = not_own & ~(st.pawn_attacks[Opp] & (Bitboard(0) - (Quince && P.MobilityTables)));
    // KingDanger: the squares next to the enemy king, whatever its material (eval/king.h).
    const Bitboard danger_zone = Danger ? king_attacks(opp_king) : 0;
    // Outposts: our 4th to 6th ranks less every square an enemy pawn attacks or will attack as it
    // advances (no pawn can ever chase a minor away from there).
    const Bitboard outposts =
        Quince && P.Outposts ? (relative_rank_bb(Me, 3) | relative_rank_bb(Me, 4) | relative_rank_bb(Me, 5)) &
                                   ~fill_back(Me, st.pawn_attacks[Opp])
                             : 0;
    auto outpost = [&](int idx, Square sq) {
        if (!(outposts & square_bb(sq))) return;
        const Score& w = P.Outpost[idx][(st.pawn_attacks[Me] & square_bb(sq)) != 0];
        s += w, sink.coef(w, Me, 1), sink.piece(sq, T_PIECES, Me, "outpost", w);
    };
    // MinorBehindPawn: the squares right behind our pawns (a pawn in front shields the minor).
    const Bitboard behind_pawns = Quince && P.MinorBehindPawn ? shift<-pawn_push(Me)>(own_pawns) : 0;
    auto behind_pawn            = [&](int idx, Square sq) {
        if (!(behind_pawns & square_bb(sq))) return;
        const Score& w = P.BehindPawn[idx];
        s += w, sink.coef(w, Me, 1), sink.piece(sq, T_PIECES, Me, "behind a pawn", w);
    };

    // BishopPawns: our pawns an enemy pawn blocks (they stay on their squares and hem in the
    // bishop of their colour).
    const Bitboard rammed = Quince && P.BishopPawns ? own_pawns & shift<-pawn_push(Me)>(opp_pawns) : 0;
    auto bishop_pawns     = [&](Square sq) {
        if (!(Quince && P.BishopPawns)) return;
        if (const int n = popcount(rammed & same_colour_squares(sq))) {
            s += P.BishopRammed * n, sink.coef(P.BishopRammed, Me, n);
            sink.piece(sq, T_PIECES, Me, "rammed pawns", P.BishopRammed * n);
        }
        if ((LongDiagonals & ~CentreSquares & square_bb(sq)) &&
            popcount(bishop_attacks(sq, pos.pieces(PAWN)) & CentreSquares) >= 2) {
            const Score& w = P.BishopLongDiagonal;
            s += w, sink.coef(w, Me, 1), sink.piece(sq, T_PIECES, Me, "long diagonal", w);
        }
    };

    auto mobility = [&](int idx, Square sq, Bitboard attacks) {
        if (Quince && P.MobilityTables) {
            const Score& w = P.MobilityTable[idx][popcount(attacks & area)];
            s += w, sink.coef(w, Me, 1), sink.piece(sq, T_PIECES, Me, "mobility", w);
        } else {
            const int m = popcount(attacks & not_own) - P.MobilityOffset[idx];
            sink.coef(P.MobilityWeight[idx], Me, m);
            sink.piece(sq, T_PIECES, Me, "mobility", P.MobilityWeight[idx] * m);
            mob[idx] += m;
        }
        st.attacks[Me][idx] |= attacks;
        const int hit = (attacks & zone) != 0;
        attackers += hit, units += hit * P.KingAttackUnit[idx];
        if constexpr (Danger)
            if (const Bitboard d = attacks & danger_zone)
                ++st.danger_attackers[Me][idx], st.danger_zone_attacks[Me] += popcount(d);
    };

    for (Bitboard b = pos.pieces(Me, KNIGHT); b;) {
        const Square sq = pop_lsb(b);
        mobility(0, sq, knight_attacks(sq));
        outpost(0, sq);
        behind_pawn(0, sq);
    }
    for (Bitboard b = pos.pieces(Me, BISHOP); b;) {
        const Square sq = pop_lsb(b);
        mobility(1, sq, bishop_attacks(sq, occ));
        outpost(1, sq);
        behind_pawn(1, sq);
        bishop_pawns(sq);
    }
    for (Bitboard b = pos.pieces(Me, ROOK); b;) {
        Square sq = pop_lsb(b);
        mobility(2, sq, rook_attacks(sq, occ));
        [[maybe_unused]] const Score before = s; // this rook's file bonuses: s - before
        // Rybka judges the file by the squares in front of the rook only
        // (docs/reference/rybka10.md, "Rooks").
        const Bitboard fbb = Rybka && P.RookFileAhead ? forward_file(Me, sq) : file_bb(file_of(sq));
        s += P.RookFileBase, sink.coef(P.RookFileBase, Me, 1);
        if (!(own_pawns & fbb)) {
            s += P.RookSemiOpen, sink.coef(P.RookSemiOpen, Me, 1);
            if (!(opp_pawns & fbb)) s += P.RookOpen, sink.coef(P.RookOpen, Me, 1);
            if (king_danger) {
                int d = file_of(sq) - file_of(opp_king);
                // Rybka: the king's moves meet that part of the file; the king stands on it.
                if (Rybka && P.RookFileAhead)
                    d = (king_attacks(opp_king) & fbb) ? (square_bb(opp_king) & fbb ? 0 : 1) : 2;
                if (d >= -1 && d <= 1) {
                    s += P.RookKingAdjacentFile, sink.coef(P.RookKingAdjacentFile, Me, 1);
                    if (d == 0) s += P.RookKingFile, sink.coef(P.RookKingFile, Me, 1);
                }
            }
        }
        if constexpr (Sink::enabled) sink.piece(sq, T_PIECES, Me, "rook file", s - before);
        if (seventh && relative_rank(Me, sq) == 6)
            s += P.Rook7th, sink.coef(P.Rook7th, Me, 1), sink.piece(sq, T_PIECES, Me, "7th rank", P.Rook7th);
    }
    for (Bitboard b = pos.pieces(Me, QUEEN); b;) {
        Square sq = pop_lsb(b);
        mobility(3, sq, queen_attacks(sq, occ));
        if (seventh && relative_rank(Me, sq) == 6)
            s += P.Queen7th, sink.coef(P.Queen7th, Me, 1),
                sink.piece(sq, T_PIECES, Me, "7th rank", P.Queen7th);
    }
    for (int i = 0; i < 4; ++i) s += P.MobilityWeight[i] * mob[i];
    if (Quince && P.SideToMoveBonus && pos.side_to_move() == Me)
        s += P.Tempo, sink.coef(P.Tempo, Me, 1),
            sink.piece(pos.king_square(Me), T_PIECES, Me, "side to move", P.Tempo);
    // Rybka: own pawns touching the zone count once as an attacker, with no units (reference 8).
    if (Rybka && P.KingAttackPawns && (st.pawn_attacks[Me] & zone)) ++attackers;
    st.all_attacks[Me] = st.pawn_attacks[Me] | st.attacks[Me][0] | st.attacks[Me][1] | st.attacks[Me][2] |
                         st.attacks[Me][3] | king_attacks(pos.king_square(Me));
    st.king_attackers[Me]    = attackers;
    st.king_attack_units[Me] = units;
    return s;
}

} // namespace quince::eval
