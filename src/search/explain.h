// What a line is playing for (`quince explain`): one profile's evaluation at the start of a line
// and at its end, both after the captures settle (search/quiescence.h), split term by term and
// piece by piece, and the differences sorted by size (docs/analysis.md).
//
// Exact parts. The evaluation of a position is, before its roundings,
//     v = (op * (256 - phase) + eg * phase) * mul / (256 * MulFull * UnitsPerCp)
// summed over the terms (op, eg: a term's tapered score, White's view; mul: the leading side's
// draw multiplier), so each term's and each piece's share is a fraction
// with that one denominator, which depends on the profile only. A position's shares are kept as
// integer numerators: they add up exactly to the position's value before its roundings, and a
// `rounding` part (the truncations and the final clamp) brings the sum to the evaluation itself.
// The changes along the line are differences of these integers, so they add up exactly to the
// change of the evaluation (tests/test_explain.cpp proves it for every profile).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "board/position.h"
#include "eval/trace.h"

namespace quince::eval {
struct Profile; // eval/profile.h
}

namespace quince::search {

// One piece's (or one rule's) share of a term at both ends of the line.
struct ExplainPart {
    eval::Term term = eval::T_MATERIAL;
    std::string what;               // the record's name ("value", "table", "king danger"); "" for the rest
    Piece piece         = NO_PIECE; // NO_PIECE: the term's share no piece claims (the bishop pair)
    Square start        = SQ_NONE;  // where the piece stands at the (resolved) start; SQ_NONE: not there
    Square end          = SQ_NONE;  // ... at the end (SQ_NONE: captured, or not there yet)
    std::int64_t before = 0;        // numerators (White's view) over ExplainProfile::denominator
    std::int64_t after  = 0;
    std::int64_t change() const { return after - before; }
};

struct ExplainTerm {
    eval::Term term     = eval::T_MATERIAL;
    std::int64_t before = 0, after = 0; // the term's numerators (White's view); parts sum to them
    std::vector<ExplainPart> parts;     // sorted by |change|, largest first; zero changes left out
    std::int64_t change() const { return after - before; }
};

// One end of the line for one profile.
struct ExplainEnd {
    std::string fen;               // the position the line reaches (before its quiescence)
    std::vector<Move> quiet;       // the quiescence line played from it (may be empty)
    std::string quiet_fen;         // the position evaluated, after `quiet`
    int eval_white        = 0;     // its evaluation, White's view, centipawns
    bool mated            = false; // the quiescence line ends in a checkmate (no evaluation: a mate)
    std::int64_t rounding = 0;     // eval_white * denominator minus the sum of the terms' numerators
};

struct ExplainProfile {
    std::string profile;
    std::int64_t denominator = 1; // of every numerator
    ExplainEnd start, end;
    std::vector<ExplainTerm> terms; // the terms either end computes, sorted by |change|
    // rounding's change: the rest of the change of the evaluation
    std::int64_t rounding_change() const { return end.rounding - start.rounding; }
};

// Explain `moves` (legal from `pos`, one after the other) with `profile`'s evaluation.
ExplainProfile explain_line(const Position& pos, const std::vector<Move>& moves,
                            const eval::Profile& profile);

// The explanations as one JSON object (`quince explain --json`, the explorer's POST /api/explain):
// the start position's FEN, the line (UCI), `searched` (how the search chose it; null when given),
// and per profile its denominator, both ends (fen, quiescence line, quiet_fen, eval, mated,
// rounding), the change and the terms with their parts as integer numerators (before, after) and
// the parts' pieces and squares.
std::string explain_json(const Position& pos, const std::vector<Move>& line, const std::string& searched,
                         const std::vector<ExplainProfile>& results);

// A numerator as centipawns (rounded to 0.01 cp is not needed: cp with two decimals, as pawns).
double to_cp(std::int64_t numerator, std::int64_t denominator);

} // namespace quince::search
