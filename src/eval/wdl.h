// Win/draw/loss model: from a score (centipawns, the side to move's view) and the material on the
// board, the probabilities that the side to move wins, draws or loses. The form is the one
// Stockfish publishes for its `UCI_ShowWDL`:
//     win  = 1 / (1 + exp((a(x) - s) / b(x)))
//     loss = 1 / (1 + exp((a(x) + s) / b(x)))
//     draw = 1 - win - loss
// with a and b cubic polynomials in the normalised material x. The coefficients are fitted to
// game results by `quince wdl-fit` (src/tune/wdl_fit.cpp; docs/search.md, "Win/draw/loss").
#pragma once

#include <string>

#include "board/position.h"

namespace quince::wdl {

// Material measure: pawns 1, knights and bishops 3, rooks 5, queens 9, summed over both sides
// (78 at the start; promotions can go beyond). It depends on the pieces only, not on an
// evaluation profile, and counts pawns, which matter to how drawish a position is.
int material(const Position& pos);

// The material is clamped to [MinMaterial, MaxMaterial] and mapped linearly onto [-1, 1] (the lower
// clamp 4 fitted best of 0, 4, 8, 12: wdl.cpp).
constexpr int MinMaterial = 4;
constexpr int MaxMaterial = 78;
double normalised_material(int material);

// a(x) = a[0] + a[1] x + a[2] x^2 + a[3] x^3 and the same for b, both in centipawns.
struct Coefs {
    double a[4] = {0, 0, 0, 0};
    double b[4] = {0, 0, 0, 0};
};
// The model the engine uses, in two parts (wdl.cpp says how each was fitted): the shape of a(x)
// and b(x) over the material, fitted on many positions, and two factors fitted on games at a long
// time control, which set how wide the band of draws is (a) and how sharp the step from a draw to a
// win (b). Fitted = ShapeFit with a scaled by DrawScale and b by SharpnessScale.
extern const Coefs ShapeFit;
extern const double DrawScale, SharpnessScale;
extern const Coefs Fitted;
// c with a(x) multiplied by a_factor and b(x) by b_factor.
constexpr Coefs scaled(const Coefs& c, double a_factor, double b_factor) {
    Coefs s = c;
    for (int k = 0; k < 4; ++k) s.a[k] *= a_factor, s.b[k] *= b_factor;
    return s;
}

struct Probs {
    double win = 0, draw = 0, loss = 0;
};
// The probabilities for a centipawn score at normalised material x. a is taken as at least 0 and
// b as at least 1 cp, so that any coefficients give probabilities (the fitted ones are positive
// over the whole range anyway).
Probs probabilities(double score_cp, double x, const Coefs& c = Fitted);

struct PerMille {
    int win = 0, draw = 0, loss = 0;
};
// Per mille, summing to exactly 1000: win and loss rounded, draw the rest (if rounding both up
// leaves -1 for the draw, the larger of win and loss gives the point back). A mate score
// (|score| >= VALUE_MATE_IN_MAX_PLY) is 1000 0 0 or 0 0 1000.
PerMille per_mille(int score, int material, const Coefs& c = Fitted);
// The same for a position: a dead draw (neither side has the material to mate,
// Position::insufficient_material) is a certain draw, 0 1000 0, whatever the score says; any
// other position is per_mille(score, material(pos)). The result is from the view `score` is from.
PerMille per_mille(const Position& pos, int score, const Coefs& c = Fitted);

} // namespace quince::wdl
