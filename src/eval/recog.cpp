// Draw rules inside the evaluation (docs/reference/fruit21.md §10): the pawn-file rules for K(B)P and KNP
// endings and the recognisers of a few small endgames. They only lower multipliers; the score
// itself is never special-cased.
#include <cstdlib>

#include "eval/masks.h"
#include "eval/terms.h"

namespace quince::eval {

namespace {

// All of c's pawns on one file, with no enemy pawn on a neighbouring file ahead of the rearmost
// one: the most advanced pawn's square; SQ_NONE otherwise (section 5, "single_file").
Square single_file(const Position& pos, Color c) {
    const Bitboard pawns = pos.pieces(c, PAWN);
    if (!pawns) return SQ_NONE;
    const int f = file_of(lsb(pawns));
    if (pawns & ~file_bb(f)) return SQ_NONE;
    const Square rear = rearmost(c, pawns);
    if (pos.pieces(~c, PAWN) & adjacent_files(f) & ranks_ahead(c, rank_of(rear))) return SQ_NONE;
    return frontmost(c, pawns);
}

bool bishop_can_attack(const Position& pos, Square s, Color c) {
    return pos.pieces(c, BISHOP) & same_colour_squares(s);
}

// ---- Recognisers on normalised squares: the pawn's owner ("strong") plays up the board as White
// with the pawn on files a-d. Squares are a1 = 0 .. h8 = 63 as everywhere.
int file(Square s) { return file_of(s); }
int rank(Square s) { return rank_of(s); }
Square up(Square s) { return s + 8; }
Square promo_of(Square wp) { return make_square(file(wp), RANK_8); }

// bq and wp on one line, and one step from bq toward wp equals the step from wp to wk.
bool queen_pawn_king_aligned(Square bq, Square wp, Square wk) {
    int df = file(wp) - file(bq), dr = rank(wp) - rank(bq);
    if (!(df == 0 || dr == 0 || std::abs(df) == std::abs(dr)) || (df == 0 && dr == 0)) return false;
    int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
    return file(wk) - file(wp) == sf && rank(wk) - rank(wp) == sr;
}

bool draw_kpkq(Square wk, Square wp, Square bk, Square bq, bool stm) {
    auto in = [](Square s, Square a, Square b) { return s == a || s == b; };
    int d   = 4;
    if (wp == SQ_A7) {
        if (in(wk, SQ_B7, SQ_B8)) {
            if (stm) --d;
        } else if (wk == SQ_A8 || (in(wk, SQ_C7, SQ_C8) && bq != SQ_A8)) {
            if (!stm && file(bq) != FILE_B) return false;
        } else
            return false;
        return distance(bk, SQ_A8) > d;
    }
    if (wp == SQ_C7) {
        if (wk == SQ_C8) {
            ++d;
            if (stm) --d;
        } else if (in(wk, SQ_B7, SQ_B8)) {
            --d;
            if (queen_pawn_king_aligned(bq, wp, wk)) ++d;
            if (stm) --d;
        } else if (in(wk, SQ_D7, SQ_D8)) {
            if (queen_pawn_king_aligned(bq, wp, wk)) ++d;
            if (stm) --d;
        } else if (in(wk, SQ_A7, SQ_A8) && bq != SQ_C8) {
            if (!stm && file(bq) != FILE_B) return false;
            --d;
        } else if (in(wk, SQ_E7, SQ_E8) && bq != SQ_C8) {
            if (!stm && file(bq) != FILE_D) return false;
        } else
            return false;
        return distance(bk, SQ_C8) > d;
    }
    return false;
}

bool draw_kpkr(Square wk, Square wp, Square bk, Square br, bool stm) {
    if (distance(wk, wp) == 1) {
    } else if (distance(wk, wp) == 2 && std::abs(rank(wk) - rank(wp)) <= 1) {
        if (!stm && file(br) != (file(wk) + file(wp)) / 2) return false;
    } else
        return false;
    const Square prom = promo_of(wp);
    int d             = distance(wk, prom) + distance(wp, prom);
    if (wk == prom) ++d;
    if (wk == up(wp)) {
        if (file(wp) == FILE_A) return false;
        ++d;
    }
    if (file(br) != file(wp) && rank(br) != RANK_8) --d;
    if (stm) --d;
    return distance(bk, prom) > d;
}

// The weak bishop controls a square of the pawn's path (only the defending king blocks it).
bool bishop_blockade(Square wp, Square bk, Square bb) {
    for (Square t = up(wp);; t = up(t)) {
        if (t == bb) return true;
        int df = file(t) - file(bb), dr = rank(t) - rank(bb);
        if (std::abs(df) == std::abs(dr)) {
            int step = (dr > 0 ? 8 : -8) + (df > 0 ? 1 : -1);
            Square s = bb + step;
            while (s != t && s != bk) s = s + step;
            if (s == t) return true;
        }
        if (rank(t) == RANK_8) return false;
    }
}

bool draw_kpkn(Square wp, Square bn) {
    const Square prom = promo_of(wp);
    for (Square t = up(wp);; t = up(t)) {
        if (t == prom && file(wp) == FILE_A) return false;
        if (t == bn || (knight_attacks(bn) & square_bb(t))) return true;
        if (t == prom) return false;
    }
}

bool draw_knpk(Square wp, Square bk) { return wp == SQ_A7 && distance(bk, SQ_A8) <= 1; }

bool draw_krpkr(Square wk, Square wr, Square wp, Square bk, Square br) {
    const Square prom = promo_of(wp);
    if (bk == prom) return file(br) > file(wp);
    if (file(bk) == file(wp) && rank(bk) > rank(wp)) return true;
    if (wr == prom && rank(wp) == RANK_7 && (bk == SQ_G7 || bk == SQ_H7) && file(br) == file(wp))
        return rank(br) <= RANK_3 ? distance(wk, wp) > 1 : distance(wk, wp) > 2;
    return false;
}

bool recognise(const Position& pos, Recog r) {
    Color strong;
    switch (r) {
    case R_KPKQ:
    case R_KPKR:
    case R_KPKB:
    case R_KPKN:
    case R_KNPK:
    case R_KRPKR:
    case R_KBPKB: strong = WHITE; break;
    case R_KQKP:
    case R_KRKP:
    case R_KBKP:
    case R_KNKP:
    case R_KKNP:
    case R_KRKRP:
    case R_KBKBP: strong = BLACK; break;
    default: return false;
    }
    const Color weak  = ~strong;
    const Square pawn = lsb(pos.pieces(strong, PAWN));
    const int xf = file_of(pawn) >= FILE_E ? 7 : 0, xr = strong == BLACK ? 56 : 0;
    auto norm       = [&](Square s) { return Square(s ^ xf ^ xr); };
    auto one        = [&](Color c, PieceType pt) { return norm(lsb(pos.pieces(c, pt))); };
    const Square wk = norm(pos.king_square(strong)), bk = norm(pos.king_square(weak)), wp = norm(pawn);
    const bool stm = pos.side_to_move() == strong;

    switch (r) {
    case R_KPKQ:
    case R_KQKP: return draw_kpkq(wk, wp, bk, one(weak, QUEEN), stm);
    case R_KPKR:
    case R_KRKP: return draw_kpkr(wk, wp, bk, one(weak, ROOK), stm);
    case R_KPKB:
    case R_KBKP: return bishop_blockade(wp, bk, one(weak, BISHOP));
    case R_KPKN:
    case R_KNKP: return draw_kpkn(wp, one(weak, KNIGHT));
    case R_KNPK:
    case R_KKNP: return draw_knpk(wp, bk);
    case R_KRPKR:
    case R_KRKRP: return draw_krpkr(wk, one(strong, ROOK), wp, bk, one(weak, ROOK));
    case R_KBPKB:
    case R_KBKBP: {
        const Square sb = lsb(pos.pieces(strong, BISHOP)), wb = lsb(pos.pieces(weak, BISHOP));
        if (same_colour_squares(sb) & square_bb(wb)) return false;
        return bishop_blockade(wp, bk, norm(wb));
    }
    default: return false;
    }
}

} // namespace

unsigned apply_draw_rules(const EvalState& st, int mul[COLOR_NB]) {
    const Position& pos = st.pos;
    unsigned fired      = 0;
    for (Color me : {WHITE, BLACK}) {
        const Color opp       = ~me;
        const std::uint8_t fl = st.mi.cflags[me];
        const Square opp_king = pos.king_square(opp);
        if (fl & (RookPawnFlag | BishopFlag)) {
            const Square sf = single_file(pos, me);
            // 10.1 rook pawn with the wrong bishop (or none), defending king in the corner
            if ((fl & RookPawnFlag) && sf != SQ_NONE && (file_of(sf) == FILE_A || file_of(sf) == FILE_H)) {
                const Square prom = make_square(file_of(sf), me == WHITE ? RANK_8 : RANK_1);
                if (distance(opp_king, prom) <= 1 && !bishop_can_attack(pos, prom, me))
                    mul[me] = 0, fired |= 1u << (3 * me);
            }
            // 10.2 the defending king stands in front of the pawn(s), out of reach of the bishop
            if ((fl & BishopFlag) && sf != SQ_NONE && file_of(opp_king) == file_of(sf)) {
                bool ahead;
                if (me == WHITE)
                    ahead = rank_of(opp_king) > rank_of(sf);
                else if (st.P.FruitBlackSingleFileQuirk)
                    ahead = rank_of(opp_king) + rank_of(sf) < 7; // Fruit 13.7
                else
                    ahead = rank_of(opp_king) < rank_of(sf);
                if (ahead && !bishop_can_attack(pos, opp_king, me))
                    mul[me] = st.P.MulDrawRule, fired |= 2u << (3 * me);
            }
        }
        // 10.3 knight and pawn against the king in front of the pawn
        if (fl & KnightFlag) {
            const Square p = lsb(pos.pieces(me, PAWN));
            if (file_of(opp_king) == file_of(p) && relative_rank(me, opp_king) > relative_rank(me, p) &&
                relative_rank(me, p) <= RANK_6)
                mul[me] = st.P.MulDrawRule, fired |= 4u << (3 * me);
        }
    }
    // 10.4 recognisers: a known draw scales both sides to 1/16
    if (st.mi.recog != R_NONE && recognise(pos, Recog(st.mi.recog)))
        mul[WHITE] = mul[BLACK] = st.P.MulDrawRule, fired |= 64;
    return fired;
}

} // namespace quince::eval
