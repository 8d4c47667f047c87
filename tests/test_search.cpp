// In-process tests of the search modules: hash table, bench determinism, SMP, time manager,
// option parsing.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <set>
#include <sstream>
#include <stdexcept>
#include <thread>
#include <vector>

#include "board/movegen.h"
#include "board/position.h"
#include "eval/evaluate.h"
#include "eval/params_io.h"
#include "eval/profile.h"
#include "search/bench.h"
#include "search/engine.h"
#include "search/params.h"
#include "search/timeman.h"
#include "search/tt.h"
#include "uci/format.h"
#include "uci/options.h"
#include "uci_process.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_search {

using namespace quince;
using namespace quince::search;

TEST(TranspositionTable, StoreProbeAndMateAdjustment) {
    TranspositionTable tt;
    ASSERT_TRUE(tt.resize(1));
    Key k = 0x123456789abcdef1ULL;
    Move m(SQ_E2, SQ_E4);
    TTEntryData e;
    EXPECT_FALSE(tt.probe(k, e));
    tt.store(k, 37, -12, 9, BOUND_EXACT, true, m);
    ASSERT_TRUE(tt.probe(k, e));
    EXPECT_EQ(e.move, m);
    EXPECT_EQ(e.value, 37);
    EXPECT_EQ(e.eval, -12);
    EXPECT_EQ(e.depth, 9);
    EXPECT_EQ(e.bound, BOUND_EXACT);
    EXPECT_TRUE(e.pv);
    // Another key in the same bucket is not confused with it.
    EXPECT_FALSE(tt.probe(k ^ 1, e));
    // A shallower non-exact result for the same key keeps the deeper one.
    tt.store(k, 5, -12, 2, BOUND_LOWER, false, Move::none());
    ASSERT_TRUE(tt.probe(k, e));
    EXPECT_EQ(e.depth, 9);
    EXPECT_EQ(e.move, m);
    tt.clear();
    EXPECT_FALSE(tt.probe(k, e));

    // Mate scores are stored as distance from the node and restored relative to the root.
    int mate_in_5_from_root = mate_in(5);
    int stored              = value_to_tt(mate_in_5_from_root, 3); // node at ply 3: mate in 2 from there
    EXPECT_EQ(stored, mate_in(2));
    EXPECT_EQ(value_from_tt(stored, 7, 0), mate_in(9));
    EXPECT_EQ(value_from_tt(value_to_tt(mated_in(6), 4), 4, 0), mated_in(6));
    EXPECT_EQ(value_to_tt(123, 10), 123);
    // A mate beyond the fifty-move horizon is not reported as a mate.
    EXPECT_LT(value_from_tt(mate_in(30), 0, 90), VALUE_MATE_IN_MAX_PLY);
}

// Sizes refused before any allocation (too large for any machine, more than this one has) keep the
// old table and its contents. (An allocation that fails is TranspositionTableDeathTest's.)
TEST(TranspositionTable, RefusedResizeKeepsTheOldTable) {
    TranspositionTable tt;
    ASSERT_TRUE(tt.resize(2));
    tt.store(42, 1, 1, 5, BOUND_EXACT, false, Move::none());
    std::string err;
    // 2^44 MB cannot be allocated anywhere.
    EXPECT_FALSE(tt.resize(std::size_t(1) << 44, &err));
    EXPECT_NE(err.find("too large"), std::string::npos) << err;
    err.clear();
    EXPECT_FALSE(tt.resize(std::size_t(1) << 39, &err)); // 512 TB: more than any machine has
    EXPECT_FALSE(err.empty());
    EXPECT_EQ(tt.size_mb(), 2u);
    TTEntryData e;
    EXPECT_TRUE(tt.probe(42, e));
}

TEST(Bench, NodeCountIsDeterministic) {
    std::vector<BenchPosition> out1, out2;
    auto t1 = run_bench(5, eval::default_profile(), [&](const BenchPosition& bp) { out1.push_back(bp); });
    auto t2 = run_bench(5, eval::default_profile(), [&](const BenchPosition& bp) { out2.push_back(bp); });
    EXPECT_GT(t1.nodes, 0u);
    EXPECT_EQ(t1.nodes, t2.nodes);
    EXPECT_GE(bench_positions().size(), 40u);
    // One report per position, in order, each with a legal move; their nodes make the total.
    ASSERT_EQ(out1.size(), bench_positions().size());
    EXPECT_EQ(t1.positions, int(out1.size()));
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < out1.size(); ++i) {
        EXPECT_EQ(out1[i].index, int(i + 1));
        EXPECT_EQ(out1[i].fen, bench_positions()[i]);
        EXPECT_TRUE(out1[i].error.empty()) << out1[i].error;
        EXPECT_TRUE(legal_moves(out1[i].pos).contains(out1[i].result.best)) << out1[i].fen;
        EXPECT_EQ(out1[i].result.best, out2[i].result.best);
        sum += out1[i].result.nodes;
    }
    EXPECT_EQ(sum, t1.nodes);
    // The text `bench` prints: the last line starts with the signature.
    EXPECT_EQ(uci::bench_total_line(t1).rfind(std::to_string(t1.nodes) + " nodes ", 0), 0u);
    EXPECT_EQ(
        uci::bench_position_line(out1[0]).rfind("position 1 " + bench_positions()[0] + " : bestmove ", 0),
        0u);
    // Every bench position is valid and has a legal move.
    for (const auto& fen : bench_positions()) {
        Position p;
        std::string err;
        EXPECT_TRUE(p.set(fen, &err)) << fen << ": " << err;
        EXPECT_FALSE(legal_moves(p).empty()) << fen;
    }
}

