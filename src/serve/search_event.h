// The search's progress as the explorer's events: the one place that turns the engine's
// structured reports (search/listener.h) into the JSON the page's stream carries.
#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "board/position.h"
#include "search/listener.h"

namespace quince::serve {

// One line of a report:
//   {"type":"info", "depth", "seldepth", "multipv", "score": {"cp"|"mate": n} (side to move's
//    view), "score_white_cp" (cp or +-(100000 - plies) for mates, White's view), "bound"?
//    ("lower"/"upper"), "wdl": [w, d, l] (per mille, side to move), "nodes", "nps", "time",
//    "hashfull", "tbhits", "pv": [uci...], "pv_san": [san...]}
// `root` is the searched position.
nlohmann::json info_event(const Position& root, const search::SearchInfo& info);
// The end of the search: {"type":"bestmove", "move", "san", "ponder"?} ("move" "0000" and "san"
// "" when the root has no legal move).
nlohmann::json bestmove_event(const Position& root, Move best, Move ponder);

} // namespace quince::serve
