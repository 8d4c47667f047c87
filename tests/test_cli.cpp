// The command line of the quince binary (src/cli/): every sub-command's --help, usage errors
// (the message names the bad argument, exit status 2), numbers parsed as what they are (a 64-bit
// seed keeps every bit), the global --profile-file, and the default UCI mode.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/version.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_cli {

namespace {

struct Outcome {
    int status = -1; // exit status, -1 if the process did not exit normally
    std::string out, err;
};

// Run the engine binary with `args` (shell words), stdin from /dev/null unless `input` is given.
Outcome run(const std::string& args, const std::string& input = "") {
    namespace fs        = std::filesystem;
    static int n        = 0;
    const fs::path dir  = fs::temp_directory_path();
    const std::string s = std::to_string(::getpid()) + "_" + std::to_string(n++);
    const fs::path in = dir / ("quince_cli_in_" + s), out = dir / ("quince_cli_out_" + s),
                   err = dir / ("quince_cli_err_" + s);
    {
        std::ofstream f(in);
        f << input;
    }
    const std::string cmd = std::string(QUINCE_ENGINE_PATH) + " " + args + " < " + in.string() + " > " +
                            out.string() + " 2> " + err.string();
    const int raw = std::system(cmd.c_str());
    Outcome r;
    r.status   = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    auto slurp = [](const fs::path& p) {
        std::ifstream f(p);
        std::stringstream ss;
        ss << f.rdbuf();
        return ss.str();
    };
    r.out = slurp(out), r.err = slurp(err);
    fs::remove(in), fs::remove(out), fs::remove(err);
    return r;
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

const std::vector<std::string> Commands = {"uci",        "perft",   "perft-epd", "bench",   "bench eval",
                                           "book",       "eval",    "pst",       "tune",    "selfplay",
                                           "pgn-labels", "wdl-fit", "analyse",   "explain", "help"};

} // namespace

TEST(Cli, EveryCommandHasHelp) {
    const Outcome top = run("--help");
    EXPECT_EQ(top.status, 0);
    EXPECT_TRUE(top.err.empty()) << top.err;
    for (const std::string& c : Commands) {
        if (c.find(' ') == std::string::npos) {
            EXPECT_TRUE(contains(top.out, "\n  " + c + " ")) << c;
        }
        const Outcome h = run(c + " --help");
        EXPECT_EQ(h.status, 0) << c;
        EXPECT_TRUE(h.err.empty()) << c << ": " << h.err;
        EXPECT_TRUE(contains(h.out, "Usage: quince " + c)) << c << ": " << h.out;
        EXPECT_TRUE(contains(h.out, "-h,--help")) << c;
        EXPECT_TRUE(contains(h.out, "\nusage: ")) << c; // the synopsis at the end
        // `quince help COMMAND` shows the same.
        const Outcome same = run("help " + c);
        EXPECT_EQ(same.status, 0) << c;
        EXPECT_EQ(same.out, h.out) << c;
    }
    EXPECT_EQ(run("help").out, top.out);
    EXPECT_EQ(run("-h").out, top.out);
    const Outcome v = run("--version");
    EXPECT_EQ(v.status, 0);
    // The release number, then the build: its instruction-set level and commit (core/version.h).
    EXPECT_EQ(v.out, std::string("quince ") + QUINCE_VERSION + " (" + quince::build_level() + ", " +
                         quince::build_commit() + ")\n");
}

// A usage error: status 2, nothing on stdout, a message on stderr that names what is wrong, the
// command's synopsis and where to read more. The command itself never starts.
TEST(Cli, UsageErrorsNameTheArgumentAndExitWith2) {
    const std::vector<std::pair<std::string, std::vector<std::string>>> cases = {
        {"nosuch", {"unknown command 'nosuch'", "usage: quince"}},
        {"--profile-file", {"--profile-file"}},
        {"--bogus", {"--bogus"}},
        {"uci extra", {"extra"}},
        {"perft", {"DEPTH is required", "usage: quince perft DEPTH"}},
        {"perft x", {"DEPTH", "'x' is not an integer"}},
        {"perft 21", {"DEPTH", "'21' is out of range", "[0, 20]"}},
        {"perft 3 --bogus", {"--bogus"}},
        {"perft-epd", {"FILE is required"}},
        {"perft-epd --depth 0 f.epd", {"--depth", "out of range"}},
        {"perft-epd f.epd --depth", {"--depth"}},
        {"bench 0", {"DEPTH", "[1, 30]"}},
        {"bench 31", {"DEPTH"}},
        {"bench 5x", {"DEPTH", "'5x'"}},
        {"bench eval a b", {"not expected: b"}},
        {"bench eval --bogus", {"--bogus", "usage: quince bench eval"}},
        {"book", {"FILE is required", "usage: quince book"}},
        {"eval --json --csv", {"--json", "--csv"}},
        {"eval --profile", {"--profile"}},
        {"pst --bogus", {"--bogus", "usage: quince pst"}},
        {"pst --csv --svg dir", {"--csv", "--svg"}},
        {"pst --pieces NK", {"--pieces", "--svg"}},
        {"pst --svg dir --pieces NX", {"--pieces", "'NX'"}},
        {"tune", {"--data is required", "usage: quince tune"}},
        {"tune --data", {"--data"}},
        {"tune --data x --pst weird", {"--pst", "weird"}},
        {"tune --data x --epochs zero", {"--epochs", "'zero'"}},
        {"tune --data x --epochs 1e3", {"--epochs", "'1e3' is not an integer"}}, // integers are integers
        {"tune --data x --epochs 0x10", {"--epochs"}},
        {"tune --data x --epochs -1", {"--epochs", "[0, 10000000]"}}, // 0: the start profile as it is
        {"tune --data x --threads 300", {"--threads", "[1, 256]"}},
        {"tune --data x --seed -1", {"--seed", "'-1'"}},
        {"tune --data x --seed 18446744073709551616", {"--seed", "out of range"}},
        {"tune --data x --lr 0", {"--lr"}},
        {"tune --data x --l2 inf", {"--l2"}},
        {"tune --data x --val-frac nan", {"--val-frac"}},
        {"tune --data x --bogus 1", {"--bogus"}},
        {"selfplay --games x", {"--games", "'x'"}},
        {"selfplay --threads 1.5", {"--threads", "'1.5'"}},
        {"selfplay --seed 1e3", {"--seed"}},
        {"selfplay --bogus 1", {"--bogus"}},
        {"pgn-labels --out x.epd", {"--pgn"}},
        {"pgn-labels --pgn g.pgn --lambda 2", {"--lambda", "'2'"}},
        {"wdl-fit --data a --load-scores b", {"--data", "--load-scores"}},
        {"wdl-fit --data a --holdout 2", {"--holdout", "[0, 0.9]"}},
        {"wdl-fit --data a --nodes 0", {"--nodes"}},
        {"wdl-fit --data a --games g.pgn", {"--data", "--games"}},
        {"wdl-fit --games g.pgn --fit quadratic", {"--fit", "quadratic"}},
        {"analyse", {"GAMES is required", "usage: quince analyse"}},
        {"analyse g.pgn --nodes 5 --depth 3", {"--nodes", "--depth"}},
        {"analyse g.pgn --depth 0", {"--depth", "[1, 100]"}},
        {"analyse g.pgn --movetime 1s", {"--movetime", "'1s'"}},
        {"explain", {"FEN is required", "usage: quince explain"}},
        {"explain --all --profile fruit21 startpos", {"--all", "--profile"}},
        {"explain --depth 0 startpos", {"--depth", "[1, 40]"}},
        {"help nosuch", {"unknown command 'nosuch'"}},
    };
    for (const auto& [args, wanted] : cases) {
        const Outcome r = run(args);
        EXPECT_EQ(r.status, 2) << args << ": " << r.err;
        EXPECT_TRUE(r.out.empty()) << args << ": " << r.out;
        EXPECT_TRUE(r.err.rfind("error: ", 0) == 0) << args << ": " << r.err;
        for (const std::string& w : wanted)
            EXPECT_TRUE(contains(r.err, w)) << args << ": no '" << w << "' in " << r.err;
    }
}

// Errors found when the command runs (a missing file, an unknown profile) are status 2 too.
TEST(Cli, RunTimeErrorsExitWith2) {
    for (const std::string& args :
         {std::string("eval --profile no-such"), std::string("pst --diff no-such"),
          std::string("--profile-file /nonexistent/x.profile eval"), std::string("wdl-fit"),
          std::string("wdl-fit --load-scores /nonexistent/scores.csv"),
          std::string("wdl-fit --games /nonexistent/games.pgn --player quince"),
          std::string("wdl-fit --games /nonexistent/games.pgn"), std::string("perft-epd /nonexistent.epd"),
          std::string("bench eval /nonexistent.csv"), std::string("perft 2 not/a/fen w - -"),
          std::string("analyse /nonexistent.pgn"), std::string("explain startpos e2e4 e2e4"),
          std::string("explain 8/8/8 w - - e2e4"), std::string("explain --profile no-such startpos e2e4")}) {
        const Outcome r = run(args);
        EXPECT_EQ(r.status, 2) << args;
        EXPECT_TRUE(contains(r.err, "error: ")) << args << ": " << r.err;
    }
    EXPECT_TRUE(contains(run("eval --profile no-such").err, "no-such"));
}

// Numbers: a 64-bit seed keeps every bit (2^53 + 1 used to come back as 2^53 through a double),
// the largest one is accepted; reals take decimal and exponent forms.
TEST(Cli, SeedsAndRealsKeepTheirValue) {
    const std::string scores = ::testing::TempDir() + "quince_cli_scores.csv";
    {
        std::ofstream f(scores);
        f << "line,score,material,result\n";
        for (int i = 1; i <= 300; ++i) {
            const int s = (i * 37) % 600 - 300;
            f << i << ',' << s << ',' << 20 + i % 50 << ',' << (s > 150 ? 'W' : s < -150 ? 'L' : 'D') << '\n';
        }
    }
    for (const std::string seed : {"9007199254740993", "18446744073709551615", "0"}) {
        const Outcome r = run("wdl-fit --load-scores " + scores + " --holdout 2.5e-1 --seed " + seed);
        EXPECT_LE(r.status, 1) << r.err; // 1: the fit did not converge, still a report
        EXPECT_TRUE(contains(r.out, "(holdout 0.25, seed " + seed + ")")) << r.out;
    }
    std::remove(scores.c_str());
}

// wdl-fit --games: the scores the named engine printed in its move comments, with its results.
TEST(Cli, WdlFitReadsTheScoresOfPlayedGames) {
    const std::string pgn = ::testing::TempDir() + "quince_cli_wdl_games.pgn";
    {
        std::ofstream f(pgn);
        // Quince wins with White, draws with Black, and a game it did not play; book moves (no
        // comment) and a mate score are not scores; a game without a result does not count.
        f << "[White \"Quince 0.1\"]\n[Black \"Other\"]\n[Result \"1-0\"]\n\n"
             "1. e4 e5 2. Nf3 {+0.31/12 0.101s} Nc6 {-0.20/11 0.090s} 3. Bc4 {+0.45/13 0.120s} Bc5 "
             "{-0.30/12 0.1s} 4. Qe2 {+M7/14 0.2s} 1-0\n\n"
             "[White \"Other\"]\n[Black \"quince-dev\"]\n[Result \"1/2-1/2\"]\n\n"
             "1. d4 {+0.10/10 0.1s} d5 {-0.05/11 0.1s} 2. c4 {+0.12/10 0.1s} e6 {-0.08/12 0.1s} 1/2-1/2\n\n"
             "[White \"Other\"]\n[Black \"Third\"]\n[Result \"0-1\"]\n\n1. f3 {+0.0/1 0.1s} e5 0-1\n\n"
             "[White \"Quince\"]\n[Black \"Other\"]\n[Result \"*\"]\n\n1. e4 {+0.2/9 0.1s} *\n";
    }
    Outcome r = run("wdl-fit --games " + pgn + " --player QUINCE --holdout 0");
    EXPECT_LE(r.status, 1) << r.err;
    EXPECT_TRUE(
        contains(r.out, "4 games (0 unreadable), 2 finished with a player named like 'QUINCE': +1 =1 -0"))
        << r.out;
    // Quince's moves: e4 (book), Nf3, Bc4 (scores), Qe2 (mate), d5, e6 (scores): 4 scores, 2 without.
    EXPECT_TRUE(contains(r.out, "4 of its moves with a score, 2 without")) << r.out;
    EXPECT_TRUE(contains(r.out, "each game's first scored move")) << r.out;
    r = run("wdl-fit --games " + pgn + " --player nobody");
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(contains(r.err, "no finished game with a player named like 'nobody'")) << r.err;
    std::remove(pgn.c_str());
}

// No command, or `uci`: the UCI protocol, with the profile --profile-file loaded.
TEST(Cli, DefaultIsUciWithTheGlobalProfile) {
    Outcome r = run("", "uci\n");
    EXPECT_EQ(r.status, 0);
    EXPECT_TRUE(contains(r.out, "id name Quince")) << r.out;
    EXPECT_TRUE(contains(r.out, "\nuciok\n")) << r.out;
    EXPECT_TRUE(contains(r.out, "option name EvalProfile type combo default quince ")) << r.out;

    const std::string path = ::testing::TempDir() + "quince_cli.profile";
    {
        std::ofstream f(path);
        f << "base simple\n";
    }
    r = run("--profile-file " + path, "uci\n");
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "option name EvalProfile type combo default file ")) << r.out;
    r = run("--profile-file " + path + " uci", "isready\n");
    EXPECT_EQ(r.out, "readyok\n");
    r = run("--profile-file " + path + " eval");
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "Profile: file")) << r.out;
    std::remove(path.c_str());
}

