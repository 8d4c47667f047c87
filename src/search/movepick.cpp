#include "search/movepick.h"

#include <algorithm>

#include "search/params.h"

namespace quince::search {

namespace {
// Moves the CAPTURES generator produces: captures and queen push-promotions.
bool capture_stage(const Position& pos, Move m) {
    return pos.is_capture(m) || (m.kind() == PROMOTION && m.promotion() == QUEEN);
}
} // namespace

MovePicker::MovePicker(const Position& pos, Move tt_move, int /*depth*/, const Histories* h,
                       const PieceToHistory* const* cont, const Move* killers, Move counter)
    : pos_(pos), h_(h), cont_(cont), tt_move_(tt_move), counter_(counter) {
    killers_[0] = killers[0];
    killers_[1] = killers[1];
    cur_ = end_ = bad_end_ = moves_;
    if (pos.in_check()) {
        stage_ = EVASION_TT;
        if (!(tt_move_ && pos.is_pseudo_legal(tt_move_) && pos.is_legal(tt_move_))) tt_move_ = Move::none();
    } else {
        stage_ = MAIN_TT;
        if (!(tt_move_ && pos.is_pseudo_legal(tt_move_) && pos.is_legal(tt_move_))) tt_move_ = Move::none();
    }
    if (!tt_move_) ++stage_;
}

MovePicker::MovePicker(const Position& pos, Move tt_move, const Histories* h,
                       const PieceToHistory* const* cont)
    : pos_(pos), h_(h), cont_(cont), tt_move_(tt_move) {
    killers_[0] = killers_[1] = counter_ = Move::none();
    cur_ = end_ = bad_end_ = moves_;
    if (pos.in_check()) {
        stage_ = EVASION_TT;
        if (!(tt_move_ && pos.is_pseudo_legal(tt_move_) && pos.is_legal(tt_move_))) tt_move_ = Move::none();
    } else {
        stage_ = QS_TT;
        if (!(tt_move_ && pos.is_pseudo_legal(tt_move_) && pos.is_legal(tt_move_) &&
              capture_stage(pos, tt_move_)))
            tt_move_ = Move::none();
    }
    if (!tt_move_) ++stage_;
}

bool MovePicker::usable(Move m, bool quiet) const {
    return m.is_ok() && m != tt_move_ && pos_.is_pseudo_legal(m) && pos_.is_legal(m) &&
           capture_stage(pos_, m) != quiet;
}

void MovePicker::score_captures() {
    for (ScoredMove* m = cur_; m < end_; ++m) {
        Piece pc    = pos_.moved_piece(m->move);
        PieceType v = pos_.captured_type(m->move);
        int promo   = m->move.kind() == PROMOTION ? SeeValue[m->move.promotion()] : 0;
        m->score    = 8 * (SeeValue[v] + promo) + h_->capture[pc][m->move.to()][v] / 8;
    }
}

namespace {
// For each piece type, the squares where something worth less of the opponent's attacks it, and
// what a quiet move gains by leaving them (or loses by entering them): a knight's or bishop's are
// the pawns' attacks, a rook's add the minor pieces', a queen's add the rooks'.
struct LesserAttacks {
    Bitboard squares[PIECE_TYPE_NB] = {};
    int weight[PIECE_TYPE_NB]       = {};
};

LesserAttacks lesser_attacks(const Position& pos, Color them) {
    const Bitboard occ   = pos.pieces();
    const Bitboard pawns = pawn_attacks_bb(them, pos.pieces(them, PAWN));
    Bitboard minors      = pawns;
    for (Bitboard b = pos.pieces(them, KNIGHT); b;) minors |= knight_attacks(pop_lsb(b));
    for (Bitboard b = pos.pieces(them, BISHOP); b;) minors |= bishop_attacks(pop_lsb(b), occ);
    Bitboard rooks = minors;
    for (Bitboard b = pos.pieces(them, ROOK); b;) rooks |= rook_attacks(pop_lsb(b), occ);
    LesserAttacks la;
    la.squares[KNIGHT] = la.squares[BISHOP] = pawns;
    la.squares[ROOK]                        = minors;
    la.squares[QUEEN]                       = rooks;
    la.weight[KNIGHT] = la.weight[BISHOP] = ThreatMinor;
    la.weight[ROOK]                       = ThreatRook;
    la.weight[QUEEN]                      = ThreatQueen;
    return la;
}
} // namespace

void MovePicker::score_quiets() {
    Color us               = pos_.side_to_move();
    const LesserAttacks la = lesser_attacks(pos_, ~us);
    for (ScoredMove* m = cur_; m < end_; ++m) {
        Piece pc  = pos_.moved_piece(m->move);
        Square to = m->move.to();
        m->score  = h_->butterfly[us][m->move.from() * 64 + to] + 2 * (*cont_[0])[pc][to] +
                   (*cont_[1])[pc][to] + (*cont_[2])[pc][to] + (*cont_[3])[pc][to] / 2;
        // Quiet checks first among the quiets: pruning that skips late quiets must not miss them.
        if (QuietCheckBonus && pos_.gives_check(m->move)) m->score += QuietCheckBonus;
        // A piece a lesser one attacks: its escapes to safety first, and no piece walks into such
        // an attack early (the pruning of late quiets must not cut the retreat of a hanging queen).
        const PieceType pt  = type_of(pc);
        const Bitboard bad  = la.squares[pt];
        const bool from_bad = bad & square_bb(m->move.from());
        const bool to_bad   = bad & square_bb(to);
        if (from_bad != to_bad) m->score += from_bad ? la.weight[pt] : -la.weight[pt];
    }
}

void MovePicker::score_evasions() {
    Color us = pos_.side_to_move();
    for (ScoredMove* m = cur_; m < end_; ++m) {
        Piece pc = pos_.moved_piece(m->move);
        if (pos_.is_capture(m->move)) {
            m->score = (1 << 28) + 16 * SeeValue[pos_.captured_type(m->move)] - int(type_of(pc));
        } else {
            m->score = h_->butterfly[us][m->move.from() * 64 + m->move.to()] + (*cont_[0])[pc][m->move.to()];
        }
    }
}

namespace {
// The first of the best-scored moves in [begin, end).
ScoredMove* first_best(ScoredMove* begin, ScoredMove* end) {
    ScoredMove* best = begin;
    for (ScoredMove* p = begin + 1; p < end; ++p)
        if (p->score > best->score) best = p;
    return best;
}
} // namespace

Move MovePicker::pick_best(ScoredMove* begin, ScoredMove* end) {
    std::swap(*first_best(begin, end), *begin);
    return begin->move;
}

void MovePicker::pick_first_best(ScoredMove* begin, ScoredMove* end) {
    // Moved to the front, the others keeping their order.
    ScoredMove* best = first_best(begin, end);
    std::rotate(begin, best, best + 1);
}

Move MovePicker::next(bool skip_quiets) {
    for (;;) {
        switch (stage_) {
        case MAIN_TT:
        case EVASION_TT:
        case QS_TT: ++stage_; return tt_move_;

        case CAPTURE_INIT:
        case QS_INIT: {
            MoveList list;
            generate<CAPTURES>(pos_, list);
            cur_ = bad_end_ = moves_;
            end_            = moves_;
            for (Move m : list) *end_++ = {m, 0};
            score_captures();
            ++stage_;
            break;
        }

        case GOOD_CAPTURE:
            while (cur_ < end_) {
                Move m    = pick_best(cur_, end_);
                int score = cur_->score;
                ++cur_;
                if (m == tt_move_) continue;
                // Losing captures wait until after the quiet moves.
                if (!pos_.see_ge(m, -score / 24)) {
                    *bad_end_++ = {m, score};
                    continue;
                }
                return m;
            }
            ++stage_;
            break;

        case KILLER1:
        case KILLER2:
        case COUNTER: {
            if (skip_quiets) {
                stage_ = BAD_CAPTURE;
                cur_   = moves_;
                break;
            }
            Move m   = stage_ == KILLER1 ? killers_[0] : stage_ == KILLER2 ? killers_[1] : counter_;
            bool dup = (stage_ == KILLER2 && m == killers_[0]) ||
                       (stage_ == COUNTER && (m == killers_[0] || m == killers_[1]));
            ++stage_;
            if (!dup && usable(m, true)) return m;
            break;
        }

        case QUIET_INIT: {
            if (skip_quiets) {
                stage_ = BAD_CAPTURE;
                cur_   = moves_;
                break;
            }
            MoveList list;
            generate<QUIETS>(pos_, list);
            cur_              = end_;
            ScoredMove* start = end_;
            for (Move m : list)
                if (!is_special(m)) *end_++ = {m, 0};
            score_quiets();
            cur_ = start;
            ++stage_;
            break;
        }

        case QUIET:
            if (!skip_quiets && cur_ < end_) {
                // Best first, ties in generation order (as a stable sort would give them). Picked
                // one at a time: most nodes stop after a few quiets (a cutoff, move-count
                // pruning), and sorting them all cost more (callgrind: 2.2 % of the search's
                // instructions against picking, the same moves in the same order).
                pick_first_best(cur_, end_);
                return (cur_++)->move;
            }
            stage_ = BAD_CAPTURE;
            cur_   = moves_;
            break;

        case BAD_CAPTURE:
            if (cur_ < bad_end_) return (cur_++)->move;
            stage_ = DONE;
            break;

        case EVASION_INIT: {
            MoveList list;
            generate<ALL>(pos_, list);
            cur_ = end_ = moves_;
            for (Move m : list)
                if (m != tt_move_) *end_++ = {m, 0};
            score_evasions();
            ++stage_;
            break;
        }

        case EVASION:
            if (cur_ < end_) {
                Move m = pick_best(cur_, end_);
                ++cur_;
                return m;
            }
            stage_ = DONE;
            break;

        case QS_CAPTURE:
            while (cur_ < end_) {
                Move m = pick_best(cur_, end_);
                ++cur_;
                if (m != tt_move_) return m;
            }
            stage_ = DONE;
            break;

        case DONE:
        default: return Move::none();
        }
    }
}

} // namespace quince::search
