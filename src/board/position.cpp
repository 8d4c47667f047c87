#include "board/position.h"

#include <algorithm>
#include <cassert>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>

#include "core/zobrist.h"

namespace quince {

const PsqTable ZeroPsqTable{};

void Position::init() {
    static bool done = false;
    if (done) return;
    done = true;
    Bitboards::init();
    zobrist::init();
}

Position::Position() {
    init();
    std::string err;
    bool ok = set(StartFEN, &err);
    assert(ok);
    (void)ok;
}

void Position::clear() {
    for (auto& p : board_) p = NO_PIECE;
    std::memset(by_piece_, 0, sizeof by_piece_);
    std::memset(by_color_, 0, sizeof by_color_);
    std::memset(count_, 0, sizeof count_);
    for (auto& r : castling_rook_) r = SQ_NONE;
    std::memset(castling_mask_, 0, sizeof castling_mask_);
    std::memset(castling_path_, 0, sizeof castling_path_);
    std::memset(castling_king_path_, 0, sizeof castling_king_path_);
    states_.clear();
    states_.reserve(512);
    states_.push_back(StateInfo{});
    st().ep       = SQ_NONE;
    st().captured = NO_PIECE;
    stm_          = WHITE;
    game_ply_     = 0;
}

// ---------------------------------------------------------------------------------------------
// Piece placement. These three are the only places the board changes; they keep the PST sum,
// the pawn key and the material signature up to date (the key proper is updated in make_move).

inline void Position::put_piece(Piece p, Square s) {
    board_[s] = p;
    by_piece_[p] |= square_bb(s);
    by_color_[color_of(p)] |= square_bb(s);
    StateInfo& x = st();
    x.material_key ^= zobrist::material[p][count_[p]++];
    x.psq += psqt_->sq[p][s];
    if (type_of(p) == PAWN) x.pawn_key ^= zobrist::psq[p][s];
}

inline void Position::remove_piece(Square s) {
    Piece p   = board_[s];
    board_[s] = NO_PIECE;
    by_piece_[p] ^= square_bb(s);
    by_color_[color_of(p)] ^= square_bb(s);
    StateInfo& x = st();
    x.material_key ^= zobrist::material[p][--count_[p]];
    x.psq -= psqt_->sq[p][s];
    if (type_of(p) == PAWN) x.pawn_key ^= zobrist::psq[p][s];
}

inline void Position::move_piece(Square from, Square to) {
    Piece p      = board_[from];
    Bitboard ft  = square_bb(from) | square_bb(to);
    board_[from] = NO_PIECE;
    board_[to]   = p;
    by_piece_[p] ^= ft;
    by_color_[color_of(p)] ^= ft;
    StateInfo& x = st();
    x.psq += psqt_->sq[p][to] - psqt_->sq[p][from];
    if (type_of(p) == PAWN) x.pawn_key ^= zobrist::psq[p][from] ^ zobrist::psq[p][to];
}

// ---------------------------------------------------------------------------------------------
// From-scratch computations (set-up and debug verification).

Key Position::compute_pawn_key() const {
    Key k = 0;
    for (Bitboard b = pieces(PAWN); b;) {
        Square s = pop_lsb(b);
        k ^= zobrist::psq[board_[s]][s];
    }
    return k;
}

Key Position::compute_material_key() const {
    Key k = 0;
    for (int p = 0; p < PIECE_NB; ++p)
        for (int n = 0; n < popcount(by_piece_[p]); ++n) k ^= zobrist::material[p][n];
    return k;
}

Score Position::compute_psq() const {
    Score s;
    for (Bitboard b = pieces(); b;) {
        Square sq = pop_lsb(b);
        s += psqt_->sq[board_[sq]][sq];
    }
    return s;
}

// The en-passant square enters the key only when a pawn of the side to move could capture there
// (the Polyglot convention), so positions reached by different move orders hash alike.
Key Position::key_after(Move m) const {
    const Square from = m.from(), to = m.to();
    const Piece pc = board_[from];
    Key k          = st().key ^ zobrist::side ^ zobrist::psq[pc][from] ^ zobrist::psq[pc][to];
    if (m.kind() != CASTLING && board_[to] != NO_PIECE) k ^= zobrist::psq[board_[to]][to];
    return k;
}

Key Position::compute_key() const {
    Key k = 0;
    for (Bitboard b = pieces(); b;) {
        Square s = pop_lsb(b);
        k ^= zobrist::psq[board_[s]][s];
    }
    k ^= zobrist::castling[st().castling];
    if (st().ep != SQ_NONE && (pawn_attacks(~stm_, st().ep) & pieces(stm_, PAWN)))
        k ^= zobrist::enpassant[file_of(st().ep)];
    if (stm_ == BLACK) k ^= zobrist::side;
    return k;
}

void Position::compute_state() {
    StateInfo& x       = st();
    x.pawn_key         = compute_pawn_key();
    x.material_key     = compute_material_key();
    x.psq              = compute_psq();
    x.key              = compute_key();
    x.checkers         = attackers_to(king_square(stm_)) & pieces(~stm_);
    x.check_info_ready = false;
}

void Position::set_psq_table(const PsqTable* t) {
    if (!t) t = &ZeroPsqTable;
    if (t == psqt_) return; // the sum is kept for this table already
    psqt_ = t;
    // Every state on the stack carries a sum: recompute all of them by replaying is not
    // possible cheaply, so only the current one is valid; callers install tables between games
    // or on fresh positions (history states keep their old sums, which only unmake would read).
    st().psq = compute_psq();
}

// ---------------------------------------------------------------------------------------------
// FEN

namespace {

bool parse_count(const std::string& s, int max, int* out) {
    if (s.empty() || s.size() > 9) return false;
    long v = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return false;
        v = v * 10 + (c - '0');
    }
    if (v > max) return false;
    *out = int(v);
    return true;
}

int piece_from_char(char c) {
    const char* p = std::strchr("PNBRQKpnbrqk", c);
    return (p && c) ? int(p - "PNBRQKpnbrqk") : -1;
}

} // namespace

