#include "board/pgn.h"

#include <algorithm>
#include <cctype>

#include "board/position.h"
#include "board/san.h"

namespace quince {

namespace {

bool is_result(const std::string& t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }
bool is_space(char c) { return std::isspace(static_cast<unsigned char>(c)); }
bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)); }

// Strips a leading move number ("12." "12..." "12.e4" gives "e4"); "" if only a number or dots.
std::string strip_move_number(const std::string& t) {
    std::size_t i = 0;
    while (i < t.size() && is_digit(t[i])) ++i;
    if (i < t.size() && t[i] != '.') return t;
    while (i < t.size() && t[i] == '.') ++i;
    return t.substr(i);
}

// The move-suffix annotations and the NAGs they stand for (PGN standard, 10: $1..$6).
constexpr std::pair<const char*, int> Suffixes[] = {{"!!", 3}, {"??", 4}, {"!?", 5},
                                                    {"?!", 6}, {"!", 1},  {"?", 2}};

int suffix_nag(const std::string& s) {
    for (const auto& [text, nag] : Suffixes)
        if (s == text) return nag;
    return 0;
}

// A comment's text with whitespace runs made one space, trimmed.
std::string normalise_comment(const std::string& s) {
    std::string out;
    bool space = false;
    for (char c : s) {
        if (is_space(c)) {
            space = !out.empty();
            continue;
        }
        if (space) out += ' ';
        out += c, space = false;
    }
    return out;
}

void append_comment(std::string& to, const std::string& c) {
    if (c.empty()) return;
    if (!to.empty()) to += ' ';
    to += c;
}

std::string at_line(std::size_t line) { return "line " + std::to_string(line) + ": "; }

// ---------------------------------------------------------------------------------------------
// Reading, pass 1: the tags and the move text's tokens, up to the game's end.

struct Token {
    enum Kind { MOVE, NAG, SUFFIX, COMMENT, OPEN, CLOSE } kind;
    std::string text;
    std::size_t line;
};

struct Scan {
    std::vector<std::pair<std::string, std::string>> tags;
    std::string result;
    std::vector<Token> tokens;
    std::string fen = Position::StartFEN;
    bool fen_tag    = false;
};

// A tag at text[i] == '['; i is left after its ']'.
bool read_tag(const std::string& text, std::size_t& i, std::size_t& line, Scan& s, std::string& err) {
    const std::size_t n = text.size(), first_line = line;
    std::size_t j = i + 1;
    while (j < n && text[j] != '"' && text[j] != ']') line += text[j++] == '\n';
    if (j == n) return err = at_line(first_line) + "tag without ']'", false;
    if (text[j] == ']') return err = at_line(first_line) + "tag value must be quoted", false;
    std::string name = text.substr(i + 1, j - i - 1);
    while (!name.empty() && is_space(name.back())) name.pop_back();
    while (!name.empty() && is_space(name.front())) name.erase(0, 1);
    if (name.empty()) return err = at_line(first_line) + "tag without a name", false;
    std::string value;
    for (++j; j < n && text[j] != '"'; ++j) {
        if (text[j] == '\\' && j + 1 < n) ++j;
        line += text[j] == '\n';
        value += text[j];
    }
    if (j < n) ++j; // the closing quote
    while (j < n && text[j] != ']' && is_space(text[j])) line += text[j++] == '\n';
    if (j >= n || text[j] != ']') return err = at_line(first_line) + "tag without ']'", false;
    if (name == "FEN") s.fen = value, s.fen_tag = true;
    s.tags.emplace_back(std::move(name), std::move(value));
    i = j + 1;
    return true;
}

