// Game analysis (search/analysis.h): the marks a move gets, the engine's own moves unmarked, the
// [%eval] text, and the input's tags, comments and variations kept in the annotated game.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "board/movegen.h"
#include "board/pgn.h"
#include "eval/profile.h"
#include "search/analysis.h"
#include "search/engine.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_analysis {

using namespace quince;
using namespace quince::search;

namespace {

PgnTree parse(const std::string& text) {
    PgnTree tree;
    std::string err;
    EXPECT_TRUE(parse_pgn_tree(text, tree, &err)) << err;
    return tree;
}

Limits nodes(std::uint64_t n) {
    Limits l;
    l.nodes = n;
    return l;
}

void configure(Engine& engine) {
    std::string err;
    ASSERT_TRUE(engine.set_hash(16, &err)) << err;
    engine.set_threads(1);
}

// The main line's node ids, the start first.
std::vector<int> main_line_ids(const PgnTree& t) {
    std::vector<int> ids{0};
    while (!t.nodes[ids.back()].children.empty()) ids.push_back(t.nodes[ids.back()].children.front());
    return ids;
}

// Scholar's mate: 3...Nf6?? allows 4.Qxf7#.
const char* Scholar =
    "[Event \"Scholar\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";

} // namespace

TEST(Analysis, NagsByTheDropInExpectedScore) {
    EXPECT_EQ(nag_of_drop(0.0), 0);
    EXPECT_EQ(nag_of_drop(InaccuracyDrop - 1e-9), 0);
    EXPECT_EQ(nag_of_drop(InaccuracyDrop), 6);
    EXPECT_EQ(nag_of_drop(MistakeDrop - 1e-9), 6);
    EXPECT_EQ(nag_of_drop(MistakeDrop), 2);
    EXPECT_EQ(nag_of_drop(BlunderDrop - 1e-9), 2);
    EXPECT_EQ(nag_of_drop(BlunderDrop), 4);
    EXPECT_EQ(nag_of_drop(1.0), 4);
}

TEST(Analysis, EvalTextIsWhitesViewInPawnsOrMoves) {
    EXPECT_EQ(eval_text(35, WHITE), "0.35");
    EXPECT_EQ(eval_text(35, BLACK), "-0.35");
    EXPECT_EQ(eval_text(-5, WHITE), "-0.05");
    EXPECT_EQ(eval_text(-5, BLACK), "0.05");
    EXPECT_EQ(eval_text(0, BLACK), "0.00");
    EXPECT_EQ(eval_text(1234, WHITE), "12.34");
    EXPECT_EQ(eval_text(mate_in(5), WHITE), "#3");   // White to move mates in 3
    EXPECT_EQ(eval_text(mate_in(1), BLACK), "#-1");  // Black to move mates at once
    EXPECT_EQ(eval_text(mated_in(4), BLACK), "#2");  // Black to move is mated in 2: White mates
    EXPECT_EQ(eval_text(mated_in(2), WHITE), "#-1"); // White is mated next move
}

