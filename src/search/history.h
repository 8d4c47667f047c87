// Move-ordering statistics kept by each search thread: butterfly history (side, from, to),
// continuation history (previous piece/square -> this piece/square), capture history
// (piece, to, captured type) and countermoves. All use the "gravity" update
// h += bonus - h * |bonus| / limit, which keeps every value inside [-limit, limit].
#pragma once

#include <cstdint>
#include <cstdlib>
#include <cstring>

#include "core/types.h"

namespace quince::search {

constexpr int HistoryLimit    = 16384;
constexpr int CorrectionSize  = 16384;
constexpr int CorrectionGrain = 32;
constexpr int CorrectionMax   = 96 * CorrectionGrain;

inline void update_stat(std::int16_t& h, int bonus) {
    int b = bonus > HistoryLimit ? HistoryLimit : bonus < -HistoryLimit ? -HistoryLimit : bonus;
    h     = std::int16_t(h + b - h * std::abs(b) / HistoryLimit);
}

// Indexed [piece][to]; piece NO_PIECE (12) with square 0 is the "no previous move" sentinel.
using PieceToHistory = std::int16_t[PIECE_NB + 1][SQ_NB];

struct Histories {
    std::int16_t butterfly[COLOR_NB][SQ_NB * SQ_NB];
    // [moving piece][to][captured type]; NO_PIECE_TYPE: a promotion that captures nothing.
    std::int16_t capture[PIECE_NB][SQ_NB][PIECE_TYPE_NB + 1];
    PieceToHistory continuation[PIECE_NB + 1][SQ_NB];
    Move countermove[PIECE_NB + 1][SQ_NB];
    // Static-evaluation correction by pawn structure: how far search results have been from the
    // static evaluation in positions with this pawn key, in 1/CorrectionGrain centipawns.
    std::int16_t correction[COLOR_NB][CorrectionSize];

    void clear() {
        std::memset(butterfly, 0, sizeof butterfly);
        std::memset(capture, 0, sizeof capture);
        std::memset(continuation, 0, sizeof continuation);
        std::memset(correction, 0, sizeof correction);
        for (auto& row : countermove)
            for (Move& m : row) m = Move::none();
    }
};

} // namespace quince::search
