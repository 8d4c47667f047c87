// Polyglot opening books (.bin): reading, Polyglot's own position key, probing.
//
// File format: a sequence of 16-byte entries, every integer big-endian:
//     key (uint64) | move (uint16) | weight (uint16) | learn (uint32)
// sorted by key (lowest first), so all moves of a position form one run found by binary search.
// Move bits: 0-2 to file, 3-5 to rank, 6-8 from file, 9-11 from rank, 12-14 promotion piece
// (0 none, 1 knight, 2 bishop, 3 rook, 4 queen). Castling is written king-takes-rook (e1h1, e1a1;
// in Chess960 the king's square and the castling rook's square), which is exactly how Quince's
// Move stores castling, so it converts without special cases.
//
// ---------------------------------------------------------------------------------------------
// UCI wiring (for src/uci/). Declare the options
//     option name OwnBook type check default false
//     option name BookFile type string default <empty>
//     option name BookDepth type spin default 255 min 0 max 1024
//     option name BookBestMove type check default false
// keep them in a BookOptions, and after every `setoption` of one of them call
//     std::string err;
//     if (!book.configure(opts, &err)) std::cout << "info string " << err << std::endl;
// (configure opens the file when OwnBook is on and BookFile changed, closes the book when OwnBook
// is off or BookFile is empty; on failure the previous book stays in use and err says why).
// On `go`, before searching (and not when `go` has searchmoves / ponder / infinite):
//     Move m = book.probe(pos, opts, rng);   // none: no book, too deep, or no legal book move
//     if (m) { std::cout << "bestmove " << pos.move_to_uci(m) << std::endl; return; }
// BookDepth limits book use to the first plies of the game: the book is probed only while
// pos.game_ply() < depth (game_ply counts from the start of the game, as the FEN's move number
// says, plus the moves played since). BookBestMove plays the highest-weighted move instead of a
// weighted random choice. rng: one std::mt19937_64 of the engine, seeded at start-up (or fixed
// for reproducible tests).
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "board/position.h"
#include "core/types.h"

namespace quince {

namespace polyglot {

// Polyglot's 781 Zobrist numbers (polyglot_random.cpp).
extern const std::uint64_t Random64[781];

// Offsets into Random64.
constexpr int RandomPiece     = 0;   // 768 = 12 kinds x 64 squares
constexpr int RandomCastle    = 768; // 4: white short, white long, black short, black long
constexpr int RandomEnPassant = 772; // 8: by file
constexpr int RandomTurn      = 780; // 1: White to move

// The Polyglot key of a position. The en-passant file counts only when a pawn of the side to
// move stands beside the pawn that just made the double step (whether or not the capture is
// legal). Castling uses the four rights, as for outer rooks (see has_inner_castling_rook).
Key key(const Position& pos);

// True if a castling right belongs to a rook that is not the outermost one on its side of the
// king (Chess960 only). Polyglot's key cannot tell such rights apart, and by the format's
// convention such positions are not in books: the book returns no moves for them.
bool has_inner_castling_rook(const Position& pos);

// The Polyglot 16-bit move for `m` in `pos` (castling king-takes-rook), and back: the legal move
// of `pos` written as `raw`, or Move::none() if there is none.
std::uint16_t encode_move(Move m);
Move decode_move(const Position& pos, std::uint16_t raw);

} // namespace polyglot

// What the UCI options say about the book (see the top of this file).
struct BookOptions {
    bool own_book = false;  // OwnBook
    std::string file;       // BookFile
    int depth      = 255;   // BookDepth: probe only while pos.game_ply() < depth
    bool best_move = false; // BookBestMove: highest weight instead of a weighted random choice
};

class PolyglotBook {
  public:
    struct Entry {
        Move move;                // the legal move here, or Move::none() if the raw move is not legal
        std::uint16_t raw    = 0; // the move as stored in the file
        std::uint16_t weight = 0;
        std::uint32_t learn  = 0;
    };

    // Read and check a book. On failure returns false with a message in *err, and the book is
    // left as it was (closed, if it was closed). Failures: the file cannot be read, is empty, its
    // size is not a multiple of 16, or its keys are not sorted or moves malformed (not a book).
    bool open(const std::string& path, std::string* err);
    void close();
    bool is_open() const { return open_; }
    const std::string& path() const { return path_; }
    std::size_t size() const { return keys_.size(); } // number of entries

    // Open / close according to the UCI options (see the top of this file).
    bool configure(const BookOptions& opts, std::string* err);

    // The entries stored for this position, highest weight first (ties in file order). Entries
    // whose move is not legal here (a key collision or a broken book) keep move = none.
    std::vector<Entry> entries(const Position& pos) const;

    // A legal book move: with best_move the highest weight, else a random choice with
    // probability weight / sum of weights. Zero-weight entries are never chosen.
    // Move::none() when the book is closed or has no legal, positive-weight move here.
    Move probe(const Position& pos, bool best_move, std::mt19937_64& rng) const;
    // The same under the UCI options: none unless own_book is on and pos.game_ply() < depth.
    Move probe(const Position& pos, const BookOptions& opts, std::mt19937_64& rng) const;

  private:
    struct Data {
        std::uint16_t move, weight;
        std::uint32_t learn;
    };
    bool open_ = false;
    std::string path_;
    // Split arrays: the binary search touches only keys.
    std::vector<std::uint64_t> keys_;
    std::vector<Data> data_;
};

} // namespace quince
