// Rybka 1.0 Beta's pawn structure (docs/reference/rybka10.md, "Pawn Evaluation"; weights in
// rybka10.md §II.6 and the candidate tables in rybka10.md, "Values"). The same terms as
// Fruit's, in the same order, with Rybka's bitboard definitions where they differ:
//  * doubled: another own pawn ahead on the file (rybka10.md, "Doubled Pawns"; Strelka charges
//    every pawn of a doubled pair, rybka10.md §II.6, but the Rybka code of the comparison looks
//    ahead only, so the front pawn is free);
//  * backward: not isolated, no own pawn on an adjacent file level or behind, and an enemy pawn
//    controls the square in front, or controls the square two ahead while no own pawn stands
//    diagonally in front. Unlike Fruit, any pawn may use the double step, and a blocker in
//    front does not matter;
//  * candidate: on an open file, not passed, with at least as many own pawns on the adjacent
//    files level or behind as enemy pawns in front on the adjacent files. Fruit's second test (the
//    direct attackers and defenders) is not in Rybka. Bonus from CandidateRank (Rybka's precomputed
//    table, rybka10.md, "Values"). The comparison's excerpt elides the block around the
//    candidate test.
//    Excluding passers follows Fruit, from which the rest of the loop is taken unchanged.
//  * passed: Fruit's definition (no pawn ahead on the file, no enemy pawn ahead on the adjacent
//    files), which marks the same files as Rybka's per-file passer bits.
#include "eval/masks.h"
#include "eval/pawn.h"
#include "eval/trace.h"

namespace quince::eval {

template <class Sink>
Score rybka_pawns_of(const Position& pos, const Params& P, Color me, Bitboard& passed, Sink& sink) {
    const RybkaModelWeights& W = P.weights<EvalModel::Rybka>();
    const Color opp            = ~me;
    const Bitboard own         = pos.pieces(me, PAWN);
    const Bitboard them        = pos.pieces(opp, PAWN);
    Score s;
    passed = 0;

    for (Bitboard b = own; b;) {
        const Square sq      = pop_lsb(b);
        const int f          = file_of(sq);
        const int rr         = relative_rank(me, sq);
        const Bitboard fbb   = file_bb(f);
        const Bitboard adj   = adjacent_files(f);
        const Bitboard ahead = ranks_ahead(me, rank_of(sq));

        const bool open      = !((own | them) & fbb & ahead);
        const bool isolated  = !(own & adj);
        const bool is_passed = open && !(them & adj & ahead);

        // Each part added, with its coefficient and this pawn's share.
        auto add = [&](const char* what, const Score& w) {
            s += w, sink.coef(w, me, 1), sink.piece(sq, T_PAWN, me, what, w);
        };
        if (own & fbb & ahead) add("doubled", W.Doubled);
        if (isolated)
            add(open ? "isolated, open file" : "isolated", open ? W.IsolatedOpen : W.Isolated);
        else if (!(own & adj & ~ahead)) {
            // Enemy pawns that attack the square one / two in front stand two / three ranks ahead.
            const bool stop_attacked = them & adj & relative_rank_bb(me, rr + 2);
            const bool next_attacked = them & adj & relative_rank_bb(me, rr + 3);
            const bool supported     = own & adj & relative_rank_bb(me, rr + 1);
            if (stop_attacked || (next_attacked && !supported))
                add(open ? "backward, open file" : "backward", open ? W.BackwardOpen : W.Backward);
        }
        if (is_passed)
            passed |= square_bb(sq);
        else if (open && popcount(own & adj & ~ahead) >= popcount(them & adj & ahead))
            add("candidate passer", W.CandidateRank[rr]);
    }
    return s;
}

template Score rybka_pawns_of<NoTrace>(const Position&, const Params&, Color, Bitboard&, NoTrace&);
template Score rybka_pawns_of<Trace>(const Position&, const Params&, Color, Bitboard&, Trace&);
template Score rybka_pawns_of<CoefTrace>(const Position&, const Params&, Color, Bitboard&, CoefTrace&);

} // namespace quince::eval
