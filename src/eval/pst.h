// Piece-square tables, built at start-up from the profile's file/rank profiles and weights
// (docs/reference/fruit21.md §4) or taken from its explicit tables (Rules::PstFrom). The result is a
// PsqTable that Position sums incrementally.
#pragma once

#include "board/position.h"
#include "eval/params.h"

namespace quince::eval {

// White's tables (piece type x square), then the PsqTable with Black's entries mirrored and negated.
void build_psq_table(const Params& P, PsqTable& out);

// One colour's own PST sum (positive = good for that colour) with table t; used by the trace.
Score psq_side(const Position& pos, const PsqTable& t, Color c);
// The White-minus-Black sum from scratch, for a position that carries another table.
Score psq_total(const Position& pos, const PsqTable& t);

struct CoefTrace; // eval/trace.h
// The tuner's coefficients of the PST weights (or of the explicit table entries, PstSource::Tables).
void psq_coefs(const Position& pos, const Params& P, CoefTrace& sink);

} // namespace quince::eval
