// The Rules and Weights field table and the profile text file (see params_io.h).
#include "eval/params_io.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <type_traits>
#include <unordered_map>
#include <utility>

#include "eval/evaluate.h"
#include "eval/profile.h"

namespace quince::eval {

namespace {

template <class T> constexpr int dim1() {
    if constexpr (std::is_array_v<T>) return int(std::extent_v<T, 0>);
    return 1;
}
template <class T> constexpr int dim2() {
    if constexpr (std::rank_v<T> == 2) return int(std::extent_v<T, 1>);
    return 1;
}
template <class T> constexpr FieldKind kind_of() {
    using E = std::remove_all_extents_t<T>;
    if constexpr (std::is_same_v<E, Score>) return FieldKind::Score;
    if constexpr (std::is_same_v<E, bool>) return FieldKind::Bool;
    if constexpr (std::is_enum_v<E>) {
        static_assert(sizeof(E) == 1, "enum members of Rules are one byte (Field::elem_size)");
        return FieldKind::Enum;
    }
    static_assert(std::is_same_v<E, int> || std::is_same_v<E, Score> || std::is_same_v<E, bool> ||
                  std::is_enum_v<E>);
    return FieldKind::Int;
}
template <class T> constexpr Field field(const char* name, Part part, std::size_t offset) {
    return {name, part, offset, kind_of<T>(), dim1<T>(), dim2<T>()};
}
// A weight is an int or a Score, nothing else: the tuner reads Weights as ints by slot.
template <class T> constexpr Field weight_field(const char* name, std::size_t offset) {
    using E = std::remove_all_extents_t<T>;
    static_assert(std::is_same_v<E, int> || std::is_same_v<E, Score>, "Weights holds ints and Scores only");
    return field<T>(name, Part::Weights, offset);
}

#define QUINCE_RULE(m) field<decltype(Rules::m)>(#m, Part::Rules, offsetof(Rules, m))
#define QUINCE_WEIGHT(m) weight_field<decltype(Weights::m)>(#m, offsetof(Weights, m))

// Every member of Rules and Weights (but Rules::Fixed), by topic: the order of profile files and
// of the generated C++ (kept from before the split, so old files and profiles/quince.cpp compare
// line by line). A member missing here is caught by the test that the table covers both structs
// (tests/test_tune.cpp).
const std::vector<Field> Fields = {
    QUINCE_RULE(Model),
    QUINCE_WEIGHT(PieceValue),
    QUINCE_WEIGHT(BishopPair),
    QUINCE_RULE(PhaseWeight),
    QUINCE_RULE(PhaseTotal),
    QUINCE_RULE(PawnFile),
    QUINCE_RULE(KnightLine),
    QUINCE_RULE(KnightRank),
    QUINCE_RULE(BishopLine),
    QUINCE_RULE(RookFile),
    QUINCE_RULE(QueenLine),
    QUINCE_RULE(KingLine),
    QUINCE_RULE(KingFile),
    QUINCE_RULE(KingRank),
    QUINCE_WEIGHT(PawnFileOpening),
    QUINCE_WEIGHT(PawnCentreOpening),
    QUINCE_WEIGHT(KnightCentreOpening),
    QUINCE_WEIGHT(KnightCentreEndgame),
    QUINCE_WEIGHT(KnightRankOpening),
    QUINCE_WEIGHT(KnightBackRankOpening),
    QUINCE_WEIGHT(KnightTrappedOpening),
    QUINCE_WEIGHT(BishopCentreOpening),
    QUINCE_WEIGHT(BishopCentreEndgame),
    QUINCE_WEIGHT(BishopBackRankOpening),
    QUINCE_WEIGHT(BishopDiagonalOpening),
    QUINCE_WEIGHT(RookFileOpening),
    QUINCE_WEIGHT(QueenCentreOpening),
    QUINCE_WEIGHT(QueenCentreEndgame),
    QUINCE_WEIGHT(QueenBackRankOpening),
    QUINCE_WEIGHT(KingCentreEndgame),
    QUINCE_WEIGHT(KingFileOpening),
    QUINCE_WEIGHT(KingRankOpening),
    QUINCE_RULE(PstFrom),
    QUINCE_WEIGHT(Doubled),
    QUINCE_WEIGHT(Isolated),
    QUINCE_WEIGHT(IsolatedOpen),
    QUINCE_WEIGHT(Backward),
    QUINCE_WEIGHT(BackwardOpen),
    QUINCE_WEIGHT(CandidateMin),
    QUINCE_WEIGHT(CandidateMax),
    QUINCE_RULE(RankBonus),
    QUINCE_RULE(MobilityOffset),
    QUINCE_WEIGHT(MobilityWeight),
    QUINCE_WEIGHT(RookFileBase),
    QUINCE_WEIGHT(RookSemiOpen),
    QUINCE_WEIGHT(RookOpen),
    QUINCE_WEIGHT(RookKingAdjacentFile),
    QUINCE_WEIGHT(RookKingFile),
    QUINCE_WEIGHT(Rook7th),
    QUINCE_WEIGHT(Queen7th),
    QUINCE_WEIGHT(KingAttackOpening),
    QUINCE_RULE(KingAttackUnit),
    QUINCE_RULE(KingAttackWeight),
    QUINCE_WEIGHT(ShelterFile),
    QUINCE_WEIGHT(ShelterNoPawn),
    QUINCE_WEIGHT(ShelterPerfect),
    QUINCE_WEIGHT(StormFile),
    QUINCE_WEIGHT(PassedMin),
    QUINCE_WEIGHT(PassedMax),
    QUINCE_WEIGHT(UnstoppablePasser),
    QUINCE_WEIGHT(FreePasser),
    QUINCE_WEIGHT(AttackerDistance),
    QUINCE_WEIGHT(DefenderDistance),
    QUINCE_WEIGHT(TrappedBishop7),
    QUINCE_WEIGHT(TrappedBishop6),
    QUINCE_WEIGHT(BlockedBishop),
    QUINCE_WEIGHT(BlockedRook),
    QUINCE_RULE(MulFull),
    QUINCE_RULE(MulPawnlessTwoKnights),
    QUINCE_RULE(MulPawnlessBishopsVsKnight),
    QUINCE_RULE(MulPawnlessSmallEdge),
    QUINCE_RULE(MulOnePawnMinorOnly),
    QUINCE_RULE(MulOnePawnSmallEdge),
    QUINCE_RULE(MulDrawRule),
    QUINCE_RULE(MulOppositeBishops),
    QUINCE_RULE(FruitBlackSingleFileQuirk),
    QUINCE_RULE(ScoreLimit),
    // The other profiles' rules and weights (docs/profiles.md).
    QUINCE_WEIGHT(PawnFileEndgame),
    QUINCE_RULE(Draws),
    QUINCE_RULE(KingEdge),
    QUINCE_RULE(UnitsPerCp),
    QUINCE_RULE(RookFileAhead),
    QUINCE_RULE(KingAttackDivisor),
    QUINCE_RULE(KingAttackPawns),
    QUINCE_RULE(ShelterByWing),
    QUINCE_RULE(Pawns),
    QUINCE_WEIGHT(CandidateRank),
    QUINCE_RULE(Passers),
    QUINCE_WEIGHT(PassedOpeningRank),
    QUINCE_WEIGHT(PassedEndgameRank),
    QUINCE_WEIGHT(PassedUnblockedOwn),
    QUINCE_WEIGHT(PassedUnblockedOpp),
    QUINCE_WEIGHT(PassedFreeRank),
    QUINCE_WEIGHT(PassedAttDistance),
    QUINCE_WEIGHT(PassedDefDistance),
    QUINCE_RULE(LazyEval),
    QUINCE_RULE(LazyMargin),
    QUINCE_RULE(Threats),
    QUINCE_WEIGHT(ThreatByPawn),
    QUINCE_WEIGHT(ThreatByMinor),
    QUINCE_WEIGHT(ThreatByRook),
    QUINCE_WEIGHT(ThreatByKing),
    QUINCE_WEIGHT(Hanging),
    QUINCE_RULE(SafeChecks),
    QUINCE_WEIGHT(SafeCheck),
    QUINCE_RULE(Outposts),
    QUINCE_WEIGHT(Outpost),
    QUINCE_RULE(ConnectedPawns),
    QUINCE_WEIGHT(Connected),
    QUINCE_RULE(MinorBehindPawn),
    QUINCE_WEIGHT(BehindPawn),
    QUINCE_RULE(SideToMoveBonus),
    QUINCE_WEIGHT(Tempo),
    QUINCE_RULE(PassedDetails),
    QUINCE_WEIGHT(PassedRank),
    QUINCE_WEIGHT(PassedBlocked),
    QUINCE_WEIGHT(PassedSafePath),
    QUINCE_RULE(BishopPawns),
    QUINCE_WEIGHT(BishopRammed),
    QUINCE_WEIGHT(BishopLongDiagonal),
    QUINCE_RULE(PushThreats),
    QUINCE_WEIGHT(ThreatByPush),
    QUINCE_WEIGHT(Pst),
    QUINCE_WEIGHT(KingEdgeTable),
    QUINCE_RULE(MobilityTables),
    QUINCE_WEIGHT(MobilityTable),
    QUINCE_RULE(KingDanger),
    QUINCE_RULE(KingDangerOpDivisor),
    QUINCE_RULE(KingDangerEgDivisor),
    QUINCE_WEIGHT(KingDangerAttacker),
    QUINCE_WEIGHT(KingDangerZoneAttack),
    QUINCE_WEIGHT(KingDangerWeakSquare),
    QUINCE_WEIGHT(KingDangerSafeCheck),
    QUINCE_WEIGHT(KingDangerNoQueen),
    QUINCE_WEIGHT(KingDangerBase),
};
#undef QUINCE_RULE
#undef QUINCE_WEIGHT

std::vector<Element> make_elements() {
    std::vector<Element> out;
    for (const Field& f : Fields)
        for (int i = 0; i < f.n1; ++i)
            for (int j = 0; j < f.n2; ++j) {
                std::ostringstream name;
                name << f.name;
                if (f.n1 > 1) name << '[' << i << ']';
                if (f.n2 > 1) name << '[' << j << ']';
                out.push_back({name.str(), &f, f.offset + std::size_t(i * f.n2 + j) * f.elem_size()});
            }
    return out;
}

// The bytes of an element, in whichever part of Params holds it.
const char* bytes(const Params& p, const Element& e) {
    const char* part = e.field->part == Part::Rules
                           ? reinterpret_cast<const char*>(static_cast<const Rules*>(&p))
                           : reinterpret_cast<const char*>(&p.weights());
    return part + e.offset;
}
char* bytes(Params& p, const Element& e) { return const_cast<char*>(bytes(std::as_const(p), e)); }

// One int of an element (half 1: a Score's endgame), a bool, or a one-byte enum as its number
// (check_params tells which numbers are valid).
int get_int(const Params& p, const Element& e, int half = 0) {
    int v;
    std::memcpy(&v, bytes(p, e) + half * sizeof(int), sizeof v);
    return v;
}
void set_int(Params& p, const Element& e, int v, int half = 0) {
    std::memcpy(bytes(p, e) + half * sizeof(int), &v, sizeof v);
}
int get_small(const Params& p, const Element& e) { // Bool or Enum: one byte
    std::uint8_t v;
    std::memcpy(&v, bytes(p, e), sizeof v);
    return e.field->kind == FieldKind::Bool ? v != 0 : v;
}
void set_small(Params& p, const Element& e, int v) {
    if (e.field->kind == FieldKind::Bool) {
        const bool b = v != 0;
        std::memcpy(bytes(p, e), &b, sizeof b);
    } else {
        const auto b = std::uint8_t(v);
        std::memcpy(bytes(p, e), &b, sizeof b);
    }
}

// The element's values as text: "v", "op eg" or "0"/"1".
std::string values_of(const Params& p, const Element& e) {
    switch (e.field->kind) {
    case FieldKind::Bool:
    case FieldKind::Enum: return std::to_string(get_small(p, e));
    case FieldKind::Int: return std::to_string(get_int(p, e));
    case FieldKind::Score: return std::to_string(get_int(p, e)) + " " + std::to_string(get_int(p, e, 1));
    }
    return {};
}

bool same(const Params& a, const Params& b, const Element& e) {
    return std::memcmp(bytes(a, e), bytes(b, e), e.field->elem_size()) == 0;
}

// A whole decimal number in the range a weight may take.
bool parse_value(const std::string& s, long long lo, long long hi, int& out) {
    if (s.empty() || s.size() > 12) return false;
    std::size_t pos = 0;
    long long v     = 0;
    try {
        v = std::stoll(s, &pos);
    } catch (...) {
        return false;
    }
    if (pos != s.size() || v < lo || v > hi) return false;
    out = int(v);
    return true;
}

// An enum member's value as C++ source ("DrawModel::Insufficient").
std::string enum_cpp(const Element& e, int v) {
    const std::string name    = e.field->name;
    const char* const draws[] = {"DrawModel::Fruit", "DrawModel::Insufficient", "DrawModel::None"};
    const char* const rules[] = {"Fruit", "Rybka"};
    const char* const pst[]   = {"PstSource::Generated", "PstSource::Tables"};
    if (name == "Draws" && v >= 0 && v < 3) return draws[v];
    if ((name == "Pawns" || name == "Passers") && v >= 0 && v < 2)
        return std::string(name == "Pawns" ? "PawnRules::" : "PasserRules::") + rules[v];
    if (name == "PstFrom" && v >= 0 && v < 2) return pst[v];
    const char* const models[] = {"EvalModel::Pst", "EvalModel::Fruit", "EvalModel::Rybka",
                                  "EvalModel::Quince"};
    if (name == "Model" && v >= 0 && v < EvalModelCount) return models[v];
    return "{}"; // not reached for values check_params accepts
}

constexpr long long WeightLimit = 1'000'000; // far beyond any sensible weight; keeps sums in int

// The name of every slot (weight_name), built once.
std::vector<std::string> make_slot_names() {
    std::vector<std::string> names(WeightSlots);
    for (const Element& e : param_elements()) {
        if (e.field->part != Part::Weights) continue;
        const std::size_t s = e.slot();
        if (e.field->kind == FieldKind::Score)
            names[s] = e.name + ".op", names[s + 1] = e.name + ".eg";
        else
            names[s] = e.name;
    }
    return names;
}

// Rules::Fixed as the names of a `fixed` line: an element, or one half of a Score.
std::vector<std::string> fixed_names(const Params& p) {
    std::vector<std::string> out;
    for (const Element& e : param_elements()) {
        if (e.field->part != Part::Weights) continue;
        const std::size_t s = e.slot();
        if (e.field->kind == FieldKind::Int) {
            if (p.Fixed.test(s)) out.push_back(e.name);
        } else if (p.Fixed.test(s) && p.Fixed.test(s + 1)) {
            out.push_back(e.name);
        } else if (p.Fixed.test(s) || p.Fixed.test(s + 1)) {
            out.push_back(e.name + (p.Fixed.test(s) ? ".op" : ".eg"));
        }
    }
    return out;
}
std::string joined(const std::vector<std::string>& names) {
    std::string s;
    for (const std::string& n : names) s += (s.empty() ? "" : " ") + n;
    return s;
}

} // namespace

std::size_t Field::elem_size() const {
    return kind == FieldKind::Score  ? sizeof(Score)
           : kind == FieldKind::Bool ? sizeof(bool)
           : kind == FieldKind::Enum ? sizeof(std::uint8_t)
                                     : sizeof(int);
}

const std::vector<Field>& param_fields() { return Fields; }

const std::vector<Element>& param_elements() {
    static const std::vector<Element> elements = make_elements();
    return elements;
}

int weight_int(const Weights& w, std::size_t slot) {
    int v;
    std::memcpy(&v, reinterpret_cast<const char*>(&w) + slot * sizeof(int), sizeof v);
    return v;
}

void set_weight_int(Weights& w, std::size_t slot, int v) {
    std::memcpy(reinterpret_cast<char*>(&w) + slot * sizeof(int), &v, sizeof v);
}

const std::string& weight_name(std::size_t slot) {
    static const std::vector<std::string> names = make_slot_names();
    return names.at(slot);
}

std::vector<std::size_t> weight_slots_named(const std::string& want) {
    std::vector<std::size_t> out;
    for (std::size_t s = 0; s < WeightSlots; ++s) {
        const std::string& n = weight_name(s);
        // `want` itself, or `want` followed by an index or a stage.
        if (n.rfind(want, 0) == 0 &&
            (n.size() == want.size() || n[want.size()] == '[' || n[want.size()] == '.'))
            out.push_back(s);
    }
    return out;
}

std::string rules_element_at(std::ptrdiff_t bytes) {
    static const Params p{};
    const auto shape        = std::ptrdiff_t(reinterpret_cast<std::uintptr_t>(&p.weights()) -
                                             reinterpret_cast<std::uintptr_t>(static_cast<const Rules*>(&p)));
    const std::ptrdiff_t at = shape + bytes; // bytes from the start of Rules
    for (const Element& e : param_elements())
        if (e.field->part == Part::Rules && at >= std::ptrdiff_t(e.offset) &&
            at < std::ptrdiff_t(e.offset + e.field->elem_size()))
            return e.name;
    return {};
}

std::string profile_text(const Params& p, const std::string& comment) {
    std::ostringstream o;
    o << "# Quince evaluation profile: one weight per line, `name value` or `name opening endgame`.\n";
    if (!comment.empty()) {
        std::istringstream c(comment);
        for (std::string line; std::getline(c, line);) o << "# " << line << "\n";
    }
    o << "base fruit21\n";
    o << "fixed" << (p.Fixed.any() ? " " : "") << joined(fixed_names(p)) << "\n";
    for (const Element& e : param_elements()) {
        // The explicit tables only when they are used (all zeros otherwise).
        if (e.field->part == Part::Weights && e.field->n2 == 64 && p.PstFrom != PstSource::Tables) continue;
        o << e.name << " " << values_of(p, e) << "\n";
    }
    return o.str();
}

std::string check_params(const Params& p) {
    if (p.PhaseTotal <= 0) return "PhaseTotal must be positive";
    for (int w : p.PhaseWeight)
        if (w < 0) return "PhaseWeight must not be negative";
    if (p.MulFull <= 0 || p.MulFull > 255) return "MulFull must be 1..255";
    for (int m : {p.MulPawnlessTwoKnights, p.MulPawnlessBishopsVsKnight, p.MulPawnlessSmallEdge,
                  p.MulOnePawnMinorOnly, p.MulOnePawnSmallEdge, p.MulDrawRule, p.MulOppositeBishops})
        if (m < 0 || m > 255) return "draw multipliers must be 0..255";
    if (p.ScoreLimit <= 0) return "ScoreLimit must be positive";
    for (int i = 0; i < 4; ++i)
        if (p.MobilityOffset[i] < -64 || p.MobilityOffset[i] > 64) return "MobilityOffset must be -64..64";
    if (p.UnitsPerCp <= 0 || p.UnitsPerCp > 1024) return "UnitsPerCp must be 1..1024";
    if (p.KingAttackDivisor <= 0) return "KingAttackDivisor must be positive";
    if (p.KingDangerOpDivisor <= 0 || p.KingDangerEgDivisor <= 0)
        return "KingDangerOpDivisor and KingDangerEgDivisor must be positive";
    if (p.Draws != DrawModel::Fruit && p.Draws != DrawModel::Insufficient && p.Draws != DrawModel::None)
        return "Draws must be 0 (Fruit), 1 (Insufficient) or 2 (None)";
    if (p.Pawns != PawnRules::Fruit && p.Pawns != PawnRules::Rybka)
        return "Pawns must be 0 (Fruit) or 1 (Rybka)";
    if (p.Passers != PasserRules::Fruit && p.Passers != PasserRules::Rybka)
        return "Passers must be 0 (Fruit) or 1 (Rybka)";
    if (p.PstFrom != PstSource::Generated && p.PstFrom != PstSource::Tables)
        return "PstFrom must be 0 (Generated) or 1 (Tables)";
    if (int(p.Model) >= EvalModelCount) return "Model must be 0 (Pst), 1 (Fruit), 2 (Rybka) or 3 (Quince)";
    // A switch of a term the profile's model does not compile (docs/evaluation.md, "Models").
    const ModelTerms m      = model_terms(p.Model);
    const char* const model = ModelName[int(p.Model)];
    const auto not_in_model = [&](const char* sw, const char* needs) {
        return std::string(sw) + " is not a term of Model " + std::to_string(int(p.Model)) + " (" + model +
               "): it needs " + needs;
    };
    const std::pair<bool, const char*> quince_switches[] = {{p.Threats, "Threats"},
                                                            {p.PushThreats, "PushThreats"},
                                                            {p.SafeChecks, "SafeChecks"},
                                                            {p.KingDanger, "KingDanger"},
                                                            {p.MobilityTables, "MobilityTables"},
                                                            {p.Outposts, "Outposts"},
                                                            {p.ConnectedPawns, "ConnectedPawns"},
                                                            {p.MinorBehindPawn, "MinorBehindPawn"},
                                                            {p.SideToMoveBonus, "SideToMoveBonus"},
                                                            {p.PassedDetails, "PassedDetails"},
                                                            {p.BishopPawns, "BishopPawns"}};
    if (!m.quince)
        for (const auto& [on, sw] : quince_switches)
            if (on) return not_in_model(sw, "Model 3 (Quince)");
    const std::pair<bool, const char*> rybka_switches[] = {
        {p.RookFileAhead, "RookFileAhead"},       {p.KingAttackPawns, "KingAttackPawns"},
        {p.ShelterByWing, "ShelterByWing"},       {p.LazyEval, "LazyEval"},
        {p.Pawns == PawnRules::Rybka, "Pawns 1"}, {p.Passers == PasserRules::Rybka, "Passers 1"}};
    if (!m.rybka)
        for (const auto& [on, sw] : rybka_switches)
            if (on) return not_in_model(sw, "Model 2 (Rybka)");
    if (!m.king_edge && p.KingEdge) return not_in_model("KingEdge", "Model 0 (Pst)");
    if (!m.fruit && p.Draws == DrawModel::Fruit)
        return "Draws 0 (Fruit) is not a rule of Model 0 (Pst), which has no draw rules: it needs Draws 1 or "
               "2";
    return {};
}

bool parse_profile_text(std::istream& in, Params& out, std::string* err) {
    std::unordered_map<std::string, const Element*> by_name;
    for (const Element& e : param_elements()) by_name[e.name] = &e;
    const Profile* base = find_profile("fruit21");
    Params p            = base ? base->params : Params{};
    bool any_weight     = false;
    auto fail           = [&](int n, const std::string& msg) {
        if (err) *err = "line " + std::to_string(n) + ": " + msg;
        return false;
    };
    std::string line;
    int lineno = 0;
    while (std::getline(in, line)) {
        ++lineno;
        if (auto hash = line.find('#'); hash != std::string::npos) line.resize(hash);
        std::istringstream ls(line);
        std::vector<std::string> tok;
        for (std::string t; ls >> t;) tok.push_back(t);
        if (tok.empty()) continue;
        if (tok[0] == "base") {
            if (tok.size() != 2) return fail(lineno, "expected `base PROFILE`");
            if (any_weight) return fail(lineno, "`base` must come before the weights");
            // Deprecated alias, accepted in profile files only (for files written before issue
            // #18): `default` is the old name of `quince`, renamed because it is a UCI keyword.
            // The profile list and the UCI option never show it.
            const Profile* b = find_profile(tok[1] == "default" ? "quince" : tok[1]);
            if (!b) return fail(lineno, "unknown base profile '" + tok[1] + "'");
            p = b->params;
            continue;
        }
        if (tok[0] == "fixed") { // the whole set: the base's is replaced
            p.Fixed.reset();
            for (std::size_t i = 1; i < tok.size(); ++i) {
                const std::vector<std::size_t> slots = weight_slots_named(tok[i]);
                if (slots.empty()) return fail(lineno, "`fixed`: '" + tok[i] + "' is not a weight");
                for (std::size_t s : slots) p.Fixed.set(s);
            }
            any_weight = true;
            continue;
        }
        const auto it = by_name.find(tok[0]);
        if (it == by_name.end()) return fail(lineno, "unknown weight '" + tok[0] + "'");
        const Element* e       = it->second;
        const FieldKind kind   = e->field->kind;
        const std::size_t want = kind == FieldKind::Score ? 3 : 2;
        if (tok.size() != want)
            return fail(lineno, "'" + tok[0] + "' takes " +
                                    (want == 3 ? "two values (opening endgame)" : "one value"));
        int v[2] = {};
        for (std::size_t i = 1; i < want; ++i) {
            const bool ok = kind == FieldKind::Bool ? parse_value(tok[i], 0, 1, v[i - 1])
                            : kind == FieldKind::Enum
                                ? parse_value(tok[i], 0, 255, v[i - 1])
                                : parse_value(tok[i], -WeightLimit, WeightLimit, v[i - 1]);
            if (!ok) return fail(lineno, "bad value '" + tok[i] + "' for '" + tok[0] + "'");
        }
        any_weight = true;
        if (kind == FieldKind::Bool || kind == FieldKind::Enum)
            set_small(p, *e, v[0]);
        else {
            set_int(p, *e, v[0]);
            if (kind == FieldKind::Score) set_int(p, *e, v[1], 1);
        }
    }
    if (std::string bad = check_params(p); !bad.empty()) {
        if (err) *err = bad;
        return false;
    }
    out = p;
    return true;
}

std::string profile_cpp(const Params& p, const std::string& fn, const std::string& comment) {
    const Profile* base = find_profile("fruit21");
    const Params ref    = base ? base->params : Params{};
    std::ostringstream o;
    {
        std::istringstream c(comment);
        for (std::string line; std::getline(c, line);) o << "// " << line << "\n";
    }
    o << "#include \"eval/profiles/profiles.h\"\n\nnamespace quince::eval::profiles "
         "{\n\n"
      << "// Generated: fruit21() plus every weight that differs from it.\n// clang-format off\n"
      << "Params " << fn << "() {\n    Params p = fruit21();\n";
    // Square tables whenever any entry differs, as the profile sources write every table: board
    // diagrams seen by White, rank 8 first (profiles.h, set_diagram: the flip to a1 = 0), the
    // opening diagram then the endgame one.
    for (const Field& f : Fields) {
        if (f.n2 != 64 || f.kind != FieldKind::Score) continue;
        for (int i = 0; i < f.n1; ++i) {
            const std::size_t first = f.offset / sizeof(int) + std::size_t(i) * 64 * 2; // slot of a1.op
            bool differs            = false;
            for (std::size_t s = first; s < first + 128; ++s)
                differs = differs || weight_int(p, s) != weight_int(ref, s);
            if (!differs) continue;
            o << "    {\n";
            for (int half = 0; half < 2; ++half) {
                o << "        constexpr int " << (half ? "eg" : "op") << "[64] = { // " << f.name << "[" << i
                  << "], " << (half ? "endgame" : "opening") << ", rank 8 first\n";
                for (int r = 7; r >= 0; --r) {
                    o << "           ";
                    for (int c = 0; c < 8; ++c) {
                        char cell[16];
                        std::snprintf(cell, sizeof cell, " %4d,",
                                      weight_int(p, first + std::size_t(r * 8 + c) * 2 + half));
                        o << cell;
                    }
                    o << "\n";
                }
                o << "        };\n";
            }
            o << "        set_diagram(p." << f.name << "[" << i << "], op, eg);\n    }\n";
        }
    }
    for (const Element& e : param_elements()) {
        if (same(p, ref, e) || e.field->n2 == 64) continue;
        o << "    p." << e.name << " = ";
        switch (e.field->kind) {
        case FieldKind::Bool: o << (get_small(p, e) ? "true" : "false"); break;
        case FieldKind::Enum: o << enum_cpp(e, get_small(p, e)); break;
        case FieldKind::Int: o << get_int(p, e); break;
        case FieldKind::Score: o << "S(" << get_int(p, e) << ", " << get_int(p, e, 1) << ")"; break;
        }
        o << ";\n";
    }
    if (p.Fixed != ref.Fixed) {
        o << "    p.Fixed.reset();\n";
        for (const std::string& n : fixed_names(p)) o << "    p.fix(p." << n << ");\n";
    }
    o << "    return p;\n}\n// clang-format on\n\n} // namespace quince::eval::profiles\n";
    return o.str();
}

std::string profile_diff(const Params& from, const Params& to) {
    std::ostringstream o;
    if (from.Fixed != to.Fixed)
        o << "fixed: " << joined(fixed_names(from)) << " -> " << joined(fixed_names(to)) << "\n";
    for (const Element& e : param_elements())
        if (!same(from, to, e))
            o << e.name << ": " << values_of(from, e) << " -> " << values_of(to, e) << "\n";
    return o.str();
}

const Profile* load_profile_file(const std::string& path, std::string* err) {
    // Only a regular file of profile size: a device or FIFO (/dev/zero, /dev/stdin) would never
    // end, and a profile is a few kilobytes of text.
    constexpr std::uintmax_t MaxBytes = 1 << 20;
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) {
        if (err) *err = "cannot open profile file '" + path + "': not a regular file";
        return nullptr;
    }
    if (std::filesystem::file_size(path, ec) > MaxBytes || ec) {
        if (err) *err = "profile file '" + path + "' is larger than 1 MB: not a profile";
        return nullptr;
    }
    std::ifstream in(path);
    if (!in) {
        if (err) *err = "cannot open profile file '" + path + "'";
        return nullptr;
    }
    Params p;
    std::string e;
    if (!parse_profile_text(in, p, &e)) {
        if (err) *err = path + ": " + e;
        return nullptr;
    }
    return &add_profile("file", p);
}

} // namespace quince::eval
