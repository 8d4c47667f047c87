// The Texel tuner (docs/tuning.md): a logistic model sigmoid(K * eval / 400) of the game result,
// where eval is the evaluation written as coefficients times weights (dataset.h), fitted with
// Adam on mini-batches, a validation split, optional L2 toward the start weights and early
// stopping. Gradients are computed in fixed chunks reduced in a fixed order, so a run depends
// only on its data, options and seed — not on the number of threads.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "tune/dataset.h"

namespace quince::tune {

// Expected score of White for a White-view evaluation e: 1 / (1 + 10^(-K e / 400)).
double expected(double K, double e);
// The model's evaluation of position i (White's view, draw-scaled) with weights w (by slot).
double model_eval(const Dataset& d, std::size_t i, const double* w);

// Mean squared error of expected() against the results over positions idx[0..n).
double mean_loss(const Dataset& d, const std::uint32_t* idx, std::size_t n, const std::vector<double>& w,
                 double K, int threads);
// The same and its gradient with respect to every slot of w (grad is resized to w's size).
double loss_gradient(const Dataset& d, const std::uint32_t* idx, std::size_t n, const std::vector<double>& w,
                     double K, int threads, std::vector<double>& grad);
// The K minimising mean_loss at weights w (golden-section search on [0.05, 5]).
double fit_k(const Dataset& d, const std::uint32_t* idx, std::size_t n, const std::vector<double>& w,
             int threads);

// The slots to tune: those with a coefficient in at least max(1, min_count) positions of idx (too
// little data does not move a weight), except the ones the start profile holds (Rules::Fixed: part
// of a rule, e.g. Fruit's zero shelter entries). Slots are the start profile's weights
// (eval::Params::weight), so a unit or table of Rules is never one of them.
std::vector<bool> tunable_slots(const Dataset& d, const std::vector<std::uint32_t>& idx,
                                const eval::Params& start, std::size_t min_count = 0);

// The weights by slot, and back into a profile (only the slots in `mask` are written; rounded).
std::vector<double> weights_of(const eval::Params& p);
eval::Params params_from(const eval::Params& start, const std::vector<double>& w,
                         const std::vector<bool>& mask);

struct TuneOptions {
    std::string data;
    std::string profile = "fruit21";
    std::string out     = "tuned.profile";
    std::string cpp_fn  = "tuned"; // function name in the generated C++ source
    bool full_pst       = false;
    int epochs = 200, threads = 2, patience = 10;
    std::uint64_t seed = 1;
    double val_frac = 0.1, l2 = 0, lr = 1.0, time_limit = 0; // seconds; 0 = none
    std::size_t batch = 16384, max_positions = 0;            // 0 = all
    std::size_t min_count = 0; // hold fixed weights used in fewer training positions
    // Hold these weights fixed: a name (`PieceValue`, `BishopPair`) covers all its slots and both
    // stages; `PieceValue[0]` or `Doubled.op` one part of it.
    std::vector<std::string> freeze;
    // If not empty: tune only these weights (same names as `freeze`), hold every other one fixed.
    std::vector<std::string> only;
    bool strict = false;
};

// Slots named by `names` (see TuneOptions::freeze); false with *err naming the first name that
// matches no weight.
bool frozen_slots(const eval::Params& start, const std::vector<std::string>& names, std::vector<bool>& frozen,
                  std::string* err, const char* option = "--freeze");

// The whole run: load, fit K, tune, write FILE (profile text), FILE.cpp and FILE.diff. Returns a
// process exit status; progress goes to `out`, errors to `err`.
int run_tune(const TuneOptions& opt, std::ostream& out, std::ostream& err);

} // namespace quince::tune
