// Transposition table shared by all search threads.
//
// Buckets of four 16-byte entries (one cache line). Each entry stores the packed data word and
// `key ^ data`; a reader accepts an entry only when the two XOR back to its key, so a torn write by
// another thread reads as a miss instead of as wrong data (the classic "lockless hashing" idea).
// Both words are accessed through std::atomic_ref with relaxed ordering: no locks, no data races.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "core/types.h"

namespace quince::search {

enum Bound : int { BOUND_NONE = 0, BOUND_UPPER = 1, BOUND_LOWER = 2, BOUND_EXACT = 3 };

// Depth stored for quiescence entries; main-search entries have depth >= 1.
constexpr int DEPTH_QS = 0;

struct TTEntryData {
    Move move;
    int value   = VALUE_NONE;
    int eval    = VALUE_NONE;
    int depth   = 0;
    Bound bound = BOUND_NONE;
    bool pv     = false;
};

// Mate and tablebase scores are stored relative to the node (distance from it), not to the root.
int value_to_tt(int v, int ply);
int value_from_tt(int v, int ply, int rule50);

class TranspositionTable {
  public:
    static constexpr int BucketEntries = 4;
    // Tables of at least this size start on a multiple of it and are advised to use huge pages.
    static constexpr std::size_t HugePageSize = std::size_t(2) << 20;

    TranspositionTable() = default;
    ~TranspositionTable();
    TranspositionTable(const TranspositionTable&)            = delete;
    TranspositionTable& operator=(const TranspositionTable&) = delete;

    // Allocate `mb` megabytes and zero them with `threads` threads (which also faults the pages in,
    // so the first search does not pay for it). On failure the old table is kept and false returned.
    bool resize(std::size_t mb, std::string* error = nullptr, int threads = 1);
    std::size_t size_mb() const { return mb_; }
    // The machine's physical memory in MB, above which resize() refuses a size up front: 0 (the
    // default) asks the system. Tests set their own, so the refusal is checked alike on any host.
    void set_machine_mb(std::size_t mb) { machine_mb_ = mb; }
    // Zero the table: each of `threads` threads (the caller being one) memsets a contiguous slice.
    void clear(int threads = 1);
    // Start of the table (for tests: 2 MB aligned when the table is at least HugePageSize).
    const void* data() const { return table_; }
    // Called once per `go`, before any search thread starts.
    void new_search() { generation_ = (generation_ + 1) & 31; }

    bool probe(Key key, TTEntryData& out) const;
    void store(Key key, int value, int eval, int depth, Bound bound, bool pv, Move move);
    // Permille of sampled entries written during the current search.
    int hashfull() const;
    void prefetch(Key key) const { __builtin_prefetch(bucket(key)); }

  private:
    struct Entry {
        std::uint64_t check; // key ^ data
        std::uint64_t data;
    };
    struct alignas(64) Bucket {
        Entry e[BucketEntries];
    };
    Bucket* bucket(Key key) const {
        __extension__ using u128 = unsigned __int128;
        return &table_[std::size_t((u128(key) * u128(count_)) >> 64)];
    }

    Bucket* table_          = nullptr; // from std::aligned_alloc
    std::size_t count_      = 0;
    std::size_t mb_         = 0;
    std::size_t machine_mb_ = 0; // set_machine_mb(); 0: sysconf's
    unsigned generation_    = 0;
};

} // namespace quince::search
