// The `quince` profile's terms beyond Fruit 2.1 in king safety and mobility (src/eval/king.h
// safe_checks, src/eval/pieces.h MobilityTables): what each weight counts, on hand-made positions,
// with weights chosen so every count can be read back from the score.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <utility>

#include "board/position.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "eval/trace.h"
#include "eval_trace.h"

using namespace quince;
using test::traced;

namespace {

// fruit21 with the safe checks switched on or off; SafeCheck[type] = 2^type (opening) and twice
// that (endgame), so the term's value names the piece types that have a safe check.
eval::Params check_params(bool on) {
    eval::Params p = eval::find_profile("fruit21")->params;
    p.SafeChecks   = on;
    for (int i = 0; i < 4; ++i) p.SafeCheck[i] = S(1 << i, 2 << i);
    return p;
}
constexpr int N = 1, B = 2, R = 4, Q = 8;

// Each colour's safe-check part: its king row with the term on, less the same row with it off
// (Fruit's attack and shelter parts, when they apply, are the same in both).
std::pair<int, int> checks(const std::string& fen) {
    static const auto on  = eval::make_profile("test-checks-on", check_params(true));
    static const auto off = eval::make_profile("test-checks-off", check_params(false));
    const eval::Trace a = traced(*on, fen), b = traced(*off, fen);
    int op[COLOR_NB];
    for (Color c : {WHITE, BLACK}) {
        op[c]        = a.side[eval::T_KING][c].op - b.side[eval::T_KING][c].op;
        const int eg = a.side[eval::T_KING][c].eg - b.side[eval::T_KING][c].eg;
        EXPECT_EQ(eg, 2 * op[c]) << fen;
    }
    return {op[WHITE], op[BLACK]};
}

} // namespace

TEST(EvalSafeChecks, KnightCheckFromAnUndefendedSquare) {
    // Nd4 reaches e2 and f3, both knight checks on the g1 king, which defends neither.
    EXPECT_EQ(checks("6k1/8/8/8/3n4/8/8/6K1 w - - 0 1"), std::make_pair(N, 0));
    // Colours mirrored, side to move too: the same for Black's king.
    EXPECT_EQ(checks("6k1/8/8/3N4/8/8/8/6K1 b - - 0 1"), std::make_pair(0, N));
}

TEST(EvalSafeChecks, DefendedOrOccupiedSquaresAreNotSafe) {
    // e2 is defended by the c1 knight and f3 by the g2 pawn: no safe check.
    EXPECT_EQ(checks("6k1/8/8/8/3n4/8/6P1/2N3K1 w - - 0 1"), std::make_pair(0, 0));
    // e2 defended by the c1 knight, f3 taken by Black's own pawn: no safe check either.
    EXPECT_EQ(checks("6k1/8/8/8/3n4/5p2/8/2N3K1 w - - 0 1"), std::make_pair(0, 0));
}

TEST(EvalSafeChecks, SlidersSeeThroughEmptySquaresOnly) {
    // The a8 rook reaches a1, from where it checks along the empty first rank.
    EXPECT_EQ(checks("r5k1/8/8/8/8/8/5PPP/6K1 w - - 0 1"), std::make_pair(R, 0));
    // A white rook on d1 closes the rank; the d8 square it would check from is defended by a8.
    EXPECT_EQ(checks("r5k1/8/8/8/8/8/5PPP/3R2K1 w - - 0 1"), std::make_pair(0, 0));
    // A queen checks along lines and diagonals: a1 as a rook would, counted as the queen's only.
    EXPECT_EQ(checks("q5k1/8/8/8/8/8/5PPP/6K1 w - - 0 1"), std::make_pair(Q, 0));
    // The a6 bishop reaches e2 and f1, but the g1 king's diagonals end at its f2 and h2 pawns.
    EXPECT_EQ(checks("6k1/8/b7/8/8/8/5PPP/6K1 w - - 0 1"), std::make_pair(0, 0));
    // Without the f2 pawn the a7-g1 diagonal is open, and the b8 bishop reaches a7 on it.
    EXPECT_EQ(checks("1b4k1/8/8/8/8/8/6PP/6K1 w - - 0 1"), std::make_pair(B, 0));
}

TEST(EvalSafeChecks, OffInTheClassicProfiles) {
    for (const char* name : {"fruit21", "rybka", "simple", "rustic"}) {
        EXPECT_FALSE(eval::find_profile(name)->params.SafeChecks) << name;
        EXPECT_FALSE(eval::find_profile(name)->params.MobilityTables) << name;
    }
    EXPECT_TRUE(eval::find_profile("quince")->params.SafeChecks);
    EXPECT_TRUE(eval::find_profile("quince")->params.MobilityTables);
}

namespace {

// fruit21 with mobility tables: MobilityTable[type][n] = 100 type + n (opening; endgame 0), so a
// lone piece's mobility score is its type and its count.
int mobility_op(const std::string& fen, Color c) {
    static const auto profile = [] {
        eval::Params p   = eval::find_profile("fruit21")->params;
        p.MobilityTables = true;
        for (int i = 0; i < 4; ++i)
            for (int n = 0; n < 28; ++n) p.MobilityTable[i][n] = S(100 * i + n, 0);
        return eval::make_profile("test-mobility-tables", p);
    }();
    const eval::Trace t = traced(*profile, fen);
    EXPECT_EQ(t.side[eval::T_PIECES][c].eg, 0) << fen;
    return t.side[eval::T_PIECES][c].op;
}

} // namespace

TEST(EvalMobilityTables, CountsTheMobilityArea) {
    // A knight on e4 attacks 8 empty squares.
    EXPECT_EQ(mobility_op("4k3/8/8/8/4N3/8/8/4K3 w - - 0 1", WHITE), 8);
    // The e7 pawn attacks d6 and f6: they leave the area (6).
    EXPECT_EQ(mobility_op("4k3/4p3/8/8/4N3/8/8/4K3 w - - 0 1", WHITE), 6);
    // ... and so does d2, taken by White's own pawn (5).
    EXPECT_EQ(mobility_op("4k3/4p3/8/8/4N3/8/3P4/4K3 w - - 0 1", WHITE), 5);
    // A bishop on c1: b2 a3 d2 e3 f4 g5 h6 (7), table row 1.
    EXPECT_EQ(mobility_op("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", WHITE), 107);
    // Black's knight on e5: of its 8 squares, d3 and f3 are attacked by the e2 pawn (6).
    EXPECT_EQ(mobility_op("4k3/8/8/4n3/8/8/4P3/4K3 b - - 0 1", BLACK), 6);
}
