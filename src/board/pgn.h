// PGN (chess notation, used by the explorer, `quince pgn-labels` and `quince analyse`):
// reading a game with its whole tree of moves (tags, the start position of a SetUp/FEN tag, every
// move with its position, comments before and after it, NAGs, variations inside variations),
// its main line for the users that want only that, and writing a tree back as PGN export text.
// Moves are checked with the engine's move generator; only the first game of the text is read.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace quince {

// One position of a game's tree: the start (node 0, no move) or the position after a move.
struct PgnNode {
    int parent = -1;            // the position the move was played from; -1 for the start
    std::string san;            // the move as to_san writes it (normalised); "" for the start
    std::string uci;            // the move in UCI text; "" for the start
    std::string fen;            // the position after the move (the start: the start position)
    std::string comment_before; // a comment before the move: at the start of a variation
    // The comments after the move, without braces, whitespace runs made one space and joined by
    // one; the start's: the comment before the game's first move.
    std::string comment;
    std::vector<int> nags;     // 1..255 in the order written; !, ?, !!, ??, !?, ?! are $1..$6
    std::vector<int> children; // the first is the main continuation, the others its alternatives
    bool operator==(const PgnNode&) const = default;
};

struct PgnTree {
    std::vector<std::pair<std::string, std::string>> tags; // in the order written
    std::string result;                                    // "1-0", "0-1", "1/2-1/2", "*" or empty
    std::vector<PgnNode> nodes;                            // node 0: the start position
    bool operator==(const PgnTree&) const = default;
};

// A game's main line (the first child of every node from the start).
struct PgnMove {
    std::string san; // as written by to_san (normalised)
    std::string uci;
};

struct PgnGame {
    std::vector<std::pair<std::string, std::string>> tags;
    std::string result;            // "1-0", "0-1", "1/2-1/2", "*" or empty
    std::vector<std::string> fens; // the start position, then the position after each move
    std::vector<PgnMove> moves;
    // One per move: the comments right after it, as PgnNode::comment ("" if none). Engines' games
    // carry the search there (fastchess, cutechess: `+0.35/16 0.174s`).
    std::vector<std::string> comments;
};

// Limits against hostile input: moves from the start to any position of the tree, moves in the
// whole tree (main line and variations), variations nested inside each other.
inline constexpr std::size_t PgnMaxPlies = 2000;
inline constexpr std::size_t PgnMaxNodes = 10000;
inline constexpr int PgnMaxDepth         = 32;

// False with a message naming the fault and where (its line, counted from `start`; for a move,
// its number and text, and the depth of the variation it is in): tag syntax, an unbalanced
// comment or variation, a variation before any move or an empty one, a NAG with no move or out of
// $0..$255 ($0, the null annotation, is dropped), a result inside a variation, the first illegal
// move, a bad FEN tag, a limit above exceeded; `tree` is then unspecified. Reads from offset
// `start` of `text`; `*end` (if given) receives the offset where the game's text ends and the
// next game may begin (after its result, or at the next game's first tag), or npos when the text
// is malformed before its end is known (tags, comments, variations, results).
bool parse_pgn_tree(const std::string& text, PgnTree& tree, std::string* error, std::size_t start = 0,
                    std::size_t* end = nullptr);
// The same, keeping only the main line.
bool parse_pgn(const std::string& text, PgnGame& game, std::string* error, std::size_t start = 0,
               std::size_t* end = nullptr);
PgnGame main_line(const PgnTree& tree);
// The game's result: the one after its moves, or when that is missing or `*`, its Result tag's
// (which may be empty or `*` too).
std::string game_result(const PgnGame& game);

// Every game of a text of several games, one after the other: `read(start, end)` reads the game
// that begins at offset `start` (parse_pgn or parse_pgn_tree with `end`); the next game is read
// from where it stopped, or, when the reader could not tell where a malformed game ends (npos),
// from the next `[Event` tag line. Returns the number of games read.
int for_each_pgn_game(const std::string& text,
                      const std::function<void(std::size_t start, std::size_t* end)>& read);

// A tree built elsewhere (the explorer's PGN export): checks that node 0 is the start (its `fen`,
// else the tree's FEN tag, else the standard start position) and every other node is the child of
// exactly one node, its `parent` (-1 for node 0), reached from node 0; the limits above; every
// move, its `uci` or else its `san`, legal in its parent's position (both given: the same move);
// NAGs in 1..255 and none on node 0; tag names of letters, digits and '_',
// values on one line; the result "1-0", "0-1", "1/2-1/2", "*" or empty. Then fills in every
// node's san, uci and fen (a given fen of a node other than 0 is replaced by the one its move
// gives). False with a message naming the first fault and its node.
bool resolve_pgn_tree(PgnTree& tree, std::string* error);

// PGN export text of a tree (one parse_pgn_tree made, or resolve_pgn_tree accepted): the Seven Tag
// Roster first in its order (Event, Site, Date, Round, White, Black, Result; "?" or "????.??.??"
// when missing), SetUp and FEN when the start is not the standard one, the other tags in their
// order; then the moves with their numbers (`N...` for Black after a comment or a variation and at
// a variation's start), comments in braces, NAGs as $n, variations in parentheses after the move
// they replace, and the result ("*" when neither the tree nor its Result tag has one; the Result
// tag says the same). Lines of the move text are at most 80 characters (a longer single word
// stands alone); a comment that holds a '}' (one a `;` comment gave) is written as a `;` comment,
// which ends its line. parse_pgn_tree reads the text back to the same nodes and result.
std::string write_pgn(const PgnTree& tree);

} // namespace quince
