// Connected pawns (src/eval/pawn.cpp, Quince's model; beyond Fruit 2.1): which pawns count
// as standing beside or defended by an own pawn, on hand-made positions, with weights chosen so
// that every count can be read back from the score.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "eval/profile.h"
#include "eval/trace.h"
#include "eval_trace.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_eval_connected {

using namespace quince;

namespace {

// fruit21 in Quince's model with connected pawns' weights or none. Connected[beside/defended][rank] a
// distinct power of two in the opening and twice that in the endgame: bits 0-5 count the pawns beside an own
// pawn on relative rank index 1..6 (ranks 2-7), bits 6-11 the defended ones.
eval::Params connected_params(bool on) {
    eval::Params p = test::fruit21_in_quince(); // Quince's own terms at 0
    if (!on) return p;
    auto& w = p.weights<eval::EvalModel::Quince>();
    for (int r = 1; r < 7; ++r) {
        w.Connected[0][r] = S(1 << (r - 1), 2 << (r - 1));
        w.Connected[1][r] = S(1 << (r + 5), 2 << (r + 5));
    }
    return p;
}
constexpr int beside(int rank) { return 1 << (rank - 2); }   // rank 2..7 (the mover's view)
constexpr int defended(int rank) { return 1 << (rank + 4); } // rank 3..7

// Each colour's connected part: its pawn row with the term on, less the same row with it off.
std::pair<int, int> connected(const std::string& fen) {
    static const auto on  = eval::make_profile("test-connected-on", connected_params(true));
    static const auto off = eval::make_profile("test-connected-off", connected_params(false));
    return test::switched_part(*on, *off, fen, eval::T_PAWN);
}

} // namespace

TEST(EvalConnected, TwoPawnsSideBySide) {
    // d4 and e4: each stands beside the other.
    EXPECT_EQ(connected("7k/8/8/8/3PP3/8/8/K7 w - - 0 1"), std::make_pair(2 * beside(4), 0));
    // The same for Black on its 4th rank (d5, e5).
    EXPECT_EQ(connected("7k/8/8/3pp3/8/8/8/K7 w - - 0 1"), std::make_pair(0, 2 * beside(4)));
    // A file apart (d4, f4) or an enemy pawn beside (d4, e4 black): nothing.
    EXPECT_EQ(connected("7k/8/8/8/3P1P2/8/8/K7 w - - 0 1"), std::make_pair(0, 0));
    EXPECT_EQ(connected("7k/8/8/8/3Pp3/8/8/K7 w - - 0 1"), std::make_pair(0, 0));
}

TEST(EvalConnected, AChainIsDefendedLinkByLink) {
    // c3-d4-e5: d4 defended by c3 (rank 4), e5 by d4 (rank 5); c3 defends but is not defended.
    EXPECT_EQ(connected("7k/8/8/4P3/3P4/2P5/8/K7 w - - 0 1"), std::make_pair(defended(4) + defended(5), 0));
    // Black's c6-d5-e4 mirrors it: its ranks 4 and 5 too.
    EXPECT_EQ(connected("7k/8/2p5/3p4/4p3/8/8/K7 w - - 0 1"), std::make_pair(0, defended(4) + defended(5)));
    // Two defenders count once; a pawn on the same file behind (d3 behind d4) defends nothing.
    EXPECT_EQ(connected("7k/8/8/8/3P4/2P1P3/8/K7 w - - 0 1"), std::make_pair(defended(4), 0));
    EXPECT_EQ(connected("7k/8/8/8/3P4/3P4/8/K7 w - - 0 1"), std::make_pair(0, 0));
}

TEST(EvalConnected, APawnCanBeBothAndBothSidesCountAtOnce) {
    // White d5, e5 (side by side) and c4 defending d5; Black a7, b7 side by side on its 2nd rank.
    EXPECT_EQ(connected("7k/pp6/8/3PP3/2P5/8/8/K7 w - - 0 1"),
              std::make_pair(2 * beside(5) + defended(5), 2 * beside(2)));
    // A passed pawn on the 7th defended by the 6th (g7 by f6) and beside nothing.
    EXPECT_EQ(connected("k7/6P1/5P2/8/8/8/8/K7 w - - 0 1"), std::make_pair(defended(7), 0));
}

} // namespace test_eval_connected
