// King safety (reference section 7): attackers of the king zone, pawn shelter and storm, with
// the castling squares still available. Opening only; only when the opponent has a queen and
// another piece (KingFlag). The `quince` profile adds safe checks (tapered, always evaluated).
// Included by eval.cpp only (the term is inlined into the evaluation).
#pragma once

#include <algorithm>
#include <type_traits>

#include "eval/masks.h"
#include "eval/terms.h"
#include "eval/trace.h"

namespace quince::eval {

namespace king_detail {

// The weights one shelter() value was summed from, for the tuner's coefficients.
struct ShelterWeights {
    const int* w[8];
    int n[8];
    int k = 0;
    void add(const int& weight, int times) { w[k] = &weight, n[k++] = times; }
};
struct NoShelterWeights {
    void add(const int&, int) {}
};

// Shelter of square s for colour C plus the enemy storm on the same three files.
template <Color C, class Rec> int shelter(const Position& pos, const Params& P, Square s, Rec& rec) {
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
        const int& pawn = P.ShelterFile[relative_rank(C, rearmost(C, b | sentinel))];
        const int& w    = P.StormFile[relative_rank(~C, frontmost(~C, e | sentinel))];
        const int has_b = -int(b != 0), has_e = -int(e != 0); // all ones or zero: masks, not branches
        pen += times * ((pawn & has_b) | (P.ShelterNoPawn & ~has_b));
        storm += w & has_e;
        rec.add(b ? pawn : P.ShelterNoPawn, times);
        if (e) rec.add(w, 1);
    };
    if (f > FILE_A) on_file(f - 1, 1);
    on_file(f, 2);
    if (f < FILE_H) on_file(f + 1, 1);
    if (pen == 0) { // every shelter weight used was 0: they contribute nothing but ShelterPerfect
        pen = P.ShelterPerfect;
        rec.add(P.ShelterPerfect, 1);
    }
    return pen + storm;
}

// Safe checks (Shape::SafeChecks; `quince` only, beyond Fruit 2.1, whose king safety counts only
// the pieces that reach the king zone): for each enemy piece type (knight, bishop, rook, queen) that
// attacks a square from which it would give check, the square neither occupied by the enemy nor
// attacked by any of our pawns or pieces or our king, the penalty SafeCheck[type] once, however many
// such squares there are (one safe check is the threat, as in Stockfish 11's king danger). Reads
// both colours' attack maps, so eval_pieces must have run for both.
template <Color Me, class Sink> QUINCE_EVAL_INLINE Score safe_checks(const EvalState& st, Sink& sink) {
    constexpr Color Opp     = ~Me;
    const Position& pos     = st.pos;
    const Params& P         = st.P;
    const Square ksq        = pos.king_square(Me);
    const Bitboard defended = st.pawn_attacks[Me] | st.attacks[Me][0] | st.attacks[Me][1] |
                              st.attacks[Me][2] | st.attacks[Me][3] | king_attacks(ksq);
    const Bitboard safe = ~(defended | pos.pieces(Opp));
    const Bitboard diag = bishop_attacks(ksq, st.occ), line = rook_attacks(ksq, st.occ);
    const Bitboard from[4] = {knight_attacks(ksq), diag, line, diag | line};
    Score s;
    for (int i = 0; i < 4; ++i)
        if (from[i] & st.attacks[Opp][i] & safe) s += P.SafeCheck[i], sink.coef(P.SafeCheck[i], Me, 1);
    if constexpr (Sink::enabled)
        if (s != Score{}) sink.piece(ksq, T_KING, Me, "safe checks", s);
    return s;
}

} // namespace king_detail

template <Color Me, class Sink> QUINCE_EVAL_INLINE Score eval_king(const EvalState& st, Sink& sink) {
    using namespace king_detail;
    using Rec          = std::conditional_t<Sink::coefs, ShelterWeights, NoShelterWeights>;
    const Params& P    = st.P;
    const Score checks = P.SafeChecks ? safe_checks<Me>(st, sink) : Score{};
    if (!(st.mi.cflags[Me] & KingFlag)) return checks;
    const Position& pos = st.pos;
    const Square ksq    = pos.king_square(Me);

    // 7.1 attackers of the squares around the king (counted by eval_pieces of the opponent)
    const int nb = st.king_attackers[~Me], units = st.king_attack_units[~Me];
    const int attack = units * P.KingAttackOpening * P.KingAttackWeight[std::min(nb, 15)];
    int op = -(P.KingAttackDivisor == 256 ? attack / 256 : attack / P.KingAttackDivisor); // rybka: 32
    sink.piece(ksq, T_KING, Me, "attackers", S(op, 0));
    // Linear in KingAttackOpening only; the units and the weight table are held fixed.
    sink.coef(P.KingAttackOpening, ST_OP, Me,
              -units * P.KingAttackWeight[std::min(nb, 15)] / double(P.KingAttackDivisor));

    // 7.2 shelter and storm, here and on the castling squares still open to the king
    // Rybka (seed 003, "Shelter"): the king counts as standing on its wing's square C1, E1 or G1
    // (files a-c, d-e, f-h), and queen-side castling aims at C1.
    const Square at = P.ShelterByWing ? relative_square(Me, file_of(ksq) <= FILE_C   ? SQ_C1
                                                            : file_of(ksq) <= FILE_E ? SQ_E1
                                                                                     : SQ_G1)
                                      : ksq;
    Rec r1, r2, rc;
    const int p1      = shelter<Me>(pos, P, at, r1);
    int p2            = p1;
    Rec* r2_used      = &r1;
    const Square home = relative_square(Me, SQ_E1);
    const Piece king = make_piece(Me, KING), rook = make_piece(Me, ROOK);
    if (pos.piece_on(home) == king) {
        if (pos.can_castle(Me == WHITE ? WHITE_OO : BLACK_OO) &&
            pos.piece_on(relative_square(Me, SQ_H1)) == rook)
            if (int p = shelter<Me>(pos, P, relative_square(Me, SQ_G1), r2); p < p2) p2 = p, r2_used = &r2;
        if (pos.can_castle(Me == WHITE ? WHITE_OOO : BLACK_OOO) &&
            pos.piece_on(relative_square(Me, SQ_A1)) == rook)
            if (int p = shelter<Me>(pos, P, relative_square(Me, P.ShelterByWing ? SQ_C1 : SQ_B1), rc); p < p2)
                p2 = p, r2_used = &rc;
    }
    op -= (p1 + p2) / 2;
    sink.piece(ksq, T_KING, Me, "shelter and storm", S(-((p1 + p2) / 2), 0));
    if constexpr (Sink::coefs) // the min() keeps the square chosen at the current weights
        for (const Rec* r : {&r1, r2_used})
            for (int i = 0; i < r->k; ++i) sink.coef(*r->w[i], ST_OP, Me, -0.5 * r->n[i]);
    return S(op, 0) + checks;
}

} // namespace quince::eval
