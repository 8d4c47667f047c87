// The search: iterative deepening with aspiration windows over a principal-variation search
// with quiescence, shared transposition table, Lazy SMP helper threads and MultiPV.
//
// Engine owns the worker threads' state, the hash table and the options the search reads.
// start() runs a search asynchronously (its thread reports progress and the move it plays to the
// listener, search/listener.h, as data: the search writes no text); stop()/ponderhit() may be
// called from another thread meanwhile.
#pragma once

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "board/position.h"
#include "search/listener.h"
#include "search/skill.h"
#include "search/timeman.h"
#include "search/tt.h"

namespace quince::eval {
struct Profile; // eval/profile.h
}

namespace quince::search {

struct RootMove {
    explicit RootMove(Move m) : move(m), pv{m} {}
    Move move;
    int score       = -VALUE_INFINITE;
    int prev_score  = -VALUE_INFINITE;
    int avg_score   = -VALUE_INFINITE;
    int seldepth    = 0;
    bool lowerbound = false, upperbound = false;
    // Root in the tablebases: the move's rank (higher is better; 1000: a certain win, 0: a draw,
    // -1000: a loss; in between: wins or losses the fifty-move rule puts at risk, by their DTZ)
    // and the score shown for it when the search finds no mate.
    int tb_rank  = 0;
    int tb_score = 0;
    int tb_dtz   = 0; // DTZ from the root, negative for losses (0: draw, or no DTZ)
    std::vector<Move> pv;
    bool operator==(Move m) const { return move == m; }
    // The score of the last iteration that searched this move (this one's, or the previous one's
    // when this iteration did not get to it); -VALUE_INFINITE if none has.
    int latest_score() const { return score != -VALUE_INFINITE ? score : prev_score; }
};

struct SearchResult {
    Move best           = Move::none();
    Move ponder         = Move::none();
    int score           = 0;
    int depth           = 0;
    std::uint64_t nodes = 0;
    std::vector<RootMove> lines; // the MultiPV lines, best first
};

class Worker;

class Engine {
  public:
    Engine();
    ~Engine();
    Engine(const Engine&)            = delete;
    Engine& operator=(const Engine&) = delete;

    // Who hears the search's progress and result (search/listener.h); none by default. Must not
    // be called while searching.
    void set_listener(SearchListener listener) { listener_ = std::move(listener); }

    // Options. Must not be called while searching.
    bool set_hash(std::size_t mb, std::string* error = nullptr);
    void set_threads(int n);
    int threads() const { return int(workers_.size()); }
    void set_multipv(int n) { multipv_ = n; }
    void set_move_overhead(int ms) { move_overhead_ = ms; }
    // The evaluation profile every worker evaluates with (eval::default_profile() until set). It
    // must outlive its use here (registered profiles live forever). The hash table keeps values
    // of the old profile: call clear() too when it changes.
    void set_profile(const eval::Profile& profile);
    const eval::Profile& profile() const { return *profile_; }
    // Syzygy options (the tables themselves are loaded by tb::load): probe inside the search only
    // from `probe_depth` on (positions with fewer pieces than the limit at any depth), only up to
    // `probe_limit` pieces; `rule50`: cursed wins and blessed losses are draws.
    void set_syzygy(int probe_depth, int probe_limit, bool rule50) {
        tb_probe_depth_ = probe_depth;
        tb_probe_limit_ = probe_limit;
        tb_rule50_      = rule50;
    }
    // Strength level (Skill Level / UCI_Elo; search/skill.h): a node budget per move and a
    // weighted choice among the best few moves. Skill{} is full strength.
    void set_skill(const Skill& skill) { skill_ = skill; }
    const Skill& skill() const { return skill_; }
    // Seed of the skill's choice (a random seed otherwise), for reproducible tests.
    void seed_skill(std::uint64_t seed) { skill_rng_.seed(seed); }
    // Forget everything learnt: hash table and every thread's move-ordering statistics.
    void clear();

