#include "search/root.h"

#include <algorithm>

#include "board/movegen.h"
#include "board/see.h"
#include "search/syzygy.h"

namespace quince::search {

std::vector<RootMove> first_root_moves(const Position& root, const std::vector<Move>& searchmoves) {
    std::vector<RootMove> moves;
    for (Move m : legal_moves(root))
        if (searchmoves.empty() || std::find(searchmoves.begin(), searchmoves.end(), m) != searchmoves.end())
            moves.emplace_back(m);
    auto first_look = [&](Move m) {
        const PieceType victim = root.captured_type(m);
        int v                  = m.kind() == PROMOTION ? 8 * SeeValue[QUEEN] : 0;
        if (victim != NO_PIECE_TYPE) {
            // Least valuable attacker first among equal victims. A capturing king is ordered by its
            // victim alone (worth 0 here, not SEE's 10000: the search's values always were so).
            const PieceType mover = type_of(root.moved_piece(m));
            v += 8 * SeeValue[victim] - (mover == KING ? 0 : SeeValue[mover] / 8);
        }
        return v;
    };
    std::stable_sort(moves.begin(), moves.end(), [&](const RootMove& a, const RootMove& b) {
        return first_look(a.move) > first_look(b.move);
    });
    return moves;
}

RootTablebase rank_root_moves(const Position& root, std::vector<RootMove>& rms, int probe_limit,
                              bool rule50) {
    RootTablebase tb;
    tb.cardinality = std::min(tb::largest(), probe_limit);
    if (!tb.cardinality || rms.empty() || popcount(root.pieces()) > tb.cardinality || root.castling_rights())
        return tb;
    const int cnt50 = root.rule50();
    const bool rep  = root.has_repeated();
    bool ranked     = false;
    tb::RootResult rr;
    if (tb::probe_root(root, &rr)) {
        // Rank by DTZ counted from the root (v > 0: a win in v plies to the next capture or pawn
        // move, v < 0: a loss). Wins that stay within the fifty-move rule rank equally (1000), so
        // the search chooses among them; as the counter grows, slower ones drop below 1000 and
        // only moves that make progress are left, so the win is converted in time. After a
        // repetition every win is ranked by its DTZ, which ends any shuffling. Losses rank
        // equally unless a fifty-move draw is in sight (then the longest resistance ranks best).
        ranked = true;
        for (RootMove& rm : rms) {
            auto it = std::find_if(rr.moves.begin(), rr.moves.end(),
                                   [&](const tb::MoveResult& r) { return r.move == rm.move; });
            if (it == rr.moves.end()) {
                ranked = false;
                break;
            }
            const int v = it->wdl > tb::DRAW ? it->dtz : it->wdl < tb::DRAW ? -it->dtz : 0;
            rm.tb_dtz   = v;
            rm.tb_rank  = v > 0   ? (v + cnt50 <= 99 && !rep ? 1000 : std::max(1, 1000 - (v + cnt50)))
                          : v < 0 ? (-2 * v + cnt50 < 100 ? -1000 : std::min(-1, -1000 + (-v + cnt50)))
                                  : 0;
        }
    }
    if (!ranked) {
        // No DTZ (a table missing): rank by the WDL of the position after each move.
        static constexpr int WdlRank[] = {-1000, -899, 0, 899, 1000};
        ranked                         = true;
        Position p                     = root;
        for (RootMove& rm : rms) {
            tb::Wdl w;
            p.make_move(rm.move);
            const bool hit = tb::probe_wdl(p, &w, true);
            p.unmake_move(rm.move);
            if (!hit) {
                ranked = false;
                break;
            }
            rm.tb_rank = WdlRank[2 - int(w)];
        }
    }
    if (!ranked) return tb;
    tb.in_tables = true;
    tb.hits      = rms.size();
    // From `bound` on a rank is a win (with the fifty-move rule: one it cannot spoil).
    const int bound = rule50 ? 900 : 1;
    for (RootMove& rm : rms)
        rm.tb_score = rm.tb_rank >= bound   ? tb_win_in(1)
                      : rm.tb_rank > 0      ? 1
                      : rm.tb_rank == 0     ? VALUE_DRAW
                      : rm.tb_rank > -bound ? -1
                                            : tb_loss_in(1);
    // Best rank first; within a rank the fastest win (the longest loss) first, so that the search
    // tries it first and keeps it when the scores tie.
    std::stable_sort(rms.begin(), rms.end(), [](const RootMove& a, const RootMove& b) {
        return a.tb_rank != b.tb_rank ? a.tb_rank > b.tb_rank : a.tb_dtz < b.tb_dtz;
    });
    const int best = rms.front().tb_rank;
    rms.erase(std::find_if(rms.begin(), rms.end(), [&](const RootMove& rm) { return rm.tb_rank < best; }),
              rms.end());
    return tb;
}

// Decided: a dead draw on the board, and a root in the tablebases unless the search found a mate:
// the move's rank is a win or a loss from the same bound rank_root_moves uses, and a draw below it
// (a win or loss the fifty-move rule spoils is a draw when Syzygy50MoveRule is on).
wdl::PerMille shown_wdl(const Position& root, const RootMove& rm, int shown, const RootTablebase& tb,
                        bool rule50) {
    if (tb.in_tables && std::abs(shown) < VALUE_MATE_IN_MAX_PLY) {
        const int bound = rule50 ? 900 : 1;
        return rm.tb_rank >= bound    ? wdl::PerMille{1000, 0, 0}
               : rm.tb_rank <= -bound ? wdl::PerMille{0, 0, 1000}
                                      : wdl::PerMille{0, 1000, 0};
    }
    return wdl::per_mille(root, shown);
}

} // namespace quince::search
