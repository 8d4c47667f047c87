// Tuning data from played games (`quince pgn-labels`, src/tune/pgn_labels.h, src/cli/pgn_labels.cpp):
// the score in fastchess's move comments, which positions are written and how they are labeled,
// and the command on a file of several games, one of them unreadable.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "board/pgn.h"
#include "board/position.h"
#include "eval/wdl.h"
#include "tune/dataset.h"
#include "tune/pgn_labels.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_pgn_labels {

using namespace quince;
using namespace quince::tune;

namespace {

// A game as fastchess writes it (the start position from a FEN tag, a score, depth and time after
// every move; Black's first move scores a mate, the last move has no comment).
const char* const Game1 = R"([Event "Fastchess Tournament"]
[White "quince"]
[Black "ethereal"]
[Result "0-1"]
[FEN "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"]
[SetUp "1"]

3. Bc4 {+0.35/16 0.174s} Bc5 {-0.20/15 0.200s} 4. O-O {+0.41/16 0.150s}
Nf6 {-M12/20 0.3s} 5. d3 0-1
)";

} // namespace

TEST(PgnLabels, CommentScore) {
    int cp = 0;
    EXPECT_TRUE(comment_score("+0.35/16 0.174s", &cp));
    EXPECT_EQ(cp, 35);
    EXPECT_TRUE(comment_score("-1.2/9", &cp));
    EXPECT_EQ(cp, -120);
    EXPECT_TRUE(comment_score(" +12.07/30 1.5s", &cp));
    EXPECT_EQ(cp, 1207);
    EXPECT_TRUE(comment_score("-0.00/1 0s", &cp));
    EXPECT_EQ(cp, 0);
    cp = 5;
    EXPECT_TRUE(comment_score("0.00/18 0.757s", &cp)); // fastchess's zero: no sign
    EXPECT_EQ(cp, 0);
    EXPECT_TRUE(comment_score("0.35/16", &cp));
    EXPECT_EQ(cp, 35);
    cp = 77;
    for (const char* bad :
         {"+M5/20 0.1s", "-M3/9", "M3/9", "book", "", "+0.35", "+/16", "+x.1/3", "1/2", "0.00/ 3", "-0.5/"})
        EXPECT_FALSE(comment_score(bad, &cp)) << bad;
    EXPECT_EQ(cp, 77); // untouched by a failure
}

// An analysed game's [%eval]: White's view in pawns, wherever the tag stands in the comment; a
// mate or anything else is no score.
TEST(PgnLabels, EvalTagScore) {
    int cp = 0;
    EXPECT_TRUE(eval_tag_score("[%eval 0.35]", &cp));
    EXPECT_EQ(cp, 35);
    EXPECT_TRUE(eval_tag_score("Inaccuracy. [%eval -1.2] Nf3 was best", &cp));
    EXPECT_EQ(cp, -120);
    EXPECT_TRUE(eval_tag_score("[%eval 12.07,30]", &cp));
    EXPECT_EQ(cp, 1207);
    EXPECT_TRUE(eval_tag_score("[%clk 0:01:00] [%eval +0.5]", &cp));
    EXPECT_EQ(cp, 50);
    cp = 77;
    for (const char* bad :
         {"[%eval #-3]", "[%eval #2]", "[%eval ]", "[%eval x]", "eval 0.3", "", "+0.35/16", "[%eval 0.3"})
        EXPECT_FALSE(eval_tag_score(bad, &cp)) << bad;
    EXPECT_EQ(cp, 77);
}

TEST(PgnLabels, CommentsBelongToTheirMoves) {
    PgnGame g;
    std::string err;
    ASSERT_TRUE(parse_pgn(Game1, g, &err)) << err;
    ASSERT_EQ(g.moves.size(), 5u);
    ASSERT_EQ(g.comments.size(), 5u);
    EXPECT_EQ(g.comments[0], "+0.35/16 0.174s");
    EXPECT_EQ(g.comments[1], "-0.20/15 0.200s");
    EXPECT_EQ(g.comments[3], "-M12/20 0.3s");
    EXPECT_EQ(g.comments[4], "");
    EXPECT_EQ(g.result, "0-1");
}

