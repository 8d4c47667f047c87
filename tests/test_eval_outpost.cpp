// Outposts (src/eval/pieces.h, Quince's model; beyond Fruit 2.1): which minors on which squares
// count, on hand-made positions, with weights chosen so every count can be read back from the score.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "eval/profile.h"
#include "eval/trace.h"
#include "eval_trace.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_eval_outpost {

using namespace quince;

namespace {

// fruit21 in Quince's model with outposts' weights or none; Outpost[piece][defended] a distinct power of two
// (opening) and twice that (endgame), so the term's value says which minors stand on outposts.
eval::Params outpost_params(bool on) {
    eval::Params p = test::fruit21_in_quince(); // Quince's own terms at 0
    if (!on) return p;
    auto& w         = p.weights<eval::EvalModel::Quince>();
    w.Outpost[0][0] = S(1, 2), w.Outpost[0][1] = S(2, 4);  // knight: undefended, pawn-defended
    w.Outpost[1][0] = S(4, 8), w.Outpost[1][1] = S(8, 16); // bishop
    return p;
}
constexpr int N = 1, ND = 2, B = 4, BD = 8;

// Each colour's outpost part: its pieces row with the term on, less the same row with it off.
std::pair<int, int> outposts(const std::string& fen) {
    static const auto on  = eval::make_profile("test-outposts-on", outpost_params(true));
    static const auto off = eval::make_profile("test-outposts-off", outpost_params(false));
    return test::switched_part(*on, *off, fen, eval::T_PIECES);
}

} // namespace

TEST(EvalOutposts, KnightOnTheFifthWithAndWithoutAPawnBehindIt) {
    EXPECT_EQ(outposts("7k/8/8/3N4/8/8/8/K7 w - - 0 1"), std::make_pair(N, 0));
    EXPECT_EQ(outposts("7k/8/8/3N4/4P3/8/8/K7 w - - 0 1"), std::make_pair(ND, 0));
    // The same for Black, colours mirrored.
    EXPECT_EQ(outposts("k7/8/8/4p3/3n4/8/8/7K b - - 0 1"), std::make_pair(0, ND));
}

TEST(EvalOutposts, AnEnemyPawnThatCanChaseTheMinorAwaySpoilsIt) {
    // e7 can come to e6 and attack d5; c6 attacks it now.
    EXPECT_EQ(outposts("7k/4p3/8/3N4/4P3/8/8/K7 w - - 0 1"), std::make_pair(0, 0));
    EXPECT_EQ(outposts("7k/8/2p5/3N4/4P3/8/8/K7 w - - 0 1"), std::make_pair(0, 0));
    // A pawn already past the square (e4) or on the minor's own file (d7) never attacks d5.
    EXPECT_EQ(outposts("7k/3p4/8/3N4/4p3/8/8/K7 w - - 0 1"), std::make_pair(N, 0));
}

TEST(EvalOutposts, OnlyTheFourthToSixthRanks) {
    EXPECT_EQ(outposts("7k/8/8/8/8/3N4/8/K7 w - - 0 1"), std::make_pair(0, 0)); // d3
    EXPECT_EQ(outposts("7k/8/8/8/3N4/8/8/K7 w - - 0 1"), std::make_pair(N, 0)); // d4
    EXPECT_EQ(outposts("7k/8/3N4/8/8/8/8/K7 w - - 0 1"), std::make_pair(N, 0)); // d6
    EXPECT_EQ(outposts("7k/3N4/8/8/8/8/8/K7 w - - 0 1"), std::make_pair(0, 0)); // d7
}

TEST(EvalOutposts, BishopsAndKnightsOfBothSidesAtOnce) {
    // White: Be6 defended by d5, Nf5 undefended; Black: Nc4 defended by b5, Bd3 (Black's 6th
    // rank) undefended. White's only pawn, d5, can never attack c4 or d3.
    EXPECT_EQ(outposts("7k/8/4B3/1p1P1N2/2n5/3b4/8/K7 w - - 0 1"), std::make_pair(BD + N, ND + B));
}

} // namespace test_eval_outpost
