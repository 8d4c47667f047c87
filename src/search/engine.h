// The engine: the search's threads, its hash table and the options the search reads.
//
// One persistent thread per Worker (worker.h: the search itself), woken by a condition variable
// for each search: no thread is spawned per `go` and nothing polls. start() hands the search to
// the main thread (worker 0), which sets up the root (root.h: ordering, tablebase ranking), wakes
// the helpers (Lazy SMP), searches, waits for `stop`/`ponderhit` if it must, and reports progress
// and the move it plays to the listener (search/listener.h) as data: the search writes no text.
// stop()/ponderhit() may be called from any thread meanwhile. Time management: timeman.h.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <random>
#include <string>
#include <vector>

#include "board/position.h"
#include "eval/profile.h"
#include "search/listener.h"
#include "search/root.h"
#include "search/skill.h"
#include "search/timeman.h"
#include "search/tt.h"
#include "search/worker.h"

namespace quince::search {

struct SearchResult {
    Move best           = Move::none();
    Move ponder         = Move::none();
    int score           = 0;
    int depth           = 0;
    std::uint64_t nodes = 0;
    std::vector<RootMove> lines; // the MultiPV lines, best first
};

class SearchThread;

class Engine : private SearchHost {
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
    // The evaluation profile every worker evaluates with: `base` (eval::default_profile() until
    // set; it must outlive the engine, as registered profiles do) with `personality` applied (the
    // engine keeps that copy while it may evaluate with it). A change empties the hash table, the
    // histories and the evaluation caches, which hold values of the old evaluation; setting the
    // profile and personality in use changes nothing.
    void set_profile(const eval::Profile& base, const eval::Personality& personality = {});
    // The profile searches evaluate with (the personal copy, if any), and the base it came from.
    const eval::Profile& profile() const { return *profile_; }
    const eval::Profile& base_profile() const { return *base_profile_; }
    const eval::Personality& personality() const { return personality_; }
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
    void stop();
    void ponderhit();
    // Wait for the current search (if any) to finish. After it returns the
    // search has reported its best move (on_bestmove) and will report nothing more.
    void wait();
    bool searching() const { return searching_.load(std::memory_order_acquire); }
    // A search is running that only `stop` or `ponderhit` can end (`go infinite`, `go ponder`,
    // `go` without a limit) and nobody has asked it to stop yet: waiting for it would wait forever.
    bool waits_for_stop() const {
        return searching() && !signals_.stop_requested.load() &&
               (signals_.pondering.load() || !setup_.limits.ends_by_itself(root_pos_.side_to_move()));
    }
    // The search's main thread has done its work (its limits or the level's node budget reached)
    // and only waits for `stop` or `ponderhit` before it reports its best move (`go ponder`,
    // `go infinite`): a state tests wait for instead of a clock.
    bool idle() const { return idle_.load(std::memory_order_acquire); }

    // Run a search to completion on the calling thread's behalf (start + wait) and return the
    // outcome. Used by bench and tests.
    SearchResult search(const Position& pos, const Limits& limits);
    const SearchResult& last_result() const { return result_; }

    std::uint64_t nodes_searched() const override;
    // Tablebase probes that found the position during the current (or last) search.
    std::uint64_t tb_hits() const;
    TranspositionTable& tt() { return tt_; }

  private:
    // The main thread's whole search: root, helpers, the wait for stop/ponderhit, the answer.
    void run();
    // The answer: a level's choice, the result, the line it comes from, the bestmove.
    void finish(Worker& main);
    // SearchHost: what the threads may ask of the engine.
    void report(const Worker& main, int depth) const override;
    void request_stop() override { stop(); }
    SearchContext context() { return SearchContext{setup_, signals_, tt_, *this}; }

    TranspositionTable tt_;
    const eval::Profile* base_profile_;
    eval::Personality personality_;
    std::shared_ptr<const eval::Profile> personal_profile_; // base_profile_ with personality_, if not neutral
    const eval::Profile* profile_;                          // what the workers evaluate with
    std::vector<std::unique_ptr<Worker>> workers_;
    std::vector<std::unique_ptr<SearchThread>> threads_; // threads_[i] runs workers_[i]
    SearchListener listener_;
    int multipv_ = 1;
    Skill skill_;
    std::mt19937_64 skill_rng_{std::random_device{}()};
    int move_overhead_  = 10;
    int tb_probe_depth_ = 1;
    int tb_probe_limit_ = 7;
    bool tb_rule50_     = true;

    // The current search: set by start() before its threads run, read only while they run.
    Position root_pos_;
    SearchSetup setup_;
    SearchResult result_;
    SearchSignals signals_;
    // stop() and ponderhit() wake a main thread that waits for them (no polling).
    std::mutex signal_mutex_;
    std::condition_variable signal_cv_;
    std::atomic<bool> searching_{false};
    std::atomic<bool> idle_{false}; // true only inside run()'s wait for `stop` / `ponderhit`
};

} // namespace quince::search
