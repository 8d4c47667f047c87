// The endgame complexity (Shape::Complexity, src/eval/complexity.h): each count read back from
// weights set to distinct powers of two, the clamp at 0, and how the correction enters the score.
#include <gtest/gtest.h>

#include <ostream>
#include <string>

#include "board/position.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "eval/trace.h"
#include "eval_trace.h"

using namespace quince;

namespace {

// Bits 0-4 passers (at most 16), 5-9 pawns, 10 infiltration, 11 both flanks, 12 pawn ending,
// 13 almost unwinnable, and the outflanking (-7..7) plus 8 (the base) times 2^14 on top: the count
// is always positive, so never clamped.
constexpr int Outflank = 1 << 14;

eval::Params params(bool on) {
    eval::Params p           = eval::find_profile("quince")->params;
    p.Complexity             = on;
    p.ComplexityPassers      = 1;
    p.ComplexityPawns        = 1 << 5;
    p.ComplexityInfiltration = 1 << 10;
    p.ComplexityBothFlanks   = 1 << 11;
    p.ComplexityPawnEnding   = 1 << 12;
    p.ComplexityUnwinnable   = 1 << 13;
    p.ComplexityOutflanking  = Outflank;
    p.ComplexityBase         = 8 * Outflank;
    return p;
}

const eval::Profile& counting() {
    static const auto p = eval::make_profile("test-complexity-counts", params(true));
    return *p;
}

struct Counts {
    int passers, pawns, outflanking, infiltration, both_flanks, pawn_ending, unwinnable;
    bool operator==(const Counts&) const = default;
    friend std::ostream& operator<<(std::ostream& o, const Counts& c) {
        return o << "{passers " << c.passers << ", pawns " << c.pawns << ", outflanking " << c.outflanking
                 << ", infiltration " << c.infiltration << ", both flanks " << c.both_flanks
                 << ", pawn ending " << c.pawn_ending << ", unwinnable " << c.unwinnable << "}";
    }
};

// The counts behind a position's correction (undoing the favoured side's sign).
Counts counts_of(const std::string& fen) {
    const eval::Trace t = test::traced(counting(), fen);
    EXPECT_FALSE(t.eg_clamped) << fen;
    const int eg = t.total().eg;
    EXPECT_NE(eg, 0) << fen;
    const int c = eg > 0 ? t.eg_complexity : -t.eg_complexity;
    EXPECT_GT(c, 0) << fen;
    const int low = c % Outflank;
    return {low & 31,        (low >> 5) & 31, c / Outflank - 8, (low >> 10) & 1,
            (low >> 11) & 1, (low >> 12) & 1, (low >> 13) & 1};
}

} // namespace

TEST(EvalComplexity, EachCountByThePosition) {
    // {passers, pawns, outflanking, infiltration, both flanks, pawn ending, almost unwinnable}
    // A pawn ending, White's three passers on the queen's flank; kings f2 and e6: one file apart,
    // four ranks, so outflanking -3.
    EXPECT_EQ(counts_of("8/8/4k3/8/2P5/8/PP3K2/8 w - - 0 1"), (Counts{3, 3, -3, 0, 0, 1, 0}));
    // A rook up, three pawns each face to face on the king's flank, kings g1 and g8: no passer,
    // one flank, outflanking -7: almost unwinnable.
    EXPECT_EQ(counts_of("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"), (Counts{0, 6, -7, 0, 0, 0, 1}));
    // Black's a-pawn is passed, the h-pawns block each other; pawns on both flanks; the white king
    // on b5 has crossed into Black's half; kings b5 and f7: outflanking 4 - 2.
    EXPECT_EQ(counts_of("8/p4k1p/8/1K6/8/8/7P/8 b - - 0 1"), (Counts{1, 3, 2, 1, 1, 1, 0}));
    // The black king on White's 4th rank is an infiltration too; on the 5th it is not.
    EXPECT_EQ(counts_of("8/8/8/8/6k1/8/5PPP/6K1 w - - 0 1").infiltration, 1);
    EXPECT_EQ(counts_of("8/8/8/6k1/8/8/5PPP/6K1 w - - 0 1").infiltration, 0);
}

