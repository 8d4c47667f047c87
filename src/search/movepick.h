// Staged move picker. Main search: hash move, winning captures (by MVV-LVA plus capture
// history, losing ones by SEE put aside), killers, countermove, quiets by history, losing
// captures. In check: every evasion, captures first. Quiescence: hash move then captures.
// The generator is fully legal, so only moves from outside it (hash, killers, countermove)
// need a legality test.
#pragma once

#include "board/movegen.h"
#include "board/position.h"
#include "board/see.h" // SeeValue: ordering and pruning use the exchange values
#include "search/history.h"

namespace quince::search {

struct ScoredMove {
    Move move;
    int score;
};

class MovePicker {
  public:
    // Main search.
    MovePicker(const Position& pos, Move tt_move, int depth, const Histories* h,
               const PieceToHistory* const* cont, const Move* killers, Move counter);
    // Quiescence search (captures and queen promotions; all evasions when in check).
    MovePicker(const Position& pos, Move tt_move, const Histories* h, const PieceToHistory* const* cont);

    // The next move, or Move::none() when exhausted. With skip_quiets, quiet moves (killers,
    // countermove, quiets) are no longer returned; captures still are.
    Move next(bool skip_quiets = false);

  private:
    enum Stage {
        MAIN_TT,
        CAPTURE_INIT,
        GOOD_CAPTURE,
        KILLER1,
        KILLER2,
        COUNTER,
        QUIET_INIT,
        QUIET,
        BAD_CAPTURE,
        EVASION_TT,
        EVASION_INIT,
        EVASION,
        QS_TT,
        QS_INIT,
        QS_CAPTURE,
        DONE
    };
    void score_captures();
    void score_quiets();
    void score_evasions();
    bool is_special(Move m) const {
        return m == tt_move_ || m == killers_[0] || m == killers_[1] || m == counter_;
    }
    bool usable(Move m, bool quiet) const;
    Move pick_best(ScoredMove* begin, ScoredMove* end);
    // The first of the best-scored moves to the front, the others in their order.
    static void pick_first_best(ScoredMove* begin, ScoredMove* end);

    const Position& pos_;
    const Histories* h_;
    const PieceToHistory* const* cont_;
    Move tt_move_, killers_[2], counter_;
    int stage_;
    // Unconstructed (an anonymous union): only entries the stages wrote are read, and zeroing
    // 2 KB in every node's picker cost more than the rest of its constructor.
    union {
        ScoredMove moves_[256];
    };
    ScoredMove *cur_, *end_, *bad_end_;
};

} // namespace quince::search
