// Syzygy tablebases (issue #20): the glue to Fathom against Debian's `fathom` tool, the score band
// in the hash table, and the engine through UCI: endgames converted to mate (and draws held)
// against Stockfish 15.1 with tablebases, option errors, tbhits. Built only with Fathom.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <sstream>

#include <unistd.h>

#include "board/movegen.h"
#include "board/position.h"
#include "sanitizers.h"
#include "search/syzygy.h"
#include "search/tt.h"
#include "test_data.h"
#include "uci_process.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_syzygy {

using namespace quince;

// The hash table's mate / tablebase adjustments: a TB score keeps its distance, is never read as a
// mate, and a TB win the fifty-move rule may spoil is no longer a proven win.
TEST(SyzygyScores, TableAdjustmentKeepsBandsApart) {
    using search::value_from_tt;
    using search::value_to_tt;
    static_assert(VALUE_TB < VALUE_MATE_IN_MAX_PLY && VALUE_TB_WIN_IN_MAX_PLY > 10000);
    for (int ply : {0, 1, 7, 40}) {
        for (int d : {0, 3, 30}) {
            int win  = tb_win_in(ply + d);
            int loss = tb_loss_in(ply + d);
            EXPECT_EQ(value_to_tt(win, ply), tb_win_in(d));
            EXPECT_EQ(value_to_tt(loss, ply), tb_loss_in(d));
            EXPECT_EQ(value_from_tt(value_to_tt(win, ply), ply, 0), win);
            EXPECT_EQ(value_from_tt(value_to_tt(loss, ply), ply, 0), loss);
            EXPECT_LT(value_from_tt(value_to_tt(win, ply), ply, 0), VALUE_MATE_IN_MAX_PLY);
        }
    }
    // 30 plies to the tablebase position with the counter at 80: the fifty-move rule comes first.
    EXPECT_EQ(value_from_tt(tb_win_in(30), 0, 80), VALUE_TB_WIN_IN_MAX_PLY - 1);
    EXPECT_EQ(value_from_tt(tb_loss_in(30), 0, 80), VALUE_TB_LOSS_IN_MAX_PLY + 1);
    EXPECT_FALSE(is_tb_score(VALUE_TB_WIN_IN_MAX_PLY - 1));
    // Mates are unchanged, and the "mate beyond the fifty-move horizon" value is not a TB score.
    EXPECT_EQ(value_to_tt(mate_in(5), 2), mate_in(3));
    EXPECT_FALSE(is_tb_score(VALUE_MATE_IN_MAX_PLY - 1));
}

#if defined(QUINCE_HAVE_SYZYGY) && QUINCE_HAVE_SYZYGY

