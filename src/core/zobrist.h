// Zobrist keys for the position key, the pawn key and the material signature.
#pragma once

#include "core/types.h"

namespace quince::zobrist {

extern Key psq[PIECE_NB][SQ_NB];
extern Key enpassant[8];
extern Key castling[CASTLING_RIGHT_NB];
extern Key side;
// Material signature: the key of "the n-th piece of this kind" (n = 0..63), so that the XOR over
// all pieces depends only on the piece counts.
extern Key material[PIECE_NB][SQ_NB];

void init();

} // namespace quince::zobrist
