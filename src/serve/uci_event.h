// The search's output as the explorer's events. The engine reports through a callback of UCI
// text lines (`info ...`, `bestmove ...`); this is the one place that turns them into JSON events
// for the page's stream, so that switching to a structured progress callback later changes only
// this file.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "board/position.h"

namespace quince::serve {

// One callback's text (one or more lines) as events, in order:
//   {"type":"info", "depth", "seldepth", "multipv", "score": {"cp"|"mate": n} (side to move's
//    view), "score_white_cp" (cp or +-(100000 - plies) for mates, White's view), "bound"?,
//    "wdl"? [w, d, l] (per mille, side to move), "nodes", "nps", "time", "hashfull",
//    "pv": [uci...], "pv_san": [san...]}
//   {"type":"bestmove", "move", "san", "ponder"?}
//   {"type":"message", "text"}            (info string)
// `root` is the searched position (for the SAN of the moves). Lines it cannot read are skipped.
std::vector<nlohmann::json> uci_to_events(const std::string& text, const Position& root);

} // namespace quince::serve
