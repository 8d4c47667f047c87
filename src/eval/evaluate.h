// The evaluation's interface to the search, UCI and tools.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "board/position.h"

namespace quince::eval {

struct Trace;     // eval/trace.h
struct CoefTrace; // eval/trace.h
struct Profile;   // eval/profile.h

// One profile's evaluation with its per-thread state: the pawn hash and material table caches
// (pure caches: nothing in them changes a result) and Rybka's lazy window. Constructed from a
// profile, which must outlive it (registered profiles live forever); whoever evaluates owns one
// (each search worker, each tuner thread, each command), so evaluators of different profiles run
// in different threads at the same time with nothing shared but the immutable profiles.
class Evaluator {
  public:
    explicit Evaluator(const Profile& profile);
    ~Evaluator();
    Evaluator(const Evaluator&)            = delete;
    Evaluator& operator=(const Evaluator&) = delete;

    const Profile& profile() const { return *profile_; }
    // Evaluate with another profile from now on (the caches are emptied if it differs).
    void set_profile(const Profile& profile);
    // Give `pos` this profile's piece-square table: its incremental sum is then the one
    // evaluate() reads. Costs a from-scratch sum only when the table changes.
    void prepare(Position& pos) const;

    // Static evaluation in centipawns from the side to move's point of view. The side to move
    // must not be in check (the search never asks then), and `pos` must carry this profile's
    // table (prepare): evaluate() reads the position's incremental sum and asserts in debug
    // builds that it is this profile's; there is no from-scratch fallback in the hot path.
    int evaluate(const Position& pos);
    // The same evaluation recording every term into `t`; returns the score from White's view.
    // This path sums the PST per side itself, so `pos` may carry any table.
    int evaluate_traced(const Position& pos, Trace& t);
    // The same with every weight's coefficient (the Texel tuner's sink); White's view. Any table.
    int evaluate_coefs(const Position& pos, CoefTrace& t);
    // Empty the caches (pawn hash, material table).
    void clear();
    // Lazy evaluation (profiles with Params::LazyEval, i.e. rybka): the search passes the root
    // score (cp, White's view) after an iteration; positions whose material count lies outside
    // the window around it are then scored by material alone. Off until set; clear_lazy() ends it.
    // set_lazy_unit_bug(true) reproduces Rybka 1.0's unit mix-up (default off).
    void set_lazy_root(int root_cp);
    void clear_lazy();
    // The last evaluate() took the lazy exit: its value is material only, valid for this search's
    // window and nothing else (the search keeps it out of the hash table).
    bool last_was_lazy() const;
    void set_lazy_unit_bug(bool on);

  private:
    struct Impl;
    const Profile* profile_;
    std::unique_ptr<Impl> impl_;
};

} // namespace quince::eval

namespace quince::eval {
// Rybka's material count for the lazy window (docs/reference/rybka10.md, "Lazy Evaluation"):
// P 1, N 3, B 3, R 5, Q 10, White minus Black.
int lazy_material_count(const Position& pos);
// Human-readable term-by-term trace of the profile's evaluation of `pos` (the UCI `eval`
// command and `quince eval` print it).
std::string trace(const Profile& profile, const Position& pos);
// The same data as JSON (one object).
std::string trace_json(const Profile& profile, const Position& pos);
// The same with an evaluator of the profile kept by the caller (its caches are pure, so the text
// is the same; it saves allocating them for every call, e.g. in a server).
std::string trace_json(Evaluator& evaluator, const Position& pos);
// The oracle CSV format (data/fruit21-oracle/dev.csv.xz): header and one row per position.
std::string csv_header(bool threats = false);
std::string csv_row(const std::string& fen, const Trace& t, bool threats = false);
} // namespace quince::eval