namespace {

const std::string TbDir = test::data_path("syzygy");

#ifdef QUINCE_TEST_SANITIZED
constexpr bool Sanitized = true;
#else
constexpr bool Sanitized = false;
#endif

void load_tables() {
    Position::init();
    std::string err, note;
    ASSERT_TRUE(tb::load(TbDir, &err, &note)) << err;
    ASSERT_EQ(tb::largest(), 4);
}

std::string find_tool(const std::vector<std::string>& candidates) {
    for (const auto& c : candidates)
        if (access(c.c_str(), X_OK) == 0) return c;
    return "";
}

// A random legal position of `material` ("KQvK": White's pieces, then Black's) with the fifty-move
// counter at zero: kings apart, no pawn on rank 1 or 8, the side not to move not in check (the FEN
// parser checks), and some legal move.
std::string random_position(const std::string& material, std::mt19937_64& rng) {
    for (;;) {
        char board[64];
        std::fill(std::begin(board), std::end(board), '.');
        bool black = false, ok = true;
        for (char c : material) {
            if (c == 'v') {
                black = true;
                continue;
            }
            char piece = black ? char(std::tolower(c)) : c;
            int sq;
            int tries = 0;
            do {
                sq = int(rng() % 64);
            } while ((board[sq] != '.' || ((c == 'P') && (sq < 8 || sq >= 56))) && ++tries < 100);
            if (tries >= 100) ok = false;
            board[sq] = piece;
        }
        if (!ok) continue;
        std::string fen;
        for (int r = 7; r >= 0; --r) {
            int empty = 0;
            for (int f = 0; f < 8; ++f) {
                char p = board[r * 8 + f];
                if (p == '.') {
                    ++empty;
                    continue;
                }
                if (empty) fen += char('0' + empty);
                empty = 0;
                fen += p;
            }
            if (empty) fen += char('0' + empty);
            if (r) fen += '/';
        }
        fen += rng() % 2 ? " w - - 0 1" : " b - - 0 1";
        Position pos;
        if (!pos.set(fen) || legal_moves(pos).empty()) continue;
        return fen;
    }
}

struct ToolResult {
    std::string wdl;
    int dtz     = -1;
    int winning = 0, drawing = 0, losing = 0;
};

int count_list(const std::string& s) {
    if (s.empty()) return 0;
    return int(std::count(s.begin(), s.end(), ',')) + 1;
}

// `fathom --path=DIR FEN`: its PGN tags WDL, DTZ and the three move lists.
bool run_fathom(const std::string& tool, const std::string& fen, ToolResult* r) {
    std::string cmd = tool + " --path=" + TbDir + " \"" + fen + "\" 2>&1";
    FILE* p         = popen(cmd.c_str(), "r");
    if (!p) return false;
    std::string out;
    char buf[4096];
    while (std::fgets(buf, sizeof buf, p)) out += buf;
    pclose(p);
    std::istringstream in(out);
    bool got_wdl = false;
    for (std::string line; std::getline(in, line);) {
        auto tag = [&](const std::string& name, std::string* value) {
            std::string prefix = "[" + name + " \"";
            if (line.rfind(prefix, 0) != 0) return false;
            *value = line.substr(prefix.size(), line.size() - prefix.size() - 2);
            return true;
        };
        std::string v;
        if (tag("WDL", &v)) {
            r->wdl  = v;
            got_wdl = true;
        } else if (tag("DTZ", &v)) {
            r->dtz = std::stoi(v);
        } else if (tag("WinningMoves", &v)) {
            r->winning = count_list(v);
        } else if (tag("DrawingMoves", &v)) {
            r->drawing = count_list(v);
        } else if (tag("LosingMoves", &v)) {
            r->losing = count_list(v);
        }
    }
    return got_wdl && r->dtz >= 0;
}

const char* wdl_name(tb::Wdl w) {
    switch (w) {
    case tb::LOSS: return "Loss";
    case tb::BLESSED_LOSS: return "BlessedLoss";
    case tb::DRAW: return "Draw";
    case tb::CURSED_WIN: return "CursedWin";
    case tb::WIN: return "Win";
    }
    return "?";
}

} // namespace

