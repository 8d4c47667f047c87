// One search thread: iterative deepening with aspiration windows over a principal-variation search
// with quiescence, sharing the transposition table with the other threads (Lazy SMP).
//
// A Worker owns its position, evaluator, histories and root moves; what it may see of the engine
// is its SearchContext: the settings of the current search (read only), the transposition table,
// the signals it reads (stop, limit reached, pondering) and may raise (stop, limit reached,
// stop on ponderhit), and, for the main thread (id 0), the engine's node count and its report of
// an iteration to the listener.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "board/position.h"
#include "eval/evaluate.h"
#include "search/root.h"
#include "search/timeman.h"
#include "search/tt.h"

namespace quince::eval {
struct Profile; // eval/profile.h
}

namespace quince::search {

struct Histories; // search/history.h
struct Stack;
class Worker;

// What the engine sets up for one search before its threads start; the threads only read it.
struct SearchSetup {
    Limits limits;
    TimeManager tm;
    std::uint64_t node_limit =
        0;                    // nodes after which the threads stop (0: none): `go nodes` or a level's budget
    int multipv_shown    = 1; // lines reported
    int multipv_searched = 1; // lines searched: more with a strength level (its candidates)
    int tb_probe_depth   = 1; // Syzygy options (Engine::set_syzygy)
    bool tb_rule50       = true;
    RootTablebase root_tb; // the root in the tables, and the pieces up to which to probe
};

// The flags a search's threads and the engine's callers (stop, ponderhit) share. Relaxed atomics:
// each is a one-way switch for the current search, read at every node.
struct SearchSignals {
    // Stop now (`stop`, `quit`, the clock, a mate found): the search answers with its best move.
    std::atomic<bool> stop_requested{false};
    // A limit of the search itself (nodes, a level's budget) is reached: the threads stop, but a
    // search that waits for `stop` or `ponderhit` (infinite, ponder) still waits before it answers.
    std::atomic<bool> limit_reached{false};
    // Pondering: the clock does not run until `ponderhit`.
    std::atomic<bool> pondering{false};
    // The main thread would have stopped (its time is used) while pondering: `ponderhit` stops.
    std::atomic<bool> stop_on_ponderhit{false};
};

// What the main thread may ask of the engine.
class SearchHost {
  public:
    virtual std::uint64_t nodes_searched() const = 0;
    // Report the lines of `main` at iteration `depth` to the listener.
    virtual void report(const Worker& main, int depth) const = 0;
    // Ask every thread to stop (and wake a main thread waiting for `stop`).
    virtual void request_stop() = 0;

  protected:
    ~SearchHost() = default;
};

struct SearchContext {
    const SearchSetup& setup;
    SearchSignals& signals;
    TranspositionTable& tt;
    SearchHost& host;
};

class Worker {
  public:
    Worker(int id, const eval::Profile& profile, SearchContext ctx);
    ~Worker();
    Worker(const Worker&)            = delete;
    Worker& operator=(const Worker&) = delete;

    // Forget the move-ordering statistics and evaluation caches.
    void clear();
    void set_profile(const eval::Profile& profile);
    // Take the root position and moves of the next search.
    void prepare(const Position& pos, const std::vector<RootMove>& root_moves);
    // The search itself; returns when stopped or at its depth limit.
    void iterative_deepening();

    std::uint64_t nodes() const { return nodes_.load(std::memory_order_relaxed); }
    std::uint64_t tb_hits() const { return tb_hits_.load(std::memory_order_relaxed); }
    const std::vector<RootMove>& root_moves() const { return root_moves_; }
    // Put line `i` first (a strength level's choice among its candidates).
    void play_line(std::size_t i);
    int pv_index() const { return pv_idx_; }
    int root_depth() const { return root_depth_; }
    int completed_depth() const { return completed_depth_; }
    // First move of the last line the main thread reported.
    Move last_reported() const { return last_reported_; }

  private:
    enum NodeType { NonPV, PV, Root };
    template <NodeType NT> int search(int alpha, int beta, int depth, bool cut_node, Stack* ss);
    template <NodeType NT> int qsearch(int alpha, int beta, Stack* ss, int depth = 0);
    int evaluate();
    struct StaticEval;
    StaticEval static_eval(bool tt_hit, const TTEntryData& tte);
    std::int16_t& correction_entry();
    int corrected(int raw);
    void update_correction(int diff, int depth);
    // Whether to stop now. The main thread first completes depth 1 of the lines it reports, whatever
    // asked it to stop (`stop`, `quit`, the clock, a node limit or a level's budget): the move played
    // then always comes from a finished search of every root move, never the first legal move
    // unsearched (what a stop before depth 1 ended once gave). Depth 1 costs tens to a few thousand
    // nodes; a level's extra candidate lines (skill.h) stay within its budget.
    bool stopped() const {
        if (must_finish_) return false;
        return ctx_.signals.stop_requested.load(std::memory_order_relaxed) ||
               ctx_.signals.limit_reached.load(std::memory_order_relaxed);
    }
    void count_node() { nodes_.store(nodes_.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed); }
    void check_time();
    void update_pv(int ply, Move m);
    void update_continuation(Stack* ss, Piece pc, Square to, int bonus);
    void update_quiet_stats(Stack* ss, Move m, int bonus);
    void update_quiet_history(Stack* ss, Move m, int bonus);
    void update_capture_history(Move m, int bonus);
    Move counter_move(Stack* ss) const;

    SearchContext ctx_;
    const int id_;
    Position pos_;
    eval::Evaluator evaluator_;
    bool lazy_profile_ = false; // the profile has Rybka's lazy exit (set per search by prepare)
    std::unique_ptr<Histories> hist_;
    std::vector<RootMove> root_moves_;
    std::atomic<std::uint64_t> nodes_{0};
    std::atomic<std::uint64_t> tb_hits_{0};
    int sel_depth_ = 0, root_depth_ = 0, completed_depth_ = 0;
    int pv_idx_               = 0;
    bool must_finish_         = false; // the main thread in depth 1 of its shown lines: see stopped()
    int nmp_min_ply_          = 0;
    int calls_cnt_            = 0;
    double best_move_changes_ = 0;
    Move last_reported_       = Move::none();
    Move pv_[MAX_PLY + 2][MAX_PLY + 2];
    int pv_len_[MAX_PLY + 2];
};

} // namespace quince::search
