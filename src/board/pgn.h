// Reading a PGN game (chess notation, used by the explorer and `quince pgn-labels`): the tags, the
// moves (checked with the engine's move generator), every position along the main line and the
// comment after each move. Variations, NAGs and move numbers are skipped; only the first game of
// the text is read.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace quince {

struct PgnMove {
    std::string san; // as written by to_san (normalised)
    std::string uci;
};

struct PgnGame {
    std::vector<std::pair<std::string, std::string>> tags;
    std::string result;            // "1-0", "0-1", "1/2-1/2", "*" or empty
    std::vector<std::string> fens; // the start position, then the position after each move
    std::vector<PgnMove> moves;
    // One per move: the first comment right after it, without the braces ("" if none). Engines'
    // games carry the search there (fastchess, cutechess: `+0.35/16 0.174s`).
    std::vector<std::string> comments;
};

inline constexpr std::size_t PgnMaxPlies = 2000;

// False with a message naming the fault (tag syntax, unbalanced comment or variation, the first
// illegal move with its number, a bad FEN tag, too many moves); `game` is then unspecified.
// Reads from offset `start` of `text`; `*end` (if given) receives the offset where the game's text
// ends and the next game may begin (after its result, or at the next game's first tag), or npos
// when the text is malformed before its end is known (tags, comments, variations).
bool parse_pgn(const std::string& text, PgnGame& game, std::string* error, std::size_t start = 0,
               std::size_t* end = nullptr);

} // namespace quince
