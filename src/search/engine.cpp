#include "search/engine.h"

#include <algorithm>
#include <functional>
#include <thread>

#include "eval/wdl.h"

namespace quince::search {

// A persistent thread that runs one job at a time: run() hands it a job and returns at once,
// wait_idle() waits for the job's end. Idle, it sleeps on its condition variable.
class SearchThread {
  public:
    SearchThread() : thread_([this] { loop(); }) {}
    ~SearchThread() {
        {
            std::lock_guard lock(m_);
            exit_ = true;
        }
        cv_.notify_all();
        thread_.join();
    }
    SearchThread(const SearchThread&)            = delete;
    SearchThread& operator=(const SearchThread&) = delete;

    // The thread must be idle (wait_idle).
    void run(std::function<void()> job) {
        {
            std::lock_guard lock(m_);
            job_  = std::move(job);
            busy_ = true;
        }
        cv_.notify_all();
    }
    void wait_idle() {
        std::unique_lock lock(m_);
        cv_.wait(lock, [&] { return !busy_; });
    }

  private:
    void loop() {
        std::unique_lock lock(m_);
        for (;;) {
            cv_.wait(lock, [&] { return busy_ || exit_; });
            if (exit_) return;
            std::function<void()> job = std::move(job_);
            lock.unlock();
            job();
            lock.lock();
            busy_ = false;
            cv_.notify_all();
        }
    }

