// Threat terms (src/eval/threat.h): what each weight counts, on hand-made positions, with a
// profile whose threat weights are distinct powers of two so every count can be read back.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "board/position.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "eval/trace.h"
#include "eval_trace.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_eval_threats {

using namespace quince;

namespace {

// fruit21 in Quince's model with threats only; each weight a different power of two (opening), its
// double (endgame).
eval::Params threat_params() {
    eval::Params p = test::fruit21_in_quince(); // Quince's own terms at 0
    auto& w        = p.weights<eval::EvalModel::Quince>();
    int bit        = 1;
    auto next      = [&] {
        const Score s(bit, 2 * bit);
        bit *= 2;
        return s;
    };
    w.ThreatByPawn = next();                     // 1
    for (Score& s : w.ThreatByMinor) s = next(); // 2 4 8 16 32 (P N B R Q)
    for (Score& s : w.ThreatByRook) s = next();  // 64 128 256 512 1024
    w.ThreatByKing = next();                     // 2048
    w.Hanging      = next();                     // 4096
    return p;
}

// An unregistered profile built from threat_params(), evaluated by the test's own evaluators.
struct Threats {
    std::shared_ptr<const eval::Profile> profile = eval::make_profile("test-threats", threat_params());
    // The threat term of each colour (opening part; the endgame part is twice it).
    std::pair<int, int> term(const std::string& fen) {
        Position pos;
        EXPECT_TRUE(pos.set(fen)) << fen;
        eval::Evaluator ev(*profile);
        eval::Trace t;
        ev.evaluate_traced(pos, t);
        EXPECT_TRUE(t.computed[eval::T_THREAT]);
        for (Color c : {WHITE, BLACK})
            EXPECT_EQ(t.side[eval::T_THREAT][c].eg, 2 * t.side[eval::T_THREAT][c].op);
        return {t.side[eval::T_THREAT][WHITE].op, t.side[eval::T_THREAT][BLACK].op};
    }
};

constexpr int ByPawn = 1, MinorP = 2, MinorR = 16, RookN = 128, King = 2048, Hanging = 4096;

} // namespace

TEST(EvalThreats, PawnAttacksUndefendedKnight) {
    Threats th;
    // e4 attacks the d5 knight, which nothing defends: a pawn threat and a hanging piece.
    EXPECT_EQ(th.term("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1"), std::make_pair(ByPawn + Hanging, 0));
    // The same with a black pawn on c6 defending it: still attacked by a pawn, no longer hanging.
    EXPECT_EQ(th.term("4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1"), std::make_pair(ByPawn, 0));
}

TEST(EvalThreats, MinorAgainstDefendedRookAndWeakPawn) {
    Threats th;
    // Nd4 attacks the b5 rook (defended by c6: minors still count it) and the c6 pawn (weak,
    // undefended: hanging). The c6 pawn attacks d5 and b5 only, the rook nothing White has.
    EXPECT_EQ(th.term("4k3/8/2p5/1r6/3N4/8/8/4K3 w - - 0 1"), std::make_pair(MinorR + MinorP + Hanging, 0));
}

TEST(EvalThreats, RookOnlyAgainstWeakPieces) {
    Threats th;
    // Rf5 attacks the b5 knight along the rank: weak and undefended.
    EXPECT_EQ(th.term("4k3/8/8/1n3R2/8/8/8/4K3 w - - 0 1"), std::make_pair(RookN + Hanging, 0));
    // Defended by a6 pawn: not weak, so neither the rook threat nor hanging counts.
    EXPECT_EQ(th.term("4k3/8/p7/1n3R2/8/8/8/4K3 w - - 0 1"), std::make_pair(0, 0));
}

TEST(EvalThreats, KingAgainstWeakPawnAndColourSymmetry) {
    Threats th;
    // The e5 king attacks the undefended d6 pawn; Black's king is far away.
    EXPECT_EQ(th.term("k7/8/3p4/4K3/8/8/8/8 w - - 0 1"), std::make_pair(King + Hanging, 0));
    // Mirrored: the same threat for Black.
    EXPECT_EQ(th.term("8/8/8/8/4k3/3P4/8/K7 b - - 0 1"), std::make_pair(0, King + Hanging));
}

TEST(EvalThreats, OffInTheClassicProfilesAndCsvKeepsFruitColumns) {
    // Only Quince's model has the term: the classic profiles' traces never compute it.
    for (const char* name : {"fruit21", "rybka", "simple", "rustic"}) {
        EXPECT_NE(eval::find_profile(name)->params.Model, eval::EvalModel::Quince) << name;
        EXPECT_FALSE(test::traced(*eval::find_profile(name), "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1")
                         .computed[eval::T_THREAT])
            << name;
    }
    EXPECT_TRUE(test::traced(*eval::find_profile("quince"), "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1")
                    .computed[eval::T_THREAT]);
    EXPECT_EQ(eval::csv_header().find("threat"), std::string::npos);
    const std::string h = eval::csv_header(true);
    EXPECT_EQ(h.substr(h.size() - 29), "mul_black,threat_op,threat_eg");
}

} // namespace test_eval_threats
