// Opening names: lichess's chess-openings data set (data/openings/eco.tsv, CC0; its origin in
// data/SOURCES.md), compiled into the binary and indexed at first use. Each of its lines gives an
// ECO code, a name and a line of moves (SAN); the position after those moves is the named one.
// Positions are keyed as the opening set keys them: placement, side to move, castling rights and
// the en passant square only when a pawn can take there (the Zobrist key, Position::key(), does
// exactly that; move counters do not count), so a transposition finds the name too.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "board/position.h"

namespace quince {

struct OpeningName {
    std::string_view eco;  // "B90"
    std::string_view name; // "Sicilian Defense: Najdorf Variation"
    std::string_view pgn;  // the data set's line to it: "1. e4 c5 2. Nf3 d6 ..."
    int plies = 0;         // the number of moves of that line
};

// The name of exactly this position, or nullptr. Thread-safe (the index is built once, by the
// first caller).
const OpeningName* opening_of(const Position& pos);

struct OpeningMatch {
    const OpeningName* opening = nullptr;
    int ply                    = 0; // after this many of the moves (0: `start` itself)
};
// The deepest named position along `moves` (legal moves, played from `start`): the data set's
// convention, walking back from the end until a named position is found, so that a line which
// left the book keeps the last name it had. {nullptr, 0} if no position of the line is named.
OpeningMatch classify(const Position& start, const std::vector<Move>& moves);

// What building the index found (for tests and the report of its cost).
struct OpeningIndexInfo {
    std::size_t lines     = 0; // lines of the data set (without its header)
    std::size_t positions = 0; // distinct positions named
    std::size_t bad_lines = 0; // lines whose moves did not parse (their names are left out)
    std::size_t duplicate = 0; // lines naming a position an earlier line named (the first name kept)
    std::string first_error;   // the first bad or duplicate line, with the reason
    double build_ms = 0;       // time taken to build the index
};
const OpeningIndexInfo& opening_index_info();

} // namespace quince