bool scan(const std::string& text, std::size_t& i, Scan& s, std::string& err) {
    const std::size_t n = text.size();
    std::size_t line    = 1;
    bool moves_started  = false;
    std::vector<std::size_t> open; // the lines of the open variations' '('
    while (i < n) {
        const char c = text[i];
        if (c == '\n') ++line;
        if (is_space(c)) {
            ++i;
            continue;
        }
        if (c == '%' && (i == 0 || text[i - 1] == '\n')) { // escape line
            while (i < n && text[i] != '\n') ++i;
            continue;
        }
        if (c == '[') {
            if (!open.empty()) return err = at_line(open.back()) + "variation without ')'", false;
            if (moves_started) break; // the next game's tags
            if (!read_tag(text, i, line, s, err)) return false;
            continue;
        }
        if (c == '{') {
            const std::size_t close = text.find('}', i);
            if (close == std::string::npos) return err = at_line(line) + "comment without '}'", false;
            s.tokens.push_back({Token::COMMENT, normalise_comment(text.substr(i + 1, close - i - 1)), line});
            line += std::count(text.begin() + std::ptrdiff_t(i), text.begin() + std::ptrdiff_t(close), '\n');
            i = close + 1;
            continue;
        }
        if (c == ';') { // a comment to the end of the line
            const std::size_t eol = std::min(text.find('\n', i), n);
            s.tokens.push_back({Token::COMMENT, normalise_comment(text.substr(i + 1, eol - i - 1)), line});
            i = eol;
            continue;
        }
        if (c == '(') {
            open.push_back(line);
            s.tokens.push_back({Token::OPEN, "(", line});
            ++i;
            continue;
        }
        if (c == ')') {
            if (open.empty()) return err = at_line(line) + "')' without '('", false;
            open.pop_back();
            s.tokens.push_back({Token::CLOSE, ")", line});
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < n && !is_space(text[j]) && text[j] != '{' && text[j] != '(' && text[j] != ')' &&
               text[j] != ';' && text[j] != '[')
            ++j;
        std::string tok = text.substr(i, j - i);
        i               = j;
        if (tok[0] == '$') {
            s.tokens.push_back({Token::NAG, tok, line});
            continue;
        }
        if (suffix_nag(tok)) {
            s.tokens.push_back({Token::SUFFIX, tok, line});
            continue;
        }
        moves_started = true;
        if (is_result(tok)) {
            if (!open.empty())
                return err = at_line(line) + "game result '" + tok + "' inside a variation", false;
            s.result = tok;
            break;
        }
        tok = strip_move_number(tok);
        if (tok.empty()) continue;
        // A suffix annotation written on the move (e4!, Nf3?!): the move, then its NAG.
        std::size_t k = tok.size();
        while (k > 0 && (tok[k - 1] == '!' || tok[k - 1] == '?')) --k;
        const std::string suffix = tok.substr(k);
        if (k > 0 && suffix_nag(suffix)) tok.resize(k);
        s.tokens.push_back({Token::MOVE, tok, line});
        if (k > 0 && suffix_nag(suffix)) s.tokens.push_back({Token::SUFFIX, suffix, line});
    }
    if (!open.empty()) return err = at_line(open.back()) + "variation without ')'", false;
    return true;
}

// ---------------------------------------------------------------------------------------------
// Reading, pass 2: the tree.

// Where a move stands, for messages: "move 2... Nf6 in a variation (depth 1, line 4)".
std::string where(const Token& t, const Position& pos, int depth) {
    std::string s = "move " + std::to_string(pos.fullmove_number());
    s.append(pos.side_to_move() == WHITE ? ". " : "... ").append(t.text);
    if (depth > 0)
        s.append(" in a variation (depth ").append(std::to_string(depth)).append(", ");
    else
        s.append(" (");
    return s.append("line ").append(std::to_string(t.line)).append(")");
}

