// Pawnless endgame knowledge of Quince's model: the mating drive against a lone king
// (src/eval/mate.h) and the knight's place against a rook (src/eval/krkn.h). Each count is read
// back from a profile that gives only its weights a value (powers of two, so one number holds all
// three counts of the drive); the `quince` profile prefers the corner of the bishop's colour; and
// the mate the drive is for, king, bishop and knight against king, is won over the board before
// the fifty-move rule from starts the defender chose well.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "board/movegen.h"
#include "board/position.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "eval/trace.h"
#include "eval_trace.h"
#include "search/engine.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_eval_mate {

using namespace quince;

namespace {

// Each colour's part of the king row: edge steps x 1 + closeness x 8 + corner nearness x 64
// (at most 6, 5 and 7, so the three counts never overlap).
std::pair<int, int> drive(const std::string& fen) {
    const eval::Params off = test::fruit21_in_quince(); // Quince's own terms at 0
    eval::Params on        = off;
    auto& w                = on.weights<eval::EvalModel::Quince>();
    w.LoneKingEdge         = S(1, 2);
    w.LoneKingClose        = S(8, 16);
    w.LoneKingCorner       = S(64, 128);
    return test::switched_part(*eval::make_profile("test-mate-on", on),
                               *eval::make_profile("test-mate-off", off), fen, eval::T_KING);
}

int edge_close_corner(int edge, int close, int corner) { return edge + 8 * close + 64 * corner; }

} // namespace

TEST(EvalLoneKing, EachCountReadsBack) {
    // KQK, the lone king on a centre square, the kings three apart: closeness 4, no corner.
    EXPECT_EQ(drive("8/8/8/4k3/8/8/3QK3/8 w - - 0 1"), std::make_pair(edge_close_corner(0, 4, 0), 0));
    // A light-squared bishop (b1) and a knight: the lone king in a8, the bishop's corner, is on
    // the edge (6 steps from the centre) and 7 steps nearer than 7 to that corner; in h8, the
    // wrong corner, it is 7 steps from both a8 and h1.
    EXPECT_EQ(drive("k7/8/8/8/8/8/8/KBN5 w - - 0 1"), std::make_pair(edge_close_corner(6, 0, 7), 0));
    EXPECT_EQ(drive("7k/8/8/8/8/8/8/KBN5 w - - 0 1"), std::make_pair(edge_close_corner(6, 0, 0), 0));
    // Black's: a dark-squared bishop (b8) drives the white king to a1 or h8.
    EXPECT_EQ(drive("kbn5/8/8/8/8/8/8/K7 b - - 0 1"), std::make_pair(0, edge_close_corner(6, 0, 7)));
    EXPECT_EQ(drive("kbn5/8/8/8/8/8/8/7K b - - 0 1"), std::make_pair(0, edge_close_corner(6, 0, 0)));
    // Bishops on both colours mate in any corner; pawns beside the pieces change nothing.
    // (b1 and c1; the kings four apart: closeness 3). Two bishops of one colour (b1, d1) do not.
    EXPECT_EQ(drive("8/8/8/4k3/8/8/8/KBB5 w - - 0 1"), std::make_pair(edge_close_corner(0, 3, 0), 0));
    EXPECT_EQ(drive("8/8/8/4k3/8/8/P7/KBB5 w - - 0 1"), std::make_pair(edge_close_corner(0, 3, 0), 0));
    EXPECT_EQ(drive("8/8/8/4k3/8/8/8/KB1B4 w - - 0 1"), std::make_pair(0, 0));
    // No mating material (two knights, a lone pawn), or the enemy king not alone: nothing.
    EXPECT_EQ(drive("8/8/8/4k3/8/8/8/KNN5 w - - 0 1"), std::make_pair(0, 0));
    EXPECT_EQ(drive("8/8/8/4k3/8/8/4P3/K7 w - - 0 1"), std::make_pair(0, 0));
    EXPECT_EQ(drive("8/8/8/4k3/4p3/8/3QK3/8 w - - 0 1"), std::make_pair(0, 0));
}