void Position::add_castling_right(Color c, Square rook_sq) {
    Square ksq          = king_square(c);
    int right           = (c == WHITE ? WHITE_OO : BLACK_OO) << (rook_sq < ksq ? 1 : 0);
    int idx             = right_index(right);
    castling_rook_[idx] = rook_sq;
    st().castling |= right;
    castling_mask_[ksq] |= right;
    castling_mask_[rook_sq] |= right;

    bool king_side = rook_sq > ksq;
    Square kto     = relative_square(c, king_side ? SQ_G1 : SQ_C1);
    Square rto     = relative_square(c, king_side ? SQ_F1 : SQ_D1);
    castling_path_[idx] =
        (between_bb(rook_sq, rto) | between_bb(ksq, kto) | square_bb(rto) | square_bb(kto)) &
        ~(square_bb(ksq) | square_bb(rook_sq));
    castling_king_path_[idx] = between_bb(ksq, kto) | square_bb(kto);
}

bool Position::set(const std::string& fen, std::string* error) {
    auto fail = [&](const std::string& msg) {
        if (error) *error = msg;
        return false;
    };
    std::istringstream in(fen);
    std::vector<std::string> f;
    for (std::string w; in >> w;) f.push_back(w);
    if (f.size() < 4) return fail("FEN has " + std::to_string(f.size()) + " fields, needs at least 4");
    if (f.size() > 6) return fail("FEN has " + std::to_string(f.size()) + " fields, at most 6 allowed");

    // Parse into a scratch copy: *this changes only if everything is valid. The copy keeps the
    // position's piece-square table.
    Position p = *this;
    p.clear();

    // 1. Placement
    int rank = 7, file = 0;
    for (std::size_t i = 0; i < f[0].size(); ++i) {
        char c = f[0][i];
        if (c == '/') {
            if (file != 8)
                return fail("FEN rank " + std::to_string(rank + 1) + " has " + std::to_string(file) +
                            " squares, not 8");
            if (--rank < 0) return fail("FEN placement has more than 8 ranks");
            file = 0;
        } else if (c >= '1' && c <= '8') {
            // One digit per run of empty squares: "44" or "17" is not FEN (python-chess and
            // chess.js refuse it too), even when the rank still adds up to 8.
            if (i > 0 && f[0][i - 1] >= '0' && f[0][i - 1] <= '9')
                return fail("FEN rank " + std::to_string(rank + 1) + " has two adjacent digits '" +
                            f[0].substr(i - 1, 2) + "': one digit counts a whole run of empty squares");
            file += c - '0';
            if (file > 8) return fail("FEN rank " + std::to_string(rank + 1) + " has more than 8 squares");
        } else {
            int pc = piece_from_char(c);
            if (pc < 0) return fail(std::string("FEN has an unknown piece letter '") + c + "'");
            if (file > 7) return fail("FEN rank " + std::to_string(rank + 1) + " has more than 8 squares");
            p.put_piece(Piece(pc), make_square(file, rank));
            ++file;
        }
    }
    if (rank != 0) return fail("FEN placement has " + std::to_string(8 - rank) + " ranks, not 8");
    if (file != 8) return fail("FEN rank 1 has " + std::to_string(file) + " squares, not 8");
    for (Color c : {WHITE, BLACK}) {
        int k = p.count(c, KING);
        if (k != 1)
            return fail(std::string("FEN has ") + std::to_string(k) + (c == WHITE ? " white" : " black") +
                        " kings, needs exactly 1");
    }
    if (p.pieces(PAWN) & (Rank1BB | Rank8BB)) return fail("FEN has a pawn on rank 1 or 8");
    for (Color c : {WHITE, BLACK}) {
        // Only what no game can reach: more than 8 pawns or 16 men of a colour. (Extra promoted
        // pieces beside 8 pawns are accepted: test suites construct such positions on purpose.)
        if (p.count(c, PAWN) > 8) return fail("FEN has more than 8 pawns of one colour");
        if (popcount(p.pieces(c)) > 16)
            return fail(std::string("FEN has impossible ") + (c == WHITE ? "white" : "black") +
                        " material: more than 16 men");
    }

    // 2. Side to move
    if (f[1] == "w")
        p.stm_ = WHITE;
    else if (f[1] == "b")
        p.stm_ = BLACK;
    else
        return fail("FEN side to move is '" + f[1] + "', must be 'w' or 'b'");

    // 3. Castling: KQkq, X-FEN (K/Q = outermost rook) or Shredder-FEN file letters.
    if (f[2] != "-") {
        for (char c : f[2]) {
            Color col        = (c >= 'a' && c <= 'z') ? BLACK : WHITE;
            char u           = char(c >= 'a' && c <= 'z' ? c - 32 : c);
            Square ksq       = p.king_square(col);
            Bitboard back    = rank_bb(col == WHITE ? RANK_1 : RANK_8);
            Bitboard rooks   = p.pieces(col, ROOK) & back;
            std::string side = col == WHITE ? "white" : "black";
            if (!(square_bb(ksq) & back))
                return fail(std::string("FEN castling right '") + c + "' but the " + side +
                            " king is not on its back rank");
            Square rsq;
            if (u == 'K' || u == 'Q') {
                Bitboard cand = rooks & (u == 'K' ? ~(square_bb(ksq) - 1) : (square_bb(ksq) - 1));
                if (!cand)
                    return fail(std::string("FEN castling right '") + c + "' but no " + side +
                                " rook on that side of the king");
                rsq = u == 'K' ? msb(cand) : lsb(cand);
                if (!chess960_ && (file_of(ksq) != FILE_E || file_of(rsq) != (u == 'K' ? FILE_H : FILE_A)))
                    return fail(std::string("FEN castling right '") + c + "' needs the " + side +
                                " king on e" + (col == WHITE ? "1" : "8") + " and a rook on " +
                                (u == 'K' ? "h" : "a") + (col == WHITE ? "1" : "8"));
            } else if (u >= 'A' && u <= 'H') {
                rsq = make_square(u - 'A', col == WHITE ? RANK_1 : RANK_8);
                if (!(rooks & square_bb(rsq)))
                    return fail(std::string("FEN castling right '") + c + "' but no " + side + " rook on " +
                                square_name(rsq));
                if (!chess960_ &&
                    (file_of(ksq) != FILE_E || (file_of(rsq) != FILE_A && file_of(rsq) != FILE_H)))
                    return fail(std::string("FEN castling right '") + c +
                                "' is a Chess960 right; set UCI_Chess960");
            } else
                return fail(std::string("FEN castling field has an invalid letter '") + c + "'");
            int right = (col == WHITE ? WHITE_OO : BLACK_OO) << (rsq < ksq ? 1 : 0);
            if (p.st().castling & right) return fail("FEN castling field '" + f[2] + "' repeats a right");
            p.add_castling_right(col, rsq);
        }
    }

    // 4. En passant
    if (f[3] != "-") {
        if (f[3].size() != 2 || f[3][0] < 'a' || f[3][0] > 'h' || f[3][1] < '1' || f[3][1] > '8')
            return fail("FEN en-passant field '" + f[3] + "' is not a square");
        Square ep  = make_square(f[3][0] - 'a', f[3][1] - '1');
        Color them = ~p.stm_;
        // The pawn that just moved two squares stands in front of ep (from its owner's view),
        // ep and the square it came from are empty.
        if (relative_rank(p.stm_, ep) != RANK_6)
            return fail("FEN en-passant square " + f[3] + " is impossible: must be on rank " +
                        (p.stm_ == WHITE ? "6" : "3"));
        Square pawn_sq = Square(int(ep) + pawn_push(them));
        Square from_sq = Square(int(ep) - pawn_push(them));
        if (p.piece_on(pawn_sq) != make_piece(them, PAWN) || !p.empty(ep) || !p.empty(from_sq))
            return fail("FEN en-passant square " + f[3] +
                        " is impossible: no pawn can just have moved two squares past it");
        p.st().ep = ep;
    }

    // 5./6. Counters (EPD style lines may omit them: 0 1)
    int rule50 = 0, fullmove = 1;
    if (f.size() >= 5 && !parse_count(f[4], 100000, &rule50))
        return fail("FEN halfmove clock '" + f[4] + "' is not a non-negative number");
    if (f.size() >= 6 && !parse_count(f[5], 100000, &fullmove))
        return fail("FEN fullmove number '" + f[5] + "' is not a non-negative number");
    p.st().rule50    = rule50;
    p.fullmove_zero_ = fullmove == 0;
    p.game_ply_      = 2 * std::max(fullmove - 1, 0) + (p.stm_ == BLACK);

    p.compute_state();
    if (std::string why = p.check_legality(); !why.empty()) return fail("FEN " + why);

    *this = std::move(p);
    return true;
}