TEST(Bench, BinaryPrintsTheSameSignatureTwice) {
    auto run = [] {
        std::string cmd = std::string(QUINCE_ENGINE_PATH) + " bench 4";
        FILE* f         = popen(cmd.c_str(), "r");
        std::string last;
        char buf[4096];
        while (f && fgets(buf, sizeof buf, f)) last = buf;
        if (f) pclose(f);
        return last.substr(0, last.find(" nodes"));
    };
    std::string a = run(), b = run();
    EXPECT_FALSE(a.empty());
    EXPECT_EQ(a, b);
}

namespace {

// What a reported mate score promises: the PV, played out from `pos`, is legal and ends in
// checkmate after exactly the number of plies the score gives.
::testing::AssertionResult pv_ends_in_the_mate(Position pos, const SearchResult& r) {
    if (r.score < VALUE_MATE_IN_MAX_PLY)
        return ::testing::AssertionFailure() << "score " << r.score << " is no mate";
    if (r.lines.empty()) return ::testing::AssertionFailure() << "no PV";
    const std::vector<Move>& pv = r.lines[0].pv;
    const std::size_t plies     = std::size_t(VALUE_MATE - r.score);
    if (pv.empty() || pv[0] != r.best)
        return ::testing::AssertionFailure() << "the PV does not start with bestmove";
    if (pv.size() != plies)
        return ::testing::AssertionFailure() << "mate in " << plies << " plies but the PV has " << pv.size();
    for (Move m : pv) {
        if (!legal_moves(pos).contains(m)) return ::testing::AssertionFailure() << "illegal PV move";
        pos.make_move(m);
    }
    if (!pos.in_check() || !legal_moves(pos).empty())
        return ::testing::AssertionFailure() << "the PV ends in " << pos.fen() << ", not checkmate";
    return ::testing::AssertionSuccess();
}

} // namespace

// Lazy SMP is not deterministic: the helper's table entries change the main thread's move order,
// and docs/progress.md (Known weaknesses) records a quiet mating move pruned in about 2 % of
// two-thread runs. So the exact mate is asserted where it is guaranteed, one thread (the same
// search every run, as Bench.NodeCountIsDeterministic checks), and with two threads what holds on
// every run: a legal move from a completed depth-10 search, and any mate it reports is a real one
// (no shorter than the shortest, its PV legal and ending in checkmate at the reported distance).
// The helper thread's own result is not observable, so no agreement between the threads is claimed.
TEST(Search, OneThreadFindsTheMateTwoThreadsReportOnlyRealMates) {
    const std::string fen = "r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1";
    Position pos;
    ASSERT_TRUE(pos.set(fen));
    Limits lim;
    lim.depth = 10;
    {
        Engine one;
        ASSERT_TRUE(one.set_hash(4));
        const SearchResult r = one.search(pos, lim);
        EXPECT_EQ(pos.move_to_uci(r.best), "f6a6");
        EXPECT_EQ(r.score, mate_in(5));
        EXPECT_TRUE(pv_ends_in_the_mate(pos, r));
    }
    Engine engine;
    engine.set_threads(2);
    ASSERT_EQ(engine.threads(), 2);
    ASSERT_TRUE(engine.set_hash(4));
    for (int run = 0; run < 3; ++run) {
        engine.clear();
        const SearchResult r = engine.search(pos, lim);
        EXPECT_TRUE(legal_moves(pos).contains(r.best)) << "run " << run;
        EXPECT_EQ(r.depth, 10) << "run " << run;
        EXPECT_LE(r.score, mate_in(5)) << "run " << run << ": a mate shorter than the shortest";
        if (r.score >= VALUE_MATE_IN_MAX_PLY) {
            EXPECT_TRUE(pv_ends_in_the_mate(pos, r)) << "run " << run;
        }
    }
    // A longer search from the opening with both threads writing to the table.
    pos.set(Position::StartFEN);
    lim.depth      = 9;
    SearchResult r = engine.search(pos, lim);
    EXPECT_TRUE(legal_moves(pos).contains(r.best));
    EXPECT_EQ(r.depth, 9);
    EXPECT_GT(r.nodes, 0u);
}

TEST(Search, StopFromAnotherThread) {
    Engine engine;
    engine.set_threads(2);
    std::vector<std::string> events; // "info" / "bestmove", in order
    Move best = Move::none();
    std::mutex mu;
    std::condition_variable reported_cv;
    SearchListener listener;
    listener.on_info = [&](const Position&, const std::vector<SearchInfo>& lines) {
        std::lock_guard<std::mutex> l(mu);
        EXPECT_FALSE(lines.empty());
        events.push_back("info");
        reported_cv.notify_all();
    };
    listener.on_bestmove = [&](const Position& root, Move m, Move) {
        std::lock_guard<std::mutex> l(mu);
        EXPECT_EQ(root.fen(), Position().fen());
        events.push_back("bestmove");
        best = m;
    };
    engine.set_listener(listener);
    Position pos;
    Limits lim;
    lim.infinite = true;
    engine.start(pos, lim);
    // Stop it once it has reported an iteration (an event, not a clock: the two minutes only turn a
    // search that never reports into a failure). An infinite search never ends by itself: it is
    // still searching then, with no bestmove yet.
    bool reported = false, answered_early = false;
    {
        std::unique_lock<std::mutex> l(mu);
        reported       = reported_cv.wait_for(l, std::chrono::minutes(2), [&] { return !events.empty(); });
        answered_early = std::count(events.begin(), events.end(), "bestmove") > 0;
    }
    EXPECT_TRUE(engine.searching());
    engine.stop();
    engine.wait();
    ASSERT_TRUE(reported) << "the infinite search reported nothing";
    EXPECT_FALSE(answered_early) << "an infinite search answered before stop";
    EXPECT_FALSE(engine.searching());
    std::lock_guard<std::mutex> l(mu);
    ASSERT_GE(events.size(), 2u);
    EXPECT_EQ(events.front(), "info");
    EXPECT_EQ(events.back(), "bestmove");
    EXPECT_EQ(std::count(events.begin(), events.end(), "bestmove"), 1);
    EXPECT_TRUE(legal_moves(pos).contains(best));
}

