// The field tables of Rules and of each model's weights, and the profile text file (see
// params_io.h).
#include "eval/params_io.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <mutex>
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
template <class T> Field field(const char* name, Part part, std::size_t offset) {
    return {name, part, offset, kind_of<T>(), dim1<T>(), dim2<T>()};
}

// ---- Rules, in the order profile files list them: what the profile is (model, PST source, draw
// model and the rules within the model) first, then the PST shapes, the scales and the
// multipliers.
#define QUINCE_RULE(m) field<decltype(Rules::m)>(#m, Part::Rules, offsetof(Rules, m))
const std::vector<Field> RuleFields = {
    QUINCE_RULE(Model),
    QUINCE_RULE(PstFrom),
    QUINCE_RULE(Draws),
    QUINCE_RULE(LazyEval),
    QUINCE_RULE(FruitBlackSingleFileQuirk),
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
    QUINCE_RULE(RankBonus),
    QUINCE_RULE(MobilityOffset),
    QUINCE_RULE(KingAttackUnit),
    QUINCE_RULE(KingAttackWeight),
    QUINCE_RULE(KingAttackDivisor),
    QUINCE_RULE(KingDangerOpDivisor),
    QUINCE_RULE(KingDangerEgDivisor),
    QUINCE_RULE(MulFull),
    QUINCE_RULE(MulPawnlessTwoKnights),
    QUINCE_RULE(MulPawnlessBishopsVsKnight),
    QUINCE_RULE(MulPawnlessSmallEdge),
    QUINCE_RULE(MulOnePawnMinorOnly),
    QUINCE_RULE(MulOnePawnSmallEdge),
    QUINCE_RULE(MulDrawRule),
    QUINCE_RULE(MulOppositeBishops),
    QUINCE_RULE(UnitsPerCp),
    QUINCE_RULE(ScoreLimit),
    QUINCE_RULE(LazyMargin),
};
#undef QUINCE_RULE

