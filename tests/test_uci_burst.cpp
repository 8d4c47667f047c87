// Command bursts as GUIs and adapters write them (issue #18): commands carried out strictly in
// order, every `go` answered by exactly one legal `bestmove`, nothing of a search after its
// `bestmove`. Each burst is written at once and again with random small gaps, many times over;
// make test runs these against the ThreadSanitizer build of the engine too (scripts/sanitize-tests,
// with QUINCE_BURST_REPEAT = 6 there; the costly bursts never repeat more than by default).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <random>
#include <sstream>

#include "board/position.h"
#include "uci_process.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_uci_burst {

using namespace quince;

namespace {

int repeats(int normal) {
    const char* env = std::getenv("QUINCE_BURST_REPEAT");
    int n           = env && *env ? std::atoi(env) : normal;
    return n > 0 ? n : normal;
}

// The position of a `position` command's arguments ("startpos moves e2e4", "fen ... moves ...").
Position position_of(const std::string& args) {
    std::istringstream in(args);
    std::string w, fen;
    in >> w;
    if (w == "startpos") fen = Position::StartFEN;
    while (in >> w && w != "moves")
        if (w != "fen") fen += (fen.empty() ? "" : " ") + w;
    Position p;
    EXPECT_TRUE(p.set(fen)) << args;
    while (in >> w) {
        Move m = p.parse_uci_move(w);
        EXPECT_TRUE(bool(m)) << w << " in " << args;
        if (!m) break;
        p.make_move(m);
    }
    return p;
}

// One line of a burst; `searches` is the position (as `position` arguments) each `go` searches.
struct Burst {
    std::vector<std::string> lines;
    std::vector<std::string> searches;
    std::string current = "startpos";
    Burst& pos(const std::string& args) {
        lines.push_back("position " + args);
        current = args;
        return *this;
    }
    Burst& go(const std::string& args) {
        lines.push_back("go " + args);
        searches.push_back(current);
        return *this;
    }
    Burst& cmd(const std::string& line) {
        lines.push_back(line);
        return *this;
    }
};

// `isready` alone: everything printed before `readyok`.
std::vector<std::string> settle(EngineProcess& e) {
    e.send("isready");
    auto got = e.read_until("readyok", 60000);
    EXPECT_FALSE(got.empty()) << "no readyok";
    if (!got.empty()) got.pop_back();
    return got;
}

// Nothing more of any search: no bestmove, no info line, before the next readyok.
void check_quiet(EngineProcess& e, const std::string& what) {
    for (const auto& l : settle(e)) {
        EXPECT_NE(l.rfind("bestmove", 0), 0u) << what << ": extra " << l;
        EXPECT_NE(l.rfind("info depth", 0), 0u) << what << ": info after the last bestmove: " << l;
    }
}

// Write the burst (at once, or with random gaps of 0-2 ms between lines), then check the
// answers: exactly one bestmove per go, in order, each legal in the position its go searched;
// every `info ... pv` line before bestmove k shows a line legal in search k's position (so no
// search prints after its bestmove); bestmove k is the first move of the last (best) line search k
// reported (so no move is played that no iteration chose, such as the first legal move of a
// search stopped before it completed depth 1); no `info string error`; after the last bestmove
// nothing more (checked with isready). Returns the last `info ... pv` line of each search.
std::vector<std::string> run_burst(EngineProcess& e, const Burst& b, std::mt19937* gaps,
                                   const std::string& what) {
    std::vector<std::string> last_lines;
    if (!gaps) {
        std::string all;
        for (const auto& l : b.lines) all += l + "\n";
        e.send_raw(all);
    } else {
        std::uniform_int_distribution<int> us(0, 2000);
        for (const auto& l : b.lines) {
            e.send(l);
            std::this_thread::sleep_for(std::chrono::microseconds(us(*gaps)));
        }
    }
    std::size_t k = 0;
    std::string line, last;
    while (k < b.searches.size()) {
        if (!e.read_line(line, 60000)) {
            ADD_FAILURE() << what << ": no bestmove " << k + 1 << " of " << b.searches.size()
                          << " within 60 s";
            return last_lines;
        }
        if (line.rfind("info string error", 0) == 0) {
            ADD_FAILURE() << what << ": " << line;
            return last_lines;
        }
        const Position p = position_of(b.searches[k]);
        if (line.rfind("bestmove", 0) == 0) {
            std::string bm = token_after(line, "bestmove");
            EXPECT_TRUE(bool(p.parse_uci_move(bm)))
                << what << ": bestmove " << k + 1 << " '" << bm << "' not legal in " << p.fen();
            EXPECT_EQ(bm, token_after(last, "pv"))
                << what << ": bestmove " << k + 1 << " is not the move of the last line reported: '" << last
                << "'";
            last_lines.push_back(last);
            last.clear();
            ++k;
        } else if (line.rfind("info", 0) == 0 && line.find(" pv ") != std::string::npos) {
            const std::string mpv = token_after(line, "multipv");
            if (mpv.empty() || mpv == "1") last = line; // the best line of a MultiPV report
            std::string first = token_after(line, "pv");
            EXPECT_TRUE(bool(p.parse_uci_move(first)))
                << what << ": info of search " << k + 1 << " shows '" << first << "', not legal in "
                << p.fen() << " (a line from another search?): " << line;
        }
    }
    check_quiet(e, what);
    return last_lines;
}

// Positions of a short game, as `position` arguments, for varied bursts.
const std::vector<std::string> GameMoves = {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4",
                                            "g8f6", "e1g1", "f8e7", "f1e1", "b7b5", "a4b3", "d7d6"};
std::string after(std::size_t plies) {
    std::string s = "startpos moves";
    for (std::size_t i = 0; i < plies && i < GameMoves.size(); ++i) s += " " + GameMoves[i];
    return s;
}
// Another legal move than the game's at ply `plies` (a ponder miss).
std::string other_move(std::size_t plies) {
    Position p = position_of(after(plies));
    for (const char* m : {"a2a3", "h2h3", "a7a6", "h7h6", "b2b3", "g7g6", "d2d3", "c7c6"}) {
        Move mv = p.parse_uci_move(m);
        if (mv && m != GameMoves[plies]) return m;
    }
    return "";
}

} // namespace