// The listener gets the search's progress as data: every report's lines ranked 1..N with the
// MultiPV count, depths that grow, PVs that are legal from the root and start with distinct
// moves, counters that never fall; the last report's best line starts with the move played,
// whose ponder move is the PV's second; the text front end (uci/format.h) writes them as UCI.
TEST(Search, ListenerReportsStructuredProgress) {
    Engine engine;
    engine.set_multipv(3);
    std::vector<std::vector<SearchInfo>> reports;
    Position searched;
    Move best = Move::none(), ponder = Move::none();
    int bestmoves = 0;
    SearchListener listener;
    listener.on_info = [&](const Position& root, const std::vector<SearchInfo>& lines) {
        searched = root;
        reports.push_back(lines);
    };
    listener.on_bestmove = [&](const Position&, Move b, Move p) {
        best = b, ponder = p;
        ++bestmoves;
    };
    engine.set_listener(listener);
    Position pos;
    ASSERT_TRUE(pos.set("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"));
    Limits lim;
    lim.depth            = 8;
    const SearchResult r = engine.search(pos, lim);
    EXPECT_EQ(bestmoves, 1);
    EXPECT_EQ(searched.fen(), pos.fen());
    ASSERT_GE(reports.size(), 8u);
    int depth           = 0;
    std::uint64_t nodes = 0;
    for (const auto& lines : reports) {
        ASSERT_EQ(lines.size(), 3u);
        std::set<std::uint16_t> firsts;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const SearchInfo& info = lines[i];
            EXPECT_EQ(info.multipv, int(i + 1));
            EXPECT_GE(info.depth, 1);
            EXPECT_GE(info.seldepth, 1);
            EXPECT_GE(info.time_ms, 1);
            EXPECT_EQ(info.nodes, lines[0].nodes);
            EXPECT_EQ(info.wdl.win + info.wdl.draw + info.wdl.loss, 1000);
            EXPECT_EQ(info.nps, info.nodes * 1000 / std::uint64_t(info.time_ms));
            ASSERT_FALSE(info.pv.empty());
            firsts.insert(info.pv[0].raw());
            Position p = pos;
            for (Move m : info.pv) {
                ASSERT_TRUE(legal_moves(p).contains(m));
                p.make_move(m);
            }
            if (i) {
                EXPECT_LE(info.score, lines[i - 1].score);
            }
        }
        EXPECT_EQ(firsts.size(), 3u);
        EXPECT_GE(lines[0].depth, depth);
        EXPECT_GE(lines[0].nodes, nodes);
        depth = lines[0].depth, nodes = lines[0].nodes;
    }
    EXPECT_EQ(depth, 8);
    const SearchInfo& last = reports.back()[0];
    EXPECT_EQ(last.pv[0], best);
    EXPECT_EQ(best, r.best);
    EXPECT_EQ(last.score, r.score);
    ASSERT_GE(last.pv.size(), 2u);
    EXPECT_EQ(ponder, last.pv[1]);
    EXPECT_EQ(ponder, r.ponder);

    // The same data as UCI text.
    const std::string text = uci::info_line(pos, last, false);
    EXPECT_EQ(text.rfind("info depth 8 seldepth " + std::to_string(last.seldepth) + " multipv 1 score " +
                             uci::score_text(last.score) + " nodes " + std::to_string(last.nodes) + " nps ",
                         0),
              0u)
        << text;
    EXPECT_NE(text.find(" pv " + pos.move_to_uci(best) + " "), std::string::npos) << text;
    EXPECT_EQ(
        uci::bestmove_line(pos, best, ponder).rfind("bestmove " + pos.move_to_uci(best) + " ponder ", 0), 0u);
}

// No legal move at the root: one depth-0 line (mated: a mate score, stalemate: a draw), then
// Move::none() as the move, which UCI writes as `bestmove 0000`.
TEST(Search, ListenerReportsARootWithoutMoves) {
    for (const auto& [fen, mated] : std::vector<std::pair<std::string, bool>>{
             {"7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", true}, {"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", false}}) {
        Engine engine;
        std::vector<SearchInfo> infos;
        int bestmoves = 0;
        SearchListener listener;
        listener.on_info = [&](const Position&, const std::vector<SearchInfo>& lines) {
            infos.insert(infos.end(), lines.begin(), lines.end());
        };
        listener.on_bestmove = [&](const Position& root, Move b, Move p) {
            EXPECT_FALSE(b);
            EXPECT_FALSE(p);
            EXPECT_EQ(uci::bestmove_line(root, b, p), "bestmove 0000");
            ++bestmoves;
        };
        engine.set_listener(listener);
        Position pos;
        ASSERT_TRUE(pos.set(fen));
        Limits lim;
        lim.depth = 5;
        engine.search(pos, lim);
        EXPECT_EQ(bestmoves, 1) << fen;
        ASSERT_EQ(infos.size(), 1u) << fen;
        EXPECT_EQ(infos[0].depth, 0);
        EXPECT_TRUE(infos[0].pv.empty());
        EXPECT_EQ(infos[0].score, mated ? -VALUE_MATE : VALUE_DRAW);
        EXPECT_EQ(is_mate_score(infos[0].score), mated);
        EXPECT_EQ(uci::info_line(pos, infos[0], true),
                  mated ? "info depth 0 score mate 0 wdl 0 0 1000" : "info depth 0 score cp 0 wdl 0 1000 0");
    }
}

