// PGN game trees (src/board/pgn.h): reading variations, comments and NAGs; writing PGN export
// text; the round trip parse -> write -> parse; hostile input; trees built elsewhere.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "board/movegen.h"
#include "board/pgn.h"
#include "board/position.h"

using namespace quince;

namespace quince {
// Trees in failure messages: every node on a line.
void PrintTo(const PgnNode& n, std::ostream* os) {
    *os << "{parent " << n.parent << ", " << n.san << " " << n.uci << ", " << n.fen << ", before '"
        << n.comment_before << "', after '" << n.comment << "', nags";
    for (int g : n.nags) *os << " " << g;
    *os << ", children";
    for (int c : n.children) *os << " " << c;
    *os << "}";
}
void PrintTo(const PgnTree& t, std::ostream* os) {
    for (const auto& [k, v] : t.tags) *os << "\n[" << k << " " << v << "]";
    *os << "\nresult " << t.result;
    for (std::size_t i = 0; i < t.nodes.size(); ++i) {
        *os << "\n" << i << ": ";
        PrintTo(t.nodes[i], os);
    }
}
} // namespace quince

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_pgn {

namespace {

// A game from a FEN with Black to move first, variations three deep, comments before and after
// moves, NAGs as $n and as suffixes, an escaped quote in a tag. Its tags are in the order write_pgn
// gives them, so that the whole tree, tags included, comes back.
const std::string Annotated = R"([Event "Round trip"]
[Site "?"]
[Date "2026.07.22"]
[Round "1"]
[White "A"]
[Black "B \"the second\""]
[Result "1-0"]
[SetUp "1"]
[FEN "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"]
[Annotator "Quince"]

{The game starts after 2. Nf3.} 2... Nc6 $1 {develops,
   and defends} ({Petroff:} 2... Nf6 3. Nxe5 (3. d4 exd4 (3... Nxe4!? 4. Bd3) 4. e5) 3... d6 4. Nf3
Nxe4) (2... d6?! 3. d4) 3. Bb5 a6 4. Ba4 {the Spanish} Nf6 5. O-O Be7 $14 1-0
)";

PgnTree parsed(const std::string& text) {
    Position::init();
    PgnTree t;
    std::string err;
    EXPECT_TRUE(parse_pgn_tree(text, t, &err)) << err << "\n" << text;
    return t;
}

// The error parse_pgn_tree gives for `text` ("" if it reads it).
std::string error_of(const std::string& text) {
    Position::init();
    PgnTree t;
    std::string err;
    return parse_pgn_tree(text, t, &err) ? "" : err;
}

// The SAN of the line from node `from` down the first children.
std::string line_from(const PgnTree& t, int from) {
    std::string s;
    for (int n = from;;) {
        s += (s.empty() ? "" : " ") + t.nodes[std::size_t(n)].san;
        if (t.nodes[std::size_t(n)].children.empty()) return s;
        n = t.nodes[std::size_t(n)].children[0];
    }
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);) out.push_back(l);
    return out;
}

} // namespace

