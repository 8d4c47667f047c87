// The quiescence line (src/search/quiescence.h): a known exchange, and on many positions for every
// profile that the line is one the rules allow (legal; captures and queen promotions unless the
// side is in check) and that its score is its last position's: the static evaluation there, or a
// draw or a mate.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "board/movegen.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "search/quiescence.h"
#include "test_data.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_quiescence {

using namespace quince;

namespace {

std::vector<std::string> positions() {
    std::vector<std::string> fens;
    for (const std::string& line : test::data_lines("perft/perftsuite.epd"))
        if (!line.empty()) fens.push_back(line.substr(0, line.find(';')));
    for (const std::string& fen : test::oracle_fens(600)) fens.push_back(fen);
    return fens;
}

} // namespace

TEST(QuiescenceLine, AnExchange) {
    Position::init();
    Position pos;
    // exd5 exd5: White wins the knight for the pawn, and the position settles.
    ASSERT_TRUE(pos.set("4k3/8/4p3/3n4/4P3/8/8/4K3 w - - 0 1"));
    for (const eval::Profile* p : eval::all_profiles()) {
        const search::QuiescenceLine l = search::quiescence_line(pos, *p);
        ASSERT_EQ(l.moves.size(), 2u) << p->name;
        EXPECT_EQ(pos.move_to_uci(l.moves[0]), "e4d5") << p->name;
        Position after = pos;
        after.make_move(l.moves[0]);
        EXPECT_EQ(after.move_to_uci(l.moves[1]), "e6d5") << p->name;
        EXPECT_LT(l.score, -50) << p->name; // still a pawn down
        EXPECT_GT(l.score, -200) << p->name;
    }
    // A quiet position: no line, the score is the static evaluation.
    ASSERT_TRUE(pos.set(Position::StartFEN));
    for (const eval::Profile* p : eval::all_profiles()) {
        const search::QuiescenceLine l = search::quiescence_line(pos, *p);
        EXPECT_TRUE(l.moves.empty()) << p->name;
        eval::Evaluator ev(*p);
        Position q = pos;
        ev.prepare(q);
        EXPECT_EQ(l.score, ev.evaluate(q)) << p->name;
        EXPECT_EQ(l.nodes, 1u) << p->name;
    }
}

TEST(QuiescenceLine, TheScoreIsTheLinesLastPosition) {
    Position::init();
    const std::vector<std::string> fens = positions();
    ASSERT_GT(fens.size(), 700u);
    int lines = 0, longest = 0, checks = 0;
    for (const eval::Profile* p : eval::all_profiles()) {
        eval::Evaluator ev(*p);
        for (const std::string& fen : fens) {
            Position pos;
            ASSERT_TRUE(pos.set(fen)) << fen;
            const search::QuiescenceLine l = search::quiescence_line(pos, ev);
            ASSERT_LE(l.nodes, search::QuiescenceMaxNodes) << fen;
            checks += pos.in_check();
            lines += !l.moves.empty();
            longest = std::max(longest, int(l.moves.size()));
            for (Move m : l.moves) {
                const MoveList legal = legal_moves(pos);
                ASSERT_TRUE(std::find(legal.begin(), legal.end(), m) != legal.end())
                    << p->name << " " << fen << " " << pos.move_to_uci(m);
                if (!pos.in_check()) {
                    EXPECT_TRUE(pos.is_capture(m) || (m.kind() == PROMOTION && m.promotion() == QUEEN))
                        << p->name << " " << fen << " " << pos.move_to_uci(m);
                }
                pos.make_move(m);
            }
            const int sign = l.moves.size() % 2 ? -1 : 1;
            if (pos.is_draw(int(l.moves.size())) || pos.insufficient_material())
                EXPECT_EQ(l.score, 0) << p->name << " " << fen;
            else if (pos.in_check()) {
                EXPECT_TRUE(legal_moves(pos).empty()) << p->name << " " << fen; // only a mate ends in check
                EXPECT_EQ(l.score, sign * mated_in(int(l.moves.size()))) << p->name << " " << fen;
            } else {
                ev.prepare(pos);
                const int v =
                    std::clamp(ev.evaluate(pos), VALUE_TB_LOSS_IN_MAX_PLY + 1, VALUE_TB_WIN_IN_MAX_PLY - 1);
                EXPECT_EQ(l.score, sign * v) << p->name << " " << fen;
            }
        }
    }
    // The positions exercise the line: many have one, some several moves, some start in check.
    EXPECT_GT(lines, 500);
    EXPECT_GE(longest, 4);
    EXPECT_GT(checks, 10);
}

} // namespace test_quiescence
