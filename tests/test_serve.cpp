// The explorer's server (src/serve/): the JSON API's input handling without sockets, SAN and PGN,
// the search-event adapter, and the running server through a real HTTP client (Host check, path
// traversal, malformed requests, a streamed search and stop).
#ifdef QUINCE_HAVE_SERVE

#include <gtest/gtest.h>
#include <httplib.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <mutex>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <thread>

#include "board/movegen.h"
#include "board/pgn.h"
#include "board/san.h"
#include "eval/evaluate.h"
#include "eval/params_io.h"
#include "eval/profile.h"
#include "eval/trace.h"
#include "search/explain.h"
#include "serve/api.h"
#include "serve/assets.h"
#include "serve/search_event.h"
#include "serve/server.h"
#include "test_data.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_serve {

using namespace quince;
using namespace quince::serve;
using nlohmann::json;

namespace {

Reply post(const std::string& path, const std::string& body) {
    Position::init();
    return handle_api({"POST", path, {}, body});
}

json body_of(const Reply& r) { return json::parse(r.body); }

std::vector<std::string> perft_fens() {
    std::vector<std::string> fens;
    for (const std::string& line : test::data_lines("perft/perftsuite.epd"))
        if (!line.empty()) fens.push_back(line.substr(0, line.find(';')));
    return fens;
}

} // namespace

TEST(ServeApi, MalformedRequestsGetJsonErrors) {
    for (const char* body :
         {"", "{", "[1,2]", "\"fen\"", "{\"fen\": 3}", "{\"fen\": \"8/8/8 w\"}", "nul",
          "{\"fen\": \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\", \"profiles\": [\"nope\"]}",
          "{\"profiles\": []}", "{\"moves\": [\"e2e5\"]}", "{\"moves\": \"e2e4\"}"}) {
        const Reply r = post("/api/eval", body);
        EXPECT_EQ(r.status, 400) << body;
        ASSERT_NO_THROW(body_of(r)) << r.body;
        EXPECT_TRUE(body_of(r).contains("error")) << body;
    }
    // Deep nesting is refused before parsing (no recursion to exhaust the stack).
    EXPECT_EQ(post("/api/eval", std::string(100000, '[')).status, 413);
    EXPECT_EQ(post("/api/eval", std::string(20000, '[')).status, 400);
    EXPECT_NE(body_of(post("/api/eval", std::string(200, '['))).at("error").get<std::string>().find("nested"),
              std::string::npos);
    EXPECT_EQ(post("/api/eval", "{\"fen\": \"" + std::string(70000, 'x') + "\"}").status, 413);
    EXPECT_EQ(handle_api({"GET", "/api/eval", {}, ""}).status, 405);
    EXPECT_EQ(handle_api({"GET", "/api/nothing", {}, ""}).status, 404);
    EXPECT_EQ(post("/api/move", "{\"move\": \"e2e5\"}").status, 400);
    EXPECT_EQ(post("/api/move", "{}").status, 400);
    EXPECT_EQ(handle_api({"GET", "/api/pst", {{"piece", "X"}}, ""}).status, 400);
    EXPECT_EQ(handle_api({"GET", "/api/pst", {{"stage", "mid"}}, ""}).status, 400);
    EXPECT_EQ(handle_api({"GET", "/api/pst", {{"profile", "nope"}}, ""}).status, 400);
    EXPECT_EQ(post("/api/evals", "{\"fens\": [\"x\"]}").status, 400);
    // Messages quoting bytes that are not UTF-8 are still valid JSON (found by fuzz_api).
    for (const Reply& r :
         {handle_api({"GET", "/api/pst", {{"piece", "\xff\xfe"}}, ""}),
          handle_api({"GET", "/api/pst", {{"profile", "\xc3"}}, ""}),
          post("/api/move", "{\"move\": \"\xff\"}"), post("/api/eval", "{\"fen\": \"8/\xff w - -\"}")}) {
        EXPECT_EQ(r.status, 400);
        EXPECT_NO_THROW(body_of(r)) << r.body;
    }
    std::string many = "{\"fens\": [";
    for (int i = 0; i < 1001; ++i) many += std::string(i ? "," : "") + "\"8/8/8/8/8/8/8/K6k w - - 0 1\"";
    EXPECT_EQ(post("/api/evals", many + "]}").status, 400);
}

TEST(ServeApi, EvalIsTheEvalCommandsJsonForEveryProfile) {
    int compared = 0;
    for (const std::string& fen : perft_fens()) {
        Position pos;
        ASSERT_TRUE(pos.set(fen)) << fen;
        if (pos.in_check()) continue; // no static evaluation there
        ++compared;
        const Reply r = post("/api/eval", json({{"fen", fen}}).dump());
        ASSERT_EQ(r.status, 200) << r.body;
        const json j = body_of(r);
        ASSERT_EQ(j["results"].size(), eval::all_profiles().size());
        for (std::size_t i = 0; i < eval::all_profiles().size(); ++i) {
            const eval::Profile& p = *eval::all_profiles()[i];
            EXPECT_EQ(j["results"][i], json::parse(eval::trace_json(p, pos))) << p.name << " " << fen;
            // The pieces' shares plus the unattributed rest give each term's total.
            for (const auto& [key, term] : j["results"][i]["terms"].items()) {
                if (term.is_null()) continue;
                int op = j["results"][i]["unattributed"][key][0],
                    eg = j["results"][i]["unattributed"][key][1];
                for (const json& piece : j["results"][i]["pieces"]) {
                    const int sign = std::isupper(piece["piece"].get<std::string>()[0]) ? 1 : -1;
                    for (const json& part : piece["parts"])
                        if (part["term"] == key)
                            op += sign * part["value"][0].get<int>(),
                                eg += sign * part["value"][1].get<int>();
                }
                EXPECT_EQ(op, term["total"][0].get<int>()) << p.name << " " << key << " " << fen;
                EXPECT_EQ(eg, term["total"][1].get<int>()) << p.name << " " << key << " " << fen;
            }
        }
    }
    EXPECT_GE(compared, 100) << "the perft suite's positions were not read";
    // A subset of profiles, and evals matching each trace's final score.
    const std::string fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
    const json one        = body_of(post("/api/eval", json({{"fen", fen}, {"profiles", {"rybka"}}}).dump()));
    ASSERT_EQ(one["results"].size(), 1u);
    EXPECT_EQ(one["results"][0]["profile"], "rybka");
    const json evs = body_of(post("/api/evals", json({{"fens", {fen, Position::StartFEN}}}).dump()));
    Position pos;
    ASSERT_TRUE(pos.set(fen));
    for (const eval::Profile* p : eval::all_profiles())
        EXPECT_EQ(evs["eval_white"][p->name][0], json::parse(eval::trace_json(*p, pos))["eval_white"])
            << p->name;
}

TEST(ServeApi, LegalMovesAndMoves) {
    const json start = body_of(post("/api/legal", "{}"));
    EXPECT_EQ(start["moves"].size(), 20u);
    EXPECT_EQ(start["status"], "ongoing");
    // Fool's mate by SAN, then the position is checkmate with no moves.
    std::string fen = Position::StartFEN;
    for (const char* m : {"f3", "e5", "g4", "Qh4#"}) {
        const Reply r = post("/api/move", json({{"fen", fen}, {"move", m}}).dump());
        ASSERT_EQ(r.status, 200) << m << r.body;
        fen = body_of(r)["fen"];
    }
    const json mate = body_of(post("/api/legal", json({{"fen", fen}}).dump()));
    EXPECT_EQ(mate["status"], "checkmate");
    EXPECT_TRUE(mate["moves"].empty());
    // Promotions are listed per piece; castling goes to the king's square.
    const json promo =
        body_of(post("/api/legal", json({{"fen", "4k3/1P6/8/8/8/8/8/R3K3 w Q - 0 1"}}).dump()));
    int promotions = 0;
    bool castle    = false;
    for (const json& m : promo["moves"]) {
        promotions += m.contains("promotion");
        castle |= m["san"] == "O-O-O" && m["to"] == "c1" && m["uci"] == "e1c1";
    }
    EXPECT_EQ(promotions, 4);
    EXPECT_TRUE(castle);
    EXPECT_EQ(post("/api/move", json({{"fen", Position::StartFEN}, {"move", "e2e5"}}).dump()).status, 400);
    EXPECT_EQ(post("/api/move", json({{"fen", Position::StartFEN}, {"move", "Ke2"}}).dump()).status, 400);
}

