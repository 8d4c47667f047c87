// Fitting the win/draw/loss model (eval/wdl.h) to game results by maximum likelihood, and the
// figures `quince wdl-fit` reports about a fit (log-loss, accuracy, calibration).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "eval/wdl.h"

namespace quince::wdl {

// The result of the game from the side to move's point of view.
enum Outcome : std::uint8_t { LOSS = 0, DRAW = 1, WIN = 2 };

struct Sample {
    double score   = 0; // centipawns, side to move's view (not a mate score)
    double x       = 0; // normalised material (normalised_material)
    Outcome result = DRAW;
};

struct FitOptions {
    // Degree of a(x) and b(x): 3 (cubic, the model) or 0 (constants: the model without material).
    int degree    = 3;
    int max_iters = 200;
};
struct FitResult {
    Coefs coefs;
    double log_loss = 0; // mean negative log-likelihood per sample (natural log) on the fit data
    int iterations  = 0;
    bool converged  = false;
};

// Maximum likelihood (multinomial W/D/L log-likelihood) by Fisher scoring with Levenberg damping
// and a step-halving line search; scores are handled in pawns internally. Every step keeps a(x) and
// b(x) positive on the samples and on a grid over [-1, 1], so the probabilities stay valid.
// Deterministic. An empty sample set returns the starting point (a = 100, b = 60).
FitResult fit(const std::vector<Sample>& samples, const FitOptions& opt = {});

// The scales of a model that fit best: a(x) = alpha a0(x) and b(x) = beta b0(x), with a0 and b0
// those of `base`. The shape over the material stays that of `base` (fitted on many positions);
// a few games at a long time control can set how wide the draw band is (alpha) and how sharp the
// step from draw to win (beta). Maximum likelihood by Newton steps in (ln alpha, ln beta) with
// numerical derivatives and step halving; deterministic.
struct ScaleFit {
    double alpha = 1, beta = 1;
    Coefs coefs;         // base scaled
    double log_loss = 0; // on the fit data
    int iterations  = 0;
    bool converged  = false;
};
ScaleFit fit_scales(const std::vector<Sample>& samples, const Coefs& base, int max_iters = 100);

// Mean negative log-likelihood per sample (natural log) of the model; probabilities are floored
// at 1e-15.
double log_loss(const std::vector<Sample>& samples, const Coefs& c);
// The same for fixed class probabilities (the baseline "constant class frequencies").
double log_loss(const std::vector<Sample>& samples, const Probs& constant);
// Class frequencies of the samples.
Probs frequencies(const std::vector<Sample>& samples);
// The model's probabilities averaged over the samples (to set against their frequencies).
Probs mean_probabilities(const std::vector<Sample>& samples, const Coefs& c);
// Share of samples whose most likely outcome under the model is the result.
double accuracy(const std::vector<Sample>& samples, const Coefs& c);

// Calibration of one outcome: samples binned by predicted probability (`bins` equal-width bins
// of [0, 1]); per bin the count, mean predicted probability and observed frequency.
struct CalibrationBin {
    double lo = 0, hi = 0;
    long count       = 0;
    double predicted = 0, observed = 0;
};
std::vector<CalibrationBin> calibration(const std::vector<Sample>& samples, const Coefs& c, Outcome which,
                                        int bins = 10);

// C++ initialiser text for the coefficients: `{{a0, a1, a2, a3}, {b0, b1, b2, b3}}`.
std::string to_cpp(const Coefs& c);

// The whole run of `quince wdl-fit`: score every labeled position of `data` (EPD or CSV, .xz
// read too; tune/reader.h) with a search of `nodes` nodes on `threads` threads, or take the scores
// an engine printed while it played (`games`: the move comments of `player`'s moves), or read the
// scores a previous run saved (`load_scores`); fit the model on the training share and report it
// on the held-out share (`holdout`, chosen by a hash of the line number, or of the game's number
// for `games`, and `seed`).
struct WdlFitOptions {
    std::string data;          // labeled positions; exactly one of data, games and load_scores is set
    std::string games;         // played games (PGN with fastchess's or cutechess's move comments)
    std::string player;        // with games: the engine whose moves count (part of its White/Black tag)
    std::string load_scores;   // `line,score,material,W|D|L` lines of an earlier --save-scores
    std::string fit = "cubic"; // the model reported and printed as C++: "cubic" (a new ShapeFit) or
                               // "scales" (DrawScale and SharpnessScale: fit_scales of ShapeFit)
    std::string save_scores;   // if set: write the scores there
    std::string out;           // if set: also write the report there
    long nodes         = 1000;
    int threads        = 1;
    double holdout     = 0.1;
    std::uint64_t seed = 1;
    long long limit    = 0; // only the first `limit` lines of `data` (0: all); long is 32 bits on Windows
};
// The report (figures, calibration tables, the fitted model as C++) goes to `out`, progress and
// errors to `log`. Returns a process exit status: 0, 1 if the fit did not converge, 2 on an
// input or output error.
int run_wdl_fit(const WdlFitOptions& options, std::ostream& out, std::ostream& log);

} // namespace quince::wdl