// Mate scores as moves to mate, the UCI way.
TEST(Search, MateScoresInMoves) {
    EXPECT_EQ(mate_in_moves(mate_in(1)), 1);
    EXPECT_EQ(mate_in_moves(mate_in(3)), 2);
    EXPECT_EQ(mate_in_moves(mated_in(2)), -1);
    EXPECT_EQ(mate_in_moves(mated_in(0)), 0);
    EXPECT_FALSE(is_mate_score(VALUE_TB - 3));
    EXPECT_EQ(uci::score_text(mate_in(5)), "mate 3");
    EXPECT_EQ(uci::score_text(mated_in(4)), "mate -2");
    EXPECT_EQ(uci::score_text(-57), "cp -57");
}

TEST(Search, MultiPvResultsAreSortedAndDistinct) {
    Engine engine;
    engine.set_multipv(4);
    Position pos;
    Limits lim;
    lim.depth      = 6;
    SearchResult r = engine.search(pos, lim);
    ASSERT_EQ(r.lines.size(), 4u);
    for (std::size_t i = 1; i < r.lines.size(); ++i) {
        EXPECT_GE(r.lines[i - 1].score, r.lines[i].score);
        for (std::size_t j = 0; j < i; ++j) EXPECT_NE(r.lines[i].move, r.lines[j].move);
    }
}

// Hindsight's rule at its edges: a ply deeper only after a reduction of HindsightPlies or more and
// only if the reduced move did not hurt its side (gain <= 0, the two evaluations as each side sees
// it); a ply shallower after any reduction when it handed the side to move more than
// HindsightGain, never below depth 1; never a change after an unreduced move.
TEST(Search, HindsightDeepensAfterAHeavyReductionAndCutsAGift) {
    const int p = HindsightPlies, g = HindsightGain;
    // Deeper: the parent's side stood at +40 before its move; after it the side to move here
    // stands at -40 (the same: gain 0) or worse (gain < 0).
    EXPECT_EQ(hindsight_depth_change(p, -40, 40, 6), 1);
    EXPECT_EQ(hindsight_depth_change(p + 5, -100, 40, 6), 1);
    EXPECT_EQ(hindsight_depth_change(p - 1, -40, 40, 6), 0); // reduced too little
    EXPECT_EQ(hindsight_depth_change(p, -39, 40, 6), 0);     // gain 1: the move cost its side a little
    EXPECT_EQ(hindsight_depth_change(0, -400, 40, 6), 0);    // not reduced
    // Shallower: the move handed the side to move more than g.
    EXPECT_EQ(hindsight_depth_change(1, g + 1 - 40, 40, 6), -1);
    EXPECT_EQ(hindsight_depth_change(p + 2, g + 1 - 40, 40, 6), -1);
    EXPECT_EQ(hindsight_depth_change(1, g - 40, 40, 6), 0);     // exactly g
    EXPECT_EQ(hindsight_depth_change(1, g + 1 - 40, 40, 1), 0); // depth 1 stays
    EXPECT_EQ(hindsight_depth_change(0, g + 500, 40, 6), 0);    // not reduced
}

TEST(TimeManager, AllocationsStayInsideTheClock) {
    for (TimePoint t : {1, 5, 10, 20, 50, 100, 1000, 10000, 60000, 600000})
        for (TimePoint inc : {0, 10, 100, 1000})
            for (int mtg : {0, 1, 2, 10, 40}) {
                Limits lim;
                lim.time[WHITE] = t;
                lim.inc[WHITE]  = inc;
                lim.movestogo   = mtg;
                TimeManager tm;
                tm.init(lim, WHITE, 10);
                ASSERT_TRUE(tm.enabled());
                EXPECT_GE(tm.optimum(), 1);
                EXPECT_LE(tm.optimum(), tm.maximum());
                // The hard limit leaves the overhead and more on the clock (1 ms floor).
                // No move may take more than 40% of the usable clock (85% on the last move).
                EXPECT_LE(tm.maximum(), std::max<TimePoint>(1, (t - 10) * (mtg == 1 ? 85 : 40) / 100))
                    << t << " " << inc << " " << mtg;
                if (t > 20) {
                    EXPECT_LT(tm.maximum(), t - 10) << t << " " << inc << " " << mtg;
                }
            }
    Limits mt;
    mt.movetime = 500;
    TimeManager tm;
    tm.init(mt, BLACK, 10);
    EXPECT_EQ(tm.maximum(), 490);
    Limits none;
    none.depth = 5;
    tm.init(none, WHITE, 10);
    EXPECT_FALSE(tm.enabled());
}