// A known blunder gets $4 and the engine's better move as a variation with its evaluation; the
// mate that follows is not marked and has no [%eval] (the game is over).
TEST(Analysis, AKnownBlunderIsMarkedWithABetterMove) {
    Engine engine;
    configure(engine);
    PgnTree tree         = parse(Scholar);
    const GameAnalysis a = analyse_game(engine, tree, nodes(50000));
    ASSERT_TRUE(a.complete);
    ASSERT_EQ(a.moves.size(), 7u);
    const MoveVerdict& nf6 = a.moves[5];
    EXPECT_EQ(tree.nodes[nf6.node].san, "Nf6");
    EXPECT_EQ(nf6.nag, 4) << "drop " << nf6.drop;
    EXPECT_GE(nf6.drop, BlunderDrop);
    EXPECT_NE(nf6.best, nf6.played);
    EXPECT_EQ(eval_text(nf6.after, WHITE), "#1");
    const MoveVerdict& mate = a.moves[6];
    EXPECT_EQ(mate.nag, 0);
    EXPECT_TRUE(mate.ended);
    EXPECT_EQ(a.side[BLACK].blunders, 1);
    // In the JSON the mate's evaluation names the winner, the move before it White's mate in 1.
    const std::string json = analysis_json(1, tree, tree, a);
    EXPECT_NE(json.find(R"("san": "Qxf7#", "uci": "h5f7", "eval": {"mate": 0, "winner": "white"})"),
              std::string::npos)
        << json;
    EXPECT_NE(json.find(R"("san": "Nf6", "uci": "g8f6", "eval": {"mate": 1})"), std::string::npos) << json;

    annotate(tree, a, "test");
    // Written and read back: the blunder's NAG, its [%eval], the variation of the better move.
    const PgnTree back         = parse(write_pgn(tree));
    const std::vector<int> ids = main_line_ids(back);
    ASSERT_EQ(ids.size(), 8u);
    const PgnNode& blunder = back.nodes[ids[6]];
    EXPECT_EQ(blunder.san, "Nf6");
    EXPECT_EQ(blunder.nags, std::vector<int>{4});
    EXPECT_EQ(blunder.comment, "[%eval #1]");
    const PgnNode& before = back.nodes[ids[5]];
    ASSERT_EQ(before.children.size(), 2u);
    const PgnNode& better = back.nodes[before.children[1]];
    Position pos;
    ASSERT_TRUE(pos.set(before.fen));
    EXPECT_EQ(better.uci, pos.move_to_uci(nf6.best));
    EXPECT_EQ(better.comment.rfind("[%eval ", 0), 0u) << better.comment;
    EXPECT_FALSE(better.children.empty()); // the line goes on
    // The mate: no mark, no evaluation, the summary.
    const PgnNode& last = back.nodes[ids[7]];
    EXPECT_TRUE(last.nags.empty());
    EXPECT_EQ(last.comment.find("[%eval"), std::string::npos);
    // Black's one blunder is counted; whether 1...e5 or 2...Nc6 also reads as an inaccuracy at this
    // node count depends on the evaluation, so the summary is read for the blunders only.
    const std::size_t black = last.comment.find("Black: ");
    ASSERT_NE(black, std::string::npos) << last.comment;
    EXPECT_NE(last.comment.find(", 1 blunder,", black), std::string::npos) << last.comment;
    bool tagged = false;
    for (const auto& [name, value] : back.tags) tagged |= name == "BlackBlunders" && value == "1";
    EXPECT_TRUE(tagged);
}

// The engine's own choices are never marked: a game made of the moves the same searches choose
// (the analysis clears the engine and searches the positions in the same order, so with one
// thread and a node budget it sees exactly the same) has no mark and no loss.
TEST(Analysis, TheEnginesOwnMovesAreNotMarked) {
    Engine engine;
    configure(engine);
    engine.set_profile(eval::default_profile());
    engine.clear();
    const std::string start = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    Position pos;
    ASSERT_TRUE(pos.set(start));
    PgnTree tree;
    tree.tags                     = {{"Event", "self"}};
    tree.nodes.emplace_back().fen = start;
    for (int ply = 0; ply < 12 && !legal_moves(pos).empty(); ++ply) {
        const SearchResult r = engine.search(pos, nodes(20000));
        PgnNode n;
        n.parent = int(tree.nodes.size()) - 1;
        n.uci    = pos.move_to_uci(r.best);
        tree.nodes[n.parent].children.push_back(int(tree.nodes.size()));
        tree.nodes.push_back(n);
        pos.make_move(r.best);
    }
    std::string err;
    ASSERT_TRUE(resolve_pgn_tree(tree, &err)) << err;
    ASSERT_EQ(tree.nodes.size(), 13u);

    const GameAnalysis a = analyse_game(engine, tree, nodes(20000));
    ASSERT_TRUE(a.complete);
    ASSERT_EQ(a.moves.size(), 12u);
    for (const MoveVerdict& v : a.moves) {
        EXPECT_EQ(v.played, v.best) << "ply " << v.ply;
        EXPECT_EQ(v.nag, 0) << "ply " << v.ply;
        EXPECT_EQ(v.cp_loss, 0) << "ply " << v.ply;
    }
    for (Color c : {WHITE, BLACK}) EXPECT_EQ(a.side[c].average_loss(), 0);
}

// The input's tags, comments, NAGs and variations stay; an older [%eval] is replaced.
TEST(Analysis, TheInputsAnnotationsAreKept) {
    Engine engine;
    configure(engine);
    PgnTree tree =
        parse("[Event \"Kept\"]\n[Annotator \"Someone\"]\n[Opening \"Italian\"]\n[Result \"*\"]\n\n"
              "1. e4 {[%eval 9.99] Best by test} e5 $14 2. Nf3 (2. f4 exf4 {the gambit}) Nc6 "
              "{[%clk 0:05:00]} *\n");
    const GameAnalysis a = analyse_game(engine, tree, nodes(5000));
    ASSERT_TRUE(a.complete);
    annotate(tree, a, "Quince test");
    const PgnTree back = parse(write_pgn(tree));
    auto tag           = [&](const std::string& name) {
        for (const auto& [n, v] : back.tags)
            if (n == name) return v;
        return std::string("<none>");
    };
    EXPECT_EQ(tag("Annotator"), "Someone");
    EXPECT_EQ(tag("Opening"), "Italian");
    EXPECT_NE(tag("WhiteAverageLoss"), "<none>");
    const std::vector<int> ids = main_line_ids(back);
    ASSERT_EQ(ids.size(), 5u);
    const PgnNode& e4 = back.nodes[ids[1]];
    EXPECT_EQ(e4.comment.find("9.99"), std::string::npos) << e4.comment;
    EXPECT_EQ(e4.comment.rfind("[%eval ", 0), 0u);
    EXPECT_NE(e4.comment.find("] Best by test"), std::string::npos) << e4.comment;
    const PgnNode& e5 = back.nodes[ids[2]];
    EXPECT_NE(std::find(e5.nags.begin(), e5.nags.end(), 14), e5.nags.end());
    // 2. f4 exf4 {the gambit} is still the alternative to 2. Nf3.
    const PgnNode& after_e5 = back.nodes[ids[2]];
    ASSERT_GE(after_e5.children.size(), 2u);
    const PgnNode& f4 = back.nodes[after_e5.children[1]];
    EXPECT_EQ(f4.san, "f4");
    ASSERT_EQ(f4.children.size(), 1u);
    EXPECT_EQ(back.nodes[f4.children[0]].comment, "the gambit");
    EXPECT_NE(back.nodes[ids[4]].comment.find("[%clk 0:05:00]"), std::string::npos);
}

// Stopping from the progress callback keeps what was analysed and says it is incomplete.
TEST(Analysis, StoppedAnalysisKeepsItsMoves) {
    Engine engine;
    configure(engine);
    const PgnTree tree   = parse(Scholar);
    const GameAnalysis a = analyse_game(engine, tree, nodes(2000), [](int done, int total) {
        EXPECT_EQ(total, 8);
        return done < 4;
    });
    EXPECT_FALSE(a.complete);
    EXPECT_EQ(a.moves.size(), 3u);
    EXPECT_EQ(analysis_positions(tree), 8);
}

} // namespace test_analysis