TEST(ServeSan, EveryLegalMoveRoundTrips) {
    Position::init();
    int checked = 0;
    for (const std::string& fen : perft_fens()) {
        Position pos;
        ASSERT_TRUE(pos.set(fen)) << fen;
        std::set<std::string> seen;
        for (Move m : legal_moves(pos)) {
            const std::string san = to_san(pos, m);
            EXPECT_TRUE(seen.insert(san).second) << "two moves written " << san << " in " << fen;
            std::string err;
            EXPECT_EQ(parse_san(pos, san, &err), m) << san << " in " << fen << ": " << err;
            ++checked;
        }
    }
    EXPECT_GT(checked, 1000);
    Position pos;
    pos.set("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    std::string err;
    EXPECT_EQ(pos.move_to_uci(parse_san(pos, "0-0", &err)), "e1g1");
    EXPECT_EQ(pos.move_to_uci(parse_san(pos, "Nxf7!?", &err)), "e5f7");
    EXPECT_EQ(parse_san(pos, "Nf9", &err), Move::none());
    EXPECT_NE(err.find("Nf9"), std::string::npos);
    pos.set("7k/P7/8/8/8/8/8/K7 w - - 0 1");
    EXPECT_EQ(pos.move_to_uci(parse_san(pos, "a8Q", &err)), "a7a8q");
    EXPECT_EQ(to_san(pos, pos.parse_uci_move("a7a8q")), "a8=Q+");
}

TEST(ServePgn, GamesCommentsVariationsAndErrors) {
    Position::init();
    PgnGame g;
    std::string err;
    const std::string pgn =
        "[Event \"Test \\\"quoted\\\"\"]\n[White \"A\"]\n\n1. e4 {best by test} e5 (1... c5 2. Nf3 (2. c3)) "
        "2. Nf3 $1 Nc6 ; rest of line\n3. Bb5 a6 4. Ba4 Nf6 5. O-O 1-0\n\n[Event \"next\"]\n1. d4 *";
    ASSERT_TRUE(parse_pgn(pgn, g, &err)) << err;
    EXPECT_EQ(g.moves.size(), 9u);
    EXPECT_EQ(g.fens.size(), 10u);
    EXPECT_EQ(g.result, "1-0");
    EXPECT_EQ(g.tags[0].second, "Test \"quoted\"");
    EXPECT_EQ(g.moves.back().san, "O-O");
    EXPECT_EQ(g.moves.back().uci, "e1g1");
    ASSERT_TRUE(parse_pgn("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\"]\n1... Kd7 2. e4", g, &err)) << err;
    EXPECT_EQ(g.moves.size(), 2u);
    EXPECT_FALSE(parse_pgn("1. e4 e5 2. Qh5 Ke7 3. Kxe8", g, &err));
    EXPECT_NE(err.find("move 3. Kxe8"), std::string::npos) << err;
    EXPECT_FALSE(parse_pgn("1. e4 {open comment", g, &err));
    EXPECT_FALSE(parse_pgn("1. e4 (1. d4", g, &err));
    EXPECT_FALSE(parse_pgn("[FEN \"nonsense\"]\n1. e4", g, &err));
    EXPECT_NE(err.find("FEN tag"), std::string::npos);
    EXPECT_FALSE(parse_pgn("[Event unquoted]", g, &err));
    ASSERT_TRUE(parse_pgn("", g, &err));
    EXPECT_EQ(g.fens.size(), 1u);
    const Reply r = post("/api/pgn", json({{"pgn", "1. e4 e5 2. Ke3"}}).dump());
    EXPECT_EQ(r.status, 400);
    EXPECT_NE(body_of(r)["error"].get<std::string>().find("2. Ke3"), std::string::npos) << r.body;
}

TEST(ServeApi, OpeningNames) {
    const json najdorf = {"e2e4", "c7c5", "g1f3", "d7d6", "d2d4", "c5d4", "f3d4", "g8f6", "b1c3", "a7a6"};
    // /api/legal and /api/move name the exact position, or give null.
    const json at = body_of(post("/api/legal", json({{"moves", najdorf}}).dump()));
    EXPECT_EQ(at["opening"], json({{"eco", "B90"}, {"name", "Sicilian Defense: Najdorf Variation"}}));
    const json start = body_of(post("/api/legal", "{}"));
    ASSERT_TRUE(start.contains("opening"));
    EXPECT_TRUE(start["opening"].is_null());
    json before = najdorf;
    before.erase(before.size() - 1);
    const json moved = body_of(post("/api/move", json({{"moves", before}, {"move", "a6"}}).dump()));
    EXPECT_EQ(moved["opening"]["eco"], "B90");
    EXPECT_TRUE(body_of(post("/api/legal", json({{"moves", before}}).dump()))["opening"].is_null());
    // /api/opening: the deepest named position of the line and its ply.
    json out = najdorf;
    for (const char* m : {"c3b1", "f6g8", "b1c3"}) out.push_back(m); // out of the book
    const Reply r = post("/api/opening", json({{"moves", out}}).dump());
    ASSERT_EQ(r.status, 200) << r.body;
    EXPECT_EQ(
        body_of(r),
        json({{"opening", {{"eco", "B90"}, {"name", "Sicilian Defense: Najdorf Variation"}, {"ply", 10}}}}));
    // A transposition (1. Nf3 c5 2. e4), from a FEN after 1. Nf3 (ply counted from it).
    const json trans = {"c7c5", "e2e4", "d7d6", "d2d4", "c5d4", "f3d4", "g8f6", "b1c3", "a7a6"};
    const json t     = body_of(
            post("/api/opening",
                 json({{"fen", "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1"}, {"moves", trans}})
                     .dump()));
    EXPECT_EQ(t["opening"]["name"], "Sicilian Defense: Najdorf Variation");
    EXPECT_EQ(t["opening"]["ply"], 9);
    EXPECT_EQ(body_of(post("/api/opening", "{}")), json({{"opening", nullptr}}));
    EXPECT_EQ(body_of(post("/api/opening", json({{"fen", "8/5pk1/6p1/1P6/P4P2/6K1/8/8 b - - 0 45"}}).dump())),
              json({{"opening", nullptr}}));
    EXPECT_EQ(post("/api/opening", json({{"moves", {"e2e5"}}}).dump()).status, 400);
    EXPECT_EQ(handle_api({"GET", "/api/opening", {}, ""}).status, 405);
}

TEST(ServeApi, QuietEvaluation) {
    auto eval_of = [](const std::string& fen) {
        const Reply r = post("/api/eval", json({{"fen", fen}, {"quiet", true}}).dump());
        EXPECT_EQ(r.status, 200) << r.body;
        return body_of(r);
    };
    // A rook hangs (no black piece guards d4): every profile's line takes it, and the leaf is the
    // evaluation of the position after it, about a rook's worth better for White.
    const std::string hanging = "rnbqkbn1/pppppppp/8/8/3r4/5N2/PPPPPPPP/RNBQKB1R w KQq - 0 1";
    const json h              = eval_of(hanging);
    ASSERT_EQ(h["results"].size(), eval::all_profiles().size());
    for (const json& res : h["results"]) {
        const std::string name = res["profile"];
        const json& q          = res["quiet"];
        ASSERT_EQ(q["line"].size(), 1u) << name << q["line"];
        EXPECT_EQ(q["line"][0], json({{"uci", "f3d4"}, {"san", "Nxd4"}})) << name;
        EXPECT_EQ(q["fen"], "rnbqkbn1/pppppppp/8/8/3N4/8/PPPPPPPP/RNBQKB1R b KQq - 0 1") << name;
        Position leaf;
        ASSERT_TRUE(leaf.set(q["fen"]));
        EXPECT_EQ(q["eval"], json::parse(eval::trace_json(*eval::find_profile(name), leaf))) << name;
        // Black's material lost a rook (the profile's value of it, 4 to 7 pawns), White's none; the
        // total moved by about that much.
        const double units = res["units_per_cp"];
        const double rook =
            (res["terms"]["mat"]["black"][0].get<int>() - q["eval"]["terms"]["mat"]["black"][0].get<int>()) /
            units;
        // White lost nothing: its material is unchanged, but in Quince's model, whose material
        // includes the imbalance (our pieces weighed against the enemy's counts), it moves by the
        // few centipawns that entries of White's against Black's rooks are worth.
        const bool imbalance = eval::find_profile(name)->params.Model == eval::EvalModel::Quince;
        for (int half : {0, 1}) {
            const int before = res["terms"]["mat"]["white"][half].get<int>();
            const int after  = q["eval"]["terms"]["mat"]["white"][half].get<int>();
            if (imbalance)
                EXPECT_LE(std::abs(after - before), 40 * units) << name << " half " << half;
            else
                EXPECT_EQ(after, before) << name << " half " << half;
        }
        EXPECT_GE(rook, 400) << name;
        EXPECT_LE(rook, 700) << name;
        const int gain = q["eval"]["eval_white"].get<int>() - res["eval_white"].get<int>();
        EXPECT_NEAR(gain, rook, 0.3 * rook) << name;
    }
    // A quiet position: the line is empty and the leaf's evaluation is the result itself.
    for (const std::string& fen :
         {std::string(Position::StartFEN), std::string("8/5pk1/6p1/1P6/P4P2/6K1/8/8 b - - 0 45")}) {
        const json j = eval_of(fen);
        for (const json& res : j["results"]) {
            EXPECT_TRUE(res["quiet"]["line"].empty()) << res["profile"] << " " << fen;
            EXPECT_EQ(res["quiet"]["fen"], j["fen"]);
            json self = res;
            self.erase("quiet");
            EXPECT_EQ(res["quiet"]["eval"], self) << res["profile"];
        }
    }
    // In check: no standing pat. The only evasion captures the checking queen; with only quiet
    // evasions the line is one king move (not in check after it); a mated side has no line.
    const json capture_evasion = eval_of("4k3/8/8/8/8/8/4q3/4K3 w - - 0 1");
    for (const json& res : capture_evasion["results"])
        EXPECT_EQ(res["quiet"]["line"], json::parse(R"([{"uci": "e1e2", "san": "Kxe2"}])")) << res["profile"];
    const json quiet_evasion = eval_of("4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
    for (const json& res : quiet_evasion["results"]) {
        ASSERT_EQ(res["quiet"]["line"].size(), 1u) << res["profile"];
        EXPECT_EQ(res["quiet"]["line"][0]["uci"].get<std::string>().substr(0, 2), "e1") << res["profile"];
        const json leaf = body_of(post("/api/legal", json({{"fen", res["quiet"]["fen"]}}).dump()));
        EXPECT_FALSE(leaf["in_check"].get<bool>()) << res["profile"];
    }
    const std::string mated = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1";
    const json mated_eval   = eval_of(mated);
    for (const json& res : mated_eval["results"]) {
        EXPECT_TRUE(res["quiet"]["line"].empty()) << res["profile"];
        EXPECT_EQ(res["quiet"]["fen"], mated);
    }
    // Without "quiet" (or false) the results are the plain `quince eval --json`.
    EXPECT_FALSE(
        body_of(post("/api/eval", json({{"fen", hanging}, {"quiet", false}}).dump()))["results"][0].contains(
            "quiet"));
    EXPECT_EQ(post("/api/eval", "{\"quiet\": 1}").status, 400);
}

TEST(ServeApi, PgnTreeAndExport) {
    const std::string pgn =
        "[Event \"e\"]\n[FEN \"rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\"]\n"
        "{start} 2... Nc6! {good} ({alt} 2... Nf6 3. Nxe5 (3. d4 $5) d6) 3. Bb5 *";
    const Reply r = post("/api/pgn", json({{"pgn", pgn}}).dump());
    ASSERT_EQ(r.status, 200) << r.body;
    const json j     = body_of(r);
    const json nodes = j["tree"]["nodes"];
    ASSERT_EQ(nodes.size(), 7u);
    EXPECT_EQ(nodes[0],
              json::parse(R"({"parent": -1, "uci": "", "san": "", "comment": "start", "children": [1, 2],
        "fen": "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"})"));
    EXPECT_EQ(nodes[1]["san"], "Nc6");
    EXPECT_EQ(nodes[1]["nags"], json({1}));
    EXPECT_EQ(nodes[1]["comment"], "good");
    EXPECT_FALSE(nodes[1].contains("comment_before"));
    EXPECT_EQ(nodes[2]["comment_before"], "alt");
    EXPECT_EQ(nodes[2]["children"], json({3, 4})); // 3. Nxe5, then the alternative 3. d4
    EXPECT_EQ(nodes[3]["children"], json({5}));
    EXPECT_EQ(nodes[4]["uci"], "d2d4");
    EXPECT_EQ(nodes[4]["nags"], json({5}));
    EXPECT_EQ(nodes[4]["parent"], 2);
    EXPECT_EQ(nodes[6]["san"], "Bb5");
    EXPECT_EQ(j["moves"].size(), 2u); // the main line, as before
    EXPECT_EQ(j["positions"].size(), 3u);
    // Exported and read again: the same tree.
    const Reply e = post("/api/pgn/export",
                         json({{"tree", j["tree"]}, {"tags", j["tags"]}, {"result", j["result"]}}).dump());
    ASSERT_EQ(e.status, 200) << e.body;
    const std::string text = body_of(e)["pgn"];
    EXPECT_NE(text.find("[Event \"e\"]\n[Site \"?\"]"), std::string::npos) << text;
    EXPECT_NE(text.find("{start} 2... Nc6 $1 {good} ({alt} 2... Nf6 3. Nxe5 (3. d4 $5) 3... d6) 3. Bb5 *"),
              std::string::npos)
        << text;
    const json again = body_of(post("/api/pgn", json({{"pgn", text}}).dump()));
    EXPECT_EQ(again["tree"], j["tree"]);
    // A tree the page made: parents given or not, uci or san, the start from node 0's fen.
    const json made = json::parse(R"({"tree": {"nodes": [
        {"fen": "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1", "children": [1]},
        {"san": "Kd7", "children": [2, 3]}, {"uci": "e2e4", "comment": "push"}, {"parent": 1, "uci": "e1d2"}]},
        "tags": [["White", "me"]], "result": "*"})");
    const Reply m   = post("/api/pgn/export", made.dump());
    ASSERT_EQ(m.status, 200) << m.body;
    EXPECT_NE(
        body_of(m)["pgn"].get<std::string>().find("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\"]"),
        std::string::npos);
    EXPECT_NE(body_of(m)["pgn"].get<std::string>().find("1... Kd7 2. e4 {push} (2. Kd2) *"),
              std::string::npos)
        << body_of(m)["pgn"];
    // A bad tree is a 400 naming the node.
    auto fault = [](const json& req) {
        const Reply b = post("/api/pgn/export", req.dump());
        EXPECT_EQ(b.status, 400) << req << b.body;
        return b.status == 400 ? body_of(b)["error"].get<std::string>() : "";
    };
    json bad                       = made;
    bad["tree"]["nodes"][3]["uci"] = "e1e3";
    EXPECT_NE(fault(bad).find("node 3: illegal move 'e1e3'"), std::string::npos) << fault(bad);
    bad                                 = made;
    bad["tree"]["nodes"][2]["children"] = {1};
    EXPECT_NE(fault(bad).find("node 2: node 1 is already a child of node 0"), std::string::npos)
        << fault(bad);
    bad                             = made;
    bad["tree"]["nodes"][2]["nags"] = {300};
    EXPECT_NE(fault(bad).find("node 2: field 'nags'"), std::string::npos) << fault(bad);
    bad                                 = made;
    bad["tree"]["nodes"][1]["children"] = "2";
    EXPECT_NE(fault(bad).find("node 1: field 'children'"), std::string::npos) << fault(bad);
    bad                     = made;
    bad["tree"]["nodes"][1] = 5;
    EXPECT_NE(fault(bad).find("node 1: must be an object"), std::string::npos) << fault(bad);
    EXPECT_NE(fault(json({{"tags", json::array()}})).find("field 'tree'"), std::string::npos);
    EXPECT_NE(fault(json({{"tree", {{"nodes", json::array()}}}})).find("'nodes'"), std::string::npos);
    bad           = made;
    bad["result"] = "2-0";
    EXPECT_NE(fault(bad).find("result must be"), std::string::npos) << fault(bad);
    bad         = made;
    bad["tags"] = json::array({json::array({"White Elo", "1"})});
    EXPECT_NE(fault(bad).find("tag name 'White Elo'"), std::string::npos) << fault(bad);
    EXPECT_EQ(body_limit("/api/pgn/export"), LargeBody);
    EXPECT_EQ(handle_api({"GET", "/api/pgn/export", {}, ""}).status, 405);
}