std::string Position::check_legality() const {
    // Whole literals, not `std::string(literal) + ...`: GCC 12 at -O1 (the tsan preset) warns
    // -Warray-bounds about the moved temporaries of such a chain, a false positive.
    if (attackers_to(king_square(~stm_)) & pieces(stm_))
        return stm_ == WHITE ? "is illegal: the side not to move (black) is in check"
                             : "is illegal: the side not to move (white) is in check";
    if (popcount(st().checkers) > 2) return "is illegal: the king is in check by more than two pieces";
    return {};
}

std::string Position::fen() const {
    std::string s;
    for (int r = 7; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < 8; ++f) {
            Piece p = board_[make_square(f, r)];
            if (p == NO_PIECE)
                ++empty;
            else {
                if (empty) s += char('0' + empty), empty = 0;
                s += piece_char(p);
            }
        }
        if (empty) s += char('0' + empty);
        if (r) s += '/';
    }
    s += stm_ == WHITE ? " w " : " b ";
    int cr = st().castling;
    if (!cr) s += '-';
    for (int right : {WHITE_OO, WHITE_OOO, BLACK_OO, BLACK_OOO}) {
        if (!(cr & right)) continue;
        Square r   = castling_rook_[right_index(right)];
        bool black = right & BLACK_CASTLING;
        char c;
        if (chess960_) {
            // X-FEN: K/Q when the rook is the outermost one on its side, else the file letter.
            Color col       = black ? BLACK : WHITE;
            Bitboard rooks  = pieces(col, ROOK) & rank_bb(rank_of(r));
            Bitboard beyond = (right & (WHITE_OO | BLACK_OO)) ? rooks & ~((square_bb(r) << 1) - 1)
                                                              : rooks & (square_bb(r) - 1);
            c               = beyond ? char('A' + file_of(r)) : ((right & (WHITE_OO | BLACK_OO)) ? 'K' : 'Q');
        } else
            c = (right & (WHITE_OO | BLACK_OO)) ? 'K' : 'Q';
        s += black ? char(c | 32) : c;
    }
    s += ' ';
    s += st().ep == SQ_NONE ? "-" : square_name(st().ep);
    s += ' ' + std::to_string(st().rule50) + ' ';
    s += std::to_string(fullmove_zero_ && game_ply_ == (stm_ == BLACK) ? 0 : 1 + game_ply_ / 2);
    return s;
}