// The soft limit in sudden death with an increment: the usable clock (less a quarter of the clock,
// at most 1 s, the overhead and 2 ms for each of up to 10 moves) over TmMovesToGo, plus TmIncShare
// hundredths of the increment. And where the clock settles: a move stops at 0.8 of the soft limit
// on average (measured in 40s+0.4s games), so with a tenth of the base time left a move still costs
// more than the increment: the clock falls below that tenth. With clock/24 + 0.75 inc its balance
// lay at 15 %, reached so slowly that 40s+0.4s games ended with 28 % unspent (docs/progress.md).
TEST(TimeManager, SoftLimitSpreadsTheClockAndTheIncrement) {
    const TimePoint overhead = 10;
    for (auto [base, inc] : {std::pair<TimePoint, TimePoint>{40000, 400}, {8000, 80}, {180000, 2000}}) {
        Limits lim;
        lim.time[BLACK] = base;
        lim.inc[BLACK]  = inc;
        TimeManager tm;
        tm.init(lim, BLACK, int(overhead));
        const TimePoint usable = base - std::min<TimePoint>(base / 4, 1000) - overhead - 20;
        EXPECT_EQ(tm.optimum(), TimePoint(double(usable) / TmMovesToGo + TmIncShare / 100.0 * double(inc)))
            << base << "+" << inc;

        lim.time[BLACK] = base / 10;
        tm.init(lim, BLACK, int(overhead));
        EXPECT_GT(0.8 * double(tm.optimum()), double(inc)) << base << "+" << inc;
    }
}

TEST(UciOptions, NumberParsingAndValidation) {
    long long v = 0;
    EXPECT_EQ(uci::parse_number("42", &v), uci::NumStatus::Ok);
    EXPECT_EQ(v, 42);
    EXPECT_EQ(uci::parse_number("-7", &v), uci::NumStatus::Ok);
    EXPECT_EQ(v, -7);
    EXPECT_EQ(uci::parse_number("+7", &v), uci::NumStatus::Ok);
    EXPECT_EQ(uci::parse_number("7x", &v), uci::NumStatus::NotNumber);
    EXPECT_EQ(uci::parse_number("", &v), uci::NumStatus::NotNumber);
    EXPECT_EQ(uci::parse_number("-", &v), uci::NumStatus::NotNumber);
    EXPECT_EQ(uci::parse_number("1e5", &v), uci::NumStatus::NotNumber);
    EXPECT_EQ(uci::parse_number("123456789012345678901234567890", &v), uci::NumStatus::OutOfRange);
    EXPECT_GT(v, 0);

    uci::Options o;
    o.add_spin("Hash", 16, 1, 65536);
    o.add_check("Ponder", false);
    o.add_combo("Style", "a", {"a", "Bee"});
    std::string out, note;
    EXPECT_TRUE(uci::Options::validate(*o.find("hash"), "0", &out, &note));
    EXPECT_EQ(out, "1");
    EXPECT_FALSE(note.empty());
    EXPECT_TRUE(uci::Options::validate(*o.find("HASH"), "64", &out, &note));
    EXPECT_EQ(out, "64");
    EXPECT_TRUE(note.empty());
    EXPECT_FALSE(uci::Options::validate(*o.find("Hash"), "big", &out, &note));
    EXPECT_FALSE(uci::Options::validate(*o.find("Ponder"), "yes", &out, &note));
    EXPECT_TRUE(uci::Options::validate(*o.find("Ponder"), "TRUE", &out, &note));
    EXPECT_EQ(out, "true");
    EXPECT_TRUE(uci::Options::validate(*o.find("style"), "bee", &out, &note));
    EXPECT_EQ(out, "Bee");
    EXPECT_FALSE(uci::Options::validate(*o.find("style"), "c", &out, &note));
    EXPECT_EQ(o.find("nothing"), nullptr);

    // The table's handler: it sees the value stored and the previous one; refusing it brings the
    // previous one back. An option without a handler only records its value.
    std::vector<std::string> seen;
    o.add_spin(
        "Size", 8, 1, 100,
        [&](uci::Option& opt, const std::string& previous) {
            seen.push_back(previous + "->" + opt.value);
            return opt.value != "13";
        },
        uci::OptionWhen::Now);
    uci::Option& size = *o.find("size");
    EXPECT_EQ(size.when, uci::OptionWhen::Now);
    EXPECT_EQ(o.find("Hash")->when, uci::OptionWhen::AfterSearch);
    EXPECT_TRUE(uci::Options::apply(size, "12"));
    EXPECT_EQ(size.value, "12");
    EXPECT_FALSE(uci::Options::apply(size, "13"));
    EXPECT_EQ(size.value, "12");
    EXPECT_EQ(seen, (std::vector<std::string>{"8->12", "12->13"}));
    EXPECT_TRUE(uci::Options::apply(*o.find("Ponder"), "true"));
    EXPECT_EQ(o.find("Ponder")->value, "true");
}

// A default or combo value that is (or holds) a UCI keyword would break GUI parsers (issue #18):
// registering one is a programming error and throws; nothing is added.
TEST(UciOptions, KeywordValuesAreRefusedAtRegistration) {
    uci::Options o;
    EXPECT_THROW(o.add_combo("Style", "default", {"default", "a"}), std::invalid_argument);
    EXPECT_THROW(o.add_combo("Style", "Name", {"a", "b"}), std::invalid_argument);
    EXPECT_THROW(o.add_combo("Style", "a", {"a", "VAR"}), std::invalid_argument);
    for (const char* k : {"default", "var", "min", "max", "type", "name", "Default", "TYPE"})
        EXPECT_THROW(o.add_string("Path", k), std::invalid_argument) << k;
    EXPECT_THROW(o.add_string("Path", "my name here"), std::invalid_argument);
    EXPECT_TRUE(o.all().empty());
    EXPECT_NO_THROW(o.add_combo("Style", "quince", {"quince", "defaults", "maximal"}));
    EXPECT_NO_THROW(o.add_string("BookFile", ""));
    EXPECT_NO_THROW(o.add_string("Path", "/tmp/default.bin"));
    EXPECT_EQ(o.all().size(), 3u);
    EXPECT_EQ(o.declarations(),
              "option name Style type combo default quince var quince var defaults var maximal\n"
              "option name BookFile type string default <empty>\n"
              "option name Path type string default /tmp/default.bin\n");
}

