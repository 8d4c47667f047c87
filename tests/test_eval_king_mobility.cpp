// The `quince` profile's terms beyond Fruit 2.1 in king safety and mobility (src/eval/king.h
// safe_checks and king_danger, src/eval/pieces.h MobilityTables): what each weight counts, on hand-made
// positions, with weights chosen so every count can be read back from the score.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <utility>

#include "board/position.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "eval/trace.h"
#include "eval_trace.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_eval_king_mobility {

using namespace quince;
using test::traced;

namespace {

// fruit21 in Quince's model with the safe checks' weights or none; SafeCheck[type] = 2^type
// (opening) and twice that (endgame), so the term's value names the piece types that have a safe
// check.
eval::Params check_params(bool on) {
    eval::Params p = test::fruit21_in_quince(); // Quince's own terms at 0
    if (on)
        for (int i = 0; i < 4; ++i) p.weights<eval::EvalModel::Quince>().SafeCheck[i] = S(1 << i, 2 << i);
    return p;
}
constexpr int N = 1, B = 2, R = 4, Q = 8;

// Each colour's safe-check part: its king row with the term on, less the same row with it off
// (Fruit's attack and shelter parts, when they apply, are the same in both).
std::pair<int, int> checks(const std::string& fen) {
    static const auto on  = eval::make_profile("test-checks-on", check_params(true));
    static const auto off = eval::make_profile("test-checks-off", check_params(false));
    return test::switched_part(*on, *off, fen, eval::T_KING);
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

// The king danger is `quince`'s since step 10 (its SPRT passed, docs/progress.md) and no classic
// profile's (EvalProfiles.QuinceTermsOnlyInQuincesModel). The fitted units keep the design's signs:
// a safe queen check and a zone attack add danger, a missing enemy queen and the base take it away.
TEST(EvalKingDanger, QuincesUnitsKeepTheirSigns) {
    const eval::QuinceModelWeights& quince =
        eval::find_profile("quince")->params.weights<eval::EvalModel::Quince>();
    EXPECT_GT(quince.KingDangerSafeCheck[3], 0);
    EXPECT_GT(quince.KingDangerZoneAttack, 0);
    EXPECT_LT(quince.KingDangerNoQueen, 0);
    EXPECT_LT(quince.KingDangerBase, 0);
}

namespace {

// fruit21 with the king danger on, each unit a power of two (two bits per attacker count, four for
// the zone attacks, three for the weak squares: every count of the positions below fits), the
// endgame divisor 1: each king's danger is minus its endgame part, and the opening part is
// danger^2 / 4096.
struct DangerUnits {
    int attacker[4], zone, weak, check[4], no_queen, base;
};
constexpr DangerUnits AttackUnits = {{1, 4, 16, 64}, 256, 4096, {0, 0, 0, 0}, 0, 0};
constexpr DangerUnits CheckUnits  = {{0, 0, 0, 0}, 0, 0, {1, 2, 4, 8}, 16, 32};

using QW = eval::QuinceModelWeights;

// Each king's danger with the units `set` writes (every other at 0), read back from the trace.
template <class Set> std::pair<int, int> danger_with(const std::string& fen, Set set) {
    auto make = [&](bool on) {
        eval::Params p        = test::fruit21_in_quince(); // Quince's own terms at 0
        p.KingDangerOpDivisor = 4096;
        p.KingDangerEgDivisor = 1;
        if (on) set(p.weights<eval::EvalModel::Quince>());
        return eval::make_profile(on ? "test-danger-on" : "test-danger-off", p);
    };
    const eval::Trace a = traced(*make(true), fen), b = traced(*make(false), fen);
    int d[COLOR_NB];
    for (Color c : {WHITE, BLACK}) {
        d[c]         = -(a.side[eval::T_KING][c].eg - b.side[eval::T_KING][c].eg);
        const int op = a.side[eval::T_KING][c].op - b.side[eval::T_KING][c].op;
        EXPECT_EQ(op, -(d[c] * d[c] / 4096)) << fen;
    }
    return {d[WHITE], d[BLACK]};
}

std::pair<int, int> danger(const std::string& fen, const DangerUnits& u) {
    return danger_with(fen, [&](QW& w) {
        w.KingDangerZoneAttack = u.zone;
        w.KingDangerWeakSquare = u.weak;
        w.KingDangerNoQueen    = u.no_queen;
        w.KingDangerBase       = u.base;
        for (int i = 0; i < 4; ++i)
            w.KingDangerAttacker[i] = u.attacker[i], w.KingDangerSafeCheck[i] = u.check[i];
    });
}

// One unit at 1, no base: the danger is the unit's count.
std::pair<int, int> unit_count(const std::string& fen, int QW::*unit) {
    return danger_with(fen, [&](QW& w) { w.*unit = 1; });
}

} // namespace

TEST(EvalKingDanger, AttackersZoneAttacksAndWeakSquares) {
    // Around White's g1 king (f1 h1 f2 g2 h2): the g4 knight hits f2 and h2, the c5 bishop f2, the
    // h4 queen h2 and f2 (through g3): attackers N, B, Q, 5 zone attacks; f2 and h2 are defended by
    // the king alone: 2 weak squares. Black's king: nothing of White's comes near.
    const int white = 1 + 4 + 64 + 5 * 256 + 2 * 4096;
    EXPECT_EQ(danger("6k1/5ppp/8/2b5/6nq/8/5PPP/6K1 w - - 0 1", AttackUnits), std::make_pair(white, 0));
    // A white knight on e4 defends f2: one weak square less (h2 still is), and the knight adds no
    // attack of Black's king.
    EXPECT_EQ(danger("6k1/5ppp/8/2b5/4N1nq/8/5PPP/6K1 w - - 0 1", AttackUnits),
              std::make_pair(white - 4096, 0));
    // Colours mirrored, side to move too: the same danger for Black's king.
    EXPECT_EQ(danger("6k1/5ppp/8/6NQ/2B5/8/5PPP/6K1 b - - 0 1", AttackUnits), std::make_pair(0, white));
}

TEST(EvalKingDanger, SafeChecksMissingQueenAndBase) {
    // The d4 knight has a safe check (e2, f3) on g1; neither side has a queen: N + no queen + base
    // for White; no queen + base for Black.
    EXPECT_EQ(danger("6k1/8/8/8/3n4/8/8/6K1 w - - 0 1", CheckUnits), std::make_pair(1 + 16 + 32, 16 + 32));
    // The a8 queen checks safely from a1 along the first rank (its diagonal ends at the g2 pawn):
    // Q + base for White; White has no queen: 16 + 32 for Black.
    EXPECT_EQ(danger("q5k1/8/8/8/8/8/5PPP/6K1 w - - 0 1", CheckUnits), std::make_pair(8 + 32, 16 + 32));
}

TEST(EvalKingDanger, NoDangerBelowZero) {
    // A negative base larger than the rest: no penalty at all, in either phase.
    DangerUnits u = CheckUnits;
    u.base        = -100;
    EXPECT_EQ(danger("6k1/8/8/8/3n4/8/8/6K1 w - - 0 1", u), std::make_pair(0, 0));
    u.base = -16; // White: 1 + 16 - 16 = 1, Black: 16 - 16 = 0
    EXPECT_EQ(danger("6k1/8/8/8/3n4/8/8/6K1 w - - 0 1", u), std::make_pair(1, 0));
}

TEST(EvalKingDanger, KnightGuard) {
    // The f3 knight defends h2, next to the g1 king; Black's king has no knight beside it.
    EXPECT_EQ(unit_count("6k1/8/8/8/8/5N2/8/6K1 w - - 0 1", &QW::KingDangerKnightGuard),
              std::make_pair(1, 0));
    // On c3 it reaches neither f1, f2, g2, h1 nor h2.
    EXPECT_EQ(unit_count("6k1/8/8/8/8/2N5/8/6K1 w - - 0 1", &QW::KingDangerKnightGuard),
              std::make_pair(0, 0));
}

TEST(EvalKingDanger, BlockersOfEitherColour) {
    // White's e3 knight stands between the c5 bishop and the g1 king (pinned), Black's d1 knight
    // between the a1 rook and the king (a discovered check in waiting): two blockers for White.
    EXPECT_EQ(unit_count("6k1/8/8/2b5/8/4N3/8/r2n2K1 w - - 0 1", &QW::KingDangerBlocker),
              std::make_pair(2, 0));
    // Two pieces on the line: neither alone blocks it.
    EXPECT_EQ(unit_count("6k1/8/8/2b5/3P4/4N3/8/6K1 w - - 0 1", &QW::KingDangerBlocker),
              std::make_pair(0, 0));
}

TEST(EvalKingDanger, UnsafeChecksOfTypesWithoutASafeOne) {
    // The d8 rook reaches d1, a rook check on g1 that White's c2 queen defends: one unsafe square.
    // The queen's checks on g8 from h7 (the king defends it) and g6 (safe): it has a safe one, so
    // its unsafe squares do not count.
    EXPECT_EQ(unit_count("3r2k1/8/8/8/8/8/2Q2PPP/6K1 w - - 0 1", &QW::KingDangerUnsafeCheck),
              std::make_pair(1, 0));
    // With the queen on a3 nothing defends d1: the rook's check is safe.
    EXPECT_EQ(unit_count("3r2k1/8/8/8/8/Q7/5PPP/6K1 w - - 0 1", &QW::KingDangerUnsafeCheck),
              std::make_pair(0, 0));
}

TEST(EvalKingDanger, FlankAttackAndDefence) {
    // Kings alone: each defends its five neighbours, all in its own flank (files e-h) and camp.
    EXPECT_EQ(unit_count("6k1/8/8/8/8/8/8/6K1 w - - 0 1", &QW::KingDangerFlankAttack), std::make_pair(0, 0));
    EXPECT_EQ(unit_count("6k1/8/8/8/8/8/8/6K1 w - - 0 1", &QW::KingDangerFlankDefence), std::make_pair(5, 5));
    // Black's f4 knight hits e2, g2, h3 and h5 in White's flank and camp (ranks 1-5), its e4 bishop
    // f3, g2, h1 and f5: seven squares, g2 twice: 8. In Black's (ranks 4-8) they add h5, e6, g6
    // and f5 to the king's five (g6 and h7 twice, counted once for defence): 9.
    const char* fen = "6k1/8/8/8/4bn2/8/8/6K1 w - - 0 1";
    EXPECT_EQ(unit_count(fen, &QW::KingDangerFlankAttack), std::make_pair(8, 0));
    EXPECT_EQ(unit_count(fen, &QW::KingDangerFlankDefence), std::make_pair(5, 9));
    // The same with colours mirrored.
    EXPECT_EQ(unit_count("6k1/8/8/4BN2/8/8/8/6K1 b - - 0 1", &QW::KingDangerFlankAttack),
              std::make_pair(0, 8));
}

namespace {

// fruit21 in Quince's model with mobility tables: MobilityTable[type][n] = 100 type + n (opening;
// endgame 0), so a lone piece's mobility score is its type and its count (the rook and queen
// bonuses of the piece term at 0).
int mobility_op(const std::string& fen, Color c) {
    static const auto profile = [] {
        eval::Params p = test::fruit21_in_quince(); // Quince's own terms at 0
        for (int i = 0; i < 4; ++i)
            for (int n = 0; n < 28; ++n)
                p.weights<eval::EvalModel::Quince>().MobilityTable[i][n] = S(100 * i + n, 0);
        auto& w        = p.weights<eval::EvalModel::Quince>();
        w.RookFileBase = w.RookSemiOpen = w.RookOpen = w.RookKingAdjacentFile = w.RookKingFile = S(0, 0);
        w.Rook7th = w.Queen7th = S(0, 0);
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

// Stockfish 11's mobility area: our other pieces' squares count, not our king's and queen's, nor a
// pawn of ours that is blocked or on our 2nd or 3rd rank, nor a piece shielding our king.
TEST(EvalMobilityTables, AreaLeavesOutPawnsThatCannotMoveKingAndQueen) {
    // The d6 pawn can advance: its square counts (8); blocked by d7 it does not (7).
    EXPECT_EQ(mobility_op("4k3/8/3P4/8/4N3/8/8/4K3 w - - 0 1", WHITE), 8);
    EXPECT_EQ(mobility_op("4k3/3p4/3P4/8/4N3/8/8/4K3 w - - 0 1", WHITE), 7);
    // A pawn on the 3rd rank does not (7).
    EXPECT_EQ(mobility_op("4k3/8/8/8/4N3/6P1/8/4K3 w - - 0 1", WHITE), 7);
    // The queen's square d2 does not (7); the queen on d2 reaches 23 squares, e1 (the king) not
    // counted: 300 + 22.
    EXPECT_EQ(mobility_op("4k3/8/8/8/4N3/8/3Q4/4K3 w - - 0 1", WHITE), 7 + 322);
    // Black's view: the e3 pawn on Black's 6th rank can advance to e2, the g6 pawn is on its 3rd.
    EXPECT_EQ(mobility_op("4k3/8/6p1/4n3/8/4p3/8/1K6 b - - 0 1", BLACK), 7);
}

TEST(EvalMobilityTables, SlidersSeeThroughQueensAndRooksThroughOwnRooks) {
    // The a1 bishop sees through the enemy queen on b2 to h8 (7; the attacks the threats and the
    // king danger read still stop at the queen).
    EXPECT_EQ(mobility_op("4k3/8/8/8/8/8/1q6/B3K3 w - - 0 1", WHITE), 107);
    // Rooks a1 and b1 see through each other along the first rank to g1 (h1 is the king):
    // 6 + 7 squares each.
    EXPECT_EQ(mobility_op("4k3/8/8/8/8/8/8/RR5K w - - 0 1", WHITE), 213 + 213);
    // ... an enemy rook is no window: b1, then the file (the pawns keep the evaluation from the
    // rooks' dead draw).
    EXPECT_EQ(mobility_op("4k3/8/8/7p/7P/8/7K/Rr6 w - - 0 1", WHITE), 208);
}

TEST(EvalMobilityTables, PinnedPiecesMoveAlongThePinOnly) {
    // The e7 rook pins the e4 knight to its king: no square.
    EXPECT_EQ(mobility_op("4k3/4r3/8/8/4N3/8/8/4K3 w - - 0 1", WHITE), 0);
    // The c3 bishop pins the d2 bishop: it reaches c3 and its king's e1, and e1 is not counted.
    // (The pawns keep the evaluation from the bishops' dead draw.)
    EXPECT_EQ(mobility_op("4k3/8/8/7p/P7/2b5/3B4/4K3 w - - 0 1", WHITE), 101);
    // Unpinned (the king on f1 instead) it reaches c1, c3, e3, f4, g5, h6 and e1: 107.
    EXPECT_EQ(mobility_op("4k3/8/8/7p/P7/2b5/3B4/5K2 w - - 0 1", WHITE), 107);
}

} // namespace test_eval_king_mobility
