// Pawn structure (docs/reference/fruit21.md §5), one pawn at a time with bitboard tests; beyond Fruit 2.1,
// connected pawns (Quince's model).
#include "eval/pawn.h"

#include "eval/masks.h"
#include "eval/trace.h"

namespace quince::eval {

namespace {

// Fruit's structure (the Fruit and Quince models).
template <EvalModel M, class Sink>
Score pawns_of(const Position& pos, const Params& P, Color me, Bitboard& passed, Sink& sink) {
    const WeightsOf<M>& W = P.weights<M>();
    const Color opp       = ~me;
    const Bitboard own    = pos.pieces(me, PAWN);
    const Bitboard them   = pos.pieces(opp, PAWN);
    const Bitboard all    = own | them;
    Score s;
    passed = 0;

    for (Bitboard b = own; b;) {
        const Square sq                = pop_lsb(b);
        const int f                    = file_of(sq);
        const int rr                   = relative_rank(me, sq); // 1..6 (ranks 2..7)
        const Bitboard fbb             = file_bb(f);
        const Bitboard adj             = adjacent_files(f);
        const Bitboard ahead           = ranks_ahead(me, rank_of(sq));
        const Bitboard level_or_behind = ~ahead;

        const bool doubled   = own & fbb & level_or_behind & ~square_bb(sq);
        const bool isolated  = !(own & adj);
        const bool open      = !(all & fbb & ahead);
        const bool is_passed = open && !(them & adj & ahead);

        bool backward = false;
        if (!isolated && !(own & adj & level_or_behind)) {
            backward            = true;
            const Bitboard next = relative_rank_bb(me, rr + 1);
            if (own & adj & next) {
                // A neighbour one rank ahead: the pawn can step up to it if nothing stops it.
                if (!(all & square_bb(sq + pawn_push(me))) &&
                    !(them & adj & (next | relative_rank_bb(me, rr + 2))))
                    backward = false;
            } else if (rr == 1 && (own & adj & relative_rank_bb(me, 3))) {
                // From its start square with a double step.
                if (!(all & (square_bb(sq + pawn_push(me)) | square_bb(sq + 2 * pawn_push(me)))) &&
                    !(them & adj &
                      (relative_rank_bb(me, 2) | relative_rank_bb(me, 3) | relative_rank_bb(me, 4))))
                    backward = false;
            }
        }

        bool candidate = false;
        if (open && !is_passed) {
            int n = popcount(own & adj & level_or_behind) - popcount(them & adj & ahead);
            if (n >= 0) {
                n = popcount(own & adj & relative_rank_bb(me, rr - 1)) -
                    popcount(them & adj & relative_rank_bb(me, rr + 1));
                candidate = n >= 0;
            }
        }

        // Each part added, with its coefficient and this pawn's share.
        auto add = [&](const char* what, const Score& w) {
            s += w, sink.coef(w, me, 1), sink.piece(sq, T_PAWN, me, what, w);
        };
        if (doubled) add("doubled", W.Doubled);
        if (isolated) add(open ? "isolated, open file" : "isolated", open ? W.IsolatedOpen : W.Isolated);
        if (backward) add(open ? "backward, open file" : "backward", open ? W.BackwardOpen : W.Backward);
        if (candidate) {
            const Score c = S(quad(P, W.CandidateMin.op, W.CandidateMax.op, rr),
                              quad(P, W.CandidateMin.eg, W.CandidateMax.eg, rr));
            s += c, sink.piece(sq, T_PAWN, me, "candidate passer", c);
            const double bonus = P.RankBonus[rr] / 256.0; // quad() linearised
            sink.coef(W.CandidateMin, me, 1 - bonus), sink.coef(W.CandidateMax, me, bonus);
        }
        if constexpr (M == EvalModel::Quince) { // rr - 1 >= 0: a pawn never stands on its first rank
            if (own & adj & rank_bb(rank_of(sq))) add("phalanx", W.Connected[0][rr]);
            if (own & adj & relative_rank_bb(me, rr - 1)) add("defended", W.Connected[1][rr]);
        }
        if (is_passed) passed |= square_bb(sq);
    }
    return s;
}

// One colour's structure under the profile's model (Fruit's above, Rybka's in pawn_rybka.cpp; the
// PST model has none).
template <class Sink>
Score pawn_structure(const Position& pos, const Params& P, Color me, Bitboard& passed, Sink& sink) {
    switch (P.Model) {
    case EvalModel::Fruit: return pawns_of<EvalModel::Fruit>(pos, P, me, passed, sink);
    case EvalModel::Quince: return pawns_of<EvalModel::Quince>(pos, P, me, passed, sink);
    case EvalModel::Rybka: return rybka_pawns_of(pos, P, me, passed, sink);
    case EvalModel::Pst: break;
    }
    passed = 0;
    return {};
}

} // namespace

void compute_pawns(const Position& pos, const Params& P, PawnInfo& pi) {
    pi.key     = pos.pawn_key();
    Bitboard w = 0, b = 0;
    NoTrace none;
    pi.score[WHITE] = pawn_structure(pos, P, WHITE, w, none);
    pi.score[BLACK] = pawn_structure(pos, P, BLACK, b, none);
    pi.passed       = w | b;
}

template <class Sink> void pawn_trace(const Position& pos, const Params& P, Sink& sink) {
    Bitboard passed;
    pawn_structure(pos, P, WHITE, passed, sink);
    pawn_structure(pos, P, BLACK, passed, sink);
}
template void pawn_trace<Trace>(const Position&, const Params&, Trace&);
template void pawn_trace<CoefTrace>(const Position&, const Params&, CoefTrace&);

} // namespace quince::eval