// Every `info ... pv` line is a legal line that stops at a checkmate or stalemate. A stale
// principal variation used to be appended after a mate found by a zero-window quiescence search
// (fastchess: "PV continues after checkmate", profile simple, the last position below).
TEST(Search, PrincipalVariationsAreLegalAndEndAtMate) {
    std::vector<std::pair<std::string, std::string>> cases = {
        {"r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", ""},
        {"5r1k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1", ""},
        {"5rQk/6pp/7N/8/8/8/8/6K1 b - - 1 1", ""},
        {"rnbqkbnr/pp2pppp/3p4/2p5/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3",
         "g1f3 g8f6 b1c3 e7e5 e2e4 f8e7 f1c4 e8g8 e1g1 c8e6 c4e6 f7e6 f3g5 d8d7 d2d3 b8c6 g5f3 d6d5 f1e1 "
         "d5d4 c3e2 h7h6 e2g3 d7c7 c1d2 e7d6 c2c3 c7b6 d1a4 a8e8 h2h3 e8d8 a1c1 f8e8 c3d4 c5d4 c1c2 d8c8 "
         "a2a3 g8h7 b2b4 a7a6 a4b3 b6c7 e1c1 c7d7 a3a4 b7b5 c1a1 c8d8 a4b5 a6b5 a1a6 d8c8 c2a2 d7b7 g3e2 "
         "f6d7 a2a1 d7f8 h3h4 f8d7 h4h5 h7g8 f3h4 d7f6 e2g3 g8h8 a6a2 b7f7 h4g6 h8h7 g3f5 d6b8 f5h4 f6h5 "
         "a2a6 f7b7 g2g3 h5f6 f2f3 b8d6 g1g2 d6b8 g2g1 h6h5 g1g2 b8d6 g2h3 b7d7 a6b6 c8b8 b6a6 d6c7 a1c1 "
         "c7b6 h3h2 d7b7 a6a2 b8d8 a2c2 d8c8 h2g1 b6a7 d2g5 a7b8 f3f4 f6g4 f4f5 g4e3 f5e6 e3c2 c1c2 b8d6 "
         "c2f2 d6e7 g5e7 h7h6 e7g5 h6g5 f2f5 g5h6 b3d1"},
    };
    for (const char* profile : {"quince", "simple"}) {
        const eval::Profile* prof = eval::find_profile(profile);
        ASSERT_NE(prof, nullptr);
        for (const auto& [fen, moves] : cases) {
            Position root;
            ASSERT_TRUE(root.set(fen)) << fen;
            std::istringstream ms(moves);
            for (std::string m; ms >> m;) {
                const Move mv = root.parse_uci_move(m);
                ASSERT_TRUE(bool(mv)) << m;
                root.make_move(mv);
            }
            Engine engine;
            engine.set_profile(*prof);
            std::vector<SearchInfo> infos;
            SearchListener listener;
            listener.on_info = [&](const Position&, const std::vector<SearchInfo>& lines) {
                infos.insert(infos.end(), lines.begin(), lines.end());
            };
            engine.set_listener(listener);
            Limits lim;
            lim.depth = 10;
            engine.search(root, lim);
            int checked = 0;
            for (const SearchInfo& info : infos) {
                const std::string line = uci::info_line(root, info, false);
                Position pos           = root;
                for (Move mv : info.pv) {
                    ASSERT_FALSE(legal_moves(pos).empty())
                        << profile << " " << fen << ": move after the end: " << line;
                    ASSERT_TRUE(legal_moves(pos).contains(mv)) << profile << " " << fen << ": " << line;
                    pos.make_move(mv);
                }
                ++checked;
            }
            EXPECT_GT(checked, 0) << fen;
        }
    }
}

// Two engines with different evaluation profiles searching at the same time, in two threads, give
// exactly what each gives alone: node counts, best moves and scores. A profile is a value each
// engine's workers own an evaluator of; nothing of it is process-wide.
TEST(Search, TwoProfilesSearchingAtOnceMatchEachAlone) {
    const std::vector<std::string> fens = {
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "6k1/5pp1/7p/8/8/1Q4P1/5PKP/3q4 w - - 0 1"};
    constexpr int Depth = 8;
    struct Outcome {
        std::uint64_t nodes;
        Move best;
        int score;
        bool operator==(const Outcome&) const = default;
    };
    auto run = [&](const eval::Profile& prof) {
        Engine engine; // Threads 1, 16 MB; the profile set after its worker exists
        engine.set_profile(prof);
        std::vector<Outcome> out;
        for (const auto& fen : fens) {
            Position pos;
            EXPECT_TRUE(pos.set(fen)) << fen;
            engine.clear();
            Limits lim;
            lim.depth            = Depth;
            const SearchResult r = engine.search(pos, lim);
            out.push_back({r.nodes, r.best, r.score});
        }
        return out;
    };
    for (auto [a, b] : {std::pair{"quince", "fruit21"}, {"rybka", "simple"}}) {
        const eval::Profile *pa = eval::find_profile(a), *pb = eval::find_profile(b);
        ASSERT_TRUE(pa && pb);
        const std::vector<Outcome> alone_a = run(*pa), alone_b = run(*pb);
        std::vector<Outcome> together_a, together_b;
        std::thread ta([&] { together_a = run(*pa); }), tb([&] { together_b = run(*pb); });
        ta.join(), tb.join();
        ASSERT_EQ(together_a.size(), fens.size());
        ASSERT_EQ(together_b.size(), fens.size());
        int differ = 0;
        for (std::size_t i = 0; i < fens.size(); ++i) {
            EXPECT_EQ(together_a[i].nodes, alone_a[i].nodes) << a << " " << fens[i];
            EXPECT_EQ(together_a[i].best, alone_a[i].best) << a << " " << fens[i];
            EXPECT_EQ(together_a[i].score, alone_a[i].score) << a << " " << fens[i];
            EXPECT_EQ(together_b[i].nodes, alone_b[i].nodes) << b << " " << fens[i];
            EXPECT_EQ(together_b[i].best, alone_b[i].best) << b << " " << fens[i];
            EXPECT_EQ(together_b[i].score, alone_b[i].score) << b << " " << fens[i];
            differ += !(alone_a[i] == alone_b[i]);
        }
        // The two profiles really search differently (else the test could not see a mix-up).
        EXPECT_GE(differ, int(fens.size()) - 1) << a << " " << b;
    }
}

