// Strength levels (issue #20 part 3): Skill Level / UCI_LimitStrength / UCI_Elo. A level limits
// the nodes of each move and chooses among the best few moves by their scores; it must not throw
// away material that the search sees, and must behave as a UCI engine in every mode (ponder too).
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <functional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "board/movegen.h"
#include "board/position.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "sanitizers.h"
#include "search/engine.h"
#include "search/skill.h"
#include "uci_process.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_skill {

using namespace quince;
using search::Skill;

namespace {

Skill level(double l) {
    Skill s;
    s.level = l;
    return s;
}

search::SearchResult run(const std::string& fen, const Skill& skill, std::uint64_t seed,
                         search::Limits lim = {}) {
    Position pos;
    EXPECT_TRUE(pos.set(fen)) << fen;
    search::Engine e;
    e.set_skill(skill);
    e.seed_skill(seed);
    if (!lim.depth && !lim.nodes) lim.depth = 30; // the level's budget ends it first
    return e.search(pos, lim);
}

std::string uci(const std::string& fen, Move m) {
    Position pos;
    EXPECT_TRUE(pos.set(fen));
    return pos.move_to_uci(m);
}

// During `go ponder`: `position` (the same one) and `isready`; the lines up to readyok, which
// `position` never holds back for a ponder search (it waits only for a finite one to answer).
// Empty if no readyok came.
std::vector<std::string> ponder_probe(EngineProcess& e) {
    e.send("position startpos moves e2e4 e7e5");
    e.send("isready");
    return e.read_until("readyok", 60000);
}

} // namespace

TEST(Skill, BudgetAndTemperatureFallAndRiseWithTheLevel) {
    EXPECT_FALSE(level(20).enabled());
    EXPECT_EQ(level(20).node_budget(), 0u);
    EXPECT_EQ(level(20).temperature(), 0.0);
    for (double l = 0; l < 19.5; l += 0.5) {
        EXPECT_LT(level(l).node_budget(), level(l + 0.5).node_budget()) << l;
        EXPECT_GT(level(l).temperature(), level(l + 0.5).temperature()) << l;
    }
    // The budget doubles every 4/3 levels.
    EXPECT_NEAR(double(level(10 + 4.0 / 3).node_budget()) / double(level(10).node_budget()), 2.0, 0.01);
    // The fitted line (docs/strength.md): 1917 on Stockfish's scale is level 11, 59.7 Elo a level.
    EXPECT_NEAR(Skill::level_for_elo(1917), 11.0, 0.01);
    EXPECT_NEAR(Skill::level_for_elo(1917 + 4 * 59.7), 15.0, 0.02);
    EXPECT_EQ(Skill::level_for_elo(3000), Skill::level_for_elo(Skill::EloMax)); // clamped to the range
    EXPECT_GT(Skill::level_for_elo(Skill::EloMin), 0.0);
    EXPECT_LT(Skill::level_for_elo(Skill::EloMax), 20.0);
    EXPECT_EQ(Skill::level_for_elo(-5), Skill::level_for_elo(Skill::EloMin));
    for (int elo = Skill::EloMin; elo < Skill::EloMax; elo += 50)
        EXPECT_LT(Skill::level_for_elo(elo), Skill::level_for_elo(elo + 50)) << elo;
}

// The search stops at the level's node budget (it checks often enough at small budgets).
TEST(Skill, SearchStaysInsideTheNodeBudget) {
    for (double l : {0.0, 4.0, 9.0, 14.0}) {
        const auto r = run("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", level(l), 1);
        const auto budget = level(l).node_budget();
        EXPECT_LE(r.nodes, budget + budget / 8 + 64) << "level " << l;
        EXPECT_GE(r.nodes, budget / 2) << "level " << l;
        EXPECT_TRUE(r.best) << l;
    }
}

// A level plays a move it believes is close to the best it found: the choice never goes beyond
// three temperatures below the best line of the same search (so what the search sees hanging is
// not given away), and a mate in one is played at every level and with any seed.
TEST(Skill, ChoiceStaysCloseToTheBestLine) {
    const std::vector<std::string> fens = {
        "rnb1kbnr/ppp2ppp/8/3p4/4q3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 4",       // Nxe4 wins the queen
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", // Qxf7 mates
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8",
        "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 w - - 0 40"};
    const std::uint64_t seeds = test::sanitized ? 2 : 8; // ASan: 34 s with 8
    int checked               = 0;
    for (double l : {0.0, 3.0, 8.0, 15.0})
        for (const auto& fen : fens)
            for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
                Position pos;
                ASSERT_TRUE(pos.set(fen));
                search::Engine e;
                e.set_skill(level(l));
                e.seed_skill(seed);
                e.set_multipv(Skill::Candidates); // report every candidate: the played one first
                search::Limits lim;
                lim.depth    = 30;
                const auto r = e.search(pos, lim);
                ASSERT_FALSE(r.lines.empty());
                ASSERT_EQ(r.lines[0].move, r.best);
                int best = -VALUE_INFINITE;
                for (const auto& rm : r.lines) best = std::max(best, rm.latest_score());
                EXPECT_GE(r.lines[0].latest_score(), best - 3 * level(l).temperature())
                    << "level " << l << " seed " << seed << " " << fen;
                ++checked;
            }
    EXPECT_EQ(checked, 4 * 4 * int(seeds));
    const std::string mate_in_one = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";
    for (double l : {0.0, 2.0, 4.0, 8.0, 15.0})
        for (std::uint64_t seed = 1; seed <= 8; ++seed)
            EXPECT_EQ(uci(mate_in_one, run(mate_in_one, level(l), seed).best), "d1d8")
                << "level " << l << " seed " << seed;
}

