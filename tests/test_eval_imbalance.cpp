// The `quince` profile's material imbalance (src/eval/material.cpp, QuinceWeights::ImbalanceOurs
// and ImbalanceTheirs): which product of piece counts each weight multiplies, read back from the
// Material row with one weight set at a time.
#include <gtest/gtest.h>

#include <array>
#include <string>
#include <utility>

#include "eval/evaluate.h"
#include "eval/params_io.h"
#include "eval/profile.h"
#include "eval/trace.h"
#include "eval_trace.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_eval_imbalance {

using namespace quince;

namespace {

using Kinds = std::array<int, 6>; // the bishop pair (0 or 1), then pawns .. queens

// White: five pawns, a knight, two bishops, two rooks and a queen; Black: six pawns, two knights,
// a bishop and a rook.
const std::string Fen = "rnb1k1n1/pppppp2/8/8/8/8/PPPPP3/RNBQKB1R w - - 0 1";
constexpr Kinds White = {1, 5, 1, 2, 2, 1};
constexpr Kinds Black = {0, 6, 2, 1, 1, 0};

enum class Table { Ours, Theirs };

// Each colour's Material row with entry [a][b] of one table at 16 (opening) and 32 (endgame)
// sixteenths, less the row with every imbalance weight 0: the product that entry counts.
std::pair<int, int> part(Table t, int a, int b, const std::string& fen = Fen) {
    eval::Params on = test::fruit21_in_quince(), off = on;
    auto& w                                                        = on.weights<eval::EvalModel::Quince>();
    (t == Table::Ours ? w.ImbalanceOurs : w.ImbalanceTheirs)[a][b] = S(16, 32);
    const auto p_on  = eval::make_profile("test-imbalance-on", on);
    const auto p_off = eval::make_profile("test-imbalance-off", off);
    return test::switched_part(*p_on, *p_off, fen, eval::T_MATERIAL);
}

} // namespace

// Ours[a][b] (b <= a) counts n_a x n_b of the side's own kinds; Theirs[a][b] (b < a) counts n_a
// of the side's own kind a times the enemy's count of kind b.
TEST(EvalImbalance, EachEntryCountsItsProduct) {
    for (int a = 1; a < 6; ++a) {
        for (int b = 0; b <= a; ++b)
            EXPECT_EQ(part(Table::Ours, a, b), std::make_pair(White[a] * White[b], Black[a] * Black[b]))
                << "ImbalanceOurs[" << a << "][" << b << "]";
        for (int b = 0; b < a; ++b)
            EXPECT_EQ(part(Table::Theirs, a, b), std::make_pair(White[a] * Black[b], Black[a] * White[b]))
                << "ImbalanceTheirs[" << a << "][" << b << "]";
    }
}

// Row 0 (it would repeat BishopPair), the entries above the diagonal and Theirs' diagonal (which
// cancels between the sides) are never read.
TEST(EvalImbalance, OnlyTheLowerTrianglesAreRead) {
    for (int a = 0; a < 6; ++a)
        for (int b = 0; b < 6; ++b) {
            if (a >= 1 && b <= a) continue;
            EXPECT_EQ(part(Table::Ours, a, b), std::make_pair(0, 0))
                << "ImbalanceOurs[" << a << "][" << b << "]";
        }
    for (int a = 0; a < 6; ++a)
        for (int b = a; b < 6; ++b)
            EXPECT_EQ(part(Table::Theirs, a, b), std::make_pair(0, 0))
                << "ImbalanceTheirs[" << a << "][" << b << "]";
}

// The sum is divided by 16 per side and per half, toward zero: one product of 1 x 1 at 16/32
// sixteenths is 1/2, at 8/16 it is 0/1.
TEST(EvalImbalance, SixteenthsAreDividedPerSide) {
    // White: a lone knight (Ours[2][2] counts 1); Black: nothing but pawns.
    const std::string fen = "4k3/pppp4/8/8/8/8/8/4KN2 w - - 0 1";
    EXPECT_EQ(part(Table::Ours, 2, 2, fen), std::make_pair(1, 0));
    eval::Params on = test::fruit21_in_quince(), off = on;
    on.weights<eval::EvalModel::Quince>().ImbalanceOurs[2][2] = S(8, 31);
    const auto p_on                                           = eval::make_profile("test-imbalance-half", on);
    const auto p_off    = eval::make_profile("test-imbalance-none", off);
    const eval::Trace a = test::traced(*p_on, fen), b = test::traced(*p_off, fen);
    EXPECT_EQ(a.side[eval::T_MATERIAL][WHITE] - b.side[eval::T_MATERIAL][WHITE], S(0, 1));
}

// The largest weights a profile file may set, times many pieces, stay within one weight's range
// per side and half.
TEST(EvalImbalance, ExtremeWeightsAreHeldWithinAWeightsRange) {
    eval::Params on = test::fruit21_in_quince(), off = on;
    auto& w = on.weights<eval::EvalModel::Quince>();
    for (int a = 1; a < 6; ++a)
        for (int b = 0; b <= a; ++b) w.ImbalanceOurs[a][b] = S(eval::WeightRangeCp, -eval::WeightRangeCp);
    const auto p_on       = eval::make_profile("test-imbalance-extreme", on);
    const auto p_off      = eval::make_profile("test-imbalance-zero", off);
    const std::string fen = "7k/6pp/8/8/8/8/QQ6/QQQQKQQQ b - - 0 1"; // nine queens
    const eval::Trace a = test::traced(*p_on, fen), b = test::traced(*p_off, fen);
    EXPECT_EQ(a.side[eval::T_MATERIAL][WHITE] - b.side[eval::T_MATERIAL][WHITE],
              S(eval::WeightRangeCp, -eval::WeightRangeCp));
}

} // namespace test_eval_imbalance
