// Shelter and storm by file and rank (Shape::KingShelter, src/eval/king.h), read back from weights
// chosen so that each file's share shows in the score: our shelter pawn 10 d + r (no pawn: -500),
// the enemy's storming pawn 1000 (10 d + r) (no pawn: 0), a blocked one 1,000,000 r, with d the
// file's distance from the edge and r the relative rank index (the endgame halves twice as much).
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "eval/evaluate.h"
#include "eval/profile.h"
#include "eval/trace.h"
#include "eval_trace.h"

using namespace quince;

namespace {

eval::Params params(bool on) {
    eval::Params p = eval::find_profile("fruit21")->params;
    p.KingShelter  = on;
    for (int d = 0; d < 4; ++d) {
        p.ShelterPawn[d][0] = S(-500, -1000);
        p.StormPawn[d][0]   = S(0, 0);
        for (int r = 1; r < 8; ++r) {
            const int w         = 10 * d + r;
            p.ShelterPawn[d][r] = S(w, 2 * w);
            p.StormPawn[d][r]   = S(1000 * w, 2000 * w);
        }
    }
    for (int r = 0; r < 8; ++r) p.StormBlocked[r] = S(1000000 * r, 2000000 * r);
    return p;
}

// The term's part of the King row, (White, Black). No queens in these positions, so Fruit's
// shelter and storm (only with a queen and another piece against the king) is in neither profile.
std::pair<int, int> part(const std::string& fen) {
    static const auto on  = eval::make_profile("test-shelter-on", params(true));
    static const auto off = eval::make_profile("test-shelter-off", params(false));
    return test::switched_part(*on, *off, fen, eval::T_KING);
}

} // namespace

TEST(EvalKingShelter, ThreeFilesByEdgeDistanceAndRank) {
    using std::make_pair;
    // Kings on g1/g8 behind f-, g- and h-pawns (d = 2, 1, 0): shelter 21 + 11 + 1, and the enemy
    // pawns on their 2nd rank are on our 7th (r = 6): 1000 (26 + 16 + 6).
    EXPECT_EQ(part("6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1"), make_pair(48033, 48033));
    // Kings in the a-file corner (rooks on h1/h8, so it is no pawn ending): the files are a, b and c. a2 and
    // a3 block each other: White's shelter pawn a2 (1) and Black's a3, blocked, on White's 3rd rank (r = 2);
    // Black's a3 is its 6th rank (5) and White's a2, blocked, its 7th (6); b and c are empty (-500 each).
    EXPECT_EQ(part("k6r/8/8/8/8/p7/P7/K6R w - - 0 1"), make_pair(2000001 - 1000, 6000005 - 1000));
    // Black's h2 beside White's g1 king is no blocked pawn: White has no h-pawn in front of it
    // (storm 1000 x 1 on the h-file, shelter -500 there). Black's own h2 is its 7th rank (6).
    EXPECT_EQ(part("r5k1/8/8/8/8/8/5PPp/R5K1 w - - 0 1"), make_pair(21 + 11 - 500 + 1000, 6 - 1000 + 42000));
}

TEST(EvalKingShelter, OnlyPawnsLevelWithOrAheadOfTheKing) {
    using std::make_pair;
    // White's king on g3 is past its own pawns (-1500) but sees f7 coming (1000 x 26). Black's f7
    // shelters it (21, then -500 twice), and all three White pawns are ahead of it (48000).
    EXPECT_EQ(part("6k1/5p2/8/8/8/6K1/5PPP/8 w - - 0 1"), make_pair(-1500 + 26000, 21 - 1000 + 48000));
}

TEST(EvalKingShelter, BestOfTheKingSquareAndTheCastlingSquares) {
    using std::make_pair;
    // On e1: d and e empty, f2 (-979). With the king-side right, G1 behind f2, g2, h2 counts (33).
    // Black's e8 has no pawn of its own (-1500) and no right, and f2 storms it (26000).
    EXPECT_EQ(part("4k3/8/8/8/8/8/5PPP/4K2R w - - 0 1"), make_pair(-979, 24500));
    EXPECT_EQ(part("4k3/8/8/8/8/8/5PPP/4K2R w K - 0 1"), make_pair(33, 24500));
}

// With the switch on, Fruit's shelter and storm (docs/reference/fruit21.md §7.2) is not evaluated:
// with every table weight 0 the King row equals fruit21's with its own shelter and storm weights
// set to 0.
TEST(EvalKingShelter, ReplacesFruitsShelterAndStorm) {
    eval::Params zero_tables = eval::find_profile("fruit21")->params;
    zero_tables.KingShelter  = true;
    eval::Params zero_fruit  = eval::find_profile("fruit21")->params;
    for (int& w : zero_fruit.ShelterFile) w = 0;
    for (int& w : zero_fruit.StormFile) w = 0;
    zero_fruit.ShelterNoPawn = zero_fruit.ShelterPerfect = 0;
    const auto a      = eval::make_profile("test-shelter-zero-tables", zero_tables);
    const auto b      = eval::make_profile("test-shelter-zero-fruit", zero_fruit);
    const auto& fruit = *eval::find_profile("fruit21");
    // Queens and pieces on both sides, kings castled with a storm on the way.
    const std::string fen = "r4rk1/pp1qbp1p/2n1pnp1/6B1/3P2P1/2N2N2/PPQ2P1P/2KR3R w - - 0 14";
    const eval::Trace ta = test::traced(*a, fen), tb = test::traced(*b, fen), tf = test::traced(fruit, fen);
    for (Color c : {WHITE, BLACK}) {
        EXPECT_EQ(ta.side[eval::T_KING][c].op, tb.side[eval::T_KING][c].op) << int(c);
        EXPECT_EQ(ta.side[eval::T_KING][c].eg, tb.side[eval::T_KING][c].eg) << int(c);
        // The position does have a Fruit shelter and storm to remove.
        EXPECT_NE(tf.side[eval::T_KING][c].op, tb.side[eval::T_KING][c].op) << int(c);
    }
}

TEST(EvalKingShelter, TraceRowOnTheKingsSquare) {
    static const auto on = eval::make_profile("test-shelter-trace", params(true));
    const eval::Trace t  = test::traced(*on, "6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1");
    int rows             = 0;
    for (const eval::PieceRecord& r : t.pieces)
        if (std::string(r.what) == "shelter and storm") {
            ++rows;
            EXPECT_TRUE(r.sq == SQ_G1 || r.sq == SQ_G8);
        }
    EXPECT_EQ(rows, 2);
}

TEST(EvalKingShelter, OffInTheClassicProfiles) {
    for (const char* name : {"fruit21", "rybka", "simple", "rustic"})
        EXPECT_FALSE(eval::find_profile(name)->params.KingShelter) << name;
}