// (a) WDL and DTZ of random legal positions of many materials, and the number of winning, drawing
// and losing moves, as Quince's conversion to Fathom gives them and as the independent `fathom`
// tool (its own FEN parser) prints them. Some KPvKP positions follow a double pawn push, so the
// en-passant square matters.
TEST(Syzygy, ProbesAgreeWithFathomTool) {
    load_tables();
    const std::string tool = find_tool({"/usr/games/fathom", "/usr/bin/fathom", "/usr/local/bin/fathom"});
    ASSERT_FALSE(tool.empty())
        << "the `fathom` tool (Debian package fathom) is missing: run scripts/setup-deps";

    const std::vector<std::string> materials = {"KQvK",  "KRvK",  "KPvK",  "KBNvK", "KRvKB", "KNNvK",
                                                "KQvKR", "KPvKP", "KRPvK", "KBvKP", "KQvKP", "KRvKN",
                                                "KBBvK", "KNvKP", "KPPvK", "KQvKQ"};
    const int per_material                   = Sanitized ? 6 : 22;
    std::mt19937_64 rng(20);
    std::vector<std::string> fens;
    for (const auto& m : materials)
        for (int i = 0; i < per_material; ++i) fens.push_back(random_position(m, rng));
    // Positions right after a double push: the en-passant square is in the FEN (and capturable in
    // some of them).
    int with_ep = 0;
    for (int tries = 0; with_ep < (Sanitized ? 6 : 30) && tries < 100000; ++tries) {
        Position pos;
        pos.set(random_position("KPvKP", rng));
        for (Move m : legal_moves(pos)) {
            if (pos.moved_piece(m) % 6 != PAWN || std::abs(int(m.to()) - int(m.from())) != 16) continue;
            pos.make_move(m);
            if (!legal_moves(pos).empty()) {
                fens.push_back(pos.fen());
                ++with_ep;
            }
            break;
        }
    }

    std::map<std::string, int> seen;
    int checked = 0;
    for (const auto& fen : fens) {
        SCOPED_TRACE(fen);
        Position pos;
        ASSERT_TRUE(pos.set(fen));
        tb::RootResult rr;
        ASSERT_TRUE(tb::probe_root(pos, &rr));
        tb::Wdl wdl;
        ASSERT_TRUE(tb::probe_wdl(pos, &wdl));
        ToolResult tr;
        ASSERT_TRUE(run_fathom(tool, fen, &tr));
        EXPECT_EQ(wdl_name(rr.wdl), tr.wdl);
        EXPECT_EQ(wdl_name(wdl), tr.wdl); // the WDL table alone (counter 0) agrees
        EXPECT_EQ(rr.dtz, tr.dtz);
        int win = 0, draw = 0, loss = 0;
        for (const auto& m : rr.moves) {
            win += m.wdl == tb::WIN;
            loss += m.wdl == tb::LOSS;
            draw += m.wdl != tb::WIN && m.wdl != tb::LOSS;
        }
        EXPECT_EQ(win, tr.winning);
        EXPECT_EQ(draw, tr.drawing);
        EXPECT_EQ(loss, tr.losing);
        EXPECT_EQ(int(rr.moves.size()), legal_moves(pos).size());
        ++seen[tr.wdl];
        ++checked;
    }
    // The sample has wins, draws and losses.
    EXPECT_GT(seen["Win"], 10);
    EXPECT_GT(seen["Draw"], 10);
    EXPECT_GT(seen["Loss"], 10);
    std::string summary;
    for (const auto& [k, n] : seen) summary += " " + k + " " + std::to_string(n);
    std::printf("[ syzygy ] %d positions (%d after a double push) agree with fathom:%s\n", checked, with_ep,
                summary.c_str());
}

