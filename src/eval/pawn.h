// Pawn structure (docs/reference/fruit21.md §5): doubled, isolated, backward, candidate passers, and the
// passed pawns the passer term scores later. Depends only on the pawns, so it is cached per
// pawn key.
#pragma once

#include "board/position.h"
#include "eval/cache.h"
#include "eval/params.h"

namespace quince::eval {

struct PawnInfo {
    Key key = 0;
    Score score[COLOR_NB]; // each colour's own structure score (good for that colour)
    Bitboard passed = 0;   // passed pawns of both colours (each the most advanced of its file)
};

void compute_pawns(const Position& pos, const Params& P, PawnInfo& pi);
struct NoTrace;   // eval/trace.h
struct Trace;     // eval/trace.h
struct CoefTrace; // eval/trace.h
// pawn_rybka.cpp: one colour's structure score in Rybka's model; sets that colour's passers.
// Instantiated for NoTrace (the pawn hash), Trace and CoefTrace (the tuner).
template <class Sink>
Score rybka_pawns_of(const Position& pos, const Params& P, Color me, Bitboard& passed, Sink& sink);
// The pawn structure computed afresh (not cached) into a recording sink: each pawn's share
// (Trace::piece), and with CoefTrace the tuner's coefficients of the pawn-structure weights.
// Instantiated for Trace and CoefTrace.
template <class Sink> void pawn_trace(const Position& pos, const Params& P, Sink& sink);

class PawnTable {
  public:
    const PawnInfo& probe(const Position& pos, const Params& P) {
        return cache_.probe(pos.pawn_key(), [&](PawnInfo& e) { compute_pawns(pos, P, e); });
    }
    void clear() { cache_.clear(); }

  private:
    Cache<PawnInfo, 1 << 15> cache_;
};

static_assert(sizeof(PawnInfo) == 32);

} // namespace quince::eval
