// Chess960: perft on the shared Fischer suite, castling corner cases, X-FEN / Shredder-FEN text
// and UCI move text in Chess960 mode.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "board/movegen.h"
#include "board/perft.h"
#include "board/position.h"
#include "sanitizers.h"
#include "test_data.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_chess960 {

using namespace quince;

namespace {

struct EpdCase {
    std::string fen;
    std::vector<std::uint64_t> counts; // counts[d - 1] = perft(d)
};

// data/perft/fischer.epd.xz: "FEN ;D1 n ;D2 n ... ;D6 n" (see data/SOURCES.md).
std::vector<EpdCase> load_fischer() {
    std::vector<EpdCase> out;
    for (const std::string& line : test::data_lines("perft/fischer.epd.xz")) {
        auto semi = line.find(';');
        if (semi == std::string::npos) continue;
        EpdCase c;
        c.fen = line.substr(0, semi);
        std::istringstream rest(line.substr(semi));
        for (std::string field; std::getline(rest, field, ';');) {
            std::istringstream f(field);
            std::string tag;
            std::uint64_t n = 0;
            if (!(f >> tag >> n) || tag.size() < 2 || tag[0] != 'D') continue;
            if (std::stoul(tag.substr(1)) != c.counts.size() + 1) break;
            c.counts.push_back(n);
        }
        out.push_back(std::move(c));
    }
    return out;
}

Position pos960(const std::string& fen) {
    Position p;
    p.set_chess960(true);
    std::string err;
    EXPECT_TRUE(p.set(fen, &err)) << fen << ": " << err;
    return p;
}

// The back rank of Chess960 start position n (0..959) in the standard numbering (Scharnagl):
// n = 518 is the classical array RNBQKBNR.
std::string start_rank(int n) {
    std::string r(8, ' ');
    r[1 + 2 * (n % 4)] = 'b'; // light-squared bishop: b, d, f or h file
    n /= 4;
    r[2 * (n % 4)] = 'b'; // dark-squared bishop: a, c, e or g file
    n /= 4;
    auto place = [&](int k, char c) {
        for (int f = 0; f < 8; ++f)
            if (r[f] == ' ' && k-- == 0) {
                r[f] = c;
                return;
            }
    };
    place(n % 6, 'q');
    n /= 6;
    static const int knights[10][2] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2},
                                       {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};
    place(knights[n][1], 'n'); // the later square first, so the earlier index still counts empties
    place(knights[n][0], 'n');
    place(0, 'r');
    place(0, 'k');
    place(0, 'r');
    return r;
}

std::string start_fen(int n) {
    std::string b = start_rank(n), w;
    for (char c : b) w += char(c - 32);
    return b + "/pppppppp/8/8/8/8/PPPPPPPP/" + w + " w KQkq - 0 1";
}

std::vector<std::string> castling_moves(const Position& p) {
    std::vector<std::string> v;
    for (Move m : legal_moves(p))
        if (m.kind() == CASTLING) v.push_back(p.move_to_uci(m));
    return v;
}

} // namespace

TEST(Chess960Perft, SuiteIsComplete) {
    auto suite = load_fischer();
    ASSERT_EQ(suite.size(), 960u) << "missing or short " << test::data_path("perft/fischer.epd.xz");
    for (const auto& c : suite) ASSERT_GE(c.counts.size(), 5u) << c.fen;
}

TEST(Chess960Perft, AllPositionsDepth1To3) {
    auto suite = load_fischer();
    ASSERT_EQ(suite.size(), 960u);
    for (const auto& c : suite) {
        Position p = pos960(c.fen);
        for (int d = 1; d <= 3; ++d) ASSERT_EQ(perft(p, d), c.counts[d - 1]) << c.fen << " depth " << d;
    }
}

TEST(Chess960Perft, SomePositionsDepth4And5) {
    auto suite = load_fischer();
    ASSERT_EQ(suite.size(), 960u);
    // Under the sanitizers (with the incremental-state check after every move): a quarter of them.
    const std::size_t thin = test::sanitized ? 4 : 1;
    for (std::size_t i = 0; i < suite.size(); i += 16 * thin) {
        Position p = pos960(suite[i].fen);
        ASSERT_EQ(perft(p, 4), suite[i].counts[3]) << suite[i].fen << " depth 4";
    }
    for (std::size_t i = 7; i < suite.size(); i += 120 * thin) {
        Position p = pos960(suite[i].fen);
        ASSERT_EQ(perft(p, 5), suite[i].counts[4]) << suite[i].fen << " depth 5";
    }
}

// Every start array: parses, prints back, and the sums of perft over all 960 match Stockfish 15.1
// (`setoption name UCI_Chess960 value true`, `go perft N`, summed over n = 0..959).
TEST(Chess960Perft, AllStartArrays) {
    std::set<std::string> seen;
    std::uint64_t sum[4] = {};
    for (int n = 0; n < 960; ++n) {
        std::string fen = start_fen(n);
        seen.insert(fen);
        Position p = pos960(fen);
        EXPECT_EQ(p.fen(), fen);
        for (int d = 1; d <= 3; ++d) sum[d] += perft(p, d);
    }
    EXPECT_EQ(seen.size(), 960u);
    EXPECT_EQ(start_fen(518), Position::StartFEN);
    EXPECT_EQ(sum[1], 18882u);
    EXPECT_EQ(sum[2], 371766u);
    EXPECT_EQ(sum[3], 8224968u);
}

