#include "serve/api.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <sstream>

#include "board/movegen.h"
#include "board/pgn.h"
#include "board/san.h"
#include "book/openings.h"
#include "eval/evaluate.h"
#include "eval/params_io.h"
#include "eval/profile.h"
#include "eval/trace.h"
#include "search/analysis.h"
#include "search/explain.h"
#include "search/quiescence.h"
#include "tune/dataset.h"
#include "tune/pgn_labels.h"
#include "tune/selfplay.h"

namespace quince::serve {

using nlohmann::json;

namespace {

// A 4xx answer thrown by the handlers' helpers and turned into a JSON error by handle_api.
struct BadRequest {
    int status;
    std::string message;
};
[[noreturn]] void bad(const std::string& message, int status = 400) { throw BadRequest{status, message}; }

// A parser's body run: what it throws (a BadRequest, or another exception) becomes *error, and
// false.
template <class F> bool checked(std::string* error, F&& parse) {
    try {
        parse();
        return true;
    } catch (const BadRequest& e) {
        if (error) *error = e.message;
    } catch (const std::exception& e) {
        if (error) *error = std::string("bad request: ") + e.what();
    }
    return false;
}

// nlohmann's parser recurses once per nesting level: refuse deep nesting before parsing, so that
// no input can exhaust the stack.
constexpr int MaxNesting = 16;
bool nesting_ok(const std::string& s) {
    int depth   = 0;
    bool in_str = false, escaped = false;
    for (char c : s) {
        if (in_str) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                in_str = false;
        } else if (c == '"')
            in_str = true;
        else if ((c == '[' || c == '{') && ++depth > MaxNesting)
            return false;
        else if (c == ']' || c == '}')
            --depth;
    }
    return true;
}

json parse_body(const std::string& body) {
    if (body.empty()) bad("the request needs a JSON object body");
    if (!nesting_ok(body))
        bad("malformed JSON: nested deeper than " + std::to_string(MaxNesting) + " levels");
    json j = json::parse(body, nullptr, false);
    if (j.is_discarded()) bad("malformed JSON in the request body");
    if (!j.is_object()) bad("the request body must be a JSON object");
    return j;
}

std::string get_string(const json& j, const char* key, const std::string& fallback, bool required = false,
                       std::size_t max_len = 256) {
    const auto it = j.find(key);
    if (it == j.end() || it->is_null()) {
        if (required) bad(std::string("missing field '") + key + "'");
        return fallback;
    }
    if (!it->is_string()) bad(std::string("field '") + key + "' must be a string");
    const std::string& s = it->get_ref<const std::string&>();
    if (s.size() > max_len) bad(std::string("field '") + key + "' is too long");
    return s;
}

long long get_int(const json& j, const char* key, long long fallback, long long lo, long long hi) {
    const auto it = j.find(key);
    if (it == j.end() || it->is_null()) return fallback;
    if (!it->is_number_integer() && !it->is_number_unsigned())
        bad(std::string("field '") + key + "' must be an integer");
    if (it->is_number_unsigned() && it->get<unsigned long long>() > static_cast<unsigned long long>(hi))
        bad(std::string("field '") + key + "' must be in " + std::to_string(lo) + ".." + std::to_string(hi));
    const long long v = it->get<long long>();
    if (v < lo || v > hi)
        bad(std::string("field '") + key + "' must be in " + std::to_string(lo) + ".." + std::to_string(hi));
    return v;
}

Position position_from(const std::string& fen) {
    Position pos;
    std::string err;
    if (!pos.set(fen, &err)) bad("bad FEN: " + err);
    return pos;
}

// fen (default: the start position), then `moves` (UCI text) played from it; the position before
// the moves in *start and the moves in *played, if asked.
Position position_of(const json& j, Position* start = nullptr, std::vector<Move>* played = nullptr) {
    Position pos  = position_from(get_string(j, "fen", Position::StartFEN, false, 128));
    const auto it = j.find("moves");
    if (start) *start = pos;
    if (it == j.end() || it->is_null()) return pos;
    if (!it->is_array()) bad("field 'moves' must be an array of UCI moves");
    if (it->size() > PgnMaxPlies) bad("too many moves (at most " + std::to_string(PgnMaxPlies) + ")");
    for (const json& m : *it) {
        if (!m.is_string()) bad("field 'moves' must be an array of UCI moves");
        const Move mv = pos.parse_uci_move(m.get<std::string>());
        if (mv == Move::none()) bad("illegal move '" + m.get<std::string>().substr(0, 16) + "' in 'moves'");
        pos.make_move(mv);
        if (played) played->push_back(mv);
    }
    return pos;
}

bool get_bool(const json& j, const char* key, bool fallback) {
    const auto it = j.find(key);
    if (it == j.end() || it->is_null()) return fallback;
    if (!it->is_boolean()) bad(std::string("field '") + key + "' must be true or false");
    return it->get<bool>();
}

// "skill" (a level, fractional allowed) or "elo" (mapped to a level), or full strength.
search::Skill skill_of(const json& j) {
    search::Skill skill;
    const auto lv        = j.find("skill");
    const bool has_skill = lv != j.end() && !lv->is_null();
    const long long elo  = get_int(j, "elo", 0, search::Skill::EloMin, search::Skill::EloMax);
    if (has_skill && elo) bad("give 'skill' or 'elo', not both");
    if (has_skill) {
        if (!lv->is_number()) bad("field 'skill' must be a number in 0..20");
        const double level = lv->get<double>();
        if (!(level >= 0 && level <= search::Skill::MaxLevel)) bad("field 'skill' must be a number in 0..20");
        skill.level = level;
    } else if (elo)
        skill.level = search::Skill::level_for_elo(int(elo));
    return skill;
}

// "personality": {"mat": 50, "king": 200, ...}: percent per term group, 100 for those not named.
eval::Personality personality_of(const json& j) {
    eval::Personality pers;
    const auto it = j.find("personality");
    if (it == j.end() || it->is_null()) return pers;
    if (!it->is_object()) bad("field 'personality' must be an object of term: percent");
    const std::string range = " must be an integer in " + std::to_string(eval::Personality::Min) + ".." +
                              std::to_string(eval::Personality::Max);
    for (const auto& [key, value] : it->items()) {
        const auto* t = std::find(std::begin(eval::TermKey), std::end(eval::TermKey), key);
        if (t == std::end(eval::TermKey)) {
            std::string known;
            for (const char* k : eval::TermKey) known += std::string(known.empty() ? "" : ", ") + k;
            bad("unknown personality term '" + key.substr(0, 32) + "' (known: " + known + ")");
        }
        const std::string name = "personality '" + key + "'";
        if (!value.is_number_integer() && !value.is_number_unsigned()) bad(name + range);
        if (value.is_number_unsigned() && value.get<unsigned long long>() > unsigned(eval::Personality::Max))
            bad(name + range);
        const long long v = value.get<long long>();
        if (v < eval::Personality::Min || v > eval::Personality::Max) bad(name + range);
        pers.percent[t - std::begin(eval::TermKey)] = int(v);
    }
    return pers;
}

const eval::Profile& profile_named(const std::string& name) {
    std::string err;
    const eval::Profile* p = eval::find_profile(name, &err);
    if (!p) bad(err);
    return *p;
}

using ProfilePtr = std::shared_ptr<const eval::Profile>;

// A registered profile as a ProfilePtr that owns nothing (the registry keeps it alive).
ProfilePtr registered(const eval::Profile& p) { return ProfilePtr(ProfilePtr{}, &p); }

constexpr std::size_t MaxEdits = 4096; // elements an edited profile may set (quince has 1,201 weights)

// One value of "set" as a profile file's values: a number, or [opening, endgame].
std::vector<std::string> value_text(const std::string& name, const json& v) {
    auto one = [&](const json& x) {
        if (x.is_boolean()) return std::string(x.get<bool>() ? "1" : "0");
        if (!x.is_number_integer() && !x.is_number_unsigned())
            bad("'" + name.substr(0, 64) + "': a value must be an integer or [opening, endgame]");
        return x.dump();
    };
    if (!v.is_array()) return {one(v)};
    std::vector<std::string> out;
    for (const json& x : v) out.push_back(one(x));
    return out;
}

// An edited profile (api.h): its Params, checked. `where` names the request field for messages.
eval::Params edited_params(const json& spec, const std::string& where) {
    const eval::Profile& base = profile_named(get_string(spec, "base", "", true, 64));
    eval::Params p            = base.params;
    const long long model     = get_int(spec, "model", int(p.Model), 0, eval::EvalModelCount - 1);
    const std::string pst =
        get_string(spec, "pst", p.PstFrom == eval::PstSource::Tables ? "tables" : "generated");
    if (pst != "tables" && pst != "generated") bad(where + ": 'pst' must be \"generated\" or \"tables\"");
    p = eval::in_model(p, eval::EvalModel(model),
                       pst == "tables" ? eval::PstSource::Tables : eval::PstSource::Generated);
    if (const auto set = spec.find("set"); set != spec.end() && !set->is_null()) {
        if (!set->is_object()) bad(where + ": 'set' must be an object of element: value");
        if (set->size() > MaxEdits)
            bad(where + ": 'set' has more than " + std::to_string(MaxEdits) + " elements");
        for (const auto& [name, value] : set->items()) {
            std::string err;
            if (!eval::set_element(p, name, value_text(name, value), &err)) bad(err);
        }
    }
    if (const auto fixed = spec.find("fixed"); fixed != spec.end() && !fixed->is_null()) {
        if (!fixed->is_array() || fixed->size() > MaxEdits)
            bad(where + ": 'fixed' must be an array of weight names");
        p.Fixed.reset();
        for (const json& n : *fixed) {
            const auto slots = n.is_string() ? eval::weight_slots_named(p, n.get<std::string>())
                                             : std::vector<std::size_t>{};
            if (slots.empty())
                bad(where + ": 'fixed': " +
                    (n.is_string() ? "'" + n.get<std::string>().substr(0, 64) + "'" : std::string("a name")) +
                    " is not a weight of the profile");
            for (std::size_t s : slots) p.Fixed.set(s);
        }
    }
    if (std::string why = eval::check_params(p); !why.empty()) bad(why);
    return p;
}

// A profile a request gives: a registered one's name, or an edited one (api.h).
ProfilePtr profile_ref(const json& v, const std::string& where) {
    if (v.is_string()) return registered(profile_named(v.get<std::string>()));
    if (!v.is_object()) bad(where + " must be a profile name or an edited profile {base, set}");
    const std::string base = get_string(v, "base", "", true, 64);
    const std::string name = get_string(v, "name", base + " (edited)", false, 48);
    if (name.empty()) bad(where + ": 'name' must not be empty");
    if (eval::find_profile(name)) bad(where + ": 'name' " + name + " is a registered profile's");
    return eval::make_profile(name, edited_params(v, where));
}
ProfilePtr profile_field(const json& j, const char* key) {
    const auto it = j.find(key);
    if (it == j.end() || it->is_null()) return registered(eval::default_profile());
    return profile_ref(*it, std::string("field '") + key + "'");
}

// The profiles a request names ("profiles": [...]), or every registered one.
std::vector<ProfilePtr> profiles_of(const json& j) {
    const auto it = j.find("profiles");
    std::vector<ProfilePtr> out;
    if (it == j.end() || it->is_null()) {
        for (const eval::Profile* p : eval::all_profiles()) out.push_back(registered(*p));
        return out;
    }
    if (!it->is_array() || it->empty() || it->size() > 16)
        bad("field 'profiles' must be an array of 1 to 16 profile names or edited profiles");
    for (const json& n : *it) out.push_back(profile_ref(n, "an entry of 'profiles'"));
    return out;
}

// One evaluator per registered profile for the whole server (allocating the caches of five
// evaluators per request would cost more than the evaluations). Evaluations take microseconds: one
// lock. An edited profile, which lives for its request only, gets an evaluator of its own.
template <class F> auto with_evaluator(const eval::Profile& p, F&& f) {
    if (eval::find_profile(p.name) != &p) {
        eval::Evaluator e(p);
        return f(e);
    }
    static std::mutex m;
    static std::map<const eval::Profile*, std::unique_ptr<eval::Evaluator>> evaluators;
    std::lock_guard lock(m);
    auto& e = evaluators[&p];
    if (!e) e = std::make_unique<eval::Evaluator>(p);
    return f(*e);
}

std::string square_text(Square s) { return {char('a' + file_of(s)), char('1' + rank_of(s))}; }

// {"eco", "name"} (and "ply" if given) of an opening, or null.
json opening_json(const OpeningName* o, int ply = -1) {
    if (!o) return nullptr;
    json j = {{"eco", std::string(o->eco)}, {"name", std::string(o->name)}};
    if (ply >= 0) j["ply"] = ply;
    return j;
}

// The position's legal moves and the game state the explorer shows.
json position_info(const Position& pos) {
    json moves       = json::array();
    const MoveList l = legal_moves(pos);
    for (Move m : l) {
        Square to = m.to();
        if (m.kind() == CASTLING) to = make_square(to > m.from() ? FILE_G : FILE_C, rank_of(m.from()));
        json mv = {{"uci", pos.move_to_uci(m)},
                   {"san", to_san(pos, m)},
                   {"from", square_text(m.from())},
                   {"to", square_text(to)}};
        if (m.kind() == PROMOTION) mv["promotion"] = std::string(1, "nbrq"[m.promotion() - KNIGHT]);
        moves.push_back(std::move(mv));
    }
    std::string status = "ongoing";
    if (l.empty())
        status = pos.in_check() ? "checkmate" : "stalemate";
    else if (pos.rule50() >= 100)
        status = "fifty-move rule";
    else if (pos.insufficient_material())
        status = "insufficient material";
    else if (pos.is_draw(0))
        status = "repetition";
    json info       = {{"fen", pos.fen()},
                       {"side", pos.side_to_move() == WHITE ? "w" : "b"},
                       {"in_check", pos.in_check()},
                       {"status", status},
                       {"moves", std::move(moves)}};
    info["opening"] = opening_json(opening_of(pos)); // this exact position's name, or null
    return info;
}

Reply ok(const json& j) { return {200, "application/json", json_text(j)}; }

Reply get_profiles() {
    json list = json::array();
    for (const eval::Profile* p : eval::all_profiles())
        list.push_back({{"name", p->name},
                        {"units_per_cp", p->params.UnitsPerCp},
                        {"threats", p->params.Model == eval::EvalModel::Quince}});
    json terms = json::array();
    for (int i = 0; i < eval::TERM_NB; ++i)
        terms.push_back({{"key", eval::TermKey[i]}, {"name", eval::TermName[i]}});
    return ok({{"profiles", list}, {"default", eval::default_profile().name}, {"terms", terms}});
}

// {"line": [{"uci", "san"}], "fen", "eval"}: the profile's quiescence line from `pos` (its
// captures until they settle, search/quiescence.h), the position at its end and that position's
// `quince eval --json`.
std::string quiet_json(eval::Evaluator& e, const Position& pos) {
    const search::QuiescenceLine q = search::quiescence_line(pos, e);
    Position leaf                  = pos;
    json line                      = json::array();
    for (Move m : q.moves) {
        line.push_back({{"uci", leaf.move_to_uci(m)}, {"san", to_san(leaf, m)}});
        leaf.make_move(m);
    }
    return "{\"line\": " + json_text(line) + ", \"fen\": " + json_text(leaf.fen()) +
           ", \"eval\": " + eval::trace_json(e, leaf) + "}";
}

// POST /api/eval: each profile's `quince eval --json` object, unchanged, in one array; with
// "quiet": true each also gets "quiet" (quiet_json).
Reply post_eval(const Request& req) {
    const json j       = parse_body(req.body);
    const Position pos = position_of(j);
    const auto profs   = profiles_of(j);
    const bool quiet   = get_bool(j, "quiet", false);
    std::string out    = "{\"fen\": " + json_text(pos.fen()) + ", \"results\": [";
    for (std::size_t i = 0; i < profs.size(); ++i) {
        if (i) out += ",";
        out += with_evaluator(*profs[i], [&](eval::Evaluator& e) {
            std::string r = eval::trace_json(e, pos);
            if (quiet) r.insert(r.rfind('}'), ", \"quiet\": " + quiet_json(e, pos));
            return r;
        });
    }
    out += "]}";
    return {200, "application/json", out};
}

// POST /api/evals {fens: [...]}: every position's final score (cp, White's view) by every profile.
Reply post_evals(const Request& req) {
    const json j  = parse_body(req.body);
    const auto it = j.find("fens");
    if (it == j.end() || !it->is_array()) bad("field 'fens' must be an array of FENs");
    if (it->size() > MaxEvalsPositions)
        bad("too many positions (at most " + std::to_string(MaxEvalsPositions) + ")");
    std::vector<Position> positions;
    for (const json& f : *it) {
        if (!f.is_string()) bad("field 'fens' must be an array of FENs");
        positions.push_back(position_from(f.get<std::string>()));
    }
    const auto profs = profiles_of(j);
    json scores      = json::object();
    json names       = json::array();
    for (const ProfilePtr& p : profs) {
        eval::Trace t;
        json v = json::array();
        with_evaluator(*p, [&](eval::Evaluator& ev) {
            for (const Position& pos : positions) v.push_back(ev.evaluate_traced(pos, t));
            return 0;
        });
        scores[p->name] = std::move(v);
        names.push_back(p->name);
    }
    return ok({{"profiles", names}, {"eval_white", scores}});
}

int div_round(int a, int b) { return a >= 0 ? (a + b / 2) / b : -((-a + b / 2) / b); }

// The table the evaluation adds for a piece (a letter: white PNBRQK, black pnbrqk) on each square
// a1..h8, good for the piece's side, in the profile's units; with d, p minus d (in cp when their
// units differ).
Reply pst_reply(const eval::Profile& p, const std::string& piece, const std::string& stage,
                const eval::Profile* d) {
    static const std::string Letters = "PNBRQKpnbrqk";
    if (piece.size() != 1 || Letters.find(piece[0]) == std::string::npos)
        bad("piece must be one of P N B R Q K (white) or p n b r q k (black)");
    if (stage != "op" && stage != "eg") bad("stage must be op or eg");
    const int idx         = int(Letters.find(piece[0]));
    const Color c         = idx < 6 ? WHITE : BLACK;
    const Piece pc        = make_piece(c, PieceType(idx % 6));
    const bool same_units = !d || d->params.UnitsPerCp == p.params.UnitsPerCp;
    auto value            = [&](const eval::Profile& pr, int sq) {
        const Score s = pr.psq.sq[pc][sq];
        const int v   = (stage == "op" ? s.op : s.eg) * (c == WHITE ? 1 : -1);
        return same_units ? v : div_round(v, pr.params.UnitsPerCp);
    };
    json values = json::array();
    for (int sq = 0; sq < 64; ++sq) values.push_back(d ? value(p, sq) - value(*d, sq) : value(p, sq));
    const int per_cp = same_units ? p.params.UnitsPerCp : 1;
    json out         = {{"profile", p.name},      {"piece", piece},   {"stage", stage},
                        {"units_per_cp", per_cp}, {"values", values}, {"squares", "a1..h8, rank by rank"}};
    if (d) out["diff"] = d->name;
    // Explicit tables are weights an editor can set square by square: "Pst[type][square]".
    out["tables"] = p.params.PstFrom == eval::PstSource::Tables;
    return ok(out);
}

// GET /api/pst?profile=&piece=&stage=[&diff=]: pst_reply of registered profiles.
Reply get_pst(const Request& req) {
    auto q = [&](const char* k, const std::string& fallback) {
        const auto it = req.query.find(k);
        return it == req.query.end() ? fallback : it->second;
    };
    const eval::Profile& p = profile_named(q("profile", eval::default_profile().name));
    const std::string diff = q("diff", "");
    return pst_reply(p, q("piece", "N"), q("stage", "op"), diff.empty() ? nullptr : &profile_named(diff));
}

// POST /api/pst {profile, piece, stage, diff?}: the same, where profile and diff may be edited
// profiles (api.h).
Reply post_pst(const Request& req) {
    const json j          = parse_body(req.body);
    const ProfilePtr p    = profile_field(j, "profile");
    const auto d          = j.find("diff");
    const ProfilePtr diff = d == j.end() || d->is_null() ? nullptr : profile_ref(*d, "field 'diff'");
    return pst_reply(*p, get_string(j, "piece", "N", false, 4), get_string(j, "stage", "op", false, 4),
                     diff.get());
}

// GET /api/weights?profile=NAME: every weight of the profile, grouped as the trace groups them
// (the order of eval::TermKey), each with its value ([opening, endgame] for a tapered one), its
// range and whether a rule holds it (Fixed). The PST's explicit tables, 768 entries, are not listed
// one by one but as "pst_tables" (type, then square a1 = 0: [opening, endgame]): the heat map
// edits them as "Pst[type][square]".
Reply weights_reply(const eval::Profile& p) {
    const eval::Params& P = p.params;
    json groups           = json::array();
    for (int t = 0; t < eval::TERM_NB; ++t)
        groups.push_back(
            {{"key", eval::TermKey[t]}, {"name", eval::TermName[t]}, {"weights", json::array()}});
    for (const eval::Element& e : eval::weight_elements(P)) {
        if (e.field->n2 == 64 && e.field->part == eval::Part::Pst) continue; // the tables: on the heat map
        const bool score = e.field->kind == eval::FieldKind::Score;
        json value = score ? json::array({P.weight(e.slot), P.weight(e.slot + 1)}) : json(P.weight(e.slot));
        const eval::WeightRange r = eval::weight_range(P, *e.field);
        const bool fixed          = P.Fixed.test(e.slot) && (!score || P.Fixed.test(e.slot + 1));
        groups[std::size_t(e.field->group)]["weights"].push_back({{"name", e.name},
                                                                  {"field", e.field->name},
                                                                  {"value", value},
                                                                  {"min", r.lo},
                                                                  {"max", r.hi},
                                                                  {"fixed", fixed}});
    }
    json out = json::array();
    for (json& g : groups)
        if (!g["weights"].empty() || g["key"] == "pst") out.push_back(std::move(g));
    json reply = {{"profile", p.name},
                  {"model", eval::ModelName[int(P.Model)]},
                  {"model_index", int(P.Model)},
                  {"pst", P.PstFrom == eval::PstSource::Tables ? "tables" : "generated"},
                  {"units_per_cp", P.UnitsPerCp},
                  {"groups", out}};
    if (P.PstFrom == eval::PstSource::Tables) { // "Pst[type][square]": [opening, endgame], a1 = 0
        json tables = json::array();
        for (const auto& t : P.tables().Pst) {
            json row = json::array();
            for (const Score& e : t) row.push_back({e.op, e.eg});
            tables.push_back(std::move(row));
        }
        reply["pst_tables"] = std::move(tables);
    }
    return ok(reply);
}
Reply get_weights(const Request& req) {
    const auto it = req.query.find("profile");
    return weights_reply(profile_named(it == req.query.end() ? eval::default_profile().name : it->second));
}
// POST /api/weights {profile}: the same of an edited profile (or a name).
Reply post_weights(const Request& req) {
    return weights_reply(*profile_field(parse_body(req.body), "profile"));
}

// POST /api/profile/text {profile}: the profile (a name or an edited one) as a profile file, which
// `--profile-file` and the UCI option EvalFile load, evaluating exactly as the page does.
Reply post_profile_text(const Request& req) {
    const json j       = parse_body(req.body);
    const ProfilePtr p = profile_field(j, "profile");
    return ok({{"name", p->name},
               {"text", eval::profile_text(p->params, "Written by the Quince explorer: " + p->name)}});
}

// Every element of p (rules and weights, Model and PstFrom aside) whose values differ from `base`'s
// (which has p's layout): {name: value or [opening, endgame]}.
json elements_differing(const eval::Params& p, const eval::Params& base) {
    json set = json::object();
    for (const auto* list : {&eval::rule_elements(), &eval::weight_elements(p)})
        for (const eval::Element& e : *list) {
            if (e.name == "Model" || e.name == "PstFrom") continue;
            const eval::Element* b = eval::find_element(base, e.name);
            const auto mine        = eval::element_values_text(p, e);
            if (b && eval::element_values_text(base, *b) == mine) continue;
            json v = json::array();
            for (const std::string& x : mine) v.push_back(std::stoi(x));
            set[e.name] = v.size() == 1 ? v[0] : v;
        }
    return set;
}

// POST /api/profile/upload {text}: a profile file read as the page's edited profile: {"base", "model",
// "pst", "set", "fixed"} with `set` every element that differs from the registered profile of the
// same model and PST source it is closest to (the fewest differences). A bad file is a 400 naming
// the line.
Reply post_profile_upload(const Request& req) {
    const json j = parse_body(req.body);
    std::istringstream in(get_string(j, "text", "", true, LargeBody));
    eval::Params p;
    std::string err;
    if (!eval::parse_profile_text(in, p, &err)) bad("the profile file: " + err);
    auto differences          = [&](const eval::Params& base) { return elements_differing(p, base); };
    const eval::Profile* best = nullptr;
    json best_set;
    for (const eval::Profile* b : eval::all_profiles()) {
        if (b->params.Model != p.Model) continue;
        json set = differences(eval::in_model(b->params, p.Model, p.PstFrom));
        if (!best || set.size() < best_set.size()) best = b, best_set = std::move(set);
    }
    if (!best) bad("no registered profile has Model " + std::to_string(int(p.Model)) + " to start from");
    json spec     = edited_spec(best->name, p, best->name + " (edited)");
    spec["fixed"] = eval::fixed_names(p); // the whole set, as the file has it
    return ok(spec);
}

Reply post_legal(const Request& req) { return ok(position_info(position_of(parse_body(req.body)))); }

// POST /api/move {fen, moves?, move}: the move (UCI or SAN) played; the new position's state.
Reply post_move(const Request& req) {
    const json j           = parse_body(req.body);
    Position pos           = position_of(j);
    const std::string text = get_string(j, "move", "", true, 16);
    Move m                 = pos.parse_uci_move(text);
    std::string err;
    if (m == Move::none()) m = parse_san(pos, text, &err);
    if (m == Move::none()) bad("illegal move '" + text + "' in " + pos.fen());
    const std::string san = to_san(pos, m), uci = pos.move_to_uci(m);
    pos.make_move(m);
    json out    = position_info(pos);
    out["move"] = {{"uci", uci}, {"san", san}};
    return ok(out);
}

// POST /api/opening {fen?, moves?}: the deepest named position of the line (book/openings.h).
Reply post_opening(const Request& req) {
    const json j = parse_body(req.body);
    Position start;
    std::vector<Move> moves;
    position_of(j, &start, &moves);
    const OpeningMatch m = classify(start, moves);
    return ok({{"opening", opening_json(m.opening, m.ply)}});
}

// A game's tree as the API gives it: {"nodes": [{"parent", "uci", "san", "fen", "comment_before"?,
// "comment"?, "nags"?, "children"}]}, node 0 the start position (uci and san "").
json tree_json(const PgnTree& t) {
    json nodes = json::array();
    for (const PgnNode& n : t.nodes) {
        json o = {
            {"parent", n.parent}, {"uci", n.uci}, {"san", n.san}, {"fen", n.fen}, {"children", n.children}};
        if (!n.comment_before.empty()) o["comment_before"] = n.comment_before;
        if (!n.comment.empty()) o["comment"] = n.comment;
        if (!n.nags.empty()) o["nags"] = n.nags;
        nodes.push_back(std::move(o));
    }
    return {{"nodes", std::move(nodes)}};
}

Reply post_pgn(const Request& req) {
    const json j          = parse_body(req.body);
    const std::string pgn = get_string(j, "pgn", "", true, LargeBody);
    PgnTree t;
    std::string err;
    if (!parse_pgn_tree(pgn, t, &err)) bad("bad PGN: " + err);
    const PgnGame g = main_line(t);
    json tags = json::array(), moves = json::array();
    for (const auto& [k, v] : g.tags) tags.push_back({k, v});
    for (const PgnMove& m : g.moves) moves.push_back({{"san", m.san}, {"uci", m.uci}});
    return ok({{"tags", tags},
               {"result", g.result},
               {"positions", g.fens},
               {"moves", moves},
               {"tree", tree_json(t)}});
}

int get_index(const json& v, const char* what) {
    const long long limit = static_cast<long long>(PgnMaxNodes) + 1;
    if (v.is_number_unsigned()
            ? v.get<unsigned long long>() > static_cast<unsigned long long>(limit)
            : !v.is_number_integer() || v.get<long long>() < -1 || v.get<long long>() > limit)
        bad(std::string(what) + " must be a node index");
    return int(v.get<long long>());
}

// One node of an exported tree (tree_json's shape); "parent" absent: -3, filled in from the
// children lists.
PgnNode node_of(const json& o) {
    if (!o.is_object()) bad("must be an object");
    PgnNode n;
    const auto parent = o.find("parent");
    n.parent          = parent == o.end() || parent->is_null() ? -3 : get_index(*parent, "'parent'");
    n.uci             = get_string(o, "uci", "", false, 16);
    n.san             = get_string(o, "san", "", false, 16);
    n.fen             = get_string(o, "fen", "", false, 128);
    n.comment_before  = get_string(o, "comment_before", "", false, LargeBody);
    n.comment         = get_string(o, "comment", "", false, LargeBody);
    const auto nags   = o.find("nags");
    if (nags != o.end() && !nags->is_null()) {
        if (!nags->is_array() || nags->size() > 16)
            bad("field 'nags' must be an array of up to 16 NAGs (1..255)");
        for (const json& v : *nags) {
            if (!v.is_number_integer() || v.get<long long>() < 1 || v.get<long long>() > 255)
                bad("field 'nags' must be an array of up to 16 NAGs (1..255)");
            n.nags.push_back(int(v.get<long long>()));
        }
    }
    const auto children = o.find("children");
    if (children != o.end() && !children->is_null()) {
        if (!children->is_array()) bad("field 'children' must be an array of node indices");
        for (const json& c : *children) n.children.push_back(get_index(c, "a child"));
    }
    return n;
}

// A game tree as the page sends it ({tags?, result?, tree: {nodes: [...]}}, the nodes as /api/pgn
// gives them), checked and completed by resolve_pgn_tree.
PgnTree tree_of(const json& j) {
    PgnTree t;
    t.result       = get_string(j, "result", "", false, 16);
    const auto tgs = j.find("tags");
    if (tgs != j.end() && !tgs->is_null()) {
        if (!tgs->is_array() || tgs->size() > 64)
            bad("field 'tags' must be an array of up to 64 [name, value]");
        for (const json& tag : *tgs) {
            if (!tag.is_array() || tag.size() != 2 || !tag[0].is_string() || !tag[1].is_string() ||
                tag[1].get_ref<const std::string&>().size() > 1024)
                bad("field 'tags' must be an array of [name, value] strings (values up to 1024 bytes)");
            t.tags.emplace_back(tag[0].get<std::string>(), tag[1].get<std::string>());
        }
    }
    const auto tree = j.find("tree");
    if (tree == j.end() || !tree->is_object()) bad("field 'tree' must be an object {\"nodes\": [...]}");
    const auto nodes = tree->find("nodes");
    if (nodes == tree->end() || !nodes->is_array() || nodes->empty())
        bad("field 'tree' must hold 'nodes', an array starting with the start position");
    if (nodes->size() > PgnMaxNodes + 1)
        bad("too many moves (at most " + std::to_string(PgnMaxNodes) + " in the game and its variations)");
    for (std::size_t i = 0; i < nodes->size(); ++i) {
        try {
            t.nodes.push_back(node_of((*nodes)[i]));
        } catch (const BadRequest& e) {
            bad("node " + std::to_string(i) + ": " + e.message);
        }
    }
    if (t.nodes[0].parent == -3) t.nodes[0].parent = -1;
    for (std::size_t i = 0; i < t.nodes.size(); ++i)
        for (int c : t.nodes[i].children)
            if (c > 0 && std::size_t(c) < t.nodes.size() && t.nodes[std::size_t(c)].parent == -3)
                t.nodes[std::size_t(c)].parent = int(i);
    std::string err;
    if (!resolve_pgn_tree(t, &err)) bad("bad tree: " + err);
    return t;
}

// POST /api/pgn/export {tree, tags?, result?}: the tree (as /api/pgn gives it) as PGN text.
Reply post_pgn_export(const Request& req) { return ok({{"pgn", write_pgn(tree_of(parse_body(req.body)))}}); }

// POST /api/explain {fen?, moves?, line, profiles?}: what `line` (UCI moves from the position
// fen + moves) plays for, per profile (every one by default), as `quince explain --json` gives it.
Reply post_explain(const Request& req) {
    const json j        = parse_body(req.body);
    const Position root = position_of(j);
    const auto it       = j.find("line");
    if (it == j.end() || !it->is_array() || it->size() > MaxExplainPlies)
        bad("field 'line' must be an array of up to " + std::to_string(MaxExplainPlies) + " UCI moves");
    Position pos = root;
    std::vector<Move> line;
    for (const json& m : *it) {
        const Move mv = m.is_string() ? pos.parse_uci_move(m.get<std::string>()) : Move::none();
        if (mv == Move::none())
            bad("illegal move '" + (m.is_string() ? m.get<std::string>().substr(0, 16) : std::string("?")) +
                "' in 'line' at " + pos.fen());
        pos.make_move(mv);
        line.push_back(mv);
    }
    std::vector<search::ExplainProfile> results;
    for (const ProfilePtr& p : profiles_of(j)) results.push_back(search::explain_line(root, line, *p));
    return {200, "application/json", search::explain_json(root, line, "", results)};
}

bool client_ok(const std::string& s) {
    return !s.empty() && s.size() <= 64 && std::all_of(s.begin(), s.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
    });
}

} // namespace

