// Perft: count leaf nodes of the legal move tree (bulk counting at the last ply).
#pragma once

#include <cstdint>
#include <ostream>

#include "board/position.h"

namespace quince {

std::uint64_t perft(Position& pos, int depth);
// Print each root move with its count, then "Nodes: N", then time and nodes/second.
std::uint64_t perft_divide(Position& pos, int depth, std::ostream& out);

} // namespace quince
