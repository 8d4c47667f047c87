// Stockfish 11's smaller piece and threat terms in Quince's model (src/eval/pieces.h, threat.h):
// each read back on hand-made positions from a profile that gives only that term a weight
// (opening 1 per count, endgame 2), so the term's part is its count.
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <utility>

#include "eval/profile.h"
#include "eval/trace.h"
#include "eval_trace.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_eval_sf11_terms {

using namespace quince;

namespace {

using Weights = eval::WeightsOf<eval::EvalModel::Quince>;

// Each colour's part of row `term` with the weights `set` gives, less the same row without them.
std::pair<int, int> part(const std::string& fen, eval::Term term, const std::function<void(Weights&)>& set) {
    const eval::Params off = test::fruit21_in_quince(); // Quince's own terms at 0
    eval::Params on        = off;
    set(on.weights<eval::EvalModel::Quince>());
    return test::switched_part(*eval::make_profile("test-sf11-on", on),
                               *eval::make_profile("test-sf11-off", off), fen, term);
}
const Score One = S(1, 2);

} // namespace

TEST(EvalKingProtector, EachMinorCountsItsDistanceToItsKing) {
    auto kp = [](const std::string& fen) {
        return part(fen, eval::T_PIECES, [](Weights& w) {
            w.KingProtector[0] = S(1, 2);  // knights
            w.KingProtector[1] = S(8, 16); // bishops
        });
    };
    EXPECT_EQ(kp("7k/8/8/3N4/8/8/8/K7 w - - 0 1"), std::make_pair(4, 0));        // Nd5, Ka1: 4
    EXPECT_EQ(kp("7k/p7/8/3N4/8/8/6bP/K7 w - - 0 1"), std::make_pair(4, 6 * 8)); // Bg2, Kh8: 6
    EXPECT_EQ(kp("7k/8/8/8/8/8/1N6/K7 w - - 0 1"), std::make_pair(1, 0));        // beside the king
}

TEST(EvalReachableOutpost, AKnightThatCanJumpToADefendedOutpost) {
    auto ro = [](const std::string& fen) {
        return part(fen, eval::T_PIECES, [](Weights& w) { w.ReachableOutpost = One; });
    };
    // Ne3 reaches d5 and f5, both defended by e4: counted once.
    EXPECT_EQ(ro("7k/8/8/8/4P3/4N3/8/K7 w - - 0 1"), std::make_pair(1, 0));
    // c7 can chase a knight from d5 and g7 from f5: no outpost left.
    EXPECT_EQ(ro("7k/2p3p1/8/8/4P3/4N3/8/K7 w - - 0 1"), std::make_pair(0, 0));
    // Our own pieces hold both squares.
    EXPECT_EQ(ro("7k/8/8/3B1B2/4P3/4N3/8/K7 w - - 0 1"), std::make_pair(0, 0));
    // A knight already on an outpost scores the outpost, not this.
    EXPECT_EQ(ro("7k/8/8/3N4/4P3/8/8/K7 w - - 0 1"), std::make_pair(0, 0));
    // Black, mirrored.
    EXPECT_EQ(ro("k7/8/4n3/4p3/8/8/8/7K b - - 0 1"), std::make_pair(0, 1));
}

TEST(EvalBishopPawns, OwnPawnsOnItsColourMoreWhenTheCentreIsBlocked) {
    auto bp = [](const std::string& fen) {
        return part(fen, eval::T_PIECES, [](Weights& w) { w.BishopPawns = One; });
    };
    // Bc1 (dark): of a2 b2 c2 only b2 is dark.
    EXPECT_EQ(bp("7k/8/8/8/8/8/PPP5/K1B5 w - - 0 1"), std::make_pair(1, 0));
    // A piece in front of c2 blocks a pawn on files c-f: times 2. In front of a2 it does not.
    EXPECT_EQ(bp("7k/8/8/8/8/2n5/PPP5/K1B5 w - - 0 1"), std::make_pair(2, 0));
    EXPECT_EQ(bp("7k/8/8/8/8/n7/PPP5/K1B5 w - - 0 1"), std::make_pair(1, 0));
}

