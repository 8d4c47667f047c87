// Three terms beyond Fruit 2.1 in the quince profile: the king and its pawns (Shape::KingPawns,
// src/eval/king.h), space (Shape::Space, src/eval/space.h) and rooks behind passers
// (Shape::PassedRooks, src/eval/passer.h), read back from weights chosen so every count shows in
// the score.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "board/position.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "eval/trace.h"
#include "eval_trace.h"

using namespace quince;

namespace {

// fruit21 with the three switches on or off. King: per step to the nearest own pawn 1, pawnless
// flank 16; space 1 per square; the first heavy piece behind a passer: ours 1, the enemy's 16 (the
// endgame halves twice as much).
eval::Params params(bool on) {
    eval::Params p = eval::find_profile("fruit21")->params;
    p.KingPawns = on, p.Space = on, p.PassedRooks = on;
    p.KingPawnDistance     = S(1, 2);
    p.PawnlessFlank        = S(16, 32);
    p.SpaceSquare          = S(1, 2);
    p.PassedHeavyBehind[0] = S(1, 2);
    p.PassedHeavyBehind[1] = S(16, 32);
    return p;
}

std::pair<int, int> part(const std::string& fen, eval::Term term) {
    static const auto on  = eval::make_profile("test-ksr-on", params(true));
    static const auto off = eval::make_profile("test-ksr-off", params(false));
    return test::switched_part(*on, *off, fen, term);
}

} // namespace

TEST(EvalKingPawns, DistanceToTheNearestPawnAndPawnlessFlank) {
    using std::make_pair;
    // Both kings on g1/g8, five steps from b2/b7, and no pawn on files e-h.
    EXPECT_EQ(part("r5k1/pp6/8/8/8/8/PP6/R5K1 w - - 0 1", eval::T_KING), make_pair(21, 21));
    // f2 and g7 stand next to the kings: one step, and the flank has pawns.
    EXPECT_EQ(part("r5k1/pp4p1/8/8/8/8/PP3P2/R5K1 w - - 0 1", eval::T_KING), make_pair(1, 1));
    // Black has no pawns: no distance, but its flank is still pawnless.
    EXPECT_EQ(part("r5k1/8/8/8/8/8/PP6/R5K1 w - - 0 1", eval::T_KING), make_pair(21, 16));
    // Kings on the e-file: their flank is c-f; h2 is three steps from e1 (a2 four).
    EXPECT_EQ(part("r3k3/8/8/8/8/8/P6P/R3K3 w - - 0 1", eval::T_KING), make_pair(19, 16));
}

TEST(EvalSpace, SafeCentreSquaresAndThoseBehindThePawns) {
    using std::make_pair;
    // The start position: c3-f4 on each side (the pawns' own squares do not count).
    EXPECT_EQ(part("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", eval::T_PIECES),
              make_pair(8, 8));
    // e4: eleven squares, e3 and e2 behind it twice; Black loses d5 and f5 to the pawn.
    EXPECT_EQ(part("r3k3/8/8/8/4P3/8/8/R3K3 w - - 0 1", eval::T_PIECES), make_pair(13, 10));
    // A bishop on h6 attacks e3: that square counts once.
    EXPECT_EQ(part("4k3/8/7b/8/4P3/8/8/R3K3 w - - 0 1", eval::T_PIECES), make_pair(12, 10));
}

TEST(EvalPassedRooks, FirstHeavyPieceBehindThePasser) {
    using std::make_pair;
    EXPECT_EQ(part("4k3/8/8/3P4/8/8/8/3RK3 w - - 0 1", eval::T_PASSER), make_pair(1, 0));
    EXPECT_EQ(part("4k3/8/8/3P4/8/8/8/3Q3K w - - 0 1", eval::T_PASSER), make_pair(1, 0));
    EXPECT_EQ(part("4k3/8/8/3P4/8/8/8/3r3K w - - 0 1", eval::T_PASSER), make_pair(16, 0));
    // A knight in between: the rook is not behind the pawn; a rook in front is not either.
    EXPECT_EQ(part("4k3/8/8/3P4/8/3N4/8/3R3K w - - 0 1", eval::T_PASSER), make_pair(0, 0));
    EXPECT_EQ(part("3R4/7k/8/3P4/8/8/8/7K w - - 0 1", eval::T_PASSER), make_pair(0, 0));
    // Black's d4 with its rook on d8.
    EXPECT_EQ(part("3r3k/8/8/8/3p4/8/8/7K b - - 0 1", eval::T_PASSER), make_pair(0, 1));
}

TEST(EvalKingSpaceRooks, TraceRecordsOnTheirSquares) {
    static const auto on = eval::make_profile("test-ksr-trace", params(true));
    const eval::Trace t  = test::traced(*on, "r3k3/8/8/8/4P3/8/8/4K2R w - - 0 1");
    int distance = 0, flank = 0, space = 0, behind = 0;
    for (const eval::PieceRecord& r : t.pieces) {
        const std::string what = r.what;
        if (what == "distance to pawns") {
            ++distance;
            EXPECT_EQ(r.sq, SQ_E1);
        } else if (what == "pawnless flank") {
            ++flank;
        } else if (what == "space") {
            ++space;
            EXPECT_TRUE(r.sq == SQ_E1 || r.sq == SQ_E8);
        } else if (what == "rook behind" || what == "enemy rook behind") {
            ++behind;
        }
    }
    EXPECT_EQ(distance, 1); // Black has no pawn to be near
    EXPECT_EQ(flank, 0);    // e4 stands on both kings' flank, c-f
    EXPECT_EQ(space, 2);
    EXPECT_EQ(behind, 0); // the h1 rook is not on the e-file
}

TEST(EvalKingSpaceRooks, OffInTheClassicProfiles) {
    for (const char* name : {"fruit21", "rybka", "simple", "rustic"}) {
        const eval::Params& p = eval::find_profile(name)->params;
        EXPECT_FALSE(p.KingPawns) << name;
        EXPECT_FALSE(p.Space) << name;
        EXPECT_FALSE(p.PassedRooks) << name;
    }
}
