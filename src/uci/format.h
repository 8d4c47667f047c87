// The text of the UCI protocol for what the search reports (search/listener.h) and for `bench`:
// the only place `info` and `bestmove` lines are written.
#pragma once

#include <string>
#include <vector>

#include "board/position.h"
#include "search/bench.h"
#include "search/listener.h"

namespace quince::uci {

// A score as UCI text: "cp X", or "mate N" for a mate score (search::mate_in_moves).
std::string score_text(int score);

// One `info depth ... pv ...` line (without newline). `root`: the searched position, for the
// moves' text; `show_wdl`: `wdl W D L` after the score (UCI_ShowWDL). A depth-0 line (no legal
// move at the root) is `info depth 0 score mate 0` or `... cp 0`.
std::string info_line(const Position& root, const search::SearchInfo& info, bool show_wdl);
// The lines of one report, joined by newlines (no newline at the end).
std::string info_lines(const Position& root, const std::vector<search::SearchInfo>& lines, bool show_wdl);

// `bestmove M [ponder P]`; `bestmove 0000` for Move::none().
std::string bestmove_line(const Position& root, Move best, Move ponder);

// `bench`: `position N FEN : bestmove M score S nodes K` per position (an `info string error: ...`
// line for a refused FEN) and the last line `N nodes M nps`, whose first number is the signature.
std::string bench_position_line(const search::BenchPosition& bp);
std::string bench_total_line(const search::BenchTotal& total);

} // namespace quince::uci