std::string Position::pretty() const {
    std::ostringstream o;
    o << "\n +---+---+---+---+---+---+---+---+\n";
    for (int r = 7; r >= 0; --r) {
        for (int f = 0; f < 8; ++f) o << " | " << piece_char(board_[make_square(f, r)]);
        o << " | " << (r + 1) << "\n +---+---+---+---+---+---+---+---+\n";
    }
    o << "   a   b   c   d   e   f   g   h\n\nFen: " << fen() << "\nKey: " << std::hex << std::uppercase
      << key() << std::dec << "\nCheckers:";
    for (Bitboard b = checkers(); b;) o << ' ' << square_name(pop_lsb(b));
    o << "\n";
    return o.str();
}

// ---------------------------------------------------------------------------------------------
// Attacks

Bitboard Position::slider_blockers(Bitboard sliders, Square s) const {
    Bitboard snipers =
        ((rook_attacks(s, 0) & pieces(ROOK, QUEEN)) | (bishop_attacks(s, 0) & pieces(BISHOP, QUEEN))) &
        sliders;
    const Bitboard occ = pieces() ^ snipers;
    Bitboard result    = 0;
    while (snipers) {
        const Bitboard b = between_bb(s, pop_lsb(snipers)) & occ;
        if (b && !more_than_one(b)) result |= b;
    }
    return result;
}

