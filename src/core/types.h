// Basic chess types shared by every module: colours, pieces, squares, moves and tapered scores.
#pragma once

#include <cstdint>
#include <string>

namespace quince {

using Bitboard = std::uint64_t;
using Key      = std::uint64_t;

enum Color : int { WHITE = 0, BLACK = 1, COLOR_NB = 2 };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

// NO_PIECE_TYPE follows the six real types: tables indexed by a type that may be "none" (what a
// move captures, Position::captured_type) have PIECE_TYPE_NB + 1 entries.
enum PieceType : int { PAWN = 0, KNIGHT, BISHOP, ROOK, QUEEN, KING, NO_PIECE_TYPE };
inline constexpr int PIECE_TYPE_NB = 6; // PAWN..KING

// clang-format off
// Piece = colour * 6 + type, so W_PAWN..W_KING = 0..5 and B_PAWN..B_KING = 6..11.
enum Piece : int {
    W_PAWN = 0, W_KNIGHT, W_BISHOP, W_ROOK, W_QUEEN, W_KING,
    B_PAWN, B_KNIGHT, B_BISHOP, B_ROOK, B_QUEEN, B_KING,
    NO_PIECE, PIECE_NB = 12
};
constexpr Piece make_piece(Color c, PieceType pt) { return Piece(c * 6 + pt); }
// A piece's type read from a table: one load, where `p % 6` costs a multiply and four more
// instructions, and type_of is asked for in every generator, exchange and evaluation (2 % of the
// search's instructions). NO_PIECE reads as PAWN, as 12 % 6 did.
inline constexpr PieceType PieceTypeOf[PIECE_NB + 1] = {PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, PAWN,
                                                        KNIGHT, BISHOP, ROOK, QUEEN, KING, PAWN};
constexpr PieceType type_of(Piece p) { return PieceTypeOf[p]; }
static_assert([] {
    for (int p = W_PAWN; p <= NO_PIECE; ++p)
        if (type_of(Piece(p)) != PieceType(p % 6)) return false;
    return true;
}());
constexpr Color color_of(Piece p) { return Color(p >= 6); }

// Squares a1 = 0 ... h8 = 63 (little-endian rank-file mapping).
enum Square : int {
    SQ_A1, SQ_B1, SQ_C1, SQ_D1, SQ_E1, SQ_F1, SQ_G1, SQ_H1,
    SQ_A2, SQ_B2, SQ_C2, SQ_D2, SQ_E2, SQ_F2, SQ_G2, SQ_H2,
    SQ_A3, SQ_B3, SQ_C3, SQ_D3, SQ_E3, SQ_F3, SQ_G3, SQ_H3,
    SQ_A4, SQ_B4, SQ_C4, SQ_D4, SQ_E4, SQ_F4, SQ_G4, SQ_H4,
    SQ_A5, SQ_B5, SQ_C5, SQ_D5, SQ_E5, SQ_F5, SQ_G5, SQ_H5,
    SQ_A6, SQ_B6, SQ_C6, SQ_D6, SQ_E6, SQ_F6, SQ_G6, SQ_H6,
    SQ_A7, SQ_B7, SQ_C7, SQ_D7, SQ_E7, SQ_F7, SQ_G7, SQ_H7,
    SQ_A8, SQ_B8, SQ_C8, SQ_D8, SQ_E8, SQ_F8, SQ_G8, SQ_H8,
    SQ_NONE, SQ_NB = 64
};

// clang-format on
enum File : int { FILE_A, FILE_B, FILE_C, FILE_D, FILE_E, FILE_F, FILE_G, FILE_H };
enum Rank : int { RANK_1, RANK_2, RANK_3, RANK_4, RANK_5, RANK_6, RANK_7, RANK_8 };

constexpr Square make_square(int file, int rank) { return Square(rank * 8 + file); }
constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }
constexpr bool is_ok(Square s) { return s >= SQ_A1 && s <= SQ_H8; }
// Vertical flip (a1 <-> a8): the square as seen from the other side.
constexpr Square flip_rank(Square s) { return Square(s ^ 56); }
// Relative square/rank: as seen from colour c's side (White unchanged).
constexpr Square relative_square(Color c, Square s) { return c == WHITE ? s : flip_rank(s); }
constexpr int relative_rank(Color c, Square s) { return c == WHITE ? rank_of(s) : 7 - rank_of(s); }
constexpr int pawn_push(Color c) { return c == WHITE ? 8 : -8; }

inline Square operator+(Square s, int d) { return Square(int(s) + d); }
inline Square operator-(Square s, int d) { return Square(int(s) - d); }
inline Square& operator++(Square& s) { return s = Square(int(s) + 1); }

// Castling rights: one bit per colour and wing.
enum CastlingRights : int {
    NO_CASTLING       = 0,
    WHITE_OO          = 1,
    WHITE_OOO         = 2,
    BLACK_OO          = 4,
    BLACK_OOO         = 8,
    WHITE_CASTLING    = 3,
    BLACK_CASTLING    = 12,
    ALL_CASTLING      = 15,
    CASTLING_RIGHT_NB = 16
};

