// Piece activity (docs/reference/fruit21.md §6): mobility, rook files, rook and queen on the 7th rank;
// in Quince's model, mobility tables in the mobility area, outposts for knights and bishops, minors
// behind an own pawn, the side to move's bonus (attributed to its king in the per-piece view), and
// bishops against rammed pawns of their colour and on a long diagonal.
// Included by eval.cpp only (the term is inlined into the evaluation).
#pragma once

#include "eval/masks.h"
#include "eval/terms.h"
#include "eval/trace.h"

namespace quince::eval {

// M: the model; Quince's terms and Rybka's rules exist only in theirs. Quince's also gathers the
// attacker counts of its king danger (eval/king.h).
template <Color Me, EvalModel M, class Sink>
QUINCE_EVAL_INLINE Score eval_pieces(const EvalState& st, Sink& sink) {
    constexpr bool Quince = M == EvalModel::Quince, Rybka = M == EvalModel::Rybka;
    constexpr Color Opp      = ~Me;
    const Position& pos      = st.pos;
    const Params& P          = st.P;
    const WeightsOf<M>& W    = P.weights<M>();
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

    // Quince's mobility tables count the squares of the mobility area as Stockfish 11 draws it:
    // not those an enemy pawn attacks (a piece that goes there is lost for a pawn), nor our king
    // and queen, our pawns that are blocked or still on our 2nd or 3rd rank (they will not make
    // room), or a piece that shields our king from a slider; our other pieces' squares count (the
    // piece defends them). Each count has its own score.
    const Bitboard pinned = Quince ? pos.blockers_for_king(Me) : 0;
    const Bitboard area   = Quince ? ~(st.pawn_attacks[Opp] | pos.pieces(Me, KING, QUEEN) | pinned |
                                     (own_pawns & (shift<-pawn_push(Me)>(occ) | relative_rank_bb(Me, 1) |
                                                   relative_rank_bb(Me, 2))))
                                   : not_own;
    const Bitboard queens = pos.pieces(QUEEN);
    const Square own_king = pos.king_square(Me);
    // Quince's king danger reads the squares we attack twice: `covered` is what the pawns, the king
    // and the pieces seen so far attack, `twice` what two of them do.
    Bitboard covered = 0, twice = 0;
    if constexpr (Quince) {
        const Bitboard ka = king_attacks(own_king);
        covered           = st.pawn_attacks[Me] | ka;
        twice             = (st.pawn_attacks[Me] & ka) | pawn_double_attacks_bb<Me>(own_pawns);
    }
    // Quince's king danger: the squares next to the enemy king, whatever its material (eval/king.h).
    const Bitboard danger_zone = Quince ? king_attacks(opp_king) : 0;
    // Outposts: our 4th to 6th ranks less every square an enemy pawn attacks or will attack as it
    // advances (no pawn can ever chase a minor away from there).
    const Bitboard outposts =
        Quince ? (relative_rank_bb(Me, 3) | relative_rank_bb(Me, 4) | relative_rank_bb(Me, 5)) &
                     ~fill_back(Me, st.pawn_attacks[Opp])
               : 0;
    auto outpost = [&](int idx, Square sq, Bitboard attacks) {
        if constexpr (Quince) {
            if (outposts & square_bb(sq)) {
                const Score& w = W.Outpost[idx][(st.pawn_attacks[Me] & square_bb(sq)) != 0];
                s += w, sink.coef(w, Me, 1), sink.piece(sq, T_PIECES, Me, "outpost", w);
            } else if (idx == 0 && (outposts & st.pawn_attacks[Me] & attacks & not_own)) {
                const Score& w = W.ReachableOutpost;
                s += w, sink.coef(w, Me, 1), sink.piece(sq, T_PIECES, Me, "reaches an outpost", w);
            }
            // Stockfish 11's king protector: a minor far from its own king.
            const int d     = distance(sq, own_king);
            const Score& kp = W.KingProtector[idx];
            s += kp * d, sink.coef(kp, Me, d), sink.piece(sq, T_PIECES, Me, "distance to the king", kp * d);
        }
    };
    // Minors behind pawns: the squares right behind our pawns (a pawn in front shields the minor).
    const Bitboard behind_pawns = Quince ? shift<-pawn_push(Me)>(own_pawns) : 0;
    auto behind_pawn            = [&](int idx, Square sq) {
        if constexpr (Quince)
            if (behind_pawns & square_bb(sq)) {
                const Score& w = W.BehindPawn[idx];
                s += w, sink.coef(w, Me, 1), sink.piece(sq, T_PIECES, Me, "behind a pawn", w);
            }
    };

    // Bishops and pawns: our pawns an enemy pawn blocks (they stay on their squares and hem in the
    // bishop of their colour).
    const Bitboard rammed = Quince ? own_pawns & shift<-pawn_push(Me)>(opp_pawns) : 0;
    // ... and our pawns on files c-f that anything blocks (they make every such pawn weigh more).
    const int blocked_centre =
        Quince ? popcount(own_pawns & shift<-pawn_push(Me)>(occ) & files_between(2, 5)) : 0;
    auto bishop_pawns = [&](Square sq) {
        if constexpr (Quince) {
            if (const int n = popcount(rammed & same_colour_squares(sq))) {
                s += W.BishopRammed * n, sink.coef(W.BishopRammed, Me, n);
                sink.piece(sq, T_PIECES, Me, "rammed pawns", W.BishopRammed * n);
            }
            if (const int n = popcount(own_pawns & same_colour_squares(sq)) * (1 + blocked_centre)) {
                s += W.BishopPawns * n, sink.coef(W.BishopPawns, Me, n);
                sink.piece(sq, T_PIECES, Me, "pawns on its colour", W.BishopPawns * n);
            }
            if ((LongDiagonals & ~CentreSquares & square_bb(sq)) &&
                popcount(bishop_attacks(sq, pos.pieces(PAWN)) & CentreSquares) >= 2) {
                const Score& w = W.BishopLongDiagonal;
                s += w, sink.coef(w, Me, 1), sink.piece(sq, T_PIECES, Me, "long diagonal", w);
            }
        }
    };

    // `reach`: the squares the mobility counts (Quince: sliders see through queens, rooks also
    // through our rooks, and a pinned piece moves along the pin only); `attacks` feed the rest.
    // Returns the count of the area (Quince; 0 otherwise).
    auto mobility = [&](int idx, Square sq, Bitboard attacks, [[maybe_unused]] Bitboard reach) {
        int count = 0;
        if constexpr (Quince) {
            if (pinned & square_bb(sq)) reach &= line_bb(own_king, sq);
            count          = popcount(reach & area);
            const Score& w = W.MobilityTable[idx][count];
            s += w, sink.coef(w, Me, 1), sink.piece(sq, T_PIECES, Me, "mobility", w);
        } else {
            const int m = popcount(attacks & not_own) - P.MobilityOffset[idx];
            sink.coef(W.MobilityWeight[idx], Me, m);
            sink.piece(sq, T_PIECES, Me, "mobility", W.MobilityWeight[idx] * m);
            mob[idx] += m;
        }
        st.attacks[Me][idx] |= attacks;
        const int hit = (attacks & zone) != 0;
        attackers += hit, units += hit * P.KingAttackUnit[idx];
        if constexpr (Quince) {
            if (const Bitboard d = attacks & danger_zone)
                ++st.danger_attackers[Me][idx], st.danger_zone_attacks[Me] += popcount(d);
            twice |= covered & attacks, covered |= attacks;
        }
        return count;
    };

    for (Bitboard b = pos.pieces(Me, KNIGHT); b;) {
        const Square sq  = pop_lsb(b);
        const Bitboard a = knight_attacks(sq);
        mobility(0, sq, a, a);
        outpost(0, sq, a);
        behind_pawn(0, sq);
    }
    for (Bitboard b = pos.pieces(Me, BISHOP); b;) {
        const Square sq = pop_lsb(b);
        mobility(1, sq, bishop_attacks(sq, occ), Quince ? bishop_attacks(sq, occ ^ queens) : 0);
        outpost(1, sq, 0);
        behind_pawn(1, sq);
        bishop_pawns(sq);
    }
    for (Bitboard b = pos.pieces(Me, ROOK); b;) {
        Square sq                      = pop_lsb(b);
        [[maybe_unused]] const int mob = mobility(
            2, sq, rook_attacks(sq, occ), Quince ? rook_attacks(sq, occ ^ queens ^ pos.pieces(Me, ROOK)) : 0);
        [[maybe_unused]] const Score before = s; // this rook's file bonuses: s - before
        // Rybka judges the file by the squares in front of the rook only
        // (docs/reference/rybka10.md, "Rooks").
        const Bitboard fbb = Rybka ? forward_file(Me, sq) : file_bb(file_of(sq));
        s += W.RookFileBase, sink.coef(W.RookFileBase, Me, 1);
        if (!(own_pawns & fbb)) {
            s += W.RookSemiOpen, sink.coef(W.RookSemiOpen, Me, 1);
            if (!(opp_pawns & fbb)) s += W.RookOpen, sink.coef(W.RookOpen, Me, 1);
            if (king_danger) {
                int d = file_of(sq) - file_of(opp_king);
                // Rybka: the king's moves meet that part of the file; the king stands on it.
                if constexpr (Rybka)
                    d = (king_attacks(opp_king) & fbb) ? (square_bb(opp_king) & fbb ? 0 : 1) : 2;
                if (d >= -1 && d <= 1) {
                    s += W.RookKingAdjacentFile, sink.coef(W.RookKingAdjacentFile, Me, 1);
                    if (d == 0) s += W.RookKingFile, sink.coef(W.RookKingFile, Me, 1);
                }
            }
        }
        if constexpr (Sink::enabled) sink.piece(sq, T_PIECES, Me, "rook file", s - before);
        // Stockfish 11's trapped rook: little mobility, our pawns on its file, and on the outer side
        // of our king (the king between it and the centre files), worse when we cannot castle.
        if constexpr (Quince)
            if (mob <= 3 && (own_pawns & file_bb(file_of(sq))) &&
                (file_of(own_king) < 4) == (file_of(sq) < file_of(own_king))) {
                const int n = 1 + !(pos.castling_rights() & (Me == WHITE ? WHITE_CASTLING : BLACK_CASTLING));
                const Score& w = W.TrappedRook;
                s += w * n, sink.coef(w, Me, n), sink.piece(sq, T_PIECES, Me, "trapped rook", w * n);
            }
        if constexpr (Quince)
            if (file_bb(file_of(sq)) & queens) {
                const Score& w = W.RookOnQueenFile;
                s += w, sink.coef(w, Me, 1), sink.piece(sq, T_PIECES, Me, "queen's file", w);
            }
        if (seventh && relative_rank(Me, sq) == 6)
            s += W.Rook7th, sink.coef(W.Rook7th, Me, 1), sink.piece(sq, T_PIECES, Me, "7th rank", W.Rook7th);
    }
    for (Bitboard b = pos.pieces(Me, QUEEN); b;) {
        Square sq        = pop_lsb(b);
        const Bitboard a = queen_attacks(sq, occ);
        mobility(3, sq, a, a);
        if constexpr (Quince) {
            // An enemy rook or bishop that one piece alone keeps from our queen (a pin or a
            // discovered attack).
            const bool weak = pos.slider_blockers(pos.pieces(Opp, ROOK, BISHOP), sq) != 0;
            if (weak) {
                const Score& w = W.WeakQueen;
                s += w, sink.coef(w, Me, 1), sink.piece(sq, T_PIECES, Me, "weak queen", w);
            }
        }
        if (seventh && relative_rank(Me, sq) == 6)
            s += W.Queen7th, sink.coef(W.Queen7th, Me, 1),
                sink.piece(sq, T_PIECES, Me, "7th rank", W.Queen7th);
    }
    if constexpr (!Quince)
        for (int i = 0; i < 4; ++i) s += W.MobilityWeight[i] * mob[i];
    if constexpr (Quince)
        if (pos.side_to_move() == Me)
            s += W.Tempo, sink.coef(W.Tempo, Me, 1),
                sink.piece(pos.king_square(Me), T_PIECES, Me, "side to move", W.Tempo);
    // Rybka: own pawns touching the zone count once as an attacker, with no units (reference 8).
    if constexpr (Rybka)
        if (st.pawn_attacks[Me] & zone) ++attackers;
    st.all_attacks[Me] = st.pawn_attacks[Me] | st.attacks[Me][0] | st.attacks[Me][1] | st.attacks[Me][2] |
                         st.attacks[Me][3] | king_attacks(pos.king_square(Me));
    st.king_attackers[Me]    = attackers;
    st.king_attack_units[Me] = units;
    if constexpr (Quince) st.attacks2[Me] = twice, st.king_blockers[Me] = pinned, st.mobility_area[Me] = area;
    return s;
}

} // namespace quince::eval
