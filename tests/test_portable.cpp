// The search computes the same in every build (issue #55): the release binaries of `make dist`
// (x86-64 at three instruction-set levels, Windows, aarch64) must search the same tree and so give
// one bench signature. What in the engine could depend on the instruction set or on the C library
// is checked here against plain portable code: the bit scans (POPCNT/TZCNT/LZCNT from x86-64-v2
// and v3, a library routine or a bit trick below, CNT/CLZ/RBIT on aarch64), the slider attacks
// (magic multiplication, or BMI2's PEXT with -DQUINCE_PEXT=ON) on every occupancy that matters, and
// the late-move reduction table (the search's only floating point outside time management, skill
// levels and UCI_ShowWDL). scripts/dist compares the release builds' bench signatures and perft
// counts themselves.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

#include "board/position.h"
#include "core/bitboard.h"
#include "search/params.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_portable {

using namespace quince;

namespace {

int plain_popcount(Bitboard b) {
    int n = 0;
    for (int i = 0; i < 64; ++i) n += int((b >> i) & 1);
    return n;
}
int plain_lsb(Bitboard b) {
    for (int i = 0; i < 64; ++i)
        if ((b >> i) & 1) return i;
    return -1;
}
int plain_msb(Bitboard b) {
    for (int i = 63; i >= 0; --i)
        if ((b >> i) & 1) return i;
    return -1;
}

constexpr int Dirs[2][4][2] = {{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}, {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};

bool on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }

// The squares a rook or bishop on s attacks, walking each ray to the first occupied square.
Bitboard ray_attacks(Square s, Bitboard occ, bool rook) {
    Bitboard att = 0;
    for (const auto& d : Dirs[rook])
        for (int f = file_of(s) + d[0], r = rank_of(s) + d[1]; on_board(f, r); f += d[0], r += d[1]) {
            att |= square_bb(make_square(f, r));
            if (occ & square_bb(make_square(f, r))) break;
        }
    return att;
}

// The squares whose occupancy changes those attacks: each ray without its last square.
Bitboard relevant_mask(Square s, bool rook) {
    Bitboard mask = 0;
    for (const auto& d : Dirs[rook])
        for (int f = file_of(s) + d[0], r = rank_of(s) + d[1]; on_board(f + d[0], r + d[1]);
             f += d[0], r += d[1])
            mask |= square_bb(make_square(f, r));
    return mask;
}

#if defined(QUINCE_USE_PEXT)
// BMI2's PEXT in plain C++: the bits of x selected by mask, packed to the bottom.
Bitboard gather_bits(Bitboard x, Bitboard mask) {
    Bitboard out = 0;
    int k        = 0;
    for (Bitboard m = mask; m; m &= m - 1, ++k)
        if (x & m & (~m + 1)) out |= Bitboard(1) << k;
    return out;
}
#endif

} // namespace

TEST(Portable, BitScansMatchPlainLoops) {
    std::vector<Bitboard> values = {0, ~Bitboard(0), 0x5555555555555555ULL, 0xAAAAAAAAAAAAAAAAULL};
    for (int i = 0; i < 64; ++i) values.push_back(Bitboard(1) << i), values.push_back(~(Bitboard(1) << i));
    std::mt19937_64 rng(55);
    for (int i = 0; i < 20000; ++i) // sparse, even and dense boards
        values.push_back(rng() & rng() & rng()), values.push_back(rng()), values.push_back(rng() | rng());
    for (Bitboard b : values) {
        ASSERT_EQ(popcount(b), plain_popcount(b)) << std::hex << b;
        if (!b) continue;
        ASSERT_EQ(int(lsb(b)), plain_lsb(b)) << std::hex << b;
        ASSERT_EQ(int(msb(b)), plain_msb(b)) << std::hex << b;
        Bitboard c = b;
        ASSERT_EQ(int(pop_lsb(c)), plain_lsb(b));
        ASSERT_EQ(c, b & (b - 1));
        ASSERT_EQ(more_than_one(b), plain_popcount(b) > 1);
    }
}

// Every square, every subset of its relevant squares (102,400 rook and 5,248 bishop occupancies),
// with random pieces elsewhere that must not matter: the attack lookup equals the ray walk. A
// PEXT build's index is also checked against the plain bit gather.
TEST(Portable, SliderAttacksOnEveryRelevantOccupancy) {
    Position::init();
    std::mt19937_64 rng(56);
    long checked = 0;
    for (bool rook : {false, true})
        for (int sq = 0; sq < 64; ++sq) {
            const Square s      = Square(sq);
            const Bitboard mask = relevant_mask(s, rook);
            const auto& magic   = rook ? bb_detail::RookMagics[sq] : bb_detail::BishopMagics[sq];
            ASSERT_EQ(magic.mask, mask) << "square " << sq;
            Bitboard sub = 0;
            do {
                const Bitboard outside = rng() & ~mask & ~square_bb(s);
                const Bitboard want    = ray_attacks(s, sub, rook);
                ASSERT_EQ(rook ? rook_attacks(s, sub | outside) : bishop_attacks(s, sub | outside), want)
                    << (rook ? "rook" : "bishop") << " on " << sq << " occupancy " << std::hex << sub;
#if defined(QUINCE_USE_PEXT)
                ASSERT_EQ(magic.index(sub | outside), unsigned(gather_bits(sub, mask)));
#endif
                ++checked;
                sub = (sub - mask) & mask; // the next subset of mask (carry-rippler)
            } while (sub);
        }
    EXPECT_EQ(checked, 102400 + 5248);
}

// The late-move reduction table is computed from tabulated logarithms (worker.cpp), not libm's
// log, whose last bit may differ between C libraries and architectures. It equals the table
// std::log gives here (the one of bench 5291847), and every entry is far from a truncation step:
// computed exactly (long double here), each value is at least 1e-6 from the next integer, so any
// log accurate to far fewer digits than a double holds would give the same table.
TEST(Portable, ReductionTableIsTheExactOne) {
    using namespace quince::search;
    double closest = 1;
    for (int capture = 0; capture < 2; ++capture)
        for (int d = 1; d < 64; ++d)
            for (int m = 1; m < 64; ++m) {
                const int base = capture ? LmrCaptureBase : LmrQuietBase;
                const int div  = capture ? LmrCaptureDiv : LmrQuietDiv;
                const int r    = reduction_table(capture, d, m);
                const double l = std::log(double(d)) * std::log(double(m));
                ASSERT_EQ(r, int(base / 100.0 + l / (div / 100.0))) << "depth " << d << " move " << m;
                const long double exact =
                    base / 100.0L + std::log((long double)d) * std::log((long double)m) / (div / 100.0L);
                ASSERT_EQ(r, int(exact)) << "depth " << d << " move " << m;
                if (d > 1 && m > 1) // else exactly base / 100
                    closest = std::min(closest, double(std::fabs(exact - std::round(exact))));
            }
    EXPECT_GT(closest, 1e-6) << "an entry is within " << closest << " of a truncation step";
}

} // namespace test_portable