// Castling corner cases. Counts from Stockfish 15.1 `go perft` with UCI_Chess960 on.
struct CastlingCase {
    const char* fen;
    std::uint64_t d1, d2, d3, d4;
    std::vector<std::string> castles; // legal castling moves, king-takes-rook
};

TEST(Chess960Castling, CornerCases) {
    const CastlingCase cases[] = {
        // King and rook on adjacent squares (b1/a1): O-O-O moves the king one square right, the
        // rook jumps over it to d1; O-O takes the king across the whole rank.
        {"4k3/8/8/8/8/8/8/RK5R w HA - 0 1", 25, 106, 2922, 16052, {"b1h1", "b1a1"}},
        // The rook stands on the king's destination g1.
        {"4k3/8/8/8/8/8/8/4K1R1 w G - 0 1", 15, 66, 1187, 6539, {"e1g1"}},
        // The king does not move (already on g1); the other side crosses five squares.
        {"4k3/8/8/8/8/8/8/R5KR w HA - 0 1", 25, 106, 2929, 16219, {"g1h1", "g1a1"}},
        // The castling rook shields its king from a rook behind it on the rank: once it leaves,
        // the king on c1 / g1 would stand in check, so castling is illegal.
        {"4k3/8/8/8/8/8/8/rRK5 w B - 0 1", 5, 57, 821, 12489, {}},
        {"4k3/8/8/8/8/8/8/5KRr w G - 0 1", 5, 57, 821, 12355, {}},
        // A square the king crosses (d1) is attacked: no O-O-O.
        {"4k3/8/8/8/8/1b6/8/R3K3 w A - 0 1", 14, 180, 2977, 37666, {}},
        // Only b1, which the rook but not the king crosses, is attacked: O-O-O is legal.
        {"4k3/8/8/8/8/8/b7/R3K3 w A - 0 1", 10, 109, 1631, 19785, {"e1a1"}},
        // King and rook swap places (d1 <-> c1 ... the king lands on c1, the rook on d1).
        {"4k3/8/8/8/8/8/8/1R1K4 w B - 0 1", 15, 68, 1210, 7177, {"d1b1"}},
        {"1r2k3/8/8/8/8/8/8/1R1K4 w B - 0 1", 15, 187, 2682, 40858, {"d1b1"}},
    };
    for (const auto& c : cases) {
        Position p = pos960(c.fen);
        EXPECT_EQ(castling_moves(p), c.castles) << c.fen;
        EXPECT_EQ(perft(p, 1), c.d1) << c.fen;
        EXPECT_EQ(perft(p, 2), c.d2) << c.fen;
        EXPECT_EQ(perft(p, 3), c.d3) << c.fen;
        EXPECT_EQ(perft(p, 4), c.d4) << c.fen;
    }
}

TEST(Chess960Castling, MakeUnmakeRestoresEverything) {
    Position p               = pos960("4k3/8/8/8/8/8/8/RK5R w HA - 0 1");
    const std::string before = p.fen();
    const Key key            = p.key();
    for (Move m : legal_moves(p)) {
        if (m.kind() != CASTLING) continue;
        p.make_move(m);
        std::string why;
        EXPECT_TRUE(p.verify(&why)) << p.move_to_uci(m) << ": " << why;
        EXPECT_EQ(p.castling_rights(), 0); // both white rights go with the king
        p.unmake_move(m);
        EXPECT_EQ(p.fen(), before);
        EXPECT_EQ(p.key(), key);
    }
    Move ooo = p.parse_uci_move("b1a1");
    ASSERT_EQ(ooo.kind(), CASTLING);
    p.make_move(ooo);
    EXPECT_EQ(p.fen(), "4k3/8/8/8/8/8/8/2KR3R b - - 1 1");
}

// ---------------------------------------------------------------------------------------------
// FEN text

