// Trace sinks. The evaluation is one function template over a sink type:
//  * NoTrace  — what the search uses; every call is an empty inline function, so it compiles away.
//  * Trace    — records each term per colour, the phase, the multipliers and the result, for the
//               `eval` command, the CSV oracle comparison and tests.
// A sink for the Texel tuner adds coefficient recording through coef(): terms call
// `sink.coef(P.Weight, colour, n)` when they add n times the weight (see params.h and CoefTrace).
// Per-piece attribution: where a term computes what one piece (or pawn) adds, it calls
// `sink.piece(sq, term, colour, what, score)`: `score` is part of colour's side of the term and
// belongs to the piece on `sq` (for threats: the enemy piece attacked). Trace keeps the records;
// in NoTrace the call is empty, so the search's evaluation does not change.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/types.h"
#include "eval/params.h"

namespace quince::eval {

// Fruit 2.1's terms (the oracle's CSV columns), then the terms only some profiles compute.
enum Term : int { T_MATERIAL, T_PST, T_PAWN, T_PIECES, T_KING, T_PASSER, T_PATTERN, T_THREAT, TERM_NB };
inline constexpr int FRUIT_TERM_NB             = T_THREAT;
inline constexpr const char* TermName[TERM_NB] = {"Material", "PST",     "Pawns",    "Pieces",
                                                  "King",     "Passers", "Patterns", "Threats"};
inline constexpr const char* TermKey[TERM_NB]  = {"mat",  "pst",    "pawn",    "piece",
                                                  "king", "passer", "pattern", "threat"};

// Which half of a tapered score a scalar weight feeds (coefficients of int weights).
enum Stage : int { ST_OP, ST_EG };

// One piece's share of a term (see piece() above). `what` names the part (a static string).
struct PieceRecord {
    Square sq;
    Term term;
    Color side; // whose side of the term it counts for (not the piece's colour for threats)
    const char* what;
    Score score; // good for `side`, in the profile's internal units
};

struct NoTrace {
    static constexpr bool enabled = false;
    static constexpr bool coefs   = false; // terms skip coefficient bookkeeping
    void term(Term, Color, Score) {}
    void piece(Square, Term, Color, const char*, Score) {}
    void coef(const Score&, Color, double) {}
    void coef(const int&, Stage, Color, double) {}
    void phase(int) {}
    void multipliers(const int*, const int*, const int*) {}
    void draw_rules(unsigned) {}
    void early_exit() {}
    void result(int, int) {}
};

struct Trace {
    static constexpr bool enabled = true;
    static constexpr bool coefs   = false;
    Score side[TERM_NB][COLOR_NB] = {}; // each colour's own contribution (good for that colour)
    bool computed[TERM_NB]        = {};
    int phase_                    = 0;
    int mul_material[COLOR_NB]    = {};    // from the material table (3.4)
    int mul_rules[COLOR_NB]       = {};    // after the draw rules and recognisers, before the min (10)
    int mul[COLOR_NB]             = {};    // used for scaling (after min and opposite bishops)
    unsigned rules_fired          = 0;     // which draw rules fired (bits as apply_draw_rules)
    bool early                    = false; // both multipliers 0: later terms not computed
    int mixed                     = 0;     // after the phase mix, before mul
    int eval_white                = 0;     // final, White's point of view
    std::vector<PieceRecord> pieces;       // per-piece shares of the terms, in evaluation order

    void term(Term t, Color c, Score s) { side[t][c] = s, computed[t] = true; }
    void piece(Square sq, Term t, Color c, const char* what, Score s) {
        pieces.push_back({sq, t, c, what, s});
    }
    void coef(const Score&, Color, double) {}
    void coef(const int&, Stage, Color, double) {}
    void phase(int p) { phase_ = p; }
    void multipliers(const int* material, const int* rules, const int* used) {
        for (int c = 0; c < COLOR_NB; ++c)
            mul_material[c] = material[c], mul_rules[c] = rules[c], mul[c] = used[c];
    }
    void draw_rules(unsigned bits) { rules_fired = bits; }
    void early_exit() { early = true; }
    void result(int mix, int white) { mixed = mix, eval_white = white; }

    Score total(Term t) const { return side[t][WHITE] - side[t][BLACK]; }
    // The sum of the computed terms (White's view): what the phase mix starts from.
    Score total() const {
        Score s;
        for (int i = 0; i < TERM_NB; ++i)
            if (computed[i]) s += total(Term(i));
        return s;
    }
    // What of colour c's side of term t no piece record claims (the bishop pair and the imbalance
    // in Material; zero for every other term: tests/test_eval_pieces.cpp).
    Score unattributed(Term t, Color c) const {
        Score s = side[t][c];
        for (const PieceRecord& r : pieces)
            if (r.term == t && r.side == c) s -= r.score;
        return s;
    }
};

// The Texel tuner's sink: a Trace that also records, for every weight a term used, how many times
// it was added (White positive, Black negative) and in which stage. A weight is identified by its
// slot in the profile the evaluation read (`params`, set by Evaluator::evaluate_coefs).
// Coefficients are exact for linear terms; for the few non-linear ones the terms emit the
// derivative at the current weights (see docs/tuning.md).
// Checked: a coef() whose reference is not one of the profile's weights (a Rules member, a local,
// a derived table) is never recorded as an entry; it is counted in `strays` instead, with its byte
// distance from `params` in `first_stray`. The tuner refuses such a trace and the test
// TuneCoefficients.EveryCoefficientIsAWeight keeps the terms free of them.
struct CoefTrace : Trace {
    static constexpr bool coefs = true;
    struct Entry {
        std::uint16_t slot; // the weight's slot in *params (< params->weight_slots())
        Stage stage;
        double n;
    };
    static_assert(MaxWeightSlots <= 0xffff, "Entry::slot is 16 bits");
    const Params* params = nullptr;
    std::vector<Entry> entries;
    std::size_t strays         = 0;
    std::ptrdiff_t first_stray = 0; // bytes from *weights to the first stray reference

    void coef(const Score& w, Color c, double n) { add(&w.op, ST_OP, c, n), add(&w.eg, ST_EG, c, n); }
    void coef(const int& w, Stage s, Color c, double n) { add(&w, s, c, n); }
    void add(const int* w, Stage s, Color c, double n) {
        if (n == 0) return;
        const std::size_t slot = slot_of(*params, w);
        if (slot == NoSlot) {
            if (strays++ == 0)
                first_stray = std::ptrdiff_t(reinterpret_cast<std::uintptr_t>(w) -
                                             reinterpret_cast<std::uintptr_t>(params));
            return;
        }
        entries.push_back({std::uint16_t(slot), s, c == WHITE ? n : -n});
    }
};

} // namespace quince::eval