TEST(PgnLabels, QuietPositionsLabeledByResultOrBlend) {
    PgnGame g;
    std::string err;
    ASSERT_TRUE(parse_pgn(Game1, g, &err)) << err;
    QuietTest quiet;
    int kept                = -1;
    const std::string plain = label_game(g.fens, g.comments, g.result, {}, quiet, &kept);
    // The five positions before a move are all quiet (no capture changes anything).
    EXPECT_EQ(kept, 5);
    std::istringstream in(plain);
    std::string line;
    for (std::size_t i = 0; std::getline(in, line); ++i) {
        const ParsedLine p = parse_line(line);
        ASSERT_EQ(p.kind, LineKind::Position) << line;
        EXPECT_EQ(p.fen, g.fens[i]);
        EXPECT_EQ(p.result, 0.0) << line; // 0-1
    }
    PgnLabelOptions o;
    o.lambda                  = 0.5;
    const std::string blended = label_game(g.fens, g.comments, g.result, o, quiet, &kept);
    EXPECT_EQ(kept, 5);
    std::istringstream bin(blended);
    for (std::size_t i = 0; std::getline(bin, line); ++i) {
        const ParsedLine p = parse_line(line);
        ASSERT_EQ(p.kind, LineKind::Position) << line;
        Position pos;
        ASSERT_TRUE(pos.set(g.fens[i]));
        // White's view: White's moves as written, Black's negated; the mate and the move without
        // a comment keep the result (0).
        const int white[] = {35, 20, 41, 0, 0};
        const double want = i == 3 || i == 4 ? 0.0 : blended_label(0.5, 0.0, white[i], wdl::material(pos));
        EXPECT_NEAR(p.result, want, 0.00006) << line;
        if (i < 3) {
            EXPECT_GT(p.result, 0.2) << line; // a positive score lifts the label above 0
        }
    }
    // Plies before skip_plies are left out; an unfinished game gives nothing.
    o.skip_plies = 3;
    EXPECT_EQ(label_game(g.fens, g.comments, g.result, o, quiet, &kept).empty(), false);
    EXPECT_EQ(kept, 2);
    EXPECT_TRUE(label_game(g.fens, g.comments, "*", {}, quiet, &kept).empty());
    EXPECT_EQ(kept, 0);
}

TEST(PgnLabels, NoisyPositionsAreLeftOut) {
    // After 1. d4 e5 White takes a pawn nothing can take back: that position is not quiet. (A
    // capture that is retaken, as 1. e4 d5 2. exd5, leaves the position quiet or not by how the
    // evaluation weighs the position after the exchange.)
    PgnGame g;
    std::string err;
    ASSERT_TRUE(parse_pgn("1. d4 {+0.30/10} e5 {-0.10/10} 2. dxe5 {+0.50/10} 1-0", g, &err)) << err;
    QuietTest quiet;
    int kept              = 0;
    const std::string out = label_game(g.fens, g.comments, g.result, {}, quiet, &kept);
    EXPECT_EQ(kept, 2);
    EXPECT_EQ(out.find(g.fens[2]), std::string::npos);
}

TEST(PgnLabels, CommandReadsEveryGameOfAFile) {
    namespace fs         = std::filesystem;
    const std::string id = std::to_string(::getpid());
    const fs::path pgn   = fs::temp_directory_path() / ("quince_pgnl_" + id + ".pgn"),
                   out   = fs::temp_directory_path() / ("quince_pgnl_" + id + ".epd");
    {
        std::ofstream f(pgn);
        f << Game1 << "\n"
          << "[Event \"bad\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Ke3 1-0\n\n"
          << "[Event \"unfinished\"]\n[Result \"*\"]\n\n1. d4 {+0.2/5} d5 *\n\n"
          << "[Event \"second\"]\n[Result \"1/2-1/2\"]\n\n1. e4 {+0.30/10\n[%clk 0:00:59]} d5 {-0.10/10} "
             "1/2-1/2\n";
    }
    const std::string cmd = std::string(QUINCE_ENGINE_PATH) + " pgn-labels --pgn " + pgn.string() +
                            " --out " + out.string() + " > " + out.string() + ".log 2>&1";
    const int raw = std::system(cmd.c_str());
    ASSERT_TRUE(WIFEXITED(raw));
    EXPECT_EQ(WEXITSTATUS(raw), 0);
    std::ifstream log(out.string() + ".log"), labels(out);
    std::stringstream l, e;
    l << log.rdbuf(), e << labels.rdbuf();
    EXPECT_NE(l.str().find("4 games (2 finished, 1 without a result, 1 unreadable), 7 quiet positions"),
              std::string::npos)
        << l.str();
    EXPECT_NE(l.str().find("game 2: skipped: move 2. Ke3"), std::string::npos) << l.str();
    int lines = 0, draws = 0;
    for (std::string line; std::getline(e, line);)
        ++lines, draws += line.find("1/2-1/2") != std::string::npos;
    // Five of the first game, two of the last (the final position has no move; the comment's line
    // that starts with '[' did not start a game).
    EXPECT_EQ(lines, 7);
    EXPECT_EQ(draws, 2);
    fs::remove(pgn), fs::remove(out), fs::remove(out.string() + ".log");
}

} // namespace test_pgn_labels