// ---------------------------------------------------------------------------------------------
// Make / unmake

void Position::do_castling(Color us, Square kfrom, Square rfrom, Square kto, Square rto) {
    // Remove both first: in Chess960 the destination squares may hold the other piece.
    Piece k = make_piece(us, KING), r = make_piece(us, ROOK);
    remove_piece(kfrom);
    remove_piece(rfrom);
    put_piece(k, kto);
    put_piece(r, rto);
}

void Position::make_move(Move m) {
    states_.push_back(states_.back());
    StateInfo& x = st();
    Key k        = x.key ^ zobrist::side;
    x.rule50++;
    x.plies_from_null++;
    x.captured = NO_PIECE;
    if (x.ep != SQ_NONE) {
        if (pawn_attacks(~stm_, x.ep) & pieces(stm_, PAWN)) k ^= zobrist::enpassant[file_of(x.ep)];
        x.ep = SQ_NONE;
    }

    Color us = stm_, them = ~us;
    Square from = m.from(), to = m.to();
    Piece pc = board_[from];

    if (m.kind() == CASTLING) {
        bool king_side = to > from;
        Square kto     = relative_square(us, king_side ? SQ_G1 : SQ_C1);
        Square rto     = relative_square(us, king_side ? SQ_F1 : SQ_D1);
        Piece rook     = make_piece(us, ROOK);
        k ^=
            zobrist::psq[pc][from] ^ zobrist::psq[pc][kto] ^ zobrist::psq[rook][to] ^ zobrist::psq[rook][rto];
        do_castling(us, from, to, kto, rto);
    } else {
        Square capsq = to;
        if (m.kind() == EN_PASSANT) capsq = Square(int(to) - pawn_push(us));
        Piece captured = board_[capsq];
        if (captured != NO_PIECE) {
            k ^= zobrist::psq[captured][capsq];
            remove_piece(capsq);
            x.captured = captured;
            x.rule50   = 0;
        }
        k ^= zobrist::psq[pc][from] ^ zobrist::psq[pc][to];
        move_piece(from, to);
        if (type_of(pc) == PAWN) {
            x.rule50 = 0;
            if ((int(to) ^ int(from)) == 16) {
                Square ep = Square((int(from) + int(to)) / 2);
                x.ep      = ep;
                if (pawn_attacks(us, ep) & pieces(them, PAWN)) k ^= zobrist::enpassant[file_of(ep)];
            } else if (m.kind() == PROMOTION) {
                Piece promo = make_piece(us, m.promotion());
                remove_piece(to);
                put_piece(promo, to);
                k ^= zobrist::psq[pc][to] ^ zobrist::psq[promo][to];
            }
        }
    }

    if (x.castling && (castling_mask_[from] | castling_mask_[to])) {
        k ^= zobrist::castling[x.castling];
        x.castling &= ~(castling_mask_[from] | castling_mask_[to]);
        k ^= zobrist::castling[x.castling];
    }

    x.key = k;
    stm_  = them;
    ++game_ply_;
    x.checkers         = attackers_to(king_square(them)) & pieces(us);
    x.check_info_ready = false;
#ifdef QUINCE_DEBUG_CHECKS
    if (std::string why; !verify(&why)) {
        std::fprintf(stderr, "make_move %s: %s\n", move_to_uci(m).c_str(), why.c_str());
        std::abort();
    }
#endif
}