namespace {

enum class Outcome {
    QuinceMates,
    QuinceMated,
    Stalemate,
    FiftyMoves,
    Repetition,
    Insufficient,
    MoveLimit,
    Error
};

struct Game {
    Outcome outcome  = Outcome::Error;
    int quince_moves = 0;
    int rule50       = 0; // the fifty-move counter at the end
    std::string error;
    std::string moves;
};

const char* outcome_name(Outcome o) {
    switch (o) {
    case Outcome::QuinceMates: return "Quince mates";
    case Outcome::QuinceMated: return "Quince is mated";
    case Outcome::Stalemate: return "stalemate";
    case Outcome::FiftyMoves: return "fifty-move draw";
    case Outcome::Repetition: return "repetition";
    case Outcome::Insufficient: return "insufficient material";
    case Outcome::MoveLimit: return "move limit";
    case Outcome::Error: return "error";
    }
    return "?";
}

// Quince (tablebases, `go nodes N`) against Stockfish (tablebases, `go nodes M`) from `fen`, Quince
// playing `quince_side`, at most `max_moves` moves of Quince. `check` is called after each of
// Quince's moves with the position (the opponent to move); it returns an error text or "".
template <class Check>
Game play(EngineProcess& quince, EngineProcess& sf, const std::string& fen, Color quince_side, int max_moves,
          Check check) {
    Game g;
    Position pos;
    pos.set(fen);
    std::string moves;
    quince.send("ucinewgame");
    sf.send("ucinewgame");
    const int quince_nodes = Sanitized ? 4000 : 20000;
    for (;;) {
        if (legal_moves(pos).empty()) {
            g.outcome = !pos.in_check()                     ? Outcome::Stalemate
                        : pos.side_to_move() == quince_side ? Outcome::QuinceMated
                                                            : Outcome::QuinceMates;
            break;
        }
        if (pos.rule50() >= 100) {
            g.outcome = Outcome::FiftyMoves;
            break;
        }
        if (pos.is_repetition(0)) {
            g.outcome = Outcome::Repetition;
            break;
        }
        if (pos.insufficient_material()) {
            g.outcome = Outcome::Insufficient;
            break;
        }
        if (g.quince_moves >= max_moves) {
            g.outcome = Outcome::MoveLimit;
            break;
        }
        const bool ours  = pos.side_to_move() == quince_side;
        EngineProcess& e = ours ? quince : sf;
        e.send("position fen " + fen + (moves.empty() ? "" : " moves" + moves));
        e.send(ours ? "go nodes " + std::to_string(quince_nodes) : "go nodes 20000");
        auto lines = e.read_until("bestmove", 120000);
        if (lines.empty()) {
            g.error = std::string(ours ? "Quince" : "Stockfish") + " gave no bestmove";
            break;
        }
        std::string text = token_after(lines.back(), "bestmove");
        Move m           = pos.parse_uci_move(text);
        if (!m) {
            g.error = std::string(ours ? "Quince" : "Stockfish") + " played an illegal move " + text;
            break;
        }
        pos.make_move(m);
        moves += " " + text;
        if (ours) {
            ++g.quince_moves;
            std::string err = check(pos);
            if (!err.empty()) {
                g.error = "after Quince's " + text + ": " + err;
                break;
            }
        }
    }
    g.moves  = moves;
    g.rule50 = pos.rule50();
    return g;
}

// The tablebase verdict for the side to move, counting the fifty-move counter (from the root probe).
tb::Wdl verdict(const Position& pos) {
    tb::RootResult rr;
    if (tb::probe_root(pos, &rr)) return rr.wdl;
    return tb::DRAW; // no legal move: mate or stalemate, judged by the game loop
}

void start_engines(EngineProcess& quince, EngineProcess& sf) {
    ASSERT_TRUE(quince.ok());
    ASSERT_TRUE(sf.ok()) << "Stockfish (/usr/games/stockfish) did not start: run scripts/setup-deps";
    quince.ask("setoption name SyzygyPath value " + TbDir);
    sf.send("uci");
    ASSERT_FALSE(sf.read_until("uciok", 60000).empty());
    sf.ask("setoption name SyzygyPath value " + TbDir);
    sf.ask("setoption name Threads value 1");
}

} // namespace

