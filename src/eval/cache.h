// A small per-thread cache of evaluation results (pawn hash, material table): Size entries in
// buckets of two, least recently computed entry replaced. Entries carry their own `key`.
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

#include "core/types.h"

namespace quince::eval {

template <class Entry, std::size_t Size> class Cache {
    static_assert((Size & (Size - 1)) == 0 && Size >= 2);

  public:
    Cache() : table_(Size / 2) { clear(); }

    // The entry for `key`, computed by fill(entry) on a miss.
    template <class Fill> const Entry& probe(Key key, Fill&& fill) {
        Entry* b = table_[key & (Size / 2 - 1)].e;
        if (b[0].key == key) return b[0];
        if (b[1].key == key) return b[1];
        b[1] = b[0];
        fill(b[0]);
        return b[0];
    }
    // Empty entries carry a key no position has in practice (keys are random 64-bit numbers).
    void clear() {
        for (auto& b : table_)
            for (auto& e : b.e) e = Entry{}, e.key = EmptyKey;
    }

  private:
    static constexpr Key EmptyKey = 0x9e3779b97f4a7c15ULL;
    // A bucket fills one 64-byte cache line when entries are 32 bytes.
    struct alignas(64) Bucket {
        Entry e[2];
    };
    std::vector<Bucket> table_;
};

} // namespace quince::eval