TEST(ServeApi, PstIsTheProfilesTable) {
    Position::init();
    for (const eval::Profile* p : eval::all_profiles()) {
        const Reply r =
            handle_api({"GET", "/api/pst", {{"profile", p->name}, {"piece", "n"}, {"stage", "eg"}}, ""});
        ASSERT_EQ(r.status, 200);
        const json j = body_of(r);
        for (int sq = 0; sq < 64; ++sq) EXPECT_EQ(j["values"][sq].get<int>(), -p->psq.sq[B_KNIGHT][sq].eg);
        EXPECT_EQ(j["units_per_cp"], p->params.UnitsPerCp);
    }
    const json d =
        body_of(handle_api({"GET",
                            "/api/pst",
                            {{"profile", "quince"}, {"piece", "K"}, {"stage", "op"}, {"diff", "quince"}},
                            ""}));
    for (const json& v : d["values"]) EXPECT_EQ(v, 0);
}

// The weight editor's profile (serve/api.h): an edited profile in a request evaluates as its base
// with the elements set; the file the page downloads loads (parse_profile_text, `--profile-file`)
// into the same Params and the same evaluations; uploaded back it is the same edit. Bad input is a
// 400 naming the weight (and its range, or the model that has it).
TEST(ServeApi, EditedProfilesEvaluateAndRoundTripThroughTheFile) {
    Position::init();
    const json edit = {{"base", "quince"},
                       {"set", {{"Rook7th", {64, 128}}, {"KingDangerBase", -32}, {"Pst[1][28]", {77, 66}}}}};
    // The same as eval::set_element sets it.
    eval::Params want = eval::find_profile("quince")->params;
    auto& w           = want.weights<eval::EvalModel::Quince>();
    w.Rook7th = S(64, 128), w.KingDangerBase = -32, want.tables().Pst[KNIGHT][SQ_E4] = S(77, 66);
    const auto want_profile = eval::make_profile("want", want);

    const std::vector<std::string> fens = perft_fens();
    ASSERT_GT(fens.size(), 50u);
    // /api/evals: the edited profile beside its base, and equal to `want` position by position.
    json fens_json = json::array();
    for (std::size_t i = 0; i < 60; ++i) fens_json.push_back(fens[i]);
    const Reply r = post("/api/evals", json({{"fens", fens_json}, {"profiles", {"quince", edit}}}).dump());
    ASSERT_EQ(r.status, 200) << r.body;
    const json j = body_of(r);
    EXPECT_EQ(j["profiles"], json({"quince", "quince (edited)"}));
    int differ = 0;
    for (std::size_t i = 0; i < 60; ++i) {
        Position pos;
        ASSERT_TRUE(pos.set(fens[i]));
        eval::Evaluator ev(*want_profile);
        eval::Trace t;
        EXPECT_EQ(j["eval_white"]["quince (edited)"][i].get<int>(), ev.evaluate_traced(pos, t)) << fens[i];
        differ += j["eval_white"]["quince (edited)"][i] != j["eval_white"]["quince"][i];
    }
    EXPECT_GT(differ, 10);

    // The download: a profile file that parses into exactly `want` (Fixed aside: the base's).
    const Reply text = post("/api/profile/text", json({{"profile", edit}}).dump());
    ASSERT_EQ(text.status, 200) << text.body;
    std::istringstream in(body_of(text)["text"].get<std::string>());
    eval::Params loaded;
    std::string err;
    ASSERT_TRUE(eval::parse_profile_text(in, loaded, &err)) << err;
    EXPECT_TRUE(loaded == want);
    // The upload of that file: the same edit, relative to the same base.
    const Reply up = post("/api/profile/upload", json({{"text", body_of(text)["text"]}}).dump());
    ASSERT_EQ(up.status, 200) << up.body;
    const json u = body_of(up);
    EXPECT_EQ(u["base"], "quince");
    EXPECT_EQ(u["set"], edit["set"]);
    EXPECT_EQ(u["model"], 3);
    EXPECT_EQ(u["pst"], "tables");

    // The weights of the edited profile, grouped as the trace groups them.
    const json wj = body_of(post("/api/weights", json({{"profile", edit}}).dump()));
    bool found    = false;
    for (const json& g : wj["groups"])
        for (const json& x : g["weights"])
            if (x["name"] == "Rook7th") {
                found = true;
                EXPECT_EQ(g["key"], "piece");
                EXPECT_EQ(x["value"], json({64, 128}));
            }
    EXPECT_TRUE(found);
    EXPECT_EQ(wj["pst_tables"][1][28], json({77, 66}));

    // Errors name the weight and its range, or the model that has it; nothing is registered.
    const std::pair<json, std::string> bad[] = {
        {{{"base", "fruit21"}, {"set", {{"Rook7th", {20000, 0}}}}},
         "Rook7th opening 20000 is outside its range -10000..10000"},
        {{{"base", "fruit21"}, {"set", {{"PieceValue[1]", {-5, 300}}}}},
         "PieceValue[1] opening -5 is outside its range 0..10000"},
        {{{"base", "fruit21"}, {"set", {{"Tempo", {1, 1}}}}},
         "'Tempo' is not a weight of Model 1 (Fruit): it is Quince model's"},
        {{{"base", "fruit21"}, {"set", {{"Rook7th", 5}}}}, "'Rook7th' takes two values (opening endgame)"},
        {{{"base", "fruit21"}, {"set", {{"Rook7th", {1.5, 2}}}}}, "'Rook7th': a value must be an integer"},
        {{{"base", "nope"}, {"set", json::object()}}, "unknown evaluation profile 'nope'"},
        {{{"base", "fruit21"}, {"name", "quince"}},
         "field 'profile': 'name' quince is a registered profile's"},
    };
    for (const auto& [spec, message] : bad) {
        const Reply e = post("/api/weights", json({{"profile", spec}}).dump());
        EXPECT_EQ(e.status, 400) << spec;
        EXPECT_NE(body_of(e)["error"].get<std::string>().find(message), std::string::npos) << e.body;
    }
    EXPECT_EQ(eval::find_profile("fruit21 (edited)"), nullptr);
    const Reply bad_file = post("/api/profile/upload", json({{"text", "base fruit21\nRook7th 1\n"}}).dump());
    EXPECT_EQ(bad_file.status, 400);
    EXPECT_NE(bad_file.body.find("line 2: 'Rook7th' takes two values"), std::string::npos) << bad_file.body;
    // /api/pst of an edited profile: the square set.
    const json pst =
        body_of(post("/api/pst", json({{"profile", edit}, {"piece", "N"}, {"stage", "op"}}).dump()));
    EXPECT_EQ(pst["values"][28], 77);
    EXPECT_EQ(pst["tables"], true);
}

