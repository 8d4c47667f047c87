// Bitboards: masks, bit tricks and attack tables (sliders by magic multiplication or by BMI2 PEXT:
// QUINCE_USE_PEXT, set by CMake's QUINCE_PEXT, AUTO by default).
#pragma once

#include <bit>
#include <cstdlib>
#include <string>

#include "core/types.h"

#if defined(QUINCE_USE_PEXT)
#include <immintrin.h>
#endif

namespace quince {

constexpr Bitboard FileABB     = 0x0101010101010101ULL;
constexpr Bitboard FileHBB     = FileABB << 7;
constexpr Bitboard Rank1BB     = 0xFFULL;
constexpr Bitboard Rank8BB     = Rank1BB << 56;
constexpr Bitboard DarkSquares = 0xAA55AA55AA55AA55ULL; // a1 is dark

constexpr Bitboard square_bb(Square s) { return 1ULL << s; }
constexpr Bitboard file_bb(int f) { return FileABB << f; }
constexpr Bitboard rank_bb(int r) { return Rank1BB << (8 * r); }

inline int popcount(Bitboard b) { return std::popcount(b); }
inline Square lsb(Bitboard b) { return Square(std::countr_zero(b)); }
inline Square msb(Bitboard b) { return Square(63 - std::countl_zero(b)); }
inline Square pop_lsb(Bitboard& b) {
    Square s = lsb(b);
    b &= b - 1;
    return s;
}
constexpr bool more_than_one(Bitboard b) { return b & (b - 1); }

template <int D> constexpr Bitboard shift(Bitboard b) {
    if constexpr (D == 8)
        return b << 8;
    else if constexpr (D == -8)
        return b >> 8;
    else if constexpr (D == 16)
        return b << 16;
    else if constexpr (D == -16)
        return b >> 16;
    else if constexpr (D == 1)
        return (b & ~FileHBB) << 1;
    else if constexpr (D == -1)
        return (b & ~FileABB) >> 1;
    else if constexpr (D == 9)
        return (b & ~FileHBB) << 9;
    else if constexpr (D == 7)
        return (b & ~FileABB) << 7;
    else if constexpr (D == -7)
        return (b & ~FileHBB) >> 7;
    else if constexpr (D == -9)
        return (b & ~FileABB) >> 9;
    else
        return 0;
}

template <Color C> constexpr Bitboard pawn_attacks_bb(Bitboard b) {
    return C == WHITE ? shift<7>(b) | shift<9>(b) : shift<-9>(b) | shift<-7>(b);
}
// The same for a colour known only at run time.
constexpr Bitboard pawn_attacks_bb(Color c, Bitboard b) {
    return c == WHITE ? pawn_attacks_bb<WHITE>(b) : pawn_attacks_bb<BLACK>(b);
}
// The squares two pawns of b attack.
template <Color C> constexpr Bitboard pawn_double_attacks_bb(Bitboard b) {
    return C == WHITE ? shift<7>(b) & shift<9>(b) : shift<-9>(b) & shift<-7>(b);
}

// ---------------------------------------------------------------------------------------------
// Tables filled by Bitboards::init().
namespace bb_detail {
extern Bitboard PawnAttacks[COLOR_NB][SQ_NB];
extern Bitboard KnightAttacks[SQ_NB];
extern Bitboard KingAttacks[SQ_NB];
extern Bitboard BetweenBB[SQ_NB][SQ_NB]; // squares strictly between, plus the second square
extern Bitboard LineBB[SQ_NB][SQ_NB];    // the full line through both squares, or 0
extern int SquareDistance[SQ_NB][SQ_NB];

struct Magic {
    Bitboard mask;
    Bitboard magic;
    Bitboard* attacks;
    unsigned shift;
    unsigned index(Bitboard occ) const {
#if defined(QUINCE_USE_PEXT)
        return unsigned(_pext_u64(occ, mask));
#else
        return unsigned(((occ & mask) * magic) >> shift);
#endif
    }
};
extern Magic RookMagics[SQ_NB];
extern Magic BishopMagics[SQ_NB];
} // namespace bb_detail

namespace Bitboards {
void init();
std::string pretty(Bitboard b);
} // namespace Bitboards

inline Bitboard pawn_attacks(Color c, Square s) { return bb_detail::PawnAttacks[c][s]; }
inline Bitboard knight_attacks(Square s) { return bb_detail::KnightAttacks[s]; }
inline Bitboard king_attacks(Square s) { return bb_detail::KingAttacks[s]; }
inline Bitboard bishop_attacks(Square s, Bitboard occ) {
    const auto& m = bb_detail::BishopMagics[s];
    return m.attacks[m.index(occ)];
}
inline Bitboard rook_attacks(Square s, Bitboard occ) {
    const auto& m = bb_detail::RookMagics[s];
    return m.attacks[m.index(occ)];
}
inline Bitboard queen_attacks(Square s, Bitboard occ) {
    return bishop_attacks(s, occ) | rook_attacks(s, occ);
}

// Attacks of a non-pawn piece type from s with the given occupancy.
inline Bitboard attacks_bb(PieceType pt, Square s, Bitboard occ) {
    switch (pt) {
    case KNIGHT: return knight_attacks(s);
    case BISHOP: return bishop_attacks(s, occ);
    case ROOK: return rook_attacks(s, occ);
    case QUEEN: return queen_attacks(s, occ);
    case KING: return king_attacks(s);
    default: return 0;
    }
}

// Squares strictly between a and b when aligned, plus b itself; just b otherwise.
// (Including b makes check-evasion masks "block or capture" in one AND.)
inline Bitboard between_bb(Square a, Square b) { return bb_detail::BetweenBB[a][b]; }
inline Bitboard line_bb(Square a, Square b) { return bb_detail::LineBB[a][b]; }
inline bool aligned(Square a, Square b, Square c) { return line_bb(a, b) & square_bb(c); }
inline int distance(Square a, Square b) { return bb_detail::SquareDistance[a][b]; }

} // namespace quince
