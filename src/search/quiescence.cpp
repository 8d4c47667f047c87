#include "search/quiescence.h"

#include <algorithm>
#include <memory>

#include "board/movegen.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "search/history.h"
#include "search/movepick.h"
#include "search/params.h"

namespace quince::search {

namespace {

// Move-ordering statistics that are never updated: all zero, the state of a fresh search. Read
// only, so one copy serves every thread.
const Histories& zero_histories() {
    static const std::unique_ptr<Histories> h = [] {
        auto p = std::make_unique<Histories>();
        p->clear();
        return p;
    }();
    return *h;
}

class LineSearch {
  public:
    LineSearch(Position& pos, eval::Evaluator& ev) : pos_(pos), ev_(ev), hist_(zero_histories()) {
        const PieceToHistory* none = &hist_.continuation[NO_PIECE][0];
        std::fill(std::begin(cont_), std::end(cont_), none);
    }

    // Worker::qsearch's rules on a PV node (the full window at the root), with `pv` receiving the
    // line from this node.
    int search(int alpha, int beta, int ply, int depth, Move prev, std::vector<Move>& pv) {
        pv.clear();
        ++nodes_;
        const bool in_check = pos_.in_check();
        if (pos_.rule50() >= 100 && in_check) return legal_moves(pos_).empty() ? mated_in(ply) : VALUE_DRAW;
        if (pos_.is_draw(ply) || pos_.insufficient_material()) return VALUE_DRAW;
        if (ply >= MAX_PLY - 1) return in_check ? VALUE_DRAW : evaluate();

        int best_value, futility_base;
        if (in_check) {
            best_value = futility_base = -VALUE_INFINITE;
        } else {
            best_value = evaluate();
            if (best_value >= beta || nodes_ > QuiescenceMaxNodes) return best_value;
            if (best_value > alpha) alpha = best_value;
            futility_base = best_value + QsFutility;
        }

        MovePicker mp(pos_, Move::none(), &hist_, cont_);
        std::vector<Move> child;
        int move_count = 0;
        for (Move m; (m = mp.next());) {
            if (qs_beyond_recaptures(m, prev, depth, in_check)) continue;
            ++move_count;
            if (qs_pruned(pos_, m, in_check, move_count, futility_base, alpha, best_value)) continue;
            pos_.make_move(m);
            const int v = -search(-beta, -alpha, ply + 1, depth - 1, m, child);
            pos_.unmake_move(m);
            if (v > best_value) {
                best_value = v;
                if (v > alpha) {
                    pv.assign(1, m);
                    pv.insert(pv.end(), child.begin(), child.end());
                    if (v >= beta) break;
                    alpha = v;
                }
            }
        }
        if (in_check && best_value == -VALUE_INFINITE) return mated_in(ply);
        return best_value;
    }

    std::uint64_t nodes() const { return nodes_; }

  private:
    int evaluate() {
        return std::clamp(ev_.evaluate(pos_), VALUE_TB_LOSS_IN_MAX_PLY + 1, VALUE_TB_WIN_IN_MAX_PLY - 1);
    }

    Position& pos_;
    eval::Evaluator& ev_;
    const Histories& hist_;
    const PieceToHistory* cont_[4];
    std::uint64_t nodes_ = 0;
};

} // namespace

QuiescenceLine quiescence_line(const Position& pos, eval::Evaluator& evaluator) {
    Position p = pos;
    evaluator.prepare(p);
    LineSearch s(p, evaluator);
    QuiescenceLine line;
    line.score = s.search(-VALUE_INFINITE, VALUE_INFINITE, 0, 0, Move::none(), line.moves);
    line.nodes = s.nodes();
    return line;
}

QuiescenceLine quiescence_line(const Position& pos, const eval::Profile& profile) {
    eval::Evaluator ev(profile);
    return quiescence_line(pos, ev);
}

} // namespace quince::search
