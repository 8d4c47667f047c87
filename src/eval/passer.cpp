// Passed pawns (reference section 8): rank bonus, king distances to the stop square, and the
// runner cases — unstoppable by the rule of the square, escorted by its king, or free to advance.
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

template <Color Att, class Sink> Score eval_passers(const EvalState& st, Sink& sink) {
    if (st.P.Passers == PasserRules::Rybka) return eval_passers_rybka<Att>(st, sink); // passer_rybka.cpp
    const Position& pos   = st.pos;
    const Params& P       = st.P;
    constexpr Color def   = ~Att;
    const Square att_king = pos.king_square(Att), def_king = pos.king_square(def);
    const bool def_has_pieces = pos.pieces(def) != pos.pieces(def, PAWN, KING);
    const int delta_max       = P.PassedMax.eg - P.PassedMin.eg;
    Score s;
    for (Bitboard b = st.pi.passed & pos.pieces(Att, PAWN); b;) {
        const Square sq    = pop_lsb(b);
        const int rr       = relative_rank(Att, sq);
        const Square front = sq + pawn_push(Att);
        s.op += quad(P, P.PassedMin.op, P.PassedMax.op, rr);
        // quad() linearised: min * (1 - b) + max * b with b = RankBonus / 256 (held fixed).
        const double bonus = P.RankBonus[rr] / 256.0;
        sink.coef(P.PassedMin.op, ST_OP, Att, 1 - bonus), sink.coef(P.PassedMax.op, ST_OP, Att, bonus);

        s.eg += P.PassedMin.eg;
        sink.coef(P.PassedMin.eg, ST_EG, Att, 1);
        if (P.RankBonus[rr] == 0) continue; // no share of the endgame bonus on this rank: skip the tests

        int delta         = delta_max;
        const int* runner = nullptr;
        if (!def_has_pieces && (unstoppable(pos, sq, Att) || king_passer(pos, sq, Att)))
            delta += P.UnstoppablePasser, runner = &P.UnstoppablePasser;
        else if (pos.empty(front) && push_is_safe(pos, sq, front))
            delta += P.FreePasser, runner = &P.FreePasser;
        delta -= P.AttackerDistance * distance(att_king, front);
        delta += P.DefenderDistance * distance(def_king, front);
        if (delta > 0) {
            s.eg += quad(P, 0, delta, rr);
            // The max(delta, 0) branch is the one taken at the current weights.
            sink.coef(P.PassedMax.eg, ST_EG, Att, bonus), sink.coef(P.PassedMin.eg, ST_EG, Att, -bonus);
            if (runner) sink.coef(*runner, ST_EG, Att, bonus);
            sink.coef(P.AttackerDistance, ST_EG, Att, -bonus * distance(att_king, front));
            sink.coef(P.DefenderDistance, ST_EG, Att, bonus * distance(def_king, front));
        }
    }
    return s;
}

template Score eval_passers<WHITE, NoTrace>(const EvalState&, NoTrace&);
template Score eval_passers<BLACK, NoTrace>(const EvalState&, NoTrace&);
template Score eval_passers<WHITE, Trace>(const EvalState&, Trace&);
template Score eval_passers<BLACK, Trace>(const EvalState&, Trace&);
template Score eval_passers<WHITE, CoefTrace>(const EvalState&, CoefTrace&);
template Score eval_passers<BLACK, CoefTrace>(const EvalState&, CoefTrace&);

} // namespace quince::eval
