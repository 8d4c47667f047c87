// The endgame scale (Shape::EndgameScale, src/eval/scale.h): which rule fires for which material,
// read back from scales set to distinct values, and how the scale enters the score.
#include <gtest/gtest.h>

#include <cstdint>
#include <sstream>
#include <string>

#include "board/position.h"
#include "eval/evaluate.h"
#include "eval/params_io.h"
#include "eval/profile.h"
#include "eval/trace.h"
#include "eval_trace.h"

using namespace quince;

namespace {

// quince with the rule on and every scale different: which one was used shows in the trace.
eval::Params params(bool on) {
    eval::Params p    = eval::find_profile("quince")->params;
    p.EndgameScale    = on;
    p.ScaleOcbKnights = 100;
    p.ScaleOcbRooks   = 90;
    p.ScaleOcbPieces  = 80;
    p.ScaleLoneQueen  = 70;
    p.ScalePawnsBase  = 40;
    p.ScalePerPawn    = 12;
    return p;
}

const eval::Profile& scaled() {
    static const auto p = eval::make_profile("test-scale-on", params(true));
    return *p;
}

int scale_of(const std::string& fen) { return test::traced(scaled(), fen).eg_scale; }

} // namespace

TEST(EvalEndgameScale, EachRuleByTheMaterialLeft) {
    // Opposite-coloured bishops (c1 dark, c8 light) with a knight each, then a rook each.
    EXPECT_EQ(scale_of("2b3k1/pp6/5n2/8/8/2P2N2/PP6/2B3K1 w - - 0 1"), 100);
    EXPECT_EQ(scale_of("2b2rk1/pp6/8/8/8/2P5/PP6/2B2RK1 w - - 0 1"), 90);
    // With queens: at most ScaleOcbPieces (four white pawns would allow 40 + 48).
    EXPECT_EQ(scale_of("2bq2k1/ppp5/8/8/8/2P5/PPP5/2BQ2K1 w - - 0 1"), 80);
    // ... and the pawn rule below it: two white pawns, 40 + 24.
    EXPECT_EQ(scale_of("2bq2k1/pp6/8/8/8/8/PP6/2BQ2K1 w - - 0 1"), 64);
    // Bishops of the same colour (c1 and f8 are both dark): the pawn rule only (three pawns).
    EXPECT_EQ(scale_of("5bk1/pp6/5n2/8/8/2P2N2/PP6/2B3K1 w - - 0 1"), 76);
    // Bishops only: Fruit's opposite-bishop multiplier scales the whole score instead.
    const eval::Trace ocb = test::traced(scaled(), "2b3k1/pp6/8/8/8/2P5/PP6/2B3K1 w - - 0 1");
    EXPECT_EQ(ocb.eg_scale, eval::ScaleFull);
    EXPECT_EQ(ocb.mul[WHITE], scaled().params.MulOppositeBishops);
    // A lone queen against two knights: 70, below the pawn rule's 40 + 60.
    EXPECT_EQ(scale_of("1n2n1k1/pp3ppp/8/8/8/8/3PPPPP/3Q2K1 w - - 0 1"), 70);
    // The queen with a rook beside it is not alone: the pawn rule, 40 + 60.
    EXPECT_EQ(scale_of("1n2n1k1/pp3ppp/8/8/8/8/3PPPPP/R2Q2K1 w - - 0 1"), 100);
    // Rook endings by the favoured side's pawns: two (40 + 24), four (40 + 48); eight are full.
    EXPECT_EQ(scale_of("1r4k1/6p1/8/8/8/8/5PP1/R5K1 w - - 0 1"), 64);
    EXPECT_EQ(scale_of("1r4k1/5pp1/8/8/8/8/4PPPP/R5K1 w - - 0 1"), 88);
    EXPECT_EQ(scale_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), eval::ScaleFull);
}

TEST(EvalEndgameScale, TheFavouredSideIsTheOneTheEndgameHalfFavours) {
    // Black ahead: its two pawns count, not White's one; the colour-flipped position scores the
    // exact negative.
    const std::string white_ahead = "1r4k1/6p1/8/8/8/8/5PP1/R5K1 w - - 0 1";
    const std::string black_ahead = "r5k1/5pp1/8/8/8/8/6P1/1R4K1 b - - 0 1";
    const eval::Trace w = test::traced(scaled(), white_ahead), b = test::traced(scaled(), black_ahead);
    EXPECT_GT(w.total().eg, 0);
    EXPECT_LT(b.total().eg, 0);
    EXPECT_EQ(w.eg_scale, 64);
    EXPECT_EQ(b.eg_scale, 64);
    EXPECT_EQ(w.eval_white, -b.eval_white);
}

TEST(EvalEndgameScale, OnlyTheEndgameHalfIsScaled) {
    static const auto off = eval::make_profile("test-scale-off", params(false));
    // Two rooks each (so the phase is neither end) and two white pawns against one.
    const std::string fen = "1r3rk1/6p1/8/8/8/8/5PP1/R4RK1 w - - 0 1";
    const eval::Trace on = test::traced(scaled(), fen), no = test::traced(*off, fen);
    const Score sum = on.total();
    ASSERT_EQ(sum, no.total()); // the terms themselves do not change
    ASSERT_GT(on.phase_, 0);
    ASSERT_LT(on.phase_, 256);
    EXPECT_EQ(no.eg_scale, eval::ScaleFull);
    EXPECT_EQ(no.mixed, (sum.op * (256 - no.phase_) + sum.eg * no.phase_) / 256);
    EXPECT_EQ(on.eg_scale, 64);
    const std::int64_t num =
        std::int64_t(sum.op) * (256 - on.phase_) * eval::ScaleFull + std::int64_t(sum.eg) * on.phase_ * 64;
    EXPECT_EQ(on.mixed, int(num / (256 * eval::ScaleFull)));
    EXPECT_LT(on.mixed, no.mixed); // White's lead shrinks
    EXPECT_GT(on.mixed, 0);
}

// A profile file with a scale out of range is refused and the previous profile kept.
TEST(EvalEndgameScale, ScalesOutOfRangeAreRefused) {
    for (const char* bad : {"ScaleOcbRooks 300\n", "ScalePawnsBase -1\n", "ScalePerPawn 129\n"}) {
        std::istringstream in(std::string("EndgameScale 1\n") + bad);
        eval::Params p = eval::find_profile("quince")->params, before = p;
        std::string err;
        EXPECT_FALSE(eval::parse_profile_text(in, p, &err)) << bad;
        EXPECT_NE(err.find("must be"), std::string::npos) << err;
        EXPECT_TRUE(p == before) << bad;
    }
    std::istringstream ok("EndgameScale 1\nScaleOcbRooks 256\nScalePerPawn 128\n");
    eval::Params p = eval::find_profile("quince")->params;
    std::string err;
    EXPECT_TRUE(eval::parse_profile_text(ok, p, &err)) << err;
    EXPECT_EQ(p.ScaleOcbRooks, 256);
}
