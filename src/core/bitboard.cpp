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

// Magic numbers found by the seeded search below (run once and recorded, so that start-up does not
// spend ~0.3 s searching). init_magics() verifies each one against every occupancy subset and falls
// back to searching if a recorded number were ever wrong.
constexpr Bitboard RookMagicNumbers[64] = {
    0x1080004008801020ULL, 0x0840092002C03000ULL, 0x1900200010400900ULL, 0x0880100008000480ULL,
    0x4200100420080200ULL, 0x8100020100080400ULL, 0x0200040110886200ULL, 0x0200008040220411ULL,
    0x0404800084400220ULL, 0x0000401000402000ULL, 0x0086001081220440ULL, 0x0408800800100280ULL,
    0x000A001201040820ULL, 0x8848800200840080ULL, 0x4001000100040200ULL, 0x0442000102105084ULL,
    0x9080010020804100ULL, 0x0040404000201009ULL, 0x0000808010002009ULL, 0x2200090021D00100ULL,
    0x0008008008040080ULL, 0x0004004002010040ULL, 0x0011040008015042ULL, 0x00000A0001768104ULL,
    0x0000800080204009ULL, 0x2010004140002001ULL, 0x9800200280100080ULL, 0x1000100080080080ULL,
    0x0442000A00049020ULL, 0x2100040080020080ULL, 0x0800120400900148ULL, 0x0010040A00128541ULL,
    0x2800804000800030ULL, 0x1010002000400041ULL, 0x4000200011004100ULL, 0x0610008410800800ULL,
    0x0400802402800800ULL, 0xC100020080800400ULL, 0x0002000802000401ULL, 0x0182085882000401ULL,
    0x0220204000808000ULL, 0x2860100040024022ULL, 0x0001002004110040ULL, 0x99101042000A0020ULL,
    0x0004080004008080ULL, 0x0010040002008080ULL, 0x2012004881020004ULL, 0x8300842444820011ULL,
    0x0088403882010200ULL, 0x0820400080210100ULL, 0x0110910040A00300ULL, 0x0801100280080480ULL,
    0x0242009008200600ULL, 0x1002000489500200ULL, 0x0040800200010080ULL, 0x0091800041000080ULL,
    0x0000209300488001ULL, 0x04C1002414824001ULL, 0x020020000B001041ULL, 0x7000100004200901ULL,
    0x8002002004100802ULL, 0x30010002084C0007ULL, 0x0888221800813004ULL, 0x4000002840840112ULL};
constexpr Bitboard BishopMagicNumbers[64] = {
    0x10102002004A1420ULL, 0x8020040400584008ULL, 0x10510800811201C8ULL, 0x5204042080000088ULL,
    0x2204106880000002ULL, 0x1401042004000000ULL, 0x0400880410042004ULL, 0x0028208200A02020ULL,
    0x1500241990010E00ULL, 0x8001200182020A40ULL, 0x40004101030B0000ULL, 0x8002041042000100ULL,
    0x4010011041020038ULL, 0x0000010421044000ULL, 0x1500210808020A00ULL, 0x8000088400880520ULL,
    0x0405004010040100ULL, 0x1005823210040108ULL, 0x2708008102040011ULL, 0x4048200404009100ULL,
    0x0018104101400024ULL, 0x0003000601190101ULL, 0x8004803108491000ULL, 0x8014241200820800ULL,
    0x0006E080100C3040ULL, 0x0501044A11041800ULL, 0x9020300008004045ULL, 0x0894080000220040ULL,
    0x1001010083104000ULL, 0x5004030040900080ULL, 0x000400422C012400ULL, 0x0002128698404812ULL,
    0x1010108404900440ULL, 0x0928021182084100ULL, 0x2006080409020024ULL, 0x1010202020180080ULL,
    0xA010008200202200ULL, 0x2098015100019004ULL, 0x0002041440810811ULL, 0x802A02020000B098ULL,
    0x0009015090004060ULL, 0x4000821082081001ULL, 0x0100210040420800ULL, 0x0800004010488A00ULL,
    0x2000081104004040ULL, 0x4C8E029015000082ULL, 0x0420340322224842ULL, 0x1298260043400210ULL,
    0x0000822802400008ULL, 0x00008A0101600000ULL, 0x3040003412080021ULL, 0x3040290220884800ULL,
    0x4A1500401041004AULL, 0x8010200282020781ULL, 0x0020203142209091ULL, 0x0070300600902110ULL,
    0x0040808800B62048ULL, 0x0000810400C44420ULL, 0x00080400440C0441ULL, 0x8340080020840411ULL,
    0x0000000104208200ULL, 0x0000800810D00080ULL, 0x0400530411080200ULL, 0x4040702400932244ULL};

// Deterministic xorshift64* generator for the magic search.
struct Prng {
    std::uint64_t s;
    std::uint64_t next() {
        s ^= s >> 12, s ^= s << 25, s ^= s >> 27;
        return s * 2685821657736338717ULL;
    }
    std::uint64_t sparse() { return next() & next() & next(); }
};

void init_magics(const int (&dirs)[4][2], Magic* magics, Bitboard* table, const Bitboard* recorded) {
    std::vector<Bitboard> occupancy(4096), reference(4096);
    Bitboard* next_table = table;
    (void)recorded; // unused with PEXT
#if !defined(QUINCE_USE_PEXT)
    std::vector<int> epoch(4096, 0);
    int current = 0;
    Prng rng{0x9E3779B97F4A7C15ULL};
#endif

    for (int si = 0; si < 64; ++si) {
        Square s = Square(si);
        Bitboard edges =
            ((Rank1BB | Rank8BB) & ~rank_bb(rank_of(s))) | ((FileABB | FileHBB) & ~file_bb(file_of(s)));
        Magic& m  = magics[s];
        m.mask    = sliding_attacks(dirs, s, 0) & ~edges;
        m.shift   = unsigned(64 - popcount(m.mask));
        m.attacks = next_table;

        // Carry-Rippler enumeration of every subset of the mask.
        int size   = 0;
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
        // Try the recorded magic first, then search one that maps every subset to a slot
        // without destructive collisions.
        bool first = true;
        for (int i = 0; i < size;) {
            if (first && recorded)
                m.magic = recorded[s];
            else
                do m.magic = rng.sparse();
                while (popcount((m.magic * m.mask) >> 56) < 6);
            first = false;
            ++current;
            for (i = 0; i < size; ++i) {
                unsigned idx = m.index(occupancy[i]);
                if (epoch[idx] < current) {
                    epoch[idx]     = current;
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
        for (auto [df, dr] :
             {std::pair{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}})
            add(KnightAttacks[s], df, dr);
        for (int df = -1; df <= 1; ++df)
            for (int dr = -1; dr <= 1; ++dr)
                if (df || dr) add(KingAttacks[s], df, dr);
    }

    init_magics(RookDirs, RookMagics, RookTable, RookMagicNumbers);
    init_magics(BishopDirs, BishopMagics, BishopTable, BishopMagicNumbers);

    for (int a = 0; a < 64; ++a)
        for (int b = 0; b < 64; ++b) {
            Square s1 = Square(a), s2 = Square(b);
            BetweenBB[a][b] = square_bb(s2);
            LineBB[a][b]    = 0;
            if (a == b) continue;
            for (bool rook : {true, false}) {
                Bitboard a1 = rook ? rook_attacks(s1, 0) : bishop_attacks(s1, 0);
                if (a1 & square_bb(s2)) {
                    Bitboard a2  = rook ? rook_attacks(s2, 0) : bishop_attacks(s2, 0);
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