// (b) Won endgames are converted to mate within the fifty-move rule against Stockfish's best
// defence (it has the same tables); after every Quince move the position is still won.
TEST(Syzygy, ConvertsWinsAgainstStockfish) {
    load_tables();
    ASSERT_FALSE(find_tool({"/usr/games/stockfish"}).empty())
        << "Stockfish (/usr/games/stockfish) is missing: run scripts/setup-deps";
    EngineProcess quince, sf("/usr/games/stockfish");
    start_engines(quince, sf);
    struct Start {
        const char* material;
        const char* fen;
    };
    std::vector<Start> starts = {
        {"KQvK", "8/8/8/4k3/8/8/8/3QK3 w - - 0 1"},     {"KQvK", "3qk3/8/8/8/8/8/8/4K3 b - - 0 1"},
        {"KRvK", "8/8/8/4k3/8/8/8/R3K3 w - - 0 1"},     {"KRvK", "8/1K6/8/8/3k4/8/8/7r b - - 0 1"},
        {"KBNvK", "8/8/8/4k3/8/8/8/2B1K1N1 w - - 0 1"}, {"KBNvK", "7k/8/8/8/8/8/8/KBN5 w - - 0 1"},
        {"KPvK", "4k3/8/4K3/4P3/8/8/8/8 w - - 0 1"},    {"KPvK", "8/4k3/8/4K3/4P3/8/8/8 b - - 0 1"},
        {"KPvK", "8/8/8/8/8/2k5/4p3/6K1 b - - 0 1"},
    };
    if (Sanitized) starts = {starts[0], starts[2], starts[4], starts[6]};
    for (const auto& s : starts) {
        SCOPED_TRACE(s.fen);
        Position start;
        ASSERT_TRUE(start.set(s.fen));
        // The winning side: the one with more material (all starts are won for it).
        const Color winner = popcount(start.pieces(WHITE)) > popcount(start.pieces(BLACK)) ? WHITE : BLACK;
        ASSERT_EQ(verdict(start), start.side_to_move() == winner ? tb::WIN : tb::LOSS);
        Game g = play(quince, sf, s.fen, winner, 150, [&](const Position& p) -> std::string {
            if (legal_moves(p).empty()) return "";
            return verdict(p) == tb::LOSS ? "" : std::string("the win is gone (") + p.fen() + ")";
        });
        EXPECT_TRUE(g.error.empty()) << g.error << "; moves:" << g.moves;
        EXPECT_EQ(g.outcome, Outcome::QuinceMates) << outcome_name(g.outcome) << "; moves:" << g.moves;
        // Mate on the move that completes fifty moves still counts; a later one would not.
        EXPECT_LE(g.rule50, 100) << g.moves;
        std::printf("[ syzygy ] %-5s %s: %s in %d moves (fifty-move counter %d)\n", s.material, s.fen,
                    outcome_name(g.outcome), g.quince_moves, g.rule50);
    }
}

// (b) Drawn endgames are held: Quince defends KRvKB with the bishop and the drawn KPvK with the lone
// king, and keeps KNNvK (it cannot win, it must not lose). After every Quince move the position is
// still at least a draw for Quince.
TEST(Syzygy, HoldsDrawsAgainstStockfish) {
    load_tables();
    ASSERT_FALSE(find_tool({"/usr/games/stockfish"}).empty())
        << "Stockfish (/usr/games/stockfish) is missing: run scripts/setup-deps";
    EngineProcess quince, sf("/usr/games/stockfish");
    start_engines(quince, sf);
    struct Start {
        const char* material;
        const char* fen;
        Color quince;
    };
    const std::vector<Start> starts = {
        {"KRvKB", "8/2b5/8/4k3/8/8/8/R3K3 w - - 0 1", BLACK},
        {"KPvK", "8/4k3/8/4K3/4P3/8/8/8 w - - 0 1", BLACK},
        {"KNNvK", "8/8/8/4k3/8/8/8/1N2K1N1 w - - 0 1", WHITE},
    };
    const int moves = Sanitized ? 12 : 40;
    for (const auto& s : starts) {
        SCOPED_TRACE(s.fen);
        Position start;
        ASSERT_TRUE(start.set(s.fen));
        ASSERT_EQ(verdict(start), tb::DRAW);
        Game g = play(quince, sf, s.fen, s.quince, moves, [&](const Position& p) -> std::string {
            if (legal_moves(p).empty()) return "";
            tb::Wdl w = verdict(p); // for the opponent
            return w == tb::WIN || w == tb::CURSED_WIN ? "the draw is gone (" + p.fen() + ")" : "";
        });
        EXPECT_TRUE(g.error.empty()) << g.error << "; moves:" << g.moves;
        EXPECT_NE(g.outcome, Outcome::QuinceMated) << g.moves;
        EXPECT_NE(g.outcome, Outcome::Error) << g.moves;
        std::printf("[ syzygy ] %-5s %s: %s after %d Quince moves\n", s.material, s.fen,
                    outcome_name(g.outcome), g.quince_moves);
    }
}