TEST(ServeApi, HostAndOriginChecks) {
    const std::vector<std::string> hosts = {"127.0.0.1:8080", "localhost:8080"};
    std::string why;
    EXPECT_TRUE(host_allowed(hosts, "127.0.0.1:8080", "", &why));
    EXPECT_TRUE(host_allowed(hosts, "localhost:8080", "http://127.0.0.1:8080", &why));
    EXPECT_FALSE(host_allowed(hosts, "evil.example:8080", "", &why));
    EXPECT_FALSE(host_allowed(hosts, "", "", &why));
    EXPECT_FALSE(host_allowed(hosts, "127.0.0.1:8081", "", &why));
    EXPECT_FALSE(host_allowed(hosts, "127.0.0.1:8080", "http://evil.example", &why));
    EXPECT_NE(why.find("cross-origin"), std::string::npos);
}

TEST(ServeApi, SearchRequests) {
    Position::init();
    SearchRequest s;
    std::string err;
    ASSERT_TRUE(
        parse_search(R"({"client": "a", "moves": ["e2e4", "e7e5"], "multipv": 3, "movetime": 500})", s, &err))
        << err;
    EXPECT_EQ(s.multipv, 3);
    EXPECT_EQ(s.movetime, 500);
    EXPECT_EQ(s.root.side_to_move(), WHITE);
    EXPECT_EQ(s.root.game_ply(), 2);
    ASSERT_TRUE(parse_search(R"({"client": "a"})", s, &err));
    EXPECT_TRUE(s.infinite);
    for (const char* bad :
         {R"({})", R"({"client": ""})", R"({"client": "a b"})", R"({"client": "a", "multipv": 6})",
          R"({"client": "a", "multipv": 0})", R"({"client": "a", "movetime": 100, "depth": 3})",
          R"({"client": "a", "profile": "nope"})", R"({"client": "a", "moves": ["e2e5"]})",
          R"({"client": "a", "btime": 1000})", R"({"client": "a", "depth": 65})",
          R"({"client": "a", "nodes": 18446744073709551615})", R"({"client": "a", "infinite": 1})",
          R"({"client": "a", "fen": "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"})", R"([)"}) {
        EXPECT_FALSE(parse_search(bad, s, &err)) << bad;
        EXPECT_FALSE(err.empty());
    }
}