TEST(Chess960Fen, ShredderInXFenOut) {
    // Outermost rooks print as K/Q, and Shredder letters parse to the same rights.
    Position a = pos960("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    EXPECT_EQ(a.fen(), "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
    Position b = pos960(a.fen());
    EXPECT_EQ(b.key(), a.key());
    EXPECT_EQ(b.castling_rook_square(WHITE_OOO), SQ_F1);
    EXPECT_EQ(b.castling_rook_square(BLACK_OO), SQ_H8);
    // An inner rook keeps its file letter: two rooks on the king side, right on the inner one.
    Position c = pos960("4k3/8/8/8/8/8/8/1K1R3R w D - 0 1");
    EXPECT_EQ(c.castling_rook_square(WHITE_OO), SQ_D1);
    EXPECT_EQ(c.fen(), "4k3/8/8/8/8/8/8/1K1R3R w D - 0 1");
    // K means the outermost rook on the king side; d1 then blocks the king's path.
    Position d = pos960("4k3/8/8/8/8/8/8/1K1R3R w K - 0 1");
    EXPECT_EQ(d.castling_rook_square(WHITE_OO), SQ_H1);
    EXPECT_EQ(d.fen(), "4k3/8/8/8/8/8/8/1K1R3R w K - 0 1");
    EXPECT_EQ(castling_moves(c), std::vector<std::string>{"b1d1"});
    EXPECT_EQ(castling_moves(d), std::vector<std::string>{});
}

TEST(Chess960Fen, EveryFischerPositionRoundTrips) {
    for (const auto& c : load_fischer()) {
        Position p = pos960(c.fen);
        Position q = pos960(p.fen());
        EXPECT_EQ(q.fen(), p.fen());
        EXPECT_EQ(q.key(), p.key()) << c.fen;
        EXPECT_EQ(perft(q, 2), c.counts[1]) << p.fen();
    }
}

TEST(Chess960Fen, StandardModeRejectsChess960Rights) {
    Position p;
    std::string err;
    const std::string before = p.fen();
    EXPECT_FALSE(p.set("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", &err));
    EXPECT_NE(err.find("Chess960"), std::string::npos) << err;
    EXPECT_EQ(p.fen(), before);
    EXPECT_FALSE(p.set("4k3/8/8/8/8/8/8/RK5R w KQ - 0 1", &err));
    // Shredder letters for the classical rooks are fine in standard chess too.
    EXPECT_TRUE(p.set("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", &err)) << err;
    EXPECT_EQ(p.fen(), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
}

TEST(Chess960Fen, BadCastlingFieldsAreRejected) {
    Position p;
    p.set_chess960(true);
    std::string err;
    const std::string before = p.fen();
    for (const char* fen : {"4k3/8/8/8/8/8/8/RK5R w C - 0 1",    // no rook on c1
                            "4k3/8/8/8/8/8/8/RK5R w KH - 0 1",   // the same right twice
                            "4k3/8/8/8/8/8/8/1K6 w K - 0 1",     // no rook at all
                            "4k3/8/8/8/8/8/1K6/R6R w A - 0 1",   // king off its back rank
                            "4k3/8/8/8/8/8/8/RK5R w X - 0 1"}) { // not a castling letter
        err.clear();
        EXPECT_FALSE(p.set(fen, &err)) << fen;
        EXPECT_FALSE(err.empty()) << fen;
        EXPECT_EQ(p.fen(), before);
    }
}

// ---------------------------------------------------------------------------------------------
// UCI move text

TEST(Chess960MoveText, KingTakesRookIn960StandardInClassical) {
    const std::string fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    Position s;
    ASSERT_TRUE(s.set(fen));
    Position c = pos960(fen);
    EXPECT_EQ(castling_moves(s), (std::vector<std::string>{"e1g1", "e1c1"}));
    EXPECT_EQ(castling_moves(c), (std::vector<std::string>{"e1h1", "e1a1"}));
    // Both positions parse the other notation's castling where it cannot mean anything else in
    // standard chess; Chess960 takes only king-takes-rook (e1g1 is an ordinary king move there
    // when possible, and illegal here).
    EXPECT_EQ(s.parse_uci_move("e1g1").kind(), CASTLING);
    EXPECT_EQ(s.parse_uci_move("e1h1").kind(), CASTLING);
    EXPECT_EQ(c.parse_uci_move("e1h1").kind(), CASTLING);
    EXPECT_EQ(c.parse_uci_move("e1g1"), Move::none());
    EXPECT_EQ(c.parse_uci_move("e1c1"), Move::none());
}

TEST(Chess960MoveText, KingStepVersusCastling) {
    // b1c1 is an ordinary king step, b1a1 castles long (the king also lands on c1).
    Position p = pos960("4k3/8/8/8/8/8/8/RK5R w HA - 0 1");
    Move step = p.parse_uci_move("b1c1"), castle = p.parse_uci_move("b1a1");
    EXPECT_EQ(step.kind(), NORMAL);
    EXPECT_EQ(castle.kind(), CASTLING);
    EXPECT_EQ(castle.to(), SQ_A1);
    EXPECT_EQ(p.move_to_uci(castle), "b1a1");
    // Every legal move of every Fischer position prints and parses back to itself.
    for (const auto& c : load_fischer()) {
        Position q = pos960(c.fen);
        for (Move m : legal_moves(q)) ASSERT_EQ(q.parse_uci_move(q.move_to_uci(m)), m) << c.fen;
    }
}

// A move with stray promotion bits is not the generator's move: it must not pass as legal.
TEST(Chess960MoveText, NonCanonicalEncodingIsNotPseudoLegal) {
    Position p;
    Move e2e4(SQ_E2, SQ_E4);
    ASSERT_TRUE(p.is_pseudo_legal(e2e4));
    Move junk(std::uint16_t(e2e4.raw() | (2 << 12)));
    EXPECT_FALSE(p.is_pseudo_legal(junk));
    EXPECT_FALSE(legal_moves(p).contains(junk));
}

} // namespace test_chess960
