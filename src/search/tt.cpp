#include "search/tt.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <thread>
#include <vector>

#ifdef _WIN32
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h> // GlobalMemoryStatusEx
#else
#include <unistd.h>
#endif
#ifdef __linux__
#include <sys/mman.h>
#endif

namespace quince::search {

// Packed entry layout (64 bits):
//   0-15 move | 16-31 value (int16) | 32-47 static eval (int16) | 48-55 depth + 1 |
//   56-57 bound | 58 pv flag | 59-63 generation
namespace {
constexpr std::uint64_t pack(Move m, int value, int eval, int depth, Bound b, bool pv, unsigned gen) {
    return std::uint64_t(m.raw()) | (std::uint64_t(std::uint16_t(std::int16_t(value))) << 16) |
           (std::uint64_t(std::uint16_t(std::int16_t(eval))) << 32) |
           (std::uint64_t(std::uint8_t(depth + 1)) << 48) | (std::uint64_t(b) << 56) |
           (std::uint64_t(pv) << 58) | (std::uint64_t(gen & 31) << 59);
}
constexpr Bound bound_of(std::uint64_t d) { return Bound((d >> 56) & 3); }
constexpr int depth_of(std::uint64_t d) { return int((d >> 48) & 0xFF) - 1; }
constexpr unsigned gen_of(std::uint64_t d) { return unsigned(d >> 59); }

inline std::uint64_t load(const std::uint64_t& x) {
    return std::atomic_ref<std::uint64_t>(const_cast<std::uint64_t&>(x)).load(std::memory_order_relaxed);
}
inline void save(std::uint64_t& x, std::uint64_t v) {
    std::atomic_ref<std::uint64_t>(x).store(v, std::memory_order_relaxed);
}

// Windows' C runtime has no aligned_alloc (its free() cannot release aligned blocks): its own pair.
void* alloc_aligned(std::size_t align, std::size_t bytes) {
#ifdef _WIN32
    return _aligned_malloc(bytes, align);
#else
    return std::aligned_alloc(align, bytes);
#endif
}
void free_aligned(void* p) {
#ifdef _WIN32
    _aligned_free(p);
#else
    std::free(p);
#endif
}

// The machine's physical memory in MB, 0 if unknown.
std::size_t physical_mb() {
#ifdef _WIN32
    MEMORYSTATUSEX status;
    status.dwLength = sizeof status;
    return GlobalMemoryStatusEx(&status) ? std::size_t(status.ullTotalPhys / (1024 * 1024)) : 0;
#else
    const long pages = sysconf(_SC_PHYS_PAGES), page_size = sysconf(_SC_PAGE_SIZE);
    return pages > 0 && page_size > 0 ? std::size_t(pages) / 1024 * std::size_t(page_size) / 1024 : 0;
#endif
}
} // namespace

int value_to_tt(int v, int ply) {
    if (v == VALUE_NONE) return v;
    if (v >= VALUE_MATE_IN_MAX_PLY || is_tb_win(v)) return v + ply;
    if (v <= VALUE_MATED_IN_MAX_PLY || is_tb_loss(v)) return v - ply;
    return v;
}

int value_from_tt(int v, int ply, int rule50) {
    if (v == VALUE_NONE) return v;
    if (v >= VALUE_MATE_IN_MAX_PLY) {
        // A mate that the fifty-move rule would cut off is not trusted as a mate.
        if (VALUE_MATE - v > 99 - rule50) return VALUE_MATE_IN_MAX_PLY - 1;
        return v - ply;
    }
    if (v <= VALUE_MATED_IN_MAX_PLY) {
        if (VALUE_MATE + v > 99 - rule50) return VALUE_MATED_IN_MAX_PLY + 1;
        return v + ply;
    }
    // Tablebase scores (a distance to the position probed, relative to this node): a win the
    // fifty-move rule may cut off before that position is reached is only "probably winning", a
    // value just outside the band (not a proven result, so no cutoff relies on it as one).
    if (is_tb_win(v)) {
        if (VALUE_TB - v > 99 - rule50) return VALUE_TB_WIN_IN_MAX_PLY - 1;
        return std::max(v - ply, VALUE_TB_WIN_IN_MAX_PLY);
    }
    if (is_tb_loss(v)) {
        if (VALUE_TB + v > 99 - rule50) return VALUE_TB_LOSS_IN_MAX_PLY + 1;
        return std::min(v + ply, VALUE_TB_LOSS_IN_MAX_PLY);
    }
    return v;
}

TranspositionTable::~TranspositionTable() { free_aligned(table_); }

bool TranspositionTable::resize(std::size_t mb, std::string* error, int threads) {
    if (mb == 0) mb = 1;
    if (mb > (std::size_t(1) << 40)) {
        if (error) *error = "cannot allocate " + std::to_string(mb) + " MB for the hash table (too large)";
        return false;
    }
    // With memory overcommit a huge allocation can "succeed" and the process dies later when the
    // pages are touched: refuse more than the machine's physical memory up front.
    std::size_t phys_mb = machine_mb_ ? machine_mb_ : physical_mb();
    if (phys_mb) {
        if (mb > phys_mb) {
            if (error)
                *error = "cannot allocate " + std::to_string(mb) +
                         " MB for the hash table: the machine has " + std::to_string(phys_mb) +
                         " MB of memory";
            return false;
        }
    }
    std::size_t bytes = mb * 1024 * 1024;
    // A table of 2 MB or more starts on a 2 MB boundary and its allocation is a whole number of
    // 2 MB pages (an odd `mb` leaves the last megabyte unused), so the kernel can back it with huge
    // pages: with 4 KB pages a large table costs a TLB miss on nearly every probe.
    std::size_t align = bytes >= HugePageSize ? HugePageSize : alignof(Bucket);
    std::size_t alloc = (bytes + align - 1) / align * align;
    void* mem         = alloc_aligned(align, alloc);
    if (!mem) {
        if (error) *error = "cannot allocate " + std::to_string(mb) + " MB for the hash table";
        return false;
    }
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    // Needed when transparent huge pages are in `madvise` mode; only a hint, so failure is harmless.
    if (align == HugePageSize) madvise(mem, alloc, MADV_HUGEPAGE);
#endif
    // Free the old table before the new one is touched, so both are never resident at once.
    free_aligned(table_);
    table_ = static_cast<Bucket*>(mem);
    count_ = bytes / sizeof(Bucket);
    mb_    = mb;
    // Zero it now (the memory may be recycled) and fault every page in here, not during the first
    // search: that costs about a second per 2 GB and thread.
    clear(threads);
    return true;
}

void TranspositionTable::clear(int threads) {
    generation_ = 0;
    if (!table_) return;
    std::size_t n     = std::clamp<std::size_t>(std::size_t(std::max(threads, 1)), 1, count_);
    std::size_t slice = count_ / n, extra = count_ % n;
    // Slice i: `slice` buckets, one more for the first `extra` slices.
    auto zero = [this, slice, extra](std::size_t i) {
        std::size_t begin = i * slice + std::min(i, extra);
        std::size_t size  = slice + (i < extra);
        std::memset(static_cast<void*>(table_ + begin), 0, size * sizeof(Bucket));
    };
    std::vector<std::thread> helpers;
    std::size_t started = 1;
    try {
        helpers.reserve(n - 1);
        for (; started < n; ++started) helpers.emplace_back(zero, started);
    } catch (const std::exception&) {
        // No more threads (or memory for them): the calling thread zeroes the remaining slices.
    }
    for (std::size_t i = started; i < n; ++i) zero(i);
    zero(0);
    for (auto& t : helpers) t.join();
}

bool TranspositionTable::probe(Key key, TTEntryData& out) const {
    const Bucket* b = bucket(key);
    for (const Entry& e : b->e) {
        std::uint64_t d = load(e.data);
        if (d == 0 || (load(e.check) ^ d) != key) continue; // d == 0: never written
        out.move  = Move(std::uint16_t(d & 0xFFFF));
        out.value = std::int16_t(std::uint16_t(d >> 16));
        out.eval  = std::int16_t(std::uint16_t(d >> 32));
        out.depth = depth_of(d);
        out.bound = bound_of(d);
        out.pv    = (d >> 58) & 1;
        return true;
    }
    return false;
}

void TranspositionTable::store(Key key, int value, int eval, int depth, Bound bound, bool pv, Move move) {
    Bucket* b         = bucket(key);
    Entry* replace    = &b->e[0];
    int worst         = 1 << 30;
    std::uint64_t old = 0;
    bool same         = false;
    for (Entry& e : b->e) {
        std::uint64_t d = load(e.data);
        if (d != 0 && (load(e.check) ^ d) == key) {
            replace = &e;
            old     = d;
            same    = true;
            break;
        }
        // Replace the least valuable entry: shallow, and 8 plies less per generation of age.
        int age   = int((generation_ - gen_of(d)) & 31);
        int worth = d == 0 ? -1000 : depth_of(d) - 8 * age - (bound_of(d) == BOUND_NONE ? 100 : 0);
        if (worth < worst) {
            worst   = worth;
            replace = &e;
        }
    }
    if (same) {
        // Keep a deeper result for the same position unless the new one is exact or the old is stale.
        if (!move) move = Move(std::uint16_t(old & 0xFFFF));
        if (bound != BOUND_EXACT && depth + 4 < depth_of(old) && gen_of(old) == generation_) {
            if (move.raw() != (old & 0xFFFF)) {
                std::uint64_t d = (old & ~std::uint64_t(0xFFFF)) | move.raw();
                save(replace->data, d);
                save(replace->check, key ^ d);
            }
            return;
        }
    }
    std::uint64_t d = pack(move, value, eval, depth, bound, pv, generation_);
    save(replace->data, d);
    save(replace->check, key ^ d);
}

int TranspositionTable::hashfull() const {
    if (!count_) return 0;
    std::size_t buckets = std::min<std::size_t>(count_, 1000 / BucketEntries);
    int used            = 0;
    for (std::size_t i = 0; i < buckets; ++i)
        for (const Entry& e : table_[i].e) {
            std::uint64_t d = load(e.data);
            used += bound_of(d) != BOUND_NONE && gen_of(d) == generation_;
        }
    return int(used * 1000 / (buckets * BucketEntries));
}

} // namespace quince::search

// Under AddressSanitizer / ThreadSanitizer a too-large allocation aborts by default; the hash
// table must see it as a failed allocation (keep the old table, report it) as in normal builds.
extern "C" const char* __asan_default_options() { return "allocator_may_return_null=1"; }
extern "C" const char* __tsan_default_options() { return "allocator_may_return_null=1"; }
