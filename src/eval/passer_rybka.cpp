// Rybka 1.0 Beta's passed pawns (docs/reference/rybka10.md, "Passed Pawn Evaluation"). Fruit's
// terms with the quad() interpolation precomputed per rank (Rybka's tables), and the free-passer
// bonus split in three. Each part is scored on its own, with no clamping of a sum at zero.
//  * opening: PassedOpeningRank[r]; endgame: PassedEndgameRank[r];
//  * the defender has no knight, bishop, rook or queen: UnstoppablePasser (flat, not scaled by rank)
//    if the pawn wins the race by the rule of the square or is escorted by its king (Fruit's tests);
//  * otherwise, over the squares in front of the pawn up to promotion: PassedUnblockedOwn[r] if
//    none holds an own piece, PassedUnblockedOpp[r] if none holds an enemy piece, PassedFreeRank[r]
//    if every one the enemy attacks is also attacked by the pawn's side. Rybka's cheap stand-in for
//    Fruit's exchange test, on the whole path. Attack maps: every piece of the side, pawns and king
//    included;
//  * always: minus the own king's distance to the square in front times PassedAttDistance[r],
//    plus the enemy king's times PassedDefDistance[r].
#include "eval/masks.h"
#include "eval/terms.h"
#include "eval/trace.h"

namespace quince::eval {

namespace {

Bitboard attacks_of(const Position& pos, Color c, Bitboard occ) {
    const Bitboard pawns = pos.pieces(c, PAWN);
    Bitboard a           = pawn_attacks_bb(c, pawns);
    a |= king_attacks(pos.king_square(c));
    for (Bitboard b = pos.pieces(c, KNIGHT); b;) a |= knight_attacks(pop_lsb(b));
    for (Bitboard b = pos.pieces(c, BISHOP, QUEEN); b;) a |= bishop_attacks(pop_lsb(b), occ);
    for (Bitboard b = pos.pieces(c, ROOK, QUEEN); b;) a |= rook_attacks(pop_lsb(b), occ);
    return a;
}

} // namespace

template <Color Att, class Sink> Score eval_passers_rybka(const EvalState& st, Sink& sink) {
    const Position& pos        = st.pos;
    const Params& P            = st.P;
    const RybkaModelWeights& W = P.weights<EvalModel::Rybka>();
    constexpr Color def        = ~Att;
    const bool def_has_pieces  = pos.pieces(def) != pos.pieces(def, PAWN, KING);
    Bitboard att_map = 0, def_map = 0; // computed on the first passer that needs them
    bool maps = false;
    Score s;
    for (Bitboard b = st.pi.passed & pos.pieces(Att, PAWN); b;) {
        const Square sq                     = pop_lsb(b);
        const int rr                        = relative_rank(Att, sq);
        const Square front                  = sq + pawn_push(Att);
        [[maybe_unused]] const Score before = s; // this passer's share: s - before
        // Every part is linear in its weight: add n times weight w to the endgame score.
        auto add_eg = [&](const int& w, int n) { s.eg += w * n, sink.coef(w, ST_EG, Att, n); };
        s.op += W.PassedOpeningRank[rr], sink.coef(W.PassedOpeningRank[rr], ST_OP, Att, 1);
        add_eg(W.PassedEndgameRank[rr], 1);
        if (!def_has_pieces) {
            if (unstoppable(pos, sq, Att) || king_passer(pos, sq, Att)) add_eg(W.UnstoppablePasser, 1);
        } else {
            const Bitboard path = forward_file(Att, sq);
            if (!maps)
                att_map = attacks_of(pos, Att, st.occ), def_map = attacks_of(pos, def, st.occ), maps = true;
            if (!(path & pos.pieces(Att))) add_eg(W.PassedUnblockedOwn[rr], 1);
            if (!(path & pos.pieces(def))) add_eg(W.PassedUnblockedOpp[rr], 1);
            if (!(path & def_map & ~att_map)) add_eg(W.PassedFreeRank[rr], 1);
        }
        add_eg(W.PassedAttDistance[rr], -distance(pos.king_square(Att), front));
        add_eg(W.PassedDefDistance[rr], distance(pos.king_square(def), front));
        if constexpr (Sink::enabled) sink.piece(sq, T_PASSER, Att, "passed pawn", s - before);
    }
    return s;
}

template Score eval_passers_rybka<WHITE, NoTrace>(const EvalState&, NoTrace&);
template Score eval_passers_rybka<BLACK, NoTrace>(const EvalState&, NoTrace&);
template Score eval_passers_rybka<WHITE, Trace>(const EvalState&, Trace&);
template Score eval_passers_rybka<BLACK, Trace>(const EvalState&, Trace&);
template Score eval_passers_rybka<WHITE, CoefTrace>(const EvalState&, CoefTrace&);
template Score eval_passers_rybka<BLACK, CoefTrace>(const EvalState&, CoefTrace&);

} // namespace quince::eval
