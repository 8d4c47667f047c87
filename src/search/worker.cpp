#include "search/worker.h"

#include <algorithm>
#include <cmath>

#include "board/movegen.h"
#include "board/see.h"
#include "eval/profile.h"
#include "search/history.h"
#include "search/movepick.h"
#include "search/params.h"
#include "search/quiescence.h" // QsRecaptureDepth, shared with the explorer's quiescence line
#include "search/syzygy.h"

namespace quince::search {

namespace {
// Late-move reduction table, [quiet=0 / capture=1][depth][move number], in plies.
int Reductions[2][64][64];

// ln(n) for n = 0..63 (n = 0 unused), each the double nearest to the exact value (Python's decimal
// module at 40 digits, then float()). Tabulated rather than std::log so that the table, and so the
// search, is the same in every build: libm's log may differ in the last bit between glibc on x86-64
// and aarch64 and mingw-w64's, while the operations below (* / +, each correctly rounded by IEEE
// 754, no multiply-add to contract) give the same doubles everywhere. tests/test_portable.cpp
// checks the values against std::log and that the table is the one std::log gave (bench 5291847).
constexpr double Ln[64] = {
    0.0,
    0.0,
    0.6931471805599453,
    1.0986122886681098,
    1.3862943611198906,
    1.6094379124341003,
    1.791759469228055,
    1.9459101490553132,
    2.0794415416798357,
    2.1972245773362196,
    2.302585092994046,
    2.3978952727983707,
    2.4849066497880004,
    2.5649493574615367,
    2.6390573296152584,
    2.70805020110221,
    2.772588722239781,
    2.833213344056216,
    2.8903717578961645,
    2.9444389791664403,
    2.995732273553991,
    3.044522437723423,
    3.091042453358316,
    3.1354942159291497,
    3.1780538303479458,
    3.2188758248682006,
    3.258096538021482,
    3.295836866004329,
    3.332204510175204,
    3.367295829986474,
    3.4011973816621555,
    3.4339872044851463,
    3.4657359027997265,
    3.4965075614664802,
    3.5263605246161616,
    3.5553480614894135,
    3.58351893845611,
    3.6109179126442243,
    3.6375861597263857,
    3.6635616461296463,
    3.6888794541139363,
    3.713572066704308,
    3.7376696182833684,
    3.7612001156935624,
    3.784189633918261,
    3.8066624897703196,
    3.828641396489095,
    3.8501476017100584,
    3.871201010907891,
    3.8918202981106265,
    3.912023005428146,
    3.9318256327243257,
    3.9512437185814275,
    3.970291913552122,
    3.9889840465642745,
    4.007333185232471,
    4.02535169073515,
    4.04305126783455,
    4.060443010546419,
    4.07753744390572,
    4.0943445622221,
    4.110873864173311,
    4.127134385045092,
    4.143134726391533,
};
} // namespace

void init_reductions() {
    for (int d = 1; d < 64; ++d)
        for (int m = 1; m < 64; ++m) {
            const double l      = Ln[d] * Ln[m];
            Reductions[0][d][m] = int(LmrQuietBase / 100.0 + l / (LmrQuietDiv / 100.0));
            Reductions[1][d][m] = int(LmrCaptureBase / 100.0 + l / (LmrCaptureDiv / 100.0));
        }
}

int reduction_table(bool capture, int depth, int move_count) {
    return Reductions[capture][depth][move_count];
}

int hindsight_depth_change(int prior_reduction, int eval, int parent_eval, int depth) {
    const int gain = eval + parent_eval; // what the move handed this side, by the evaluations
    if (prior_reduction >= HindsightPlies && gain <= 0) return 1;
    if (prior_reduction >= 1 && depth >= 2 && gain > HindsightGain) return -1;
    return 0;
}

namespace {

// The reduction table is filled before main(), and again when a tunable build changes a parameter.
struct ReductionInit {
    ReductionInit() { init_reductions(); }
} reduction_init;

int reduction(bool capture, int depth, int move_count) {
    return Reductions[capture][std::min(depth, 63)][std::min(move_count, 63)];
}

int stat_bonus(int depth) { return std::min(HistBonusMul * depth - HistBonusSub, HistBonusMax); }

int late_move_count(int depth, bool improving) {
    return improving ? 3 + depth * depth : (3 + depth * depth) / 2;
}

bool has_non_pawn_material(const Position& pos, Color c) {
    return pos.pieces(c) & ~pos.pieces(c, PAWN, KING);
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Per-thread search state.

struct Stack {
    int ply                   = 0;
    Move current_move         = Move::none();
    Move excluded             = Move::none();
    Move killers[2]           = {Move::none(), Move::none()};
    int static_eval           = VALUE_NONE;
    int stat_score            = 0;
    int move_count            = 0;
    int double_ext            = 0;
    int reduction             = 0; // plies the move being searched from here was reduced by
    bool in_check             = false;
    bool tt_pv                = false;
    PieceToHistory* cont_hist = nullptr;
};

Worker::Worker(int id, const eval::Profile& profile, SearchContext ctx)
    : ctx_(ctx), id_(id), evaluator_(profile), hist_(std::make_unique<Histories>()) {
    hist_->clear();
}

Worker::~Worker() = default;

void Worker::clear() {
    hist_->clear();
    evaluator_.clear();
}

void Worker::set_profile(const eval::Profile& profile) { evaluator_.set_profile(profile); }

void Worker::prepare(const Position& pos, const std::vector<RootMove>& root_moves) {
    pos_ = pos;
    evaluator_.prepare(pos_); // the incremental PST sums of this worker's profile
    evaluator_.clear_lazy();  // no lazy window before the first iteration
    lazy_profile_ = evaluator_.profile().params.LazyEval;
    root_moves_   = root_moves;
    nodes_.store(0, std::memory_order_relaxed);
    tb_hits_.store(0, std::memory_order_relaxed);
    completed_depth_   = 0;
    best_move_changes_ = 0;
    last_reported_     = Move::none();
    calls_cnt_         = 0;
}

void Worker::play_line(std::size_t i) {
    if (i) std::rotate(root_moves_.begin(), root_moves_.begin() + i, root_moves_.begin() + i + 1);
}

inline int Worker::evaluate() {
    int v = evaluator_.evaluate(pos_);
    return std::clamp(v, VALUE_TB_LOSS_IN_MAX_PLY + 1, VALUE_TB_WIN_IN_MAX_PLY - 1);
}

// The static evaluation of a node and what the hash table may keep of it: a lazy evaluation
// (rybka's material-only exit, valid only inside this search's window around its root score)
// is used here but never stored, so no other search, and no later iteration with another
// window, is handed it as the full evaluation.
struct Worker::StaticEval {
    int raw = VALUE_NONE, stored = VALUE_NONE;
    bool lazy = false;
};

inline Worker::StaticEval Worker::static_eval(bool tt_hit, const TTEntryData& tte) {
    if (tt_hit && tte.eval != VALUE_NONE) return {tte.eval, tte.eval, false};
    const int v = evaluate();
    // Asked only of a profile with the exit: the search's usual profiles pay no call for it.
    const bool lazy = lazy_profile_ && evaluator_.last_was_lazy();
    return {v, lazy ? VALUE_NONE : v, lazy};
}

inline std::int16_t& Worker::correction_entry() {
    return hist_->correction[pos_.side_to_move()][pos_.pawn_key() & (CorrectionSize - 1)];
}

inline int Worker::corrected(int raw) {
    int v = raw + correction_entry() / CorrectionGrain;
    return std::clamp(v, VALUE_TB_LOSS_IN_MAX_PLY + 1, VALUE_TB_WIN_IN_MAX_PLY - 1);
}

inline void Worker::update_correction(int diff, int depth) {
    std::int16_t& c = correction_entry();
    int w           = std::min(depth + 1, 16);
    int target      = std::clamp(diff * CorrectionGrain, -CorrectionMax, CorrectionMax);
    c = std::int16_t(std::clamp((c * (256 - w) + target * w) / 256, -CorrectionMax, CorrectionMax));
}

inline void Worker::update_pv(int ply, Move m) {
    pv_[ply][ply] = m;
    for (int i = ply + 1; i < pv_len_[ply + 1]; ++i) pv_[ply][i] = pv_[ply + 1][i];
    pv_len_[ply] = std::max(pv_len_[ply + 1], ply + 1);
}

inline void Worker::update_continuation(Stack* ss, Piece pc, Square to, int bonus) {
    for (int i : {1, 2, 4, 6}) {
        if (ss->in_check && i > 2) break;
        if ((ss - i)->current_move.is_ok()) update_stat((*(ss - i)->cont_hist)[pc][to], bonus);
    }
}

inline void Worker::update_quiet_stats(Stack* ss, Move m, int bonus) {
    if (ss->killers[0] != m) {
        ss->killers[1] = ss->killers[0];
        ss->killers[0] = m;
    }
    Color us = pos_.side_to_move();
    update_stat(hist_->butterfly[us][m.from() * 64 + m.to()], bonus);
    update_continuation(ss, pos_.moved_piece(m), m.to(), bonus);
    Move prev = (ss - 1)->current_move;
    if (prev.is_ok()) hist_->countermove[pos_.piece_on(prev.to())][prev.to()] = m;
}

inline void Worker::update_quiet_history(Stack* ss, Move m, int bonus) {
    update_stat(hist_->butterfly[pos_.side_to_move()][m.from() * 64 + m.to()], bonus);
    update_continuation(ss, pos_.moved_piece(m), m.to(), bonus);
}

inline void Worker::update_capture_history(Move m, int bonus) {
    update_stat(hist_->capture[pos_.moved_piece(m)][m.to()][pos_.captured_type(m)], bonus);
}

inline Move Worker::counter_move(Stack* ss) const {
    Move prev = (ss - 1)->current_move;
    return prev.is_ok() ? hist_->countermove[pos_.piece_on(prev.to())][prev.to()] : Move::none();
}

// ---------------------------------------------------------------------------------------------

void Worker::check_time() {
    if (--calls_cnt_ > 0) return;
    const Limits& lim              = ctx_.setup.limits;
    const std::uint64_t node_limit = ctx_.setup.node_limit;
    calls_cnt_ =
        node_limit ? int(std::min<std::uint64_t>(1024, std::max<std::uint64_t>(1, node_limit / 1024))) : 1024;
    if (node_limit && ctx_.host.nodes_searched() >= node_limit)
        ctx_.signals.limit_reached.store(true, std::memory_order_relaxed);
    if (ctx_.signals.pondering.load(std::memory_order_relaxed) || !ctx_.setup.tm.enabled()) return;
    // The hard limit stops the search at its first check once depth 1 is complete (stopped()).
    TimePoint elapsed = now_ms() - lim.start;
    if (elapsed >= ctx_.setup.tm.maximum() ||
        (completed_depth_ >= 1 && ctx_.signals.stop_on_ponderhit.load(std::memory_order_relaxed)))
        ctx_.host.request_stop();
}

template <Worker::NodeType NT> int Worker::search(int alpha, int beta, int depth, bool cut_node, Stack* ss) {
    constexpr bool PvNode = NT != NonPV;
    constexpr bool IsRoot = NT == Root;

    if (depth <= 0) return qsearch < PvNode ? PV : NonPV > (alpha, beta, ss);
    depth = std::min(depth, MAX_PLY - 1);

    const int ply = ss->ply;
    pv_len_[ply]  = ply;
    if (id_ == 0) check_time();
    if (PvNode && sel_depth_ < ply + 1) sel_depth_ = ply + 1;

    const bool in_check = pos_.in_check();
    ss->in_check        = in_check;

    if (!IsRoot) {
        if (stopped()) return 0;
        if (pos_.rule50() >= 100 && in_check) return legal_moves(pos_).empty() ? mated_in(ply) : VALUE_DRAW;
        if (pos_.is_draw(ply) || pos_.insufficient_material()) return VALUE_DRAW;
        if (ply >= MAX_PLY - 1) return in_check ? VALUE_DRAW : evaluate();
        // Mate-distance pruning: no line from here can beat a mate already found nearer the root.
        alpha = std::max(mated_in(ply), alpha);
        beta  = std::min(mate_in(ply + 1), beta);
        if (alpha >= beta) return alpha;
    }

    (ss + 1)->excluded   = Move::none();
    (ss + 2)->killers[0] = (ss + 2)->killers[1] = Move::none();
    ss->double_ext                              = (ss - 1)->double_ext;
    Move excluded                               = ss->excluded;
    Key key                                     = pos_.key();

    // ---- transposition table
    TTEntryData tte;
    bool tt_hit     = !excluded && ctx_.tt.probe(key, tte);
    int tt_value    = tt_hit ? value_from_tt(tte.value, ply, pos_.rule50()) : VALUE_NONE;
    Move tt_move    = IsRoot ? root_moves_[pv_idx_].move : tt_hit ? tte.move : Move::none();
    bool tt_capture = tt_move && pos_.is_capture_or_promotion(tt_move);
    if (!excluded) ss->tt_pv = PvNode || (tt_hit && tte.pv);

    if (!PvNode && tt_hit && tte.depth >= depth && tt_value != VALUE_NONE && pos_.rule50() < 90 &&
        (tte.bound & (tt_value >= beta ? BOUND_LOWER : BOUND_UPPER))) {
        // A quiet hash move that still fails high earns history credit.
        if (tt_move && tt_value >= beta && !tt_capture && pos_.is_pseudo_legal(tt_move) &&
            pos_.is_legal(tt_move))
            update_quiet_stats(ss, tt_move, stat_bonus(depth));
        return tt_value;
    }

    // ---- tablebases: right after a capture or pawn move (the tables' WDL assumes a fifty-move
    // counter of zero) with few enough pieces and no castling rights.
    int tb_floor = -VALUE_INFINITE, tb_ceiling = VALUE_INFINITE; // PV nodes: bounds from the tables
    if (!IsRoot && !excluded && ctx_.setup.root_tb.cardinality && pos_.rule50() == 0 &&
        !pos_.castling_rights()) {
        const int pieces = popcount(pos_.pieces());
        tb::Wdl wdl;
        if (pieces <= ctx_.setup.root_tb.cardinality &&
            (pieces < ctx_.setup.root_tb.cardinality || depth >= ctx_.setup.tb_probe_depth) &&
            tb::probe_wdl(pos_, &wdl)) {
            tb_hits_.store(tb_hits_.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
            // With the fifty-move rule, cursed wins and blessed losses are draws (scored +-1).
            const int draw = ctx_.setup.tb_rule50 ? 1 : 0;
            const int v = wdl > draw ? tb_win_in(ply) : wdl < -draw ? tb_loss_in(ply) : VALUE_DRAW + int(wdl);
            const Bound b = wdl > draw ? BOUND_LOWER : wdl < -draw ? BOUND_UPPER : BOUND_EXACT;
            // A win is at least VALUE_TB - ply (the search may still find a mate), a loss at most.
            if (b == BOUND_EXACT || (b == BOUND_LOWER ? v >= beta : v <= alpha)) {
                ctx_.tt.store(key, value_to_tt(v, ply), VALUE_NONE, std::min(MAX_PLY - 1, depth + 6), b,
                              ss->tt_pv, Move::none());
                return v;
            }
            if (PvNode) {
                if (b == BOUND_LOWER) {
                    tb_floor = v;
                    alpha    = std::max(alpha, v);
                } else {
                    tb_ceiling = v;
                }
            }
        }
    }

    // ---- static evaluation (the table keeps the raw evaluation; the correction is applied on top)
    int eval = VALUE_NONE, raw_eval = VALUE_NONE;
    StaticEval se; // se.stored: what the hash table keeps (raw_eval unless lazy)
    bool improving = false;
    if (in_check) {
        ss->static_eval = VALUE_NONE;
    } else if (excluded) {
        eval     = ss->static_eval; // already computed by the parent search of this node
        raw_eval = se.raw = se.stored = tt_hit && tte.eval != VALUE_NONE ? tte.eval : VALUE_NONE;
    } else {
        se              = static_eval(tt_hit, tte);
        raw_eval        = se.raw;
        ss->static_eval = eval = corrected(raw_eval);
        if (tt_value != VALUE_NONE && (tte.bound & (tt_value > eval ? BOUND_LOWER : BOUND_UPPER)))
            eval = tt_value;
        if (!tt_hit) ctx_.tt.store(key, VALUE_NONE, se.stored, -1, BOUND_NONE, ss->tt_pv, Move::none());
    }
    // Hindsight: a move its parent reduced much but that did not hurt its side is searched a
    // ply deeper here; one that handed this side much at once, a ply shallower.
    if (!in_check && !excluded && (ss - 1)->static_eval != VALUE_NONE)
        depth += hindsight_depth_change((ss - 1)->reduction, ss->static_eval, (ss - 1)->static_eval, depth);
    if (!in_check) {
        if ((ss - 2)->static_eval != VALUE_NONE)
            improving = ss->static_eval > (ss - 2)->static_eval;
        else if ((ss - 4)->static_eval != VALUE_NONE)
            improving = ss->static_eval > (ss - 4)->static_eval;
        else
            improving = true;
    }

    // Quiet move that led here and the evaluation swing it caused: feed it to history.
    if (!in_check && !excluded && (ss - 1)->current_move.is_ok() && !(ss - 1)->in_check &&
        (ss - 1)->static_eval != VALUE_NONE && !pos_.captured_piece() && ss->static_eval != VALUE_NONE) {
        Move prev = (ss - 1)->current_move;
        int swing = std::clamp(-8 * ((ss - 1)->static_eval + ss->static_eval), -1000, 1000);
        update_stat(hist_->butterfly[~pos_.side_to_move()][prev.from() * 64 + prev.to()], swing);
    }

    if (!PvNode && !in_check && !excluded) {
        // Razoring: hopeless at low depth unless a capture sequence saves it.
        if (depth <= 3 && eval + RazorBase + RazorMul * depth * depth < alpha) {
            int v = qsearch<NonPV>(alpha - 1, alpha, ss);
            if (v < alpha) return v;
        }
        // Reverse futility pruning.
        if (depth <= 8 && eval - RfpMargin * (depth - improving) >= beta && eval < VALUE_MATE_IN_MAX_PLY &&
            !is_tb_score(eval) && beta > VALUE_MATED_IN_MAX_PLY)
            return (eval + beta) / 2;

        // Null-move pruning, verified at high depth.
        Color us = pos_.side_to_move();
        if ((ss - 1)->current_move != Move::null() && eval >= beta &&
            ss->static_eval >= beta - NmpEvalMul * depth + NmpEvalBase && ply >= nmp_min_ply_ &&
            has_non_pawn_material(pos_, us) && beta > VALUE_MATED_IN_MAX_PLY) {
            int R            = 4 + depth / 3 + std::min((eval - beta) / NmpDiv, 3);
            ss->current_move = Move::null();
            ss->cont_hist    = &hist_->continuation[NO_PIECE][0];
            pos_.make_null();
            count_node();
            int v = -search<NonPV>(-beta, -beta + 1, depth - R, !cut_node, ss + 1);
            pos_.unmake_null();
            if (stopped()) return 0;
            if (v >= beta && v < VALUE_MATE_IN_MAX_PLY) {
                if (is_tb_win(v)) v = beta; // a tablebase win after a null move proves nothing
                if (nmp_min_ply_ || depth < 14) return v;
                nmp_min_ply_ = ply + 3 * (depth - R) / 4;
                int w        = search<NonPV>(beta - 1, beta, depth - R, false, ss);
                nmp_min_ply_ = 0;
                if (w >= beta) return v;
            }
        }

        // ProbCut: a capture that beats beta by a margin in a reduced search refutes the node.
        int probcut_beta = beta + ProbcutMargin - ProbcutImproving * improving;
        if (depth >= 5 && std::abs(beta) < VALUE_MATE_IN_MAX_PLY &&
            !(tt_hit && tte.depth >= depth - 3 && tt_value != VALUE_NONE && tt_value < probcut_beta)) {
            const PieceToHistory* cont[4] = {(ss - 1)->cont_hist, (ss - 2)->cont_hist, (ss - 4)->cont_hist,
                                             (ss - 6)->cont_hist};
            MovePicker mp(pos_, tt_capture ? tt_move : Move::none(), hist_.get(), cont);
            Move m;
            while ((m = mp.next())) {
                if (m == excluded || !pos_.see_ge(m, probcut_beta - ss->static_eval)) continue;
                ss->current_move = m;
                ss->cont_hist    = &hist_->continuation[pos_.moved_piece(m)][m.to()];
                pos_.make_move(m);
                count_node();
                int v = -qsearch<NonPV>(-probcut_beta, -probcut_beta + 1, ss + 1);
                if (v >= probcut_beta)
                    v = -search<NonPV>(-probcut_beta, -probcut_beta + 1, depth - 4, !cut_node, ss + 1);
                pos_.unmake_move(m);
                if (stopped()) return 0;
                if (v >= probcut_beta) {
                    ctx_.tt.store(key, value_to_tt(v, ply), se.stored, depth - 3, BOUND_LOWER, ss->tt_pv, m);
                    return v;
                }
            }
        }
    }

    // Internal iterative reduction: without a hash move this node is probably less important.
    if (!IsRoot && !tt_move && depth >= 4 && (PvNode || cut_node)) depth -= 1 + (depth >= 8 && cut_node);

    // ---- move loop
    const PieceToHistory* cont[4] = {(ss - 1)->cont_hist, (ss - 2)->cont_hist, (ss - 4)->cont_hist,
                                     (ss - 6)->cont_hist};
    MovePicker mp(pos_, tt_move, depth, hist_.get(), cont, ss->killers, counter_move(ss));

    const Color us = pos_.side_to_move();
    int best_value = tb_floor;
    Move best_move = Move::none();
    Move quiets[64], captures[32];
    int nq = 0, nc = 0;
    int move_count   = 0;
    bool skip_quiets = false;
    Move m;

    while ((m = mp.next(skip_quiets))) {
        if (m == excluded) continue;
        if (IsRoot && std::find(root_moves_.begin() + pv_idx_, root_moves_.end(), m) == root_moves_.end())
            continue;

        ss->move_count     = ++move_count;
        const bool capture = pos_.is_capture_or_promotion(m);
        const bool check   = pos_.gives_check(m);
        const Piece pc     = pos_.moved_piece(m);
        int new_depth      = depth - 1;
        int r              = reduction(capture, depth, move_count) + (!improving && depth > 3);

        // ---- shallow-depth pruning
        if (!IsRoot && best_value > VALUE_MATED_IN_MAX_PLY && has_non_pawn_material(pos_, us)) {
            if (move_count >= late_move_count(depth, improving)) skip_quiets = true;
            int lmr_depth = std::max(new_depth - r, 0);
            if (capture || check) {
                if (capture && !check && !in_check && lmr_depth < 7) {
                    int gain = SeeValue[pos_.captured_type(m)] +
                               (m.kind() == PROMOTION ? SeeValue[m.promotion()] - 100 : 0);
                    if (ss->static_eval + CaptFutBase + CaptFutMul * lmr_depth + gain <= alpha) continue;
                }
                if (!pos_.see_ge(m, -CaptSeeMul * depth)) continue;
            } else {
                int h = (*cont[0])[pc][m.to()] + (*cont[1])[pc][m.to()] + (*cont[2])[pc][m.to()];
                if (lmr_depth < 5 && h < -QuietHistPrune * depth) continue;
                h += 2 * hist_->butterfly[us][m.from() * 64 + m.to()];
                lmr_depth = std::max(0, lmr_depth + h / QuietHistDiv);
                if (!in_check && lmr_depth < 10 &&
                    ss->static_eval + QuietFutBase + QuietFutMul * lmr_depth <= alpha) {
                    skip_quiets = true;
                    continue;
                }
                if (!pos_.see_ge(m, -QuietSeeMul * lmr_depth * lmr_depth)) continue;
            }
        }

        // ---- extensions
        int extension = 0;
        if (!IsRoot && ply < 2 * root_depth_) {
            if (depth >= 7 && m == tt_move && !excluded && tt_value != VALUE_NONE &&
                std::abs(tt_value) < VALUE_MATE_IN_MAX_PLY && (tte.bound & BOUND_LOWER) &&
                tte.depth >= depth - 3) {
                // Singular extension: is the hash move much better than every alternative?
                int s_beta   = tt_value - SingularMargin * depth / 8;
                int s_depth  = (depth - 1) / 2;
                ss->excluded = m;
                int v        = search<NonPV>(s_beta - 1, s_beta, s_depth, cut_node, ss);
                ss->excluded = Move::none();
                if (stopped()) return 0;
                if (v < s_beta) {
                    extension = 1;
                    if (!PvNode && v < s_beta - DoubleExtMargin && ss->double_ext <= 8) {
                        extension = 2;
                        ss->double_ext++;
                    }
                } else if (s_beta >= beta) {
                    return s_beta; // multi-cut: several moves beat beta
                } else if (tt_value >= beta) {
                    extension = -1;
                }
            } else if (check && depth > 1 && pos_.see_ge(m, 0)) {
                extension = 1; // check extension
            }
        }
        new_depth += extension;

        // ---- make the move
        ss->current_move = m;
        ss->cont_hist    = &hist_->continuation[pc][m.to()];
        ctx_.tt.prefetch(pos_.key_after(m));
        pos_.make_move(m);
        count_node();

        int v = -VALUE_INFINITE;
        if (depth >= 2 && move_count > 1 + IsRoot && (!capture || !ss->tt_pv || cut_node)) {
            // Late-move reduction, adjusted by node type and history.
            if (ss->tt_pv) r -= 1;
            if (cut_node) r += 2;
            if (tt_capture && !capture) r += 1;
            if (PvNode) r -= 1;
            if (check) r -= 1;
            if (m == ss->killers[0] || m == ss->killers[1]) r -= 1;
            if (capture) {
                ss->stat_score = 0;
            } else {
                ss->stat_score = 2 * hist_->butterfly[us][m.from() * 64 + m.to()] + (*cont[0])[pc][m.to()] +
                                 (*cont[1])[pc][m.to()] + (*cont[2])[pc][m.to()] - LmrHistOffset;
                r -= ss->stat_score / LmrHistDiv;
            }
            int d         = std::clamp(new_depth - r, 1, new_depth + 1);
            ss->reduction = std::max(new_depth - d, 0);
            v             = -search<NonPV>(-alpha - 1, -alpha, d, true, ss + 1);
            ss->reduction = 0;
            if (v > alpha && d < new_depth) {
                v = -search<NonPV>(-alpha - 1, -alpha, new_depth, !cut_node, ss + 1);
                if (!capture) {
                    int bonus = v <= alpha ? -stat_bonus(new_depth) : v >= beta ? stat_bonus(new_depth) : 0;
                    if (bonus) update_continuation(ss, pc, m.to(), bonus);
                }
            }
        } else if (!PvNode || move_count > 1) {
            v = -search<NonPV>(-alpha - 1, -alpha, new_depth, !cut_node, ss + 1);
        }
        if (PvNode && (move_count == 1 || (v > alpha && (IsRoot || v < beta)))) {
            pv_len_[ply + 1] = ply + 1;
            v                = -search<PV>(-beta, -alpha, new_depth, false, ss + 1);
        }
        pos_.unmake_move(m);

        if (stopped()) return 0;

        if (IsRoot) {
            RootMove& rm = *std::find(root_moves_.begin(), root_moves_.end(), m);
            rm.avg_score = rm.avg_score == -VALUE_INFINITE ? v : (2 * v + rm.avg_score) / 3;
            if (move_count == 1 || v > alpha) {
                rm.score      = v;
                rm.seldepth   = sel_depth_;
                rm.lowerbound = v >= beta;
                rm.upperbound = v <= alpha;
                rm.pv.assign(1, m);
                for (int i = ply + 1; i < pv_len_[ply + 1]; ++i) rm.pv.push_back(pv_[ply + 1][i]);
                if (move_count > 1 && id_ == 0) best_move_changes_ += 1;
            } else {
                rm.score = -VALUE_INFINITE;
            }
        }

        if (v > best_value) {
            best_value = v;
            if (v > alpha) {
                best_move = m;
                if (PvNode && !IsRoot) update_pv(ply, m);
                if (v >= beta) break;
                alpha = v;
            }
        }
        if (m != best_move) {
            if (capture && nc < 32)
                captures[nc++] = m;
            else if (!capture && nq < 64)
                quiets[nq++] = m;
        }
    }

    if (!move_count) return excluded ? alpha : in_check ? mated_in(ply) : VALUE_DRAW;

    // ---- history updates
    if (best_move) {
        int bonus = stat_bonus(depth + (best_value > beta + 100));
        if (!pos_.is_capture_or_promotion(best_move)) {
            update_quiet_stats(ss, best_move, bonus);
            for (int i = 0; i < nq; ++i) update_quiet_history(ss, quiets[i], -bonus);
        } else {
            update_capture_history(best_move, bonus);
        }
        for (int i = 0; i < nc; ++i) update_capture_history(captures[i], -bonus);
        // The previous move was refuted early: it deserves less credit.
        Move prev = (ss - 1)->current_move;
        if (prev.is_ok() && (ss - 1)->move_count == 1 + (ss - 1)->tt_pv && !pos_.captured_piece())
            update_continuation(ss - 1, pos_.piece_on(prev.to()), prev.to(), -stat_bonus(depth + 1));
    } else {
        // Fail low: the quiet move that led here was good for the opponent.
        Move prev = (ss - 1)->current_move;
        if (prev.is_ok() && !pos_.captured_piece() && depth >= 3)
            update_continuation(ss - 1, pos_.piece_on(prev.to()), prev.to(), stat_bonus(depth));
    }

    if (PvNode) best_value = std::min({best_value, tb_ceiling, mate_in(ply + 1)});

    Bound bound = best_value >= beta ? BOUND_LOWER : PvNode && best_move ? BOUND_EXACT : BOUND_UPPER;
    if (!excluded && !(IsRoot && pv_idx_))
        ctx_.tt.store(key, value_to_tt(best_value, ply), se.stored, depth, bound, ss->tt_pv, best_move);

    // Teach the correction table how far the static evaluation was from the search result.
    if (!in_check && !excluded && !se.lazy && ss->static_eval != VALUE_NONE &&
        std::abs(best_value) < VALUE_MATE_IN_MAX_PLY && !is_tb_score(best_value) &&
        !(best_move && pos_.is_capture_or_promotion(best_move)) &&
        !(bound == BOUND_LOWER && best_value <= ss->static_eval) &&
        !(bound == BOUND_UPPER && best_value >= ss->static_eval))
        update_correction(best_value - ss->static_eval, depth);
    return best_value;
}

template <Worker::NodeType NT> int Worker::qsearch(int alpha, int beta, Stack* ss, int depth) {
    constexpr bool PvNode = NT == PV;
    const int ply         = ss->ply;
    // Every node starts with an empty line, PV or not: a parent's update_pv() also copies the line
    // of a zero-window child that failed high, and a stale one would run on past a mate.
    pv_len_[ply] = ply;
    if (PvNode && sel_depth_ < ply + 1) sel_depth_ = ply + 1;
    if (id_ == 0) check_time();
    if (stopped()) return 0;

    const bool in_check = pos_.in_check();
    ss->in_check        = in_check;
    if (pos_.rule50() >= 100 && in_check) return legal_moves(pos_).empty() ? mated_in(ply) : VALUE_DRAW;
    if (pos_.is_draw(ply) || pos_.insufficient_material()) return VALUE_DRAW;
    if (ply >= MAX_PLY - 1) return in_check ? VALUE_DRAW : evaluate();

    Key key = pos_.key();
    TTEntryData tte;
    bool tt_hit  = ctx_.tt.probe(key, tte);
    int tt_value = tt_hit ? value_from_tt(tte.value, ply, pos_.rule50()) : VALUE_NONE;
    bool pv_hit  = tt_hit && tte.pv;
    if (!PvNode && tt_hit && tt_value != VALUE_NONE && tte.depth >= DEPTH_QS &&
        (tte.bound & (tt_value >= beta ? BOUND_LOWER : BOUND_UPPER)))
        return tt_value;

    int best_value, futility_base, raw_eval = VALUE_NONE;
    StaticEval se;
    if (in_check) {
        ss->static_eval = VALUE_NONE;
        best_value = futility_base = -VALUE_INFINITE;
    } else {
        se              = static_eval(tt_hit, tte);
        raw_eval        = se.raw;
        ss->static_eval = best_value = corrected(raw_eval);
        if (tt_value != VALUE_NONE && (tte.bound & (tt_value > best_value ? BOUND_LOWER : BOUND_UPPER)))
            best_value = tt_value;
        if (best_value >= beta) {
            if (!tt_hit)
                ctx_.tt.store(key, value_to_tt(best_value, ply), se.stored, DEPTH_QS, BOUND_LOWER, false,
                              Move::none());
            return best_value;
        }
        if (best_value > alpha) alpha = best_value;
        futility_base = ss->static_eval + QsFutility;
    }

    const PieceToHistory* cont[4] = {(ss - 1)->cont_hist, (ss - 2)->cont_hist, (ss - 4)->cont_hist,
                                     (ss - 6)->cont_hist};
    MovePicker mp(pos_, tt_hit ? tte.move : Move::none(), hist_.get(), cont);
    Move best_move = Move::none();
    int move_count = 0;
    Move m;
    while ((m = mp.next())) {
        if (qs_beyond_recaptures(m, (ss - 1)->current_move, depth, in_check)) continue;
        ++move_count;
        if (qs_pruned(pos_, m, in_check, move_count, futility_base, alpha, best_value)) continue;
        ss->current_move = m;
        ss->cont_hist    = &hist_->continuation[pos_.moved_piece(m)][m.to()];
        ctx_.tt.prefetch(pos_.key_after(m));
        pos_.make_move(m);
        count_node();
        int v = -qsearch<NT>(-beta, -alpha, ss + 1, depth - 1);
        pos_.unmake_move(m);
        if (stopped()) return 0;
        if (v > best_value) {
            best_value = v;
            if (v > alpha) {
                best_move = m;
                if (PvNode) update_pv(ply, m);
                if (v >= beta) break;
                alpha = v;
            }
        }
    }
    if (in_check && best_value == -VALUE_INFINITE) return mated_in(ply);

    Bound b = best_value >= beta ? BOUND_LOWER : BOUND_UPPER;
    ctx_.tt.store(key, value_to_tt(best_value, ply), se.stored, DEPTH_QS, b, pv_hit, best_move);
    return best_value;
}

// ---------------------------------------------------------------------------------------------
// Iterative deepening

void Worker::iterative_deepening() {
    Stack stack[MAX_PLY + 10];
    Stack* ss = stack + 7;
    for (int i = 0; i < MAX_PLY + 10; ++i) {
        stack[i].ply       = i - 7;
        stack[i].cont_hist = &hist_->continuation[NO_PIECE][0];
    }
    const Limits& lim   = ctx_.setup.limits;
    const bool main     = id_ == 0;
    const int multipv   = std::min<int>(ctx_.setup.multipv_searched, int(root_moves_.size()));
    const int max_depth = lim.depth_limit();
    Move last_best      = Move::none();
    int stable_iters    = 0;
    int prev_score      = VALUE_NONE;
    nmp_min_ply_        = 0;
    const int shown     = std::min(ctx_.setup.multipv_shown, multipv);
    must_finish_        = main;

    for (root_depth_ = 1; root_depth_ < MAX_PLY - 1; ++root_depth_) {
        if (stopped()) break;
        if (max_depth && root_depth_ > max_depth) break;
        if (main) best_move_changes_ /= 2;
        for (RootMove& rm : root_moves_) rm.prev_score = rm.score;

        for (pv_idx_ = 0; pv_idx_ < multipv; ++pv_idx_) {
            if (pv_idx_ == shown) must_finish_ = false; // a level's extra candidates: within its budget
            sel_depth_ = 0;
            int avg    = root_moves_[pv_idx_].avg_score;
            int delta  = AspDelta;
            int alpha = -VALUE_INFINITE, beta = VALUE_INFINITE;
            if (root_depth_ >= 4 && avg != -VALUE_INFINITE) {
                delta = AspDelta + avg * avg / 20000;
                alpha = std::max(avg - delta, -VALUE_INFINITE);
                beta  = std::min(avg + delta, VALUE_INFINITE);
            }
            int failed_high = 0;
            for (;;) {
                int d = std::max(1, root_depth_ - failed_high);
                int v = search<Root>(alpha, beta, d, false, ss);
                std::stable_sort(root_moves_.begin() + pv_idx_, root_moves_.end(),
                                 [](const RootMove& a, const RootMove& b) {
                                     return a.score != b.score ? a.score > b.score
                                                               : a.prev_score > b.prev_score;
                                 });
                if (stopped()) break;
                if (main && multipv == 1 && (v <= alpha || v >= beta) && now_ms() - lim.start > 3000)
                    ctx_.host.report(*this, root_depth_);
                if (v <= alpha) {
                    beta        = (alpha + beta) / 2;
                    alpha       = std::max(v - delta, -VALUE_INFINITE);
                    failed_high = 0;
                } else if (v >= beta) {
                    beta = std::min(v + delta, VALUE_INFINITE);
                    ++failed_high;
                } else {
                    break;
                }
                delta += delta / 2;
            }
            std::stable_sort(root_moves_.begin(), root_moves_.begin() + pv_idx_ + 1,
                             [](const RootMove& a, const RootMove& b) {
                                 return a.score != b.score ? a.score > b.score : a.prev_score > b.prev_score;
                             });
            if (stopped()) break;
        }
        if (stopped()) break;
        completed_depth_ = root_depth_;
        must_finish_     = false;
        // Rybka's lazy evaluation (docs/reference/rybka10.md, "Lazy Evaluation"): every thread
        // centres its window on its own root score after each iteration (a no-op for profiles
        // without LazyEval). Mate and tablebase scores say nothing about the material balance: no
        // window then.
        if (const int v = root_moves_[0].score; std::abs(v) < VALUE_TB_WIN_IN_MAX_PLY)
            evaluator_.set_lazy_root(pos_.side_to_move() == WHITE ? v : -v);
        else
            evaluator_.clear_lazy();
        if (!main) continue;

        ctx_.host.report(*this, root_depth_);
        last_reported_ = root_moves_[0].move;

        const RootMove& best = root_moves_[0];
        if (lim.mate && best.score >= VALUE_MATE_IN_MAX_PLY && VALUE_MATE - best.score <= 2 * lim.mate - 1)
            ctx_.host.request_stop();

        // ---- time management after each iteration
        if (best.move == last_best)
            ++stable_iters;
        else
            stable_iters = 0;
        last_best = best.move;
        if (ctx_.setup.tm.enabled() && !lim.movetime && !ctx_.signals.stop_requested.load()) {
            TimeManager::Iteration it;
            it.best_move_changes = best_move_changes_;
            it.stable_iterations = stable_iters;
            it.has_previous      = prev_score != VALUE_NONE;
            it.score_drop        = it.has_previous ? prev_score - best.score : 0;
            it.single_move       = root_moves_.size() == 1;
            if (!ctx_.setup.tm.next_iteration_fits(now_ms() - lim.start, it)) {
                if (ctx_.signals.pondering.load())
                    ctx_.signals.stop_on_ponderhit.store(true);
                else
                    ctx_.host.request_stop();
            }
        }
        prev_score = best.score;
    }
}

} // namespace quince::search
