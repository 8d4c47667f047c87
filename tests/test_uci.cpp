// UCI sessions against the real binary: protocol, bad input, search results.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <set>
#include <sstream>

#include "board/movegen.h"
#include "board/position.h"
#include "core/version.h"
#include "test_data.h"
#include "uci_process.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_uci {

using namespace quince;

namespace {

// "score cp 12" / "score mate -3" of a line, as "cp 12" / "mate -3".
std::string score_of(const std::string& line) {
    auto p = line.find(" score ");
    if (p == std::string::npos) return "";
    std::istringstream in(line.substr(p + 7));
    std::string kind, value;
    in >> kind >> value;
    return kind + " " + value;
}

std::string last_info_with_pv(const std::vector<std::string>& lines) {
    std::string last;
    for (const auto& l : lines)
        if (l.rfind("info depth", 0) == 0 && l.find(" pv ") != std::string::npos) last = l;
    return last;
}

// Search `fen` with `go_args`; returns all output up to and including the bestmove line.
std::vector<std::string> search(EngineProcess& e, const std::string& position, const std::string& go_args) {
    e.send("position " + position);
    e.send("go " + go_args);
    return e.read_until("bestmove", 60000);
}

bool legal_in(const std::string& position_fen, const std::string& move) {
    Position p;
    if (!p.set(position_fen)) return false;
    return bool(p.parse_uci_move(move));
}

std::string fen_of(EngineProcess& e) {
    e.send("d");
    auto lines = e.read_until("Checkers:", 60000);
    for (const auto& l : lines)
        if (l.rfind("Fen: ", 0) == 0) return l.substr(5);
    return "";
}

} // namespace

TEST(Uci, Handshake) {
    EngineProcess e;
    ASSERT_TRUE(e.ok());
    e.send("uci");
    auto lines = e.read_until("uciok");
    ASSERT_FALSE(lines.empty());
    // The release number and the build (core/version.h), as `quince --version` gives them.
    EXPECT_TRUE(has_prefix(lines, "id name Quince " + version_line()));
    EXPECT_TRUE(has_prefix(lines, "id author the Quince developers"));
    for (const char* opt :
         {"Hash type spin default 16 min 1 max 65536", "Threads type spin default 1 min 1 max 256",
          "Clear Hash type button", "Ponder type check default false",
          "MultiPV type spin default 1 min 1 max 256", "Move Overhead type spin default 10",
          "EvalProfile type combo default quince var quince", "UCI_Chess960 type check default false"})
        EXPECT_TRUE(has_prefix(lines, std::string("option name ") + opt)) << opt;
    auto r = e.ask("ucinewgame");
    EXPECT_TRUE(r.empty());
}

// GUIs split an `option` line at its keywords: polyglot (hence xboard) read `type combo default
// default var default var fruit21 ...` as an empty default and an empty first choice (issue #18).
// In the engine's real declarations no value after `default` or `var` is a keyword, every
// non-button option has a default (an empty string is `<empty>`), a combo's default is one of its
// choices, and EvalProfile offers the tuned profile as `quince`, its default.
TEST(Uci, OptionValuesAreNotKeywords) {
    EngineProcess e;
    ASSERT_TRUE(e.ok());
    e.send("uci");
    auto lines = e.read_until("uciok");
    ASSERT_FALSE(lines.empty());
    const std::set<std::string> keywords = {"default", "var", "min", "max", "type", "name"};

    auto is_keyword = [&](std::string w) {
        for (char& c : w) c = char(std::tolower(static_cast<unsigned char>(c)));
        return keywords.count(w) > 0;
    };
    std::set<std::string> names;
    for (const std::string& l : lines) {
        if (l.rfind("option ", 0) != 0) continue;
        std::istringstream in(l);
        std::vector<std::string> tok;
        for (std::string t; in >> t;) tok.push_back(t);
        // option name NAME... type TYPE [default D] [min m] [max M] [var V]...
        ASSERT_GE(tok.size(), 5u) << l;
        ASSERT_EQ(tok[1], "name") << l;
        const auto type_at = std::find(tok.begin(), tok.end(), "type");
        ASSERT_TRUE(type_at != tok.end() && type_at + 1 != tok.end()) << l;
        std::string name;
        for (auto t = tok.begin() + 2; t != type_at; ++t) name += (name.empty() ? "" : " ") + *t;
        const std::string type = *(type_at + 1);
        std::string def;
        std::vector<std::string> vars;
        for (auto t = type_at + 2; t != tok.end(); ++t) {
            if (*t != "default" && *t != "var") continue;
            ASSERT_TRUE(t + 1 != tok.end()) << "nothing after '" << *t << "': " << l;
            const std::string& value = *(t + 1);
            EXPECT_FALSE(is_keyword(value)) << "keyword after '" << *t << "': " << l;
            if (*t == "default")
                def = value;
            else
                vars.push_back(value);
        }
        names.insert(name);
        if (type != "button") {
            EXPECT_FALSE(def.empty()) << "no default: " << l;
        }
        if (name == "BookFile" || name == "EvalFile") { // empty strings: polyglot's `<empty>`
            EXPECT_EQ(type, "string") << l;
            EXPECT_EQ(def, "<empty>") << l;
        }
        if (type == "combo") {
            EXPECT_FALSE(vars.empty()) << l;
            EXPECT_TRUE(std::find(vars.begin(), vars.end(), def) != vars.end())
                << "default not a choice: " << l;
        }
        if (name == "EvalProfile") {
            EXPECT_EQ(type, "combo");
            EXPECT_EQ(def, "quince") << l;
            EXPECT_TRUE(std::find(vars.begin(), vars.end(), "quince") != vars.end()) << l;
            EXPECT_TRUE(std::find(vars.begin(), vars.end(), "fruit21") != vars.end()) << l;
        }
    }
    for (const char* n : {"EvalProfile", "BookFile", "EvalFile", "Hash"}) EXPECT_EQ(names.count(n), 1u) << n;
}