// ---------------------------------------------------------------------------------------------
// Moves: 16 bits. bits 0-5 from, 6-11 to, 12-13 promotion piece (N,B,R,Q), 14-15 kind.
// Castling is stored as "king takes own rook" (from = king, to = rook square), which serves
// standard chess and Chess960 alike; UCI text converts it.
enum MoveKind : int { NORMAL = 0, PROMOTION = 1 << 14, EN_PASSANT = 2 << 14, CASTLING = 3 << 14 };

class Move {
  public:
    constexpr Move() = default;
    constexpr explicit Move(std::uint16_t d) : data_(d) {}
    constexpr Move(Square from, Square to) : data_(std::uint16_t(from | (to << 6))) {}
    static constexpr Move make(Square from, Square to, MoveKind kind, PieceType promo = KNIGHT) {
        return Move(std::uint16_t(from | (to << 6) | ((promo - KNIGHT) << 12) | kind));
    }
    static constexpr Move none() { return Move(); }
    static constexpr Move null() { return Move(std::uint16_t(65)); } // b1b1: never a real move

    constexpr Square from() const { return Square(data_ & 63); }
    constexpr Square to() const { return Square((data_ >> 6) & 63); }
    constexpr MoveKind kind() const { return MoveKind(data_ & (3 << 14)); }
    constexpr PieceType promotion() const { return PieceType(((data_ >> 12) & 3) + KNIGHT); }
    constexpr std::uint16_t raw() const { return data_; }
    constexpr bool is_ok() const { return data_ != 0 && data_ != 65; }
    constexpr explicit operator bool() const { return data_ != 0; }
    constexpr bool operator==(const Move&) const = default;

  private:
    std::uint16_t data_ = 0;
};

// ---------------------------------------------------------------------------------------------
// Tapered score: an (opening, endgame) pair. 32 bits each, so profiles with a finer internal
// unit (Rybka's 1/32 centipawn) cannot overflow.
struct Score {
    std::int32_t op = 0, eg = 0;
    constexpr Score() = default;
    constexpr Score(int o, int e) : op(o), eg(e) {}
    constexpr Score operator+(Score s) const { return {op + s.op, eg + s.eg}; }
    constexpr Score operator-(Score s) const { return {op - s.op, eg - s.eg}; }
    constexpr Score operator-() const { return {-op, -eg}; }
    constexpr Score operator*(int k) const { return {op * k, eg * k}; }
    constexpr Score& operator+=(Score s) {
        op += s.op;
        eg += s.eg;
        return *this;
    }
    constexpr Score& operator-=(Score s) {
        op -= s.op;
        eg -= s.eg;
        return *this;
    }
    constexpr bool operator==(const Score&) const = default;
};
constexpr Score S(int op, int eg) { return Score(op, eg); }

// Search value bounds (centipawns).
constexpr int VALUE_ZERO             = 0;
constexpr int VALUE_DRAW             = 0;
constexpr int VALUE_MATE             = 32000;
constexpr int VALUE_INFINITE         = 32001;
constexpr int VALUE_NONE             = 32002;
constexpr int MAX_PLY                = 246;
constexpr int VALUE_MATE_IN_MAX_PLY  = VALUE_MATE - MAX_PLY;
constexpr int VALUE_MATED_IN_MAX_PLY = -VALUE_MATE_IN_MAX_PLY;

constexpr int mate_in(int ply) { return VALUE_MATE - ply; }
constexpr int mated_in(int ply) { return -VALUE_MATE + ply; }

// Syzygy tablebase scores: a band of their own far below the mate scores and far above any static
// evaluation. A position the tables call won, met `ply` plies from the root, scores
// VALUE_TB - ply (printed `cp 20000 - ply`); lost, -(VALUE_TB - ply). Like mates they are stored
// in the hash table relative to the node (tt.cpp).
constexpr int VALUE_TB                 = 20000;
constexpr int VALUE_TB_WIN_IN_MAX_PLY  = VALUE_TB - MAX_PLY;
constexpr int VALUE_TB_LOSS_IN_MAX_PLY = -VALUE_TB_WIN_IN_MAX_PLY;
constexpr int tb_win_in(int ply) { return VALUE_TB - ply; }
constexpr int tb_loss_in(int ply) { return -VALUE_TB + ply; }
constexpr bool is_tb_win(int v) { return v >= VALUE_TB_WIN_IN_MAX_PLY && v <= VALUE_TB; }
constexpr bool is_tb_loss(int v) { return v <= VALUE_TB_LOSS_IN_MAX_PLY && v >= -VALUE_TB; }
constexpr bool is_tb_score(int v) { return is_tb_win(v) || is_tb_loss(v); }

constexpr char piece_char(Piece p) { return "PNBRQKpnbrqk "[p]; }
std::string square_name(Square s);

} // namespace quince