void Position::unmake_move(Move m) {
    stm_ = ~stm_;
    --game_ply_;
    Color us    = stm_;
    Square from = m.from(), to = m.to();
    Piece captured = st().captured;
    // Board changes below update the sums of the state being discarded; harmless.
    if (m.kind() == CASTLING) {
        bool king_side = to > from;
        Square kto     = relative_square(us, king_side ? SQ_G1 : SQ_C1);
        Square rto     = relative_square(us, king_side ? SQ_F1 : SQ_D1);
        remove_piece(kto);
        remove_piece(rto);
        put_piece(make_piece(us, KING), from);
        put_piece(make_piece(us, ROOK), to);
    } else {
        if (m.kind() == PROMOTION) {
            remove_piece(to);
            put_piece(make_piece(us, PAWN), to);
        }
        move_piece(to, from);
        if (captured != NO_PIECE) {
            Square capsq = m.kind() == EN_PASSANT ? Square(int(to) - pawn_push(us)) : to;
            put_piece(captured, capsq);
        }
    }
    states_.pop_back();
#ifdef QUINCE_DEBUG_CHECKS
    if (std::string why; !verify(&why)) {
        std::fprintf(stderr, "unmake_move %s: %s\n", move_to_uci(m).c_str(), why.c_str());
        std::abort();
    }
#endif
}

void Position::make_null() {
    states_.push_back(states_.back());
    StateInfo& x = st();
    Key k        = x.key ^ zobrist::side;
    if (x.ep != SQ_NONE) {
        if (pawn_attacks(~stm_, x.ep) & pieces(stm_, PAWN)) k ^= zobrist::enpassant[file_of(x.ep)];
        x.ep = SQ_NONE;
    }
    x.key = k;
    x.rule50++;
    x.plies_from_null  = 0;
    x.captured         = NO_PIECE;
    x.checkers         = 0;
    x.check_info_ready = false;
    stm_               = ~stm_;
    ++game_ply_;
}

void Position::unmake_null() {
    states_.pop_back();
    stm_ = ~stm_;
    --game_ply_;
}

// ---------------------------------------------------------------------------------------------
// Legality of moves from outside the generator (hash moves, killers, UCI text).

bool Position::is_pseudo_legal(Move m) const {
    if (!m.is_ok()) return false;
    // Only the canonical encoding of a move is accepted: promotion bits are zero unless the kind is
    // PROMOTION (a corrupt hash move with stray bits would otherwise pass as a different Move
    // than the generator's, e.g. in a book or killer comparison).
    if (m.kind() != PROMOTION && (m.raw() & 0x3000)) return false;
    Color us    = stm_;
    Square from = m.from(), to = m.to();
    Piece pc = board_[from];
    if (pc == NO_PIECE || color_of(pc) != us) return false;

    if (m.kind() == CASTLING) {
        if (type_of(pc) != KING || board_[to] != make_piece(us, ROOK) || in_check()) return false;
        for (int right : {us == WHITE ? WHITE_OO : BLACK_OO, us == WHITE ? WHITE_OOO : BLACK_OOO}) {
            int idx = right_index(right);
            if (can_castle(right) && castling_rook_[idx] == to) return !(castling_path_[idx] & pieces());
        }
        return false;
    }
    if (pieces(us) & square_bb(to)) return false;
    PieceType pt = type_of(pc);
    if (pt == PAWN) {
        bool last = relative_rank(us, to) == RANK_8;
        if ((m.kind() == PROMOTION) != last) return false;
        if (m.kind() == EN_PASSANT) return to == st().ep && (pawn_attacks(us, from) & square_bb(to));
        int push = pawn_push(us);
        if (pawn_attacks(us, from) & pieces(~us) & square_bb(to)) return true;
        if (int(to) == int(from) + push && empty(to)) return true;
        return int(to) == int(from) + 2 * push && relative_rank(us, from) == RANK_2 && empty(to) &&
               empty(Square(int(from) + push));
    }
    if (m.kind() != NORMAL) return false;
    return attacks_bb(pt, from, pieces()) & square_bb(to);
}

