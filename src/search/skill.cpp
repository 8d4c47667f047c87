#include "search/skill.h"

#include <algorithm>
#include <cmath>

#include "search/search.h"

namespace quince::search {

std::uint64_t Skill::node_budget() const {
    if (!enabled()) return 0;
    return std::uint64_t(std::llround(std::exp2(5.0 + 0.75 * std::max(level, 0.0))));
}

double Skill::temperature() const { return enabled() ? 2.0 + (MaxLevel - std::max(level, 0.0)) : 0.0; }

std::size_t Skill::pick(const std::vector<RootMove>& lines, std::mt19937_64& rng) const {
    auto score_of = [](const RootMove& rm) { return rm.score != -VALUE_INFINITE ? rm.score : rm.prev_score; };
    if (!enabled() || lines.size() < 2 || score_of(lines[0]) == -VALUE_INFINITE) return 0;
    const double t      = temperature();
    const double margin = 3 * t;
    const int best      = score_of(lines[0]);
    std::vector<double> weight(lines.size(), 0.0);
    double total = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const int s = score_of(lines[i]);
        if (s == -VALUE_INFINITE || best - s > margin) continue;
        // A mate, or a tablebase win, against a move that is not one differs by thousands: such
        // moves fall outside the margin, so a won race is never given away here.
        weight[i] = std::exp(-double(best - s) / t);
        total += weight[i];
    }
    double r = std::uniform_real_distribution<double>(0.0, total)(rng);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (weight[i] == 0) continue;
        if (r < weight[i]) return i;
        r -= weight[i];
    }
    return 0;
}

double Skill::level_for_elo(int elo) {
    // Measured points (docs/strength.md): UCI_Elo -> level.
    struct Point {
        int elo;
        double level;
    };
    static constexpr Point Table[] = {{EloMin, 0.0}, {EloMax, 19.9}};
    elo                            = std::clamp(elo, EloMin, EloMax);
    for (std::size_t i = 1; i < std::size(Table); ++i)
        if (elo <= Table[i].elo) {
            const Point a = Table[i - 1], b = Table[i];
            return a.level + (b.level - a.level) * double(elo - a.elo) / double(b.elo - a.elo);
        }
    return Table[std::size(Table) - 1].level;
}

} // namespace quince::search