    // Start searching a copy of `pos`; returns at once. Waits for a previous search to end first
    // (the caller stops it if it would not end by itself), so a search's root position and limits
    // never change while its threads run. Call start/wait/options from one thread only; stop()
    // and ponderhit() may come from any thread at any time, even before the search thread runs.
    void start(const Position& pos, const Limits& limits);
    void stop() { stop_.store(true, std::memory_order_relaxed); }
    void ponderhit();
    // Wait for the current search (if any) to finish and its thread to end. After it returns the
    // search has reported its best move (on_bestmove) and will report nothing more.
    void wait();
    bool searching() const { return searching_.load(std::memory_order_acquire); }
    // A search is running that only `stop` or `ponderhit` can end (`go infinite`, `go ponder`,
    // `go` without a limit) and nobody has asked it to stop yet: waiting for it would wait forever.
    bool waits_for_stop() const {
        return searching() && !stop_.load() &&
               (ponder_.load() || !limits_.ends_by_itself(root_pos_.side_to_move()));
    }
    // The search's main thread has done its work (its limits or the level's node budget reached)
    // and only waits for `stop` or `ponderhit` before it reports its best move (`go ponder`,
    // `go infinite`): a state tests wait for instead of a clock.
    bool idle() const { return idle_.load(std::memory_order_acquire); }

    // Run a search to completion on the calling thread's behalf (start + wait) and return the
    // outcome. Used by bench and tests.
    SearchResult search(const Position& pos, const Limits& limits);
    const SearchResult& last_result() const { return result_; }

    std::uint64_t nodes_searched() const;
    // Tablebase probes that found the position during the current (or last) search.
    std::uint64_t tb_hits() const;
    TranspositionTable& tt() { return tt_; }

  private:
    friend class Worker;
    void run();
    // Report the MultiPV lines of worker `w` (the main thread) at iteration `depth` to the listener.
    void report_info(const Worker& w, int depth) const;
    wdl::PerMille shown_wdl(const RootMove& rm, int shown) const;
    // The score shown for a root move: its tablebase score when the root is in the tables and
    // the search has found no mate.
    int shown_score(const RootMove& rm, int v) const {
        return root_in_tb_ && std::abs(v) < VALUE_MATE_IN_MAX_PLY ? rm.tb_score : v;
    }
    // Root in the tablebases: rank the root moves (DTZ, or WDL if that fails) and keep only the
    // best-ranked ones. Runs on the search thread before the helpers start (Fathom's root probe is
    // not thread-safe).
    void rank_root_moves(std::vector<RootMove>& root_moves);

    TranspositionTable tt_;
    std::vector<std::unique_ptr<Worker>> workers_;
    SearchListener listener_;
    int multipv_        = 1; // lines shown
    int search_multipv_ = 1; // lines searched: more with a strength level (its candidates)
    Skill skill_;
    std::mt19937_64 skill_rng_{std::random_device{}()};
    // Per search: nodes after which the threads stop (0: none): `go nodes` or the level's budget.
    std::uint64_t node_limit_ = 0;
    int move_overhead_        = 10;
    const eval::Profile* profile_;
    int tb_probe_depth_ = 1;
    int tb_probe_limit_ = 7;
    bool tb_rule50_     = true;
    // Per search: pieces up to which the search probes (0: no probing), root in the tables.
    int tb_cardinality_         = 0;
    bool root_in_tb_            = false;
    std::uint64_t root_tb_hits_ = 0;

    Position root_pos_;
    Limits limits_;
    TimeManager tm_;
    SearchResult result_;

    std::thread thread_;
    std::atomic<bool> stop_{false};
    // A limit of the search itself (nodes) is reached: the threads stop, but a search that waits
    // for `stop` or `ponderhit` (infinite, ponder) still waits before it answers.
    std::atomic<bool> halt_{false};
    std::atomic<bool> ponder_{false};
    std::atomic<bool> stop_on_ponderhit_{false};
    std::atomic<bool> searching_{false};
    std::atomic<bool> idle_{false}; // true only inside run()'s wait for `stop` / `ponderhit`
};

} // namespace quince::search
