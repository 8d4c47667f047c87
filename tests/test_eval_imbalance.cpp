// The material imbalance (Shape::Imbalance, src/eval/material.cpp): every weight read back alone
// from the Material row, against products of the piece counts worked out by hand and counted
// independently from the FEN.
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

enum Table { OURS, THEIRS };

// fruit21 with the imbalance on (or off) and one weight set to (1, 2), all others 0.
eval::Params params(bool on, Table t, int i, int j) {
    eval::Params p = eval::find_profile("fruit21")->params;
    p.Imbalance    = on;
    for (auto& row : p.ImbalanceOurs)
        for (Score& w : row) w = {};
    for (auto& row : p.ImbalanceTheirs)
        for (Score& w : row) w = {};
    (t == OURS ? p.ImbalanceOurs : p.ImbalanceTheirs)[i][j] = S(1, 2);
    return p;
}

std::pair<int, int> part(const std::string& fen, Table t, int i, int j) {
    const auto on  = eval::make_profile("test-imbalance-on", params(true, t, i, j));
    const auto off = eval::make_profile("test-imbalance-off", params(false, t, i, j));
    return test::switched_part(*on, *off, fen, eval::T_MATERIAL);
}

// The counts the polynomial multiplies, read from the FEN's board: 0 = the bishop pair, 1..5 =
// pawns, knights, bishops, rooks, queens.
void counts(const std::string& fen, int white[6], int black[6]) {
    const std::string letters = "PNBRQ";
    for (int k = 0; k < 6; ++k) white[k] = black[k] = 0;
    for (char ch : fen.substr(0, fen.find(' '))) {
        const auto at = letters.find(char(std::toupper(static_cast<unsigned char>(ch))));
        if (at == std::string::npos) continue;
        (std::isupper(static_cast<unsigned char>(ch)) ? white : black)[at + 1]++;
    }
    white[0] = white[3] >= 2, black[0] = black[3] >= 2;
}

// White: two bishops, a knight, six pawns, two rooks, a queen. Black: a bishop, two knights, seven
// pawns, two rooks, no queen.
const std::string Unbalanced = "r1b1k2r/pp3ppp/2n1pp2/2n5/3P4/2N1BB2/PP3PPP/R2QK2R w KQkq - 0 1";

} // namespace

TEST(EvalImbalance, ProductsOfTheCountsByHand) {
    using std::make_pair;
    EXPECT_EQ(part(Unbalanced, OURS, 2, 1), make_pair(6, 14));   // knights x pawns: 1 x 6, 2 x 7
    EXPECT_EQ(part(Unbalanced, OURS, 3, 0), make_pair(2, 0));    // bishops x pair: 2 x 1, 1 x 0
    EXPECT_EQ(part(Unbalanced, OURS, 4, 4), make_pair(4, 4));    // rooks squared
    EXPECT_EQ(part(Unbalanced, OURS, 5, 4), make_pair(2, 0));    // queens x rooks: 1 x 2, none
    EXPECT_EQ(part(Unbalanced, THEIRS, 5, 4), make_pair(2, 0));  // our queen x their two rooks
    EXPECT_EQ(part(Unbalanced, THEIRS, 4, 0), make_pair(0, 2));  // our rooks x their pair
    EXPECT_EQ(part(Unbalanced, THEIRS, 2, 1), make_pair(7, 12)); // our knights x their pawns
    EXPECT_EQ(part(Unbalanced, THEIRS, 3, 2), make_pair(4, 1));  // our bishops x their knights
}

TEST(EvalImbalance, EveryWeightCountsItsProductAndNoOtherIsRead) {
    const std::string fens[] = {
        Unbalanced,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "2r3k1/5ppp/8/3b4/8/2N5/5PPP/3R2K1 b - - 0 1", // rook and bishop against rook and knight
        "4k3/8/8/8/8/8/8/QQ2K1NN w - - 0 1",           // promoted pieces: two queens, no pawns
        "4k3/pppp4/8/8/8/8/8/4K3 w - - 0 1",           // pawns against a bare king
    };
    for (const std::string& fen : fens) {
        int w[6], b[6];
        counts(fen, w, b);
        for (int i = 0; i < 6; ++i)
            for (int j = 0; j < 6; ++j) {
                const bool ours_read = i >= 1 && j <= i, theirs_read = i >= 1 && j < i;
                EXPECT_EQ(part(fen, OURS, i, j),
                          ours_read ? std::make_pair(w[i] * w[j], b[i] * b[j]) : std::make_pair(0, 0))
                    << fen << " ImbalanceOurs[" << i << "][" << j << "]";
                EXPECT_EQ(part(fen, THEIRS, i, j),
                          theirs_read ? std::make_pair(w[i] * b[j], b[i] * w[j]) : std::make_pair(0, 0))
                    << fen << " ImbalanceTheirs[" << i << "][" << j << "]";
            }
    }
}

TEST(EvalImbalance, OffInEveryBuiltInProfile) {
    for (const char* name : {"quince", "fruit21", "rybka", "simple", "rustic"})
        EXPECT_FALSE(eval::find_profile(name)->params.Imbalance) << name;
}
