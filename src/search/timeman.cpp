#include "search/timeman.h"

#include <algorithm>

#include "search/params.h"

namespace {
// Iterations in a row with the same best move after which the best move counts as stable, or
// settled (TmStableScale, TmSettledScale; fewer: TmUnsettledScale). Counts this small have no
// room for SPSA's steps: they stay out of the parameter list.
constexpr int TmStableIters  = 6;
constexpr int TmSettledIters = 3;
} // namespace

namespace quince::search {

void TimeManager::init(const Limits& limits, Color us, int move_overhead) {
    enabled_ = false;
    optimum_ = maximum_ = 0;
    if (limits.movetime > 0) {
        // A fixed time per move: spend it all but the overhead, at least 1 ms.
        enabled_ = true;
        optimum_ = maximum_ = std::max<TimePoint>(1, limits.movetime - move_overhead);
        return;
    }
    if (!limits.use_time_management(us)) return;
    enabled_ = true;

    TimePoint time = limits.time[us], inc = std::max<TimePoint>(0, limits.inc[us]);
    // Without movestogo the clock is spread as if TmMovesToGo moves were left: with an increment
    // most games end (or are adjudicated) long before the bank runs low, and a larger divisor left
    // it unspent. The moves stop at about 0.8 of the soft limit on average, so with clock/24 +
    // 0.75 inc the clock fell towards its balance (where a move costs the increment) with a time
    // constant of about 30 moves: 40s+0.4s games ended with 28 % of it unspent. SPRTs: 50 -> 30
    // (and half -> 3/4 of the increment) gained 61 Elo, 30 -> 24 another 12, 24 -> 18 with the
    // whole increment another 26 (docs/progress.md).
    int mtg = limits.movestogo > 0 ? std::min(limits.movestogo, 50) : TmMovesToGo;
    // What may be spent at all: the clock less the overhead of this move, and a little slack
    // for each move still to come before the next time control.
    // A quarter of the clock (at most a second) stays in reserve: a machine that stalls the
    // process (CPU quota throttling, load) must not find the clock almost empty. With an
    // increment the clock then settles well above zero, where the moves cost about the increment.
    TimePoint reserve = std::min<TimePoint>(time / 4, 1000);
    TimePoint usable  = std::max<TimePoint>(1, time - reserve - move_overhead - std::min(mtg, 10) * 2);

    double opt = double(usable) / mtg + TmIncShare / 100.0 * double(inc);
    // No single move may take more than 40% of what is left (80-85% on the last move before the
    // time control): on a loaded machine the process can be descheduled for 100 ms and more
    // after the search stops, and the rest of the clock must absorb that.
    double max_share = mtg == 1 ? 0.8 : 0.4;
    opt              = std::min(opt, double(usable) * max_share);
    double hard      = std::min(opt * 2.5, double(usable) * (mtg == 1 ? 0.85 : 0.4));
    optimum_         = std::max<TimePoint>(1, TimePoint(opt));
    maximum_         = std::max<TimePoint>(1, TimePoint(hard));
    optimum_         = std::min(optimum_, maximum_);
}

bool TimeManager::next_iteration_fits(TimePoint elapsed, const Iteration& it) const {
    const double instability = 1.0 + TmInstabilityMul / 100.0 * it.best_move_changes;
    const double stability   = it.stable_iterations >= TmStableIters    ? TmStableScale / 100.0
                               : it.stable_iterations >= TmSettledIters ? TmSettledScale / 100.0
                                                                        : TmUnsettledScale / 100.0;
    double falling           = 1.0;
    if (it.has_previous)
        falling = std::clamp(1.0 + it.score_drop / double(TmFallingDiv), TmFallingMin / 100.0,
                             TmFallingMax / 100.0);
    double scale = std::clamp(instability * stability * falling, TmScaleMin / 100.0, TmScaleMax / 100.0);
    if (it.single_move) scale = TmSingleMove / 100.0;
    return double(elapsed) <= double(optimum_) * scale * (TmNextIteration / 100.0);
}

} // namespace quince::search
