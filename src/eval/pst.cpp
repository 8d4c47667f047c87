// Piece-square table generation (reference section 4.1): each entry is a weight times a file
// and/or rank profile, plus a few square-specific corrections.
#include "eval/pst.h"

namespace quince::eval {

namespace {

bool on_long_diagonal(int f, int r) { return f == r || f + r == 7; }

Score white_entry(const Params& P, PieceType pt, int f, int r) {
    if (P.PstFromTables) return P.PstTable[pt][r * 8 + f]; // profiles given as tables (simple, rustic)
    int op = 0, eg = 0;
    switch (pt) {
    case PAWN:
        op = P.PawnFileOpening * P.PawnFile[f];
        eg = P.PawnFileEndgame * P.PawnFile[f]; // 0 in Fruit; Rybka's -97 (seed 000)
        if (f == FILE_D || f == FILE_E) op += P.PawnCentreOpening[r];
        break;
    case KNIGHT:
        op = P.KnightCentreOpening * (P.KnightLine[f] + P.KnightLine[r]) +
             P.KnightRankOpening * P.KnightRank[r];
        eg = P.KnightCentreEndgame * (P.KnightLine[f] + P.KnightLine[r]);
        if (r == RANK_1) op -= P.KnightBackRankOpening;
        if (r == RANK_8 && (f == FILE_A || f == FILE_H)) op -= P.KnightTrappedOpening;
        break;
    case BISHOP:
        op = P.BishopCentreOpening * (P.BishopLine[f] + P.BishopLine[r]);
        eg = P.BishopCentreEndgame * (P.BishopLine[f] + P.BishopLine[r]);
        if (r == RANK_1) op -= P.BishopBackRankOpening;
        if (on_long_diagonal(f, r)) op += P.BishopDiagonalOpening;
        break;
    case ROOK: op = P.RookFileOpening * P.RookFile[f]; break;
    case QUEEN:
        op = P.QueenCentreOpening * (P.QueenLine[f] + P.QueenLine[r]);
        eg = P.QueenCentreEndgame * (P.QueenLine[f] + P.QueenLine[r]);
        if (r == RANK_1) op -= P.QueenBackRankOpening;
        break;
    case KING:
        op = P.KingFileOpening * P.KingFile[f] + P.KingRankOpening * P.KingRank[r];
        eg = P.KingCentreEndgame * (P.KingLine[f] + P.KingLine[r]);
        break;
    default: break;
    }
    return S(op, eg);
}

} // namespace

void build_psq_table(const Params& P, PsqTable& out) {
    for (int pt = PAWN; pt <= KING; ++pt)
        for (int s = SQ_A1; s <= SQ_H8; ++s) {
            Square sq = Square(s);
            Score w   = white_entry(P, PieceType(pt), file_of(sq), rank_of(sq));
            out.sq[make_piece(WHITE, PieceType(pt))][sq]            = w;
            out.sq[make_piece(BLACK, PieceType(pt))][flip_rank(sq)] = -w;
        }
}

Score psq_side(const Position& pos, const PsqTable& t, Color c) {
    Score s;
    for (Bitboard b = pos.pieces(c); b;) {
        Square sq = pop_lsb(b);
        s += t.sq[pos.piece_on(sq)][sq];
    }
    return c == WHITE ? s : -s;
}

Score psq_total(const Position& pos, const PsqTable& t) {
    return psq_side(pos, t, WHITE) - psq_side(pos, t, BLACK);
}

} // namespace quince::eval
