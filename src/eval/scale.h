// Endgame scaling (Shape::EndgameScale, beyond Fruit 2.1): the endgame half of the score is
// multiplied by scale/ScaleFull for the side it favours, when the material left makes a win harder
// than the score says. Fruit's material table already sends known draws to 0 and halves bishops-only
// opposite-bishop endings (MulOppositeBishops, the whole score); this covers what it leaves at 100 %:
//  * opposite-coloured bishops with one knight each, or one rook each, and nothing else: a fixed
//    scale (Ethereal 12's SCALE_OCB_ONE_KNIGHT 106 and SCALE_OCB_ONE_ROOK 96, of 128);
//  * opposite-coloured bishops with other pieces: at most ScaleOcbPieces;
//  * a lone queen (and pawns) against several minors or rooks: ScaleLoneQueen (Ethereal 12: 88);
//  * everything else: at most ScalePawnsBase + ScalePerPawn times the favoured side's pawns, so a
//    lead with few pawns left to promote counts for less (the form of Stockfish 11's scale factor,
//    36 + 7 per pawn of 64).
// Only the endgame half is scaled (as Stockfish and Ethereal do): in the middlegame the term fades
// with the phase. The side is the one the endgame half favours, chosen before scaling; the tuner
// folds the scale into the endgame coefficients at its start weights (tune/dataset.cpp).
// Included by eval.cpp only.
#pragma once

#include <algorithm>

#include "eval/terms.h"

namespace quince::eval {

inline int endgame_scale(const EvalState& st, int eg) {
    if (eg == 0) return ScaleFull;
    const Position& pos    = st.pos;
    const Params& P        = st.P;
    const Color strong     = eg > 0 ? WHITE : BLACK;
    const Bitboard knights = pos.pieces(KNIGHT), bishops = pos.pieces(BISHOP);
    const Bitboard rooks = pos.pieces(ROOK), queens = pos.pieces(QUEEN);
    const auto one_each = [&](Bitboard b) {
        return popcount(b & pos.pieces(WHITE)) == 1 && popcount(b & pos.pieces(BLACK)) == 1;
    };
    int scale = ScaleFull;
    if (one_each(bishops) && popcount(bishops & DarkSquares) == 1) { // opposite-coloured bishops
        if (!(knights | rooks | queens)) return ScaleFull;           // Fruit's rule has it
        if (!(rooks | queens) && one_each(knights)) return P.ScaleOcbKnights;
        if (!(knights | queens) && one_each(rooks)) return P.ScaleOcbRooks;
        scale = P.ScaleOcbPieces;
    }
    const Bitboard pieces = knights | bishops | rooks;
    if (popcount(queens) == 1 && (queens & pos.pieces(strong)) && !(pieces & pos.pieces(strong)) &&
        popcount(pieces) >= 2)
        scale = std::min(scale, P.ScaleLoneQueen);
    return std::min(scale, P.ScalePawnsBase + P.ScalePerPawn * popcount(pos.pieces(strong, PAWN)));
}

} // namespace quince::eval