// polyglot on a ponder miss writes, within one millisecond: position P+m, go ponder, stop,
// position P+x, go. The second go must wait for the stopped search, not be refused.
TEST(UciBurst, PonderMissAsPolyglotWritesIt) {
    EngineProcess e;
    ASSERT_TRUE(e.ok());
    e.send("setoption name Ponder value true");
    std::mt19937 rng(18);
    const int n = repeats(30);
    for (int i = 0; i < n; ++i) {
        std::size_t ply   = 1 + std::size_t(i) % (GameMoves.size() - 2);
        std::string miss  = other_move(ply);
        const char* clock = " wtime 3000 btime 3000 winc 20 binc 20";
        Burst b;
        b.pos(after(ply + 1)).go(std::string("ponder") + clock).cmd("stop");
        b.pos(after(ply) + " " + miss).go(clock);
        run_burst(e, b, i % 2 ? &rng : nullptr, "ponder miss " + std::to_string(i));
        if (testing::Test::HasFailure()) return;
    }
}

// Ponder hit: go ponder, then ponderhit (at once, or after a gap); stop during ponderhit.
TEST(UciBurst, PonderhitAndStopRightAfterGo) {
    EngineProcess e;
    ASSERT_TRUE(e.ok());
    std::mt19937 rng(7);
    const int n = repeats(30);
    for (int i = 0; i < n; ++i) {
        std::mt19937* gaps = i % 2 ? &rng : nullptr;
        std::string p      = after(std::size_t(i) % GameMoves.size());
        run_burst(e, Burst().pos(p).go("ponder wtime 2000 btime 2000 winc 10 binc 10").cmd("ponderhit"), gaps,
                  "ponderhit " + std::to_string(i));
        run_burst(e, Burst().pos(p).go("ponder wtime 60000 btime 60000").cmd("ponderhit").cmd("stop"), gaps,
                  "ponderhit+stop " + std::to_string(i));
        run_burst(e, Burst().pos(p).go("infinite").cmd("stop"), gaps, "infinite+stop " + std::to_string(i));
        run_burst(e, Burst().pos(p).go("depth 30").cmd("stop"), gaps, "depth 30+stop " + std::to_string(i));
        run_burst(e, Burst().pos(p).go("ponder depth 30").cmd("stop"), gaps,
                  "ponder+stop " + std::to_string(i));
        if (testing::Test::HasFailure()) return;
    }
}