// Among moves of similar value the choice varies with the seed at a low level, and the moves
// played are never far below the best the same search found.
TEST(Skill, ChoiceVariesAmongGoodMoves) {
    const std::string fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    std::set<std::string> played;
    for (std::uint64_t seed = 1; seed <= 24; ++seed) {
        const auto r = run(fen, level(2), seed);
        played.insert(uci(fen, r.best));
        ASSERT_FALSE(r.lines.empty());
        EXPECT_EQ(r.lines[0].move, r.best); // the move played heads the reported lines
    }
    EXPECT_GE(played.size(), 3u);
    // Full strength plays one move, whatever the seed.
    std::set<std::string> strong;
    search::Limits lim;
    lim.depth = 6;
    for (std::uint64_t seed = 1; seed <= 4; ++seed)
        strong.insert(uci(fen, run(fen, Skill{}, seed, lim).best));
    EXPECT_EQ(strong.size(), 1u);
}

// `go ponder` at a level waits for `ponderhit` even though its node budget is spent long before (a
// bestmove while pondering breaks the protocol), and so does `go ponder nodes` at full strength
// (the node limit ends the search's work, not the ponder); then it answers once. The test waits
// for the engine to be idle (its work done, waiting for ponderhit or stop), not for a clock: from
// then on only ponderhit or stop may bring the bestmove. (The two minutes only turn a search that
// never finishes its work into a failure.)
TEST(Skill, PonderWaitsForPonderhitAfterTheBudgetIsSpent) {
    Position pos;
    ASSERT_TRUE(pos.set("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"));
    for (const bool at_level : {true, false}) {
        std::atomic<int> bestmoves{0}, before_release{0};
        std::atomic<bool> released{false}; // ponderhit or stop sent
        search::Engine e;
        search::SearchListener listener;
        listener.on_bestmove = [&](const Position&, Move, Move) {
            ++bestmoves;
            if (!released.load()) ++before_release;
        };
        e.set_listener(listener);
        search::Limits lim;
        lim.ponder      = true;
        lim.time[WHITE] = lim.time[BLACK] = 60000;

        std::uint64_t budget = 200; // the node limit, or the level's budget
        if (at_level) {
            e.set_skill(level(1));
            budget = level(1).node_budget();
        } else {
            lim.nodes = budget;
        }
        ASSERT_GT(budget, 0u);
        e.start(pos, lim);
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(2);
        while (!e.idle() && e.searching() && std::chrono::steady_clock::now() < deadline)
            std::this_thread::yield();
        const bool idle = e.idle(), searching = e.searching();
        const std::uint64_t nodes = e.nodes_searched();
        released                  = true;
        if (at_level)
            e.ponderhit();
        else
            e.stop();
        e.wait();
        const char* what = at_level ? "level 1" : "nodes 200";
        EXPECT_TRUE(idle) << what << ": the search did not wait for " << (at_level ? "ponderhit" : "stop");
        EXPECT_TRUE(searching) << what;
        EXPECT_GE(nodes, budget) << what << ": its work ended before its budget";
        EXPECT_EQ(before_release.load(), 0) << what << ": a bestmove while pondering";
        EXPECT_EQ(bestmoves.load(), 1) << what;
        EXPECT_FALSE(e.searching()) << what;
    }
}

