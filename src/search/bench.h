// `bench`: a fixed set of positions searched to a fixed depth with one thread and a fresh 16 MB
// hash table. The total node count is the search's signature (commits that change the search
// quote it as `Bench: N`); it must not depend on timing, so nothing here reads the clock except
// to report speed.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "board/position.h"
#include "search/engine.h"

namespace quince::eval {
struct Profile; // eval/profile.h
}

namespace quince::search {

constexpr int BenchDepth = 13;

const std::vector<std::string>& bench_positions();

// One searched bench position.
struct BenchPosition {
    int index = 0; // 1-based, in bench_positions() order
    std::string fen;
    Position pos;        // the position searched (for the moves' text)
    SearchResult result; // best move, score, nodes
    std::string error;   // not empty: the FEN was refused and the position skipped
};

struct BenchTotal {
    int positions       = 0; // searched
    std::uint64_t nodes = 0; // the signature
    TimePoint time_ms   = 1; // wall time of the searches, at least 1
    std::uint64_t nps   = 0;
};

// Search every bench position to `depth` with the evaluation profile `profile` (one thread, a fresh
// 16 MB table), reporting each position to `on_position` (if set) as it is done. The total node
// count depends only on the search, the profile and the depth.
BenchTotal run_bench(int depth, const eval::Profile& profile,
                     const std::function<void(const BenchPosition&)>& on_position = {});

} // namespace quince::search