TEST(Uci, BadInputGetsErrorsAndStateIsKept) {
    EngineProcess e;
    ASSERT_TRUE(e.ok());
    const std::string start = Position::StartFEN;

    EXPECT_TRUE(has_prefix(e.ask("frobnicate now"), "info string error: unknown command"));
    EXPECT_TRUE(has_prefix(e.ask(""), "info string error:"));
    EXPECT_TRUE(has_prefix(e.ask("   \t "), "info string error:"));

    // A good position, then a bad FEN: the good one stays.
    EXPECT_TRUE(e.ask("position startpos moves e2e4 e7e5").empty());
    std::string after = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";
    EXPECT_EQ(fen_of(e), after);
    for (const char* bad :
         {"position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
          "position fen 8/8/8/8/8/8/8/8 w - - 0 1", "position fen xyz", "position fen", "position",
          "position somewhere",
          "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra fields",
          "position fen 4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1"}) {
        EXPECT_TRUE(has_prefix(e.ask(bad), "info string error:")) << bad;
        EXPECT_EQ(fen_of(e), after) << bad;
    }
    // Adjacent digits in a rank ("17" adds up to 8 but is not FEN): refused with the reason.
    for (const char* bad : {"position fen rnbqkbnr/pppppppp/8/8/4P3/17/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                            "position fen 8/8/8/8/8/8/8/44 w - - 0 1 moves a1a2"}) {
        const auto answer = e.ask(bad);
        EXPECT_TRUE(has_prefix(answer, "info string error:")) << bad;
        ASSERT_FALSE(answer.empty()) << bad;
        EXPECT_NE(answer[0].find("adjacent digits"), std::string::npos) << answer[0];
        EXPECT_EQ(fen_of(e), after) << bad;
    }

    // An illegal or malformed move: the moves before it are applied, the rest reported.
    auto r = e.ask("position startpos moves e2e4 e7e5 g1f3 e1e3 b8c6");
    EXPECT_TRUE(has_prefix(r, "info string error:"));
    EXPECT_EQ(fen_of(e), "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    r = e.ask("position startpos moves e2e4 zz9 e7e5");
    EXPECT_TRUE(has_prefix(r, "info string error:"));
    EXPECT_EQ(fen_of(e), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    r = e.ask("position startpos moves e2e5");
    EXPECT_TRUE(has_prefix(r, "info string error:"));
    EXPECT_EQ(fen_of(e), start);

    // stop while idle is a race with a search that just ended: silently nothing. ponderhit while
    // idle is a protocol error.
    EXPECT_TRUE(e.ask("stop").empty());
    EXPECT_TRUE(has_prefix(e.ask("ponderhit"), "info string error:"));

    // setoption: unknown name, bad values, clamping.
    EXPECT_TRUE(has_prefix(e.ask("setoption name NoSuchOption value 3"), "info string error:"));
    EXPECT_TRUE(has_prefix(e.ask("setoption name Hash value lots"), "info string error:"));
    EXPECT_TRUE(has_prefix(e.ask("setoption name Hash value 0"), "info string error:"));
    EXPECT_TRUE(
        has_prefix(e.ask("setoption name Threads value 100000000000000000000000"), "info string error:"));
    EXPECT_TRUE(has_prefix(e.ask("setoption name Threads value -4"), "info string error:"));
    EXPECT_TRUE(has_prefix(e.ask("setoption name Ponder value maybe"), "info string error:"));
    EXPECT_TRUE(has_prefix(e.ask("setoption name EvalProfile value no-such-profile"), "info string error:"));
    EXPECT_TRUE(has_prefix(e.ask("setoption name MultiPV"), "info string error:"));
    EXPECT_TRUE(has_prefix(e.ask("setoption"), "info string error:"));
    EXPECT_TRUE(e.ask("setoption name hash value 8").empty()); // names are case-insensitive
    EXPECT_TRUE(e.ask("setoption name Threads value 1").empty());
    EXPECT_TRUE(e.ask("setoption name Clear Hash").empty());

    // Numbers in go: missing, non-numeric, negative, huge. Each is reported, the search still runs.
    for (const char* go :
         {"go depth nodes 2000", "go depth abc nodes 2000", "go depth 99999999999999999999999 movetime 50",
          "go wtime -5 btime 100", "go nodes -1 depth 2", "go movetime 0", "go btime 100 binc 10",
          "go depth 2 sideways", "go movestogo 0 depth 2"}) {
        e.send("position startpos");
        e.send(go);
        auto lines = e.read_until("bestmove", 60000);
        ASSERT_FALSE(lines.empty()) << go;
        EXPECT_TRUE(has_prefix(lines, "info string error:")) << go;
        EXPECT_TRUE(legal_in(start, token_after(lines.back(), "bestmove"))) << go;
    }
    // A hash size the machine may not have: either allocated or refused with a message; the
    // engine keeps answering and searching either way. Then back to a small table.
    auto h = e.ask("setoption name Hash value 65536");
    for (const auto& l : h) EXPECT_EQ(l.rfind("info string error:", 0), 0u) << l;
    EXPECT_TRUE(e.ask("setoption name Hash value 16").empty());
    EXPECT_TRUE(e.ask("setoption name EvalProfile value quince").empty());
    EXPECT_TRUE(has_prefix(e.ask("setoption name EvalProfile value default"), "info string error:"));
    auto g = search(e, "startpos", "depth 3");
    ASSERT_FALSE(g.empty());
    EXPECT_TRUE(legal_in(start, token_after(g.back(), "bestmove")));
    // Still answering.
    EXPECT_TRUE(e.ask("isready").empty());
}

TEST(Uci, CrlfLongLinesAndGoWithoutPosition) {
    EngineProcess e;
    ASSERT_TRUE(e.ok());
    e.send_raw("isready\r\n");
    auto r = e.read_until("readyok");
    ASSERT_FALSE(r.empty());
    EXPECT_EQ(r.back(), "readyok");
    e.send_raw("position startpos moves e2e4\r\n");
    EXPECT_EQ(fen_of(e), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");

    std::string junk(1 << 20, 'x');
    auto lines = e.ask(junk);
    ASSERT_EQ(lines.size(), 1u);
    EXPECT_LT(lines[0].size(), 300u); // the message quotes only the start of it
    EXPECT_TRUE(has_prefix(lines, "info string error: unknown command"));
    // A very long but valid move list.
    std::string moves = "position startpos moves";
    for (int i = 0; i < 500; ++i) moves += " g1f3 g8f6 f3g1 f6g8";
    EXPECT_TRUE(e.ask(moves).empty());
    EXPECT_EQ(fen_of(e).substr(0, 52), std::string(Position::StartFEN).substr(0, 52));

    EngineProcess f;
    f.send("go depth 3");
    auto g = f.read_until("bestmove");
    ASSERT_FALSE(g.empty());
    EXPECT_TRUE(has_prefix(g, "info string error: go before any position"));
    EXPECT_TRUE(legal_in(Position::StartFEN, token_after(g.back(), "bestmove")));
}

TEST(Uci, GoWhileSearchingStopAndEof) {
    EngineProcess e;
    ASSERT_TRUE(e.ok());
    e.send("position startpos");
    e.send("go infinite");
    // A go during go infinite is not refused: the infinite search (which would never end by
    // itself) is stopped and answered, then the new one runs and is answered.
    e.send("go depth 5");
    auto b = e.read_until("bestmove", 60000);
    ASSERT_FALSE(b.empty());
    EXPECT_TRUE(has_prefix(b, "info string go during go infinite"));
    EXPECT_FALSE(has_prefix(b, "info string error"));
    EXPECT_TRUE(legal_in(Position::StartFEN, token_after(b.back(), "bestmove")));
    b = e.read_until("bestmove", 60000);
    ASSERT_FALSE(b.empty());
    EXPECT_TRUE(has_prefix(b, "info depth 5"));
    EXPECT_TRUE(legal_in(Position::StartFEN, token_after(b.back(), "bestmove")));
    // ucinewgame and setoption during a search stop it (one bestmove) and then take effect.
    e.send("go infinite");
    auto r = e.ask("ucinewgame");
    EXPECT_EQ(count_prefix(r, "bestmove"), 1);
    EXPECT_FALSE(has_prefix(r, "info string error"));
    e.send("go infinite");
    r = e.ask("setoption name Hash value 32");
    EXPECT_EQ(count_prefix(r, "bestmove"), 1);
    EXPECT_FALSE(has_prefix(r, "info string error"));
    // stop with no search running is an ordinary race with the GUI: no answer at all.
    EXPECT_TRUE(e.ask("stop").empty());

    // EOF during a search: the engine stops and exits cleanly.
    e.send("go infinite");
    e.close_input();
    int status = -1;
    ASSERT_TRUE(e.wait_exit(60000, &status));
    EXPECT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0);
}

TEST(Uci, QuitDuringSearchExits) {
    EngineProcess e;
    e.send("position startpos");
    e.send("go infinite");
    e.send("quit");
    int status = -1;
    ASSERT_TRUE(e.wait_exit(60000, &status));
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

TEST(Uci, BestmoveAlwaysLegal) {
    EngineProcess e;
    const std::vector<std::string> fens = {
        Position::StartFEN,
        "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQ - 0 1",
        "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
        "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1",
        "8/2P5/8/8/8/8/5k2/K7 w - - 0 1",    // promotion
        "4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 1", // en passant available
        "7k/8/8/8/8/8/1q6/K7 w - - 0 1",     // only king moves, in check
    };
    for (const auto& fen : fens)
        for (const char* go :
             {"depth 1", "movetime 1", "nodes 1", "depth 4", "wtime 50 btime 50", "wtime 1 btime 1"}) {
            auto lines = search(e, "fen " + fen, go);
            ASSERT_FALSE(lines.empty()) << fen << " / " << go;
            std::string bm = token_after(lines.back(), "bestmove");
            EXPECT_TRUE(legal_in(fen, bm)) << fen << " / " << go << " -> " << bm;
            std::string ponder = token_after(lines.back(), "ponder");
            if (!ponder.empty()) {
                Position p;
                p.set(fen);
                p.make_move(p.parse_uci_move(bm));
                EXPECT_TRUE(bool(p.parse_uci_move(ponder))) << fen << " ponder " << ponder;
            }
        }
}

TEST(Uci, NoLegalMoves) {
    EngineProcess e;
    // Checkmated (fool's mate) and stalemated.
    auto m = search(e, "startpos moves f2f3 e7e5 g2g4 d8h4", "depth 5");
    ASSERT_FALSE(m.empty());
    EXPECT_EQ(m.back(), "bestmove 0000");
    EXPECT_TRUE(has_prefix(m, "info depth 0 score mate 0"));
    auto s = search(e, "fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "movetime 10");
    ASSERT_FALSE(s.empty());
    EXPECT_EQ(s.back(), "bestmove 0000");
    EXPECT_TRUE(has_prefix(s, "info depth 0 score cp 0"));
}

TEST(Uci, MateScores) {
    EngineProcess e;
    // Positions checked with Stockfish (its mate distances are the expected values).
    struct Case {
        const char* fen;
        const char* go;
        const char* score;
        const char* best;
    } cases[] = {
        {"r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "depth 6", "mate 1", "h5f7"},
        {"k7/8/1K6/8/8/8/8/7R b - - 0 1", "depth 6", "mate -1", "a8b8"},
        {"5r1k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1", "depth 8", "mate 2", "b3g8"},
        {"5r1k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1", "mate 2", "mate 2", "b3g8"},
        {"r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", "depth 10", "mate 3", "f6a6"},
    };
    for (const auto& c : cases) {
        auto lines = search(e, std::string("fen ") + c.fen, c.go);
        ASSERT_FALSE(lines.empty()) << c.fen;
        EXPECT_EQ(score_of(last_info_with_pv(lines)), c.score) << c.fen;
        EXPECT_EQ(token_after(lines.back(), "bestmove"), c.best) << c.fen;
    }
}

TEST(Uci, DrawsScoreZero) {
    EngineProcess e;
    // Black is a rook and a queen up, but White has a perpetual check (Stockfish: 0.00).
    auto p = search(e, "fen r4rk1/8/5p2/7Q/8/8/q5PP/7K w - - 0 1", "depth 10");
    ASSERT_FALSE(p.empty());
    EXPECT_EQ(score_of(last_info_with_pv(p)), "cp 0");
    EXPECT_EQ(token_after(p.back(), "bestmove"), "h5g6");
    // Insufficient material.
    auto k = search(e, "fen 8/8/4k3/8/8/3NK3/8/8 w - - 0 1", "depth 8");
    ASSERT_FALSE(k.empty());
    EXPECT_EQ(score_of(last_info_with_pv(k)), "cp 0");
    // Fifty-move rule: 99 plies played, any non-capturing, non-pawn move draws. White is a rook up
    // but cannot mate or capture in one move.
    auto f = search(e, "fen 8/8/8/3k4/8/8/8/R3K3 w - - 99 80", "depth 6");
    ASSERT_FALSE(f.empty());
    EXPECT_EQ(score_of(last_info_with_pv(f)), "cp 0");
}

TEST(Uci, RepetitionInGameHistoryIsADraw) {
    EngineProcess e;
    // White (two rooks down) has already repeated the position once by perpetual check: going on
    // is a draw, so the score is 0. The game's history decides where the line ends: after h6g6 the
    // position occurs for the third time, three plies from the root, where a search that knew only
    // its own tree would go one ply further (g8h8, back to the root's position). The depth leaves room
    // for the evaluation: the line's second white move is a quiet check, and a depth-4 search of
    // `quince` step 10 still prunes it.
    std::string pos = "fen r4rk1/8/5p2/7Q/8/8/q5PP/7K w - - 0 1 moves h5g6 g8h8 g6h6 h8g8 h6g6 g8h8";
    auto lines      = search(e, pos, "depth 8");
    ASSERT_FALSE(lines.empty());
    const std::string last = last_info_with_pv(lines);
    EXPECT_EQ(score_of(last), "cp 0");
    ASSERT_NE(last.find(" pv "), std::string::npos);
    EXPECT_EQ(last.substr(last.find(" pv ") + 4), "g6h6 h8g8 h6g6");
    EXPECT_EQ(token_after(lines.back(), "bestmove"), "g6h6");
}

TEST(Uci, MultiPvLinesAreOrdered) {
    EngineProcess e;
    e.send("setoption name MultiPV value 3");
    auto lines =
        search(e, "fen r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "depth 6");
    ASSERT_FALSE(lines.empty());
    // The last complete set of lines at depth 6.
    std::vector<std::string> last(3);
    for (const auto& l : lines)
        if (l.rfind("info depth 6 ", 0) == 0) {
            int k = std::stoi(token_after(l, "multipv"));
            ASSERT_GE(k, 1);
            ASSERT_LE(k, 3);
            last[k - 1] = l;
        }
    for (const auto& l : last) ASSERT_FALSE(l.empty());
    EXPECT_EQ(score_of(last[0]), "mate 1");
    EXPECT_EQ(token_after(last[0], "pv"), "h5f7");
    std::set<std::string> firsts;
    int prev = 1 << 30;
    for (const auto& l : last) {
        firsts.insert(token_after(l, "pv"));
        std::string s = score_of(l);
        int v         = s.rfind("mate", 0) == 0 ? 100000 - std::stoi(s.substr(5)) : std::stoi(s.substr(3));
        EXPECT_LE(v, prev);
        prev = v;
    }
    EXPECT_EQ(firsts.size(), 3u);
    EXPECT_EQ(token_after(lines.back(), "bestmove"), "h5f7");
}

TEST(Uci, SearchmovesRestrictsTheRoot) {
    EngineProcess e;
    auto lines = search(e, "startpos", "depth 4 searchmoves a2a3 h2h3");
    ASSERT_FALSE(lines.empty());
    std::string bm = token_after(lines.back(), "bestmove");
    EXPECT_TRUE(bm == "a2a3" || bm == "h2h3") << bm;
    lines = search(e, "startpos", "depth 3 searchmoves e2e5 b1c3");
    ASSERT_FALSE(lines.empty());
    EXPECT_TRUE(has_prefix(lines, "info string error: searchmoves"));
    EXPECT_EQ(token_after(lines.back(), "bestmove"), "b1c3");
}

TEST(Uci, PonderAndPonderhit) {
    EngineProcess e;
    e.send("setoption name Ponder value true");
    e.send("position startpos moves e2e4");
    e.send("go ponder wtime 2000 btime 2000 winc 10 binc 10");
    // While pondering no bestmove may come, even if the search would be over.
    auto r = e.ask("isready");
    EXPECT_FALSE(has_prefix(r, "bestmove"));
    e.send("ponderhit");
    auto b = e.read_until("bestmove", 60000);
    ASSERT_FALSE(b.empty());
    EXPECT_TRUE(legal_in("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                         token_after(b.back(), "bestmove")));
    // Ponder then stop.
    e.send("go ponder depth 3");
    e.send("stop");
    b = e.read_until("bestmove", 60000);
    ASSERT_FALSE(b.empty());
}

TEST(Uci, InfiniteWaitsForStopEvenAfterDepthLimit) {
    EngineProcess e;
    e.send("position fen k7/8/1K6/8/8/8/8/7R b - - 0 1");
    e.send("go infinite depth 2");
    auto r = e.ask("isready");
    EXPECT_FALSE(has_prefix(r, "bestmove"));
    e.send("stop");
    auto b = e.read_until("bestmove");
    ASSERT_FALSE(b.empty());
    EXPECT_EQ(token_after(b.back(), "bestmove"), "a8b8");
}

TEST(Uci, ShortGameAgainstItself) {
    EngineProcess e;
    e.send("ucinewgame");
    Position p;
    std::string moves;
    for (int ply = 0; ply < 24; ++ply) {
        if (legal_moves(p).empty() || p.is_draw(0)) break;
        const char* go = ply % 3 == 0   ? "depth 5"
                         : ply % 3 == 1 ? "movetime 20"
                                        : "wtime 1000 btime 1000 winc 10 binc 10";
        auto lines     = search(e, "startpos" + (moves.empty() ? "" : " moves" + moves), go);
        ASSERT_FALSE(lines.empty());
        std::string bm = token_after(lines.back(), "bestmove");
        // The last PV printed starts with the move played.
        std::string info = last_info_with_pv(lines);
        if (!info.empty()) {
            EXPECT_EQ(token_after(info, "pv"), bm) << info;
        }
        Move m = p.parse_uci_move(bm);
        ASSERT_TRUE(bool(m)) << "illegal bestmove " << bm << " in " << p.fen();
        p.make_move(m);
        moves += " " + bm;
    }
}

TEST(Uci, ThreadsTwoSearch) {
    EngineProcess e;
    e.send("setoption name Threads value 2");
    e.send("setoption name Hash value 4");
    auto lines =
        search(e, "fen r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQ - 0 1", "depth 7");
    ASSERT_FALSE(lines.empty());
    EXPECT_TRUE(legal_in("r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQ - 0 1",
                         token_after(lines.back(), "bestmove")));
    // A back-rank mate in one (a root move: no pruning decides it). Deeper mates are not asserted
    // here: with two threads the helper's table moves change the main thread's move order, and
    // move-count pruning at depth-1 nodes can then hide a quiet mating check for a few iterations
    // (the smothered mate 5r1k/6pp/7N/8/8/1Q6/8/6K1 was missed at depth 8 in ~2% of runs; see
    // docs/progress.md, known weaknesses).
    auto m = search(e, "fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "depth 8");
    ASSERT_FALSE(m.empty());
    EXPECT_EQ(token_after(m.back(), "bestmove"), "d1d8");
    EXPECT_EQ(score_of(m[m.size() - 2]), "mate 1") << m[m.size() - 2];
    e.send("quit");
    int status = -1;
    ASSERT_TRUE(e.wait_exit(60000, &status));
    // A ThreadSanitizer build exits non-zero when it found a race.
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

TEST(Uci, DeveloperCommands) {
    EngineProcess e;
    e.send("position startpos moves e2e4");
    e.send("go perft 2");
    auto p = e.read_until("Nodes");
    ASSERT_FALSE(p.empty());
    EXPECT_NE(p.back().find("600"), std::string::npos); // 20 x 30 replies after 1.e4
    EXPECT_FALSE(e.ask("eval").empty());
    e.send("position fen 5r1k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1");
    EXPECT_EQ(fen_of(e), "5r1k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1");
    e.send("bench 3");
    auto b = e.read_until("info string none", 1); // nothing to wait for yet
    (void)b;
    std::string line, last;
    e.send("isready");
    while (e.read_line(line, 60000) && line != "readyok") last = line;
    EXPECT_NE(last.find(" nodes "), std::string::npos);
    EXPECT_NE(last.find(" nps"), std::string::npos);
}

TEST(Uci, Chess960Castling) {
    EngineProcess e;
    e.send("setoption name UCI_Chess960 value true");
    // King on b1, rook on a1: castling queen-side is written king-takes-rook.
    auto r = e.ask("position fen 1k6/8/8/8/8/8/8/RK6 w A - 0 1 moves b1a1");
    EXPECT_TRUE(r.empty());
    EXPECT_EQ(fen_of(e).substr(0, 20), "1k6/8/8/8/8/8/8/2KR4");
}

TEST(Uci, OpeningBookOptions) {
    // The repository's book made by PolyGlot (data/SOURCES.md): missing is a failure, not a skip.
    const std::string book = test::data_path("book/quince-selfplay.bin");
    ASSERT_EQ(access(book.c_str(), R_OK), 0) << book << " not found";
    // Text that is not a book: 20 bytes, not a whole number of 16-byte entries.
    const std::string not_a_book = ::testing::TempDir() + "quince_uci_not_a_book.txt";
    std::ofstream(not_a_book) << "this is not a book.\n";
    EngineProcess e;
    ASSERT_TRUE(e.ok());
    e.send("uci");
    auto decl = e.read_until("uciok");
    for (const char* opt : {"OwnBook type check default false", "BookFile type string default",
                            "BookDepth type spin default 255", "BookBestMove type check default false",
                            "EvalFile type string default"})
        EXPECT_TRUE(has_prefix(decl, std::string("option name ") + opt)) << opt;

    // A missing file: clear error, no book (the file is opened once OwnBook is on).
    e.send("setoption name OwnBook value true");
    EXPECT_TRUE(has_prefix(e.ask("setoption name BookFile value /nonexistent/book.bin"),
                           "info string error: book file"));
    e.send("setoption name BookFile value " + book);
    e.send("setoption name BookBestMove value true");
    e.send("position startpos");
    e.send("go movetime 50");
    auto out = e.read_until("bestmove");
    ASSERT_FALSE(out.empty());
    EXPECT_TRUE(has_prefix(out, "info string book move "));
    Position pos;
    EXPECT_TRUE(pos.parse_uci_move(out.back().substr(9, 4))) << out.back();

    // Garbage instead of a book keeps the open one.
    EXPECT_TRUE(has_prefix(e.ask("setoption name BookFile value " + not_a_book), "info string error:"));
    e.send("go movetime 50");
    EXPECT_TRUE(has_prefix(e.read_until("bestmove"), "info string book move "));

    // BookDepth 0: never probed, the engine searches.
    e.send("setoption name BookDepth value 0");
    e.send("go depth 2");
    out = e.read_until("bestmove");
    EXPECT_FALSE(has_prefix(out, "info string book move "));
    EXPECT_TRUE(has_prefix(out, "info depth 1"));

    // EvalFile with a missing file: error, profile unchanged.
    EXPECT_TRUE(
        has_prefix(e.ask("setoption name EvalFile value /nonexistent/profile.txt"), "info string error:"));
    std::remove(not_a_book.c_str());
}

} // namespace test_uci