// A script that writes several searches at once gets every one answered, in turn: finite
// searches end by themselves before the next starts; option changes wait for them.
TEST(UciBurst, SeveralGoInARow) {
    EngineProcess e;
    ASSERT_TRUE(e.ok());
    std::mt19937 rng(3);
    const int n             = std::min(6, repeats(6)); // the costly one: deep searches
    const std::string mate1 = "fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";
    const std::string kiwi  = "fen r3k2r/p1ppqpb1/bn2pn2/3P4/1p2P3/2N2N2/PPPBBPPP/R3K2R w KQkq - 0 1";
    for (int i = 0; i < n; ++i) {
        Burst b;
        b.pos("startpos").go("depth 7").pos(mate1).go("mate 1").go("nodes 5000");
        b.cmd("setoption name MultiPV value 3").go("depth 5").cmd("setoption name MultiPV value 1");
        // A mate search where there is no such mate still ends (at depth 2N + 10).
        b.pos(kiwi).go("mate 1").cmd("setoption name Hash value 8").go("movetime 20");
        b.cmd("ucinewgame").cmd("setoption name Hash value 16").pos(after(3)).go("wtime 500 btime 500");
        run_burst(e, b, i % 2 ? &rng : nullptr, "script " + std::to_string(i));
        if (testing::Test::HasFailure()) return;
    }
    // And the mate search does find the mate.
    e.send("position " + mate1);
    e.send("go mate 1");
    auto got = e.read_until("bestmove", 60000);
    ASSERT_FALSE(got.empty());
    EXPECT_EQ(token_after(got.back(), "bestmove"), "d1d8");
}

// `go` during go infinite / go ponder (no stop in between): that search is stopped and answered
// first, then the new one runs. `ucinewgame` and option changes during any search likewise.
TEST(UciBurst, CommandsDuringAnEndlessSearch) {
    EngineProcess e;
    ASSERT_TRUE(e.ok());
    std::mt19937 rng(5);
    const int n = repeats(10);
    for (int i = 0; i < n; ++i) {
        std::mt19937* gaps = i % 2 ? &rng : nullptr;
        std::string p      = after(std::size_t(i) % GameMoves.size());
        Burst b;
        b.pos(p).go("infinite").pos("startpos").go("depth 3");
        b.pos(after(2)).go("ponder wtime 1000 btime 1000").pos(after(3)).go("wtime 1000 btime 1000");
        b.pos(p).go("infinite").cmd("setoption name Threads value 2").go("depth 4");
        b.cmd("setoption name Threads value 1").go("");
        b.cmd("ucinewgame").pos(after(1)).go("depth 30").cmd("ucinewgame").go("nodes 3000");
        run_burst(e, b, gaps, "endless " + std::to_string(i));
        if (testing::Test::HasFailure()) return;
    }
    check_quiet(e, "endless");
}