TEST(ServeApi, SearchStrengthAndPersonality) {
    Position::init();
    SearchRequest s;
    std::string err;
    // Absent: full strength, neutral personality.
    ASSERT_TRUE(parse_search(R"({"client": "a", "depth": 3})", s, &err)) << err;
    EXPECT_FALSE(s.skill.enabled());
    EXPECT_TRUE(s.personality.neutral());
    ASSERT_TRUE(parse_search(R"({"client": "a", "skill": 3, "personality": null})", s, &err)) << err;
    EXPECT_DOUBLE_EQ(s.skill.level, 3);
    EXPECT_EQ(s.skill.node_budget(), 152u); // 2^(5 + 0.75 * 3)
    EXPECT_TRUE(s.personality.neutral());
    ASSERT_TRUE(parse_search(R"({"client": "a", "skill": 7.5})", s, &err)) << err;
    EXPECT_DOUBLE_EQ(s.skill.level, 7.5);
    ASSERT_TRUE(parse_search(R"({"client": "a", "skill": 0})", s, &err)) << err;
    EXPECT_DOUBLE_EQ(s.skill.level, 0);
    EXPECT_TRUE(s.skill.enabled());
    ASSERT_TRUE(parse_search(R"({"client": "a", "skill": 20, "elo": null})", s, &err)) << err;
    EXPECT_FALSE(s.skill.enabled());
    for (int elo : {search::Skill::EloMin, 1845, 2200, search::Skill::EloMax}) {
        ASSERT_TRUE(parse_search(json({{"client", "a"}, {"elo", elo}}).dump(), s, &err)) << err;
        EXPECT_DOUBLE_EQ(s.skill.level, search::Skill::level_for_elo(elo)) << elo;
        EXPECT_TRUE(s.skill.enabled()) << elo; // even the top is a limited level
    }
    ASSERT_TRUE(
        parse_search(R"({"client": "a", "personality": {"king": 200, "mat": 0, "threat": 400}})", s, &err))
        << err;
    for (int t = 0; t < eval::TERM_NB; ++t)
        EXPECT_EQ(s.personality.percent[t], t == eval::T_KING       ? 200
                                            : t == eval::T_MATERIAL ? 0
                                            : t == eval::T_THREAT   ? 400
                                                                    : 100)
            << eval::TermKey[t];
    ASSERT_TRUE(parse_search(R"({"client": "a", "personality": {}})", s, &err)) << err;
    EXPECT_TRUE(s.personality.neutral());
    // Each bad value is refused with a message naming the field or the key.
    const std::pair<const char*, const char*> bad[] = {
        {R"({"client": "a", "skill": -1})", "'skill'"},
        {R"({"client": "a", "skill": 20.5})", "'skill'"},
        {R"({"client": "a", "skill": "3"})", "'skill'"},
        {R"({"client": "a", "skill": true})", "'skill'"},
        {R"({"client": "a", "skill": 1e400})", "JSON"},
        {R"({"client": "a", "elo": 1349})", "'elo'"},
        {R"({"client": "a", "elo": 2601})", "'elo'"},
        {R"({"client": "a", "elo": 1500.5})", "'elo'"},
        {R"({"client": "a", "elo": "1500"})", "'elo'"},
        {R"({"client": "a", "skill": 5, "elo": 1500})", "not both"},
        {R"({"client": "a", "personality": [100]})", "'personality'"},
        {R"({"client": "a", "personality": {"kingg": 100}})", "'kingg'"},
        {R"({"client": "a", "personality": {"Material": 100}})", "'Material'"},
        {R"({"client": "a", "personality": {"king": 401}})", "'king'"},
        {R"({"client": "a", "personality": {"mat": -1}})", "'mat'"},
        {R"({"client": "a", "personality": {"pawn": 50.5}})", "'pawn'"},
        {R"({"client": "a", "personality": {"pst": "100"}})", "'pst'"},
        {R"({"client": "a", "personality": {"passer": 18446744073709551615}})", "'passer'"},
        {R"({"client": "a", "personality": {"threat": null}})", "'threat'"},
    };
    for (const auto& [body, names] : bad) {
        err.clear();
        EXPECT_FALSE(parse_search(body, s, &err)) << body;
        EXPECT_NE(err.find(names), std::string::npos) << body << ": " << err;
    }
}

TEST(ServeEvents, SearchReportsBecomeEvents) {
    Position::init();
    Position root;
    root.set("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    search::SearchInfo a;
    a.depth = 5, a.seldepth = 7, a.multipv = 2, a.score = 31, a.bound = search::ScoreBound::Upper;
    a.wdl = {400, 350, 250}, a.nodes = 1234, a.nps = 5000, a.hashfull = 3, a.time_ms = 12;
    a.pv = {root.parse_uci_move("e7e5")};
    {
        Position p = root;
        p.make_move(a.pv[0]);
        a.pv.push_back(p.parse_uci_move("g1f3"));
    }
    const json e = info_event(root, a);
    EXPECT_EQ(e["type"], "info");
    EXPECT_EQ(e["depth"], 5);
    EXPECT_EQ(e["multipv"], 2);
    EXPECT_EQ(e["score"]["cp"], 31);
    EXPECT_EQ(e["score_white_cp"], -31); // Black to move
    EXPECT_EQ(e["bound"], "upper");
    EXPECT_EQ(e["wdl"], json({400, 350, 250}));
    EXPECT_EQ(e["pv"], json({"e7e5", "g1f3"}));
    EXPECT_EQ(e["pv_san"], json({"e5", "Nf3"}));
    search::SearchInfo m;
    m.depth = 9, m.score = -(VALUE_MATE - 4); // mated in 2 moves
    const json me = info_event(root, m);
    EXPECT_EQ(me["score"]["mate"], -2);
    EXPECT_EQ(me["score_white_cp"], 100000 - 4);
    EXPECT_FALSE(me.contains("bound"));
    const json b = bestmove_event(root, a.pv[0], a.pv[1]);
    EXPECT_EQ(b["type"], "bestmove");
    EXPECT_EQ(b["move"], "e7e5");
    EXPECT_EQ(b["san"], "e5");
    EXPECT_EQ(b["ponder"], "g1f3");
    const json none = bestmove_event(root, Move::none(), Move::none());
    EXPECT_EQ(none["move"], "0000");
    EXPECT_FALSE(none.contains("ponder"));
}

// The running server, through cpp-httplib's client on a free loopback port. Its cap on a search's
// time (an hour) is beyond every test here: their searches end by their own limits or by a stop,
// never by the clock, and a test can tell that a stop, and nothing else, ended one. The cap itself
// is ServeHttpCapped's.
class ServeHttp : public ::testing::Test {
  protected:
    explicit ServeHttp(int search_cap_s = 3600) : search_cap_s_(search_cap_s) {}
    void SetUp() override {
        Position::init();
        ServeOptions o;
        o.port         = 0;
        o.search_cap_s = search_cap_s_;
        o.max_searches = 2;
        server         = std::make_unique<Server>(o);
        std::string err;
        port = server->bind(&err);
        ASSERT_GT(port, 0) << err;
        thread = std::thread([this] { server->run(); });
    }
    void TearDown() override {
        server->stop();
        if (thread.joinable()) thread.join();
    }
    httplib::Client client() {
        httplib::Client c("127.0.0.1", port);
        c.set_read_timeout(20, 0);
        return c;
    }
    // POST /api/search and read its stream event by event as the server sends it: `on_event` sees
    // each event when it arrives and may act on it (stop the search from another connection, note
    // that it runs); returning false closes the stream. The two minutes only turn a stream that
    // never ends into a failure: every search here ends, or is stopped, long before.
    struct Stream {
        int status = -1; // the HTTP status; -1: no response (a broken connection, or closed early)
        std::vector<json> events;
        std::string rest;     // what is not an event: a refusal's JSON body
        bool overdue = false; // still open after the two minutes
    };
    Stream stream_search(const json& request, const std::function<bool(const json&)>& on_event = {}) {
        return stream_post("/api/search", request, on_event);
    }
    Stream stream_post(const std::string& path, const json& request,
                       const std::function<bool(const json&)>& on_event = {}) {
        httplib::Client c("127.0.0.1", port);
        c.set_read_timeout(60, 0);
        httplib::Request req;
        req.method = "POST";
        req.path   = path;
        req.set_header("Content-Type", "application/json");
        req.body = request.dump();
        Stream out;
        const auto deadline  = std::chrono::steady_clock::now() + std::chrono::minutes(2);
        req.content_receiver = [&](const char* data, std::size_t n, std::uint64_t, std::uint64_t) {
            out.rest.append(data, n);
            for (std::size_t end; (end = out.rest.find("\n\n")) != std::string::npos;) {
                const std::string chunk = out.rest.substr(0, end);
                out.rest.erase(0, end + 2);
                if (chunk.rfind("data: ", 0) != 0) continue;
                json e = json::parse(chunk.substr(6), nullptr, false);
                if (!e.is_object() || !e.contains("type")) e = {{"type", "malformed"}, {"text", chunk}};
                out.events.push_back(std::move(e));
                if (on_event && !on_event(out.events.back())) return false;
            }
            out.overdue = std::chrono::steady_clock::now() > deadline;
            return !out.overdue;
        };
        const auto res = c.send(req);
        if (res) out.status = res->status;
        return out;
    }
    static int count_type(const Stream& s, const std::string& type) {
        return int(std::count_if(s.events.begin(), s.events.end(),
                                 [&](const json& e) { return e["type"] == type; }));
    }
    // POST /api/stop for `client`: whether it stopped a running search.
    bool stop_search(const std::string& client_id) {
        auto r = client().Post("/api/stop", json({{"client", client_id}}).dump(), "application/json");
        if (!r || r->status != 200) return false;
        const json j = json::parse(r->body, nullptr, false);
        return j.is_object() && j.value("stopped", false);
    }
    std::unique_ptr<Server> server;
    std::thread thread;
    int port = 0;

  private:
    int search_cap_s_;
};

// A server with a one-second cap, for the test of the cap.
class ServeHttpCapped : public ServeHttp {
  protected:
    ServeHttpCapped() : ServeHttp(1) {}
};

TEST_F(ServeHttp, SecurityAndErrors) {
    auto c = client();
    auto r = c.Get("/api/profiles");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 200);
    // DNS rebinding: another Host name for the same socket.
    r = c.Get("/api/profiles", {{"Host", "evil.example:" + std::to_string(port)}});
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 403);
    EXPECT_TRUE(json::parse(r->body).contains("error"));
    r = c.Get("/", {{"Host", "evil.example"}});
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 403);
    r = c.Post("/api/eval", {{"Origin", "http://evil.example"}}, "{}", "application/json");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 403);
    // No file is ever read: traversal (plain and encoded) is simply not found.
    for (const char* path :
         {"/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd",
          "/assets/../../CMakeCache.txt", "/index.html/..", "/nothing.js"}) {
        r = c.Get(path);
        ASSERT_TRUE(r) << path;
        EXPECT_EQ(r->status, 404) << path;
        EXPECT_EQ(r->get_header_value("Content-Type"), "application/json") << path;
    }
    r = c.Post("/api/eval", "{not json", "application/json");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 400);
    EXPECT_TRUE(json::parse(r->body).contains("error"));
    r = c.Post("/api/eval", std::string(2 * 1024 * 1024, ' '), "application/json");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 413);
    r = c.Post("/api/search", "{\"client\": \"x\", \"multipv\": 9}", "application/json");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 400);
    // The page itself, and its assets, are served from the binary.
    r = c.Get("/");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 200);
    EXPECT_NE(r->body.find("Quince explorer"), std::string::npos);
    EXPECT_EQ(r->get_header_value("X-Content-Type-Options"), "nosniff");
}