// ---- Weights: every weight name once, by topic; a struct's fields are the names it has. A weight
// is an int or a Score, nothing else: the tuner reads the weights as ints by slot. A member missing
// here is caught by the test that the tables cover every struct (tests/test_tune.cpp).
template <class T> std::vector<Field> fields_of(Part part) {
    static const T probe{};
    std::vector<Field> out;
    auto add = [&]<class M>(const char* name, const M& member, Term group) {
        using E = std::remove_all_extents_t<M>;
        static_assert(std::is_same_v<E, int> || std::is_same_v<E, Score>, "weights are ints and Scores only");
        const auto offset =
            std::size_t(reinterpret_cast<const char*>(&member) - reinterpret_cast<const char*>(&probe));
        Field f = field<M>(name, part, offset);
        f.group = group;
        out.push_back(f);
    };
#define QUINCE_WEIGHT(m, group)                                                                              \
    if constexpr (requires { probe.m; }) add(#m, probe.m, group);
    // material
    QUINCE_WEIGHT(PieceValue, T_MATERIAL)
    QUINCE_WEIGHT(BishopPair, T_MATERIAL)
    QUINCE_WEIGHT(ImbalanceOurs, T_MATERIAL)
    QUINCE_WEIGHT(ImbalanceTheirs, T_MATERIAL)
    // pawn structure
    QUINCE_WEIGHT(Doubled, T_PAWN)
    QUINCE_WEIGHT(Isolated, T_PAWN)
    QUINCE_WEIGHT(IsolatedOpen, T_PAWN)
    QUINCE_WEIGHT(Backward, T_PAWN)
    QUINCE_WEIGHT(BackwardOpen, T_PAWN)
    QUINCE_WEIGHT(CandidateMin, T_PAWN)
    QUINCE_WEIGHT(CandidateMax, T_PAWN)
    QUINCE_WEIGHT(CandidateRank, T_PAWN)
    QUINCE_WEIGHT(Connected, T_PAWN)
    // pieces
    QUINCE_WEIGHT(MobilityWeight, T_PIECES)
    QUINCE_WEIGHT(MobilityTable, T_PIECES)
    QUINCE_WEIGHT(RookFileBase, T_PIECES)
    QUINCE_WEIGHT(RookSemiOpen, T_PIECES)
    QUINCE_WEIGHT(RookOpen, T_PIECES)
    QUINCE_WEIGHT(RookKingAdjacentFile, T_PIECES)
    QUINCE_WEIGHT(RookKingFile, T_PIECES)
    QUINCE_WEIGHT(Rook7th, T_PIECES)
    QUINCE_WEIGHT(Queen7th, T_PIECES)
    QUINCE_WEIGHT(Outpost, T_PIECES)
    QUINCE_WEIGHT(BehindPawn, T_PIECES)
    QUINCE_WEIGHT(BishopRammed, T_PIECES)
    QUINCE_WEIGHT(BishopLongDiagonal, T_PIECES)
    QUINCE_WEIGHT(Tempo, T_PIECES)
    QUINCE_WEIGHT(KingProtector, T_PIECES)
    QUINCE_WEIGHT(ReachableOutpost, T_PIECES)
    QUINCE_WEIGHT(BishopPawns, T_PIECES)
    QUINCE_WEIGHT(RookOnQueenFile, T_PIECES)
    QUINCE_WEIGHT(WeakQueen, T_PIECES)
    QUINCE_WEIGHT(TrappedRook, T_PIECES)
    // king safety
    QUINCE_WEIGHT(KingAttackOpening, T_KING)
    QUINCE_WEIGHT(ShelterFile, T_KING)
    QUINCE_WEIGHT(ShelterNoPawn, T_KING)
    QUINCE_WEIGHT(ShelterPerfect, T_KING)
    QUINCE_WEIGHT(StormFile, T_KING)
    QUINCE_WEIGHT(SafeCheck, T_KING)
    QUINCE_WEIGHT(KingDangerAttacker, T_KING)
    QUINCE_WEIGHT(KingDangerZoneAttack, T_KING)
    QUINCE_WEIGHT(KingDangerWeakSquare, T_KING)
    QUINCE_WEIGHT(KingDangerSafeCheck, T_KING)
    QUINCE_WEIGHT(KingDangerNoQueen, T_KING)
    QUINCE_WEIGHT(KingDangerBase, T_KING)
    QUINCE_WEIGHT(KingDangerUnsafeCheck, T_KING)
    QUINCE_WEIGHT(KingDangerBlocker, T_KING)
    QUINCE_WEIGHT(KingDangerFlankAttack, T_KING)
    QUINCE_WEIGHT(KingDangerFlankDefence, T_KING)
    QUINCE_WEIGHT(KingDangerKnightGuard, T_KING)
    QUINCE_WEIGHT(LoneKingEdge, T_KING)
    QUINCE_WEIGHT(LoneKingClose, T_KING)
    QUINCE_WEIGHT(LoneKingCorner, T_KING)
    QUINCE_WEIGHT(KnightAwayFromKing, T_KING)
    QUINCE_WEIGHT(KingEdgeTable, T_KING)
    // passed pawns
    QUINCE_WEIGHT(PassedMin, T_PASSER)
    QUINCE_WEIGHT(PassedMax, T_PASSER)
    QUINCE_WEIGHT(UnstoppablePasser, T_PASSER)
    QUINCE_WEIGHT(FreePasser, T_PASSER)
    QUINCE_WEIGHT(AttackerDistance, T_PASSER)
    QUINCE_WEIGHT(DefenderDistance, T_PASSER)
    QUINCE_WEIGHT(PassedOpeningRank, T_PASSER)
    QUINCE_WEIGHT(PassedEndgameRank, T_PASSER)
    QUINCE_WEIGHT(PassedUnblockedOwn, T_PASSER)
    QUINCE_WEIGHT(PassedUnblockedOpp, T_PASSER)
    QUINCE_WEIGHT(PassedFreeRank, T_PASSER)
    QUINCE_WEIGHT(PassedAttDistance, T_PASSER)
    QUINCE_WEIGHT(PassedDefDistance, T_PASSER)
    QUINCE_WEIGHT(PassedRank, T_PASSER)
    QUINCE_WEIGHT(PassedBlocked, T_PASSER)
    QUINCE_WEIGHT(PassedSafePath, T_PASSER)
    QUINCE_WEIGHT(PassedFile, T_PASSER)
    QUINCE_WEIGHT(PassedPath, T_PASSER)
    QUINCE_WEIGHT(PassedSupport, T_PASSER)
    // patterns
    QUINCE_WEIGHT(TrappedBishop7, T_PATTERN)
    QUINCE_WEIGHT(TrappedBishop6, T_PATTERN)
    QUINCE_WEIGHT(BlockedBishop, T_PATTERN)
    QUINCE_WEIGHT(BlockedRook, T_PATTERN)
    // threats
    QUINCE_WEIGHT(ThreatByPawn, T_THREAT)
    QUINCE_WEIGHT(ThreatByMinor, T_THREAT)
    QUINCE_WEIGHT(ThreatByRook, T_THREAT)
    QUINCE_WEIGHT(ThreatByKing, T_THREAT)
    QUINCE_WEIGHT(Hanging, T_THREAT)
    QUINCE_WEIGHT(ThreatByPush, T_THREAT)
    QUINCE_WEIGHT(RestrictedPiece, T_THREAT)
    QUINCE_WEIGHT(KnightOnQueen, T_THREAT)
    QUINCE_WEIGHT(SliderOnQueen, T_THREAT)
    // piece-square tables
    QUINCE_WEIGHT(PawnFileOpening, T_PST)
    QUINCE_WEIGHT(PawnFileEndgame, T_PST)
    QUINCE_WEIGHT(PawnCentreOpening, T_PST)
    QUINCE_WEIGHT(KnightCentreOpening, T_PST)
    QUINCE_WEIGHT(KnightCentreEndgame, T_PST)
    QUINCE_WEIGHT(KnightRankOpening, T_PST)
    QUINCE_WEIGHT(KnightBackRankOpening, T_PST)
    QUINCE_WEIGHT(KnightTrappedOpening, T_PST)
    QUINCE_WEIGHT(BishopCentreOpening, T_PST)
    QUINCE_WEIGHT(BishopCentreEndgame, T_PST)
    QUINCE_WEIGHT(BishopBackRankOpening, T_PST)
    QUINCE_WEIGHT(BishopDiagonalOpening, T_PST)
    QUINCE_WEIGHT(RookFileOpening, T_PST)
    QUINCE_WEIGHT(QueenCentreOpening, T_PST)
    QUINCE_WEIGHT(QueenCentreEndgame, T_PST)
    QUINCE_WEIGHT(QueenBackRankOpening, T_PST)
    QUINCE_WEIGHT(KingCentreEndgame, T_PST)
    QUINCE_WEIGHT(KingFileOpening, T_PST)
    QUINCE_WEIGHT(KingRankOpening, T_PST)
    QUINCE_WEIGHT(Pst, T_PST)
#undef QUINCE_WEIGHT
    return out;
}

std::vector<Element> elements_of(const std::vector<Field>& fields, std::size_t model_slots) {
    std::vector<Element> out;
    for (const Field& f : fields)
        for (int i = 0; i < f.n1; ++i)
            for (int j = 0; j < f.n2; ++j) {
                std::ostringstream name;
                name << f.name;
                if (f.n1 > 1) name << '[' << i << ']';
                if (f.n2 > 1) name << '[' << j << ']';
                const std::size_t offset = f.offset + std::size_t(i * f.n2 + j) * f.elem_size();
                const std::size_t slot   = f.part == Part::Rules   ? NoSlot
                                           : f.part == Part::Model ? offset / sizeof(int)
                                                                   : model_slots + offset / sizeof(int);
                out.push_back({name.str(), &f, offset, slot});
            }
    return out;
}

// One layout: a model with a PST source, its fields, elements and slot names.
template <EvalModel M> std::vector<Field> model_fields() { return fields_of<WeightsOf<M>>(Part::Model); }
std::vector<Field> make_fields(EvalModel m, PstSource s) {
    std::vector<Field> fields;
    switch (m) {
    case EvalModel::Pst: fields = model_fields<EvalModel::Pst>(); break;
    case EvalModel::Fruit: fields = model_fields<EvalModel::Fruit>(); break;
    case EvalModel::Rybka: fields = model_fields<EvalModel::Rybka>(); break;
    case EvalModel::Quince: fields = model_fields<EvalModel::Quince>(); break;
    }
    const std::vector<Field> pst = s == PstSource::Tables ? fields_of<PstTableWeights>(Part::Pst)
                                                          : fields_of<PstShapeWeights>(Part::Pst);
    fields.insert(fields.end(), pst.begin(), pst.end());
    return fields;
}
constexpr std::size_t layout_index(EvalModel m, PstSource s) {
    return 2 * std::size_t(m) + (s == PstSource::Tables);
}
// The fields of a model with a PST source, built the first time they are asked for (start-up asks
// for two: the quince profile is fruit21's weights in Quince's model, in_model), once whatever
// the threads.
const std::vector<Field>& layout_fields(EvalModel m, PstSource s) {
    static std::array<std::vector<Field>, 2 * EvalModelCount> all;
    static std::array<std::once_flag, 2 * EvalModelCount> built;
    const std::size_t i = layout_index(m, s);
    std::call_once(built.at(i), [&] { all[i] = make_fields(m, s); });
    return all[i];
}
// The first slot of a weight field in its layout.
std::size_t first_slot(const Field& f, EvalModel m) {
    return (f.part == Part::Pst ? term_slots(m) : 0) + f.offset / sizeof(int);
}

// One layout's elements, their names and the slots' names, built (like the fields) the first
// time something asks for them by name: files, the tuner, the explorer.
struct Layout {
    std::vector<Element> elements;
    std::vector<std::string> slot_names;
    std::unordered_map<std::string, const Element*> by_name;
};
Layout make_layout(EvalModel m, PstSource s) {
    Layout l;
    l.elements = elements_of(layout_fields(m, s), term_slots(m));
    l.slot_names.resize(term_slots(m) + pst_slots(s));
    for (const Element& e : l.elements) {
        l.by_name[e.name] = &e;
        if (e.field->kind == FieldKind::Score)
            l.slot_names[e.slot] = e.name + ".op", l.slot_names[e.slot + 1] = e.name + ".eg";
        else
            l.slot_names[e.slot] = e.name;
    }
    return l;
}
const Layout& layout(EvalModel m, PstSource s) {
    static std::array<Layout, 2 * EvalModelCount> all;
    static std::array<std::once_flag, 2 * EvalModelCount> built;
    const std::size_t i = layout_index(m, s);
    std::call_once(built.at(i), [&] { all[i] = make_layout(m, s); });
    return all[i];
}
const Layout& layout(const Params& p) { return layout(p.Model, p.PstFrom); }

// The rules' bytes of an element.
const char* rule_bytes(const Params& p, const Element& e) {
    return reinterpret_cast<const char*>(static_cast<const Rules*>(&p)) + e.offset;
}
char* rule_bytes(Params& p, const Element& e) { return const_cast<char*>(rule_bytes(std::as_const(p), e)); }

// One int of an element (half 1: a Score's endgame), a bool, or a one-byte enum as its number
// (check_params tells which numbers are valid).
int get_int(const Params& p, const Element& e, int half = 0) {
    if (e.field->part != Part::Rules) return p.weight(e.slot + std::size_t(half));
    int v;
    std::memcpy(&v, rule_bytes(p, e) + half * sizeof(int), sizeof v);
    return v;
}
void set_int(Params& p, const Element& e, int v, int half = 0) {
    if (e.field->part != Part::Rules) return p.set_weight(e.slot + std::size_t(half), v);
    std::memcpy(rule_bytes(p, e) + half * sizeof(int), &v, sizeof v);
}
int get_small(const Params& p, const Element& e) { // Bool or Enum of Rules: one byte
    std::uint8_t v;
    std::memcpy(&v, rule_bytes(p, e), sizeof v);
    return e.field->kind == FieldKind::Bool ? v != 0 : v;
}
void set_small(Params& p, const Element& e, int v) {
    if (e.field->kind == FieldKind::Bool) {
        const bool b = v != 0;
        std::memcpy(rule_bytes(p, e), &b, sizeof b);
    } else {
        const auto b = std::uint8_t(v);
        std::memcpy(rule_bytes(p, e), &b, sizeof b);
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
bool same(const Params& a, const Params& b, const Element& e) { return values_of(a, e) == values_of(b, e); }

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
    const char* const pst[]   = {"PstSource::Generated", "PstSource::Tables"};
    if (name == "Draws" && v >= 0 && v < 3) return draws[v];
    if (name == "PstFrom" && v >= 0 && v < 2) return pst[v];
    const char* const models[] = {"EvalModel::Pst", "EvalModel::Fruit", "EvalModel::Rybka",
                                  "EvalModel::Quince"};
    if (name == "Model" && v >= 0 && v < EvalModelCount) return models[v];
    return "{}"; // not reached for values check_params accepts
}

constexpr long long WeightLimit = 1'000'000; // far beyond any sensible weight; keeps sums in int

// Rules::Fixed as the entries of a `fixed` line: an element, or one half of a Score (".op", ".eg").
std::vector<std::pair<const Element*, std::string>> fixed_entries(const Params& p) {
    std::vector<std::pair<const Element*, std::string>> out;
    for (const Element& e : weight_elements(p)) {
        const std::size_t s = e.slot;
        if (e.field->kind == FieldKind::Int) {
            if (p.Fixed.test(s)) out.emplace_back(&e, "");
        } else if (p.Fixed.test(s) && p.Fixed.test(s + 1)) {
            out.emplace_back(&e, "");
        } else if (p.Fixed.test(s) || p.Fixed.test(s + 1)) {
            out.emplace_back(&e, p.Fixed.test(s) ? ".op" : ".eg");
        }
    }
    return out;
}

std::string joined(const std::vector<std::string>& names) {
    std::string s;
    for (const std::string& n : names) s += (s.empty() ? "" : " ") + n;
    return s;
}

// The model's own name in C++ and the profile whose weights a generated source starts from.
const char* model_cpp(EvalModel m) {
    const char* const names[] = {"EvalModel::Pst", "EvalModel::Fruit", "EvalModel::Rybka",
                                 "EvalModel::Quince"};
    return names[int(m)];
}

// Switches of the profile files written before the models (issue #53): each now a part of one
// model, so a file may still name it with the value its model has.
struct OldSwitch {
    const char* name;
    EvalModel model; // the model that always has it; in every other, it was off
};
constexpr OldSwitch OldSwitches[] = {
    {"Threats", EvalModel::Quince},
    {"PushThreats", EvalModel::Quince},
    {"SafeChecks", EvalModel::Quince},
    {"KingDanger", EvalModel::Quince},
    {"MobilityTables", EvalModel::Quince},
    {"Outposts", EvalModel::Quince},
    {"ConnectedPawns", EvalModel::Quince},
    {"MinorBehindPawn", EvalModel::Quince},
    {"SideToMoveBonus", EvalModel::Quince},
    {"PassedDetails", EvalModel::Quince},
    {"BishopPawns", EvalModel::Quince},
    {"RookFileAhead", EvalModel::Rybka},
    {"KingAttackPawns", EvalModel::Rybka},
    {"ShelterByWing", EvalModel::Rybka},
    {"Pawns", EvalModel::Rybka},
    {"Passers", EvalModel::Rybka},
    {"KingEdge", EvalModel::Pst},
};

// The values of element e from their text (one, or two for a Score), checked for their syntax and
// kind: v[0] (and v[1]). The weights' ranges are check_params'.
bool element_values(const Element& e, const std::vector<std::string>& text, int (&v)[2], std::string* err) {
    const FieldKind kind   = e.field->kind;
    const std::size_t want = kind == FieldKind::Score ? 2 : 1;
    if (text.size() != want) {
        if (err)
            *err = "'" + e.name + "' takes " + (want == 2 ? "two values (opening endgame)" : "one value");
        return false;
    }
    for (std::size_t i = 0; i < want; ++i) {
        const bool ok = kind == FieldKind::Bool   ? parse_value(text[i], 0, 1, v[i])
                        : kind == FieldKind::Enum ? parse_value(text[i], 0, 255, v[i])
                                                  : parse_value(text[i], -WeightLimit, WeightLimit, v[i]);
        if (!ok) {
            if (err) *err = "bad value '" + text[i].substr(0, 16) + "' for '" + e.name + "'";
            return false;
        }
    }
    return true;
}
void set_values(Params& p, const Element& e, const int (&v)[2]) {
    const FieldKind kind = e.field->kind;
    if (kind == FieldKind::Bool || kind == FieldKind::Enum)
        set_small(p, e, v[0]);
    else
        set_int(p, e, v[0]);
    if (kind == FieldKind::Score) set_int(p, e, v[1], 1);
}

// "'NAME' is not a weight of Model 1 (Fruit[, generated PST]): it is Quince model's": a weight of
// the models `owners` (models_with_weight) named for a profile `p` of another.
std::string not_a_weight(const Params& p, const std::string& name, const std::string& owners, bool with_pst) {
    const char* pst = !with_pst ? "" : p.PstFrom == PstSource::Tables ? ", PST tables" : ", generated PST";
    return "'" + name + "' is not a weight of Model " + std::to_string(int(p.Model)) + " (" +
           ModelName[int(p.Model)] + pst + "): it is " + owners +
           (owners.find("PST") == std::string::npos ? " model's" : "");
}

} // namespace

std::size_t Field::elem_size() const {
    return kind == FieldKind::Score  ? sizeof(Score)
           : kind == FieldKind::Bool ? sizeof(bool)
           : kind == FieldKind::Enum ? sizeof(std::uint8_t)
                                     : sizeof(int);
}

std::vector<std::string> fixed_names(const Params& p) {
    std::vector<std::string> out;
    for (const auto& [e, half] : fixed_entries(p)) out.push_back(e->name + half);
    return out;
}

const std::vector<Field>& rule_fields() { return RuleFields; }
const std::vector<Element>& rule_elements() {
    static const std::vector<Element> elements = elements_of(RuleFields, 0);
    return elements;
}
const std::vector<Field>& weight_fields(EvalModel m, PstSource s) { return layout_fields(m, s); }
const std::vector<Element>& weight_elements(EvalModel m, PstSource s) { return layout(m, s).elements; }

const std::string& weight_name(const Params& p, std::size_t slot) { return layout(p).slot_names.at(slot); }

std::vector<std::size_t> weight_slots_named(const Params& p, const std::string& want) {
    std::vector<std::size_t> out;
    const std::vector<std::string>& names = layout(p).slot_names;
    for (std::size_t s = 0; s < names.size(); ++s) {
        const std::string& n = names[s];
        // `want` itself, or `want` followed by an index or a stage.
        if (n.rfind(want, 0) == 0 &&
            (n.size() == want.size() || n[want.size()] == '[' || n[want.size()] == '.'))
            out.push_back(s);
    }
    return out;
}

std::string models_with_weight(const std::string& field) {
    std::vector<std::string> with;
    for (int m = 0; m < EvalModelCount; ++m)
        for (PstSource s : {PstSource::Generated, PstSource::Tables}) {
            const auto& fs = weight_fields(EvalModel(m), s);
            const bool has =
                std::any_of(fs.begin(), fs.end(), [&](const Field& f) { return field == f.name; });
            if (has && std::find(with.begin(), with.end(), ModelName[m]) == with.end())
                with.push_back(ModelName[m]);
        }
    // The PST's weights belong to every model: say which source instead.
    if (with.size() == std::size_t(EvalModelCount)) {
        const auto& gen = fields_of<PstShapeWeights>(Part::Pst);
        const bool shape =
            std::any_of(gen.begin(), gen.end(), [&](const Field& f) { return field == f.name; });
        if (shape) return "the generated PST's (PstFrom 0)";
        if (field == "Pst") return "the PST tables' (PstFrom 1)";
        return "every model's";
    }
    std::string s;
    for (std::size_t i = 0; i < with.size(); ++i)
        s += (i == 0 ? "" : i + 1 == with.size() ? " and " : ", ") + with[i];
    return s;
}

std::string rules_element_at(std::ptrdiff_t bytes) {
    for (const Element& e : rule_elements())
        if (bytes >= std::ptrdiff_t(e.offset) && bytes < std::ptrdiff_t(e.offset + e.field->elem_size()))
            return e.name;
    return {};
}

WeightRange weight_range(const Params& p, const Field& f) {
    const int cp = f.name == std::string("PieceValue") ? 0 : -WeightRangeCp;
    return {cp * p.UnitsPerCp, WeightRangeCp * p.UnitsPerCp};
}

const Element* find_element(const Params& p, const std::string& name) {
    const Layout& lay = layout(p);
    if (const auto w = lay.by_name.find(name); w != lay.by_name.end()) return w->second;
    for (const Element& e : rule_elements())
        if (e.name == name) return &e;
    return nullptr;
}

bool set_element(Params& p, const std::string& name, const std::vector<std::string>& values,
                 std::string* err) {
    const Element* e = find_element(p, name);
    if (!e || name == "Model" || name == "PstFrom") {
        const std::string owners = models_with_weight(name.substr(0, name.find('[')));
        if (err)
            *err = name == "Model" || name == "PstFrom"
                       ? "'" + name + "' is chosen by the base profile, not set"
                   : owners.empty() ? "unknown weight '" + name.substr(0, 64) + "'"
                                    : not_a_weight(p, name, owners, false);
        return false;
    }
    int v[2] = {};
    if (!element_values(*e, values, v, err)) return false;
    set_values(p, *e, v);
    return true;
}

std::vector<std::string> element_values_text(const Params& p, const Element& e) {
    std::istringstream in(values_of(p, e));
    std::vector<std::string> out;
    for (std::string t; in >> t;) out.push_back(t);
    return out;
}

Params in_model(const Params& from, EvalModel m, PstSource s) {
    if (from.Model == m && from.PstFrom == s) return from;
    Params p = from;
    p.Model = m, p.PstFrom = s, p.terms = TermWeightStore{}, p.pst = PstWeightStore{}, p.Fixed.reset();
    // Field by field: a field of the same name is the same member of the same block, so its ints
    // are copied in order.
    const std::vector<Field>& old = layout_fields(from.Model, from.PstFrom);
    for (const Field& f : layout_fields(m, s)) {
        const auto g = std::find_if(old.begin(), old.end(),
                                    [&](const Field& x) { return !std::strcmp(x.name, f.name); });
        if (g == old.end()) continue;
        const std::size_t to = first_slot(f, m), at = first_slot(*g, from.Model);
        const std::size_t n = std::size_t(f.n1 * f.n2) * f.elem_size() / sizeof(int);
        for (std::size_t k = 0; k < n; ++k) {
            p.set_weight(to + k, from.weight(at + k));
            if (from.Fixed.test(at + k)) p.Fixed.set(to + k);
        }
    }
    return p;
}

std::string profile_text(const Params& p, const std::string& comment) {
    std::ostringstream o;
    o << "# Quince evaluation profile: one weight per line, `name value` or `name opening endgame`.\n";
    if (!comment.empty()) {
        std::istringstream c(comment);
        for (std::string line; std::getline(c, line);) o << "# " << line << "\n";
    }
    o << "base fruit21\n";
    for (const Element& e : rule_elements()) o << e.name << " " << values_of(p, e) << "\n";
    o << "fixed" << (p.Fixed.any() ? " " : "") << joined(fixed_names(p)) << "\n";
    for (const Element& e : weight_elements(p)) o << e.name << " " << values_of(p, e) << "\n";
    return o.str();
}

std::string check_params(const Params& p) {
    if (int(p.Model) >= EvalModelCount) return "Model must be 0 (Pst), 1 (Fruit), 2 (Rybka) or 3 (Quince)";
    if (p.PstFrom != PstSource::Generated && p.PstFrom != PstSource::Tables)
        return "PstFrom must be 0 (Generated) or 1 (Tables)";
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
    if (p.LazyEval && p.Model != EvalModel::Rybka)
        return "LazyEval is a rule of Model 2 (Rybka) only, not of Model " + std::to_string(int(p.Model)) +
               " (" + ModelName[int(p.Model)] + ")";
    if (p.Model == EvalModel::Pst && p.Draws == DrawModel::Fruit)
        return "Draws 0 (Fruit) is not a rule of Model 0 (Pst), which has no draw rules: it needs Draws 1 or "
               "2";
    for (const Element& e : weight_elements(p)) {
        const WeightRange r = weight_range(p, *e.field);
        const int halves    = e.field->kind == FieldKind::Score ? 2 : 1;
        for (int h = 0; h < halves; ++h)
            if (const int v = p.weight(e.slot + std::size_t(h)); v < r.lo || v > r.hi)
                return e.name + (halves == 2 ? (h ? " endgame" : " opening") : "") + " " + std::to_string(v) +
                       " is outside its range " + std::to_string(r.lo) + ".." + std::to_string(r.hi);
    }
    return {};
}

bool parse_profile_text(std::istream& in, Params& out, std::string* err) {
    auto fail = [&](int n, const std::string& msg) {
        if (err) *err = "line " + std::to_string(n) + ": " + msg;
        return false;
    };
    struct Line {
        int no;
        std::vector<std::string> tok;
    };
    std::vector<Line> lines;
    {
        std::string line;
        for (int lineno = 1; std::getline(in, line); ++lineno) {
            if (auto hash = line.find('#'); hash != std::string::npos) line.resize(hash);
            std::istringstream ls(line);
            Line l{lineno, {}};
            for (std::string t; ls >> t;) l.tok.push_back(t);
            if (!l.tok.empty()) lines.push_back(std::move(l));
        }
    }
    std::unordered_map<std::string, const Element*> rules;
    for (const Element& e : rule_elements()) rules[e.name] = &e;

    auto values = [&](const Line& l, const Element& e, int(&v)[2], std::string& msg) {
        return element_values(e, std::vector<std::string>(l.tok.begin() + 1, l.tok.end()), v, &msg);
    };

    // First what the profile is: its base, then its model and PST source (the base's weights in
    // them, by name), wherever those lines stand.
    const Profile* base = find_profile("fruit21");
    Params p            = base ? base->params : Params{};
    bool any_weight     = false;
    for (const Line& l : lines) {
        if (l.tok[0] == "base") {
            if (l.tok.size() != 2) return fail(l.no, "expected `base PROFILE`");
            if (any_weight) return fail(l.no, "`base` must come before the weights");
            // Deprecated alias, accepted in profile files only (for files written before issue
            // #18): `default` is the old name of `quince`, renamed because it is a UCI keyword.
            // The profile list and the UCI option never show it.
            const Profile* b = find_profile(l.tok[1] == "default" ? "quince" : l.tok[1]);
            if (!b) return fail(l.no, "unknown base profile '" + l.tok[1] + "'");
            p = b->params;
        } else {
            any_weight = true;
        }
    }
    EvalModel model = p.Model;
    PstSource pst   = p.PstFrom;
    for (const Line& l : lines) {
        if (l.tok[0] != "Model" && l.tok[0] != "PstFrom") continue;
        int v[2] = {};
        if (std::string msg; !values(l, *rules.at(l.tok[0]), v, msg)) return fail(l.no, msg);
        if (l.tok[0] == "Model") {
            if (v[0] >= EvalModelCount)
                return fail(l.no, "Model must be 0 (Pst), 1 (Fruit), 2 (Rybka) or 3 (Quince)");
            model = EvalModel(v[0]);
        } else {
            if (v[0] > 1) return fail(l.no, "PstFrom must be 0 (Generated) or 1 (Tables)");
            pst = PstSource(v[0]);
        }
    }
    p                 = in_model(p, model, pst);
    const Layout& lay = layout(p);

    for (const Line& l : lines) {
        const std::string& name = l.tok[0];
        if (name == "base" || name == "Model" || name == "PstFrom") continue;
        if (name == "fixed") { // the whole set: the base's is replaced
            p.Fixed.reset();
            for (std::size_t i = 1; i < l.tok.size(); ++i) {
                const std::vector<std::size_t> slots = weight_slots_named(p, l.tok[i]);
                if (slots.empty()) {
                    const std::string base_name = l.tok[i].substr(0, l.tok[i].find_first_of("[."));
                    const std::string owners    = models_with_weight(base_name);
                    if (owners.empty() || owners == "every model's")
                        return fail(l.no, "`fixed`: '" + l.tok[i] + "' is not a weight");
                    continue; // another model's weight: it has no slot here, so nothing to hold
                }
                for (std::size_t s : slots) p.Fixed.set(s);
            }
            continue;
        }
        const Element* e = nullptr;
        if (const auto r = rules.find(name); r != rules.end()) e = r->second;
        if (const auto w = lay.by_name.find(name); w != lay.by_name.end()) e = w->second;
        if (e) {
            int v[2] = {};
            if (std::string msg; !values(l, *e, v, msg)) return fail(l.no, msg);
            set_values(p, *e, v);
            continue;
        }
        // A switch of the files written before the models: accepted with its model's value.
        const auto old = std::find_if(std::begin(OldSwitches), std::end(OldSwitches),
                                      [&](const OldSwitch& s) { return name == s.name; });
        if (old != std::end(OldSwitches)) {
            if (l.tok.size() != 2 || (l.tok[1] != "0" && l.tok[1] != "1"))
                return fail(l.no, "bad value for '" + name + "'");
            const bool on = l.tok[1] == "1", theirs = p.Model == old->model;
            if (on != theirs && !(old->model == EvalModel::Pst && theirs)) // the Pst model's table may be 0
                return fail(l.no,
                            "'" + name + " " + l.tok[1] + "': " + name + " is part of Model " +
                                std::to_string(int(old->model)) + " (" + ModelName[int(old->model)] +
                                ") and of no other; the switch is gone (docs/evaluation.md, \"Models\"): " +
                                "choose the model, or set the term's weights to 0");
            continue;
        }
        // Another model's weight: a file written before the models lists them all, at 0.
        const std::string field  = name.substr(0, name.find('['));
        const std::string owners = models_with_weight(field);
        if (owners.empty()) return fail(l.no, "unknown weight '" + name + "'");
        bool zero = l.tok.size() >= 2;
        for (std::size_t i = 1; i < l.tok.size(); ++i) zero = zero && l.tok[i] == "0";
        if (!zero) return fail(l.no, not_a_weight(p, name, owners, true));
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
    const Params ref    = in_model(base ? base->params : Params{}, p.Model, p.PstFrom);
    std::ostringstream o;
    {
        std::istringstream c(comment);
        for (std::string line; std::getline(c, line);) o << "// " << line << "\n";
    }
    const char* const pst_cpp = p.PstFrom == PstSource::Tables ? "PstSource::Tables" : "PstSource::Generated";
    o << "#include \"eval/params_io.h\"\n#include \"eval/profiles/profiles.h\"\n\nnamespace "
         "quince::eval::profiles "
         "{\n\n"
      << "// Generated: fruit21()'s weights in this model (in_model) plus every element that differs.\n"
      << "// clang-format off\n"
      << "Params " << fn << "() {\n    Params p = in_model(fruit21(), " << model_cpp(p.Model) << ", "
      << pst_cpp << ");\n"
      << "    auto& w = p.weights<" << model_cpp(p.Model) << ">();\n";
    // Square tables whenever any entry differs, as the profile sources write every table: board
    // diagrams seen by White, rank 8 first (profiles.h, set_diagram: the flip to a1 = 0), the
    // opening diagram then the endgame one.
    for (const Field& f : weight_fields(p.Model, p.PstFrom)) {
        if (f.n2 != 64 || f.kind != FieldKind::Score) continue;
        const std::size_t base_slot = (f.part == Part::Pst ? p.model_slots() : 0) + f.offset / sizeof(int);
        for (int i = 0; i < f.n1; ++i) {
            const std::size_t first = base_slot + std::size_t(i) * 64 * 2; // slot of a1.op
            bool differs            = false;
            for (std::size_t s = first; s < first + 128; ++s)
                differs = differs || p.weight(s) != ref.weight(s);
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
                                      p.weight(first + std::size_t(r * 8 + c) * 2 + half));
                        o << cell;
                    }
                    o << "\n";
                }
                o << "        };\n";
            }
            o << "        set_diagram(" << (f.part == Part::Pst ? "p.tables()." : "w.") << f.name << "[" << i
              << "], op, eg);\n    }\n";
        }
    }
    for (const Element& e : rule_elements()) {
        if (e.name == "Model" || e.name == "PstFrom" || same(p, ref, e)) continue;
        o << "    p." << e.name << " = ";
        switch (e.field->kind) {
        case FieldKind::Bool: o << (get_small(p, e) ? "true" : "false"); break;
        case FieldKind::Enum: o << enum_cpp(e, get_small(p, e)); break;
        case FieldKind::Int: o << get_int(p, e); break;
        case FieldKind::Score: break;
        }
        o << ";\n";
    }
    auto member = [&](const Element& e) {
        return std::string(e.field->part == Part::Model     ? "w."
                           : p.PstFrom == PstSource::Tables ? "p.tables()."
                                                            : "p.shape().") +
               e.name;
    };
    for (const Element& e : weight_elements(p)) {
        if (same(p, ref, e) || e.field->n2 == 64) continue;
        o << "    " << member(e) << " = ";
        if (e.field->kind == FieldKind::Score)
            o << "S(" << get_int(p, e) << ", " << get_int(p, e, 1) << ")";
        else
            o << get_int(p, e);
        o << ";\n";
    }
    if (p.Fixed != ref.Fixed) {
        o << "    p.Fixed.reset();\n";
        for (const auto& [e, half] : fixed_entries(p)) o << "    p.fix(" << member(*e) << half << ");\n";
    }
    o << "    return p;\n}\n// clang-format on\n\n} // namespace quince::eval::profiles\n";
    return o.str();
}