std::string json_text(const nlohmann::json& j) {
    // Messages may quote the request's bytes, which need not be UTF-8: replace what is not.
    return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

Reply error_reply(int status, const std::string& message) {
    return {status, "application/json", json_text({{"error", message}})};
}

std::size_t body_limit(const std::string& path) {
    return path == "/api/pgn" || path == "/api/evals" || path == "/api/pgn/export" ||
                   path == "/api/analyse" || path == "/api/profile/upload" || path == "/api/tune"
               ? LargeBody
               : SmallBody;
}

bool host_allowed(const std::vector<std::string>& hosts, const std::string& host, const std::string& origin,
                  std::string* why) {
    if (std::find(hosts.begin(), hosts.end(), host) == hosts.end()) {
        if (why) *why = "Host '" + host.substr(0, 100) + "' is not the served address";
        return false;
    }
    if (!origin.empty() && std::none_of(hosts.begin(), hosts.end(),
                                        [&](const std::string& h) { return origin == "http://" + h; })) {
        if (why) *why = "cross-origin request from '" + origin.substr(0, 100) + "' refused";
        return false;
    }
    return true;
}

Reply handle_api(const Request& req) {
    try {
        if (req.body.size() > body_limit(req.path))
            return error_reply(413, "request body too large (limit " + std::to_string(body_limit(req.path)) +
                                        " bytes)");
        struct Route {
            const char* path;
            const char* method;
            Reply (*fn)(const Request&);
        };
        static const Route routes[] = {
            {"/api/profiles", "GET", [](const Request&) { return get_profiles(); }},
            {"/api/pst", "GET", get_pst},
            {"/api/pst", "POST", post_pst},
            {"/api/weights", "GET", get_weights},
            {"/api/weights", "POST", post_weights},
            {"/api/profile/text", "POST", post_profile_text},
            {"/api/profile/upload", "POST", post_profile_upload},
            {"/api/eval", "POST", post_eval},
            {"/api/evals", "POST", post_evals},
            {"/api/legal", "POST", post_legal},
            {"/api/move", "POST", post_move},
            {"/api/pgn", "POST", post_pgn},
            {"/api/pgn/export", "POST", post_pgn_export},
            {"/api/opening", "POST", post_opening},
            {"/api/explain", "POST", post_explain},
        };
        std::string methods; // of the path, for a 405
        for (const Route& r : routes)
            if (req.path == r.path) {
                if (req.method == r.method) return r.fn(req);
                methods += (methods.empty() ? "" : " or ") + std::string(r.method);
            }
        if (!methods.empty()) return error_reply(405, "use " + methods + " for " + req.path);
        return error_reply(404, "no such endpoint: " + req.path.substr(0, 100));
    } catch (const BadRequest& e) {
        return error_reply(e.status, e.message);
    } catch (const std::exception& e) {
        return error_reply(400, std::string("bad request: ") + e.what());
    }
}

bool parse_search(const std::string& body, SearchRequest& out, std::string* error) {
    try {
        const json j = parse_body(body);
        out          = SearchRequest{};
        out.client   = get_string(j, "client", "", true, 64);
        if (!client_ok(out.client)) bad("field 'client' must be 1 to 64 letters, digits, '-' or '_'");
        out.root        = position_of(j);
        out.prof        = profile_field(j, "profile");
        out.profile     = out.prof->name;
        out.multipv     = int(get_int(j, "multipv", 1, 1, 5));
        out.movetime    = get_int(j, "movetime", 0, 1, 3600000);
        out.depth       = int(get_int(j, "depth", 0, 1, 64));
        out.nodes       = get_int(j, "nodes", 0, 1, 1000000000);
        out.time[WHITE] = get_int(j, "wtime", -1, 0, 24LL * 3600000);
        out.time[BLACK] = get_int(j, "btime", -1, 0, 24LL * 3600000);
        out.inc[WHITE]  = get_int(j, "winc", 0, 0, 3600000);
        out.inc[BLACK]  = get_int(j, "binc", 0, 0, 3600000);
        const auto inf  = j.find("infinite");
        if (inf != j.end() && !inf->is_null() && !inf->is_boolean())
            bad("field 'infinite' must be true or false");
        out.infinite     = inf != j.end() && inf->is_boolean() && inf->get<bool>();
        out.skill        = skill_of(j);
        out.personality  = personality_of(j);
        const bool clock = out.time[WHITE] >= 0 || out.time[BLACK] >= 0;
        const int kinds  = (out.movetime > 0) + (out.depth > 0) + (out.nodes > 0) + clock + out.infinite;
        if (kinds > 1) bad("give one limit: movetime, depth, nodes, wtime/btime or infinite");
        if (kinds == 0 && inf != j.end() && inf->is_boolean()) // "infinite": false, and no limit
            bad("field 'infinite' is false but no other limit is given: give movetime, depth, nodes or "
                "wtime/btime, or infinite true");
        if (kinds == 0) out.infinite = true;
        if (clock && out.time[out.root.side_to_move()] < 0) bad("the clock of the side to move is missing");
        if (legal_moves(out.root).empty()) bad("no legal moves: the game is over");
        return true;
    } catch (const BadRequest& e) {
        if (error) *error = e.message;
        return false;
    } catch (const std::exception& e) {
        if (error) *error = std::string("bad request: ") + e.what();
        return false;
    }
}

std::string analysis_event(const PgnTree& tree, const PgnTree& annotated,
                           const search::GameAnalysis& analysis) {
    json j    = json::parse(search::analysis_json(1, tree, annotated, analysis));
    j["type"] = "analysis";
    j["tree"] = tree_json(annotated);
    j["tags"] = json::array();
    for (const auto& [k, v] : annotated.tags) j["tags"].push_back({k, v});
    j["result"] = annotated.result;
    return json_text(j);
}

bool parse_analyse(const std::string& body, AnalyseRequest& out, std::string* error) {
    return checked(error, [&] {
        const json j = parse_body(body);
        out          = AnalyseRequest{};
        out.client   = get_string(j, "client", "", true, 64);
        if (!client_ok(out.client)) bad("field 'client' must be 1 to 64 letters, digits, '-' or '_'");
        out.tree        = tree_of(j);
        out.prof        = profile_field(j, "profile");
        out.profile     = out.prof->name;
        out.movetime    = get_int(j, "movetime", 0, 1, 60000);
        out.depth       = int(get_int(j, "depth", 0, 1, 40));
        out.nodes       = get_int(j, "nodes", 0, 1, 100000000);
        const int kinds = (out.movetime > 0) + (out.depth > 0) + (out.nodes > 0);
        if (kinds > 1) bad("give one limit per position: movetime, depth or nodes");
        if (kinds == 0) out.nodes = DefaultAnalyseNodes;
    });
}

json edited_spec(const std::string& base, const eval::Params& p, const std::string& name) {
    const eval::Params start = eval::in_model(profile_named(base).params, p.Model, p.PstFrom);
    json spec                = {{"name", name},
                                {"base", base},
                                {"model", int(p.Model)},
                                {"pst", p.PstFrom == eval::PstSource::Tables ? "tables" : "generated"},
                                {"set", elements_differing(p, start)}};
    if (p.Fixed != start.Fixed) spec["fixed"] = eval::fixed_names(p);
    return spec;
}

bool parse_tune(const std::string& body, TuneRequest& out, std::string* error) {
    return checked(error, [&] {
        const json j = parse_body(body);
        out          = TuneRequest{};
        out.client   = get_string(j, "client", "", true, 64);
        if (!client_ok(out.client)) bad("field 'client' must be 1 to 64 letters, digits, '-' or '_'");
        out.prof             = profile_field(j, "profile");
        const auto pj        = j.find("profile");
        out.base             = pj == j.end() || pj->is_null() ? eval::default_profile().name
                               : pj->is_string()              ? pj->get<std::string>()
                                                              : pj->at("base").get<std::string>();
        tune::TuneOptions& o = out.options;
        o.epochs             = int(get_int(j, "epochs", 20, 1, 500));
        o.threads            = int(get_int(j, "threads", 1, 1, 64));
        o.seed               = std::uint64_t(get_int(j, "seed", 1, 0, 1LL << 53));
        o.patience           = int(get_int(j, "patience", 10, 1, 500));
        for (const char* k : {"lr", "val_frac", "lambda"}) {
            const auto it = j.find(k);
            if (it != j.end() && !it->is_null() && !it->is_number())
                bad(std::string("field '") + k + "' must be a number");
        }
        o.lr       = j.value("lr", 1.0);
        o.val_frac = j.value("val_frac", 0.1);
        if (!(o.lr > 0 && o.lr <= 100)) bad("field 'lr' must be in (0, 100] (centipawns per step)");
        if (!(o.val_frac >= 0.01 && o.val_frac <= 0.5)) bad("field 'val_frac' must be in 0.01..0.5");
        const double lambda = j.value("lambda", 1.0);
        if (!(lambda >= 0 && lambda <= 1)) bad("field 'lambda' must be in 0..1");
        // The data: positions, or games to label.
        const std::string positions = get_string(j, "positions", "", false, LargeBody);
        const std::string pgn       = get_string(j, "pgn", "", false, LargeBody);
        if (positions.empty() == pgn.empty())
            bad("give the data as 'positions' (lines) or 'pgn' (games), one of them");
        if (!positions.empty()) {
            std::istringstream in(positions);
            for (std::string line; std::getline(in, line);) out.lines.push_back(line);
        } else {
            tune::QuietTest quiet(*out.prof);
            tune::PgnLabelOptions lo;
            lo.lambda = lambda;
            for_each_pgn_game(pgn, [&](std::size_t at, std::size_t* end) {
                PgnGame g;
                std::string err;
                if (!parse_pgn(pgn, g, &err, at, end)) {
                    ++out.skipped_games;
                    return;
                }
                std::istringstream in(tune::label_game(g.fens, g.comments, game_result(g), lo, quiet));
                for (std::string line; std::getline(in, line);) out.lines.push_back(line);
                ++out.games;
            });
            if (out.games == 0) bad("field 'pgn' holds no game that could be read");
        }
        // The weights outside the chosen groups are held.
        const eval::Params& P = out.prof->params;
        out.frozen.assign(P.weight_slots(), false);
        if (const auto g = j.find("groups"); g != j.end() && !g->is_null()) {
            if (!g->is_array() || g->empty()) bad("field 'groups' must be an array of term keys");
            std::vector<bool> chosen(eval::TERM_NB, false);
            for (const json& k : *g) {
                const auto* t = k.is_string() ? std::find(std::begin(eval::TermKey), std::end(eval::TermKey),
                                                          k.get<std::string>())
                                              : std::end(eval::TermKey);
                if (t == std::end(eval::TermKey))
                    bad("field 'groups': unknown term key (known: mat, pst, pawn, piece, king, passer, "
                        "pattern, "
                        "threat)");
                chosen[std::size_t(t - std::begin(eval::TermKey))] = true;
            }
            for (const eval::Element& e : eval::weight_elements(P))
                if (!chosen[std::size_t(e.field->group)])
                    for (std::size_t h = 0; h < e.field->elem_size() / sizeof(int); ++h)
                        out.frozen[e.slot + h] = true;
        }
    });
}

bool parse_stop(const std::string& body, std::string& client, std::string* error) {
    try {
        const json j = parse_body(body);
        client       = get_string(j, "client", "", true, 64);
        if (!client_ok(client)) bad("field 'client' must be 1 to 64 letters, digits, '-' or '_'");
        return true;
    } catch (const BadRequest& e) {
        if (error) *error = e.message;
        return false;
    }
}

} // namespace quince::serve
