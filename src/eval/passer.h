// Passed pawns (docs/reference/fruit21.md §8): rank bonus, king distances to the stop square, and the
// runner cases — unstoppable by the rule of the square, escorted by its king, or free to advance
// (the tests are in passer.cpp). Beyond Fruit 2.1 (Rules::PassedDetails, `quince`): a bonus by
// rank on top of quad()'s shape, one for a passer an enemy piece blockades, and one for a path to
// promotion with no enemy piece on it and no square of it attacked (the attack maps of
// eval_pieces, which runs first). Included by eval.cpp only (the term is inlined into the
// evaluation).
#pragma once

#include "eval/masks.h"
#include "eval/terms.h"
#include "eval/trace.h"

namespace quince::eval {

template <Color Att, EvalModel M, class Sink>
QUINCE_EVAL_INLINE Score eval_passers(const EvalState& st, Sink& sink) {
    if constexpr (model_terms(M).rybka)
        if (st.P.Passers == PasserRules::Rybka) return eval_passers_rybka<Att>(st, sink); // passer_rybka.cpp
    const Position& pos   = st.pos;
    const Params& P       = st.P;
    constexpr Color def   = ~Att;
    const Square att_king = pos.king_square(Att), def_king = pos.king_square(def);
    const bool def_has_pieces = pos.pieces(def) != pos.pieces(def, PAWN, KING);
    const int delta_max       = P.PassedMax.eg - P.PassedMin.eg;
    Score s;
    for (Bitboard b = st.pi.passed & pos.pieces(Att, PAWN); b;) {
        const Square sq                     = pop_lsb(b);
        const int rr                        = relative_rank(Att, sq);
        const Square front                  = sq + pawn_push(Att);
        [[maybe_unused]] const Score before = s; // this passer's share: s - before
        s.op += quad(P, P.PassedMin.op, P.PassedMax.op, rr);
        // quad() linearised: min * (1 - b) + max * b with b = RankBonus / 256 (held fixed).
        const double bonus = P.RankBonus[rr] / 256.0;
        sink.coef(P.PassedMin.op, ST_OP, Att, 1 - bonus), sink.coef(P.PassedMax.op, ST_OP, Att, bonus);

        s.eg += P.PassedMin.eg;
        sink.coef(P.PassedMin.eg, ST_EG, Att, 1);
        // No share of the endgame bonus on this rank: no runner tests.
        if (P.RankBonus[rr] != 0) {
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
        if constexpr (Sink::enabled) sink.piece(sq, T_PASSER, Att, "passed pawn", s - before);
        if (model_terms(M).quince && P.PassedDetails) {
            auto add = [&](const Score& w, const char* what) {
                s += w, sink.coef(w, Att, 1), sink.piece(sq, T_PASSER, Att, what, w);
            };
            add(P.PassedRank[rr], "passer by rank");
            if (pos.pieces(def) & square_bb(front)) add(P.PassedBlocked[rr], "blockaded passer");
            const Bitboard path = forward_file(Att, sq);
            if (!(path & (pos.pieces(def) | st.all_attacks[def]))) add(P.PassedSafePath, "safe path");
        }
    }
    return s;
}

} // namespace quince::eval
