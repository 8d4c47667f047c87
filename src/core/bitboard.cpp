#include "core/bitboard.h"

#include <algorithm>
#include <vector>

namespace quince {

namespace bb_detail {
Bitboard PawnAttacks[COLOR_NB][SQ_NB];
Bitboard KnightAttacks[SQ_NB];
Bitboard KingAttacks[SQ_NB];
Bitboard BetweenBB[SQ_NB][SQ_NB];
Bitboard LineBB[SQ_NB][SQ_NB];
int SquareDistance[SQ_NB][SQ_NB];
Magic RookMagics[SQ_NB];
Magic BishopMagics[SQ_NB];
} // namespace bb_detail

using namespace bb_detail;

std::string square_name(Square s) {
    if (!is_ok(s)) return "-";
    return std::string{char('a' + file_of(s)), char('1' + rank_of(s))};
}

namespace {

// Sizes of the shared attack tables: sum over squares of 2^(relevant bits).
Bitboard RookTable[0x19000];
Bitboard BishopTable[0x1480];

constexpr int RookDirs[4][2]   = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int BishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

bool on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }

// Slow reference: walk each ray until the board edge or the first blocker (inclusive).
Bitboard sliding_attacks(const int (&dirs)[4][2], Square s, Bitboard occ) {
    Bitboard att = 0;
    for (const auto& d : dirs) {
        int f = file_of(s) + d[0], r = rank_of(s) + d[1];
        while (on_board(f, r)) {
            Square t = make_square(f, r);
            att |= square_bb(t);
            if (occ & square_bb(t)) break;
            f += d[0], r += d[1];
        }
    }
    return att;
}

// Deterministic xorshift64* generator for the magic search.
struct Prng {
    std::uint64_t s;
    std::uint64_t next() {
        s ^= s >> 12, s ^= s << 25, s ^= s >> 27;
        return s * 2685821657736338717ULL;
    }
    std::uint64_t sparse() { return next() & next() & next(); }
};

void init_magics(const int (&dirs)[4][2], Magic* magics, Bitboard* table) {
    std::vector<Bitboard> occupancy(4096), reference(4096);
    Bitboard* next_table = table;
#if !defined(QUINCE_USE_PEXT)
    std::vector<int> epoch(4096, 0);
    int current = 0;
    Prng rng{0x9E3779B97F4A7C15ULL};
#endif

    for (int si = 0; si < 64; ++si) {
        Square s = Square(si);
        Bitboard edges = ((Rank1BB | Rank8BB) & ~rank_bb(rank_of(s))) | ((FileABB | FileHBB) & ~file_bb(file_of(s)));
        Magic& m = magics[s];
        m.mask    = sliding_attacks(dirs, s, 0) & ~edges;
        m.shift   = unsigned(64 - popcount(m.mask));
        m.attacks = next_table;

        // Carry-Rippler enumeration of every subset of the mask.
        int size = 0;
        Bitboard b = 0;
        do {
            occupancy[size] = b;
            reference[size] = sliding_attacks(dirs, s, b);
            ++size;
            b = (b - m.mask) & m.mask;
        } while (b);

#if defined(QUINCE_USE_PEXT)
        for (int i = 0; i < size; ++i) m.attacks[_pext_u64(occupancy[i], m.mask)] = reference[i];
#else
        // Search a magic that maps every subset to a slot without destructive collisions.
        for (int i = 0; i < size;) {
            do m.magic = rng.sparse();
            while (popcount((m.magic * m.mask) >> 56) < 6);
            ++current;
            for (i = 0; i < size; ++i) {
                unsigned idx = m.index(occupancy[i]);
                if (epoch[idx] < current) {
                    epoch[idx]    = current;
                    m.attacks[idx] = reference[i];
                } else if (m.attacks[idx] != reference[i])
                    break;
            }
        }
#endif
        next_table += size;
    }
}

} // namespace

void Bitboards::init() {
    static bool done = false;
    if (done) return;
    done = true;

    for (int a = 0; a < 64; ++a)
        for (int b = 0; b < 64; ++b)
            SquareDistance[a][b] = std::max(std::abs(file_of(Square(a)) - file_of(Square(b))),
                                            std::abs(rank_of(Square(a)) - rank_of(Square(b))));

    for (int si = 0; si < 64; ++si) {
        Square s = Square(si);
        int f = file_of(s), r = rank_of(s);
        auto add = [&](Bitboard& bb, int df, int dr) {
            if (on_board(f + df, r + dr)) bb |= square_bb(make_square(f + df, r + dr));
        };
        PawnAttacks[WHITE][s] = PawnAttacks[BLACK][s] = KnightAttacks[s] = KingAttacks[s] = 0;
        add(PawnAttacks[WHITE][s], -1, 1), add(PawnAttacks[WHITE][s], 1, 1);
        add(PawnAttacks[BLACK][s], -1, -1), add(PawnAttacks[BLACK][s], 1, -1);
        for (auto [df, dr] : {std::pair{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}})
            add(KnightAttacks[s], df, dr);
        for (int df = -1; df <= 1; ++df)
            for (int dr = -1; dr <= 1; ++dr)
                if (df || dr) add(KingAttacks[s], df, dr);
    }

    init_magics(RookDirs, RookMagics, RookTable);
    init_magics(BishopDirs, BishopMagics, BishopTable);

    for (int a = 0; a < 64; ++a)
        for (int b = 0; b < 64; ++b) {
            Square s1 = Square(a), s2 = Square(b);
            BetweenBB[a][b] = square_bb(s2);
            LineBB[a][b]    = 0;
            if (a == b) continue;
            for (bool rook : {true, false}) {
                Bitboard a1 = rook ? rook_attacks(s1, 0) : bishop_attacks(s1, 0);
                if (a1 & square_bb(s2)) {
                    Bitboard a2 = rook ? rook_attacks(s2, 0) : bishop_attacks(s2, 0);
                    LineBB[a][b] = (a1 & a2) | square_bb(s1) | square_bb(s2);
                    Bitboard o1  = rook ? rook_attacks(s1, square_bb(s2)) : bishop_attacks(s1, square_bb(s2));
                    Bitboard o2  = rook ? rook_attacks(s2, square_bb(s1)) : bishop_attacks(s2, square_bb(s1));
                    BetweenBB[a][b] |= o1 & o2;
                }
            }
        }
}

std::string Bitboards::pretty(Bitboard b) {
    std::string s = "+---------------+\n";
    for (int r = 7; r >= 0; --r) {
        s += '|';
        for (int f = 0; f < 8; ++f) s += (b & square_bb(make_square(f, r))) ? "X|" : " |";
        s += "\n";
    }
    return s + "+---------------+\n";
}

} // namespace quince