// Defaults that are data files come from the repository's data/ (found from the binary's place in
// the build tree), and $QUINCE_DATA points them elsewhere: a data directory without the file is an
// error naming the path (`bench eval`) or random openings (`selfplay`), never a silent success.
TEST(Cli, DataDefaultsComeFromTheRepository) {
    const std::string out = ::testing::TempDir() + "quince_cli_selfplay.epd";
    Outcome r             = run("selfplay --games 1 --nodes 30 --max-plies 16 --out " + out);
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(contains(r.out + r.err, "40457 openings from ")) << r.out << r.err;
    EXPECT_TRUE(contains(r.out + r.err, "data/openings/2moves_v1.epd.xz")) << r.out << r.err;
    r = run("bench eval --profile simple");
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "3000 positions")) << r.out;

    ::setenv("QUINCE_DATA", "/nonexistent/quince-data", 1);
    r = run("bench eval --profile simple");
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(contains(r.err, "/nonexistent/quince-data/fruit21-oracle/dev.csv.xz")) << r.err;
    r = run("selfplay --games 1 --nodes 30 --max-plies 16 --out " + out);
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(contains(r.out + r.err, "random openings")) << r.out << r.err;
    ::unsetenv("QUINCE_DATA");
    std::remove(out.c_str());
}

