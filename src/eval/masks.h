// Small bitboard masks the evaluation terms share (all constexpr, no start-up cost).
#pragma once

#include <bit>

#include "core/bitboard.h"

namespace quince::eval {

// Files next to file f (not f itself).
constexpr Bitboard adjacent_files(int f) {
    return (f > 0 ? file_bb(f - 1) : 0) | (f < 7 ? file_bb(f + 1) : 0);
}
// Ranks strictly ahead of rank r from colour c's side.
constexpr Bitboard ranks_ahead(Color c, int r) {
    return c == WHITE ? (r >= 7 ? 0 : ~Bitboard(0) << (8 * (r + 1)))
                      : (r <= 0 ? 0 : ~Bitboard(0) >> (8 * (8 - r)));
}
// Ranks level with or ahead of rank r from colour c's side.
constexpr Bitboard ranks_from(Color c, int r) { return ranks_ahead(c, r) | rank_bb(r); }
// The squares in front of sq on its file from colour c's side (a pawn's way to promotion).
constexpr Bitboard forward_file(Color c, Square sq) {
    return file_bb(file_of(sq)) & ranks_ahead(c, rank_of(sq));
}
// The two long diagonals (a1-h8, h1-a8) and the four centre squares (d4 e4 d5 e5).
constexpr Bitboard LongDiagonals = 0x8142241818244281ULL;
constexpr Bitboard CentreSquares = 0x0000001818000000ULL;
// Files first..last.
constexpr Bitboard files_between(int first, int last) {
    Bitboard b = 0;
    for (int f = first; f <= last; ++f) b |= file_bb(f);
    return b;
}
// The king's flank by its file (Stockfish 11's): files a-c for a king on the a-file, a-d on b or
// c, c-f on d or e, e-h on f or g, f-h on h.
constexpr Bitboard KingFlank[8] = {files_between(0, 2), files_between(0, 3), files_between(0, 3),
                                   files_between(2, 5), files_between(2, 5), files_between(4, 7),
                                   files_between(4, 7), files_between(5, 7)};
// Absolute rank index of colour c's relative rank index rr.
constexpr int abs_rank(Color c, int rr) { return c == WHITE ? rr : 7 - rr; }
// (0 for an index off the board, so callers may ask for rr + 2 near the edge.)
constexpr Bitboard relative_rank_bb(Color c, int rr) {
    return rr < 0 || rr > 7 ? 0 : rank_bb(abs_rank(c, rr));
}
// Colour c's camp: its own five ranks (White's ranks 1-5).
constexpr Bitboard camp(Color c) { return ~ranks_ahead(c, abs_rank(c, 4)); }
// The most advanced / rearmost square of a non-empty set from colour c's side.
inline Square frontmost(Color c, Bitboard b) { return c == WHITE ? msb(b) : lsb(b); }
inline Square rearmost(Color c, Bitboard b) { return c == WHITE ? lsb(b) : msb(b); }
// Squares of the same colour as s.
constexpr Bitboard same_colour_squares(Square s) {
    return (DarkSquares >> s) & 1 ? DarkSquares : ~DarkSquares;
}

// Every square of b and every square behind it from colour c's side (towards c's first rank):
// the squares colour ~c's pawn attacks `b` reach as those pawns advance ("attack span").
constexpr Bitboard fill_back(Color c, Bitboard b) {
    if (c == WHITE) {
        b |= b >> 8, b |= b >> 16, b |= b >> 32;
    } else {
        b |= b << 8, b |= b << 16, b |= b << 32;
    }
    return b;
}

static_assert(fill_back(WHITE, Rank8BB) == ~Bitboard(0));
static_assert(fill_back(BLACK, Rank1BB) == ~Bitboard(0));
static_assert(fill_back(WHITE, Rank1BB) == Rank1BB);
static_assert(ranks_ahead(WHITE, 0) == ~Rank1BB);
static_assert(ranks_ahead(BLACK, 7) == ~Rank8BB);
static_assert(ranks_ahead(BLACK, 1) == Rank1BB);
static_assert(ranks_ahead(WHITE, 6) == Rank8BB);
static_assert(forward_file(WHITE, SQ_E7) == square_bb(SQ_E8));
static_assert(forward_file(BLACK, SQ_E2) == square_bb(SQ_E1));
static_assert(std::popcount(LongDiagonals) == 16 && std::popcount(CentreSquares) == 4);
static_assert((CentreSquares & ~LongDiagonals) == 0);

} // namespace quince::eval