bool build(const Scan& s, PgnTree& tree, std::string& err) {
    Position pos;
    if (!pos.set(s.fen, &err)) return err = std::string(s.fen_tag ? "FEN tag: " : "") + err, false;
    tree.tags   = s.tags;
    tree.result = s.result;
    tree.nodes.assign(1, PgnNode{});
    tree.nodes[0].fen = pos.fen();
    std::vector<std::size_t> plies{0}; // per node: moves from the start
    struct Frame {
        int cur       = 0;     // the node the next move is played from
        bool has_move = false; // a move of this line has been read (cur is that move's node)
        Position pos;          // cur's position
        std::string before;    // comments at the start of the variation, before its first move
    };
    std::vector<Frame> frames(1);
    frames[0].pos = pos;
    for (const Token& t : s.tokens) {
        Frame& f        = frames.back();
        const int depth = int(frames.size()) - 1;
        switch (t.kind) {
        case Token::COMMENT:
            if (f.has_move)
                append_comment(tree.nodes[std::size_t(f.cur)].comment, t.text);
            else if (depth == 0)
                append_comment(tree.nodes[0].comment, t.text);
            else
                append_comment(f.before, t.text);
            break;
        case Token::NAG:
        case Token::SUFFIX: {
            int nag = suffix_nag(t.text);
            if (t.kind == Token::NAG) {
                const std::string digits = t.text.substr(1);
                if (digits.empty() || digits.size() > 3 ||
                    !std::all_of(digits.begin(), digits.end(), is_digit))
                    return err = at_line(t.line) + "bad NAG '" + t.text.substr(0, 16) + "'", false;
                nag = std::stoi(digits);
                if (nag > 255) return err = at_line(t.line) + "NAG " + t.text + " is not in $0..$255", false;
            }
            if (!f.has_move)
                return err = at_line(t.line) + "NAG " + t.text + " before any move" +
                             (depth ? " of its variation" : ""),
                       false;
            if (nag) tree.nodes[std::size_t(f.cur)].nags.push_back(nag); // $0: the null annotation
            break;
        }
        case Token::OPEN: {
            if (!f.has_move)
                return err = at_line(t.line) + (depth ? "variation before any move of its variation"
                                                      : "variation before any move"),
                       false;
            if (depth + 1 > PgnMaxDepth)
                return err = at_line(t.line) + "variations nested deeper than " + std::to_string(PgnMaxDepth),
                       false;
            Frame v;
            v.cur = tree.nodes[std::size_t(f.cur)].parent;
            v.pos.set(tree.nodes[std::size_t(v.cur)].fen);
            frames.push_back(std::move(v));
            break;
        }
        case Token::CLOSE:
            if (!f.has_move) return err = at_line(t.line) + "empty variation", false;
            frames.pop_back();
            break;
        case Token::MOVE: {
            if (tree.nodes.size() > PgnMaxNodes)
                return err = at_line(t.line) + "more than " + std::to_string(PgnMaxNodes) +
                             " moves in the game and its variations",
                       false;
            if (plies[std::size_t(f.cur)] >= PgnMaxPlies)
                return err = at_line(t.line) + "more than " + std::to_string(PgnMaxPlies) + " moves", false;
            std::string why;
            const Move m = parse_san(f.pos, t.text, &why);
            if (m == Move::none()) return err = where(t, f.pos, depth) + ": " + why, false;
            PgnNode node;
            node.parent = f.cur;
            node.san    = to_san(f.pos, m);
            node.uci    = f.pos.move_to_uci(m);
            f.pos.make_move(m);
            node.fen            = f.pos.fen();
            node.comment_before = std::move(f.before);
            f.before.clear();
            const int id = int(tree.nodes.size());
            tree.nodes[std::size_t(f.cur)].children.push_back(id);
            plies.push_back(plies[std::size_t(f.cur)] + 1);
            tree.nodes.push_back(std::move(node));
            f.cur      = id;
            f.has_move = true;
            break;
        }
        }
    }
    return true;
}

// ---------------------------------------------------------------------------------------------
// Writing.

// The move text as words, wrapped into lines at the end.
struct Words {
    struct Word {
        std::string text;
        bool line_end = false; // a `;` comment: the line ends after it
    };
    std::vector<Word> words;
    bool glue = false; // the next word continues the last one (after "(")
    void add(std::string w, bool line_end = false) {
        if (glue && !words.empty())
            words.back().text += w, words.back().line_end = line_end;
        else
            words.push_back({std::move(w), line_end});
        glue = false;
    }
    void open() { add("("), glue = true; }
    void close() {
        if (words.back().line_end)
            add(")");
        else
            words.back().text += ")";
    }
    // In braces, a word at a time (so that lines can break inside it); one that holds a '}' (read
    // from a `;` comment) as a `;` comment, which ends its line.
    void comment(const std::string& c) {
        if (c.find('}') != std::string::npos) {
            const std::string one_line = normalise_comment(c);
            if (!one_line.empty()) add("; " + one_line, true);
            return;
        }
        std::string w;
        bool first = true;
        for (std::size_t i = 0; i <= c.size(); ++i) {
            if (i < c.size() && !is_space(c[i])) {
                w += c[i];
                continue;
            }
            if (w.empty()) continue;
            add((first ? "{" : "") + w);
            first = false;
            w.clear();
        }
        if (!first) words.back().text += "}";
    }
};

