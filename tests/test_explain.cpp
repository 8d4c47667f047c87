// `quince explain`'s parts (search/explain.h): for every profile the changes of the terms and the
// rounding add up exactly to the change of the evaluation, each term's parts to the term, and
// the pieces keep their identity along the line (moves, castling, captures, en passant,
// promotion).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "eval/evaluate.h"
#include "eval/profile.h"
#include "eval/trace.h"
#include "search/explain.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_explain {

using namespace quince;
using namespace quince::search;

namespace {

std::vector<Move> moves_of(Position pos, const std::vector<std::string>& uci) {
    std::vector<Move> ms;
    for (const std::string& u : uci) {
        const Move m = pos.parse_uci_move(u);
        EXPECT_NE(m, Move::none()) << u << " in " << pos.fen();
        ms.push_back(m);
        pos.make_move(m);
    }
    return ms;
}

struct Line {
    const char* fen;
    std::vector<std::string> moves;
};

const std::vector<Line> Lines = {
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
     {"e2e4", "d7d5", "e4d5", "g8f6", "d2d4", "f6d5"}},
    {"r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
     {"e1g1", "e8g8", "d2d3", "d7d6"}},
    {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", {"e5f6", "g8f6"}},
    {"8/8/4P3/8/8/2K5/8/k7 w - - 0 1", {"e6e7", "a1a2", "e7e8q"}},
    {"8/8/4k3/3p4/3P4/4K3/8/8 w - - 0 1", {"e3f4", "e6d6", "f4f5"}},
    {"r3k2r/pp3ppp/2n1b3/2bq4/3N4/2P1B3/PP2QPPP/R3K2R b KQkq - 1 12", {"c5d4", "c3d4", "d5d4"}},
    {"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", {"d1d8"}}, // mate at the end
};

} // namespace

TEST(Explain, PartsAddUpExactlyForEveryProfile) {
    for (const eval::Profile* profile : eval::all_profiles()) {
        eval::Evaluator ev(*profile);
        for (const Line& l : Lines) {
            Position pos;
            ASSERT_TRUE(pos.set(l.fen));
            const ExplainProfile e  = explain_line(pos, moves_of(pos, l.moves), *profile);
            const std::string where = profile->name + " " + l.fen;
            std::int64_t sum        = e.rounding_change();
            for (const ExplainTerm& t : e.terms) {
                std::int64_t parts = 0;
                for (const ExplainPart& p : t.parts) {
                    EXPECT_NE(p.change(), 0) << where;
                    parts += p.change();
                }
                EXPECT_EQ(parts, t.change()) << where << " term " << eval::TermName[t.term];
                sum += t.change();
            }
            EXPECT_EQ(sum, std::int64_t(e.end.eval_white - e.start.eval_white) * e.denominator) << where;
            // Each end's value is the evaluation of the position it names, and its rounding
            // is less than two centipawns away from the exact parts' sum (the three
            // truncations) unless the end is a mate.
            for (const ExplainEnd* end : {&e.start, &e.end}) {
                Position q;
                ASSERT_TRUE(q.set(end->quiet_fen));
                eval::Trace t;
                const int v = ev.evaluate_traced(q, t);
                if (end->mated) {
                    EXPECT_EQ(std::abs(end->eval_white), VALUE_MATE) << where;
                    continue;
                }
                EXPECT_EQ(end->eval_white, v) << where;
                EXPECT_LT(std::llabs(end->rounding), 2 * e.denominator) << where;
            }
        }
    }
}

TEST(Explain, PiecesKeepTheirIdentityAlongTheLine) {
    const eval::Profile& profile = eval::default_profile();
    auto find = [](const ExplainProfile& e, eval::Term term, const std::string& what, Square start) {
        for (const ExplainTerm& t : e.terms)
            if (t.term == term)
                for (const ExplainPart& p : t.parts)
                    if (p.what == what && p.start == start) return p;
        return ExplainPart{};
    };
    Position pos;
    // Castling: the king and the rook each keep their table rows.
    ASSERT_TRUE(pos.set(Lines[1].fen));
    ExplainProfile e = explain_line(pos, moves_of(pos, {"e1g1"}), profile);
    ExplainPart king = find(e, eval::T_PST, "table", SQ_E1);
    EXPECT_EQ(king.piece, W_KING);
    EXPECT_EQ(king.end, SQ_G1);
    ExplainPart rook = find(e, eval::T_PST, "table", SQ_H1);
    EXPECT_EQ(rook.piece, W_ROOK);
    EXPECT_EQ(rook.end, SQ_F1);
    // En passant: the pawn taken on f5 is gone, the capturing pawn stands on f6.
    ASSERT_TRUE(pos.set(Lines[2].fen));
    e                 = explain_line(pos, moves_of(pos, {"e5f6"}), profile);
    ExplainPart taken = find(e, eval::T_MATERIAL, "value", SQ_F5);
    EXPECT_EQ(taken.piece, B_PAWN);
    EXPECT_EQ(taken.end, SQ_NONE);
    EXPECT_EQ(taken.after, 0);
    // Promotion: the pawn of e6 is the queen of e8 (its value changes, it stays one piece).
    ASSERT_TRUE(pos.set(Lines[3].fen));
    e                 = explain_line(pos, moves_of(pos, Lines[3].moves), profile);
    ExplainPart queen = find(e, eval::T_MATERIAL, "value", SQ_E6);
    EXPECT_EQ(queen.piece, W_QUEEN);
    EXPECT_EQ(queen.end, SQ_E8);
    EXPECT_GT(queen.change(), 0);
}

} // namespace test_explain