// The UCI options EvalProfile and EvalFile give the engine its profile (and clear the hash): `eval`
// shows it, and a fixed-depth search answers what an in-process Engine of that profile answers.
TEST(Search, UciEvalProfileAndEvalFileSetTheSearchProfile) {
    const std::string fen  = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    const std::string path = ::testing::TempDir() + "quince_uci_evalfile.profile";
    {
        std::ofstream f(path);
        f << "base rybka\nRook7th 3000 3000\n";
    }
    std::string err;
    const eval::Profile* file = eval::load_profile_file(path, &err); // what the engine will load
    ASSERT_NE(file, nullptr) << err;
    auto in_process = [&](const eval::Profile& p) { // "bestmove M", "score cp N"
        Engine engine;
        engine.set_profile(p);
        engine.clear();
        Position pos;
        EXPECT_TRUE(pos.set(fen));
        Limits lim;
        lim.depth            = 7;
        const SearchResult r = engine.search(pos, lim);
        return std::pair{"bestmove " + pos.move_to_uci(r.best), " score " + uci::score_text(r.score) + " "};
    };
    EngineProcess e;
    ASSERT_TRUE(e.ok());
    std::set<std::pair<std::string, std::string>> distinct;
    for (const auto& [option, name] :
         std::vector<std::pair<std::string, std::string>>{{"EvalProfile value fruit21", "fruit21"},
                                                          {"EvalFile value " + path, "file"},
                                                          {"EvalProfile value simple", "simple"}}) {
        const auto answer = e.ask("setoption name " + option);
        if (name == "file")
            EXPECT_TRUE(has_prefix(answer, "info string loaded evaluation profile file")) << option;
        else
            EXPECT_TRUE(answer.empty()) << option;
        e.send("position fen " + fen);
        EXPECT_TRUE(has_prefix(e.ask("eval"), "Profile: " + name)) << option;
        e.send("go depth 7");
        const auto lines = e.read_until("bestmove");
        ASSERT_GE(lines.size(), 2u) << option;
        const auto want = in_process(name == "file" ? *file : *eval::find_profile(name));
        EXPECT_EQ(lines.back().substr(0, lines.back().find(" ponder")), want.first) << option;
        std::string last_info; // the last line with a PV: the final score
        for (const auto& l : lines)
            if (l.rfind("info depth 7 ", 0) == 0 && l.find(" pv ") != std::string::npos) last_info = l;
        EXPECT_NE(last_info.find(want.second), std::string::npos) << option << ": " << last_info;
        distinct.insert(want);
    }
    EXPECT_GE(distinct.size(), 2u) << "the profiles search differently";
    std::remove(path.c_str());
}

// A search stopped before its first iteration is complete (its time already spent, a node limit
// reached at its first node, `stop` at once) still completes depth 1 of the lines it shows
// (issue #51): it reports them, and its bestmove is the head of the first one's PV, the move a
// plain depth-1 search plays; never the first legal move unsearched with no line at all, which it
// once was (a2a3 from the start position). The time and node limits stop the search at its first
// node, whatever the machine's speed; `stop` right after start() nearly always comes before depth 1
// is done.
TEST(Search, AStopBeforeDepthOneStillCompletesIt) {
    const std::vector<std::string> fens = {
        Position::StartFEN, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        "8/5pk1/6p1/1P6/P4P2/6K1/8/8 b - - 0 45"};
    for (const auto& fen : fens)
        for (const int multipv : {1, 3}) {
            Position pos;
            ASSERT_TRUE(pos.set(fen));
            Engine ref; // depth 1 on a fresh engine: what a complete first iteration plays
            ref.set_multipv(multipv);
            Limits d1;
            d1.depth                = 1;
            const SearchResult want = ref.search(pos, d1);
            for (const char* how : {"time spent", "nodes 1", "stop at once"}) {
                const std::string what = fen + " multipv " + std::to_string(multipv) + ", " + how;
                Engine e;
                e.set_multipv(multipv);
                std::vector<std::vector<SearchInfo>> reports;
                Move best     = Move::none();
                int bestmoves = 0;
                SearchListener listener;
                listener.on_info = [&](const Position&, const std::vector<SearchInfo>& lines) {
                    reports.push_back(lines);
                };
                listener.on_bestmove = [&](const Position&, Move b, Move) { best = b, ++bestmoves; };
                e.set_listener(listener);
                Limits lim;
                if (how == std::string("time spent")) {
                    lim.movetime = 100;
                    lim.start    = now_ms() - 60000; // a minute ago: the time is over at the first check
                } else if (how == std::string("nodes 1")) {
                    lim.nodes = 1;
                } else {
                    lim.infinite = true;
                }
                e.start(pos, lim);
                if (how == std::string("stop at once")) e.stop();
                e.wait();
                EXPECT_EQ(bestmoves, 1) << what;
                ASSERT_FALSE(reports.empty())
                    << what << ": bestmove " << pos.move_to_uci(best) << " with no line";
                const auto& last = reports.back();
                ASSERT_EQ(int(last.size()), multipv) << what;
                for (const SearchInfo& info : last) EXPECT_GE(info.depth, 1) << what;
                ASSERT_FALSE(last[0].pv.empty()) << what;
                EXPECT_EQ(last[0].pv[0], best) << what;
                EXPECT_GE(e.last_result().depth, 1) << what;
                if (how != std::string("stop at once")) { // stopped at its first node: depth 1 exactly
                    EXPECT_EQ(last[0].depth, 1) << what;
                    EXPECT_EQ(best, want.best) << what;
                    EXPECT_EQ(last[0].score, want.score) << what;
                }
            }
        }
}

