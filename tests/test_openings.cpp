// Opening names (src/book/openings.h): known lines, transpositions, a line that leaves the book,
// positions no opening reaches, and every line of the data set (data/openings/eco.tsv, read here
// from the repository with the PGN reader, not from the copy compiled into the binary).
#include <gtest/gtest.h>

#include <iostream>
#include <set>
#include <string>
#include <vector>

#include "board/pgn.h"
#include "board/san.h"
#include "book/openings.h"
#include "test_data.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_openings {

using namespace quince;

namespace {

// The moves of `san` ("e4 c5 Nf3"), checked legal, played from `start`.
std::vector<Move> line_of(const std::string& san, const std::string& start = Position::StartFEN) {
    Position::init();
    Position pos;
    EXPECT_TRUE(pos.set(start));
    std::vector<Move> moves;
    std::size_t i = 0;
    while (i < san.size()) {
        const std::size_t j = std::min(san.find(' ', i), san.size());
        std::string err;
        const Move m = parse_san(pos, san.substr(i, j - i), &err);
        EXPECT_NE(m, Move::none()) << err;
        if (m == Move::none()) break;
        moves.push_back(m);
        pos.make_move(m);
        i = j + 1;
    }
    return moves;
}

Position start_pos(const std::string& fen = Position::StartFEN) {
    Position::init();
    Position pos;
    EXPECT_TRUE(pos.set(fen)) << fen;
    return pos;
}

Position after(const std::string& san) {
    Position pos = start_pos();
    for (Move m : line_of(san)) pos.make_move(m);
    return pos;
}

} // namespace

TEST(Openings, Najdorf) {
    const OpeningMatch m = classify(start_pos(), line_of("e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6"));
    ASSERT_NE(m.opening, nullptr);
    EXPECT_EQ(m.opening->eco, "B90");
    EXPECT_EQ(m.opening->name, "Sicilian Defense: Najdorf Variation");
    EXPECT_EQ(m.ply, 10);
    EXPECT_EQ(m.opening->plies, 10);
    // The exact position; one move earlier the position has no name of its own, and the line
    // is named after an earlier one.
    EXPECT_EQ(opening_of(after("e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6")), m.opening);
    EXPECT_EQ(opening_of(after("e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3")), nullptr);
    const OpeningMatch before = classify(start_pos(), line_of("e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3"));
    ASSERT_NE(before.opening, nullptr);
    EXPECT_EQ(before.opening->name, "Sicilian Defense: Modern Variations, Main Line");
    EXPECT_EQ(before.opening->eco, "B54");
    EXPECT_EQ(before.ply, 8);
    // Shorter lines: 1. e4 and 1. e4 c5 are named too, at their ply.
    const OpeningMatch e4 = classify(start_pos(), line_of("e4"));
    ASSERT_NE(e4.opening, nullptr);
    EXPECT_EQ(e4.opening->name, "King's Pawn Game");
    EXPECT_EQ(e4.ply, 1);
    const OpeningMatch sic = classify(start_pos(), line_of("e4 c5"));
    ASSERT_NE(sic.opening, nullptr);
    EXPECT_EQ(sic.opening->name, "Sicilian Defense");
    EXPECT_EQ(sic.opening->eco, "B20");
}