// Side to move and move number of a FEN ("w", 1 when the fields are missing).
std::pair<bool, int> fen_turn(const std::string& fen) {
    std::vector<std::string> f;
    for (std::size_t i = 0; i < fen.size();) {
        while (i < fen.size() && fen[i] == ' ') ++i;
        const std::size_t j = std::min(fen.find(' ', i), fen.size());
        if (j > i) f.push_back(fen.substr(i, j - i));
        i = j;
    }
    const bool white = f.size() < 2 || f[1] != "b";
    int number       = 1;
    if (f.size() >= 6 && !f[5].empty() && f[5].size() <= 6 && std::all_of(f[5].begin(), f[5].end(), is_digit))
        number = std::stoi(f[5]);
    return {white, number};
}

class Writer {
  public:
    explicit Writer(const PgnTree& t) : t_(t) {}

    std::string moves(const std::string& result) {
        w_.comment(t_.nodes[0].comment);
        if (!t_.nodes[0].children.empty()) line(t_.nodes[0].children[0], true);
        w_.add(result);
        std::string out, cur;
        for (const Words::Word& word : w_.words) {
            if (!cur.empty() && cur.size() + 1 + word.text.size() > 80) out += cur + "\n", cur.clear();
            cur += (cur.empty() ? "" : " ") + word.text;
            if (word.line_end) out += cur + "\n", cur.clear();
        }
        return out + (cur.empty() ? "" : cur + "\n");
    }

  private:
    // The line from node v (a move) on, with the alternatives of each of its main moves.
    void line(int v, bool force_number) {
        for (;;) {
            const PgnNode& n      = t_.nodes[std::size_t(v)];
            const PgnNode& parent = t_.nodes[std::size_t(n.parent)];
            if (!n.comment_before.empty()) w_.comment(n.comment_before), force_number = true;
            const auto [white, number] = fen_turn(parent.fen);
            if (white || force_number) {
                std::string num = std::to_string(number);
                w_.add(num.append(white ? "." : "..."));
            }
            w_.add(n.san);
            for (int nag : n.nags) w_.add(std::string(1, '$').append(std::to_string(nag)));
            force_number = !n.comment.empty();
            w_.comment(n.comment);
            if (parent.children[0] == v && parent.children.size() > 1) {
                for (std::size_t i = 1; i < parent.children.size(); ++i) {
                    w_.open();
                    line(parent.children[i], true);
                    w_.close();
                }
                force_number = true;
            }
            if (n.children.empty()) return;
            v = n.children[0];
        }
    }

    const PgnTree& t_;
    Words w_;
};

bool tag_name_ok(const std::string& s) {
    return !s.empty() && s.size() <= 64 && std::all_of(s.begin(), s.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
    });
}

} // namespace

bool parse_pgn_tree(const std::string& text, PgnTree& tree, std::string* error, std::size_t start,
                    std::size_t* end) {
    tree = PgnTree{};
    if (end) *end = std::string::npos;
    std::string err;
    Scan s;
    std::size_t i = std::min(start, text.size());
    bool ok       = scan(text, i, s, err);
    if (ok) {
        if (end) *end = i;
        ok = build(s, tree, err);
    }
    if (!ok && error) *error = err;
    return ok;
}

std::string game_result(const PgnGame& game) {
    std::string result = game.result;
    for (const auto& [name, value] : game.tags)
        if (name == "Result" && (result.empty() || result == "*")) result = value;
    return result;
}