// The same through UCI: `go nodes 1` and `go infinite` with `stop` at once answer with a line of
// depth 1 at least, whose PV starts with the bestmove.
TEST(Search, UciStopBeforeDepthOneAnswersASearchedMove) {
    EngineProcess e;
    ASSERT_TRUE(e.ok());
    for (const char* go : {"go nodes 1\n", "go infinite\nstop\n"}) {
        e.send_raw(std::string("position startpos\n") + go);
        const auto lines = e.read_until("bestmove");
        ASSERT_FALSE(lines.empty()) << go;
        const std::string best = lines.back().substr(9, lines.back().find(' ', 9) - 9);
        std::string last_pv;
        for (const auto& l : lines)
            if (l.rfind("info depth ", 0) == 0 && l.find(" pv ") != std::string::npos) {
                last_pv = l.substr(l.find(" pv ") + 4);
                EXPECT_NE(l.rfind("info depth 0 ", 0), 0u) << l;
            }
        ASSERT_FALSE(last_pv.empty()) << go << ": " << lines.back() << " with no line";
        EXPECT_EQ(last_pv.substr(0, last_pv.find(' ')), best) << go;
    }
}

// Engine::set_profile owns what a change of evaluation implies: the personality's copy of the
// profile lives in the engine while it evaluates with it, and the hash table (which holds values
// of the old evaluation) is emptied; setting what is already in use keeps everything.
TEST(Engine, SetProfileOwnsItsConsequences) {
    Engine e;
    Position pos;
    ASSERT_TRUE(pos.set(Position::StartFEN));
    Limits lim;
    lim.depth = 6;
    e.search(pos, lim);
    TTEntryData te;
    EXPECT_TRUE(e.tt().probe(pos.key(), te));
    e.set_profile(e.base_profile(), e.personality()); // no change
    EXPECT_TRUE(e.tt().probe(pos.key(), te));
    EXPECT_EQ(&e.profile(), &eval::default_profile());

    eval::Personality bold;
    bold.percent[0] = 150;
    e.set_profile(eval::default_profile(), bold);
    EXPECT_NE(&e.profile(), &eval::default_profile()); // the engine's own copy
    EXPECT_TRUE(e.profile().personal);
    EXPECT_EQ(&e.base_profile(), &eval::default_profile());
    EXPECT_TRUE(e.personality() == bold);
    EXPECT_FALSE(e.tt().probe(pos.key(), te)) << "the hash table kept values of the old evaluation";
    // The copy lives as long as the engine searches with it (ASan would see a dangling one).
    EXPECT_TRUE(bool(e.search(pos, lim).best));
    EXPECT_TRUE(e.tt().probe(pos.key(), te));

    e.set_profile(eval::default_profile()); // neutral again: the registered profile itself
    EXPECT_EQ(&e.profile(), &eval::default_profile());
    EXPECT_FALSE(e.tt().probe(pos.key(), te));
    EXPECT_TRUE(bool(e.search(pos, lim).best));
}

// The engine's threads live as long as the engine (one per Threads, asleep between searches): no
// thread is started per search. Counted in /proc/self/task (Linux; skipped elsewhere).
TEST(Engine, ThreadsArePersistentNotSpawnedPerSearch) {
    auto tasks = [] {
        int n = 0;
        std::error_code ec;
        for (auto it = std::filesystem::directory_iterator("/proc/self/task", ec);
             !ec && it != std::filesystem::directory_iterator(); it.increment(ec))
            ++n;
        return n;
    };
    if (tasks() == 0) GTEST_SKIP() << "no /proc/self/task here";
    const int before = tasks();
    Engine e;
    EXPECT_EQ(tasks(), before + 1);
    e.set_threads(3);
    EXPECT_EQ(tasks(), before + 3);
    Position pos;
    ASSERT_TRUE(pos.set(Position::StartFEN));
    std::vector<int> during;
    SearchListener l;
    l.on_info = [&](const Position&, const std::vector<SearchInfo>&) { during.push_back(tasks()); };
    e.set_listener(l);
    Limits lim;
    lim.depth = 5;
    for (int i = 0; i < 4; ++i) {
        EXPECT_TRUE(bool(e.search(pos, lim).best));
        EXPECT_EQ(tasks(), before + 3) << "after search " << i;
    }
    ASSERT_FALSE(during.empty());
    for (int n : during) EXPECT_EQ(n, before + 3) << "a thread was started for a search";
    e.set_threads(1);
    EXPECT_EQ(tasks(), before + 1);
}

} // namespace test_search