TEST_F(ServeHttp, SearchStreamsInfoEventsAndABestmove) {
    auto c = client();
    // A depth-limited search streams info events and ends with bestmove.
    auto r = c.Post("/api/search", R"({"client": "t1", "depth": 6, "multipv": 2})", "application/json");
    ASSERT_TRUE(r);
    ASSERT_EQ(r->status, 200) << r->body;
    EXPECT_EQ(r->get_header_value("Content-Type"), "text/event-stream");
    int infos = 0, best = 0;
    std::istringstream in(r->body);
    for (std::string line; std::getline(in, line);)
        if (line.rfind("data: ", 0) == 0) {
            const json e = json::parse(line.substr(6));
            infos += e["type"] == "info";
            best += e["type"] == "bestmove";
            if (e["type"] == "info") {
                EXPECT_TRUE(e.contains("pv_san"));
            }
        }
    EXPECT_GE(infos, 6);
    EXPECT_EQ(best, 1);
}

// An infinite search ends on /api/stop from another connection. The stop is sent once the stream
// carries the search's first info event (it runs), answers that it stopped a search, and the
// bestmove comes after it, once. Nothing else can end this search (the cap is an hour away), so a
// stop that does not work fails the test instead of being covered by the cap.
TEST_F(ServeHttp, AnInfiniteSearchEndsOnStop) {
    bool stop_sent = false, stopped = false;
    int answered_before_stop = 0;

    const Stream s = stream_search({{"client", "t2"}, {"infinite", true}}, [&](const json& e) {
        if (e["type"] == "bestmove" && !stop_sent) ++answered_before_stop;
        if (e["type"] == "info" && !stop_sent) {
            stop_sent = true;
            stopped   = stop_search("t2");
        }
        return true;
    });
    ASSERT_FALSE(s.overdue) << "the search did not end on stop";
    ASSERT_EQ(s.status, 200) << s.rest;
    ASSERT_TRUE(stop_sent) << "no info event before the stream ended";
    EXPECT_TRUE(stopped) << "/api/stop found no running search";
    EXPECT_EQ(answered_before_stop, 0) << "the infinite search ended before it was stopped";
    ASSERT_FALSE(s.events.empty());
    EXPECT_EQ(s.events.back()["type"], "bestmove");
    EXPECT_EQ(count_type(s, "bestmove"), 1);
}

// The cap (one second here) ends every search nobody stops, whatever its own limit: an infinite
// search, a movetime of an hour (the most a request may ask: the cap shortens it) and a depth no
// search reaches (64: the server's stream stops it at the cap). Nothing else could end these
// searches, so their bestmove is the cap's doing; were the cap not to work, the test's two minutes
// would end the stream, and the test fails.
TEST_F(ServeHttpCapped, TheCapEndsSearchesNobodyStops) {
    for (const json& limit : {json{{"infinite", true}}, json{{"movetime", 3600000}}, json{{"depth", 64}}}) {
        json request      = limit;
        request["client"] = "t3";
        const Stream s    = stream_search(request);
        ASSERT_FALSE(s.overdue) << limit.dump() << ": the cap did not end the search";
        ASSERT_EQ(s.status, 200) << limit.dump() << " " << s.rest;
        ASSERT_FALSE(s.events.empty()) << limit.dump();
        EXPECT_EQ(s.events.back()["type"], "bestmove") << limit.dump();
        EXPECT_EQ(count_type(s, "bestmove"), 1) << limit.dump();
    }
}

namespace {

// The info events and the best move of a search stream.
struct Streamed {
    std::vector<json> infos;
    std::string best;
};
Streamed events_of(const std::string& body) {
    Streamed out;
    std::istringstream in(body);
    for (std::string line; std::getline(in, line);)
        if (line.rfind("data: ", 0) == 0) {
            const json e = json::parse(line.substr(6));
            if (e["type"] == "info") out.infos.push_back(e);
            if (e["type"] == "bestmove") out.best = e["move"];
        }
    return out;
}

} // namespace

// A stream is released by the server after its client has read the bestmove; by then the client
// may have started its next search, which the release must not stop (seen once in CI: a 300 ms
// search that ended after 1,345 nodes). Made to happen every round, by the order of events rather
// than by luck: the client's first search is infinite, and once it runs the client starts the next
// one (infinite too) from another connection. That start ends the first search (one search per
// client), so the first stream finishes and is released while the next search runs. Nothing but a
// stop ends that search (the cap is an hour away): the test stops it once it has reported depth 11,
// and its bestmove must come after that stop, never before.
TEST_F(ServeHttp, AFinishedStreamNeverStopsTheNextSearch) {
    const std::string start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    for (int round = 0; round < 15; ++round) {
        std::thread second;
        Stream next;
        bool stop_sent = false, stopped = false;
        long long nodes = 0; // of the next search's last info event before the stop
        auto on_next    = [&](const json& e) {
            if (e["type"] != "info" || stop_sent) return true;
            nodes = e.value("nodes", 0LL);
            if (e.value("depth", 0) >= 11) {
                stop_sent = true;
                stopped   = stop_search("q");
            }
            return true;
        };
        const Stream first =
            stream_search({{"client", "q"}, {"fen", start}, {"infinite", true}}, [&](const json& e) {
                if (e["type"] == "info" && !second.joinable())
                    second = std::thread([&] {
                        next = stream_search({{"client", "q"}, {"fen", start}, {"infinite", true}}, on_next);
                    });
                return true;
            });
        if (second.joinable()) second.join();
        ASSERT_FALSE(first.overdue) << "round " << round << ": the next search did not end the first";
        ASSERT_EQ(first.status, 200) << first.rest;
        ASSERT_EQ(count_type(first, "bestmove"), 1) << "round " << round;
        ASSERT_FALSE(next.overdue) << "round " << round << ": the stop did not end the next search";
        ASSERT_EQ(next.status, 200) << next.rest;
        ASSERT_FALSE(next.events.empty()) << "round " << round;
        EXPECT_EQ(next.events.back()["type"], "bestmove") << "round " << round;
        EXPECT_TRUE(stop_sent) << "round " << round << ": the next search ended after " << nodes
                               << " nodes, before the test stopped it";
        EXPECT_TRUE(stopped) << "round " << round << ": /api/stop found no running search";
        EXPECT_EQ(count_type(next, "bestmove"), 1) << "round " << round;
    }
}

