// The explorer's JSON API without sockets: every request is a value (method, path, query, body,
// headers) and every answer too, so the input handling is tested and fuzzed directly
// (tests/test_serve.cpp, fuzz/fuzz_api.cpp). server.cpp puts it behind cpp-httplib; the search
// endpoints, which stream, live there and use parse_search() from here. docs/explorer.md
// documents the endpoints.
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "board/pgn.h"
#include "board/position.h"
#include "eval/profile.h"
#include "search/analysis.h"
#include "search/skill.h"
#include "tune/tuner.h"

namespace quince::serve {

struct Request {
    std::string method; // "GET", "POST", ...
    std::string path;   // without the query string
    std::map<std::string, std::string> query;
    std::string body;
};

struct Reply {
    int status               = 200;
    std::string content_type = "application/json";
    std::string body;
};

// JSON text of j; bytes that are not UTF-8 (quoted from a request) become U+FFFD.
std::string json_text(const nlohmann::json& j);
// {"error": message} with that status.
Reply error_reply(int status, const std::string& message);

// Request size limits: bodies of /api/pgn, /api/pgn/export and /api/evals (a whole game) up to LargeBody, the
// others up to SmallBody; nothing larger reaches a handler.
inline constexpr std::size_t SmallBody         = 64 * 1024;
inline constexpr std::size_t LargeBody         = 1024 * 1024;
inline constexpr std::size_t MaxEvalsPositions = 1000;
inline constexpr std::size_t MaxExplainPlies   = 64;     // moves of POST /api/explain's line
inline constexpr long long DefaultAnalyseNodes = 500000; // per position, as `quince analyse`
std::size_t body_limit(const std::string& path);

// DNS rebinding and cross-site requests: a request is served only if its Host header is one of
// `hosts` (host:port as the browser writes it) and its Origin header, when present, is
// http:// + one of them. False with the reason otherwise.
bool host_allowed(const std::vector<std::string>& hosts, const std::string& host, const std::string& origin,
                  std::string* why);

// The JSON endpoints (all but search, analyse and stop): GET /api/profiles, GET and POST /api/pst,
// GET /api/weights, POST /api/eval, /api/evals, /api/legal, /api/move, /api/opening, /api/pgn,
// /api/pgn/export, /api/explain, /api/profile/text, /api/profile/upload. Never throws: bad input
// gives a 4xx JSON error. Anything else under /api/ is 404 (405 for a known path with the wrong
// method).
//
// Wherever a request names a profile ("profile", "profiles", "diff") it may give an edited one
// instead of a name: {"base": NAME, "model"?: 0..3, "pst"?: "generated" | "tables", "set": {ELEMENT:
// value | [opening, endgame]}, "fixed"?: [names], "name"?: shown name}: the base profile (in that
// model and PST source, eval::in_model), then each element set as a profile file's line sets it.
// It lives for the request (or the search that uses it) and is never registered; a bad element or a
// value out of its range is a 400 naming it (and the range).
Reply handle_api(const Request& req);

// A search request (POST /api/search), validated.
struct SearchRequest {
    std::string client;                        // the page's id for itself: one search per client at a time
    Position root;                             // fen, then the moves played from it (repetitions are seen)
    std::string profile;                       // the profile's name (a registered one, or an edited one's)
    std::shared_ptr<const eval::Profile> prof; // the profile itself (an edited one lives here)
    int multipv        = 1;                    // 1..5
    long long movetime = 0;                    // ms; exactly one kind of limit, capped by the server
    int depth          = 0;                    // 1..64
    long long nodes    = 0;                    // 1..1e9
    long long time[2]  = {-1, -1};             // wtime, btime (ms) for play against the clock
    long long inc[2]   = {0, 0};
    bool infinite      = false; // until stop (or the server's cap)
    // Strength: "skill" (level 0..20, fractional allowed) or "elo" (UCI_Elo 1350..2600, mapped
    // by Skill::level_for_elo), not both; neither: full strength.
    search::Skill skill;
    // "personality": {term key: percent 0..400} (keys of eval::TermKey); absent keys stay 100.
    eval::Personality personality;
};
bool parse_search(const std::string& body, SearchRequest& out, std::string* error);
// A game analysis request (POST /api/analyse), validated: the game as the page holds it (tags,
// result, tree: as /api/pgn/export takes it), the profile, one limit per position (default:
// DefaultAnalyseNodes nodes).
struct AnalyseRequest {
    std::string client;
    PgnTree tree;
    std::string profile;
    std::shared_ptr<const eval::Profile> prof; // as SearchRequest::prof
    long long movetime = 0;                    // ms per position, 1..60000
    int depth          = 0;                    // 1..40
    long long nodes    = 0;                    // 1..1e8
};
bool parse_analyse(const std::string& body, AnalyseRequest& out, std::string* error);
// The analysis stream's last event: {"type": "analysis", ...search::analysis_json's fields, "tree":
// the annotated tree (as /api/pgn gives trees), "tags": its tags as [name, value] pairs, "result"}.
std::string analysis_event(const PgnTree& tree, const PgnTree& annotated,
                           const search::GameAnalysis& analysis);

// A tuning job (POST /api/tune), validated: the start profile (a name or an edited one), the
// labeled positions (from "positions": lines as `quince tune --data` reads them, or from "pgn":
// games labeled as `quince pgn-labels` labels them, "lambda" 1 by their results, 0 by their
// analysis's `[%eval]`s, between: blended), the weights held (those outside the chosen trace
// groups, "groups": term keys, default all) and the fit's options ("epochs" 1..500, "threads"
// 1..64, "seed", "lr", "val_frac").
struct TuneRequest {
    std::string client;
    std::shared_ptr<const eval::Profile> prof;
    std::string base; // the registered profile the start is (or is an edited one of)
    std::vector<std::string> lines;
    int games = 0, skipped_games = 0; // from "pgn": games labeled, and those that could not be
    std::vector<bool> frozen;         // by slot of prof's weights
    tune::TuneOptions options;
};
bool parse_tune(const std::string& body, TuneRequest& out, std::string* error);
// The edited profile (the form above) that `p`, a profile in the layout of some profile based on
// the registered `base`, is: `base`, p's model and PST source, and every element that differs.
nlohmann::json edited_spec(const std::string& base, const eval::Params& p, const std::string& name);

// POST /api/stop {client}
bool parse_stop(const std::string& body, std::string& client, std::string* error);

} // namespace quince::serve