TEST(PgnTree, ReadsVariationsCommentsAndNags) {
    const PgnTree t = parsed(Annotated);
    EXPECT_EQ(t.result, "1-0");
    ASSERT_EQ(t.tags.size(), 10u);
    EXPECT_EQ(t.tags[5].second, "B \"the second\"");
    // 7 main-line moves, 5 + 3 + 2 in the Petroff (with its nested lines), 2 in 2... d6.
    EXPECT_EQ(t.nodes.size(), 1u + 7 + 10 + 2);
    const PgnNode& root = t.nodes[0];
    EXPECT_EQ(root.fen, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    EXPECT_EQ(root.parent, -1);
    EXPECT_EQ(root.comment, "The game starts after 2. Nf3.");
    ASSERT_EQ(root.children.size(), 3u); // Nc6, then its alternatives Nf6 and d6
    EXPECT_EQ(line_from(t, root.children[0]), "Nc6 Bb5 a6 Ba4 Nf6 O-O Be7");
    const PgnNode& nc6 = t.nodes[std::size_t(root.children[0])];
    EXPECT_EQ(nc6.uci, "b8c6");
    EXPECT_EQ(nc6.nags, std::vector<int>{1});
    EXPECT_EQ(nc6.comment, "develops, and defends"); // whitespace runs become one space
    const PgnNode& nf6 = t.nodes[std::size_t(root.children[1])];
    EXPECT_EQ(nf6.comment_before, "Petroff:");
    EXPECT_EQ(line_from(t, root.children[1]), "Nf6 Nxe5 d6 Nf3 Nxe4");
    const PgnNode& d6 = t.nodes[std::size_t(root.children[2])];
    EXPECT_EQ(d6.nags, std::vector<int>{6}); // ?!
    EXPECT_EQ(line_from(t, root.children[2]), "d6 d4");
    // 3. d4 is the alternative to 3. Nxe5; inside it 3... Nxe4!? to 3... exd4 (depth 2).
    const PgnNode& nxe5 = t.nodes[std::size_t(nf6.children[0])];
    ASSERT_EQ(nf6.children.size(), 2u);
    EXPECT_EQ(nxe5.san, "Nxe5");
    const PgnNode& d4 = t.nodes[std::size_t(nf6.children[1])];
    EXPECT_EQ(line_from(t, nf6.children[1]), "d4 exd4 e5");
    ASSERT_EQ(d4.children.size(), 2u);
    const PgnNode& nxe4 = t.nodes[std::size_t(d4.children[1])];
    EXPECT_EQ(nxe4.san, "Nxe4");
    EXPECT_EQ(nxe4.nags, std::vector<int>{5});
    EXPECT_EQ(nxe4.parent, nf6.children[1]);
    EXPECT_EQ(line_from(t, d4.children[1]), "Nxe4 Bd3");
    // Every node's position is its parent's after its move.
    for (std::size_t i = 1; i < t.nodes.size(); ++i) {
        Position p;
        ASSERT_TRUE(p.set(t.nodes[std::size_t(t.nodes[i].parent)].fen));
        const Move m = p.parse_uci_move(t.nodes[i].uci);
        ASSERT_NE(m, Move::none()) << i;
        p.make_move(m);
        EXPECT_EQ(p.fen(), t.nodes[i].fen) << i;
    }
    EXPECT_EQ(t.nodes[std::size_t(nc6.children[0])].comment, "");
    // The main line for parse_pgn's users.
    PgnGame g;
    std::string err;
    ASSERT_TRUE(parse_pgn(Annotated, g, &err)) << err;
    ASSERT_EQ(g.moves.size(), 7u);
    EXPECT_EQ(g.fens.size(), 8u);
    EXPECT_EQ(g.moves[0].san, "Nc6");
    EXPECT_EQ(g.comments[0], "develops, and defends");
    EXPECT_EQ(g.comments[2], "");
    EXPECT_EQ(g.comments[3], "the Spanish");
    EXPECT_EQ(g.moves[5].uci, "e1g1");
}

TEST(PgnTree, SuffixAnnotationsAreNags) {
    const PgnTree t = parsed("1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! 4. Ba4 ! $146 $0 Nf6 !? *");
    std::vector<std::vector<int>> nags;
    for (int n = t.nodes[0].children[0];; n = t.nodes[std::size_t(n)].children[0]) {
        nags.push_back(t.nodes[std::size_t(n)].nags);
        if (t.nodes[std::size_t(n)].children.empty()) break;
    }
    const std::vector<std::vector<int>> want = {{1}, {2}, {3}, {4}, {5}, {6}, {1, 146}, {5}};
    EXPECT_EQ(nags, want); // $0, the null annotation, is dropped
    EXPECT_EQ(t.result, "*");
}

TEST(PgnTree, WriteReadRoundTrip) {
    const PgnTree t        = parsed(Annotated);
    const std::string text = write_pgn(t);
    const PgnTree back     = parsed(text);
    EXPECT_EQ(back, t) << text;
    EXPECT_EQ(write_pgn(back), text);
    // The export format: the roster first, then SetUp and FEN, then the others; move numbers
    // with `N...` for Black at a variation's start and after comments and variations.
    const std::vector<std::string> lines = lines_of(text);
    ASSERT_GT(lines.size(), 12u);
    EXPECT_EQ(lines[0], "[Event \"Round trip\"]");
    EXPECT_EQ(lines[5], "[Black \"B \\\"the second\\\"\"]");
    EXPECT_EQ(lines[6], "[Result \"1-0\"]");
    EXPECT_EQ(lines[8].substr(0, 5), "[FEN ");
    EXPECT_EQ(lines[9], "[Annotator \"Quince\"]");
    EXPECT_EQ(lines[10], "");
    std::string moves;
    for (std::size_t i = 11; i < lines.size(); ++i) {
        EXPECT_LE(lines[i].size(), 80u) << lines[i];
        moves += (moves.empty() ? "" : " ") + lines[i];
    }
    EXPECT_EQ(moves,
              "{The game starts after 2. Nf3.} 2... Nc6 $1 {develops, and defends} ({Petroff:} 2... Nf6 "
              "3. Nxe5 (3. d4 exd4 (3... Nxe4 $5 4. Bd3) 4. e5) 3... d6 4. Nf3 Nxe4) (2... d6 $6 3. d4) "
              "3. Bb5 a6 4. Ba4 {the Spanish} 4... Nf6 5. O-O Be7 $14 1-0");
}

TEST(PgnTree, CommentsHoldingABraceAreWrittenAsLineComments) {
    // `;` comments may hold a '}', which braces cannot: they are written as `;` comments again.
    const PgnTree t = parsed("; the start}\n1. e4 ; a } b\ne5 {c} (1... c5 ; x}y\n) 2. Nf3 ; end}\n*");
    ASSERT_EQ(t.nodes.size(), 5u);
    EXPECT_EQ(t.nodes[0].comment, "the start}");
    EXPECT_EQ(t.nodes[1].comment, "a } b");
    EXPECT_EQ(t.nodes[3].comment, "x}y");
    const std::string text = write_pgn(t);
    EXPECT_NE(text.find("\n; the start}\n1. e4 ; a } b\n1... e5 {c} (1... c5 ; x}y\n) 2. Nf3 ; end}\n*\n"),
              std::string::npos)
        << text;
    EXPECT_EQ(parsed(text).nodes, t.nodes);
}

TEST(PgnTree, LongGamesWrapAt80Columns) {
    // 120 moves of knights going out and back, a long comment, a variation at every tenth ply.
    std::string pgn = "[Event \"long\"]\n\n{" + std::string(30, 'x') + " a comment of many words";
    for (int i = 0; i < 30; ++i) pgn += " word" + std::to_string(i);
    pgn += "}";
    const char* cycle[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    for (int ply = 0; ply < 120; ++ply) {
        if (ply % 2 == 0) pgn += " " + std::to_string(ply / 2 + 1) + ".";
        pgn += std::string(" ") + cycle[ply % 4];
        if (ply % 10 == 0) pgn += ply % 4 == 0 ? " (Nc3)" : " ({before} Nc3 {after})";
    }
    pgn += " 1/2-1/2";
    const PgnTree t = parsed(pgn);
    EXPECT_EQ(t.nodes.size(), 1u + 120 + 12);
    const std::string text = write_pgn(t);
    std::size_t move_lines = 0;
    for (const std::string& l : lines_of(text)) {
        EXPECT_LE(l.size(), 80u) << l;
        move_lines += !l.empty() && l[0] != '[';
    }
    EXPECT_GT(move_lines, 10u);
    EXPECT_EQ(parsed(text), parsed(write_pgn(parsed(text))));
    const PgnTree back = parsed(text);
    EXPECT_EQ(back.nodes, t.nodes);
    EXPECT_EQ(back.result, "1/2-1/2");
    // The missing roster tags are written as "?" (Date "????.??.??"); the standard start needs no
    // SetUp or FEN tag.
    EXPECT_NE(text.find("[Date \"????.??.??\"]\n[Round \"?\"]"), std::string::npos) << text;
    EXPECT_EQ(text.find("[SetUp"), std::string::npos) << text;
    EXPECT_EQ(text.find("[FEN"), std::string::npos) << text;
}

TEST(PgnTree, HostileInput) {
    auto has = [](const std::string& err, const std::string& part) {
        return err.find(part) != std::string::npos;
    };
    std::string e = error_of("1. e4 (1. d4 d5\n2. c4");
    EXPECT_TRUE(has(e, "line 1: variation without ')'")) << e;
    e = error_of("1. e4 e5\n2. Nf3) Nc6");
    EXPECT_TRUE(has(e, "line 2: ')' without '('")) << e;
    e = error_of("[Event \"x\"]\n\n(1. d4) 1. e4");
    EXPECT_TRUE(has(e, "line 3: variation before any move")) << e;
    e = error_of("1. e4 ((1. d4) 1. c4)");
    EXPECT_TRUE(has(e, "variation before any move of its variation")) << e;
    e = error_of("1. e4 ( ) e5");
    EXPECT_TRUE(has(e, "empty variation")) << e;
    // An illegal move inside a variation: named, with its variation and line.
    e = error_of("1. e4 e5 2. Nf3\n(2. Nc3 Nf6\n3. Kxe8) Nc6");
    EXPECT_TRUE(has(e, "move 3. Kxe8 in a variation (depth 1, line 3)")) << e;
    EXPECT_TRUE(has(e, "'Kxe8' is not a legal move here")) << e;
    e = error_of("1. e4 (1. d4 d5 (1... Nf6 2. c4 (2. Bxf7)))");
    EXPECT_TRUE(has(e, "move 2. Bxf7 in a variation (depth 3, line 1)")) << e;
    e = error_of("$1 1. e4");
    EXPECT_TRUE(has(e, "NAG $1 before any move")) << e;
    e = error_of("1. e4 ({x} $2 1. d4)");
    EXPECT_TRUE(has(e, "NAG $2 before any move of its variation")) << e;
    EXPECT_TRUE(has(error_of("1. e4 $256"), "not in $0..$255"));
    EXPECT_TRUE(has(error_of("1. e4 $1x"), "bad NAG '$1x'"));
    EXPECT_TRUE(has(error_of("1. e4 (1. d4 1-0) e5"), "game result '1-0' inside a variation"));
    EXPECT_TRUE(has(error_of("1. e4 {no end"), "comment without '}'"));
    EXPECT_TRUE(has(error_of("1. e4 (1. d4\n[Event \"next\"]\n1. c4"), "line 1: variation without ')'"));

    // Nesting: 32 variations inside each other are read, 33 are refused; a hundred thousand do
    // not exhaust the stack (the reader does not recurse).
    auto nested = [](int depth) {
        std::string s = "1. e4";
        for (int i = 0; i < depth; ++i) s += " (1. d4";
        return s + std::string(std::size_t(depth), ')') + " *";
    };
    const PgnTree deep = parsed(nested(PgnMaxDepth));
    EXPECT_EQ(deep.nodes.size(), 1u + 1 + std::size_t(PgnMaxDepth));
    EXPECT_EQ(deep.nodes[0].children.size(), 1u + std::size_t(PgnMaxDepth)); // all alternatives to 1. e4
    EXPECT_EQ(parsed(write_pgn(deep)).nodes, deep.nodes);
    EXPECT_TRUE(has(error_of(nested(PgnMaxDepth + 1)), "variations nested deeper than 32"))
        << error_of(nested(33));
    EXPECT_TRUE(has(error_of(nested(100000)), "variations nested deeper than 32"));
    // Size: at most PgnMaxNodes moves in all, PgnMaxPlies in one line.
    std::string wide = "1. e4";
    for (std::size_t i = 0; i < PgnMaxNodes; ++i) wide += " (1. d4)";
    EXPECT_TRUE(has(error_of(wide), "more than 10000 moves in the game and its variations"))
        << error_of(wide);
    std::string longest;
    for (std::size_t i = 0; i <= PgnMaxPlies / 4; ++i) longest += " Nf3 Nf6 Ng1 Ng8";
    EXPECT_TRUE(has(error_of(longest), "more than 2000 moves")) << error_of(longest);
}

// A tree whose variations hang off each other's second move, `depth` deep: each variation's
// first move is its parent position's second legal move, every other move the first.
PgnTree variation_tower(int depth) {
    Position::init();
    PgnTree t;
    t.nodes.resize(1);
    t.nodes[0].fen = Position::StartFEN;
    auto add       = [&](int parent, int which) {
        Position p;
        p.set(t.nodes[std::size_t(parent)].fen);
        const MoveList legal = legal_moves(p);
        const Move m         = legal[which];
        PgnNode n;
        n.parent = parent;
        n.uci    = p.move_to_uci(m);
        p.make_move(m);
        n.fen = p.fen();
        t.nodes[std::size_t(parent)].children.push_back(int(t.nodes.size()));
        t.nodes.push_back(n);
        return int(t.nodes.size()) - 1;
    };
    int from = 0;
    for (int level = 0; level <= depth; ++level) {
        const int first = add(from, level == 0 ? 0 : 1);
        add(first, 0);
        from = first; // the next variation replaces this one's second move
    }
    return t;
}

TEST(PgnTree, DeepTreesRoundTrip) {
    PgnTree t = variation_tower(PgnMaxDepth);
    std::string err;
    ASSERT_TRUE(resolve_pgn_tree(t, &err)) << err;
    const std::string text = write_pgn(t);
    EXPECT_EQ(std::count(text.begin(), text.end(), '('), PgnMaxDepth);
    const PgnTree back = parsed(text);
    EXPECT_EQ(back.nodes.size(), t.nodes.size());
    EXPECT_EQ(write_pgn(back), text);
    PgnTree too_deep = variation_tower(PgnMaxDepth + 1);
    EXPECT_FALSE(resolve_pgn_tree(too_deep, &err));
    EXPECT_NE(err.find("variations nested deeper than 32"), std::string::npos) << err;
}

TEST(PgnTree, EndOfTheGameAndTheNextOne) {
    const std::string two = "[Event \"a\"]\n1. e4 (1. d4 {x}) e5 1-0\n\n[Event \"b\"]\n1. d4 *";
    PgnTree t;
    std::string err;
    std::size_t end = 0;
    ASSERT_TRUE(parse_pgn_tree(two, t, &err, 0, &end)) << err;
    EXPECT_EQ(two.substr(end, 2), "\n\n");
    ASSERT_TRUE(parse_pgn_tree(two, t, &err, end, &end)) << err;
    EXPECT_EQ(t.tags[0].second, "b");
    EXPECT_EQ(t.nodes.size(), 2u);
    EXPECT_EQ(end, two.size());
    // A malformed variation: the end is unknown.
    EXPECT_FALSE(parse_pgn_tree("1. e4 (1. d4", t, &err, 0, &end));
    EXPECT_EQ(end, std::string::npos);
    // An illegal move: the end is known.
    EXPECT_FALSE(parse_pgn_tree("1. e4 (1. Ke2) e5 *\n[Event \"c\"]", t, &err, 0, &end));
    EXPECT_EQ(end, 19u);
}

TEST(PgnTree, ResolvesTreesBuiltElsewhere) {
    Position::init();
    // 1. e4 (1. d4) e5, given by uci or san only, with stale fens.
    PgnTree t;
    t.nodes.resize(4);
    t.nodes[0].children = {1, 3};
    t.nodes[1]          = {0, "", "e2e4", "stale", "", "best", {1}, {2}};
    t.nodes[2]          = {1, "e5", "", "", "", "", {}, {}};
    t.nodes[3]          = {0, "d4", "d2d4", "", "{x", "", {}, {}};
    std::string err;
    ASSERT_TRUE(resolve_pgn_tree(t, &err)) << err;
    EXPECT_EQ(t.nodes[0].fen, Position::StartFEN);
    EXPECT_EQ(t.nodes[1].san, "e4");
    EXPECT_EQ(t.nodes[2].uci, "e7e5");
    EXPECT_EQ(t.nodes[1].fen, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    const std::string text = write_pgn(t);
    EXPECT_NE(text.find("1. e4 $1 {best} ({{x} 1. d4) 1... e5 *"), std::string::npos) << text;
    // Read back, the nodes are numbered in the order of the text (e4, d4, e5): the same tree.
    const PgnTree back = parsed(text);
    ASSERT_EQ(back.nodes.size(), 4u);
    EXPECT_EQ(back.nodes[2].san, "d4");
    EXPECT_EQ(back.nodes[2].comment_before, "{x");
    EXPECT_EQ(back.nodes[3].uci, "e7e5");
    EXPECT_EQ(back.nodes[3].parent, 1);
    EXPECT_EQ(write_pgn(back), text);

    auto fault = [&](PgnTree bad) {
        std::string e;
        EXPECT_FALSE(resolve_pgn_tree(bad, &e));
        return e;
    };
    PgnTree b      = t;
    b.nodes[2].uci = "e7e4";
    EXPECT_EQ(fault(b).substr(0, 28), "node 2: illegal move 'e7e4' ");
    b              = t;
    b.nodes[2].san = "d5";
    EXPECT_NE(fault(b).find("node 2: uci 'e7e5' and san 'd5' are different moves"), std::string::npos);
    b                   = t;
    b.nodes[3].children = {1};
    EXPECT_NE(fault(b).find("node 3: node 1 is already a child of node 0"), std::string::npos);
    b                   = t;
    b.nodes[2].children = {0};
    EXPECT_NE(fault(b).find("node 2: node 0, the start position, cannot be a child"), std::string::npos);
    b = t;
    b.nodes.push_back({4, "", "g1f3", "", "", "", {}, {4}}); // node 4, its own parent and child
    EXPECT_NE(fault(b).find("node 4: not reached from node 0"), std::string::npos) << fault(b);
    b = t;
    b.nodes.push_back({2, "", "g1f3", "", "", "", {}, {}}); // claims a parent that does not list it
    EXPECT_NE(fault(b).find("node 4: not a child of any node"), std::string::npos);
    b               = t;
    b.nodes[1].nags = {0};
    EXPECT_NE(fault(b).find("node 1: NAG 0 is not in 1..255"), std::string::npos);
    b                 = t;
    b.nodes[0].parent = 2;
    EXPECT_NE(fault(b).find("node 0: the start position has no parent"), std::string::npos);
    b              = t;
    b.nodes[0].fen = "8/8/8 w";
    EXPECT_NE(fault(b).find("node 0: bad FEN"), std::string::npos);
    b      = t;
    b.tags = {{"White Elo", "1"}};
    EXPECT_NE(fault(b).find("tag name 'White Elo'"), std::string::npos);
    b        = t;
    b.result = "2-0";
    EXPECT_NE(fault(b).find("result must be"), std::string::npos);
    // A line longer than PgnMaxPlies.
    PgnTree chain;
    chain.nodes.resize(PgnMaxPlies + 2);
    const char* cycle[] = {"g1f3", "g8f6", "f3g1", "f6g8"};
    for (std::size_t i = 0; i + 1 < chain.nodes.size(); ++i) {
        chain.nodes[i].children = {int(i + 1)};
        chain.nodes[i + 1]      = {int(i), "", cycle[i % 4], "", "", "", {}, {}};
    }
    EXPECT_NE(fault(chain).find("node 2001: more than 2000 moves"), std::string::npos) << fault(chain);
    chain.nodes.pop_back();
    chain.nodes.back().children.clear();
    EXPECT_TRUE(resolve_pgn_tree(chain, &err)) << err;
}

} // namespace test_pgn