// `quince analyse` on a file of three games, the second with an illegal move: the bad game is
// reported by its number and move and left out, the two others are written annotated (PGN, then
// JSON), and the exit status says something was left out.
TEST(Cli, AnalyseAnnotatesEveryReadableGame) {
    const std::string pgn = ::testing::TempDir() + "quince_cli_analyse.pgn";
    {
        std::ofstream f(pgn);
        f << "[Event \"One\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
             "[Event \"Two\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n\n"
             "[Event \"Three\"]\n[Result \"1/2-1/2\"]\n\n1. d4 d5 1/2-1/2\n";
    }
    Outcome r = run("analyse " + pgn + " --nodes 20000");
    EXPECT_EQ(r.status, 1) << r.err;
    EXPECT_TRUE(contains(r.err, "error: game 2: move 2. Ke3")) << r.err;
    EXPECT_TRUE(contains(r.err, "analyse: 2 games, 11 positions")) << r.err;
    EXPECT_TRUE(contains(r.out, "[Event \"One\"]")) << r.out;
    EXPECT_TRUE(contains(r.out, "[Event \"Three\"]")) << r.out;
    EXPECT_FALSE(contains(r.out, "[Event \"Two\"]")) << r.out;
    // PGN lines wrap at 80 columns, wherever the comments' lengths put the break.
    std::string flat = r.out;
    std::replace(flat.begin(), flat.end(), '\n', ' ');
    EXPECT_TRUE(contains(flat, "Nf6 $4 {[%eval #1]}")) << r.out;
    EXPECT_TRUE(contains(r.out, "[BlackBlunders \"1\"]")) << r.out;
    EXPECT_TRUE(contains(r.out, "[Annotator \"Quince ")) << r.out;

    r = run("analyse " + pgn + " --depth 4 --json");
    EXPECT_EQ(r.status, 1) << r.err;
    EXPECT_EQ(r.out.rfind("{\"games\": [{\"game\": 1, ", 0), 0u) << r.out;
    EXPECT_TRUE(contains(r.out, "{\"game\": 3, ")) << r.out;
    EXPECT_TRUE(contains(r.out, "\"san\": \"Nf6\", \"uci\": \"g8f6\", \"eval\": {\"mate\": 1}")) << r.out;
    EXPECT_TRUE(contains(r.out, "\"unreadable\": 1}\n")) << r.out;
    std::remove(pgn.c_str());
}

// `quince explain`: a given line in every profile, as text and as JSON, and the searched line.
TEST(Cli, ExplainGivesEveryProfilesParts) {
    Outcome r = run("explain --all startpos e4 e5 Nf3");
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "Line: 1. e4 e5 2. Nf3\n")) << r.out;
    for (const char* name : {"\nquince: ", "\nfruit21: ", "\nrybka: ", "\nsimple: ", "\nrustic: "})
        EXPECT_TRUE(contains(r.out, name)) << name << " in " << r.out;
    EXPECT_TRUE(contains(r.out, "table, white knight f3 (from g1)")) << r.out;
    r = run(
        "explain --profile fruit21 --json \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\" e2e4");
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(
        r.out.rfind(
            "{\"fen\": \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\", \"line\": [\"e2e4\"], "
            "\"searched\": null, \"profiles\": [{\"profile\": \"fruit21\", ",
            0),
        0u)
        << r.out;
    r = run("explain --depth 4 8/8/8/8/8/2k5/1q6/K7 w - - 0 1"); // mated: no line to explain
    EXPECT_EQ(r.status, 2) << r.out;
    r = run("explain --depth 5 startpos");
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "(quince, depth 5, ")) << r.out;
}

} // namespace test_cli
