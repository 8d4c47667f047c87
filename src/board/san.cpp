#include "board/san.h"

#include "board/movegen.h"

namespace quince {

namespace {

constexpr char PieceLetter[] = "PNBRQK";

bool is_castling_kingside(Move m) { return file_of(m.to()) > file_of(m.from()); }

std::string square_text(Square s) { return {char('a' + file_of(s)), char('1' + rank_of(s))}; }

// The SAN text without the check sign.
std::string san_body(const Position& pos, Move m, const MoveList& legal) {
    if (m.kind() == CASTLING) return is_castling_kingside(m) ? "O-O" : "O-O-O";
    const PieceType pt = type_of(pos.moved_piece(m));
    const bool capture = pos.is_capture(m);
    std::string s;
    if (pt == PAWN) {
        if (capture) s += char('a' + file_of(m.from()));
    } else {
        s += PieceLetter[pt];
        // Other pieces of the same kind that can go to the same square: name the file, else the
        // rank, else both.
        bool ambiguous = false, same_file = false, same_rank = false;
        for (Move o : legal) {
            if (o == m || o.to() != m.to() || o.from() == m.from() || o.kind() == CASTLING) continue;
            if (pos.moved_piece(o) != pos.moved_piece(m)) continue;
            ambiguous = true;
            same_file |= file_of(o.from()) == file_of(m.from());
            same_rank |= rank_of(o.from()) == rank_of(m.from());
        }
        if (ambiguous) {
            if (!same_file)
                s += char('a' + file_of(m.from()));
            else if (!same_rank)
                s += char('1' + rank_of(m.from()));
            else
                s += square_text(m.from());
        }
    }
    if (capture) s += 'x';
    s += square_text(m.to());
    if (m.kind() == PROMOTION) s += std::string("=") + PieceLetter[m.promotion()];
    return s;
}

std::string check_sign(const Position& pos, Move m) {
    Position after = pos;
    after.make_move(m);
    if (!after.in_check()) return "";
    return legal_moves(after).empty() ? "#" : "+";
}

} // namespace

std::string to_san(const Position& pos, Move m) {
    const MoveList legal = legal_moves(pos);
    return san_body(pos, m, legal) + check_sign(pos, m);
}

Move parse_san(const Position& pos, const std::string& text, std::string* error) {
    std::string t = text;
    while (!t.empty() && (t.back() == '+' || t.back() == '#' || t.back() == '!' || t.back() == '?'))
        t.pop_back();
    for (char& c : t)
        if (c == '0') c = 'O'; // 0-0 and 0-0-0
    // e8Q (no '=') as e8=Q.
    if (t.size() >= 3 && std::string("NBRQ").find(t.back()) != std::string::npos && t[t.size() - 2] != '=' &&
        t[t.size() - 2] >= '1' && t[t.size() - 2] <= '8') {
        const char promo = t.back();
        t.back()         = '=';
        t.push_back(promo);
    }
    const MoveList legal = legal_moves(pos);
    Move found           = Move::none();
    for (Move m : legal) {
        std::string body = san_body(pos, m, legal);
        // Also accept a fully disambiguated or needlessly disambiguated piece move (Nge2, Ng1e2),
        // and a pawn capture written without the 'x' is not accepted (it would be ambiguous).
        if (body == t) return m;
        if (m.kind() != CASTLING && type_of(pos.moved_piece(m)) != PAWN && found == Move::none()) {
            const std::string piece(1, PieceLetter[type_of(pos.moved_piece(m))]);
            const std::string x    = pos.is_capture(m) ? "x" : "";
            const std::string to   = square_text(m.to());
            const std::string from = square_text(m.from());
            if (t == piece + from[0] + x + to || t == piece + from[1] + x + to || t == piece + from + x + to)
                found = m;
        }
    }
    if (found != Move::none()) return found;
    if (error) *error = "'" + text + "' is not a legal move here";
    return Move::none();
}

} // namespace quince
