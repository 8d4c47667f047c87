// Pawn structure (reference section 5): doubled, isolated, backward, candidate passers, and the
// passed pawns the passer term scores later. Depends only on the pawns, so it is cached per
// pawn key.
#pragma once

#include <vector>

#include "board/position.h"
#include "eval/params.h"

namespace quince::eval {

struct PawnInfo {
    Key key = 0;
    Score score[COLOR_NB];        // each colour's own structure score (good for that colour)
    Bitboard passed[COLOR_NB] = {}; // passed pawns (each the most advanced pawn of its file)
};

void compute_pawns(const Position& pos, const Params& P, PawnInfo& pi);

class PawnTable {
  public:
    PawnTable() : table_(Size) { clear(); }
    const PawnInfo& probe(const Position& pos, const Params& P) {
        PawnInfo& e = table_[pos.pawn_key() & (Size - 1)];
        if (e.key != pos.pawn_key()) compute_pawns(pos, P, e);
        return e;
    }
    void clear() {
        for (auto& e : table_) e = PawnInfo{}, e.key = EmptyKey;
    }

  private:
    static constexpr std::size_t Size     = 1 << 14;
    static constexpr Key         EmptyKey = 0x9e3779b97f4a7c15ULL;
    std::vector<PawnInfo> table_;
};

} // namespace quince::eval