bool Position::is_legal(Move m) const {
    Color us    = stm_;
    Square from = m.from(), to = m.to();
    Square ksq   = king_square(us);
    Bitboard occ = pieces();

    if (m.kind() == CASTLING) {
        int idx = right_index((us == WHITE ? WHITE_OO : BLACK_OO) << (to < from ? 1 : 0));
        // Every square the king crosses or lands on must be safe, with the castling rook lifted
        // (a Chess960 rook can shield its own king from a rook behind it on the back rank).
        Bitboard occ2 = occ ^ square_bb(to) ^ square_bb(from);
        for (Bitboard b = castling_king_path_[idx]; b;) {
            Square s = pop_lsb(b);
            if (attackers_to(s, occ2) & pieces(~us)) return false;
        }
        return true;
    }
    if (m.kind() == EN_PASSANT) {
        Square cap = Square(int(to) - pawn_push(us));
        Bitboard o = (occ ^ square_bb(from) ^ square_bb(cap)) | square_bb(to);
        return !(attackers_to(ksq, o) & pieces(~us) & ~square_bb(cap));
    }
    if (from == ksq) return !(attackers_to(to, occ ^ square_bb(from)) & pieces(~us));

    // Non-king move: must resolve any check and must not expose the king.
    Bitboard ch = checkers();
    if (ch) {
        if (more_than_one(ch)) return false;
        if (!(between_bb(ksq, lsb(ch)) & square_bb(to))) return false;
    }
    return !(blockers_for_king(us) & square_bb(from)) || aligned(from, to, ksq);
}

const StateInfo& Position::check_info() const {
    const StateInfo& x = st();
    if (!x.check_info_ready) {
        Square ksq              = king_square(~stm_);
        Bitboard occ            = pieces();
        x.check_squares[PAWN]   = pawn_attacks(~stm_, ksq);
        x.check_squares[KNIGHT] = knight_attacks(ksq);
        x.check_squares[BISHOP] = bishop_attacks(ksq, occ);
        x.check_squares[ROOK]   = rook_attacks(ksq, occ);
        x.check_squares[QUEEN]  = x.check_squares[BISHOP] | x.check_squares[ROOK];
        x.check_squares[KING]   = 0;
        x.discoverers           = blockers_for_king(~stm_) & pieces(stm_);
        x.check_info_ready      = true;
    }
    return x;
}

bool Position::gives_check_slow(Move m) const {
    Color us = stm_, them = ~us;
    Square from = m.from(), to = m.to();
    Square ksq   = king_square(them);
    Bitboard occ = pieces() ^ square_bb(from);
    PieceType pt = type_of(board_[from]);

    if (m.kind() == CASTLING) {
        Square rto = relative_square(us, to > from ? SQ_F1 : SQ_D1);
        Square kto = relative_square(us, to > from ? SQ_G1 : SQ_C1);
        occ        = (pieces() ^ square_bb(from) ^ square_bb(to)) | square_bb(rto) | square_bb(kto);
        return rook_attacks(rto, occ) & square_bb(ksq);
    }
    if (m.kind() == EN_PASSANT) occ ^= square_bb(Square(int(to) - pawn_push(us)));
    occ |= square_bb(to);
    if (m.kind() == PROMOTION) pt = m.promotion();

    // Direct check
    Bitboard att = pt == PAWN ? pawn_attacks(us, to) : attacks_bb(pt, to, occ);
    if (att & square_bb(ksq)) return true;
    // Discovered check by a slider behind the moved piece
    Bitboard mine = pieces(us) & ~square_bb(from);
    return (rook_attacks(ksq, occ) & (pieces(ROOK, QUEEN) & mine) & ~square_bb(to)) ||
           (bishop_attacks(ksq, occ) & (pieces(BISHOP, QUEEN) & mine) & ~square_bb(to));
}

// ---------------------------------------------------------------------------------------------
// Draws

