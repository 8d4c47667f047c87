#include "board/movegen.h"

namespace quince {

namespace {

template <GenType T> void add_promotions(MoveList& list, Square from, Square to, bool capture) {
    // Queen promotions are "captures" for ordering purposes; under-promotions are quiet unless
    // they capture.
    if (T != QUIETS) list.add(Move::make(from, to, PROMOTION, QUEEN));
    if (T == ALL || (T == CAPTURES && capture) || (T == QUIETS && !capture)) {
        list.add(Move::make(from, to, PROMOTION, ROOK));
        list.add(Move::make(from, to, PROMOTION, BISHOP));
        list.add(Move::make(from, to, PROMOTION, KNIGHT));
    }
}

template <Color Us, GenType T>
void pawn_moves(const Position& pos, MoveList& list, Bitboard pawns, Bitboard check_mask, Bitboard pinned,
                Square ksq) {
    constexpr Color Them     = ~Us;
    constexpr int Up         = Us == WHITE ? 8 : -8;
    constexpr int UpL        = Us == WHITE ? 7 : -9; // capture towards the a-file
    constexpr int UpR        = Us == WHITE ? 9 : -7; // capture towards the h-file
    constexpr Bitboard Rank7 = Us == WHITE ? rank_bb(RANK_7) : rank_bb(RANK_2);
    constexpr Bitboard Rank3 = Us == WHITE ? rank_bb(RANK_3) : rank_bb(RANK_6);

    Bitboard empty   = ~pos.pieces();
    Bitboard enemies = pos.pieces(Them) & check_mask;

    // Pinned pawns can move only along their pin line: handled one at a time.
    Bitboard free_pawns   = pawns & ~pinned;
    Bitboard pinned_pawns = pawns & pinned;

    auto gen_set = [&](Bitboard pw, Bitboard allowed) {
        Bitboard promo = pw & Rank7, rest = pw & ~Rank7;
        if (T != CAPTURES) {
            Bitboard one = shift<Up>(rest) & empty;
            Bitboard two = shift<Up>(one & Rank3) & empty & check_mask & allowed;
            one &= check_mask & allowed;
            while (one) {
                Square to = pop_lsb(one);
                list.add(Move(to - Up, to));
            }
            while (two) {
                Square to = pop_lsb(two);
                list.add(Move(to - 2 * Up, to));
            }
        }
        if (T != QUIETS) {
            Bitboard l = shift<UpL>(rest) & enemies & allowed, r = shift<UpR>(rest) & enemies & allowed;
            while (l) {
                Square to = pop_lsb(l);
                list.add(Move(to - UpL, to));
            }
            while (r) {
                Square to = pop_lsb(r);
                list.add(Move(to - UpR, to));
            }
        }
        if (promo) {
            Bitboard one = shift<Up>(promo) & empty & check_mask & allowed;
            Bitboard l = shift<UpL>(promo) & enemies & allowed, r = shift<UpR>(promo) & enemies & allowed;
            while (one) {
                Square to = pop_lsb(one);
                add_promotions<T>(list, to - Up, to, false);
            }
            while (l) {
                Square to = pop_lsb(l);
                add_promotions<T>(list, to - UpL, to, true);
            }
            while (r) {
                Square to = pop_lsb(r);
                add_promotions<T>(list, to - UpR, to, true);
            }
        }
    };

    gen_set(free_pawns, ~0ULL);
    while (pinned_pawns) {
        Square s = pop_lsb(pinned_pawns);
        gen_set(square_bb(s), line_bb(ksq, s));
    }

    // En passant: rare, so test the resulting position directly (covers the rank pin where
    // both pawns leave the king's rank, and checks by the captured pawn).
    if (T != QUIETS && pos.ep_square() != SQ_NONE) {
        Square ep     = pos.ep_square();
        Bitboard cand = pawn_attacks(Them, ep) & pawns;
        while (cand) {
            Move m = Move::make(pop_lsb(cand), ep, EN_PASSANT);
            if (pos.is_legal(m)) list.add(m);
        }
    }
}

template <Color Us, GenType T> void generate_all(const Position& pos, MoveList& list) {
    constexpr Color Them = ~Us;
    Square ksq           = pos.king_square(Us);
    Bitboard occ         = pos.pieces();
    Bitboard ours        = pos.pieces(Us);
    Bitboard checkers    = pos.checkers();

    Bitboard target = T == CAPTURES ? pos.pieces(Them) : T == QUIETS ? ~occ : ~ours;

    // King moves: each destination tested with the king lifted off the board.
    {
        Bitboard b           = king_attacks(ksq) & target;
        Bitboard occ_wo_king = occ ^ square_bb(ksq);
        while (b) {
            Square to = pop_lsb(b);
            if (!(pos.attackers_to(to, occ_wo_king) & pos.pieces(Them))) list.add(Move(ksq, to));
        }
    }
    if (more_than_one(checkers)) return; // double check: only the king moves

    Bitboard check_mask = checkers ? between_bb(ksq, lsb(checkers)) : ~0ULL;

    // Pins: our pieces that alone stand between the king and an enemy slider.
    Bitboard pinned = 0;
    {
        Bitboard snipers = (rook_attacks(ksq, pos.pieces(Them)) & pos.pieces(Them, ROOK, QUEEN)) |
                           (bishop_attacks(ksq, pos.pieces(Them)) & pos.pieces(Them, BISHOP, QUEEN));
        while (snipers) {
            Square s     = pop_lsb(snipers);
            Bitboard btw = between_bb(ksq, s) & ~square_bb(s) & occ;
            if (btw && !more_than_one(btw)) pinned |= btw & ours;
        }
    }

    pawn_moves<Us, T>(pos, list, pos.pieces(Us, PAWN), check_mask, pinned, ksq);

    Bitboard tmask = target & check_mask;
    for (Bitboard b = pos.pieces(Us, KNIGHT) & ~pinned; b;) {
        Square from = pop_lsb(b);
        for (Bitboard a = knight_attacks(from) & tmask; a;) list.add(Move(from, pop_lsb(a)));
    }
    for (Bitboard b = pos.pieces(Us, BISHOP, QUEEN); b;) {
        Square from = pop_lsb(b);
        Bitboard a  = bishop_attacks(from, occ) & tmask;
        if (pinned & square_bb(from)) a &= line_bb(ksq, from);
        while (a) list.add(Move(from, pop_lsb(a)));
    }
    for (Bitboard b = pos.pieces(Us, ROOK, QUEEN); b;) {
        Square from = pop_lsb(b);
        Bitboard a  = rook_attacks(from, occ) & tmask;
        if (pinned & square_bb(from)) a &= line_bb(ksq, from);
        while (a) list.add(Move(from, pop_lsb(a)));
    }

    // Castling (never out of check): path empty, king path safe.
    if (T != CAPTURES && !checkers &&
        (pos.castling_rights() & (Us == WHITE ? WHITE_CASTLING : BLACK_CASTLING))) {
        for (int right : {Us == WHITE ? WHITE_OO : BLACK_OO, Us == WHITE ? WHITE_OOO : BLACK_OOO}) {
            if (!pos.can_castle(right)) continue;
            Move m = Move::make(ksq, pos.castling_rook_square(right), CASTLING);
            if (pos.is_pseudo_legal(m) && pos.is_legal(m)) list.add(m);
        }
    }
}

} // namespace

template <GenType T> void generate(const Position& pos, MoveList& list) {
    if (pos.side_to_move() == WHITE)
        generate_all<WHITE, T>(pos, list);
    else
        generate_all<BLACK, T>(pos, list);
}

template void generate<CAPTURES>(const Position&, MoveList&);
template void generate<QUIETS>(const Position&, MoveList&);
template void generate<ALL>(const Position&, MoveList&);

} // namespace quince