// `stop` and `ponderhit` are carried out the moment they are read, never behind a queued command:
// they act on the running search and on each `go` read before them that has not started yet. Two
// finite searches written at once (the second waits for the first to end by itself) and a `stop`:
// both end at once, each with a move its depth 1 chose (depth 60 from the start position would
// never end by itself: a `stop` held back behind the second `go` makes this test time out).
TEST(UciBurst, StopAndPonderhitAreNeverQueuedBehindAGo) {
    EngineProcess e;
    ASSERT_TRUE(e.ok());
    std::mt19937 rng(29);
    const int n = repeats(10);
    for (int i = 0; i < n; ++i) {
        std::mt19937* gaps  = i % 2 ? &rng : nullptr;
        const std::string p = after(std::size_t(i) % GameMoves.size()), s = std::to_string(i);
        run_burst(e, Burst().pos(p).go("depth 60").go("depth 3").cmd("stop"), gaps, "two go, stop " + s);
        run_burst(e, Burst().pos(p).go("infinite").go("depth 60").cmd("stop"), gaps,
                  "infinite, go, stop " + s);
        run_burst(e, Burst().pos(p).go("depth 60").go("ponder depth 60").cmd("ponderhit").cmd("stop"), gaps,
                  "go, go ponder, ponderhit, stop " + s);
        // A ponderhit read before its `go ponder` started still reaches it: the search ends at its
        // node limit (without the ponderhit it would wait for one forever).
        run_burst(e, Burst().pos(p).go("nodes 20000").go("ponder nodes 5000").cmd("ponderhit"), gaps,
                  "go ponder queued, ponderhit " + s);
        // A stop applies only to the searches before it: the `go` after it runs to its depth.
        const auto last = run_burst(e, Burst().pos(p).go("depth 60").cmd("stop").go("depth 4"), gaps,
                                    "stop between two go " + s);
        if (last.size() == 2) {
            EXPECT_EQ(token_after(last[1], "depth"), "4") << last[1];
        }
        if (testing::Test::HasFailure()) return;
    }
    // And the same with the stop sent once the first search has reported an iteration: the
    // second `go` is then waiting for the first search to reach depth 60.
    e.send("position startpos");
    e.send("go depth 60");
    e.send("go depth 3");
    ASSERT_FALSE(e.read_until("info depth 2", 60000).empty());
    e.send("stop");
    auto got = e.read_until("bestmove", 60000);
    ASSERT_FALSE(got.empty()) << "the stop did not end the first search";
    got = e.read_until("bestmove", 60000);
    ASSERT_FALSE(got.empty()) << "the stop did not end the queued search";
    ASSERT_GE(got.size(), 2u);
    EXPECT_EQ(token_after(got.back(), "bestmove"), token_after(got[got.size() - 2], "pv"));
    // `ponderhit` with no search running or queued is an error and changes nothing; `stop` then is
    // the usual race with a search that has just ended, and silent.
    auto r = settle(e);
    e.send("ponderhit");
    r = settle(e);
    EXPECT_TRUE(has_prefix(r, "info string error: ponderhit while no search is running")) << r.size();
    e.send("stop");
    EXPECT_TRUE(settle(e).empty());
}

// isready is answered at once while a search runs; quit ends the session at any point, even
// while a command waits for a long finite search.
TEST(UciBurst, IsreadyDuringSearchAndQuitAtAnyPoint) {
    {
        EngineProcess e;
        ASSERT_TRUE(e.ok());
        e.send("position startpos");
        e.send("go infinite");
        auto r = settle(e);
        EXPECT_EQ(count_prefix(r, "bestmove"), 0);
        e.send("stop");
        EXPECT_FALSE(e.read_until("bestmove").empty());
    }
    const std::vector<std::vector<std::string>> bursts = {
        {"position startpos", "go infinite", "quit"},
        {"position startpos", "go ponder wtime 1000 btime 1000", "quit"},
        {"position startpos", "go depth 60", "go depth 5", "quit"},
        {"position startpos", "go depth 60", "setoption name Hash value 32", "quit"},
        {"position startpos", "go infinite", "stop", "quit"},
        {"position startpos", "go", "ucinewgame", "quit"},
        {"quit"},
        // End of input instead of quit: the commands read are carried out without waiting for a
        // search (nothing could stop it any more), and the engine exits.
        {"position startpos", "go depth 60", "go depth 5", "<eof>"},
        {"position startpos", "go depth 60", "position startpos moves e2e4", "<eof>"},
        {"position startpos", "go depth 60", "setoption name Hash value 32", "go depth 60", "<eof>"},
    };
    std::mt19937 rng(11);
    const int n = std::min(4, repeats(4)); // a fresh engine per burst
    for (int i = 0; i < n; ++i)
        for (const auto& burst : bursts) {
            EngineProcess e;
            ASSERT_TRUE(e.ok());
            for (const auto& l : burst) {
                if (l == "<eof>") {
                    e.close_input();
                    break;
                }
                e.send(l);
                if (i % 2) std::this_thread::sleep_for(std::chrono::microseconds(rng() % 2000));
            }
            int status = -1;
            // go depth 60 takes far longer than this: only quit or the end of input ends these
            // sessions in time.
            ASSERT_TRUE(e.wait_exit(60000, &status)) << "no exit after quit/EOF: " << burst[1];
            EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << burst[1] << " status " << status;
        }
}

} // namespace test_uci_burst
