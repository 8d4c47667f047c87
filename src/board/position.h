// The position: bitboards plus a mailbox, with everything the search and the evaluation read kept
// incrementally by make/unmake: Zobrist key, pawn key, material signature, piece counts, and the
// tapered piece-square sum of the table its owner gave it (docs/reference/rustic-alpha3.md §5.2,
// docs/reference/pst-textbook.md §6: put_piece / remove_piece update the sums as pieces come and
// go). There is no process-wide table: whoever evaluates a position (a search worker, the tuner,
// `eval`) gives it the evaluator's table with set_psq_table (eval::Evaluator::prepare); a position
// never given one sums the all-zero table.
#pragma once

#include <string>
#include <vector>

#include "core/bitboard.h"
#include "core/types.h"

namespace quince {

// A piece-square table as the position uses it: one entry per piece (both colours) and square.
// Black's entries are stored already mirrored and negated, so the sum over all pieces is the
// White-minus-Black PST score. Built by the evaluation profile (eval/pst.h).
struct PsqTable {
    Score sq[PIECE_NB][SQ_NB] = {};
};

// The all-zero table: positions start with it until their owner gives them another.
extern const PsqTable ZeroPsqTable;

struct StateInfo {
    // Copied from the previous state by make_move.
    Key pawn_key;
    Key material_key;
    Score psq;
    int castling;
    int rule50;
    int plies_from_null;
    Square ep;
    // Recomputed by make_move.
    Key key;
    Bitboard checkers;
    Piece captured;
    // Filled by the position's first gives_check() (Position::check_info), not by make_move: a
    // node that never asks pays nothing, and one that asks for every move pays once. make_move,
    // make_null and set() mark it stale.
    mutable bool check_info_ready = false;
    // Squares from which a piece of each type of the side to move would attack the enemy king,
    // and the side to move's pieces that alone block one of its sliders from that king.
    mutable Bitboard check_squares[PIECE_TYPE_NB];
    mutable Bitboard discoverers;
};

class Position {
  public:
    // Must run once before any Position is used (idempotent): bitboards and Zobrist keys.
    static void init();

    static constexpr const char* StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    Position();

    // Parse a FEN (4 to 6 fields; X-FEN and Shredder-FEN castling letters accepted). On failure
    // returns false, stores a message naming the fault in *error and leaves *this unchanged.
    bool set(const std::string& fen, std::string* error = nullptr);
    std::string fen() const;
    std::string pretty() const;

    // Chess960 changes only how castling moves are written in UCI text and printed in FEN.
    void set_chess960(bool on) { chess960_ = on; }
    bool is_chess960() const { return chess960_; }

    // ---- board access
    Color side_to_move() const { return stm_; }
    Piece piece_on(Square s) const { return board_[s]; }
    bool empty(Square s) const { return board_[s] == NO_PIECE; }
    Bitboard pieces() const { return by_color_[WHITE] | by_color_[BLACK]; }
    Bitboard pieces(Color c) const { return by_color_[c]; }
    Bitboard pieces(PieceType pt) const { return by_piece_[pt] | by_piece_[pt + 6]; }
    Bitboard pieces(Color c, PieceType pt) const { return by_piece_[make_piece(c, pt)]; }
    Bitboard pieces(PieceType a, PieceType b) const { return pieces(a) | pieces(b); }
    Bitboard pieces(Color c, PieceType a, PieceType b) const { return pieces(c, a) | pieces(c, b); }
    Bitboard pieces(Piece p) const { return by_piece_[p]; }
    Square king_square(Color c) const { return lsb(by_piece_[make_piece(c, KING)]); }
    int count(Piece p) const { return count_[p]; }
    int count(Color c, PieceType pt) const { return count_[make_piece(c, pt)]; }

    int castling_rights() const { return st().castling; }
    bool can_castle(int right) const { return st().castling & right; }
    // The rook square of a castling right (one bit of CastlingRights).
    Square castling_rook_square(int right) const { return castling_rook_[right_index(right)]; }
    Square ep_square() const { return st().ep; }
    int rule50() const { return st().rule50; }
    int game_ply() const { return game_ply_; }
    int fullmove_number() const { return 1 + game_ply_ / 2; }

    Key key() const { return st().key; }
    // The key after `m` as far as the moving and captured pieces and the side to move change it
    // (castling rights, en passant and promotion left out): the hash-table bucket to prefetch
    // before the move is made, so that make_move overlaps the memory access.
    Key key_after(Move m) const;
    Key pawn_key() const { return st().pawn_key; }
    Key material_key() const { return st().material_key; }
    // White-minus-Black sum of the position's piece-square table (no material).
    Score psq() const { return st().psq; }
    const PsqTable* psq_table() const { return psqt_; }
    // Use table `t` (null: the all-zero table) and recompute the current sum from scratch; nothing
    // to do if it is already the position's table. The table is kept by copies and by set(), so
    // set it once on a position and parse or play on; it must outlive the position's use of it.
    void set_psq_table(const PsqTable* t);

    Bitboard checkers() const { return st().checkers; }
    bool in_check() const { return st().checkers != 0; }
    Piece captured_piece() const { return st().captured; }
    int plies_from_null() const { return st().plies_from_null; }

    Bitboard attackers_to(Square s, Bitboard occ) const;
    Bitboard attackers_to(Square s) const { return attackers_to(s, pieces()); }
    bool attacked_by(Color by, Square s) const { return attackers_to(s) & pieces(by); }
    // Pieces of either colour that alone stand between square `s` and one of `sliders` that
    // would attack it along its line on an otherwise empty board (pins and discovered attacks).
    Bitboard slider_blockers(Bitboard sliders, Square s) const;
    // Pieces of either colour that alone stand between a slider of `~c` and c's king.
    Bitboard blockers_for_king(Color c) const { return slider_blockers(pieces(~c), king_square(c)); }