TEST(EvalRookOnQueenFile, EitherSidesQueen) {
    auto rq = [](const std::string& fen) {
        return part(fen, eval::T_PIECES, [](Weights& w) { w.RookOnQueenFile = One; });
    };
    EXPECT_EQ(rq("q6k/8/8/8/8/8/8/R6K w - - 0 1"), std::make_pair(1, 0));
    EXPECT_EQ(rq("1q5k/8/8/8/8/8/Q7/R6K w - - 0 1"), std::make_pair(1, 0));
    EXPECT_EQ(rq("1q5k/8/8/8/8/8/8/R6K w - - 0 1"), std::make_pair(0, 0));
}

TEST(EvalWeakQueen, OnePieceBetweenItAndAnEnemyRookOrBishop) {
    auto wq = [](const std::string& fen) {
        return part(fen, eval::T_PIECES, [](Weights& w) { w.WeakQueen = One; });
    };
    EXPECT_EQ(wq("4r2k/8/8/8/4N3/8/4Q3/7K w - - 0 1"), std::make_pair(1, 0));   // Re8, Ne4, Qe2
    EXPECT_EQ(wq("4r2k/4p3/8/8/4N3/8/4Q3/7K w - - 0 1"), std::make_pair(0, 0)); // two between
    EXPECT_EQ(wq("7k/8/8/8/8/2b5/3P4/4Q2K w - - 0 1"), std::make_pair(1, 0));   // Bc3, d2, Qe1
    EXPECT_EQ(wq("7k/8/8/8/8/2r5/3P4/4Q2K w - - 0 1"), std::make_pair(0, 0));   // a rook on a diagonal
    EXPECT_EQ(wq("4q2k/8/8/8/4N3/8/4Q3/7K w - - 0 1"), std::make_pair(0, 0));   // queens are no snipers
    EXPECT_EQ(wq("7k/8/8/8/8/8/8/4Q2K w - - 0 1"), std::make_pair(0, 0));
}

TEST(EvalRestrictedPiece, SquaresBothAttackThatTheEnemyDoesNotHoldStrongly) {
    auto rp = [](const std::string& fen) {
        return part(fen, eval::T_THREAT, [](Weights& w) { w.RestrictedPiece = One; });
    };
    // Nd4 and Nd6 both attack b5 and f5; nothing else overlaps (the pawns keep the position from
    // being a dead draw, whose evaluation stops before the threats).
    EXPECT_EQ(rp("7k/p7/3n4/8/3N4/8/7P/K7 w - - 0 1"), std::make_pair(2, 2));
    // A black pawn on a6 holds b5 strongly for Black.
    EXPECT_EQ(rp("7k/8/p2n4/8/3N4/8/7P/K7 w - - 0 1"), std::make_pair(1, 2));
}

TEST(EvalThreatsOnQueen, KnightAndSliderSquaresAgainstALoneQueen) {
    auto kq = [](const std::string& fen) {
        return part(fen, eval::T_THREAT, [](Weights& w) { w.KnightOnQueen = One; });
    };
    auto sq = [](const std::string& fen) {
        return part(fen, eval::T_THREAT, [](Weights& w) { w.SliderOnQueen = One; });
    };
    // Ne2 reaches c3 and f4, from where it would attack Qd5.
    EXPECT_EQ(kq("7k/8/8/3q4/8/8/4N3/K7 w - - 0 1"), std::make_pair(2, 0));
    // Two queens: no bonus.
    EXPECT_EQ(kq("6qk/8/8/3q4/8/8/4N3/K7 w - - 0 1"), std::make_pair(0, 0));
    // Rg4 reaches d4 (on the queen's file), which e3 also attacks: twice, so it counts.
    EXPECT_EQ(sq("7k/8/8/3q4/6R1/4P3/8/K7 w - - 0 1"), std::make_pair(1, 0));
    EXPECT_EQ(sq("7k/8/8/3q4/6R1/8/8/K7 w - - 0 1"), std::make_pair(0, 0));
}

