// Two small terms of the Pieces row beyond Fruit 2.1 (src/eval/pieces.h): minors behind an own
// pawn and the side to move's bonus (Quince's model), read back
// from weights chosen so every count shows in the score.
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
namespace test_eval_behind_tempo {

using namespace quince;

namespace {

// fruit21 in Quince's model, with the two terms' weights or none: a knight behind a pawn 1, a bishop 2, the
// tempo 4 (the endgame halves twice as much).
eval::Params params(bool on) {
    eval::Params p = test::fruit21_in_quince(); // Quince's own terms at 0
    if (!on) return p;
    auto& w         = p.weights<eval::EvalModel::Quince>();
    w.BehindPawn[0] = S(1, 2), w.BehindPawn[1] = S(2, 4);
    w.Tempo = S(4, 8);
    return p;
}
constexpr int N = 1, B = 2, T = 4;

// Each colour's part of the two terms: its pieces row with them on, less the same row off.
std::pair<int, int> part(const std::string& fen) {
    static const auto on  = eval::make_profile("test-behind-tempo-on", params(true));
    static const auto off = eval::make_profile("test-behind-tempo-off", params(false));
    return test::switched_part(*on, *off, fen, eval::T_PIECES);
}

} // namespace

TEST(EvalBehindPawn, AMinorRightBehindAnOwnPawn) {
    // Nd3 behind d4; Bc2 behind c4 is not (c3 is empty): only the knight.
    EXPECT_EQ(part("7k/8/8/8/2PP4/3N4/2B5/K7 b - - 0 1"), std::make_pair(N, T));
    // Black: Bd6 behind d5 (towards Black's first rank: d6 is behind a pawn on d5).
    EXPECT_EQ(part("7k/8/3b4/3p4/8/8/8/K7 w - - 0 1"), std::make_pair(T, B));
    // An enemy pawn in front (d4 black before Nd3) or an own pawn behind (d2 behind Nd3): nothing.
    EXPECT_EQ(part("7k/8/8/8/3p4/3N4/8/K7 b - - 0 1"), std::make_pair(0, T));
    EXPECT_EQ(part("7k/8/8/8/8/3N4/3P4/K7 b - - 0 1"), std::make_pair(0, T));
}

TEST(EvalSideToMove, TheMoverGetsTheTempoOnItsKing) {
    const std::string white = "7k/8/8/8/8/8/8/KR6 w - - 0 1", black = "7k/8/8/8/8/8/8/KR6 b - - 0 1";
    EXPECT_EQ(part(white), std::make_pair(T, 0));
    EXPECT_EQ(part(black), std::make_pair(0, T));
    // In the board view the bonus belongs to the mover's king.
    static const auto on = eval::make_profile("test-tempo-on", params(true));
    const eval::Trace t  = test::traced(*on, black);
    int records          = 0;
    for (const eval::PieceRecord& r : t.pieces)
        if (std::string(r.what) == "side to move") {
            ++records;
            EXPECT_EQ(r.sq, SQ_H8);
            EXPECT_EQ(r.side, BLACK);
            EXPECT_EQ(r.score, S(4, 8));
        }
    EXPECT_EQ(records, 1);
}

} // namespace test_eval_behind_tempo
