// Standard algebraic notation (SAN), as the explorer and PGN use it: moves as PGN writes them, and
// PGN move text read back into moves. Uses the engine's legal move generator; standard chess only
// (castling as O-O / O-O-O).
#pragma once

#include <string>

#include "board/position.h"

namespace quince {

// `m` (legal in `pos`) in SAN, with `+` or `#` when it checks or mates.
std::string to_san(const Position& pos, Move m);
// The legal move `text` names in `pos` (SAN as PGN writes it, tolerant of a missing or extra
// check sign, `0-0` for castling, `e8Q` for `e8=Q`, a trailing `!`/`?` annotation), or
// Move::none() with a message in *error.
Move parse_san(const Position& pos, const std::string& text, std::string* error);

} // namespace quince