TEST_F(ServeHttp, StrengthAndPersonalityDoNotLeak) {
    auto c = client();
    // White is a knight up. A weak engine that ignores material: a best move from a search of at
    // most a skill-3 budget (152 nodes), scoring the knight as nothing. The request's own limit
    // (100,000 nodes) is far above the budget: only the level ends this search.
    const std::string fen = "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    json req              = {
                     {"client", "p"}, {"fen", fen}, {"nodes", 100000}, {"skill", 3}, {"personality", {{"mat", 0}}}};
    auto r = c.Post("/api/search", req.dump(), "application/json");
    ASSERT_TRUE(r);
    ASSERT_EQ(r->status, 200) << r->body;
    Streamed weak = events_of(r->body);
    ASSERT_FALSE(weak.best.empty());
    EXPECT_NE(weak.best, "0000");
    ASSERT_FALSE(weak.infos.empty());
    EXPECT_LE(weak.infos.back()["nodes"].get<long long>(), 400);
    const int weak_score = weak.infos.back()["score_white_cp"];
    // Bad input is refused and changes nothing.
    req["personality"] = {{"mat", 500}};
    r                  = c.Post("/api/search", req.dump(), "application/json");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 400);
    EXPECT_NE(json::parse(r->body)["error"].get<std::string>().find("'mat'"), std::string::npos);
    // The same client without them: full strength, full material (depth 8 takes about 15,000
    // nodes).
    r = c.Post("/api/search", json({{"client", "p"}, {"fen", fen}, {"depth", 8}}).dump(), "application/json");
    ASSERT_TRUE(r);
    ASSERT_EQ(r->status, 200) << r->body;
    Streamed full = events_of(r->body);
    ASSERT_FALSE(full.infos.empty());
    EXPECT_NE(full.best, "0000");
    EXPECT_GT(full.infos.back()["nodes"].get<long long>(), 5000);
    EXPECT_GT(full.infos.back()["depth"].get<int>(), weak.infos.back()["depth"].get<int>());
    const int full_score = full.infos.back()["score_white_cp"];
    EXPECT_GT(full_score, 200);
    EXPECT_GT(full_score - weak_score, 150) << "full " << full_score << ", mat 0 " << weak_score;
    // An Elo alone: limited again, personality neutral.
    r = c.Post("/api/search", json({{"client", "p"}, {"fen", fen}, {"nodes", 100000}, {"elo", 1350}}).dump(),
               "application/json");
    ASSERT_TRUE(r);
    ASSERT_EQ(r->status, 200) << r->body;
    Streamed elo = events_of(r->body);
    ASSERT_FALSE(elo.infos.empty());
    EXPECT_LE(elo.infos.back()["nodes"].get<long long>(), 1000); // Elo 1350: level 5.1, 457 nodes
    EXPECT_GT(elo.infos.back()["score_white_cp"].get<int>(), 200);
}

// Two searches run (the limit here); a third client is refused while they do, at once (503), not
// kept waiting for an engine; once one has ended it may search. The two searches are infinite and
// only a stop ends them, so the refusal cannot be a search that happened to end, nor a wait that
// happened to be short: a server that waited would answer nothing, and the client's read timeout
// fails the test.
TEST_F(ServeHttp, SearchesAreLimited) {
    std::mutex m;
    std::condition_variable cv;
    int running = 0, ended = 0; // searches that reported an info event; streams that ended
    std::vector<std::thread> streams;
    for (const char* id : {"a", "b"})
        streams.emplace_back([this, id, &m, &cv, &running, &ended] {
            bool counted   = false;
            const Stream s = stream_search({{"client", id}, {"infinite", true}}, [&](const json& e) {
                if (e["type"] == "info" && !counted) {
                    counted = true;
                    std::lock_guard l(m);
                    ++running;
                    cv.notify_all();
                }
                return true;
            });
            {
                std::lock_guard l(m);
                ++ended;
                cv.notify_all();
            }
            EXPECT_FALSE(s.overdue) << id << ": the stop did not end the search";
            EXPECT_EQ(s.status, 200) << id << " " << s.rest;
            EXPECT_EQ(count_type(s, "bestmove"), 1) << id;
        });
    bool both_run = false;
    {
        std::unique_lock l(m);
        cv.wait_for(l, std::chrono::minutes(2), [&] { return running + ended >= 2; });
        both_run = running == 2 && ended == 0;
    }
    auto c = client();
    if (both_run) { // (no ASSERT before the streams are joined)
        auto r = c.Post("/api/search", R"({"client": "c", "depth": 1})", "application/json");
        EXPECT_TRUE(r) << "no answer while both searches run";
        if (r) {
            EXPECT_EQ(r->status, 503) << r->body;
            EXPECT_TRUE(json::parse(r->body, nullptr, false).contains("error")) << r->body;
        }
    }
    // Both searches were still running when c was refused: each stop finds its search.
    for (const char* id : {"a", "b"}) EXPECT_TRUE(stop_search(id)) << id;
    for (auto& t : streams) t.join();
    ASSERT_TRUE(both_run) << "the two searches did not both run";
    // Once the streams have ended (the server releases them just after the last byte), c may
    // search: polled until it is let in. The two minutes only turn a slot never freed into a
    // failure.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(2);
    int status          = 0;
    while (status != 200 && std::chrono::steady_clock::now() < deadline) {
        auto r = c.Post("/api/search", R"({"client": "c", "depth": 1})", "application/json");
        status = r ? r->status : -1;
        ASSERT_TRUE(status == 200 || status == 503) << status;
    }
    EXPECT_EQ(status, 200);
}

TEST(ServeAssets, PageIsCompiledIn) {
    std::size_t n = 0;
    web_assets(&n);
    EXPECT_GE(n, 1u);
    ASSERT_NE(find_asset("/"), nullptr);
    EXPECT_EQ(find_asset("/"), find_asset("/index.html"));
    EXPECT_EQ(find_asset("/../index.html"), nullptr);
}

// The tuning job (POST /api/tune): its events in order (trace, start, an epoch at a time, result),
// one job at a time (a second is a 503 while the first runs), /api/stop ends it after its current
// batch with the best weights so far, and its result is an edited profile the other endpoints
// take. Waits on the stream's events, never on time: the stop is sent at the first epoch of a job
// that nothing else would end before its 500 epochs (patience 500).
TEST_F(ServeHttp, TuneJobStreamsStopsAndItsResultLoads) {
    const std::vector<std::string> data = test::data_lines("tuning/sf15-selfplay.epd.xz");
    ASSERT_GT(data.size(), 8000u);
    std::string positions;
    for (std::size_t i = 0; i < 8000; ++i) positions += data[i] + "\n";
    const json request = {{"client", "tune1"},
                          {"profile", "fruit21"},
                          {"positions", positions},
                          {"epochs", 500},
                          {"patience", 500},
                          {"groups", {"piece"}},
                          {"lr", 2}};
    int second_status  = 0;
    bool stopped       = false;
    const Stream s     = stream_post("/api/tune", request, [&](const json& e) {
        if (e["type"] == "epoch" && !stopped) {
            auto r        = client().Post("/api/tune", request.dump(), "application/json");
            second_status = r ? r->status : -1;
            stopped       = stop_search("tune1");
        }
        return true;
    });
    ASSERT_FALSE(s.overdue) << "the job did not end on stop";
    ASSERT_EQ(s.status, 200) << s.rest;
    ASSERT_GE(s.events.size(), 4u);
    EXPECT_EQ(s.events[0]["type"], "trace");
    EXPECT_EQ(s.events[0]["positions"], 8000);
    EXPECT_EQ(s.events[1]["type"], "start");
    EXPECT_EQ(s.events[2]["type"], "epoch");
    EXPECT_EQ(second_status, 503) << "a second job while the first runs";
    EXPECT_TRUE(stopped) << "/api/stop did not find the job";
    const json& r = s.events.back();
    ASSERT_EQ(r["type"], "result") << r.dump();
    EXPECT_EQ(r["stopped"], "stopped");
    EXPECT_LT(r["epochs"].get<int>(), 500);
    EXPECT_GT(r["positions_per_s"].get<double>(), 0);
    // Only weights of the Pieces group moved; the result loads wherever a profile is taken.
    const json spec = r["profile"];
    EXPECT_EQ(spec["base"], "fruit21");
    std::set<std::string> pieces;
    const json weights = json::parse(handle_api({"GET", "/api/weights", {{"profile", "fruit21"}}, ""}).body);
    for (const json& g : weights["groups"])
        if (g["key"] == "piece")
            for (const json& w : g["weights"]) pieces.insert(w["name"].get<std::string>());
    for (const auto& [name, value] : spec["set"].items()) EXPECT_TRUE(pieces.count(name)) << name;
    auto w = client().Post("/api/weights", json({{"profile", spec}}).dump(), "application/json");
    ASSERT_TRUE(w);
    EXPECT_EQ(w->status, 200) << w->body;
    // The job ended: a new one may start (and is refused only for its own faults).
    auto again = client().Post("/api/tune", json({{"client", "tune2"}, {"positions", "x"}}).dump(),
                               "application/json");
    ASSERT_TRUE(again);
    EXPECT_EQ(again->status, 200) << again->body; // a stream whose error event names the fault
    EXPECT_NE(again->body.find("\"type\":\"error\""), std::string::npos) << again->body;
}

