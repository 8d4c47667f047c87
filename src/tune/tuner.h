// The Texel tuner (docs/tuning.md): a logistic model sigmoid(K * eval / 400) of the game result,
// where eval is the evaluation written as coefficients times weights (dataset.h), fitted with
// Adam on mini-batches, a validation split, optional L2 toward the start weights and early
// stopping. Gradients are computed in fixed chunks reduced in a fixed order, so a run depends
// only on its data, options and seed — not on the number of threads.
#pragma once

#include <cstdint>
#include <functional>
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

// A fit's course, for whoever watches it (the command line prints it, the explorer streams it).
struct FitReport {
    eval::Params result; // the best weights (by validation loss), rounded; the start's elsewhere
    double K           = 0;
    double start_train = 0, start_val = 0;     // the model's losses at the start weights
    double start_engine_val = 0;               // the real evaluation's validation loss at the start
    double best_val = 0, rounded_val = 0;      // the model's at the best weights, and rounded
    double final_engine_val = 0;               // the real evaluation's at the result
    std::size_t tuned = 0, train = 0, val = 0; // weights tuned; positions of each split
    int epochs = 0, steps = 0;
    double tune_s = 0, positions_per_s = 0; // positions per second of the gradient passes
    std::string stopped; // why it ended before its epochs: "stopped" (asked), early stop, time limit
};
struct EpochReport {
    int epoch, epochs;
    double train_loss, val_loss, best_val; // the epoch's mean training loss; validation after it
    double positions_per_s, eta_s;
};
struct FitObserver {
    std::function<void(const FitReport&)> started; // after K and the start losses
    std::function<void(const EpochReport&)> epoch;
    std::function<bool()> stop; // asked after every batch: true ends the fit with the best so far
};
// The fit itself (run_tune's, without files): d traced with `start`, split by opt.seed, K fitted,
// Adam on the slots with coefficients (less `frozen`, by slot of start), early stop, the best
// weights rounded and checked (check_params). False with *err when there is too little data or
// the result is unusable. Deterministic for its data, options and seed.
bool fit(const eval::Profile& start, const Dataset& d, const TuneOptions& opt,
         const std::vector<bool>& frozen, FitReport& report, std::string* err,
         const FitObserver& observe = {});

// Slots named by `names` (see TuneOptions::freeze); false with *err naming the first name that
// matches no weight.
bool frozen_slots(const eval::Params& start, const std::vector<std::string>& names, std::vector<bool>& frozen,
                  std::string* err, const char* option = "--freeze");

// The whole run: load, fit K, tune, write FILE (profile text), FILE.cpp and FILE.diff. Returns a
// process exit status; progress goes to `out`, errors to `err`.
int run_tune(const TuneOptions& opt, std::ostream& out, std::ostream& err);

} // namespace quince::tune
