// Polyglot books: keys against the published test vectors, move conversion, probing, error cases,
// the UCI helper and the `quince book` command.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include <sys/wait.h>
#include <unistd.h>

#include "board/movegen.h"
#include "book/polyglot.h"
#include "test_data.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_book {

using namespace quince;

namespace {

// A book of 320 short Quince self-play games written by Fabien Letouzey's PolyGlot (`polyglot
// make-book`), so its keys and move codes come from another program than ours (data/SOURCES.md;
// scripts/make-test-book remakes it). A missing file fails the tests that open it.
const std::string SelfplayBook = test::data_path("book/quince-selfplay.bin");

Position from_fen(const std::string& fen, bool chess960 = false) {
    Position p;
    p.set_chess960(chess960);
    std::string err;
    EXPECT_TRUE(p.set(fen, &err)) << fen << ": " << err;
    return p;
}

void play(Position& p, const std::string& uci) {
    Move m = p.parse_uci_move(uci);
    ASSERT_TRUE(m) << uci << " in " << p.fen();
    p.make_move(m);
}

// A scratch directory for book files, removed at the end of each test.
class TempDir {
  public:
    TempDir() {
        static int counter = 0;
        dir_               = std::filesystem::temp_directory_path() /
               ("quince-book-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
        std::filesystem::create_directories(dir_);
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(dir_, ec);
    }
    std::string path(const std::string& name) const { return (dir_ / name).string(); }

  private:
    std::filesystem::path dir_;
};

struct RawEntry {
    std::uint64_t key;
    std::uint16_t move, weight;
    std::uint32_t learn;
};

void put_be(std::string& s, std::uint64_t v, int bytes) {
    for (int i = bytes - 1; i >= 0; --i) s += char((v >> (8 * i)) & 0xFF);
}

std::string encode_entries(const std::vector<RawEntry>& entries) {
    std::string s;
    for (const auto& e : entries) {
        put_be(s, e.key, 8);
        put_be(s, e.move, 2);
        put_be(s, e.weight, 2);
        put_be(s, e.learn, 4);
    }
    return s;
}

void write_file(const std::string& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary);
    out.write(bytes.data(), std::streamsize(bytes.size()));
}

// A book written in sorted key order (stable within a key).
std::string write_book(const TempDir& dir, const std::string& name, std::vector<RawEntry> entries) {
    std::stable_sort(entries.begin(), entries.end(),
                     [](const RawEntry& a, const RawEntry& b) { return a.key < b.key; });
    std::string path = dir.path(name);
    write_file(path, encode_entries(entries));
    return path;
}

// Polyglot move: to | from << 6 | promotion << 12.
std::uint16_t pg_move(Square from, Square to, int promo = 0) {
    return std::uint16_t(int(to) | (int(from) << 6) | (promo << 12));
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Keys: the test vectors published with the format description ("Polyglot book format", test data
// computed with Toga II), both from the FEN and along the move sequences that produce them.

TEST(PolyglotKey, PublishedVectorsFromFen) {
    const std::pair<const char*, std::uint64_t> vectors[] = {
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 0x463b96181691fc9cULL},
        {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", 0x823c9b50fd114196ULL},
        {"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", 0x0756b94461c50fb0ULL},
        {"rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2", 0x662fafb965db29d4ULL},
        {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", 0x22a48b5a8e47ff78ULL},
        {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 0 3", 0x652a607ca3f242c1ULL},
        {"rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4", 0x00fdd303c946bdd9ULL},
        {"rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3", 0x3c8123ea7b067637ULL},
        {"rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4", 0x5c3f9b829b279560ULL},
    };
    for (const auto& [fen, key] : vectors) EXPECT_EQ(polyglot::key(from_fen(fen)), key) << fen;
}

TEST(PolyglotKey, PublishedVectorsAlongTheGames) {
    Position p;
    const std::pair<const char*, std::uint64_t> game1[] = {
        {"e2e4", 0x823c9b50fd114196ULL}, {"d7d5", 0x0756b94461c50fb0ULL}, {"e4e5", 0x662fafb965db29d4ULL},
        {"f7f5", 0x22a48b5a8e47ff78ULL}, {"e1e2", 0x652a607ca3f242c1ULL}, {"e8f7", 0x00fdd303c946bdd9ULL},
    };
    EXPECT_EQ(polyglot::key(p), 0x463b96181691fc9cULL);
    for (const auto& [move, key] : game1) {
        play(p, move);
        EXPECT_EQ(polyglot::key(p), key) << "after " << move;
    }
    Position q;
    for (const char* m : {"a2a4", "b7b5", "h2h4", "b5b4", "c2c4"}) play(q, m);
    EXPECT_EQ(polyglot::key(q), 0x3c8123ea7b067637ULL); // b4 can take on c3: the ep file counts
    play(q, "b4c3");
    play(q, "a1a3");
    EXPECT_EQ(polyglot::key(q), 0x5c3f9b829b279560ULL);
}

TEST(PolyglotKey, EnPassantFileOnlyWhenAPawnCanCapture) {
    // Same board; with a black pawn beside the double-stepped pawn the ep file enters the key.
    Position none  = from_fen("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1");
    Position none2 = from_fen("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
    EXPECT_EQ(polyglot::key(none), polyglot::key(none2));
    Position cap  = from_fen("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    Position cap2 = from_fen("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1");
    EXPECT_EQ(polyglot::key(cap) ^ polyglot::key(cap2),
              polyglot::Random64[polyglot::RandomEnPassant + FILE_E]);
    // Even when the capture would be illegal (the capturing pawn is pinned), the file counts.
    Position pinned  = from_fen("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1");
    Position pinned2 = from_fen("8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1");
    EXPECT_NE(polyglot::key(pinned), polyglot::key(pinned2));
}

TEST(PolyglotKey, CastlingAndTurnParts) {
    const auto& R = polyglot::Random64;
    Position a    = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    Position b    = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
    EXPECT_EQ(polyglot::key(a) ^ polyglot::key(b), R[768] ^ R[769] ^ R[770] ^ R[771]);
    Position c = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w Qk - 0 1");
    EXPECT_EQ(polyglot::key(c) ^ polyglot::key(b), R[769] ^ R[770]);
    Position d = from_fen("r3k2r/8/8/8/8/8/8/R3K2R b - - 0 1");
    EXPECT_EQ(polyglot::key(d) ^ polyglot::key(b), R[polyglot::RandomTurn]);
    // A Chess960 position with outer rooks keys like the same rights in standard chess.
    Position e = from_fen("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1", true);
    Position f = from_fen("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w - - 0 1", true);
    EXPECT_EQ(polyglot::key(e) ^ polyglot::key(f), R[768] ^ R[769] ^ R[770] ^ R[771]);
    EXPECT_FALSE(polyglot::has_inner_castling_rook(e));
    Position g = from_fen("4k3/8/8/8/8/8/8/1K1R3R w D - 0 1", true);
    EXPECT_TRUE(polyglot::has_inner_castling_rook(g));
}

// ---------------------------------------------------------------------------------------------
// Moves

TEST(PolyglotMove, CastlingPromotionAndOrdinaryMoves) {
    Position p = from_fen("r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1");
    Move oo    = polyglot::decode_move(p, pg_move(SQ_E1, SQ_H1));
    ASSERT_TRUE(oo);
    EXPECT_EQ(oo.kind(), CASTLING);
    EXPECT_EQ(oo.to(), SQ_H1);
    EXPECT_EQ(p.move_to_uci(oo), "e1g1");
    Move ooo = polyglot::decode_move(p, pg_move(SQ_E1, SQ_A1));
    EXPECT_EQ(ooo.kind(), CASTLING);
    EXPECT_EQ(ooo.to(), SQ_A1);
    // The old-style e1g1 is understood as castling too.
    EXPECT_EQ(polyglot::decode_move(p, pg_move(SQ_E1, SQ_G1)), oo);
    // Promotions: 1 knight, 2 bishop, 3 rook, 4 queen; capture promotions as well.
    const PieceType types[] = {KNIGHT, BISHOP, ROOK, QUEEN};
    for (int code = 1; code <= 4; ++code) {
        Move m = polyglot::decode_move(p, pg_move(SQ_B7, SQ_B8, code));
        ASSERT_TRUE(m) << code;
        EXPECT_EQ(m.kind(), PROMOTION);
        EXPECT_EQ(m.promotion(), types[code - 1]);
        EXPECT_EQ(polyglot::encode_move(m), pg_move(SQ_B7, SQ_B8, code));
        Move x = polyglot::decode_move(p, pg_move(SQ_B7, SQ_A8, code));
        ASSERT_TRUE(x) << code;
        EXPECT_EQ(x.promotion(), types[code - 1]);
    }
    EXPECT_FALSE(polyglot::decode_move(p, pg_move(SQ_B7, SQ_B8)));    // promotion without a piece
    EXPECT_FALSE(polyglot::decode_move(p, pg_move(SQ_A1, SQ_A2, 4))); // piece on a non-promotion
    EXPECT_FALSE(polyglot::decode_move(p, 0));                        // a1a1: "ignore"
    EXPECT_FALSE(polyglot::decode_move(p, pg_move(SQ_E1, SQ_E3)));    // not legal
    Move rook = polyglot::decode_move(p, pg_move(SQ_A1, SQ_A8));
    EXPECT_EQ(rook.kind(), NORMAL);
    EXPECT_EQ(p.move_to_uci(rook), "a1a8");
    // Every legal move survives encode -> decode.
    for (Move m : legal_moves(p)) EXPECT_EQ(polyglot::decode_move(p, polyglot::encode_move(m)), m);
}

TEST(PolyglotMove, Chess960CastlingIsKingTakesRook) {
    Position p = from_fen("4k3/8/8/8/8/8/8/RK5R w HA - 0 1", true);
    Move ooo   = polyglot::decode_move(p, pg_move(SQ_B1, SQ_A1));
    EXPECT_EQ(ooo.kind(), CASTLING);
    EXPECT_EQ(p.move_to_uci(ooo), "b1a1");
    Move step = polyglot::decode_move(p, pg_move(SQ_B1, SQ_C1));
    EXPECT_EQ(step.kind(), NORMAL);
    EXPECT_EQ(polyglot::decode_move(p, pg_move(SQ_B1, SQ_H1)).kind(), CASTLING);
}

// ---------------------------------------------------------------------------------------------
// Reading and probing a book of our own making

TEST(PolyglotBookFile, EntriesSortedByWeightAndIllegalOnesMarked) {
    TempDir dir;
    Position start;
    std::uint64_t k  = polyglot::key(start);
    std::string path = write_book(dir, "small.bin",
                                  {{k - 1, pg_move(SQ_A2, SQ_A3), 7, 0},
                                   {k, pg_move(SQ_D2, SQ_D4), 10, 0},
                                   {k, pg_move(SQ_E2, SQ_E5), 50, 0}, // illegal: ignored by probe
                                   {k, pg_move(SQ_E2, SQ_E4), 30, 5},
                                   {k, pg_move(SQ_G1, SQ_F3), 0, 0},
                                   {k + 1, pg_move(SQ_B2, SQ_B3), 9, 0}});
    PolyglotBook book;
    std::string err;
    ASSERT_TRUE(book.open(path, &err)) << err;
    EXPECT_TRUE(book.is_open());
    EXPECT_EQ(book.size(), 6u);
    auto list = book.entries(start);
    ASSERT_EQ(list.size(), 4u);
    EXPECT_FALSE(list[0].move); // weight 50, not legal
    EXPECT_EQ(list[0].raw, pg_move(SQ_E2, SQ_E5));
    EXPECT_EQ(start.move_to_uci(list[1].move), "e2e4");
    EXPECT_EQ(list[1].weight, 30);
    EXPECT_EQ(list[1].learn, 5u);
    EXPECT_EQ(start.move_to_uci(list[2].move), "d2d4");
    EXPECT_EQ(start.move_to_uci(list[3].move), "g1f3");
    std::mt19937_64 rng(1);
    EXPECT_EQ(start.move_to_uci(book.probe(start, true, rng)), "e2e4");
    // Weighted choice: e2e4 30 : d2d4 10; never the zero-weight or the illegal entry.
    std::map<std::string, int> seen;
    for (int i = 0; i < 4000; ++i) seen[start.move_to_uci(book.probe(start, false, rng))]++;
    EXPECT_EQ(seen.size(), 2u);
    EXPECT_NEAR(seen["e2e4"], 3000, 150);
    EXPECT_NEAR(seen["d2d4"], 1000, 150);
    // A position not in the book.
    Position other = from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_TRUE(book.entries(other).empty());
    EXPECT_FALSE(book.probe(other, false, rng));
}

TEST(PolyglotBookFile, OnlyZeroWeightsMeansNoMove) {
    TempDir dir;
    Position start;
    std::string path = write_book(dir, "zero.bin", {{polyglot::key(start), pg_move(SQ_E2, SQ_E4), 0, 0}});
    PolyglotBook book;
    std::string err;
    ASSERT_TRUE(book.open(path, &err)) << err;
    std::mt19937_64 rng(2);
    EXPECT_EQ(book.entries(start).size(), 1u);
    EXPECT_FALSE(book.probe(start, false, rng));
    EXPECT_FALSE(book.probe(start, true, rng));
}

TEST(PolyglotBookFile, Chess960BookAndInnerRooks) {
    TempDir dir;
    Position p       = from_fen("4k3/8/8/8/8/8/8/RK5R w HA - 0 1", true);
    Position inner   = from_fen("4k3/8/8/8/8/8/8/1K1R3R w D - 0 1", true);
    std::string path = write_book(dir, "frc.bin",
                                  {{polyglot::key(p), pg_move(SQ_B1, SQ_H1), 3, 0},
                                   {polyglot::key(inner), pg_move(SQ_B1, SQ_D1), 3, 0}});
    PolyglotBook book;
    std::string err;
    ASSERT_TRUE(book.open(path, &err)) << err;
    std::mt19937_64 rng(3);
    Move m = book.probe(p, false, rng);
    EXPECT_EQ(m.kind(), CASTLING);
    EXPECT_EQ(p.move_to_uci(m), "b1h1");
    p.make_move(m);
    EXPECT_EQ(p.fen(), "4k3/8/8/8/8/8/8/R4RK1 b - - 1 1");
    // The inner-rook right cannot be told from an outer one by the key: no book moves.
    EXPECT_TRUE(book.entries(inner).empty());
    EXPECT_FALSE(book.probe(inner, false, rng));
}

// ---------------------------------------------------------------------------------------------
// Bad files

TEST(PolyglotBookFile, BadFilesAreRejectedAndTheBookStaysAsItWas) {
    TempDir dir;
    Position start;
    std::uint64_t k  = polyglot::key(start);
    std::string good = write_book(dir, "good.bin", {{k, pg_move(SQ_E2, SQ_E4), 1, 0}});
    std::string full = encode_entries({{1, pg_move(SQ_E2, SQ_E4), 1, 0}, {2, pg_move(SQ_D2, SQ_D4), 1, 0}});

    write_file(dir.path("empty.bin"), "");
    write_file(dir.path("truncated.bin"), full.substr(0, 27));
    write_file(dir.path("text.bin"), "This is not an opening book, only some text.\n");
    write_file(dir.path("unsorted.bin"), encode_entries({{9, 0x031C, 1, 0}, {3, 0x031C, 1, 0}}));
    write_file(dir.path("badmove.bin"), encode_entries({{1, 0x831C, 1, 0}}));
    write_file(dir.path("badpromo.bin"), encode_entries({{1, 0x731C, 1, 0}}));
    const std::pair<std::string, std::string> cases[] = {
        {dir.path("missing.bin"), "does not exist"},
        {dir.path(""), "not a regular file"}, // the directory itself
        {dir.path("empty.bin"), "is empty"},
        {dir.path("truncated.bin"), "not a multiple of 16"},
        {dir.path("text.bin"), "not a multiple of 16"},
        {dir.path("unsorted.bin"), "not sorted"},
        {dir.path("badmove.bin"), "invalid move"},
        {dir.path("badpromo.bin"), "invalid move"},
    };
    std::mt19937_64 rng(4);
    for (const auto& [path, why] : cases) {
        PolyglotBook closed;
        std::string err;
        EXPECT_FALSE(closed.open(path, &err)) << path;
        EXPECT_NE(err.find(why), std::string::npos) << path << ": " << err;
        EXPECT_NE(err.find(path), std::string::npos) << err;
        EXPECT_FALSE(closed.is_open());
        EXPECT_TRUE(closed.entries(start).empty());
        EXPECT_FALSE(closed.probe(start, false, rng));

        PolyglotBook open;
        ASSERT_TRUE(open.open(good, &err)) << err;
        EXPECT_FALSE(open.open(path, &err));
        EXPECT_TRUE(open.is_open());
        EXPECT_EQ(open.path(), good);
        EXPECT_EQ(start.move_to_uci(open.probe(start, false, rng)), "e2e4");
    }
}

// Random garbage of a valid size: a sorted sequence of random keys is vanishingly unlikely.
TEST(PolyglotBookFile, RandomBytesAreNotABook) {
    TempDir dir;
    std::mt19937_64 rng(5);
    for (int t = 0; t < 20; ++t) {
        std::string bytes;
        for (int i = 0; i < 16 * 64; ++i) bytes += char(rng() & 0xFF);
        write_file(dir.path("noise.bin"), bytes);
        PolyglotBook book;
        std::string err;
        EXPECT_FALSE(book.open(dir.path("noise.bin"), &err));
        EXPECT_FALSE(book.is_open());
    }
}

// ---------------------------------------------------------------------------------------------
// The UCI helper

TEST(PolyglotBookOptions, OwnBookDepthAndBestMove) {
    TempDir dir;
    Position start;
    Position after = start;
    play(after, "e2e4");
    std::string path = write_book(dir, "opts.bin",
                                  {{polyglot::key(start), pg_move(SQ_E2, SQ_E4), 5, 0},
                                   {polyglot::key(start), pg_move(SQ_D2, SQ_D4), 1, 0},
                                   {polyglot::key(after), pg_move(SQ_E7, SQ_E5), 1, 0}});
    PolyglotBook book;
    BookOptions opts;
    std::string err;
    std::mt19937_64 rng(6);
    opts.file = path;
    ASSERT_TRUE(book.configure(opts, &err)); // OwnBook off: stays closed
    EXPECT_FALSE(book.is_open());
    EXPECT_FALSE(book.probe(start, opts, rng));
    opts.own_book = true;
    ASSERT_TRUE(book.configure(opts, &err)) << err;
    EXPECT_TRUE(book.is_open());
    opts.best_move = true;
    EXPECT_EQ(start.move_to_uci(book.probe(start, opts, rng)), "e2e4");
    EXPECT_EQ(after.move_to_uci(book.probe(after, opts, rng)), "e7e5");
    opts.depth = 1; // only ply 0
    EXPECT_TRUE(book.probe(start, opts, rng));
    EXPECT_FALSE(book.probe(after, opts, rng));
    opts.depth = 0;
    EXPECT_FALSE(book.probe(start, opts, rng));
    // A bad BookFile keeps the previous book and says why.
    opts.file = dir.path("nope.bin");
    EXPECT_FALSE(book.configure(opts, &err));
    EXPECT_NE(err.find("nope.bin"), std::string::npos);
    EXPECT_TRUE(book.is_open());
    EXPECT_EQ(book.path(), path);
    opts.own_book = false;
    EXPECT_TRUE(book.configure(opts, &err));
    EXPECT_FALSE(book.is_open());
}

// ---------------------------------------------------------------------------------------------
// A book made by PolyGlot from Quince's games (data/book/quince-selfplay.bin)

// The start position has one entry for each of the eight first moves the games cycled through,
// all legal, sorted by weight; the best-weighted one is what BookBestMove plays.
TEST(PolyglotMadeByPolyGlot, StartPositionHasLegalEntries) {
    PolyglotBook book;
    std::string err;
    ASSERT_TRUE(book.open(SelfplayBook, &err)) << err;
    Position start;
    auto list = book.entries(start);
    ASSERT_EQ(list.size(), 8u);
    MoveList legal = legal_moves(start);
    for (std::size_t i = 0; i < list.size(); ++i) {
        EXPECT_TRUE(legal.contains(list[i].move)) << list[i].raw;
        if (i) {
            EXPECT_GE(list[i - 1].weight, list[i].weight);
        }
    }
    std::mt19937_64 rng(7);
    EXPECT_EQ(book.probe(start, true, rng), list.front().move);
}

// Follow the book through many random games: every move it returns is legal, and castling moves
// come back as our CASTLING kind.
TEST(PolyglotMadeByPolyGlot, EveryReturnedMoveIsLegal) {
    PolyglotBook book;
    std::string err;
    ASSERT_TRUE(book.open(SelfplayBook, &err)) << err;
    std::mt19937_64 rng(8);
    int moves = 0, castles = 0, illegal_entries = 0, deepest = 0;
    for (int game = 0; game < 300; ++game) {
        Position p;
        for (int ply = 0; ply < 40; ++ply) {
            for (const auto& e : book.entries(p)) illegal_entries += !e.move;
            Move m = book.probe(p, game % 10 == 0, rng);
            if (!m) break;
            ASSERT_TRUE(legal_moves(p).contains(m)) << p.fen() << " " << p.move_to_uci(m);
            castles += m.kind() == CASTLING;
            p.make_move(m);
            ++moves;
            deepest = std::max(deepest, ply + 1);
        }
    }
    EXPECT_GT(moves, 300 * 8);
    EXPECT_GT(castles, 0);
    EXPECT_GE(deepest, 12);
    EXPECT_EQ(illegal_entries, 0);
}

// ---------------------------------------------------------------------------------------------
// quince book FILE [FEN]

namespace {

int run(const std::string& cmd, std::string* out) {
    out->clear();
    FILE* f = ::popen((cmd + " 2>&1").c_str(), "r");
    if (!f) return -1;
    std::array<char, 4096> buf;
    std::size_t n;
    while ((n = std::fread(buf.data(), 1, buf.size(), f)) > 0) out->append(buf.data(), n);
    int status = ::pclose(f);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

} // namespace

TEST(BookCommand, ListsEntriesAndRejectsBadInput) {
    TempDir dir;
    Position start;
    std::string path      = write_book(dir, "cli.bin",
                                       {{polyglot::key(start), pg_move(SQ_E2, SQ_E4), 3, 0},
                                        {polyglot::key(start), pg_move(SQ_D2, SQ_D4), 1, 0}});
    const std::string exe = QUINCE_ENGINE_PATH;
    std::string out;
    ASSERT_EQ(run(exe + " book " + path, &out), 0) << out;
    EXPECT_NE(out.find("463b96181691fc9c"), std::string::npos) << out;
    auto e4 = out.find("e2e4"), d4 = out.find("d2d4");
    ASSERT_NE(e4, std::string::npos) << out;
    ASSERT_NE(d4, std::string::npos) << out;
    EXPECT_LT(e4, d4); // by weight
    EXPECT_NE(out.find("75.00%"), std::string::npos) << out;
    EXPECT_NE(out.find("25.00%"), std::string::npos) << out;

    EXPECT_EQ(run(exe + " book " + path + " 4k3/8/8/8/8/8/8/4K3 w - - 0 1", &out), 0) << out;
    EXPECT_NE(out.find("no book moves"), std::string::npos) << out;

    EXPECT_EQ(run(exe + " book " + path + " not/a/fen w - -", &out), 2) << out;
    EXPECT_NE(out.find("error:"), std::string::npos) << out;
    EXPECT_EQ(run(exe + " book " + dir.path("missing.bin"), &out), 2) << out;
    EXPECT_NE(out.find("does not exist"), std::string::npos) << out;
    EXPECT_EQ(run(exe + " book", &out), 2) << out;
    EXPECT_NE(out.find("usage"), std::string::npos) << out;
    // Chess960 FENs are accepted (Shredder letters).
    EXPECT_EQ(
        run(exe + " book " + path + " 'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9'",
            &out),
        0)
        << out;
}

} // namespace test_book