namespace {

// A scratch directory, removed at the end of the test.
class TempDir {
  public:
    TempDir() {
        static int counter = 0;
        dir_               = std::filesystem::temp_directory_path() /
               ("quince-syzygy-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
        std::filesystem::create_directories(dir_);
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(dir_, ec);
    }
    std::string path() const { return dir_.string(); }
    void write(const std::string& name, const std::string& bytes) const {
        std::ofstream(dir_ / name, std::ios::binary) << bytes;
    }

  private:
    std::filesystem::path dir_;
};

std::string last_info(const std::vector<std::string>& lines) {
    std::string last;
    for (const auto& l : lines)
        if (l.rfind("info depth", 0) == 0) last = l;
    return last;
}

long long tbhits_of(const std::string& line) {
    std::string v = token_after(line, "tbhits");
    return v.empty() ? -1 : std::stoll(v);
}

} // namespace

// (c) The options are declared; a missing, empty or junk directory is refused with an error, the
// tables loaded before stay in use, and searches go on; `<empty>` turns the tables off.
TEST(Syzygy, OptionsAndBadPaths) {
    EngineProcess e;
    ASSERT_TRUE(e.ok());
    e.send("uci");
    auto decl = e.read_until("uciok");
    EXPECT_TRUE(has_prefix(decl, "option name SyzygyPath type string default <empty>"));
    EXPECT_TRUE(has_prefix(decl, "option name SyzygyProbeDepth type spin default 1 min 1 max 100"));
    EXPECT_TRUE(has_prefix(decl, "option name Syzygy50MoveRule type check default true"));
    EXPECT_TRUE(has_prefix(decl, "option name SyzygyProbeLimit type spin default 7 min 0 max 7"));

    TempDir empty, junk;
    junk.write("readme.txt", "not a table\n");
    junk.write("KQvK.rtbw", std::string(1000, 'x'));
    const std::string kqk = "position fen 8/8/8/4k3/8/8/8/3QK3 w - - 0 1";
    auto search_tbhits    = [&]() {
        e.send(kqk);
        e.send("go depth 6");
        auto lines = e.read_until("bestmove");
        EXPECT_FALSE(lines.empty());
        if (lines.empty()) return -1LL;
        Position p;
        p.set("8/8/8/4k3/8/8/8/3QK3 w - - 0 1");
        EXPECT_TRUE(p.parse_uci_move(token_after(lines.back(), "bestmove"))) << lines.back();
        return tbhits_of(last_info(lines));
    };

    // No tables yet: each bad path is refused and the engine plays without tablebases.
    for (const std::string& bad : {std::string("/nonexistent/quince/syzygy"), empty.path(), junk.path()}) {
        auto out = e.ask("setoption name SyzygyPath value " + bad);
        EXPECT_TRUE(has_prefix(out, "info string error: SyzygyPath")) << bad;
        EXPECT_EQ(search_tbhits(), 0) << bad;
    }
    // Good tables, then bad paths: the good ones stay (the root probe counts a hit per root move).
    auto out = e.ask("setoption name SyzygyPath value " + TbDir);
    EXPECT_TRUE(has_prefix(out, "info string Syzygy tablebases: 35 WDL files, up to 4 pieces"));
    EXPECT_GT(search_tbhits(), 0);
    for (const std::string& bad : {std::string("/nonexistent/quince/syzygy"), empty.path(), junk.path(),
                                   TbDir + ":/nonexistent/quince/syzygy"}) {
        out = e.ask("setoption name SyzygyPath value " + bad);
        EXPECT_TRUE(has_prefix(out, "info string error: SyzygyPath")) << bad;
        EXPECT_TRUE(std::any_of(out.begin(), out.end(), [&](const std::string& l) {
            return l.find("keeping the tables in " + TbDir) != std::string::npos;
        })) << bad;
        EXPECT_GT(search_tbhits(), 0) << bad;
    }
    // Off, and the limit 0 also switches probing off.
    out = e.ask("setoption name SyzygyPath value <empty>");
    EXPECT_TRUE(has_prefix(out, "info string Syzygy tablebases off"));
    EXPECT_EQ(search_tbhits(), 0);
    e.ask("setoption name SyzygyPath value " + TbDir);
    e.ask("setoption name SyzygyProbeLimit value 0");
    EXPECT_EQ(search_tbhits(), 0);
    e.ask("setoption name SyzygyProbeLimit value 7");
    EXPECT_GT(search_tbhits(), 0);
    EXPECT_TRUE(has_prefix(e.ask("setoption name SyzygyProbeDepth value 101"), "info string error:"));
}

// (d) A 5-piece position (outside the tables) whose captures lead into them: the search probes,
// `tbhits` counts it, and the root moves' scores can be TB scores. Without tables: no hits.
TEST(Syzygy, TbHitsInSearch) {
    EngineProcess e;
    ASSERT_TRUE(e.ok());
    const std::string pos = "position fen 8/8/4kr2/8/8/8/P7/3QK3 w - - 0 1"; // KQPvKR
    e.send(pos);
    e.send("go nodes 30000");
    auto lines = e.read_until("bestmove");
    ASSERT_FALSE(lines.empty());
    EXPECT_EQ(tbhits_of(last_info(lines)), 0);

    e.ask("setoption name SyzygyPath value " + TbDir);
    e.send(pos);
    e.send("go nodes 30000");
    lines = e.read_until("bestmove");
    ASSERT_FALSE(lines.empty());
    EXPECT_GT(tbhits_of(last_info(lines)), 0) << last_info(lines);

    // A won 4-piece root shows the tablebase score `cp 19999` (won, not a mate the search found).
    e.send("position fen 8/8/8/4k3/8/8/8/2B1K1N1 w - - 0 1");
    e.send("go nodes 20000");
    lines = e.read_until("bestmove");
    ASSERT_FALSE(lines.empty());
    EXPECT_NE(last_info(lines).find("score cp 19999"), std::string::npos) << last_info(lines);
    // A lost one: the loser's score.
    e.send("position fen 8/8/4kr2/8/8/8/8/3QK3 b - - 0 1");
    e.send("go nodes 20000");
    lines = e.read_until("bestmove");
    ASSERT_FALSE(lines.empty());
    EXPECT_NE(last_info(lines).find("score cp -19999"), std::string::npos) << last_info(lines);

    // UCI_ShowWDL at a tablebase root gives the tables' verdict, not the model's guess: a drawn
    // KRvKB and the lost KQvKR above, a won KPvK.
    e.ask("setoption name UCI_ShowWDL value true");
    for (const auto& [fen, want] : std::vector<std::pair<std::string, std::string>>{
             {"8/2b5/8/4k3/8/8/8/R3K3 w - - 0 1", " wdl 0 1000 0"},
             {"8/8/4kr2/8/8/8/8/3QK3 b - - 0 1", " wdl 0 0 1000"},
             {"4k3/8/4K3/4P3/8/8/8/8 w - - 0 1", " wdl 1000 0 0"}}) {
        e.send("position fen " + fen);
        e.send("go nodes 20000");
        lines = e.read_until("bestmove");
        ASSERT_FALSE(lines.empty());
        EXPECT_NE(last_info(lines).find(want), std::string::npos) << fen << ": " << last_info(lines);
    }
}

#endif // QUINCE_HAVE_SYZYGY

} // namespace test_syzygy
