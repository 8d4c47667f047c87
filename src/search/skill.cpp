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
    // Measured against Stockfish 15.1's own UCI_Elo on 2026-12-01 (docs/strength.md, the engine
    // of main 325e00e, `quince` step 14): levels 0, 4, 9, 14 at 5+0.05 s and 17 at 15+0.15 s played
    // 1333, 1435, 1726 and 1483, 2076 and 2048, 2224 on its scale, and the checks of the previous
    // line (UCI_Elo 1600 and 2000, levels 6.62 and 13.77) 1565 and 2017 (nine matches, +-76 to
    // 307). The line through them by least squares weighted by 1/error^2 (scripts/strength-fit):
    // 57.0 Elo per level (about 76 per doubling of the node budget), 1867 at level 11. (Step 10's
    // calibration of 2026-11-28 gave 55.9 and 1845: the levels moved by about 20 Elo, inside the
    // matches' error.)
    constexpr double EloAtLevel11 = 1867, EloPerLevel = 57.0;
    const double level = 11 + (double(std::clamp(elo, EloMin, EloMax)) - EloAtLevel11) / EloPerLevel;
    return std::clamp(level, 0.0, 19.99);
}

} // namespace quince::search