TEST(EvalComplexity, AddedToTheFavouredSideBeforeTheMix) {
    static const auto off = eval::make_profile("test-complexity-off", params(false));
    // Black's lead: the (positive) count is added to Black's side, so White's endgame half goes down.
    const std::string fen = "8/p4k1p/8/1K6/8/8/7P/8 b - - 0 1";
    const eval::Trace on = test::traced(counting(), fen), no = test::traced(*off, fen);
    const Score sum = on.total();
    ASSERT_EQ(sum, no.total()); // the terms themselves do not change
    ASSERT_LT(sum.eg, 0);
    EXPECT_LT(on.eg_complexity, 0);
    EXPECT_EQ(no.eg_complexity, 0);
    const int eg = sum.eg + on.eg_complexity;
    EXPECT_EQ(on.mixed, (sum.op * (256 - on.phase_) + eg * on.phase_) / 256);
    EXPECT_EQ(no.mixed, (sum.op * (256 - no.phase_) + sum.eg * no.phase_) / 256);
    EXPECT_LT(on.mixed, no.mixed);
}

TEST(EvalComplexity, NeverTakesTheEndgameHalfPastZero) {
    eval::Params p            = params(true);
    p.ComplexityBase          = -100000;
    static const auto clamped = eval::make_profile("test-complexity-clamped", p);
    for (const char* fen : {"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "8/p4k1p/8/1K6/8/8/7P/8 b - - 0 1"}) {
        const eval::Trace t = test::traced(*clamped, fen);
        const Score sum     = t.total();
        ASSERT_NE(sum.eg, 0) << fen;
        EXPECT_TRUE(t.eg_clamped) << fen;
        EXPECT_EQ(t.eg_complexity, -sum.eg) << fen;
        EXPECT_EQ(t.mixed, sum.op * (256 - t.phase_) / 256) << fen; // the endgame half is 0
    }
    // A smaller negative count only shrinks the lead.
    p.ComplexityBase    = -1;
    p.ComplexityPassers = p.ComplexityPawns = p.ComplexityInfiltration = p.ComplexityBothFlanks =
        p.ComplexityPawnEnding = p.ComplexityUnwinnable = p.ComplexityOutflanking = 0;
    static const auto small = eval::make_profile("test-complexity-small", p);
    const eval::Trace t     = test::traced(*small, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
    EXPECT_FALSE(t.eg_clamped);
    EXPECT_EQ(t.eg_complexity, -1);
}

TEST(EvalComplexity, ColourSymmetric) {
    eval::Params p      = params(true); // weights of the size a profile would have
    p.ComplexityPassers = 4, p.ComplexityPawns = 5, p.ComplexityOutflanking = 4;
    p.ComplexityInfiltration = 6, p.ComplexityBothFlanks = 10, p.ComplexityPawnEnding = 25;
    p.ComplexityUnwinnable = -20, p.ComplexityBase = -50;
    static const auto sized                           = eval::make_profile("test-complexity-sized", p);
    const std::pair<const char*, const char*> pairs[] = {
        {"8/p4k1p/8/1K6/8/8/7P/8 b - - 0 1", "8/7p/8/8/1k6/8/P4K1P/8 w - - 0 1"},
        {"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "3r2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1"},
        {"r3k2r/pp3ppp/2n5/3p4/3P4/2N5/PP3PPP/R3K2R w KQkq - 0 1",
         "r3k2r/pp3ppp/2n5/3p4/3P4/2N5/PP3PPP/R3K2R b KQkq - 0 1"}};
    for (const auto& [a, b] : pairs) {
        const eval::Trace ta = test::traced(*sized, a), tb = test::traced(*sized, b);
        EXPECT_EQ(ta.eg_complexity, -tb.eg_complexity) << a;
        EXPECT_EQ(ta.eval_white, -tb.eval_white) << a;
    }
}