// A tuning request's checks (serve/api.h), and games labeled by their results or by their
// analysis's [%eval]s.
TEST(ServeApi, TuneRequestsAreChecked) {
    Position::init();
    TuneRequest t;
    std::string err;
    const std::pair<json, std::string> bad[] = {
        {{{"client", "c"}}, "give the data as 'positions' (lines) or 'pgn' (games)"},
        {{{"client", "c"}, {"positions", "a"}, {"pgn", "b"}},
         "give the data as 'positions' (lines) or 'pgn' (games)"},
        {{{"client", "c"}, {"positions", "a"}, {"groups", {"kings"}}}, "field 'groups': unknown term key"},
        {{{"client", "c"}, {"positions", "a"}, {"lambda", 2}}, "field 'lambda' must be in 0..1"},
        {{{"client", "c"}, {"positions", "a"}, {"epochs", 0}}, "field 'epochs' must be in 1..500"},
        {{{"client", "c"}, {"positions", "a"}, {"profile", "nope"}}, "unknown evaluation profile 'nope'"},
        {{{"client", "c"}, {"pgn", "1. e4 e5 2. Qh9 *"}}, "field 'pgn' holds no game that could be read"},
        {{{"positions", "a"}}, "missing field 'client'"},
    };
    for (const auto& [request, message] : bad) {
        EXPECT_FALSE(parse_tune(request.dump(), t, &err)) << request;
        EXPECT_NE(err.find(message), std::string::npos) << err;
    }
    // An analysed game: by its result, every quiet position is labeled 1-0; by its evaluations,
    // each is labeled with the [%eval] of its move, as an expected score.
    const std::string pgn =
        "[Result \"1-0\"]\n\n1. e4 { [%eval 0.3] } e5 { [%eval 0.25] } 2. Nf3 { [%eval 0.4] } "
        "Nc6 { [%eval 0.35] } 3. Bb5 { [%eval 0.5] } a6 { [%eval 0.45] } 1-0\n";
    ASSERT_TRUE(parse_tune(json({{"client", "c"}, {"pgn", pgn}}).dump(), t, &err)) << err;
    EXPECT_EQ(t.games, 1);
    ASSERT_EQ(t.lines.size(), 6u);
    for (const std::string& l : t.lines) EXPECT_NE(l.find("c9 \"1-0\";"), std::string::npos) << l;
    ASSERT_TRUE(parse_tune(json({{"client", "c"}, {"pgn", pgn}, {"lambda", 0}}).dump(), t, &err)) << err;
    ASSERT_EQ(t.lines.size(), 6u);
    for (const std::string& l : t.lines) EXPECT_NE(l.find(" ["), std::string::npos) << l; // FEN [x] R S
    // The groups not chosen are held: every slot but the Pieces group's.
    ASSERT_TRUE(
        parse_tune(json({{"client", "c"}, {"positions", "a"}, {"groups", {"piece"}}}).dump(), t, &err));
    const eval::Params& P = eval::default_profile().params;
    for (const eval::Element& e : eval::weight_elements(P))
        EXPECT_EQ(t.frozen[e.slot], e.field->group != eval::T_PIECES) << e.name;
}

#endif // QUINCE_HAVE_SERVE

// POST /api/explain is `quince explain --json` (search/explain.h): every profile by default, the
// parts adding up; a bad line is a 400 naming the move and the position.
TEST(ServeApi, ExplainIsTheExplainCommandsJson) {
    const Reply r = post("/api/explain", R"({"line": ["e2e4", "e7e5", "g1f3"]})");
    ASSERT_EQ(r.status, 200) << r.body;
    const json j = body_of(r);
    EXPECT_EQ(j["line"], json({"e2e4", "e7e5", "g1f3"}));
    EXPECT_TRUE(j["searched"].is_null());
    ASSERT_EQ(j["profiles"].size(), eval::all_profiles().size());
    for (const json& p : j["profiles"]) {
        long long sum = p["rounding_change"].get<long long>();
        for (const json& t : p["terms"]) {
            long long parts = 0;
            for (const json& part : t["parts"])
                parts += part["after"].get<long long>() - part["before"].get<long long>();
            EXPECT_EQ(parts, t["after"].get<long long>() - t["before"].get<long long>())
                << p["profile"] << t["term"];
            sum += t["after"].get<long long>() - t["before"].get<long long>();
        }
        EXPECT_EQ(sum, p["change"].get<long long>() * p["denominator"].get<long long>()) << p["profile"];
    }
    // The same as the library gives for one profile.
    Position start;
    ASSERT_TRUE(start.set(Position::StartFEN));
    std::vector<Move> line;
    Position walk = start;
    for (const char* u : {"e2e4", "e7e5", "g1f3"})
        line.push_back(walk.parse_uci_move(u)), walk.make_move(line.back());
    const Reply one = post("/api/explain", R"({"line": ["e2e4", "e7e5", "g1f3"], "profiles": ["rybka"]})");
    EXPECT_EQ(one.body,
              search::explain_json(start, line, "",
                                   {search::explain_line(start, line, *eval::find_profile("rybka"))}));

    const Reply bad = post("/api/explain", R"({"line": ["e2e4", "e2e4"]})");
    EXPECT_EQ(bad.status, 400);
    EXPECT_NE(body_of(bad)["error"].get<std::string>().find("illegal move 'e2e4' in 'line'"),
              std::string::npos)
        << bad.body;
    EXPECT_EQ(post("/api/explain", R"({"fen": "8/8/8 w - -", "line": []})").status, 400);
    EXPECT_EQ(post("/api/explain", R"({"line": "e2e4"})").status, 400);
    EXPECT_EQ(post("/api/explain", R"({"line": [], "profiles": ["nope"]})").status, 400);
    EXPECT_EQ(handle_api({"GET", "/api/explain", {}, ""}).status, 405);
}

// POST /api/analyse's request: a game tree as /api/pgn gives it, one limit, a client; the
// defaults and every refusal.
TEST(ServeApi, AnalyseRequestsAreChecked) {
    const json tree = body_of(post("/api/pgn", json({{"pgn", "1. e4 e5 2. Qh5 Nc6 *"}}).dump()))["tree"];
    AnalyseRequest ar;
    std::string err;
    ASSERT_TRUE(parse_analyse(json({{"client", "c1"}, {"tree", tree}}).dump(), ar, &err)) << err;
    EXPECT_EQ(ar.nodes, DefaultAnalyseNodes);
    EXPECT_EQ(ar.profile, eval::default_profile().name);
    EXPECT_EQ(ar.tree.nodes.size(), 5u);
    EXPECT_EQ(ar.tree.nodes[4].san, "Nc6");
    ASSERT_TRUE(parse_analyse(
        json({{"client", "c1"}, {"tree", tree}, {"depth", 6}, {"profile", "fruit21"}}).dump(), ar, &err));
    EXPECT_EQ(ar.depth, 6);
    EXPECT_EQ(ar.nodes, 0);
    for (const auto& [body, why] : std::vector<std::pair<json, std::string>>{
             {json({{"tree", tree}}), "client"},
             {json({{"client", "c1"}}), "tree"},
             {json({{"client", "c1"}, {"tree", tree}, {"depth", 6}, {"nodes", 100}}), "one limit"},
             {json({{"client", "c1"}, {"tree", tree}, {"depth", 41}}), "depth"},
             {json({{"client", "c1"}, {"tree", tree}, {"profile", "nope"}}), "nope"},
             {json(
                  {{"client", "c1"},
                   {"tree", {{"nodes", json::array({tree["nodes"][0], {{"parent", 0}, {"uci", "e2e5"}}})}}}}),
              "node 1"},
         }) {
        EXPECT_FALSE(parse_analyse(body.dump(), ar, &err)) << body;
        EXPECT_NE(err.find(why), std::string::npos) << err;
    }
}

} // namespace test_serve