    // ---- moves
    Piece moved_piece(Move m) const { return board_[m.from()]; }
    bool is_capture(Move m) const {
        return (!empty(m.to()) && m.kind() != CASTLING) || m.kind() == EN_PASSANT;
    }
    bool is_capture_or_promotion(Move m) const { return is_capture(m) || m.kind() == PROMOTION; }
    // The type of the piece `m` captures: PAWN for en passant, NO_PIECE_TYPE for a move that
    // captures nothing (a quiet promotion, castling). The one place that answers it.
    PieceType captured_type(Move m) const {
        if (m.kind() == EN_PASSANT) return PAWN;
        return m.kind() == CASTLING || empty(m.to()) ? NO_PIECE_TYPE : type_of(piece_on(m.to()));
    }
    // A move from any source (TT, killer): is it legal here? Cheap pseudo-legality test first.
    bool is_pseudo_legal(Move m) const;
    bool is_legal(Move m) const; // assumes pseudo-legal
    // Fills the state's check squares on first use (logically const, but not to be called on
    // one Position from two threads at once; every search thread has its own).
    bool gives_check(Move m) const; // inline below: the move picker asks it of every quiet

    void make_move(Move m);
    void unmake_move(Move m);
    void make_null();
    void unmake_null();

    // Static exchange evaluation (board/see.h: SeeValue, see_gain with SeeKingRule::NoDefender).
    // see() returns the exchange value; see_ge() tests a threshold.
    int see(Move m) const;
    bool see_ge(Move m, int threshold) const;

    // Repetition: true if the position occurred before since the last irreversible move, either
    // once inside the search (after the root, `ply` plies ago or less) or twice in all.
    bool is_repetition(int ply) const;
    // Some position since the last irreversible move (this one or an earlier one) occurred before:
    // the game has started to repeat (tablebase root ranking then insists on progress).
    bool has_repeated() const;
    // Fifty-move rule (100 plies, unless the side to move is mated) or repetition.
    bool is_draw(int ply) const;
    // Neither side can ever mate (K v K, K+minor v K, KB v KB same colour).
    bool insufficient_material() const;

    // ---- UCI move text
    std::string move_to_uci(Move m) const;
    // The legal move written as `text` here, or Move::none() if there is none.
    Move parse_uci_move(const std::string& text) const;

    // Debug: recompute everything incremental from scratch; false with a message if it differs.
    bool verify(std::string* why = nullptr) const;
    // The colour-flipped mirror (White <-> Black, rank r <-> 9-r, side to move swapped).
    Position mirrored() const;

    static int right_index(int right) { return std::countr_zero(unsigned(right)); }

  private:
    const StateInfo& st() const { return states_.back(); }
    StateInfo& st() { return states_.back(); }

    void put_piece(Piece p, Square s);
    void remove_piece(Square s);
    void move_piece(Square from, Square to);
    void clear();
    void compute_state();
    Key compute_key() const;
    Key compute_pawn_key() const;
    Key compute_material_key() const;
    Score compute_psq() const;
    void add_castling_right(Color c, Square rook_sq);
    std::string check_legality() const;
    void do_castling(Color us, Square kfrom, Square rfrom, Square kto, Square rto);
    const StateInfo& check_info() const;
    bool gives_check_slow(Move m) const;

    Piece board_[SQ_NB];
    Bitboard by_piece_[PIECE_NB];
    Bitboard by_color_[COLOR_NB];
    int count_[PIECE_NB];
    Color stm_            = WHITE;
    int game_ply_         = 0;
    bool chess960_        = false;
    bool fullmove_zero_   = false; // the FEN said move 0: printed back as is
    const PsqTable* psqt_ = &ZeroPsqTable;
    // Castling data, fixed for the game: rook squares, the rights lost when a square is touched,
    // and the squares that must be empty / not attacked.
    Square castling_rook_[4];
    int castling_mask_[SQ_NB];
    Bitboard castling_path_[4];
    Bitboard castling_king_path_[4];
    std::vector<StateInfo> states_;
};

inline Bitboard Position::attackers_to(Square s, Bitboard occ) const {
    return (pawn_attacks(BLACK, s) & by_piece_[W_PAWN]) | (pawn_attacks(WHITE, s) & by_piece_[B_PAWN]) |
           (knight_attacks(s) & pieces(KNIGHT)) | (rook_attacks(s, occ) & pieces(ROOK, QUEEN)) |
           (bishop_attacks(s, occ) & pieces(BISHOP, QUEEN)) | (king_attacks(s) & pieces(KING));
}

inline bool Position::gives_check(Move m) const {
    // Promotions, en passant and castling are rare: the direct test below covers them.
    if (m.kind() != NORMAL) return gives_check_slow(m);
    const StateInfo& ci = st().check_info_ready ? st() : check_info();
    const Square from = m.from(), to = m.to();
    // Direct: the piece lands on a square that sees the king (its own departure cannot open the
    // line it then checks along: the king would already have been in check before the move).
    if (ci.check_squares[type_of(board_[from])] & square_bb(to)) return true;
    // Discovered: the piece blocked one of our sliders and leaves that line.
    return (ci.discoverers & square_bb(from)) && !aligned(from, to, king_square(~stm_));
}

} // namespace quince
