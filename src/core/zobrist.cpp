#include "core/zobrist.h"

namespace quince::zobrist {

Key psq[PIECE_NB][SQ_NB];
Key enpassant[8];
Key castling[CASTLING_RIGHT_NB];
Key side;
Key material[PIECE_NB][SQ_NB];

void init() {
    // splitmix64 from a fixed seed: the keys are the same in every run and every build.
    std::uint64_t state = 0x51C0FFEE12345ULL;
    auto next           = [&state]() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z               = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z               = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    };
    for (auto& row : psq)
        for (Key& k : row) k = next();
    for (Key& k : enpassant) k = next();
    // Castling keys are the XOR of one key per right, so partial changes compose.
    Key single[4] = {next(), next(), next(), next()};
    for (int cr = 0; cr < CASTLING_RIGHT_NB; ++cr) {
        castling[cr] = 0;
        for (int b = 0; b < 4; ++b)
            if (cr & (1 << b)) castling[cr] ^= single[b];
    }
    side = next();
    for (auto& row : material)
        for (Key& k : row) k = next();
}

} // namespace quince::zobrist
