// The search's constants: margins, reductions and history scales, declared once as a list
// (name, value, min, max) so that an SPSA tuner can reach them.
//
// In the engine as built by default each one is a `constexpr int`: the compiler folds it as it
// folded the literal it replaced. A build configured with -DQUINCE_TUNE_SEARCH=ON makes each an
// `inline int` and declares it as a UCI spin option of the same name (range min..max), so that
// fastchess can play differently set engines against each other (scripts/spsa, docs/search.md).
// The values are those of the engine before the list existed (bench 6759852); the min/max give
// SPSA room around them and its step (a twentieth of the range).
#pragma once

#include <span>

namespace quince::search {

// clang-format off
#define QUINCE_SEARCH_PARAMS(X)                                                                \
    /* late-move reductions: base + ln(depth) ln(moves) / div, in hundredths */                \
    X(LmrQuietBase,      75,     0,   150)                                                     \
    X(LmrQuietDiv,      225,   150,   350)                                                     \
    X(LmrCaptureBase,    20,   -50,   100)                                                     \
    X(LmrCaptureDiv,    335,   200,   500)                                                     \
    /* ... and by history: r -= (stat_score - LmrHistOffset) / LmrHistDiv */                   \
    X(LmrHistDiv,     12000,  6000, 20000)                                                     \
    X(LmrHistOffset,   4000,     0,  8000)                                                     \
    /* history bonus: min(mul * depth - sub, max) */                                           \
    X(HistBonusMul,     280,   100,   500)                                                     \
    X(HistBonusSub,     230,     0,   500)                                                     \
    X(HistBonusMax,    1800,   800,  3000)                                                     \
    /* razoring below alpha - base - mul * depth^2, depth <= 3 */                              \
    X(RazorBase,        250,   100,   500)                                                     \
    X(RazorMul,         220,   100,   400)                                                     \
    /* reverse futility: eval - margin * (depth - improving) >= beta, depth <= 8 */            \
    X(RfpMargin,         75,    40,   130)                                                     \
    /* null move: static eval >= beta - mul * depth + base; R grows by (eval - beta) / div */  \
    X(NmpEvalBase,      160,     0,   300)                                                     \
    X(NmpEvalMul,        20,     0,    40)                                                     \
    X(NmpDiv,           200,   100,   400)                                                     \
    /* ProbCut at beta + margin - improving_margin */                                          \
    X(ProbcutMargin,    200,   100,   350)                                                     \
    X(ProbcutImproving,  50,     0,   100)                                                     \
    /* captures: futility base + mul * lmr_depth + gain; SEE above -mul * depth */             \
    X(CaptFutBase,      220,   100,   400)                                                     \
    X(CaptFutMul,       210,   100,   350)                                                     \
    X(CaptSeeMul,       190,    80,   300)                                                     \
    /* quiets: continuation-history pruning and its effect on lmr_depth */                     \
    X(QuietHistPrune,  3500,  1500,  6000)                                                     \
    X(QuietHistDiv,    7000,  4000, 12000)                                                     \
    /* quiets: futility base + mul * lmr_depth; SEE above -mul * lmr_depth^2 */                \
    X(QuietFutBase,      90,    30,   200)                                                     \
    X(QuietFutMul,      110,    50,   200)                                                     \
    X(QuietSeeMul,       25,    10,    50)                                                     \
    /* singular extension: margin (in 1/8 per depth) and the double-extension margin */        \
    X(SingularMargin,    16,     8,    32)                                                     \
    X(DoubleExtMargin,   20,     0,    50)                                                     \
    /* quiescence: futility margin and the SEE a capture must pass */                          \
    X(QsFutility,       180,    80,   300)                                                     \
    X(QsSee,             80,     0,   200)                                                     \
    /* hindsight: a ply deeper after a reduction of HindsightPlies (below) unless the */       \
    /* reduced move made the evaluation worse for its side; a ply shallower after any */       \
    /* reduction if it made it worse by more than HindsightGain */                             \
    X(HindsightGain,    175,    50,   400)                                                     \
    /* aspiration window half-width at depth >= 4 */                                           \
    X(AspDelta,          15,     8,    30)                                                     \
    /* move ordering: extra score of a quiet check (a history sum is about +-90,000) */         \
    X(QuietCheckBonus, 16384,    0, 32768)                                                     \
    /* move ordering: a quiet move of a piece a lesser one attacks (a minor by a pawn, */      \
    /* a rook by a pawn or minor, a queen by anything but a queen or king) to a square */      \
    /* none attacks gains this; an unattacked piece's quiet move into such an attack loses it */\
    X(ThreatMinor,     16000,    0, 40000)                                                     \
    X(ThreatRook,      24000,    0, 60000)                                                     \
    X(ThreatQueen,     40000,    0, 80000)                                                     \
    /* soft limit (timeman.cpp): the usable clock over `movestogo` (this many when `go` gives */ \
    /* none) plus this share of the increment, in hundredths */                                \
    X(TmMovesToGo,       18,    10,    40)                                                     \
    X(TmIncShare,       100,    50,   150)                                                     \
    /* time extension after each iteration (timeman.h), in hundredths: the soft limit scaled */ \
    /* by instability 1 + mul * best-move changes, stability after 6 / 3 / fewer iterations */ \
    /* (timeman.cpp's TmStableIters / TmSettledIters, counts too small to step) */             \
    /* with the same best move, falling score 1 + (previous - score) / div clamped to */       \
    /* [min, max], the product clamped to [min, max], a single legal move; no iteration */     \
    /* starts after `next` of the scaled limit */                                              \
    X(TmInstabilityMul, 160,    50,   300)                                                     \
    X(TmStableScale,     65,    40,   100)                                                     \
    X(TmSettledScale,    85,    50,   110)                                                     \
    X(TmUnsettledScale, 110,    80,   150)                                                     \
    X(TmFallingDiv,     150,    50,   300)                                                     \
    X(TmFallingMin,      75,    40,   100)                                                     \
    X(TmFallingMax,     160,   100,   250)                                                     \
    X(TmScaleMin,        40,    10,    80)                                                     \
    X(TmScaleMax,       250,   150,   400)                                                     \
    X(TmSingleMove,      10,     1,    50)                                                     \
    X(TmNextIteration,   60,    30,   100)
// clang-format on

// Hindsight's reduction in plies (see HindsightGain above): a count too small for SPSA to step.
constexpr int HindsightPlies = 3;

struct SearchParam {
    const char* name;
    int value, min, max;
};

#ifdef QUINCE_TUNE_SEARCH
#define QUINCE_PARAM_DECLARE(name, value, lo, hi) inline int name = value;
#else
#define QUINCE_PARAM_DECLARE(name, value, lo, hi) constexpr int name = value;
#endif
QUINCE_SEARCH_PARAMS(QUINCE_PARAM_DECLARE)
#undef QUINCE_PARAM_DECLARE

// Every parameter with its value as compiled (the defaults) and its range.
std::span<const SearchParam> search_params();
// True when this build lets UCI options set the parameters (QUINCE_TUNE_SEARCH).
bool search_params_tunable();
// Sets a parameter by name (tunable builds only) and recomputes what depends on it; false if no
// parameter has that name, the value is outside its range or the build is not tunable.
bool set_search_param(const char* name, int value);
// Hindsight (later Stockfish versions): the change of depth, in plies, at a node reached by a move
// that its parent reduced by `prior_reduction` plies, from the static evaluations of this node and
// of the parent (each for its side to move). +1 after a reduction of HindsightPlies or more unless
// the move made things worse for the side that played it; -1 after any reduction when the move
// handed this side more than HindsightGain and `depth` is 2 or more; otherwise 0.
int hindsight_depth_change(int prior_reduction, int eval, int parent_eval, int depth);
// Fills the late-move reduction table from the Lmr* parameters (worker.cpp; run before main()).
void init_reductions();
// An entry of that table: the reduction in plies of a quiet move or capture at depth 1..63, move 1..63.
int reduction_table(bool capture, int depth, int move_count);

} // namespace quince::search