    std::mutex m_;
    std::condition_variable cv_;
    std::function<void()> job_;
    bool busy_ = false, exit_ = false;
    std::thread thread_; // last: starts once the members above exist
};

Engine::Engine() : base_profile_(&eval::default_profile()), profile_(base_profile_) {
    std::string err;
    tt_.resize(16, &err);
    set_threads(1);
}

Engine::~Engine() {
    stop();
    wait();
}

bool Engine::set_hash(std::size_t mb, std::string* error) { return tt_.resize(mb, error, threads()); }

void Engine::set_threads(int n) {
    n = std::clamp(n, 1, 1024);
    while (int(workers_.size()) > n) {
        threads_.pop_back();
        workers_.pop_back();
    }
    while (int(workers_.size()) < n) {
        workers_.push_back(std::make_unique<Worker>(int(workers_.size()), *profile_, context()));
        threads_.push_back(std::make_unique<SearchThread>());
    }
}

void Engine::set_profile(const eval::Profile& base, const eval::Personality& personality) {
    if (&base == base_profile_ && personality == personality_) return;
    // The new copy is made while the old one is alive, so its address differs from the one the
    // evaluators hold (they compare addresses to know when to empty their caches); the old copy
    // goes once no evaluator refers to it.
    auto next = personality.neutral() ? nullptr : eval::with_personality(base, personality);
    profile_  = next ? next.get() : &base;
    for (auto& w : workers_) w->set_profile(*profile_);
    personal_profile_ = std::move(next);
    base_profile_     = &base;
    personality_      = personality;
    clear(); // the hash table and the caches hold values of the old evaluation
}

void Engine::clear() {
    tt_.clear(threads());
    for (auto& w : workers_) w->clear();
}

std::uint64_t Engine::tb_hits() const {
    std::uint64_t n = setup_.root_tb.hits;
    for (const auto& w : workers_) n += w->tb_hits();
    return n;
}

std::uint64_t Engine::nodes_searched() const {
    std::uint64_t n = 0;
    for (const auto& w : workers_) n += w->nodes();
    return n;
}

void Engine::stop() {
    {
        std::lock_guard lock(signal_mutex_);
        signals_.stop_requested.store(true, std::memory_order_relaxed);
    }
    signal_cv_.notify_all();
}

// Under the signal mutex, as start() resets the signals: a ponderhit from another thread while
// start() runs either comes before the reset (and is wiped with the rest of the old search's
// state) or after it, never half of each (it cannot read the old search's stop_on_ponderhit and
// stop the new search).
void Engine::ponderhit() {
    {
        std::lock_guard lock(signal_mutex_);
        signals_.pondering.store(false);
        if (signals_.stop_on_ponderhit.load()) signals_.stop_requested.store(true, std::memory_order_relaxed);
    }
    signal_cv_.notify_all();
}

void Engine::wait() { threads_[0]->wait_idle(); }

void Engine::start(const Position& pos, const Limits& limits) {
    wait();
    root_pos_   = pos;
    Limits& lim = setup_.limits;
    lim         = limits;
    if (!lim.start) lim.start = now_ms();
    {
        std::lock_guard lock(signal_mutex_);
        signals_.stop_requested.store(false);
        signals_.limit_reached.store(false);
        signals_.stop_on_ponderhit.store(false);
        signals_.pondering.store(limits.ponder);
    }
    setup_.multipv_shown    = multipv_;
    setup_.multipv_searched = skill_.enabled() ? std::max(multipv_, int(Skill::Candidates)) : multipv_;
    setup_.node_limit       = lim.nodes;
    if (const std::uint64_t budget = skill_.node_budget())
        setup_.node_limit = setup_.node_limit ? std::min(setup_.node_limit, budget) : budget;
    setup_.tb_probe_depth = tb_probe_depth_;
    setup_.tb_rule50      = tb_rule50_;
    setup_.root_tb        = RootTablebase{};
    setup_.tm.init(lim, pos.side_to_move(), move_overhead_);
    searching_.store(true, std::memory_order_release);
    threads_[0]->run([this] { run(); });
}

SearchResult Engine::search(const Position& pos, const Limits& limits) {
    start(pos, limits);
    wait();
    return result_;
}

void Engine::report(const Worker& w, int depth) const {
    if (!listener_.on_info) return;
    TimePoint elapsed                = std::max<TimePoint>(1, now_ms() - setup_.limits.start);
    std::uint64_t nodes              = nodes_searched();
    const std::vector<RootMove>& rms = w.root_moves();
    int count                        = std::min<int>(multipv_, int(rms.size()));
    std::vector<SearchInfo> lines;
    for (int i = 0; i < count; ++i) {
        const RootMove& rm = rms[i];
        bool updated       = rm.score != -VALUE_INFINITE;
        if (rm.latest_score() == -VALUE_INFINITE) continue;
        int v            = rm.latest_score();
        int shown        = shown_score(rm, v, setup_.root_tb);
        SearchInfo& info = lines.emplace_back();
        info.depth       = updated ? depth : std::max(1, depth - 1);
        info.seldepth    = std::max(rm.seldepth, 1);
        info.multipv     = i + 1;
        info.score       = shown;
        info.wdl         = shown_wdl(root_pos_, rm, shown, setup_.root_tb, tb_rule50_);
        if (i == w.pv_index() && updated && shown == v)
            info.bound = rm.lowerbound   ? ScoreBound::Lower
                         : rm.upperbound ? ScoreBound::Upper
                                         : ScoreBound::Exact;
        info.nodes    = nodes;
        info.nps      = nodes * 1000 / std::uint64_t(elapsed);
        info.time_ms  = elapsed;
        info.tbhits   = tb_hits();
        info.hashfull = tt_.hashfull();
        info.pv       = rm.pv;
    }
    if (!lines.empty()) listener_.on_info(root_pos_, lines);
}

void Engine::run() {
    tt_.new_search();
    std::vector<RootMove> root_moves = first_root_moves(root_pos_, setup_.limits.searchmoves);
    result_                          = SearchResult{};
    setup_.root_tb                   = rank_root_moves(root_pos_, root_moves, tb_probe_limit_, tb_rule50_);
    Worker& main                     = *workers_[0];
    if (root_moves.empty()) {
        // Checkmated or stalemated: one depth-0 line (listener.h), then no move.
        result_.score = root_pos_.in_check() ? -VALUE_MATE : VALUE_DRAW;
        if (listener_.on_info) {
            SearchInfo info;
            info.score = result_.score;
            info.wdl   = root_pos_.in_check() ? wdl::PerMille{0, 0, 1000} : wdl::PerMille{0, 1000, 0};
            listener_.on_info(root_pos_, {info});
        }
    } else {
        for (auto& w : workers_) w->prepare(root_pos_, root_moves);
        for (std::size_t i = 1; i < workers_.size(); ++i)
            threads_[i]->run([w = workers_[i].get()] { w->iterative_deepening(); });
        main.iterative_deepening();
    }
    // `go infinite` and pondering never answer before `stop` / `ponderhit`.
    {
        std::unique_lock lock(signal_mutex_);
        auto answer = [&] {
            return signals_.stop_requested.load() || (!signals_.pondering.load() && !setup_.limits.infinite);
        };
        if (!answer()) {
            idle_.store(true, std::memory_order_release);
            signal_cv_.wait(lock, answer);
            idle_.store(false, std::memory_order_release);
        }
    }
    if (root_moves.empty()) {
        searching_.store(false, std::memory_order_release);
        if (listener_.on_bestmove) listener_.on_bestmove(root_pos_, Move::none(), Move::none());
        return;
    }
    stop();
    for (std::size_t i = 1; i < threads_.size(); ++i) threads_[i]->wait_idle();
    finish(main);
}

void Engine::finish(Worker& main) {
    // A strength level plays one of the best few moves, chosen at random by their scores (skill.h).
    if (skill_.enabled()) {
        const std::vector<RootMove>& rms = main.root_moves();
        const std::size_t n              = std::min<std::size_t>(setup_.multipv_searched, rms.size());
        main.play_line(skill_.pick(std::vector<RootMove>(rms.begin(), rms.begin() + n), skill_rng_));
    }
    const std::vector<RootMove>& rms = main.root_moves();
    const RootMove& best             = rms[0];
    // Stopped inside an iteration that changed the best move: report the line the move comes from,
    // so the last PV reported always starts with the move played.
    if (best.move != main.last_reported() && best.latest_score() != -VALUE_INFINITE)
        report(main, std::max(1, main.root_depth()));
    result_.best  = best.move;
    result_.score = shown_score(best, best.latest_score(), setup_.root_tb);
    result_.depth = main.completed_depth();
    result_.nodes = nodes_searched();
    result_.lines.assign(rms.begin(), rms.begin() + std::min<int>(multipv_, int(rms.size())));
    if (best.pv.size() > 1) {
        result_.ponder = best.pv[1];
    } else {
        // No second move in the PV: try the hash table for the reply.
        Position p = root_pos_;
        p.make_move(best.move);
        TTEntryData e;
        if (tt_.probe(p.key(), e) && e.move && p.is_pseudo_legal(e.move) && p.is_legal(e.move))
            result_.ponder = e.move;
    }
    // Idle before the bestmove goes out: a GUI may answer it with `go` at once.
    searching_.store(false, std::memory_order_release);
    if (listener_.on_bestmove) listener_.on_bestmove(root_pos_, result_.best, result_.ponder);
}

} // namespace quince::search