TEST(Openings, TranspositionsFindTheName) {
    // The Najdorf by 1. Nf3 c5 2. e4: a move order the data set does not list for it.
    const OpeningMatch m = classify(start_pos(), line_of("Nf3 c5 e4 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6"));
    ASSERT_NE(m.opening, nullptr);
    EXPECT_EQ(m.opening->name, "Sicilian Defense: Najdorf Variation");
    EXPECT_EQ(m.ply, 10);
    EXPECT_NE(m.opening->pgn.substr(0, 5), "1. Nf");
    // The Queen's Gambit Declined by 1. c4 e6 2. Nc3 d5 3. d4: the position of 1. d4 d5 2. c4 e6
    // 3. Nc3, reached with other moves in another order.
    const OpeningMatch qgd = classify(start_pos(), line_of("c4 e6 Nc3 d5 d4"));
    const OpeningMatch ref = classify(start_pos(), line_of("d4 d5 c4 e6 Nc3"));
    ASSERT_NE(ref.opening, nullptr);
    EXPECT_EQ(qgd.opening, ref.opening);
    EXPECT_EQ(qgd.ply, 5);
    // Move counters do not count, nor does an en passant square no pawn can take on.
    const OpeningName* king_pawn = opening_of(after("e4"));
    ASSERT_NE(king_pawn, nullptr);
    EXPECT_EQ(opening_of(start_pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")),
              king_pawn);
    EXPECT_EQ(opening_of(start_pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 7 30")),
              king_pawn);
    // Castling rights count: the same placement without them is not the named position.
    EXPECT_EQ(opening_of(start_pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - - 0 1")), nullptr);
}

TEST(Openings, ALineThatLeavesTheBookKeepsItsLastName) {
    // The Najdorf, then moves no line of the data set plays (two knights out and back, one out
    // again). 6. Rg1 would not do: that is the Petronic Attack.
    const std::vector<Move> moves = line_of("e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Nb1 Ng8 Nc3 Nf6 Nb1");
    Position end                  = start_pos();
    for (Move m : moves) end.make_move(m);
    EXPECT_EQ(opening_of(end), nullptr);
    const std::vector<Move> out(moves.begin(), moves.begin() + 13); // to 7. Nc3
    const OpeningMatch m = classify(start_pos(), out);
    ASSERT_NE(m.opening, nullptr);
    EXPECT_EQ(m.opening->name, "Sicilian Defense: Najdorf Variation");
    EXPECT_EQ(m.ply, 10);
    // Back in the Najdorf position after 7... Nf6 (ply 14), out again at ply 15: the deepest
    // named position of the line wins.
    const OpeningMatch again = classify(start_pos(), moves);
    EXPECT_EQ(again.opening, m.opening);
    EXPECT_EQ(again.ply, 14);
    // A line from a FEN whose start is named: ply 0 is the start itself.
    const std::string najdorf   = "rnbqkb1r/1p2pppp/p2p1n2/8/3NP3/2N5/PPP2PPP/R1BQKB1R w KQkq - 0 6";
    const OpeningMatch from_fen = classify(start_pos(najdorf), line_of("a3 h6", najdorf));
    ASSERT_NE(from_fen.opening, nullptr);
    EXPECT_EQ(from_fen.opening->name, "Sicilian Defense: Najdorf Variation");
    EXPECT_EQ(from_fen.ply, 0);
}

TEST(Openings, PositionsNoOpeningReaches) {
    EXPECT_EQ(opening_of(start_pos()), nullptr); // the start position has no name
    const OpeningMatch none = classify(start_pos(), {});
    EXPECT_EQ(none.opening, nullptr);
    EXPECT_EQ(none.ply, 0);
    EXPECT_EQ(opening_of(start_pos("4k3/8/8/8/8/8/8/4K2R w K - 0 1")), nullptr);
    const Position endgame = start_pos("8/5pk1/6p1/1P6/P4P2/6K1/8/8 b - - 0 45");
    EXPECT_EQ(classify(endgame, line_of("Kf6", "8/5pk1/6p1/1P6/P4P2/6K1/8/8 b - - 0 45")).opening, nullptr);
}

TEST(Openings, EveryLineOfTheDataSetIsNamed) {
    const std::vector<std::string> rows = test::data_lines("openings/eco.tsv");
    ASSERT_FALSE(rows.empty());
    EXPECT_EQ(rows[0], "eco\tname\tpgn");
    std::size_t lines = 0;
    std::set<std::string> ecos;
    for (std::size_t i = 1; i < rows.size(); ++i) {
        if (rows[i].empty()) continue;
        ++lines;
        const std::size_t t1 = rows[i].find('\t'), t2 = rows[i].find('\t', t1 + 1);
        ASSERT_NE(t2, std::string::npos) << "line " << i + 1;
        const std::string eco = rows[i].substr(0, t1), name = rows[i].substr(t1 + 1, t2 - t1 - 1);
        PgnGame g;
        std::string err;
        ASSERT_TRUE(parse_pgn(rows[i].substr(t2 + 1), g, &err)) << "line " << i + 1 << ": " << err;
        ASSERT_FALSE(g.moves.empty()) << "line " << i + 1;
        const Position pos       = start_pos(g.fens.back());
        const OpeningName* named = opening_of(pos);
        ASSERT_NE(named, nullptr) << "line " << i + 1 << ": " << rows[i];
        EXPECT_EQ(named->eco, eco) << "line " << i + 1;
        EXPECT_EQ(named->name, name) << "line " << i + 1;
        EXPECT_EQ(named->plies, int(g.moves.size())) << "line " << i + 1;
        ecos.insert(eco);
    }
    const OpeningIndexInfo& info = opening_index_info();
    EXPECT_EQ(lines, 3807u); // lichess chess-openings at 51b88624 (data/SOURCES.md)
    EXPECT_EQ(info.lines, lines);
    EXPECT_EQ(info.bad_lines, 0u) << info.first_error;
    EXPECT_EQ(info.duplicate, 0u) << info.first_error;
    EXPECT_EQ(info.positions, lines);
    EXPECT_EQ(ecos.size(), 500u); // A00..E99
    std::cout << "[ opening index ] " << info.lines << " lines, " << info.positions << " positions, built in "
              << info.build_ms << " ms\n";
}

} // namespace test_openings