PgnGame main_line(const PgnTree& tree) {
    PgnGame g;
    g.tags   = tree.tags;
    g.result = tree.result;
    if (tree.nodes.empty()) return g;
    g.fens.push_back(tree.nodes[0].fen);
    for (const PgnNode* n = &tree.nodes[0]; !n->children.empty();) {
        n = &tree.nodes[std::size_t(n->children[0])];
        g.fens.push_back(n->fen);
        g.moves.push_back({n->san, n->uci});
        g.comments.push_back(n->comment);
    }
    return g;
}

bool parse_pgn(const std::string& text, PgnGame& game, std::string* error, std::size_t start,
               std::size_t* end) {
    PgnTree tree;
    const bool ok = parse_pgn_tree(text, tree, error, start, end);
    game          = ok ? main_line(tree) : PgnGame{};
    return ok;
}

bool resolve_pgn_tree(PgnTree& tree, std::string* error) {
    auto fail = [&](const std::string& msg) {
        if (error) *error = msg;
        return false;
    };
    for (const auto& [name, value] : tree.tags) {
        if (!tag_name_ok(name))
            return fail("tag name '" + name.substr(0, 64) + "' must be 1 to 64 letters, digits or '_'");
        if (std::any_of(value.begin(), value.end(), [](char c) { return c == '\n' || c == '\r'; }))
            return fail("tag " + name + ": the value must be one line");
    }
    if (!tree.result.empty() && !is_result(tree.result)) return fail("result must be 1-0, 0-1, 1/2-1/2 or *");
    if (tree.nodes.empty()) return fail("the tree needs node 0, the start position");
    if (tree.nodes.size() > PgnMaxNodes + 1)
        return fail("more than " + std::to_string(PgnMaxNodes) + " moves in the game and its variations");
    const std::size_t n = tree.nodes.size();
    // The shape: every node but 0 listed once, as a child of its parent.
    std::vector<int> parent_of(n, -2);
    for (std::size_t i = 0; i < n; ++i)
        for (int c : tree.nodes[i].children) {
            const std::string at = "node " + std::to_string(i) + ": ";
            if (c == 0) return fail(at + "node 0, the start position, cannot be a child");
            if (c < 0 || std::size_t(c) >= n)
                return fail(at + "child " + std::to_string(c) + " is not a node");
            if (parent_of[std::size_t(c)] != -2)
                return fail(at + "node " + std::to_string(c) + " is already a child of node " +
                            std::to_string(parent_of[std::size_t(c)]));
            parent_of[std::size_t(c)] = int(i);
        }
    parent_of[0] = -1;
    for (std::size_t i = 0; i < n; ++i) {
        const PgnNode& node  = tree.nodes[i];
        const std::string at = "node " + std::to_string(i) + ": ";
        if (i == 0 && node.parent != -1) return fail(at + "the start position has no parent ('parent' -1)");
        if (parent_of[i] == -2) return fail(at + "not a child of any node");
        if (node.parent != parent_of[i])
            return fail(at + "parent " + std::to_string(node.parent) + ", but it is a child of node " +
                        std::to_string(parent_of[i]));
        for (int nag : node.nags)
            if (nag < 1 || nag > 255) return fail(at + "NAG " + std::to_string(nag) + " is not in 1..255");
        if (i == 0 && !node.nags.empty()) return fail(at + "the start position has no move to annotate");
        if (i == 0 && !node.comment_before.empty())
            return fail(at + "the start position has no move: its comment is 'comment'");
    }
    // The start, then the moves in order from it (a node's parent always comes first on the way
    // down from node 0: breadth first, so no recursion and a cycle cannot be reached).
    std::string start = tree.nodes[0].fen;
    if (start.empty())
        for (const auto& [name, value] : tree.tags)
            if (name == "FEN") start = value;
    if (start.empty()) start = Position::StartFEN;
    Position pos;
    std::string err;
    if (!pos.set(start, &err)) return fail("node 0: bad FEN: " + err);
    tree.nodes[0].fen = pos.fen();
    tree.nodes[0].san.clear(), tree.nodes[0].uci.clear();
    std::vector<std::size_t> plies(n, 0);
    std::vector<int> depth(n, 0), order{0};
    for (std::size_t k = 0; k < order.size(); ++k) {
        const PgnNode& p = tree.nodes[std::size_t(order[k])];
        for (std::size_t ci = 0; ci < p.children.size(); ++ci) {
            const std::size_t c  = std::size_t(p.children[ci]);
            const std::string at = "node " + std::to_string(c) + ": ";
            plies[c]             = plies[std::size_t(order[k])] + 1;
            depth[c]             = depth[std::size_t(order[k])] + (ci > 0);
            if (plies[c] > PgnMaxPlies)
                return fail(at + "more than " + std::to_string(PgnMaxPlies) + " moves");
            if (depth[c] > PgnMaxDepth)
                return fail(at + "variations nested deeper than " + std::to_string(PgnMaxDepth));
            Position from;
            from.set(p.fen);
            PgnNode& node = tree.nodes[c];
            Move m        = Move::none();
            if (!node.uci.empty()) {
                m = from.parse_uci_move(node.uci);
                if (m == Move::none())
                    return fail(at + "illegal move '" + node.uci.substr(0, 16) + "' in " + from.fen());
            }
            if (!node.san.empty()) {
                const Move s = parse_san(from, node.san, &err);
                if (s == Move::none()) return fail(at + err + " (" + from.fen() + ")");
                if (m != Move::none() && s != m)
                    return fail(at + "uci '" + node.uci.substr(0, 16) + "' and san '" +
                                node.san.substr(0, 16) + "' are different moves");
                m = s;
            }
            if (m == Move::none()) return fail(at + "a move needs its 'uci' or 'san'");
            node.san = to_san(from, m);
            node.uci = from.move_to_uci(m);
            from.make_move(m);
            node.fen = from.fen();
            order.push_back(int(c));
        }
    }
    if (order.size() != n) { // parents and children agree, but some nodes form a cycle of their own
        std::vector<bool> reached(n, false);
        for (int i : order) reached[std::size_t(i)] = true;
        const std::size_t first =
            std::size_t(std::find(reached.begin(), reached.end(), false) - reached.begin());
        return fail("node " + std::to_string(first) + ": not reached from node 0");
    }
    return true;
}

