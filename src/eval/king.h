// King safety (docs/reference/fruit21.md §7): attackers of the king zone, pawn shelter and storm, with
// the castling squares still available. Opening only; only when the opponent has a queen and
// another piece (KingFlag). Quince's model adds safe checks and the quadratic king danger, both
// evaluated whatever the material, the mating drive against a lone king (mate.h) and the
// knight's place against a rook (krkn.h).
// Included by eval.cpp only (the term is inlined into the evaluation).
#pragma once

#include <algorithm>
#include <type_traits>
#include <utility>

#include "eval/krkn.h"
#include "eval/masks.h"
#include "eval/mate.h"
#include "eval/terms.h"
#include "eval/trace.h"

namespace quince::eval {

namespace king_detail {

// The weights (each with how many times it counted) one shelter value was summed from, for the
// tuner's coefficients: at most N of type W.
template <class W, int N> struct UsedWeights {
    const W* w[N];
    int n[N];
    int k = 0;
    void add(const W& weight, int times = 1) { w[k] = &weight, n[k++] = times; }
};
// The same interface when no coefficients are wanted: records nothing.
template <class W> struct NoUsedWeights {
    void add(const W&, int = 1) {}
};

// Shelter of square s for colour C plus the enemy storm on the same three files.
template <Color C, class Rec>
int shelter(const Position& pos, const KingSafetyWeights& W, Square s, Rec& rec) {
    const Bitboard own = pos.pieces(C, PAWN) & ranks_from(C, rank_of(s)), them = pos.pieces(~C, PAWN);
    const int f = file_of(s);
    // Selects rather than branches: a sentinel bit keeps the table index valid on an empty file.
    // The rearmost own pawn and the most advanced enemy pawn are both the lowest bit for White (H8
    // never changes it) and the highest for Black (A1 never changes it).
    constexpr Bitboard sentinel = C == WHITE ? square_bb(SQ_H8) : square_bb(SQ_A1);
    int pen = 0, storm = 0;
    // File g counted `times` times: the rearmost own pawn level with or ahead of s, and the most
    // advanced enemy pawn.
    auto on_file = [&](int g, int times) {
        const Bitboard b = own & file_bb(g), e = them & file_bb(g);
        const int& pawn = W.ShelterFile[relative_rank(C, rearmost(C, b | sentinel))];
        const int& w    = W.StormFile[relative_rank(~C, frontmost(~C, e | sentinel))];
        const int has_b = -int(b != 0), has_e = -int(e != 0); // all ones or zero: masks, not branches
        pen += times * ((pawn & has_b) | (W.ShelterNoPawn & ~has_b));
        storm += w & has_e;
        rec.add(b ? pawn : W.ShelterNoPawn, times);
        if (e) rec.add(w, 1);
    };
    if (f > FILE_A) on_file(f - 1, 1);
    on_file(f, 2);
    if (f < FILE_H) on_file(f + 1, 1);
    if (pen == 0) { // every shelter weight used was 0: they contribute nothing but ShelterPerfect
        pen = W.ShelterPerfect;
        rec.add(W.ShelterPerfect, 1);
    }
    return pen + storm;
}

// The squares from which an enemy piece of each type (knight, bishop, rook, queen) would check our
// king and could go safely: neither occupied by the enemy nor attacked by any of our pawns or
// pieces or our king. Reads both colours' attack maps, so eval_pieces must have run for both.
struct CheckSquares {
    Bitboard from[4];
    Bitboard safe;
    // An enemy piece of type i (its attack map `attacks`) has a safe check.
    bool by(int i, Bitboard attacks) const { return (from[i] & attacks & safe) != 0; }
};
template <Color Me> QUINCE_EVAL_INLINE CheckSquares check_squares(const EvalState& st) {
    const Position& pos = st.pos;
    const Square ksq    = pos.king_square(Me);
    const Bitboard diag = bishop_attacks(ksq, st.occ), line = rook_attacks(ksq, st.occ);
    return {{knight_attacks(ksq), diag, line, diag | line}, ~(st.all_attacks[Me] | pos.pieces(~Me))};
}

// Safe checks (Quince's model, beyond Fruit 2.1, whose king safety counts only
// the pieces that reach the king zone): for each enemy piece type that attacks a safe check square
// (check_squares), the penalty SafeCheck[type] once, however many such squares there are (one safe
// check is the threat, as in Stockfish 11's king danger).
template <Color Me, class Sink>
QUINCE_EVAL_INLINE Score safe_checks(const EvalState& st, const CheckSquares& chk, Sink& sink) {
    const QuinceWeights& W = st.P.weights<EvalModel::Quince>();
    Score s;
    for (int i = 0; i < 4; ++i)
        if (chk.by(i, st.attacks[~Me][i])) s += W.SafeCheck[i], sink.coef(W.SafeCheck[i], Me, 1);
    if constexpr (Sink::enabled)
        if (s != Score{}) sink.piece(st.pos.king_square(Me), T_KING, Me, "safe checks", s);
    return s;
}

// King danger (Quince's model, beyond Fruit 2.1, after the design of Stockfish 11
// and Ethereal): the enemy's attack on our king summed into one number of danger units, from the
// pieces that reach the squares next to the king, their attacks there, those squares only our king
// or queen defends, the safe checks, and whether the enemy has a queen; since step 12 also the
// checks we defend, the pieces shielding the king from a slider, the attacks on the king's flank
// and our defence of it, and a knight beside the king (danger_counts). A positive danger costs
// danger^2 / KingDangerOpDivisor in the opening (attacks that come together are worth more than
// their sum) and danger / KingDangerEgDivisor in the endgame.
// For the tuner the opening part is linearised as danger x (danger / divisor) with the second factor
// held at the current weights: a unit w counted n times has the coefficient -n danger / divisor.
// The model then equals the evaluation at the current weights (no residual), and its gradient is
// half the true one, which vanishes where the true one does: tuned again from its result (the
// linearisation renewed there, docs/tuning.md) the fit settles where the real loss is stationary.
// The danger is capped at KingDangerMax (no overflow whatever a profile file sets).
inline constexpr int KingDangerMax = 1 << 15;

// The king danger's counts, one per unit beside the per-type ones (read back by the tests).
struct DangerCounts {
    int zone, weak, no_queen, unsafe, blockers, flank_attack, flank_defence, knight_guard;
    unsigned check_types; // bit i: a safe check by piece type i
};
template <Color Me>
QUINCE_EVAL_INLINE DangerCounts danger_counts(const EvalState& st, const CheckSquares& chk) {
    constexpr Color Opp  = ~Me;
    const Position& pos  = st.pos;
    const Square ksq     = pos.king_square(Me);
    const Bitboard zone  = king_attacks(ksq);
    const Bitboard solid = st.pawn_attacks[Me] | st.attacks[Me][0] | st.attacks[Me][1] | st.attacks[Me][2];
    DangerCounts n{};
    Bitboard unsafe = 0; // check squares of the types without a safe check: we defend them
    for (int i = 0; i < 4; ++i) {
        const bool safe = chk.by(i, st.attacks[Opp][i]);
        n.check_types |= unsigned(safe) << i;
        if (!safe) unsafe |= chk.from[i] & st.attacks[Opp][i] & ~pos.pieces(Opp);
    }
    const Bitboard flank = KingFlank[file_of(ksq)] & camp(Me);
    const Bitboard hit   = flank & st.all_attacks[Opp];
    n.zone               = st.danger_zone_attacks[Opp];
    n.weak               = popcount(zone & st.all_attacks[Opp] & ~solid);
    n.no_queen           = !pos.pieces(Opp, QUEEN);
    n.unsafe             = popcount(unsafe);
    n.blockers           = popcount(st.king_blockers[Me]);
    n.flank_attack       = popcount(hit) + popcount(hit & st.attacks2[Opp]);
    n.flank_defence      = popcount(flank & st.all_attacks[Me]);
    n.knight_guard       = (st.attacks[Me][0] & zone) != 0;
    return n;
}

template <Color Me, class Sink>
QUINCE_EVAL_INLINE Score king_danger(const EvalState& st, const CheckSquares& chk, Sink& sink) {
    constexpr Color Opp    = ~Me;
    const Position& pos    = st.pos;
    const Params& P        = st.P;
    const QuinceWeights& W = P.weights<EvalModel::Quince>();
    const Square ksq       = pos.king_square(Me);
    const int* const att   = st.danger_attackers[Opp];
    const DangerCounts n   = danger_counts<Me>(st, chk);
    int danger = W.KingDangerBase + W.KingDangerZoneAttack * n.zone + W.KingDangerWeakSquare * n.weak +
                 W.KingDangerNoQueen * n.no_queen + W.KingDangerUnsafeCheck * n.unsafe +
                 W.KingDangerBlocker * n.blockers + W.KingDangerFlankAttack * n.flank_attack +
                 W.KingDangerFlankDefence * n.flank_defence + W.KingDangerKnightGuard * n.knight_guard;
    for (int i = 0; i < 4; ++i)
        danger += W.KingDangerAttacker[i] * att[i] + W.KingDangerSafeCheck[i] * int(n.check_types >> i & 1);
    if (danger <= 0) return {};
    danger        = std::min(danger, KingDangerMax);
    const Score s = S(-danger * danger / P.KingDangerOpDivisor, -danger / P.KingDangerEgDivisor);
    if constexpr (Sink::coefs) {
        auto coef = [&](const int& w, int n) {
            if (n == 0) return;
            sink.coef(w, ST_OP, Me, -double(danger) * n / P.KingDangerOpDivisor);
            sink.coef(w, ST_EG, Me, -double(n) / P.KingDangerEgDivisor);
        };
        coef(W.KingDangerBase, 1);
        coef(W.KingDangerZoneAttack, n.zone);
        coef(W.KingDangerWeakSquare, n.weak);
        coef(W.KingDangerNoQueen, n.no_queen);
        coef(W.KingDangerUnsafeCheck, n.unsafe);
        coef(W.KingDangerBlocker, n.blockers);
        coef(W.KingDangerFlankAttack, n.flank_attack);
        coef(W.KingDangerFlankDefence, n.flank_defence);
        coef(W.KingDangerKnightGuard, n.knight_guard);
        for (int i = 0; i < 4; ++i)
            coef(W.KingDangerAttacker[i], att[i]),
                coef(W.KingDangerSafeCheck[i], int(n.check_types >> i & 1));
    }
    sink.piece(ksq, T_KING, Me, "king danger", s);
    return s;
}

} // namespace king_detail

template <Color Me, EvalModel M, class Sink>
QUINCE_EVAL_INLINE Score eval_king(const EvalState& st, Sink& sink) {
    using namespace king_detail;
    constexpr bool Quince = M == EvalModel::Quince, Rybka = M == EvalModel::Rybka;
    using Rec             = std::conditional_t<Sink::coefs, UsedWeights<int, 8>, NoUsedWeights<int>>;
    const Params& P       = st.P;
    const WeightsOf<M>& W = P.weights<M>();
    // Quince's model: safe checks and the king danger, whatever the material (one set of check
    // squares for both).
    Score quince_terms;
    if constexpr (Quince) {
        const CheckSquares chk = check_squares<Me>(st);
        quince_terms += safe_checks<Me>(st, chk, sink);
        quince_terms += king_danger<Me>(st, chk, sink);
        quince_terms += lone_king<Me>(st, sink);
        quince_terms += knight_against_rook<Me>(st, sink);
    }
    if (!(st.mi.cflags[Me] & KingFlag)) return quince_terms;
    const Position& pos = st.pos;
    const Square ksq    = pos.king_square(Me);

    // 7.1 attackers of the squares around the king (counted by eval_pieces of the opponent)
    const int nb = st.king_attackers[~Me], units = st.king_attack_units[~Me];
    const int attack = units * W.KingAttackOpening * P.KingAttackWeight[std::min(nb, 15)];
    int op = -(P.KingAttackDivisor == 256 ? attack / 256 : attack / P.KingAttackDivisor); // rybka: 32
    sink.piece(ksq, T_KING, Me, "attackers", S(op, 0));
    // Linear in KingAttackOpening only; the units and the weight table are held fixed.
    sink.coef(W.KingAttackOpening, ST_OP, Me,
              -units * P.KingAttackWeight[std::min(nb, 15)] / double(P.KingAttackDivisor));

    // 7.2 shelter and storm, here and on the castling squares still open to the king
    // Rybka (docs/reference/rybka10.md, "Shelter"): the king counts as standing on its wing's
    // square C1, E1 or G1 (files a-c, d-e, f-h), and queen-side castling aims at C1.
    const Square at = Rybka ? relative_square(Me, file_of(ksq) <= FILE_C   ? SQ_C1
                                                  : file_of(ksq) <= FILE_E ? SQ_E1
                                                                           : SQ_G1)
                            : ksq;
    Rec r1, r2, rc;
    const int p1      = shelter<Me>(pos, W, at, r1);
    int p2            = p1;
    Rec* r2_used      = &r1;
    const Square home = relative_square(Me, SQ_E1);
    const Piece king = make_piece(Me, KING), rook = make_piece(Me, ROOK);
    if (pos.piece_on(home) == king) {
        if (pos.can_castle(Me == WHITE ? WHITE_OO : BLACK_OO) &&
            pos.piece_on(relative_square(Me, SQ_H1)) == rook)
            if (int p = shelter<Me>(pos, W, relative_square(Me, SQ_G1), r2); p < p2) p2 = p, r2_used = &r2;
        if (pos.can_castle(Me == WHITE ? WHITE_OOO : BLACK_OOO) &&
            pos.piece_on(relative_square(Me, SQ_A1)) == rook)
            if (int p = shelter<Me>(pos, W, relative_square(Me, Rybka ? SQ_C1 : SQ_B1), rc); p < p2)
                p2 = p, r2_used = &rc;
    }
    op -= (p1 + p2) / 2;
    sink.piece(ksq, T_KING, Me, "shelter and storm", S(-((p1 + p2) / 2), 0));
    if constexpr (Sink::coefs) // the min() keeps the square chosen at the current weights
        for (const Rec* r : {&r1, r2_used})
            for (int i = 0; i < r->k; ++i) sink.coef(*r->w[i], ST_OP, Me, -0.5 * r->n[i]);
    return S(op, 0) + quince_terms;
}

} // namespace quince::eval
