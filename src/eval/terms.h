// Internal interface between eval.cpp (the combination) and the term modules. Each term returns
// one colour's own score (good for that colour); eval.cpp adds White minus Black. Every term is
// a template over the colour and the trace sink (eval/trace.h). The terms eval.cpp calls on every
// evaluation are defined in headers it includes (pieces.h, king.h, passer.h, pattern.h), so they
// inline into the one evaluation function; the rest live in .cpp files.
#pragma once

#include "board/position.h"
#include "eval/material.h"
#include "eval/params.h"
#include "eval/pawn.h"
#include "eval/trace.h"

// The per-evaluation terms are inlined into the evaluation whatever the compiler's size heuristics
// say (each instantiation has one caller; a call costs more than the term's bookkeeping).
#define QUINCE_EVAL_INLINE [[gnu::always_inline]] inline

namespace quince::eval {

struct EvalState {
    const Position& pos;
    const Params& P;
    const MaterialInfo& mi;
    const PawnInfo& pi;
    Bitboard occ;
    // The squares each colour's pawns attack (mobility area, safe checks, threats, Rybka's
    // king-zone pawns read them; computed once here).
    Bitboard pawn_attacks[COLOR_NB];
    // Filled by eval_pieces(c) for eval_king(~c) when ~c's king is in danger: how many of c's
    // pieces attack the squares around the enemy king, and their attack units.
    mutable int king_attackers[COLOR_NB]    = {};
    mutable int king_attack_units[COLOR_NB] = {};
    // Filled by eval_pieces(c): the squares c's knights, bishops, rooks and queens attack, by piece
    // index 0..3 (eval_threats reads them).
    mutable Bitboard attacks[COLOR_NB][4] = {};
    // Filled by eval_pieces(c): every square c attacks (pawns, pieces, king).
    mutable Bitboard all_attacks[COLOR_NB] = {};
    // Filled by eval_pieces(c) in Quince's model (its king danger): how many of c's knights, bishops,
    // rooks and queens attack a square next to the enemy king, and how many such attacks in all.
    mutable int danger_attackers[COLOR_NB][4] = {};
    mutable int danger_zone_attacks[COLOR_NB] = {};
    // Filled by eval_pieces(c) in Quince's model: the squares c attacks at least twice (two pieces,
    // a pawn or the king and a piece, two pawns, a pawn and the king), and the pieces of either
    // colour that alone stand between c's king and an enemy slider (pins and discovered attacks).
    mutable Bitboard attacks2[COLOR_NB]      = {};
    mutable Bitboard king_blockers[COLOR_NB] = {};
    // Filled by eval_pieces(c) in Quince's model: c's mobility area (the threats on the queen read it).
    mutable Bitboard mobility_area[COLOR_NB] = {};
};

// The colour is a template parameter, so relative squares and ranks fold to constants; so is the
// model (params.h): a term compiles only the rules of its model and reads its weight struct.
// pieces.h
template <Color Me, EvalModel M, class Sink>
QUINCE_EVAL_INLINE Score eval_pieces(const EvalState& st, Sink& sink);
// king.h; needs eval_pieces<~Me> to have run (king-zone attackers)
template <Color Me, EvalModel M, class Sink>
QUINCE_EVAL_INLINE Score eval_king(const EvalState& st, Sink& sink);
template <Color Me, EvalModel M, class Sink>
QUINCE_EVAL_INLINE Score eval_passers(const EvalState& st, Sink& sink); // passer.h
template <Color Me, EvalModel M, class Sink>
QUINCE_EVAL_INLINE Score eval_patterns(const EvalState& st, Sink& sink); // pattern.h
// threat.h (Quince's model); needs eval_pieces for both colours to have run (attack maps)
template <Color Me, class Sink> QUINCE_EVAL_INLINE Score eval_threats(const EvalState& st, Sink& sink);

// recog.cpp: the draw rules and endgame recognisers of section 10, starting from the material
// multipliers; writes the multipliers before the final min with the material ones, and returns
// which rules fired: bits 0/1/2 = rules 10.1/10.2/10.3 for White, 3/4/5 for Black, 6 = a
// recogniser (the oracle's draw_rule_bits).
unsigned apply_draw_rules(const EvalState& st, int mul[COLOR_NB]);
// Whether apply_draw_rules can change anything for this material (a cheap pre-test).
inline bool has_draw_rules(const MaterialInfo& mi) {
    constexpr std::uint8_t rules = RookPawnFlag | BishopFlag | KnightFlag;
    return mi.recog != R_NONE || ((mi.cflags[WHITE] | mi.cflags[BLACK]) & rules);
}

// Rustic's KING_EDGE term (docs/reference/rustic-alpha3.md §4; the PST model's):
// while either side has a bare king, each king scores its KingEdgeTable entry (opening and endgame
// alike).
template <class Sink> Score king_edge(const Position& pos, const Params& P, Color me, Sink& sink) {
    auto bare = [&](Color c) { return pos.pieces(c) == pos.pieces(c, KING); };
    if (!bare(WHITE) && !bare(BLACK)) return {};
    const int& v = P.weights<EvalModel::Pst>().KingEdgeTable[pos.king_square(me)];
    sink.coef(v, ST_OP, me, 1), sink.coef(v, ST_EG, me, 1);
    sink.piece(pos.king_square(me), T_KING, me, "king edge", S(v, v));
    return S(v, v);
}

// passer.cpp: the rule of the square (8.3) and the king escort (8.4) for a passer on sq.
bool unstoppable(const Position& pos, Square sq, Color att);
bool king_passer(const Position& pos, Square sq, Color att);
// passer_rybka.cpp: Rybka's passers (docs/reference/rybka10.md, "Passed Pawn Evaluation").
template <Color Me, class Sink> Score eval_passers_rybka(const EvalState& st, Sink& sink);

// passer.cpp: Fruit's static exchange test of a pawn push to an empty square (appendix A).
bool push_is_safe(const Position& pos, Square from, Square to);

} // namespace quince::eval