std::string write_pgn(const PgnTree& tree) {
    static const char* const Roster[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
    auto tag                          = [&](const std::string& name) -> const std::string* {
        for (const auto& [k, v] : tree.tags)
            if (k == name) return &v;
        return nullptr;
    };
    std::string result = tree.result;
    if (!is_result(result)) {
        const std::string* r = tag("Result");
        result               = r && is_result(*r) ? *r : "*";
    }
    std::string out;
    auto write_tag = [&](const std::string& name, const std::string& value) {
        out += "[" + name + " \"";
        for (char c : value) {
            if (c == '\\' || c == '"') out += '\\';
            out += c;
        }
        out += "\"]\n";
    };
    for (const char* name : Roster) {
        const std::string* v    = tag(name);
        const std::string empty = std::string(name) == "Date" ? "????.??.??" : "?";
        write_tag(name, std::string(name) == "Result" ? result : v ? *v : empty);
    }
    const std::string start = tree.nodes.empty() ? Position::StartFEN : tree.nodes[0].fen;
    if (start != Position::StartFEN) write_tag("SetUp", "1"), write_tag("FEN", start);
    for (const auto& tag : tree.tags) {
        const std::string& k = tag.first;
        if (k != "SetUp" && k != "FEN" &&
            std::none_of(std::begin(Roster), std::end(Roster), [&](const char* r) { return k == r; }))
            write_tag(k, tag.second);
    }
    out += "\n";
    if (tree.nodes.empty()) return out + result + "\n";
    return out + Writer(tree).moves(result);
}

int for_each_pgn_game(const std::string& text,
                      const std::function<void(std::size_t start, std::size_t* end)>& read) {
    int games = 0;
    for (std::size_t at = text.find_first_not_of(" \t\r\n"); at != std::string::npos;
         at             = text.find_first_not_of(" \t\r\n", at)) {
        std::size_t end = std::string::npos;
        read(at, &end);
        ++games;
        if (end == std::string::npos) end = text.find("\n[Event ", at);
        if (end <= at) end = text.size(); // no progress: nothing more to read
        at = end;
    }
    return games;
}

} // namespace quince
