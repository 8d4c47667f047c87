#include "eval/wdl.h"

#include <algorithm>
#include <cmath>

namespace quince::wdl {

// The shape: fitted on 2026-11-23 by
//     nice build/release/quince wdl-fit --data data/tuning/sf15-selfplay.epd.xz
//         --nodes 4000 --threads 2 --holdout 0.1 --seed 1    (one command line)
// (evaluation profile `quince`; 273 s). Data: the 147,440 positions of 7,386 Stockfish 15.1 self-play
// games (data/SOURCES.md), each scored by a 4000-node search of this engine from the side to
// move's view (the scores do not depend on --threads) and labeled with the game's result; 2,887 mate
// scores are left out. Fitted by maximum likelihood on 130,128 positions, reported on the 14,425 held
// out (a hash of line number and seed). Held-out log-loss per position: 0.6908 (score only, a and b
// constants: 0.7831; constant class frequencies: 1.0972); held-out accuracy of the most likely outcome
// 66.2% (score only 63.8%). 4000 nodes rather than the command's default 1000: the engine prints the
// scores of far deeper searches, and deeper scores are sharper (at 1000 nodes: held-out 0.7204, and
// b(x) 3% (endgames) to 40% (middlegames) larger). MinMaterial 4 had the lowest training log-loss of 0, 4, 8,
// 12 on the 1000-node scores (0.7254, 0.7250, 0.7299, 0.7369). docs/search.md, "Win/draw/loss", has the
// calibration.
constexpr Coefs ShapeFit = {{91.5018, 26.3057, 182.4143, -228.4695}, {89.0205, 109.2034, 60.4548, -139.7009}};

// The scales: fitted on 2026-11-28 by
//     quince wdl-fit --games GAMES.pgn --player quince --fit scales --holdout 0
// on the scores Quince printed in 60 games at 40s+0.4s against Ethereal 12.50 (the engine of main
// 673bd61, 1 thread, Hash 16; 3,767 moves at depth 21 on average, +9 =28 -23 for Quince), the
// ladder's long control. What the engine prints at such depths is sharper than the 4000-node
// scores the shape was fitted on (b x 0.38), and a small score is a draw more often than in fast
// self-play, less often than the shape's a implied at a deep score (a x 0.63). On 80 % of the games
// (8 splits by seed) the factors came out 0.59-0.84 and 0.33-0.48, and the scaled model predicted
// the other 20 % better than the shape alone in 7 of the 8 (log-loss per position, e.g. 0.5698
// against 0.6043 for seed 1). The mean draw probability at each game's first scored move is 0.421
// against 0.467 observed (the shape alone: 0.288). docs/search.md, "Win/draw/loss".
constexpr double DrawScale = 0.63, SharpnessScale = 0.38;

constexpr Coefs Fitted = scaled(ShapeFit, DrawScale, SharpnessScale);

int material(const Position& pos) {
    int m = 0;
    for (Color c : {WHITE, BLACK})
        m += pos.count(c, PAWN) + 3 * (pos.count(c, KNIGHT) + pos.count(c, BISHOP)) + 5 * pos.count(c, ROOK) +
             9 * pos.count(c, QUEEN);
    return m;
}

double normalised_material(int material) {
    const int m = std::clamp(material, MinMaterial, MaxMaterial);
    return 2.0 * (m - MinMaterial) / double(MaxMaterial - MinMaterial) - 1.0;
}

namespace {
double poly(const double (&k)[4], double x) { return ((k[3] * x + k[2]) * x + k[1]) * x + k[0]; }
double logistic(double t) { return 1.0 / (1.0 + std::exp(-t)); }
} // namespace

Probs probabilities(double score_cp, double x, const Coefs& c) {
    const double a = std::max(poly(c.a, x), 0.0);
    const double b = std::max(poly(c.b, x), 1.0);
    Probs p;
    p.win  = logistic((score_cp - a) / b);
    p.loss = logistic((-score_cp - a) / b);
    p.draw = std::max(0.0, 1.0 - p.win - p.loss);
    return p;
}

PerMille per_mille(int score, int material, const Coefs& c) {
    if (score >= VALUE_MATE_IN_MAX_PLY) return {1000, 0, 0};
    if (score <= VALUE_MATED_IN_MAX_PLY) return {0, 0, 1000};
    const Probs p = probabilities(score, normalised_material(material), c);
    PerMille r;
    r.win  = int(std::lround(1000 * p.win));
    r.loss = int(std::lround(1000 * p.loss));
    r.draw = 1000 - r.win - r.loss;
    if (r.draw < 0) { // both rounded up with almost no draw left: give the point back
        (r.win > r.loss ? r.win : r.loss) += r.draw;
        r.draw = 0;
    }
    return r;
}

PerMille per_mille(const Position& pos, int score, const Coefs& c) {
    if (pos.insufficient_material()) return {0, 1000, 0};
    return per_mille(score, material(pos), c);
}

} // namespace quince::wdl
