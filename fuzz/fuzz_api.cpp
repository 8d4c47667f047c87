// The explorer's API input handling (src/serve/api.h): the first byte picks an endpoint, the rest
// is the request body (or, for GET /api/pst, the query values). Every answer must be a JSON
// object with a status the API documents: 200 with a result, or 4xx with an "error" message.
// Also the search and stop request parsers and the PGN reader on the same bytes: a game it reads
// is written back (write_pgn) and read again to the same tree.
#include <cstdint>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>

#include "board/pgn.h"
#include "board/position.h"
#include "serve/api.h"

using namespace quince;
using namespace quince::serve;

namespace {

using nlohmann::json;
std::string dump(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

// /api/pgn's tree of `text`, given to /api/pgn/export: refused only for its tags (names of other
// characters than letters, digits and '_'), else written as PGN that reads back to the same moves
// in the same tree (comments and tags may differ: bytes that are not UTF-8 became U+FFFD).
void export_round_trip(const std::string& text, const PgnTree& t) {
    const Reply p = handle_api({"POST", "/api/pgn", {}, dump({{"pgn", text}})});
    if (p.status != 200) return; // the text as JSON can be larger than the endpoint takes
    const json pj = json::parse(p.body);
    const Reply e =
        handle_api({"POST",
                    "/api/pgn/export",
                    {},
                    dump({{"tree", pj["tree"]}, {"tags", pj["tags"]}, {"result", pj["result"]}})});
    if (e.status != 200) {
        if (e.status != 400 || e.body.find("tag") == std::string::npos) std::abort();
        return;
    }
    PgnTree x;
    std::string err;
    if (!parse_pgn_tree(json::parse(e.body)["pgn"].get<std::string>(), x, &err) ||
        x.nodes.size() != t.nodes.size())
        std::abort();
    for (std::size_t i = 0; i < x.nodes.size(); ++i)
        if (x.nodes[i].uci != t.nodes[i].uci || x.nodes[i].children != t.nodes[i].children) std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Position::init();
    if (size == 0) return 0;
    // 16 slots: the 8 of old first (so that the corpus's first bytes, all below 8 modulo 16, keep
    // their endpoints), new endpoints after them, the rest a second chance for the busiest ones.
    // The weight editor's (POST /api/weights, /api/profile/text, /api/profile/upload) take an
    // edited profile, which /api/eval takes too.
    static const char* const Paths[16] = {
        "/api/eval",    "/api/evals",      "/api/legal",          "/api/move",
        "/api/pgn",     "/api/pst",        "/api/profiles",       "/api/none",
        "/api/opening", "/api/pgn/export", "/api/pgn/export",     "/api/pgn",
        "/api/weights", "/api/eval",       "/api/profile/upload", "/api/profile/text"};
    const std::string path = Paths[data[0] % 16];
    const std::string body(reinterpret_cast<const char*>(data + 1), size - 1);
    Request req{path == "/api/pst" || path == "/api/profiles" ? "GET" : "POST", path, {}, body};
    if (path == "/api/pst") {
        const std::size_t a = body.find('&'), b = a == std::string::npos ? a : body.find('&', a + 1);
        req.query["profile"] = body.substr(0, a);
        if (a != std::string::npos)
            req.query["piece"] = body.substr(a + 1, b == std::string::npos ? b : b - a - 1);
        if (b != std::string::npos) req.query["stage"] = body.substr(b + 1);
    }
    const Reply r          = handle_api(req);
    const nlohmann::json j = nlohmann::json::parse(r.body, nullptr, false);
    if (j.is_discarded() || !j.is_object()) std::abort();
    if (r.status != 200 && (r.status < 400 || r.status > 413 || !j.contains("error"))) std::abort();

    SearchRequest s;
    std::string err, client;
    if (!parse_search(body, s, &err) && err.empty()) std::abort();
    if (!parse_stop(body, client, &err) && err.empty()) std::abort();
    PgnGame g;
    if (parse_pgn(body, g, &err) && g.fens.size() != g.moves.size() + 1) std::abort();
    PgnTree t, back;
    if (parse_pgn_tree(body, t, &err)) {
        // Written and read again: the same positions, moves, comments and NAGs, and the same result
        // when the game had one; writing that is a fixed point (tags then included).
        const std::string text = write_pgn(t);
        if (!parse_pgn_tree(text, back, &err) || back.nodes != t.nodes) std::abort();
        if (!t.result.empty() && back.result != t.result) std::abort();
        if (write_pgn(back) != text) std::abort();
        export_round_trip(text, t);
    }
    return 0;
}
