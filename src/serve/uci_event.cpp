#include "serve/uci_event.h"

#include <sstream>

#include "serve/san.h"

namespace quince::serve {

using nlohmann::json;

namespace {

bool read_int(std::istringstream& in, long long& v) { return bool(in >> v); }

// The moves as SAN from `root`, as far as they are legal (a PV always is).
json san_line(const Position& root, const json& uci) {
    json out     = json::array();
    Position pos = root;
    for (const json& m : uci) {
        const Move mv = pos.parse_uci_move(m.get<std::string>());
        if (mv == Move::none()) break;
        out.push_back(to_san(pos, mv));
        pos.make_move(mv);
    }
    return out;
}

json info_event(const std::string& line, const Position& root) {
    std::istringstream in(line);
    std::string tok;
    in >> tok; // "info"
    json e      = {{"type", "info"}};
    long long v = 0;
    while (in >> tok) {
        if (tok == "string") {
            std::string rest;
            std::getline(in, rest);
            if (!rest.empty() && rest[0] == ' ') rest.erase(0, 1);
            return {{"type", "message"}, {"text", rest}};
        }
        if (tok == "depth" || tok == "seldepth" || tok == "multipv" || tok == "nodes" || tok == "nps" ||
            tok == "time" || tok == "hashfull" || tok == "tbhits") {
            if (!read_int(in, v)) return nullptr;
            e[tok] = v;
        } else if (tok == "score") {
            std::string kind;
            if (!(in >> kind) || (kind != "cp" && kind != "mate") || !read_int(in, v)) return nullptr;
            e["score"]          = {{kind, v}};
            long long cp        = kind == "cp" ? v : (v > 0 ? 100000 - (2 * v - 1) : -100000 + (-2 * v));
            e["score_white_cp"] = root.side_to_move() == WHITE ? cp : -cp;
        } else if (tok == "wdl") {
            long long w = 0, d = 0, l = 0;
            if (!read_int(in, w) || !read_int(in, d) || !read_int(in, l)) return nullptr;
            e["wdl"] = {w, d, l};
        } else if (tok == "lowerbound" || tok == "upperbound") {
            e["bound"] = tok.substr(0, 5);
        } else if (tok == "pv") {
            json pv = json::array();
            while (in >> tok) pv.push_back(tok);
            e["pv_san"] = san_line(root, pv);
            e["pv"]     = std::move(pv);
        }
    }
    return e.contains("depth") ? e : nullptr;
}

json bestmove_event(const std::string& line, const Position& root) {
    std::istringstream in(line);
    std::string tok, move, ponder;
    in >> tok >> move;
    if (in >> tok && tok == "ponder") in >> ponder;
    json e       = {{"type", "bestmove"}, {"move", move}};
    const Move m = root.parse_uci_move(move);
    e["san"]     = m == Move::none() ? "" : to_san(root, m);
    if (!ponder.empty()) e["ponder"] = ponder;
    return e;
}

} // namespace

std::vector<json> uci_to_events(const std::string& text, const Position& root) {
    std::vector<json> out;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        json e;
        if (line.rfind("info ", 0) == 0)
            e = info_event(line, root);
        else if (line.rfind("bestmove ", 0) == 0)
            e = bestmove_event(line, root);
        if (!e.is_null()) out.push_back(std::move(e));
    }
    return out;
}

} // namespace quince::serve
