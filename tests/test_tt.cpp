// Allocation and clearing of the transposition table (issue #18): zeroed after resize and clear
// with any number of threads, old table kept when an allocation fails, 2 MB aligned for huge pages.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#ifdef __linux__
#include <sys/resource.h>
#include <unistd.h>
#endif

#include "sanitizers.h"
#include "search/tt.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_tt {

using namespace quince;
using namespace quince::search;

namespace {

// Stores `n` pseudo-random keys (their index as value, depth 1..60, a move) and returns the keys
// the table still holds afterwards (later stores may evict earlier ones from a full bucket).
std::vector<Key> fill(TranspositionTable& tt, std::size_t n, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<Key> keys(n);
    for (std::size_t i = 0; i < n; ++i) {
        keys[i] = rng() | 1;
        tt.store(keys[i], int(i % 1000), -int(i % 500), 1 + int(i % 60), BOUND_EXACT, i % 2,
                 Move(SQ_E2, SQ_E4));
    }
    std::vector<Key> held;
    TTEntryData e;
    for (Key k : keys)
        if (tt.probe(k, e)) held.push_back(k);
    return held;
}

std::size_t hits(const TranspositionTable& tt, const std::vector<Key>& keys) {
    std::size_t n = 0;
    TTEntryData e;
    for (Key k : keys) n += tt.probe(k, e);
    return n;
}

} // namespace

TEST(TranspositionTable, ResizeGivesAZeroedTable) {
    std::vector<Key> held;
    {
        TranspositionTable tt;
        ASSERT_TRUE(tt.resize(4));
        held = fill(tt, 200000, 1);
        ASSERT_GT(held.size(), 100000u);
        ASSERT_GT(tt.hashfull(), 500);
        // A new table of the same size is empty even though the old one was full.
        ASSERT_TRUE(tt.resize(4, nullptr, 2));
        EXPECT_EQ(hits(tt, held), 0u);
        EXPECT_EQ(tt.hashfull(), 0);
        held = fill(tt, 200000, 2);
        ASSERT_GT(held.size(), 100000u);
    }
    // A table allocated after a full one was freed (the allocator may hand out the same memory).
    for (int threads : {1, 3}) {
        TranspositionTable tt;
        ASSERT_TRUE(tt.resize(4, nullptr, threads));
        EXPECT_EQ(hits(tt, held), 0u) << threads << " threads";
        EXPECT_EQ(tt.hashfull(), 0);
        held = fill(tt, 200000, 3 + threads);
    }
}

TEST(TranspositionTable, ClearWithOneAndSeveralThreadsZeroesEveryEntry) {
    TranspositionTable tt;
    ASSERT_TRUE(tt.resize(8));
    for (int threads : {1, 2, 3, 7, 0}) {
        // 8 MB = 131072 buckets of 4 entries; 600k stores leave almost every entry used, so an
        // uncleared slice anywhere (first, middle or last) keeps keys that still probe as hits.
        std::vector<Key> held = fill(tt, 600000, std::uint64_t(10 + threads));
        ASSERT_GT(held.size(), 350000u);
        ASSERT_GT(tt.hashfull(), 500);
        tt.clear(threads);
        EXPECT_EQ(hits(tt, held), 0u) << "clear(" << threads << ")";
        EXPECT_EQ(tt.hashfull(), 0) << "clear(" << threads << ")";
        EXPECT_EQ(tt.size_mb(), 8u);
    }
}

TEST(TranspositionTable, RefusedResizeKeepsTheOldTableAndItsContents) {
    TranspositionTable tt;
    ASSERT_TRUE(tt.resize(2));
    std::vector<Key> held = fill(tt, 50000, 20);
    ASSERT_GT(held.size(), 25000u);
    const void* base = tt.data();
    std::string err;
    EXPECT_FALSE(tt.resize(std::size_t(1) << 39, &err, 2)); // more than the machine's memory
    EXPECT_NE(err.find("cannot allocate"), std::string::npos) << err;
    EXPECT_EQ(tt.size_mb(), 2u);
    EXPECT_EQ(tt.data(), base);
    EXPECT_EQ(hits(tt, held), held.size());
    TTEntryData e;
    ASSERT_TRUE(tt.probe(held.back(), e));
    EXPECT_EQ(e.move, Move(SQ_E2, SQ_E4));
    EXPECT_EQ(e.bound, BOUND_EXACT);
}

#ifdef __linux__
// The allocation itself fails (address space limited in a child process): the old table stays.
TEST(TranspositionTableDeathTest, FailedAllocationKeepsTheOldTableAndItsContents) {
#ifdef QUINCE_TEST_SANITIZED
    GTEST_SKIP() << "sanitizers reserve terabytes of shadow memory: an address-space limit is unreliable";
#endif
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    EXPECT_EXIT(
        {
            TranspositionTable tt;
            if (!tt.resize(2)) std::_Exit(2);
            std::vector<Key> held  = fill(tt, 50000, 21);
            unsigned long vm_pages = 0;
            if (std::FILE* f = std::fopen("/proc/self/statm", "r")) {
                if (std::fscanf(f, "%lu", &vm_pages) != 1) vm_pages = 0;
                std::fclose(f);
            }
            if (!vm_pages) std::_Exit(3);
            rlimit lim{};
            getrlimit(RLIMIT_AS, &lim);
            lim.rlim_cur = rlim_t(vm_pages) * rlim_t(sysconf(_SC_PAGE_SIZE)) + (rlim_t(256) << 20);
            if (lim.rlim_max != RLIM_INFINITY) lim.rlim_cur = std::min(lim.rlim_cur, lim.rlim_max);
            if (setrlimit(RLIMIT_AS, &lim) != 0) std::_Exit(4);
            std::string err;
            if (tt.resize(1024, &err)) std::_Exit(5); // 1 GB with 256 MB of address space to spare
            if (err.find("cannot allocate 1024 MB") == std::string::npos) std::_Exit(6);
            if (tt.size_mb() != 2 || hits(tt, held) != held.size() || held.size() < 25000) std::_Exit(7);
            std::_Exit(0); // _Exit: no leak check or other exit hooks under the address-space limit
        },
        ::testing::ExitedWithCode(0), "");
}
#endif

TEST(TranspositionTable, LargeTablesAreAlignedForHugePages) {
    TranspositionTable tt;
    for (std::size_t mb : {2u, 3u, 64u, 100u}) {
        ASSERT_TRUE(tt.resize(mb));
        auto addr = reinterpret_cast<std::uintptr_t>(tt.data());
        EXPECT_EQ(addr % TranspositionTable::HugePageSize, 0u) << mb << " MB at " << tt.data();
        // Still usable across the whole table.
        EXPECT_GT(fill(tt, 20000, mb).size(), 19000u) << mb << " MB";
    }
    // Smaller than a huge page: only cache-line alignment is promised.
    ASSERT_TRUE(tt.resize(1));
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(tt.data()) % 64, 0u);
}

} // namespace test_tt
