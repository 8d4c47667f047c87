// Zobrist keys for the position key, the pawn key and the material signature.
#pragma once

#include "core/types.h"

namespace quince::zobrist {

extern Key psq[PIECE_NB][SQ_NB];
extern Key enpassant[8];
extern Key castling[CASTLING_RIGHT_NB];
extern Key side;
// Material signature: the key of "the n-th piece of this kind" (n = 0..15), so that the XOR over
// all pieces depends only on the piece counts.
extern Key material[PIECE_NB][16];

void init();

} // namespace quince::zobrist