// The `quince` profile itself: with a light-squared bishop the defender is best off in the centre,
// then in a dark corner, and worst off in a light one.
TEST(EvalLoneKing, TheBishopsCornerIsWorstForTheDefender) {
    const eval::Profile& prof = *eval::find_profile("quince");
    auto white_view           = [&](const std::string& fen) {
        eval::Evaluator ev(prof);
        Position pos;
        ev.prepare(pos);
        EXPECT_TRUE(pos.set(fen)) << fen;
        const int v = ev.evaluate(pos);
        return pos.side_to_move() == WHITE ? v : -v;
    };
    // Bishop d3 (light), knight e3, king c2; the lone king in a8 (light), h8 (dark) or d5.
    const int right  = white_view("k7/8/8/8/8/3BN3/2K5/8 b - - 0 1");
    const int wrong  = white_view("7k/8/8/8/8/3BN3/2K5/8 b - - 0 1");
    const int centre = white_view("8/8/8/3k4/8/3BN3/2K5/8 b - - 0 1");
    EXPECT_GT(right, wrong + 200);
    EXPECT_GT(wrong, centre);
}

// A knight alone against a rook alone: the knight's side pays per step its knight stands from its
// king beyond the first (src/eval/krkn.h), and nothing when anything else is on the board.
TEST(EvalKnightAgainstRook, TheKnightsDistanceFromItsKingReadsBack) {
    auto away = [](const std::string& fen) {
        const eval::Params off                                   = test::fruit21_in_quince();
        eval::Params on                                          = off;
        on.weights<eval::EvalModel::Quince>().KnightAwayFromKing = S(1, 2);
        return test::switched_part(*eval::make_profile("test-krkn-on", on),
                                   *eval::make_profile("test-krkn-off", off), fen, eval::T_KING);
    };
    EXPECT_EQ(away("3k4/1R2n3/8/8/8/4K3/8/8 b - - 0 1"), std::make_pair(0, 0)); // Ne7 beside Kd8
    EXPECT_EQ(away("3k4/1R6/8/8/7n/4K3/8/8 b - - 0 1"), std::make_pair(0, 3));  // Nh4: 4 from Kd8
    EXPECT_EQ(away("6r1/2k5/8/8/8/8/8/1N5K b - - 0 1"), std::make_pair(5, 0));  // White's Nb1, Kh1: 6
    EXPECT_EQ(away("3k4/1R6/8/8/7n/4K3/P7/8 b - - 0 1"), std::make_pair(0, 0)); // a pawn: not the ending
    EXPECT_EQ(away("3k4/1R6/8/8/7n/4K3/8/7B b - - 0 1"), std::make_pair(0, 0)); // a bishop beside the rook
    EXPECT_EQ(away("3k4/1Q6/8/8/7n/4K3/8/8 b - - 0 1"), std::make_pair(0, 0));  // a queen, not a rook
}

// The mate itself, over the board: the engine plays both sides at 20,000 nodes a move and must
// mate before the fifty-move rule, from won positions (mate in 28 and 29 with best play: 56 and 58
// plies to mate in the Syzygy tables) with the defender's king in the wrong corner or in the
// centre. Without the drive such games were often drawn.
TEST(EvalLoneKing, BishopAndKnightMateBeforeTheFiftyMoveRule) {
    for (const std::string fen : {"7k/8/8/8/8/8/8/KBN5 w - - 0 1", "8/8/8/3k4/8/8/8/KBN5 w - - 0 1"}) {
        Position pos;
        ASSERT_TRUE(pos.set(fen));
        search::Engine engine;
        ASSERT_TRUE(engine.set_hash(16));
        search::Limits lim;
        lim.nodes = 20000;
        int plies = 0;
        for (; plies < 100 && !legal_moves(pos).empty() && !pos.is_draw(0); ++plies) {
            const search::SearchResult r = engine.search(pos, lim);
            ASSERT_TRUE(legal_moves(pos).contains(r.best)) << fen << ", ply " << plies;
            pos.make_move(r.best);
        }
        EXPECT_TRUE(legal_moves(pos).empty() && pos.in_check())
            << "no mate after " << plies << " plies from " << fen << "; reached " << pos.fen();
    }
}

} // namespace test_eval_mate
