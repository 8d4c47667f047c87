// The evaluation's interface to the search, UCI and tools.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "board/position.h"

namespace quince::eval {

struct Trace;     // eval/trace.h
struct CoefTrace; // eval/trace.h

// Per-thread evaluation state: the pawn hash and material table caches. Each search thread owns
// one; nothing in it changes a result (pure caches).
class Evaluator {
  public:
    Evaluator();
    ~Evaluator();
    Evaluator(const Evaluator&)            = delete;
    Evaluator& operator=(const Evaluator&) = delete;

    // Static evaluation in centipawns from the side to move's point of view. The side to move
    // must not be in check (the search never asks then).
    int evaluate(const Position& pos);
    // The same evaluation recording every term into `t`; returns the score from White's view.
    int evaluate_traced(const Position& pos, Trace& t);
    // The same with every weight's coefficient (the Texel tuner's sink); White's view.
    int evaluate_coefs(const Position& pos, CoefTrace& t);
    // Empty the caches (pawn hash, material table).
    void clear();
    // Lazy evaluation (profiles with Params::LazyEval, i.e. rybka): the search passes the root
    // score (cp, White's view) after an iteration; positions whose material count lies outside
    // the window around it are then scored by material alone. Off until set; clear_lazy() ends it.
    // set_lazy_unit_bug(true) reproduces Rybka 1.0's unit mix-up (default off).
    void set_lazy_root(int root_cp);
    void clear_lazy();
    void set_lazy_unit_bug(bool on);

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// Evaluation profiles (one weight set each). The active profile is process-wide: changing it
// installs its piece-square table as Position's default (positions parsed afterwards use it).
std::vector<std::string> profile_names();
bool set_profile(const std::string& name, std::string* error = nullptr);
const std::string& profile_name();

} // namespace quince::eval

namespace quince::eval {
// Human-readable term-by-term trace of the active profile's evaluation (the UCI `eval`
// command and `quince eval` print it).
std::string trace(const Position& pos);
// The same data as JSON (one object).
std::string trace_json(const Position& pos);
// The oracle CSV format (shared/fruit21-oracle/dev.csv): header and one row per position.
std::string csv_header(bool threats = false);
std::string csv_row(const std::string& fen, const Trace& t, bool threats = false);
} // namespace quince::eval
