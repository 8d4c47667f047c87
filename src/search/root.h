// Root handling: the root moves of a search, their first ordering, and their ranking when the root
// is in the Syzygy tablebases. Everything here runs once per `go`, on the search's main thread
// before the helper threads start (Fathom's root probe is not thread-safe).
#pragma once

#include <cstdint>
#include <cstdlib>
#include <vector>

#include "board/position.h"
#include "eval/wdl.h"

namespace quince::search {

struct RootMove {
    explicit RootMove(Move m) : move(m), pv{m} {}
    Move move;
    int score       = -VALUE_INFINITE;
    int prev_score  = -VALUE_INFINITE;
    int avg_score   = -VALUE_INFINITE;
    int seldepth    = 0;
    bool lowerbound = false, upperbound = false;
    // Root in the tablebases: the move's rank (higher is better; 1000: a certain win, 0: a draw,
    // -1000: a loss; in between: wins or losses the fifty-move rule puts at risk, by their DTZ)
    // and the score shown for it when the search finds no mate.
    int tb_rank  = 0;
    int tb_score = 0;
    int tb_dtz   = 0; // DTZ from the root, negative for losses (0: draw, or no DTZ)
    std::vector<Move> pv;
    bool operator==(Move m) const { return move == m; }
    // The score of the last iteration that searched this move (this one's, or the previous one's
    // when this iteration did not get to it); -VALUE_INFINITE if none has.
    int latest_score() const { return score != -VALUE_INFINITE ? score : prev_score; }
};

// The legal moves of `root` (only those of `searchmoves` unless it is empty), promotions and
// captures first, most valuable victim first: if the hard time limit cuts depth 1 short, the move
// played is the best searched so far and the rest keep this order.
std::vector<RootMove> first_root_moves(const Position& root, const std::vector<Move>& searchmoves);

// What the tablebases say about a root.
struct RootTablebase {
    bool in_tables     = false; // the moves are ranked (RootMove::tb_rank, tb_score)
    std::uint64_t hits = 0;     // probes made for the ranking (counted as tbhits)
    int cardinality    = 0;     // pieces up to which the search probes (0: none)
};

// Root in the tables (at most `probe_limit` pieces, no castling rights): rank the root moves by
// DTZ (by WDL if that fails) and keep only the best-ranked ones. `rule50`: a win or loss the
// fifty-move rule spoils is a draw.
RootTablebase rank_root_moves(const Position& root, std::vector<RootMove>& moves, int probe_limit,
                              bool rule50);

// The score shown for a root move searched to `v`: its tablebase score when the root is in the
// tables and the search has found no mate.
inline int shown_score(const RootMove& rm, int v, const RootTablebase& tb) {
    return tb.in_tables && std::abs(v) < VALUE_MATE_IN_MAX_PLY ? rm.tb_score : v;
}
// A line's win/draw/loss: certain where the position decides it, else the model's estimate.
wdl::PerMille shown_wdl(const Position& root, const RootMove& rm, int shown, const RootTablebase& tb,
                        bool rule50);

} // namespace quince::search
