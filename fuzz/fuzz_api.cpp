// The explorer's API input handling (src/serve/api.h): the first byte picks an endpoint, the rest
// is the request body (or, for GET /api/pst, the query values). Every answer must be a JSON
// object with a status the API documents: 200 with a result, or 4xx with an "error" message.
// Also the search and stop request parsers and the PGN reader on the same bytes.
#include <cstdint>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>

#include "board/pgn.h"
#include "board/position.h"
#include "serve/api.h"

using namespace quince;
using namespace quince::serve;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Position::init();
    if (size == 0) return 0;
    static const char* const Paths[] = {"/api/eval", "/api/evals", "/api/legal",    "/api/move",
                                        "/api/pgn",  "/api/pst",   "/api/profiles", "/api/none"};
    const std::string path           = Paths[data[0] % 8];
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
    return 0;
}
