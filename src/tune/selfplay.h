// Self-play data for the tuner: `quince selfplay --games N --nodes M --out FILE [--threads T]`.
// The engine plays itself from the shared openings (or random short openings) with its own
// search at M nodes per move; every quiet position of a game is written with the game's result
// as `FEN c9 "1-0";`, games in order whatever the number of threads.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>

#include "board/position.h"
#include "eval/profile.h"

namespace quince::tune {

struct SelfplayOptions {
    int games = 100, nodes = 5000;
    std::string out = "selfplay.epd";
    // EPD/FEN file of start positions (each game picks one); empty: random openings. (`quince
    // selfplay` passes ../shared/openings/2moves_v1.epd unless told otherwise.)
    std::string openings;
    std::uint64_t seed           = 1;
    int max_plies                = 400;     // adjudicated a draw after this many plies
    int random_plies             = 8;       // plies of a random opening when there is no opening file
    const eval::Profile* profile = nullptr; // the engine's profile (A); null: eval::default_profile()
    std::string vs;                         // another profile (B): A plays it, colours alternating
    int threads = 1; // games played at once (each game's sides own their engines and evaluators)
};

// Quiet: not in check, and the quiescence search finds nothing better than the static evaluation
// (of `profile`).
bool is_quiet(const Position& pos, const eval::Profile& profile = eval::default_profile());

int run_selfplay(const SelfplayOptions& opt, std::ostream& log, std::ostream& err);

} // namespace quince::tune
