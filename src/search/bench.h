// `bench`: a fixed set of positions searched to a fixed depth with one thread and a fresh 16 MB
// hash table. The total node count is the search's signature (commits that change the search
// quote it as `Bench: N`); it must not depend on timing, so nothing here reads the clock except
// to report speed.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace quince::eval {
struct Profile; // eval/profile.h
}

namespace quince::search {

constexpr int BenchDepth = 13;

const std::vector<std::string>& bench_positions();

// Search every bench position to `depth` with the evaluation profile `profile`; prints one line
// per position and then `N nodes M nps` through `out`. Returns N.
std::uint64_t run_bench(int depth, const eval::Profile& profile,
                        const std::function<void(const std::string&)>& out);

} // namespace quince::search
