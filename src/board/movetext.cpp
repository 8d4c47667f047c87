// UCI move text: e2e4, e7e8q; castling as e1g1 (standard) or king-takes-rook e1h1 (Chess960).
#include "board/movegen.h"
#include "board/position.h"

namespace quince {

std::string Position::move_to_uci(Move m) const {
    if (m == Move::none()) return "0000";
    if (m == Move::null()) return "0000";
    Square from = m.from(), to = m.to();
    if (m.kind() == CASTLING && !chess960_) to = make_square(to > from ? FILE_G : FILE_C, rank_of(from));
    std::string s = square_name(from) + square_name(to);
    if (m.kind() == PROMOTION) s += "nbrq"[m.promotion() - KNIGHT];
    return s;
}

Move Position::parse_uci_move(const std::string& text) const {
    if (text.size() < 4 || text.size() > 5) return Move::none();
    MoveList list;
    generate<ALL>(*this, list);
    for (Move m : list) {
        std::string s = move_to_uci(m);
        if (s == text) return m;
        // Accept king-takes-rook castling in standard chess too (some GUIs send it).
        if (m.kind() == CASTLING && !chess960_ && text == square_name(m.from()) + square_name(m.to()))
            return m;
    }
    return Move::none();
}

} // namespace quince