bool Position::is_repetition(int ply) const {
    int end = std::min(st().rule50, st().plies_from_null);
    if (end < 4) return false;
    int n    = int(states_.size()) - 1;
    Key k    = st().key;
    int seen = 0;
    for (int i = 4; i <= end && n - i >= 0; i += 2) {
        if (states_[n - i].key == k) {
            if (i <= ply) return true; // repeated inside the search: treat as a draw at once
            if (++seen == 2) return true;
        }
    }
    return false;
}

bool Position::insufficient_material() const {
    if (pieces(PAWN) | pieces(ROOK) | pieces(QUEEN)) return false;
    int minors = popcount(pieces(KNIGHT) | pieces(BISHOP));
    if (minors <= 1) return true;
    // Only bishops, all on one colour: no mate is possible.
    if (!pieces(KNIGHT)) {
        Bitboard b = pieces(BISHOP);
        return !(b & DarkSquares) || !(b & ~DarkSquares);
    }
    return false;
}

bool Position::has_repeated() const {
    int n   = int(states_.size()) - 1;
    int end = std::min(st().rule50, st().plies_from_null);
    for (int j = n; j >= 0 && n - j <= end; --j) {
        int window = std::min(states_[j].rule50, states_[j].plies_from_null);
        for (int i = 4; i <= window && j - i >= 0; i += 2)
            if (states_[j - i].key == states_[j].key) return true;
    }
    return false;
}

bool Position::is_draw(int ply) const {
    if (st().rule50 >= 100) {
        // Checkmate beats the fifty-move rule; the caller tests for legal moves when in check.
        if (!in_check()) return true;
    }
    return is_repetition(ply);
}

// ---------------------------------------------------------------------------------------------
// Consistency check for debug builds and tests.

bool Position::verify(std::string* why) const {
    auto bad = [&](const std::string& s) {
        if (why) *why = s;
        return false;
    };
    Bitboard all = 0;
    for (int p = 0; p < PIECE_NB; ++p) {
        if (all & by_piece_[p]) return bad("overlapping piece bitboards");
        all |= by_piece_[p];
        if (popcount(by_piece_[p]) != count_[p]) return bad("piece count mismatch");
    }
    if (all != pieces()) return bad("colour bitboards disagree with piece bitboards");
    for (int s = 0; s < 64; ++s) {
        Piece p = board_[s];
        if (p == NO_PIECE ? bool(all & square_bb(Square(s))) : !(by_piece_[p] & square_bb(Square(s))))
            return bad("mailbox disagrees with bitboards on " + square_name(Square(s)));
    }
    if (st().key != compute_key()) return bad("Zobrist key mismatch");
    if (st().pawn_key != compute_pawn_key()) return bad("pawn key mismatch");
    if (st().material_key != compute_material_key()) return bad("material key mismatch");
    if (!(st().psq == compute_psq())) return bad("PST sum mismatch");
    if (st().checkers != (attackers_to(king_square(stm_)) & pieces(~stm_))) return bad("checkers mismatch");
    return true;
}

Position Position::mirrored() const {
    std::string f = fen();
    // Build the mirrored FEN: reverse the rank order, swap letter case, side, castling, ep rank.
    std::istringstream in(f);
    std::string place, side, castle, ep, hm, fm;
    in >> place >> side >> castle >> ep >> hm >> fm;
    std::vector<std::string> ranks;
    std::string cur;
    for (char c : place) {
        if (c == '/')
            ranks.push_back(cur), cur.clear();
        else
            cur += char(std::isalpha(static_cast<unsigned char>(c)) ? (c ^ 32) : c);
    }
    ranks.push_back(cur);
    std::string np;
    for (int i = int(ranks.size()) - 1; i >= 0; --i) np += ranks[i] + (i ? "/" : "");
    std::string nc;
    if (castle == "-")
        nc = "-";
    else {
        std::string up, low;
        for (char c : castle) (std::isupper(static_cast<unsigned char>(c)) ? low : up) += char(c ^ 32);
        nc = up + low;
    }
    std::string ne = ep == "-" ? "-" : std::string{ep[0], char('1' + '8' - ep[1])};
    Position p     = *this;
    std::string err;
    [[maybe_unused]] bool ok =
        p.set(np + (side == "w" ? " b " : " w ") + nc + " " + ne + " " + hm + " " + fm, &err);
    assert(ok);
    return p;
}

} // namespace quince
