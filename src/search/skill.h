// Strength levels: UCI `Skill Level` (0..20) and `UCI_LimitStrength` + `UCI_Elo`.
//
// A weaker Quince should lose the way a weaker player does, by seeing less, not by throwing in a
// random blunder every few moves. So a level limits two things:
//  * how far the engine looks: a node budget per move, 32 nodes at level 0 (a ply or two and the
//    quiescence search: it still sees what hangs at once) doubling every 4/3 levels to about
//    600,000 at level 19 (over half a second of search);
//  * how exactly it chooses: it searches a few best moves (MultiPV) and picks among them at random,
//    a move being less likely the more worse it scored, with a "temperature" in centipawns that
//    falls with the level. A move that drops a piece against the best scores hundreds of
//    centipawns worse and is practically never chosen; moves of similar value are, and that is
//    where the weaker levels lose ground, a little at a time.
// UCI_Elo is mapped to a (fractional) level by a table measured in matches (docs/strength.md).
#pragma once

#include <cstdint>
#include <random>
#include <vector>

namespace quince::search {

struct RootMove;

struct Skill {
    static constexpr double MaxLevel = 20; // full strength: no limit, no choice
    double level                     = MaxLevel;

    bool enabled() const { return level < MaxLevel; }
    // Nodes one move may search at this level (0: no limit).
    std::uint64_t node_budget() const;
    // Temperature of the choice in centipawns (0: always the best).
    double temperature() const;
    // Moves the search looks at closely (its MultiPV) when the level is limited.
    static constexpr int Candidates = 4;
    // Index of the move to play among `lines` (best first, by RootMove::latest_score(), in
    // centipawns, mate scores included). Only moves within 3 temperatures of the best are
    // candidates, which also keeps a won mate race from being given away.
    std::size_t pick(const std::vector<RootMove>& lines, std::mt19937_64& rng) const;

    // UCI_Elo: the range the calibration covers and the level it maps to. The top is what the
    // levels reach (level 19.99 lies at about 2348 on the line); above it only full strength.
    static constexpr int EloMin = 1350, EloMax = 2300;
    static double level_for_elo(int elo);
};

} // namespace quince::search
