#include "search/skill.h"

#include <algorithm>
#include <cmath>

#include "search/engine.h"

namespace quince::search {

std::uint64_t Skill::node_budget() const {
    if (!enabled()) return 0;
    return std::uint64_t(std::llround(std::exp2(5.0 + 0.75 * std::max(level, 0.0))));
}

double Skill::temperature() const { return enabled() ? 2.0 + (MaxLevel - std::max(level, 0.0)) : 0.0; }

std::size_t Skill::pick(const std::vector<RootMove>& lines, std::mt19937_64& rng) const {
    if (!enabled() || lines.size() < 2 || lines[0].latest_score() == -VALUE_INFINITE) return 0;
    const double t      = temperature();
    const double margin = 3 * t;
    const int best      = lines[0].latest_score();
    std::vector<double> weight(lines.size(), 0.0);
    double total = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const int s = lines[i].latest_score();
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
    // Measured against Stockfish 15.1's own UCI_Elo on 2026-11-28 (docs/strength.md, the engine
    // of main 673bd61): levels 0, 4, 9, 14 at 5+0.05 s and 17 at 15+0.15 s played 1376, 1417,
    // 1650 and 1739, 2018 and 2035, 2197 on its scale, and the checks of a first line (UCI_Elo
    // 1600 and 2000, levels 6.32 and 13.75) 1492 and 2017 (nine matches, +-76 to 156). The line
    // through them by least squares weighted by 1/error^2 (scripts/strength-fit): 55.9 Elo per
    // level (about 75 per doubling of the node budget), 1845 at level 11.
    constexpr double EloAtLevel11 = 1845, EloPerLevel = 55.9;
    const double level = 11 + (double(std::clamp(elo, EloMin, EloMax)) - EloAtLevel11) / EloPerLevel;
    return std::clamp(level, 0.0, 19.99);
}

} // namespace quince::search
