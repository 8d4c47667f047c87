// Limits (reliability issue): hash sizes beyond the machine, Threads changed between games,
// ucinewgame really clearing the search state, a 1,000-move game history, and a position with
// more than 50 legal captures. All but the first run the real engine binary through pipes.
#include <gtest/gtest.h>

#include <random>
#include <sstream>
#include <string>

#include <unistd.h>

#include "board/movegen.h"
#include "board/position.h"
#include "sanitizers.h"
#include "search/tt.h"
#include "uci_process.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_limits {

using namespace quince;

namespace {

// Node count of the deepest info line, and the best move, of one `go`.
struct Searched {
    long long nodes = -1;
    std::string bestmove;
};
Searched go(EngineProcess& e, const std::string& position, const std::string& args) {
    e.send("position " + position);
    e.send("go " + args);
    Searched s;
    for (const auto& l : e.read_until("bestmove", 120000)) {
        if (l.rfind("info depth", 0) == 0 && l.find(" nodes ") != std::string::npos)
            s.nodes = std::stoll(token_after(l, "nodes"));
        if (l.rfind("bestmove", 0) == 0) s.bestmove = token_after(l, "bestmove");
    }
    return s;
}

bool legal_after(const std::string& fen, const std::string& moves, const std::string& move) {
    Position p;
    if (!p.set(fen)) return false;
    std::istringstream in(moves);
    for (std::string m; in >> m;) {
        Move mv = p.parse_uci_move(m);
        if (!mv) return false;
        p.make_move(mv);
    }
    return bool(p.parse_uci_move(move));
}

bool is_error(const std::vector<std::string>& lines) {
    for (const auto& l : lines)
        if (l.rfind("info string error:", 0) == 0) return true;
    return false;
}

const std::string MiddlegameFen = "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQ - 0 1";
const std::string Middlegame    = "fen " + MiddlegameFen;

} // namespace

// More than the machine has: refused up front with a message naming the machine's memory, the old
// table kept (nothing is allocated for the refused size); the machine's memory itself is taken.
// The machine's size is the test's own (set_machine_mb), so the test means the same on any host.
// Left to ask the system, the table refuses 2^40 MB (an exabyte, the largest size not refused as
// too large): no machine has that much, and the message then names the system's own size.
TEST(Limits, HashBeyondTheMachineIsRefused) {
    search::TranspositionTable tt;
    tt.set_machine_mb(64);
    ASSERT_TRUE(tt.resize(1));
    std::string err;
    EXPECT_FALSE(tt.resize(65, &err));
    EXPECT_NE(err.find("cannot allocate 65 MB for the hash table: the machine has 64 MB of memory"),
              std::string::npos)
        << err;
    EXPECT_EQ(tt.size_mb(), 1u);
    err.clear();
    EXPECT_TRUE(tt.resize(64, &err)) << err;
    EXPECT_EQ(tt.size_mb(), 64u);

    search::TranspositionTable system;
    ASSERT_TRUE(system.resize(1));
    err.clear();
    EXPECT_FALSE(system.resize(std::size_t(1) << 40, &err));
    EXPECT_NE(err.find("cannot allocate 1099511627776 MB for the hash table: the machine has "),
              std::string::npos)
        << err;
    EXPECT_EQ(system.size_mb(), 1u);
}

// Through UCI: a Hash size the engine cannot have is refused with a message, the old table kept,
// and the engine still plays; smaller sizes, 1 MB included, are taken. The engine runs under an
// address-space limit the test sets in the child (4 GB), so the option's maximum, 64 GB, is beyond
// it on any host: refused up front where the machine has less memory, by the failed allocation
// where it has more (both messages start alike, and nothing is allocated).
TEST(Limits, HashTheEngineCannotHaveIsRefusedOverUci) {
#ifdef QUINCE_TEST_SANITIZED
    GTEST_SKIP() << "sanitizers reserve terabytes of shadow memory: the engine cannot start under an "
                    "address-space limit (the release build runs this test)";
#endif
    EngineProcess e(EngineProcess::default_path(), rlim_t(4) << 30);
    ASSERT_TRUE(e.ok()) << "the engine did not start under a 4 GB address-space limit";
    const Searched before = go(e, Middlegame, "depth 7");
    ASSERT_GT(before.nodes, 0);
    auto answer = e.ask("setoption name Hash value 65536");
    ASSERT_TRUE(is_error(answer)) << "65536 MB under a 4 GB address-space limit must be refused";
    EXPECT_NE(answer[0].find("cannot allocate 65536 MB for the hash table"), std::string::npos) << answer[0];
    EXPECT_NE(answer[0].find("keeping the 16 MB table"), std::string::npos) << answer[0];
    e.send("ucinewgame");
    // The table is still the 16 MB one: a fresh search repeats the first one node for node.
    EXPECT_EQ(go(e, Middlegame, "depth 7").nodes, before.nodes);
    for (const char* mb : {"1", "64", "16"}) {
        EXPECT_FALSE(is_error(e.ask(std::string("setoption name Hash value ") + mb))) << mb;
        const Searched s = go(e, Middlegame, "depth 6");
        EXPECT_TRUE(legal_after(MiddlegameFen, "", s.bestmove)) << "Hash " << mb;
    }
}

