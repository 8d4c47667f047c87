// In-process tests of the search modules: hash table, bench determinism, SMP, time manager,
// option parsing.
#include <gtest/gtest.h>

#include <cstdio>
#include <mutex>

#include "board/movegen.h"
#include "board/position.h"
#include "search/bench.h"
#include "search/search.h"
#include "search/timeman.h"
#include "search/tt.h"
#include "uci/options.h"
#include "uci_process.h"

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

TEST(TranspositionTable, FailedAllocationKeepsTheOldTable) {
    TranspositionTable tt;
    ASSERT_TRUE(tt.resize(2));
    tt.store(42, 1, 1, 5, BOUND_EXACT, false, Move::none());
    std::string err;
    // 2^44 MB cannot be allocated anywhere.
    EXPECT_FALSE(tt.resize(std::size_t(1) << 44, &err));
    EXPECT_FALSE(tt.resize(std::size_t(1) << 39, &err)); // 512 TB: more than any machine has
    EXPECT_FALSE(err.empty());
    EXPECT_EQ(tt.size_mb(), 2u);
    TTEntryData e;
    EXPECT_TRUE(tt.probe(42, e));
}

TEST(Bench, NodeCountIsDeterministic) {
    std::vector<std::string> out1, out2;
    auto n1 = run_bench(5, [&](const std::string& s) { out1.push_back(s); });
    auto n2 = run_bench(5, [&](const std::string& s) { out2.push_back(s); });
    EXPECT_GT(n1, 0u);
    EXPECT_EQ(n1, n2);
    EXPECT_GE(bench_positions().size(), 40u);
    ASSERT_FALSE(out1.empty());
    EXPECT_EQ(out1.back().substr(0, out1.back().find(' ')), std::to_string(n1));
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

TEST(Search, TwoThreadsFindTheMateAndAgree) {
    Engine engine;
    engine.set_threads(2);
    ASSERT_TRUE(engine.set_hash(4));
    Position pos;
    ASSERT_TRUE(pos.set("r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1"));
    Limits lim;
    lim.depth      = 10;
    SearchResult r = engine.search(pos, lim);
    EXPECT_EQ(pos.move_to_uci(r.best), "f6a6");
    EXPECT_EQ(r.score, mate_in(5));
    // A longer search from the opening with both threads writing to the table.
    pos.set(Position::StartFEN);
    lim.depth = 9;
    r         = engine.search(pos, lim);
    EXPECT_TRUE(legal_moves(pos).contains(r.best));
    EXPECT_GT(r.nodes, 0u);
}

TEST(Search, StopFromAnotherThread) {
    Engine engine;
    engine.set_threads(2);
    std::vector<std::string> lines;
    std::mutex mu;
    engine.set_output([&](const std::string& s) {
        std::lock_guard<std::mutex> l(mu);
        lines.push_back(s);
    });
    Position pos;
    Limits lim;
    lim.infinite = true;
    engine.start(pos, lim);
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    EXPECT_TRUE(engine.searching());
    engine.stop();
    engine.wait();
    EXPECT_FALSE(engine.searching());
    std::lock_guard<std::mutex> l(mu);
    ASSERT_FALSE(lines.empty());
    EXPECT_EQ(lines.back().rfind("bestmove ", 0), 0u);
    EXPECT_TRUE(bool(pos.parse_uci_move(lines.back().substr(9, lines.back().find(' ', 9) - 9))));
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
}