TEST(EvalPassedFile, PerStepFromTheNearerEdge) {
    auto pf = [](const std::string& fen) {
        return part(fen, eval::T_PASSER, [](Weights& w) { w.PassedFile = One; });
    };
    EXPECT_EQ(pf("7k/7p/8/3P4/8/8/7P/K7 w - - 0 1"), std::make_pair(3, 0));
    EXPECT_EQ(pf("7k/7p/8/1P6/8/8/7P/K7 w - - 0 1"), std::make_pair(1, 0));
    EXPECT_EQ(pf("7k/7p/8/P7/8/8/7P/K7 w - - 0 1"), std::make_pair(0, 0));
    EXPECT_EQ(pf("k7/p7/8/8/6p1/8/P7/7K b - - 0 1"), std::make_pair(0, 1)); // g4: one step from h
}

TEST(EvalPassedPath, HowSafeTheWayIsWeighedByRank) {
    // The grades and the support read apart: 1, 4, 16 and 64 per count, w = 5 x rank index - 13.
    auto pp = [](const std::string& fen) {
        return part(fen, eval::T_PASSER, [](Weights& w) {
            w.PassedPath[0] = S(1, 2), w.PassedPath[1] = S(4, 8), w.PassedPath[2] = S(16, 32);
            w.PassedSupport = S(64, 128);
        });
    };
    EXPECT_EQ(pp("7k/7p/8/3P4/8/8/7P/K7 w - - 0 1"), std::make_pair(7, 0));       // d5: span safe
    EXPECT_EQ(pp("6nk/7p/8/3P4/8/8/7P/K7 w - - 0 1"), std::make_pair(4 * 7, 0));  // Ng8 hits e7
    EXPECT_EQ(pp("r6k/7p/8/3P4/8/8/7P/K7 w - - 0 1"), std::make_pair(16 * 7, 0)); // Ra8 hits d8
    EXPECT_EQ(pp("1b5k/7p/8/3P4/8/8/7P/K7 w - - 0 1"), std::make_pair(0, 0));     // Bb8 hits d6
    EXPECT_EQ(pp("7k/7p/3n4/3P4/8/8/7P/K7 w - - 0 1"), std::make_pair(0, 0));     // d6 occupied
    // A rook of ours behind it supports it; the enemy's makes the whole span unsafe.
    EXPECT_EQ(pp("7k/7p/8/3P4/8/8/7P/K2R4 w - - 0 1"), std::make_pair(65 * 7, 0));
    EXPECT_EQ(pp("7k/7p/8/3P4/8/7K/7P/3r4 w - - 0 1"), std::make_pair(0, 0));
    EXPECT_EQ(pp("7k/7p/8/3P4/4N3/8/7P/K7 w - - 0 1"), std::make_pair(65 * 7, 0)); // Ne4 holds d6
    EXPECT_EQ(pp("7k/7p/8/8/3P4/8/7P/K7 w - - 0 1"), std::make_pair(2, 0));        // d4: w = 2
    EXPECT_EQ(pp("7k/7p/8/8/8/3P4/7P/K7 w - - 0 1"), std::make_pair(0, 0));        // d3: none
    EXPECT_EQ(pp("k7/7p/8/8/3p4/8/7P/7K b - - 0 1"), std::make_pair(0, 7));        // Black's d4
}

TEST(EvalTrappedRook, LittleMobilityOnTheKingsOuterSide) {
    auto tr = [](const std::string& fen) {
        return part(fen, eval::T_PIECES, [](Weights& w) { w.TrappedRook = One; });
    };
    EXPECT_EQ(tr("7k/8/8/8/8/8/5PPP/6KR w - - 0 1"), std::make_pair(2, 0)); // no castling: twice
    EXPECT_EQ(tr("7k/8/8/8/8/8/PPP5/RK6 w - - 0 1"), std::make_pair(2, 0));
    EXPECT_EQ(tr("4k2r/5ppp/8/8/8/8/P7/4K3 b k - 0 1"), std::make_pair(0, 1)); // may castle: once
    EXPECT_EQ(tr("7k/8/8/8/8/8/5PPP/4BRK1 w - - 0 1"), std::make_pair(0, 0));  // the inner side
    EXPECT_EQ(tr("k7/8/8/8/8/7b/5PP1/6KR w - - 0 1"), std::make_pair(0, 0));   // no pawn of ours on its file
}

} // namespace test_eval_sf11_terms
