// What a running search reports, as data: progress lines (`SearchInfo`) and the move it plays.
// The search writes no text; front ends turn these into their own format: the UCI protocol's
// `info` / `bestmove` lines (uci/format.h), a test's checks, a web page's JSON. This header is all
// a listener needs: the fields are plain values, the moves are legal in the position handed over
// with them (Position::move_to_uci turns them into text).
#pragma once

#include <cstdint>
#include <cstdlib>
#include <functional>
#include <vector>

#include "board/position.h"
#include "core/types.h"
#include "eval/wdl.h"

namespace quince::search {

// Whether a line's score is exact or only a bound: during an aspiration re-search the line that
// failed high is reported with a lower bound (the true score is at least this), one that failed
// low with an upper bound.
enum class ScoreBound : std::uint8_t { Exact, Lower, Upper };

// One principal variation at one moment of the search.
//
// The root without a legal move is the one special case: a single line with depth 0 whose score
// is -VALUE_MATE (the side to move is checkmated: UCI "mate 0") or VALUE_DRAW (stalemate: "cp 0"),
// wdl 0/0/1000 or 0/1000/0, every other number 0 and an empty pv. It is followed by on_bestmove
// with Move::none().
struct SearchInfo {
    int depth    = 0; // the iteration (plies) this line's score comes from; 0: no legal move, above
    int seldepth = 0; // the deepest ply this line's search reached (at least 1)
    int multipv  = 1; // rank of the line, 1 = best (MultiPV: 1..N)
    // Side to move's view, in centipawns; a mate is +-(VALUE_MATE - plies to mate), see
    // is_mate_score() and mate_in_moves(). Tablebase wins and losses are +-(VALUE_TB - plies).
    int score        = 0;
    ScoreBound bound = ScoreBound::Exact;
    // The win/draw/loss model (eval/wdl.h) for `score` at the root's material, per mille from the
    // side to move's view (sums to 1000). Always filled; the UCI front end shows it only with
    // UCI_ShowWDL.
    wdl::PerMille wdl;
    // The whole search (every thread) up to now; the same in every line of one report.
    std::uint64_t nodes  = 0;
    std::uint64_t nps    = 0; // nodes per second over `time_ms`
    std::int64_t time_ms = 0; // milliseconds since the search began (Limits::start), at least 1
    std::uint64_t tbhits = 0; // tablebase probes that found their position
    int hashfull         = 0; // per mille of the transposition table holding entries of this search
    // The line, starting with the root move; each move legal after the ones before it.
    std::vector<Move> pv;
};

// Whether `score` is a mate score (as opposed to centipawns).
inline bool is_mate_score(int score) { return std::abs(score) >= VALUE_MATE_IN_MAX_PLY; }
// Moves (not plies) to the mate of a mate score, as UCI's `score mate N`: positive when the side to
// move mates, negative (or 0, checkmated at the root) when it is mated.
inline int mate_in_moves(int score) {
    return score > 0 ? (VALUE_MATE - score + 1) / 2 : -(VALUE_MATE + score) / 2;
}

// The callbacks of a search (Engine::set_listener). All run on the search's own thread, one at a
// time; an empty function is not called. `root` is the position the search started from (its
// Chess960 setting included), valid during the call only.
struct SearchListener {
    // Progress: after every completed iteration, when a long search's aspiration window fails
    // (single-PV only, after 3 s), and once more at the end if the move played comes from an
    // iteration cut short. `lines`: the MultiPV lines, best first (never empty).
    std::function<void(const Position& root, const std::vector<SearchInfo>& lines)> on_info;
    // The end of the search, exactly once per Engine::start: the move to play (Move::none() when
    // the root has no legal move) and the expected reply, legal after it (Move::none() if there is
    // none). When it is called the engine no longer counts as searching (a front end may start the
    // next search at once), and nothing more is reported for this search.
    std::function<void(const Position& root, Move best, Move ponder)> on_bestmove;
};

} // namespace quince::search
