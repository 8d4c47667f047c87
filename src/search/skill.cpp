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
    // Measured against Stockfish 15.1's own UCI_Elo on 2026-12-07 (docs/strength.md, the engine
    // of main 22fef8b, `quince` step 17 with depth by hindsight): levels 0, 4, 9, 14 at 5+0.05 s and
    // 17 at 15+0.15 s played 1367, 1489, 1764 and 1620, 2120 and 2087, 2294 on its scale, and the
    // checks of the previous line (UCI_Elo 1600 and 2000, levels 6.32 and 13.33) 1647 and 2095
    // (nine matches, +-70 to 128). The line through them by least squares weighted by 1/error^2
    // (scripts/strength-fit): 59.7 Elo per level (about 80 per doubling of the node budget), 1917
    // at level 11. (Step 14's calibration of 2026-12-01 gave 57.0 and 1867; its 2000 played 2095.)
    constexpr double EloAtLevel11 = 1917, EloPerLevel = 59.7;
    const double level = 11 + (double(std::clamp(elo, EloMin, EloMax)) - EloAtLevel11) / EloPerLevel;
    return std::clamp(level, 0.0, 19.99);
}

} // namespace quince::search
