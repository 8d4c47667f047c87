// Piece-square tables (Rules::PstFrom): generated as in docs/reference/fruit21.md §4.1 (each entry a
// weight times a file and/or rank profile, plus a few square-specific corrections), or given as
// tables.
#include "eval/pst.h"

#include "eval/trace.h"

namespace quince::eval {

namespace {

bool on_long_diagonal(int f, int r) { return f == r || f + r == 7; }

// White's entry for piece type pt on file f, rank r, telling `sink` (as colour c's piece) how
// many times each weight was added.
template <class Sink> Score white_entry(const Params& P, PieceType pt, int f, int r, Color c, Sink& sink) {
    // Explicit tables: a profile given as tables (simple, rustic) or `quince tune --pst full`'s.
    if (P.PstFrom == PstSource::Tables) {
        const Score& e = P.tables().Pst[pt][make_square(f, r)];
        sink.coef(e, c, 1);
        return e;
    }
    const PstShapeWeights& W = P.shape();
    int op = 0, eg = 0;
    auto add_op = [&](const int& w, int n) { op += w * n, sink.coef(w, ST_OP, c, n); };
    auto add_eg = [&](const int& w, int n) { eg += w * n, sink.coef(w, ST_EG, c, n); };
    switch (pt) {
    case PAWN:
        add_op(W.PawnFileOpening, P.PawnFile[f]);
        add_eg(W.PawnFileEndgame, P.PawnFile[f]); // 0 in Fruit; Rybka's -97 (rybka10.md, "Pawn table")
        if (f == FILE_D || f == FILE_E) add_op(W.PawnCentreOpening[r], 1);
        break;
    case KNIGHT:
        add_op(W.KnightCentreOpening, P.KnightLine[f] + P.KnightLine[r]);
        add_op(W.KnightRankOpening, P.KnightRank[r]);
        add_eg(W.KnightCentreEndgame, P.KnightLine[f] + P.KnightLine[r]);
        if (r == RANK_1) add_op(W.KnightBackRankOpening, -1);
        if (r == RANK_8 && (f == FILE_A || f == FILE_H)) add_op(W.KnightTrappedOpening, -1);
        break;
    case BISHOP:
        add_op(W.BishopCentreOpening, P.BishopLine[f] + P.BishopLine[r]);
        add_eg(W.BishopCentreEndgame, P.BishopLine[f] + P.BishopLine[r]);
        if (r == RANK_1) add_op(W.BishopBackRankOpening, -1);
        if (on_long_diagonal(f, r)) add_op(W.BishopDiagonalOpening, 1);
        break;
    case ROOK: add_op(W.RookFileOpening, P.RookFile[f]); break;
    case QUEEN:
        add_op(W.QueenCentreOpening, P.QueenLine[f] + P.QueenLine[r]);
        add_eg(W.QueenCentreEndgame, P.QueenLine[f] + P.QueenLine[r]);
        if (r == RANK_1) add_op(W.QueenBackRankOpening, -1);
        break;
    case KING:
        add_op(W.KingFileOpening, P.KingFile[f]);
        add_op(W.KingRankOpening, P.KingRank[r]);
        add_eg(W.KingCentreEndgame, P.KingLine[f] + P.KingLine[r]);
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
            NoTrace none;
            Score w = white_entry(P, PieceType(pt), file_of(sq), rank_of(sq), WHITE, none);
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

void psq_coefs(const Position& pos, const Params& P, CoefTrace& sink) {
    for (Bitboard b = pos.pieces(); b;) {
        const Square sq = pop_lsb(b);
        const Piece pc  = pos.piece_on(sq);
        const Color c   = color_of(pc);
        const Square w  = relative_square(c, sq); // the square in White's table
        white_entry(P, type_of(pc), file_of(w), rank_of(w), c, sink);
    }
}

} // namespace quince::eval