// ucinewgame empties the hash table and the histories: the next search is exactly a fresh
// engine's. Threads may change between games, and a one-thread search afterwards is again
// exactly a fresh engine's.
TEST(Limits, UcinewgameClearsStateAndThreadsChangeBetweenGames) {
    const std::string other = "fen r2q1rk1/ppp2ppp/2npbn2/2b1p3/4P3/2PP1N2/PPB2PPP/RNBQ1RK1 w - - 0 9";
    Searched fresh;
    {
        EngineProcess e;
        ASSERT_TRUE(e.ok());
        fresh = go(e, other, "depth 9");
    }
    ASSERT_GT(fresh.nodes, 0);
    EngineProcess e;
    ASSERT_TRUE(e.ok());
    go(e, Middlegame, "depth 9");
    const Searched warm = go(e, other, "depth 9"); // same game: the table helps
    EXPECT_NE(warm.nodes, fresh.nodes) << "a search after another one should see its table";
    e.send("ucinewgame");
    EXPECT_EQ(go(e, other, "depth 9").nodes, fresh.nodes);

    for (const char* threads : {"2", "3", "1"}) {
        e.send("ucinewgame");
        e.send(std::string("setoption name Threads value ") + threads);
        const Searched s = go(e, Middlegame, "depth 8");
        EXPECT_TRUE(legal_after(MiddlegameFen, "", s.bestmove)) << threads << " threads";
    }
    e.send("ucinewgame");
    EXPECT_EQ(go(e, other, "depth 9").nodes, fresh.nodes);
    e.send("quit");
    int status = -1;
    ASSERT_TRUE(e.wait_exit(60000, &status));
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

// A game of 1,000 moves by each side (2,000 plies of history, much of it shuffling, so the
// repetition and fifty-move scans run over long stretches): the position command takes it all,
// and searches by depth and by clock return a legal move.
TEST(Limits, ThousandMoveGame) {
    Position p;
    std::mt19937 rng(2026);
    std::string moves;
    std::vector<Move> played;
    while (played.size() < 2000) {
        MoveList list = legal_moves(p);
        ASSERT_FALSE(list.empty());
        // Prefer a move after which the game goes on (no mate or stalemate).
        Move pick = list[int(rng() % unsigned(list.size()))];
        for (int tries = 0; tries < 8; ++tries) {
            Move m = list[int(rng() % unsigned(list.size()))];
            p.make_move(m);
            const bool goes_on = !legal_moves(p).empty();
            p.unmake_move(m);
            if (goes_on) {
                pick = m;
                break;
            }
        }
        moves.append(" ").append(p.move_to_uci(pick));
        p.make_move(pick);
        played.push_back(pick);
    }
    ASSERT_FALSE(legal_moves(p).empty()) << "the random game ended: it must go on for the searches";
    EngineProcess e;
    ASSERT_TRUE(e.ok());
    const std::string position = "startpos moves" + moves;
    auto answer                = e.ask("position " + position);
    EXPECT_FALSE(is_error(answer));
    e.send("d");
    std::string fen;
    for (const auto& l : e.read_until("Checkers:", 60000))
        if (l.rfind("Fen: ", 0) == 0) fen = l.substr(5);
    EXPECT_EQ(fen, p.fen());
    for (const char* args : {"depth 8", "wtime 300 btime 300 winc 10 binc 10", "movetime 50"}) {
        const Searched s = go(e, position, args);
        EXPECT_TRUE(bool(p.parse_uci_move(s.bestmove))) << args << ": " << s.bestmove;
    }
}

// 71 legal captures for White (a hill-climbed position: nine queens among sixteen black men).
// Generation, SEE ordering, quiescence and the search's move buffers all hold them.
TEST(Limits, PositionWithManyCaptures) {
    const std::string fen = "kbQrBnQq/8/1QrQrQrQ/1K6/1bRbQn1q/3N1NQ1/1B1Q3n/2qRq1n1 w - - 0 1";
    Position p;
    ASSERT_TRUE(p.set(fen));
    MoveList caps;
    generate<CAPTURES>(p, caps);
    EXPECT_GE(caps.size(), 50);
    EXPECT_LE(legal_moves(p).size(), 256);
    EngineProcess e;
    ASSERT_TRUE(e.ok());
    for (const char* args : {"depth 1", "depth 6", "movetime 100"}) {
        const Searched s = go(e, "fen " + fen, args);
        EXPECT_TRUE(bool(p.parse_uci_move(s.bestmove))) << args << ": " << s.bestmove;
    }
    // And Black to move in the same men.
    const std::string black = "kbQrBnQq/8/1QrQrQrQ/1K6/1bRbQn1q/3N1NQ1/1B1Q3n/2qRq1n1 b - - 0 1";
    Position pb;
    ASSERT_TRUE(pb.set(black));
    const Searched s = go(e, "fen " + black, "depth 5");
    EXPECT_TRUE(bool(pb.parse_uci_move(s.bestmove))) << s.bestmove;
}

} // namespace test_limits
