// Threats: enemy pieces our pawns, minors, rooks and king attack, and pieces left hanging. Not part
// of Fruit 2.1 (its evaluation counts attacks only around the king); added for the `quince`
// profile, where the tuner fits the weights (issue: strength, "evaluation terms beyond Fruit's").
// The shape follows the common modern design (e.g. Stockfish 11's threat terms): a victim is
// "weak" when we attack it and no enemy pawn defends it; minors also score against pieces a pawn
// defends (a minor attacking a defended rook or queen still wins material). Quince's model only:
// the others compile none of it. Pawn push threats are part of the term.
// Included by eval.cpp only (the term is inlined into the evaluation).
#pragma once

#include "eval/terms.h"
#include "eval/trace.h"

namespace quince::eval {

template <Color Me, class Sink> QUINCE_EVAL_INLINE Score eval_threats(const EvalState& st, Sink& sink) {
    constexpr Color Opp         = ~Me;
    const Position& pos         = st.pos;
    const QuinceWeights& W      = st.P.weights<EvalModel::Quince>();
    const Bitboard my_pawn_att  = st.pawn_attacks[Me];
    const Bitboard opp_pawn_att = st.pawn_attacks[Opp];
    const Bitboard my_minor_att = st.attacks[Me][0] | st.attacks[Me][1];
    const Bitboard my_king_att  = king_attacks(pos.king_square(Me));
    const Bitboard my_att = st.all_attacks[Me], opp_att = st.all_attacks[Opp];
    const Bitboard victims  = pos.pieces(Opp) & ~pos.pieces(Opp, KING);
    const Bitboard pieces   = victims & ~pos.pieces(Opp, PAWN);
    const Bitboard weak     = victims & my_att & ~opp_pawn_att;
    const Bitboard defended = pieces & opp_pawn_att;

    Score s;
    auto add = [&](const Score& w, int n) { s += w * n, sink.coef(w, Me, n); };
    add(W.ThreatByPawn, popcount(my_pawn_att & pieces));
    if (const Bitboard b = (weak | defended) & my_minor_att)
        for (int pt = PAWN; pt <= QUEEN; ++pt)
            add(W.ThreatByMinor[pt], popcount(b & pos.pieces(Opp, PieceType(pt))));
    if (const Bitboard b = weak & st.attacks[Me][2])
        for (int pt = PAWN; pt <= QUEEN; ++pt)
            add(W.ThreatByRook[pt], popcount(b & pos.pieces(Opp, PieceType(pt))));
    add(W.ThreatByKing, popcount(weak & my_king_att));
    add(W.Hanging, popcount(weak & ~opp_att));
    // PushThreats: a pawn push (one step, or two from the start rank through an empty square) to
    // an empty square no enemy pawn attacks and the enemy does not attack more than we defend
    // (not attacked, or also attacked by us), then attacking a piece our pawns do not attack yet.
    Bitboard push_threats = 0;
    {
        const Bitboard empty  = ~st.occ;
        const Bitboard single = shift<pawn_push(Me)>(pos.pieces(Me, PAWN)) & empty;
        const Bitboard dbl    = shift<pawn_push(Me)>(single & relative_rank_bb(Me, 2)) & empty;
        const Bitboard safe   = ~opp_pawn_att & (my_att | ~opp_att);
        const Bitboard pushes = (single | dbl) & safe;
        push_threats          = pawn_attacks_bb<Me>(pushes) & pieces & ~my_pawn_att;
        add(W.ThreatByPush, popcount(push_threats));
    }
    // Stockfish 11's restriction: squares both sides attack where the enemy is not strong (a pawn
    // of its defends the square, or it attacks it twice and we do not).
    const Bitboard strong     = opp_pawn_att | (st.attacks2[Opp] & ~st.attacks2[Me]);
    const Bitboard restricted = opp_att & my_att & ~strong;
    add(W.RestrictedPiece, popcount(restricted));
    // Threats on a lone enemy queen next move: safe squares of our mobility area from which a
    // knight of ours, or a bishop or rook of ours backed by a second attacker, would hit it.
    Bitboard on_queen[2] = {};
    if (const Bitboard q = pos.pieces(Opp, QUEEN); q && !more_than_one(q)) {
        const Square qsq    = lsb(q);
        const Bitboard safe = st.mobility_area[Me] & ~strong;
        on_queen[0]         = st.attacks[Me][0] & knight_attacks(qsq) & safe;
        on_queen[1]         = ((st.attacks[Me][1] & bishop_attacks(qsq, st.occ)) |
                       (st.attacks[Me][2] & rook_attacks(qsq, st.occ))) &
                      safe & st.attacks2[Me];
        add(W.KnightOnQueen, popcount(on_queen[0]));
        add(W.SliderOnQueen, popcount(on_queen[1]));
    }
    if constexpr (Sink::enabled) { // each victim's share (counted for Me, the attacking side)
        auto rec = [&](Bitboard b, const char* what, auto&& weight) {
            for (; b;) {
                const Square sq = pop_lsb(b);
                sink.piece(sq, T_THREAT, Me, what, weight(type_of(pos.piece_on(sq))));
            }
        };
        rec(my_pawn_att & pieces, "attacked by a pawn", [&](PieceType) { return W.ThreatByPawn; });
        rec((weak | defended) & my_minor_att, "attacked by a minor",
            [&](PieceType pt) { return W.ThreatByMinor[pt]; });
        rec(weak & st.attacks[Me][2], "attacked by a rook", [&](PieceType pt) { return W.ThreatByRook[pt]; });
        rec(weak & my_king_att, "attacked by the king", [&](PieceType) { return W.ThreatByKing; });
        rec(weak & ~opp_att, "hanging", [&](PieceType) { return W.Hanging; });
        rec(push_threats, "attacked by a pawn push", [&](PieceType) { return W.ThreatByPush; });
        // Squares, not pieces: the restriction's share goes to the enemy king (the enemy army's),
        // the threats on the queen's to the queen.
        if (restricted)
            sink.piece(pos.king_square(Opp), T_THREAT, Me, "restricted squares",
                       W.RestrictedPiece * popcount(restricted));
        if (on_queen[0] | on_queen[1]) {
            const Square qsq = lsb(pos.pieces(Opp, QUEEN));
            sink.piece(qsq, T_THREAT, Me, "a knight can attack it", W.KnightOnQueen * popcount(on_queen[0]));
            sink.piece(qsq, T_THREAT, Me, "a slider can attack it", W.SliderOnQueen * popcount(on_queen[1]));
        }
    }
    return s;
}

} // namespace quince::eval