std::string profile_diff(const Params& from, const Params& to) {
    std::ostringstream o;
    for (const Element& e : rule_elements())
        if (!same(from, to, e))
            o << e.name << ": " << values_of(from, e) << " -> " << values_of(to, e) << "\n";
    if (from.Model == to.Model && from.PstFrom == to.PstFrom) {
        if (from.Fixed != to.Fixed)
            o << "fixed: " << joined(fixed_names(from)) << " -> " << joined(fixed_names(to)) << "\n";
        for (const Element& e : weight_elements(to))
            if (!same(from, to, e))
                o << e.name << ": " << values_of(from, e) << " -> " << values_of(to, e) << "\n";
        return o.str();
    }
    // Different layouts: by name, "-" for a weight one side lacks.
    if (joined(fixed_names(from)) != joined(fixed_names(to)))
        o << "fixed: " << joined(fixed_names(from)) << " -> " << joined(fixed_names(to)) << "\n";
    const Layout &a = layout(from), &b = layout(to);
    for (const Element& e : a.elements) {
        const auto it         = b.by_name.find(e.name);
        const std::string old = values_of(from, e),
                          now = it == b.by_name.end() ? "-" : values_of(to, *it->second);
        if (old != now) o << e.name << ": " << old << " -> " << now << "\n";
    }
    for (const Element& e : b.elements)
        if (!a.by_name.count(e.name)) o << e.name << ": - -> " << values_of(to, e) << "\n";
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
