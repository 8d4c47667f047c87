// Search limits from `go` and the time allocation derived from them.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <vector>

#include "core/types.h"

namespace quince::search {

using TimePoint = std::int64_t; // milliseconds

inline TimePoint now_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

struct Limits {
    std::vector<Move> searchmoves;
    TimePoint time[COLOR_NB] = {-1, -1}; // -1: not given
    TimePoint inc[COLOR_NB]  = {0, 0};
    int movestogo            = 0;
    int depth                = 0;
    std::uint64_t nodes      = 0;
    TimePoint movetime       = 0;
    int mate                 = 0;
    bool infinite            = false;
    bool ponder              = false;
    TimePoint start          = 0; // when `go` arrived
    int perft                = 0;

    bool use_time_management(Color us) const { return time[us] >= 0 && !movetime && !infinite; }
    // The deepest iteration: `depth`, or for `go mate N` without a depth 2N + 10 plies (a mate in N
    // takes 2N - 1 plies; the margin is for the reductions and pruning that can hide it at its
    // nominal depth), so that a mate search of a position without such a mate ends; 0: none.
    int depth_limit() const { return depth ? depth : mate ? std::min(2 * mate + 10, MAX_PLY - 2) : 0; }
    // Once not pondering (or after `ponderhit`), the search ends by itself: some limit is given
    // and it is not `infinite`. A `go` with no limit searches until `stop`, like `go infinite`.
    bool ends_by_itself(Color us) const {
        return !infinite && (time[us] >= 0 || depth || nodes || movetime || mate);
    }
};

// Soft (optimum) and hard (maximum) time for one move, in milliseconds since `start`.
class TimeManager {
  public:
    void init(const Limits& limits, Color us, int move_overhead);
    TimePoint optimum() const { return optimum_; }
    TimePoint maximum() const { return maximum_; }
    bool enabled() const { return enabled_; }

    // What the main thread knows after an iteration, for the time extension.
    struct Iteration {
        double best_move_changes = 0; // decaying count of best-move changes (halved each iteration)
        int stable_iterations    = 0; // iterations in a row with the same best move
        int score_drop           = 0; // previous iteration's score minus this one's
        bool has_previous        = false;
        bool single_move         = false; // one legal root move
    };
    // Whether another iteration may start: the soft limit is scaled up when the best move keeps
    // changing or the score falls, down when the best move has been stable (the constants are
    // the Tm* parameters of params.h); an iteration takes longer than all before it together, so
    // none starts after TmNextIteration percent of the scaled limit (it would probably be cut
    // off by the hard limit).
    bool next_iteration_fits(TimePoint elapsed, const Iteration& it) const;

  private:
    TimePoint optimum_ = 0, maximum_ = 0;
    bool enabled_ = false;
};

} // namespace quince::search
