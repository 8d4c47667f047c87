// Passed pawns (docs/reference/fruit21.md §8): rank bonus, king distances to the stop square, and the
// runner cases — unstoppable by the rule of the square, escorted by its king, or free to advance
// (the tests are in passer.cpp). Beyond Fruit 2.1 (Quince's model): a bonus by
// rank on top of quad()'s shape, one for a passer an enemy piece blockades, and one for a path to
// promotion with no enemy piece on it and no square of it attacked (the attack maps of
// eval_pieces, which runs first). Included by eval.cpp only (the term is inlined into the
// evaluation).
#pragma once

#include "eval/masks.h"
#include "eval/terms.h"
#include "eval/trace.h"

namespace quince::eval {

// Fruit's passers (the Fruit and Quince models), with Quince's details in its model.
template <Color Att, EvalModel M, class Sink>
QUINCE_EVAL_INLINE Score fruit_passers(const EvalState& st, Sink& sink) {
    const Position& pos   = st.pos;
    const Params& P       = st.P;
    const WeightsOf<M>& W = P.weights<M>();
    constexpr Color def   = ~Att;
    const Square att_king = pos.king_square(Att), def_king = pos.king_square(def);
    const bool def_has_pieces = pos.pieces(def) != pos.pieces(def, PAWN, KING);
    const int delta_max       = W.PassedMax.eg - W.PassedMin.eg;
    Score s;
    for (Bitboard b = st.pi.passed & pos.pieces(Att, PAWN); b;) {
        const Square sq                     = pop_lsb(b);
        const int rr                        = relative_rank(Att, sq);
        const Square front                  = sq + pawn_push(Att);
        [[maybe_unused]] const Score before = s; // this passer's share: s - before
        s.op += quad(P, W.PassedMin.op, W.PassedMax.op, rr);
        // quad() linearised: min * (1 - b) + max * b with b = RankBonus / 256 (held fixed).
        const double bonus = P.RankBonus[rr] / 256.0;
        sink.coef(W.PassedMin.op, ST_OP, Att, 1 - bonus), sink.coef(W.PassedMax.op, ST_OP, Att, bonus);

        s.eg += W.PassedMin.eg;
        sink.coef(W.PassedMin.eg, ST_EG, Att, 1);
        // No share of the endgame bonus on this rank: no runner tests.
        if (P.RankBonus[rr] != 0) {
            int delta         = delta_max;
            const int* runner = nullptr;
            if (!def_has_pieces && (unstoppable(pos, sq, Att) || king_passer(pos, sq, Att)))
                delta += W.UnstoppablePasser, runner = &W.UnstoppablePasser;
            else if (pos.empty(front) && push_is_safe(pos, sq, front))
                delta += W.FreePasser, runner = &W.FreePasser;
            delta -= W.AttackerDistance * distance(att_king, front);
            delta += W.DefenderDistance * distance(def_king, front);
            if (delta > 0) {
                s.eg += quad(P, 0, delta, rr);
                // The max(delta, 0) branch is the one taken at the current weights.
                sink.coef(W.PassedMax.eg, ST_EG, Att, bonus), sink.coef(W.PassedMin.eg, ST_EG, Att, -bonus);
                if (runner) sink.coef(*runner, ST_EG, Att, bonus);
                sink.coef(W.AttackerDistance, ST_EG, Att, -bonus * distance(att_king, front));
                sink.coef(W.DefenderDistance, ST_EG, Att, bonus * distance(def_king, front));
            }
        }
        if constexpr (Sink::enabled) sink.piece(sq, T_PASSER, Att, "passed pawn", s - before);
        if constexpr (M == EvalModel::Quince) {
            auto add = [&](const Score& w, const char* what) {
                s += w, sink.coef(w, Att, 1), sink.piece(sq, T_PASSER, Att, what, w);
            };
            add(W.PassedRank[rr], "passer by rank");
            if (pos.pieces(def) & square_bb(front)) add(W.PassedBlocked[rr], "blockaded passer");
            const Bitboard path = forward_file(Att, sq);
            if (!(path & (pos.pieces(def) | st.all_attacks[def]))) add(W.PassedSafePath, "safe path");
            // Stockfish 11's details: the file, and how safe the way ahead is, weighed by rank.
            if (const int e = std::min(file_of(sq), 7 - file_of(sq))) {
                s += W.PassedFile * e, sink.coef(W.PassedFile, Att, e);
                sink.piece(sq, T_PASSER, Att, "passer's file", W.PassedFile * e);
            }
            if (rr >= 3 && pos.empty(front)) {
                const int w           = 5 * rr - 13;
                const Bitboard behind = forward_file(def, sq) & pos.pieces(ROOK, QUEEN);
                const Bitboard span =
                    (file_bb(file_of(sq)) | adjacent_files(file_of(sq))) & ranks_ahead(Att, rank_of(sq));
                const Bitboard unsafe = (pos.pieces(def) & behind) ? span : span & st.all_attacks[def];
                const int grade = !unsafe ? 0 : !(unsafe & path) ? 1 : !(unsafe & square_bb(front)) ? 2 : 3;
                auto add_w      = [&](const Score& x, const char* what) {
                    s += x * w, sink.coef(x, Att, w), sink.piece(sq, T_PASSER, Att, what, x * w);
                };
                static constexpr const char* Grades[3] = {"span safe", "file safe", "stop square safe"};
                if (grade < 3) add_w(W.PassedPath[grade], Grades[grade]);
                if ((pos.pieces(Att) & behind) || (st.all_attacks[Att] & square_bb(front)))
                    add_w(W.PassedSupport, "supported");
            }
        }
    }
    return s;
}

template <Color Att, EvalModel M, class Sink>
QUINCE_EVAL_INLINE Score eval_passers(const EvalState& st, Sink& sink) {
    if constexpr (M == EvalModel::Rybka)
        return eval_passers_rybka<Att>(st, sink); // passer_rybka.cpp
    else
        return fruit_passers<Att, M>(st, sink);
}

} // namespace quince::eval