// As a GUI drives it: the options are declared; `go ponder` at a level is a ponder search (the
// engine-level wait is the test above); the last PV printed starts with the bestmove;
// UCI_LimitStrength switches to UCI_Elo.
TEST(Skill, UciOptionsPonderAndReporting) {
    EngineProcess e;
    ASSERT_TRUE(e.ok());
    const auto decl = e.ask("uci");
    for (const std::string want : {"option name Skill Level type spin default 20 min 0 max 20",
                                   "option name UCI_LimitStrength type check default false",
                                   "option name UCI_Elo type spin default 1350 min 1350 max 2300"})
        EXPECT_NE(std::find(decl.begin(), decl.end(), want), decl.end()) << want;

    e.ask("setoption name Skill Level value 1");
    e.ask("position startpos moves e2e4 e7e5");
    e.send("go ponder wtime 60000 btime 60000");
    // `position` waits for a finite search to answer, never for a ponder search: readyok after it
    // with no bestmove before shows that `go ponder` made a ponder search (a plain `go` would have
    // answered before the readyok, whatever the timing).
    const auto early = ponder_probe(e);
    ASSERT_FALSE(early.empty()) << "no readyok";
    for (const auto& l : early) EXPECT_NE(l.rfind("bestmove", 0), 0u) << l;
    e.send("ponderhit");
    auto lines = e.read_until("bestmove", 10000);
    ASSERT_FALSE(lines.empty());
    std::string last_pv;
    for (const auto& l : lines)
        if (l.find(" pv ") != std::string::npos) last_pv = l.substr(l.find(" pv ") + 4);
    const std::string best = lines.back().substr(9, lines.back().find(' ', 9) - 9);
    EXPECT_EQ(last_pv.substr(0, best.size()), best) << lines.back();

    // go nodes with ponder: the same (the node limit ends the search, not the ponder).
    e.ask("setoption name Skill Level value 20");
    e.send("go ponder nodes 200 wtime 60000 btime 60000");
    const auto probe = ponder_probe(e);
    ASSERT_FALSE(probe.empty()) << "no readyok";
    for (const auto& l : probe) EXPECT_NE(l.rfind("bestmove", 0), 0u) << l;
    e.send("stop");
    EXPECT_FALSE(e.read_until("bestmove", 10000).empty());

    // UCI_Elo applies only with UCI_LimitStrength; values outside the range are clamped with a note.
    const auto note = e.ask("setoption name UCI_Elo value 99999");
    ASSERT_FALSE(note.empty());
    EXPECT_NE(note[0].find("error"), std::string::npos);
    // With UCI_LimitStrength the level of UCI_Elo limits the search: a `go nodes 100000` ends within
    // Elo 1350's budget (every report counts fewer nodes), where full strength would go on.
    e.ask("setoption name UCI_Elo value 1350");
    e.ask("setoption name UCI_LimitStrength value true");
    e.ask("position startpos");
    e.send("go nodes 100000");
    const auto limited = e.read_until("bestmove", 60000);
    ASSERT_FALSE(limited.empty());
    const std::uint64_t budget = level(Skill::level_for_elo(1350)).node_budget();
    int reports                = 0;
    for (const auto& l : limited)
        if (l.rfind("info depth", 0) == 0) {
            ++reports;
            EXPECT_LE(std::stoull(token_after(l, "nodes")), budget + budget / 8 + 64) << l;
        }
    EXPECT_GT(reports, 0);
    e.send("quit");
}

// Rybka's lazy evaluation in play (issue #19 part 2): the search sets each thread's window after
// every iteration, and the hash table never keeps a lazily computed evaluation, so no later search
// (another root, another window, a profile without the exit) is handed material-only as the full
// evaluation. Checked on every position up to three plies from the root after a search whose
// tree is full of queen trades (material swings of 9 pawns, outside the 4-pawn window).
TEST(LazyEval, SearchUsesItAndTheHashTableNeverKeepsIt) {
    const eval::Profile* rybka = eval::find_profile("rybka");
    ASSERT_NE(rybka, nullptr);
    ASSERT_TRUE(rybka->params.LazyEval);
    const std::string fen = "r1b1k2r/ppp2ppp/2n2n2/3qp3/1b1P4/2N1PN2/PP1B1PPP/R2QKB1R w KQkq - 0 8";
    Position root;
    ASSERT_TRUE(root.set(fen));
    search::Engine e;
    e.set_profile(*rybka);
    search::Limits lim;
    lim.depth            = 9;
    const auto r         = e.search(root, lim);
    const int root_white = root.side_to_move() == WHITE ? r.score : -r.score;

    eval::Evaluator full(*rybka); // no window: the full evaluation
    auto material  = [](const Position& p) { return eval::lazy_material_count(p); };
    const int pawn = rybka->params.material().PieceValue[PAWN].op, u = rybka->params.UnitsPerCp;
    const int lo = (root_white * u - rybka->params.LazyMargin) / pawn,
              hi = (root_white * u + rybka->params.LazyMargin) / pawn;
    int stored = 0, outside_unstored = 0;
    std::function<void(Position&, int)> visit = [&](Position& p, int plies) {
        search::TTEntryData te;
        if (!p.in_check() && e.tt().probe(p.key(), te)) {
            if (te.eval != VALUE_NONE) {
                Position q = p;
                full.prepare(q);
                EXPECT_EQ(te.eval, full.evaluate(q)) << p.fen();
                ++stored;
            } else if (material(p) < lo || material(p) > hi) {
                ++outside_unstored;
            }
        }
        if (!plies) return;
        for (Move m : legal_moves(p)) {
            Position c = p;
            c.make_move(m);
            visit(c, plies - 1);
        }
    };
    visit(root, 3);
    EXPECT_GT(stored, 100);
    // Positions outside the window were searched, evaluated lazily and not stored.
    EXPECT_GT(outside_unstored, 0);
}

} // namespace test_skill
