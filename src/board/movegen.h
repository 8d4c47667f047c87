// Legal move generation: pins and check masks make every generated move legal, so perft and the
// search never make a move only to find it leaves the king in check.
#pragma once

#include "board/position.h"

namespace quince {

// CAPTURES: captures (every promotion piece for capturing promotions) and queen push-promotions.
// QUIETS:   everything else (quiet moves, castling, under-promotion pushes).
// ALL:      both. The three are exact complements, whether or not the side is in check.
enum GenType { CAPTURES, QUIETS, ALL };

struct MoveList {
    // The array is left unconstructed (an anonymous union): add() writes each entry before
    // anything reads it, and zeroing 512 bytes at every node's generation showed in profiles.
    MoveList() {}
    union {
        Move moves[256];
    };
    int n = 0;
    void add(Move m) { moves[n++] = m; }
    int size() const { return n; }
    bool empty() const { return n == 0; }
    Move* begin() { return moves; }
    Move* end() { return moves + n; }
    const Move* begin() const { return moves; }
    const Move* end() const { return moves + n; }
    Move operator[](int i) const { return moves[i]; }
    bool contains(Move m) const {
        for (int i = 0; i < n; ++i)
            if (moves[i] == m) return true;
        return false;
    }
};

template <GenType T> void generate(const Position& pos, MoveList& list);

inline MoveList legal_moves(const Position& pos) {
    MoveList l;
    generate<ALL>(pos, l);
    return l;
}

} // namespace quince
