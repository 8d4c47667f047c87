// Tuning data from games already played: `quince pgn-labels`. Engine matches (fastchess,
// cutechess) write each move's search as a comment, `{+0.35/16 0.174s}`: the mover's score in
// pawns, the depth and the time. Every quiet position before a move of a finished game is labeled
// as `selfplay` labels its own (tune/selfplay.h): with the game's result, or with --lambda the
// result blended with that score. So games against other engines, at any time control, can feed
// the tuner: the positions our engine reached against a stronger opponent, labeled by how those
// games ended.
#pragma once

#include <string>
#include <vector>

#include "tune/selfplay.h"

namespace quince::tune {

// The search score at the start of a move comment as fastchess and cutechess write it (`+0.35/16
// 0.174s`, `-1.20/9`, `0.00/18`: a zero has no sign): the mover's view in centipawns. False for a
// mate score (`+M5/20`), a book move or any other comment.
bool comment_score(const std::string& comment, int* mover_cp);

// The evaluation of an analysed game's move comment, `[%eval 0.35]` (lichess's and `quince
// analyse`'s form: White's view, in pawns, of the position after the move): White's view in
// centipawns. False for a mate (`[%eval #-3]`) or a comment without one.
bool eval_tag_score(const std::string& comment, int* white_cp);

struct PgnLabelOptions {
    double lambda  = 1; // weight of the result in the label; below 1, blended with the comment's score
    int skip_plies = 0; // positions before this ply are not written (an opening book's moves)
};

// The labeled lines of one game: `fens` the positions before each move and after the last
// (moves + 1 of them), `comments` one per move, `result` the game's ("1-0", "0-1", "1/2-1/2";
// anything else gives no lines). A position is written when it is quiet (`quiet`) and its ply is
// at least skip_plies; with lambda < 1, a position whose move has no score is labeled by the
// result alone. A move's score is its engine comment's (comment_score, the mover's view) or its
// `[%eval]` (eval_tag_score: an analysed game's). `*kept` (if given) receives the number of lines.
std::string label_game(const std::vector<std::string>& fens, const std::vector<std::string>& comments,
                       const std::string& result, const PgnLabelOptions& opt, QuietTest& quiet,
                       int* kept = nullptr);

} // namespace quince::tune
