// Game analysis (`quince analyse`, and the explorer's "Analyse game"): every position of a game's
// main line searched with one budget, each move judged by how much expected score it gave away,
// and the game written back annotated as lichess and ChessBase read it (docs/analysis.md).
//
// How a move is judged. Let s be the search's score of the position before the move (the mover's
// view: what the best move keeps) and t the score of the position after it (the opponent's view,
// so -t is what the move kept). The win/draw/loss model (eval/wdl.h) turns both into the mover's
// expected score W + D/2, both at the material before the move (a capture does not by itself
// change the scale), and a move that leaves a dead draw keeps exactly 1/2. The drop is the
// difference, never below 0; the engine's own choice is never marked. The thresholds are lichess's
// (0.1, 0.2, 0.3 of the winning chances, which run from -1 to 1) on the expected score's 0..1 scale.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "board/pgn.h"
#include "board/position.h"
#include "search/engine.h"

namespace quince::search {

inline constexpr double InaccuracyDrop = 0.05; // $6 ?!
inline constexpr double MistakeDrop    = 0.10; // $2 ?
inline constexpr double BlunderDrop    = 0.15; // $4 ??
// Centipawn losses (the average loss of a side) count scores as at most this much either way, so
// that one mate missed does not outweigh a game.
inline constexpr int LossClampCp = 1000;
// Moves of the engine's line kept in a mistake's variation.
inline constexpr int VariationPlies = 8;

// The NAG of a drop in expected score: 6, 2, 4, or 0 (no mark).
int nag_of_drop(double drop);

// One move of the main line.
struct MoveVerdict {
    int node    = 0;            // the tree node of the move
    int ply     = 0;            // 1 for the game's first move
    Color mover = WHITE;        // who played it
    Move played = Move::none(); // in the position before it
    Move best   = Move::none(); // the engine's choice there
    int before  = 0;            // score of the position before the move, the mover's view
    int after   = 0;            // score after it, the side then to move's view (its [%eval])
    bool ended  = false;        // the position after it has no legal move (mate or stalemate)
    double drop = 0;            // expected score the move gave away, 0..1
    int cp_loss = 0;            // the same in centipawns, scores clamped to LossClampCp
    int nag     = 0;            // 6, 2, 4 or 0
    std::vector<Move> line;     // the engine's line from the position before (starts with best)
};

struct SideSummary {
    int moves = 0, inaccuracies = 0, mistakes = 0, blunders = 0;
    long long cp_loss_total = 0;
    // Average centipawn loss per move, rounded (0 without moves).
    int average_loss() const { return moves ? int((cp_loss_total + moves / 2) / moves) : 0; }
};

struct GameAnalysis {
    std::vector<MoveVerdict> moves; // the main line's moves analysed so far, in order
    SideSummary side[COLOR_NB];
    bool complete = false; // every move analysed (not stopped)
};

// Called after each position searched: positions done in this game and in all. Return false to
// stop (the analysis so far is kept; `complete` stays false).
using AnalysisProgress = std::function<bool(int done, int total)>;

// The number of positions analyse_game searches for `tree` (its main line's positions).
int analysis_positions(const PgnTree& tree);

// Search every position of `tree`'s main line with `limits` (the engine's profile, hash, threads
// as set by the caller; its hash is cleared first) and judge each move. The tree must be a valid
// one (parse_pgn_tree's or resolve_pgn_tree's). Runs on the calling thread; engine.stop() from
// another thread ends the current search early (its result still counts).
GameAnalysis analyse_game(Engine& engine, const PgnTree& tree, const Limits& limits,
                          const AnalysisProgress& progress = {});

// A score as a [%eval] value from White's view: "0.35", "-1.20", "#3", "#-2".
std::string eval_text(int score, Color side_to_move);

// Write the analysis into the tree: each analysed move's comment starts with `[%eval X]` (an
// older [%eval] in it is replaced; the rest of the comment is kept), a marked move gets its NAG
// (in place of any ?!, ?, ?? or !, !!, !? it had), a mistake or blunder gets the engine's line as a
// new variation (its first move's comment: the line's [%eval]), and the last move's comment ends
// with each side's summary. Tags: `Annotator` (when absent) and per side `WhiteInaccuracies`,
// `WhiteMistakes`, `WhiteBlunders`, `WhiteAverageLoss` (and Black...), replaced if present.
// `annotator` names the engine, profile and budget.
void annotate(PgnTree& tree, const GameAnalysis& analysis, const std::string& annotator);

// The game as one JSON object (`quince analyse --json`, the explorer's analysis): its number
// `index`, tags, whether it is complete, per move its ply, SAN, UCI, `eval` ({"cp": N} or
// {"mate": N}, White's view, after the move), `best` and `best_eval` (before it), `drop`,
// `cp_loss`, `nag` and the engine's `line` (UCI); per side the summary; and the annotated game's
// PGN. `tree` is the game analysed, `annotated` the same after annotate().
std::string analysis_json(int index, const PgnTree& tree, const PgnTree& annotated,
                          const GameAnalysis& analysis);

// The summary sentence of the comment (also printed by `quince analyse`).
std::string summary_text(const GameAnalysis& analysis);

} // namespace quince::search
