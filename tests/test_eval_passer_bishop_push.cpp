// Three terms beyond Fruit 2.1 in the quince profile: passer details
// (src/eval/passer.h), bishops and their pawns (src/eval/pieces.h) and pawn push threats
// (src/eval/threat.h), read back from weights chosen so every
// count shows in the score.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "board/position.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "eval/trace.h"
#include "eval_trace.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_eval_passer_bishop_push {

using namespace quince;

namespace {

// fruit21 in Quince's model with the three terms' weights or none. Passers: by rank 1, blockaded 2, safe path
// 4; bishops: per rammed pawn of its colour 1, long diagonal 8; push threats 1 (the endgame halves twice as
// much).
eval::Params params(bool on) {
    eval::Params p = test::fruit21_in_quince(); // Quince's own terms at 0
    if (!on) return p;
    auto& w = p.weights<eval::EvalModel::Quince>();
    for (int r = 0; r < 8; ++r) w.PassedRank[r] = S(1, 2), w.PassedBlocked[r] = S(2, 4);
    w.PassedSafePath     = S(4, 8);
    w.BishopRammed       = S(1, 2);
    w.BishopLongDiagonal = S(8, 16);
    w.ThreatByPush       = S(1, 2);
    return p;
}

std::pair<int, int> part(const std::string& fen, eval::Term term) {
    static const auto on  = eval::make_profile("test-pbp-on", params(true));
    static const auto off = eval::make_profile("test-pbp-off", params(false));
    return test::switched_part(*on, *off, fen, term);
}

} // namespace

TEST(EvalPassedDetails, RankBlockadeAndSafePath) {
    using std::make_pair;
    // d5: the black king on e8 attacks d7 and d8, so the rank bonus only.
    EXPECT_EQ(part("4k3/8/8/3P4/8/8/8/4K3 w - - 0 1", eval::T_PASSER), make_pair(1, 0));
    // The king far away: the path d6-d8 is free and unattacked.
    EXPECT_EQ(part("7k/8/8/3P4/8/8/8/K7 w - - 0 1", eval::T_PASSER), make_pair(5, 0));
    // A knight on d6 blockades it (and stands on the path).
    EXPECT_EQ(part("7k/8/3n4/3P4/8/8/8/K7 w - - 0 1", eval::T_PASSER), make_pair(3, 0));
    // A rook on a7 attacks d7: no safe path.
    EXPECT_EQ(part("7k/r7/8/3P4/8/8/8/K7 w - - 0 1", eval::T_PASSER), make_pair(1, 0));
    // Black's e4 runs to e1 unhindered; a white bishop on e2 stands in the way.
    EXPECT_EQ(part("k7/8/8/8/4p3/8/8/7K b - - 0 1", eval::T_PASSER), make_pair(0, 5));
    EXPECT_EQ(part("k7/8/8/8/4p3/8/4B3/7K b - - 0 1", eval::T_PASSER), make_pair(0, 1));
}

TEST(EvalBishopPawns, RammedPawnsOfTheBishopsColour) {
    // Bc1 (dark) with d4 and e3 (dark) blocked by d5 and e4: two rammed pawns.
    EXPECT_EQ(part("6k1/8/8/3p4/3Pp3/4P3/8/2B3K1 w - - 0 1", eval::T_PIECES), std::make_pair(2, 0));
    // A light-squared bishop (d1) is not hemmed in by them.
    EXPECT_EQ(part("6k1/8/8/3p4/3Pp3/4P3/8/3B2K1 w - - 0 1", eval::T_PIECES), std::make_pair(0, 0));
}

TEST(EvalBishopPawns, LongDiagonalSeeingTheCentre) {
    // Bb2 and ...Bg7 each see d4 and e5 (the h-pawns keep the evaluation from a draw rule's exit).
    EXPECT_EQ(part("6k1/6bp/8/8/8/8/1B5P/6K1 w - - 0 1", eval::T_PIECES), std::make_pair(8, 8));
    // A pawn on d4 stops the white bishop (one centre square); the black one still sees e5 and d4.
    EXPECT_EQ(part("6k1/6bp/8/8/3P4/8/1B5P/6K1 w - - 0 1", eval::T_PIECES), std::make_pair(0, 8));
    // A bishop in the centre itself does not count.
    EXPECT_EQ(part("6k1/7p/8/8/3B4/8/7P/6K1 w - - 0 1", eval::T_PIECES), std::make_pair(0, 0));
}

TEST(EvalPushThreats, PiecesASafePawnPushWouldAttack) {
    // e2-e3 would attack the knight on d4.
    EXPECT_EQ(part("6k1/8/8/8/3n4/8/4P3/6K1 w - - 0 1", eval::T_THREAT), std::make_pair(1, 0));
    // e2-e4 (through an empty e3) would attack the rook on f5.
    EXPECT_EQ(part("6k1/8/8/5r2/8/8/4P3/6K1 w - - 0 1", eval::T_THREAT), std::make_pair(1, 0));
    // The c3 pawn attacks d4 already.
    EXPECT_EQ(part("6k1/8/8/8/3n4/2P5/4P3/6K1 w - - 0 1", eval::T_THREAT), std::make_pair(0, 0));
    // e3 is attacked by the knight on c4 and the bishop on f4: safe only when our king defends it.
    EXPECT_EQ(part("6k1/8/8/8/2n2b2/8/4PK2/8 w - - 0 1", eval::T_THREAT), std::make_pair(1, 0));
    EXPECT_EQ(part("6k1/8/8/8/2n2b2/8/4P3/6K1 w - - 0 1", eval::T_THREAT), std::make_pair(0, 0));
    // An enemy pawn on f4 attacks e3, e4 attacks nothing; Black's f4-f3 runs into e2's attack.
    EXPECT_EQ(part("6k1/8/8/8/3n1p2/8/4P3/6K1 w - - 0 1", eval::T_THREAT), std::make_pair(0, 0));
    // Black: e7-e6 would attack the knight on d5.
    EXPECT_EQ(part("6k1/4p3/8/3N4/8/8/8/6K1 b - - 0 1", eval::T_THREAT), std::make_pair(0, 1));
}

TEST(EvalPassedBishopPush, TraceRecordsOnTheirSquares) {
    static const auto on = eval::make_profile("test-pbp-trace", params(true));
    // d5 and e2 pass, both bishops stand on the long diagonal, e2-e3 would attack the knight on d4.
    const eval::Trace t = test::traced(*on, "6k1/6b1/8/3P4/3n4/8/1B2P3/6K1 w - - 0 1");
    int passer = 0, diagonal = 0, push = 0, rammed = 0;
    for (const eval::PieceRecord& r : t.pieces) {
        const std::string what = r.what;
        if (what == "passer by rank") {
            ++passer;
            EXPECT_TRUE(r.sq == SQ_D5 || r.sq == SQ_E2);
        } else if (what == "long diagonal") {
            ++diagonal;
            EXPECT_TRUE(r.sq == SQ_B2 || r.sq == SQ_G7);
        } else if (what == "rammed pawns") {
            ++rammed;
        } else if (what == "attacked by a pawn push") {
            ++push;
            EXPECT_EQ(r.sq, SQ_D4);
        }
    }
    EXPECT_EQ(passer, 2);   // Black has no pawns: e2 passes too
    EXPECT_EQ(diagonal, 2); // only pawns stop the view: both bishops see d4 and e5
    EXPECT_EQ(push, 1);
    EXPECT_EQ(rammed, 0); // no blocked pawn: no record of 0 for the bishops
}

} // namespace test_eval_passer_bishop_push
