#include "board/pgn.h"

#include <algorithm>
#include <cctype>

#include "board/position.h"
#include "board/san.h"

namespace quince {

namespace {

bool is_result(const std::string& t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

// Strips a leading move number ("12." "12..." "12.e4" gives "e4"); "" if only a number.
std::string strip_move_number(const std::string& t) {
    std::size_t i = 0;
    while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) ++i;
    if (i == 0 || i == t.size() || t[i] != '.') return i == t.size() && i > 0 ? "" : t;
    while (i < t.size() && t[i] == '.') ++i;
    return t.substr(i);
}

} // namespace

bool parse_pgn(const std::string& text, PgnGame& game, std::string* error, std::size_t start,
               std::size_t* end) {
    game = PgnGame{};
    if (end) *end = std::string::npos;
    auto fail = [&](const std::string& msg) {
        if (error) *error = msg;
        return false;
    };
    std::string fen = Position::StartFEN;
    bool fen_tag = false, moves_started = false;
    std::vector<std::string> tokens, comments; // comments: one per token
    std::size_t i = std::min(start, text.size()), line = 1;
    const std::size_t n = text.size();
    // Pass 1: tags, and the move text's tokens with comments, variations and NAGs removed.
    while (i < n) {
        const char c = text[i];
        if (c == '\n') ++line;
        if (std::isspace(static_cast<unsigned char>(c))) {
            ++i;
            continue;
        }
        if (c == '%' && (i == 0 || text[i - 1] == '\n')) { // escape line
            while (i < n && text[i] != '\n') ++i;
            continue;
        }
        if (c == '[') {
            if (moves_started) break; // the next game's tags
            const std::size_t end = text.find(']', i);
            if (end == std::string::npos) return fail("line " + std::to_string(line) + ": tag without ']'");
            const std::string tag = text.substr(i + 1, end - i - 1);
            const std::size_t q1 = tag.find('"'), q2 = tag.rfind('"');
            if (q1 == std::string::npos || q2 == q1)
                return fail("line " + std::to_string(line) + ": tag value must be quoted");
            std::string name = tag.substr(0, q1);
            while (!name.empty() && std::isspace(static_cast<unsigned char>(name.back()))) name.pop_back();
            while (!name.empty() && std::isspace(static_cast<unsigned char>(name.front()))) name.erase(0, 1);
            if (name.empty()) return fail("line " + std::to_string(line) + ": tag without a name");
            std::string value;
            for (std::size_t k = q1 + 1; k < q2; ++k) {
                if (tag[k] == '\\' && k + 1 < q2) ++k;
                value += tag[k];
            }
            if (name == "FEN") fen = value, fen_tag = true;
            game.tags.emplace_back(name, value);
            i = end + 1;
            continue;
        }
        if (c == '{') {
            const std::size_t end = text.find('}', i);
            if (end == std::string::npos)
                return fail("line " + std::to_string(line) + ": comment without '}'");
            for (std::size_t k = i; k < end; ++k) line += text[k] == '\n';
            if (!comments.empty() && comments.back().empty())
                comments.back() = text.substr(i + 1, end - i - 1);
            i = end + 1;
            continue;
        }
        if (c == ';') {
            while (i < n && text[i] != '\n') ++i;
            continue;
        }
        if (c == '(') { // a variation (nested ones too, comments inside skipped)
            int depth = 0;
            for (; i < n; ++i) {
                if (text[i] == '\n') ++line;
                if (text[i] == '{') {
                    const std::size_t end = text.find('}', i);
                    if (end == std::string::npos) break;
                    i = end;
                } else if (text[i] == '(')
                    ++depth;
                else if (text[i] == ')' && --depth == 0)
                    break;
            }
            if (i >= n) return fail("line " + std::to_string(line) + ": variation without ')'");
            ++i;
            continue;
        }
        if (c == ')') return fail("line " + std::to_string(line) + ": ')' without '('");
        std::size_t j = i;
        while (j < n && !std::isspace(static_cast<unsigned char>(text[j])) && text[j] != '{' &&
               text[j] != '(' && text[j] != ')' && text[j] != ';' && text[j] != '[')
            ++j;
        std::string tok = text.substr(i, j - i);
        i               = j;
        if (tok[0] == '$') continue; // NAG
        moves_started = true;
        if (is_result(tok)) {
            game.result = tok;
            break;
        }
        tok = strip_move_number(tok);
        if (!tok.empty()) tokens.push_back(tok), comments.emplace_back();
    }
    if (end) *end = i;
    Position pos;
    std::string err;
    if (!pos.set(fen, &err)) return fail(std::string(fen_tag ? "FEN tag: " : "") + err);
    game.fens.push_back(pos.fen());
    for (std::size_t t = 0; t < tokens.size(); ++t) {
        const std::string& tok = tokens[t];
        if (game.moves.size() >= PgnMaxPlies)
            return fail("more than " + std::to_string(PgnMaxPlies) + " moves");
        const std::string number =
            std::to_string(pos.fullmove_number()) + (pos.side_to_move() == WHITE ? "." : "...");
        const Move m = parse_san(pos, tok, &err);
        if (m == Move::none()) return fail("move " + number + " " + tok + ": " + err);
        game.moves.push_back({to_san(pos, m), pos.move_to_uci(m)});
        game.comments.push_back(comments[t]);
        pos.make_move(m);
        game.fens.push_back(pos.fen());
    }
    return true;
}

} // namespace quince
