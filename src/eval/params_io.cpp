// The Params field table and the profile text file (see params_io.h).
#include "eval/params_io.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <type_traits>
#include <unordered_map>

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
        static_assert(sizeof(E) == 1, "enum members of Params are one byte (Field::elem_size)");
        return FieldKind::Enum;
    }
    static_assert(std::is_same_v<E, int> || std::is_same_v<E, Score> || std::is_same_v<E, bool> ||
                  std::is_enum_v<E>);
    return FieldKind::Int;
}

#define QUINCE_FIELD(m)                                                                                      \
    Field {                                                                                                  \
#m, offsetof(Params, m), kind_of < decltype(Params::m)>(), dim1 < decltype(Params::m)>(),            \
            dim2 < decltype(Params::m)>()                                                                    \
    }

// Every member of Params, in declaration order. A member missing here is caught by the test that
// the table covers all of Params (tests/test_tune.cpp).
const std::vector<Field> Fields = {
    QUINCE_FIELD(PieceValue),
    QUINCE_FIELD(BishopPair),
    QUINCE_FIELD(PhaseWeight),
    QUINCE_FIELD(PhaseTotal),
    QUINCE_FIELD(PawnFile),
    QUINCE_FIELD(KnightLine),
    QUINCE_FIELD(KnightRank),
    QUINCE_FIELD(BishopLine),
    QUINCE_FIELD(RookFile),
    QUINCE_FIELD(QueenLine),
    QUINCE_FIELD(KingLine),
    QUINCE_FIELD(KingFile),
    QUINCE_FIELD(KingRank),
    QUINCE_FIELD(PawnFileOpening),
    QUINCE_FIELD(PawnCentreOpening),
    QUINCE_FIELD(KnightCentreOpening),
    QUINCE_FIELD(KnightCentreEndgame),
    QUINCE_FIELD(KnightRankOpening),
    QUINCE_FIELD(KnightBackRankOpening),
    QUINCE_FIELD(KnightTrappedOpening),
    QUINCE_FIELD(BishopCentreOpening),
    QUINCE_FIELD(BishopCentreEndgame),
    QUINCE_FIELD(BishopBackRankOpening),
    QUINCE_FIELD(BishopDiagonalOpening),
    QUINCE_FIELD(RookFileOpening),
    QUINCE_FIELD(QueenCentreOpening),
    QUINCE_FIELD(QueenCentreEndgame),
    QUINCE_FIELD(QueenBackRankOpening),
    QUINCE_FIELD(KingCentreEndgame),
    QUINCE_FIELD(KingFileOpening),
    QUINCE_FIELD(KingRankOpening),
    QUINCE_FIELD(FullPst),
    QUINCE_FIELD(Doubled),
    QUINCE_FIELD(Isolated),
    QUINCE_FIELD(IsolatedOpen),
    QUINCE_FIELD(Backward),
    QUINCE_FIELD(BackwardOpen),
    QUINCE_FIELD(CandidateMin),
    QUINCE_FIELD(CandidateMax),
    QUINCE_FIELD(RankBonus),
    QUINCE_FIELD(MobilityOffset),
    QUINCE_FIELD(MobilityWeight),
    QUINCE_FIELD(RookFileBase),
    QUINCE_FIELD(RookSemiOpen),
    QUINCE_FIELD(RookOpen),
    QUINCE_FIELD(RookKingAdjacentFile),
    QUINCE_FIELD(RookKingFile),
    QUINCE_FIELD(Rook7th),
    QUINCE_FIELD(Queen7th),
    QUINCE_FIELD(KingAttackOpening),
    QUINCE_FIELD(KingAttackUnit),
    QUINCE_FIELD(KingAttackWeight),
    QUINCE_FIELD(ShelterFile),
    QUINCE_FIELD(ShelterNoPawn),
    QUINCE_FIELD(ShelterPerfect),
    QUINCE_FIELD(StormFile),
    QUINCE_FIELD(PassedMin),
    QUINCE_FIELD(PassedMax),
    QUINCE_FIELD(UnstoppablePasser),
    QUINCE_FIELD(FreePasser),
    QUINCE_FIELD(AttackerDistance),
    QUINCE_FIELD(DefenderDistance),
    QUINCE_FIELD(TrappedBishop7),
    QUINCE_FIELD(TrappedBishop6),
    QUINCE_FIELD(BlockedBishop),
    QUINCE_FIELD(BlockedRook),
    QUINCE_FIELD(MulFull),
    QUINCE_FIELD(MulPawnlessTwoKnights),
    QUINCE_FIELD(MulPawnlessBishopsVsKnight),
    QUINCE_FIELD(MulPawnlessSmallEdge),
    QUINCE_FIELD(MulOnePawnMinorOnly),
    QUINCE_FIELD(MulOnePawnSmallEdge),
    QUINCE_FIELD(MulDrawRule),
    QUINCE_FIELD(MulOppositeBishops),
    QUINCE_FIELD(FruitBlackSingleFileQuirk),
    QUINCE_FIELD(ScoreLimit),
    // The other profiles' switches and tables (docs/profiles.md). Weights the terms add linearly
    // (PawnFileEndgame, CandidateRank, the Passed*Rank tables, PstTable, KingEdgeTable) emit
    // coefficients and are tuned; the switches, UnitsPerCp, KingAttackDivisor and LazyMargin are
    // structure and stay as the profile sets them.
    QUINCE_FIELD(PstFromTables),
    QUINCE_FIELD(PawnFileEndgame),
    QUINCE_FIELD(Draws),
    QUINCE_FIELD(KingEdge),
    QUINCE_FIELD(UnitsPerCp),
    QUINCE_FIELD(RookFileAhead),
    QUINCE_FIELD(KingAttackDivisor),
    QUINCE_FIELD(KingAttackPawns),
    QUINCE_FIELD(ShelterByWing),
    QUINCE_FIELD(Pawns),
    QUINCE_FIELD(CandidateRank),
    QUINCE_FIELD(Passers),
    QUINCE_FIELD(PassedOpeningRank),
    QUINCE_FIELD(PassedEndgameRank),
    QUINCE_FIELD(PassedUnblockedOwn),
    QUINCE_FIELD(PassedUnblockedOpp),
    QUINCE_FIELD(PassedFreeRank),
    QUINCE_FIELD(PassedAttDistance),
    QUINCE_FIELD(PassedDefDistance),
    QUINCE_FIELD(LazyEval),
    QUINCE_FIELD(LazyMargin),
    QUINCE_FIELD(Threats),
    QUINCE_FIELD(ThreatByPawn),
    QUINCE_FIELD(ThreatByMinor),
    QUINCE_FIELD(ThreatByRook),
    QUINCE_FIELD(ThreatByKing),
    QUINCE_FIELD(Hanging),
    QUINCE_FIELD(PstTable),
    QUINCE_FIELD(Pst),
    QUINCE_FIELD(KingEdgeTable),
};
#undef QUINCE_FIELD

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

bool get_bool(const Params& p, std::size_t off) {
    bool b;
    std::memcpy(&b, reinterpret_cast<const char*>(&p) + off, sizeof b);
    return b;
}
void set_bool(Params& p, std::size_t off, bool b) {
    std::memcpy(reinterpret_cast<char*>(&p) + off, &b, sizeof b);
}
// A one-byte enum member as its number (check_params tells which numbers are valid).
int get_enum(const Params& p, std::size_t off) {
    std::uint8_t v;
    std::memcpy(&v, reinterpret_cast<const char*>(&p) + off, sizeof v);
    return v;
}
void set_enum(Params& p, std::size_t off, int v) {
    const auto b = std::uint8_t(v);
    std::memcpy(reinterpret_cast<char*>(&p) + off, &b, sizeof b);
}

// The element's values as text: "v", "op eg" or "0"/"1".
std::string values_of(const Params& p, const Element& e) {
    switch (e.field->kind) {
    case FieldKind::Bool: return get_bool(p, e.offset) ? "1" : "0";
    case FieldKind::Enum: return std::to_string(get_enum(p, e.offset));
    case FieldKind::Int: return std::to_string(param_int(p, e.offset));
    case FieldKind::Score:
        return std::to_string(param_int(p, e.offset)) + " " +
               std::to_string(param_int(p, e.offset + sizeof(int)));
    }
    return {};
}

bool same(const Params& a, const Params& b, const Element& e) {
    return std::memcmp(reinterpret_cast<const char*>(&a) + e.offset,
                       reinterpret_cast<const char*>(&b) + e.offset, e.field->elem_size()) == 0;
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
    if (name == "Draws" && v >= 0 && v < 3) return draws[v];
    if ((name == "Pawns" || name == "Passers") && v >= 0 && v < 2)
        return std::string(name == "Pawns" ? "PawnRules::" : "PasserRules::") + rules[v];
    return "{}"; // not reached for values check_params accepts
}

constexpr long long WeightLimit = 1'000'000; // far beyond any sensible weight; keeps sums in int

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

int param_int(const Params& p, std::size_t offset) {
    int v;
    std::memcpy(&v, reinterpret_cast<const char*>(&p) + offset, sizeof v);
    return v;
}

void set_param_int(Params& p, std::size_t offset, int v) {
    std::memcpy(reinterpret_cast<char*>(&p) + offset, &v, sizeof v);
}

std::string param_int_name(std::size_t offset) {
    for (const Element& e : param_elements()) {
        if (e.field->kind == FieldKind::Int && e.offset == offset) return e.name;
        if (e.field->kind == FieldKind::Score && e.offset == offset) return e.name + ".op";
        if (e.field->kind == FieldKind::Score && e.offset + sizeof(int) == offset) return e.name + ".eg";
    }
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
    for (const Element& e : param_elements()) {
        // The explicit PSTs are only written when they are used (all zeros otherwise).
        if (e.field->n2 == 64 && !(e.field->offset == offsetof(Params, Pst) ? p.FullPst : p.PstFromTables))
            continue;
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
    if (p.Draws != DrawModel::Fruit && p.Draws != DrawModel::Insufficient && p.Draws != DrawModel::None)
        return "Draws must be 0 (Fruit), 1 (Insufficient) or 2 (None)";
    if (p.Pawns != PawnRules::Fruit && p.Pawns != PawnRules::Rybka)
        return "Pawns must be 0 (Fruit) or 1 (Rybka)";
    if (p.Passers != PasserRules::Fruit && p.Passers != PasserRules::Rybka)
        return "Passers must be 0 (Fruit) or 1 (Rybka)";
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
        auto it = by_name.find(tok[0]);
        if (it == by_name.end()) return fail(lineno, "unknown weight '" + tok[0] + "'");
        const Element& e       = *it->second;
        const std::size_t want = e.field->kind == FieldKind::Score ? 3 : 2;
        if (tok.size() != want)
            return fail(lineno, "'" + tok[0] + "' takes " +
                                    (want == 3 ? "two values (opening endgame)" : "one value"));
        int v[2] = {};
        for (std::size_t i = 1; i < want; ++i) {
            const bool ok = e.field->kind == FieldKind::Bool ? parse_value(tok[i], 0, 1, v[i - 1])
                            : e.field->kind == FieldKind::Enum
                                ? parse_value(tok[i], 0, 255, v[i - 1])
                                : parse_value(tok[i], -WeightLimit, WeightLimit, v[i - 1]);
            if (!ok) return fail(lineno, "bad value '" + tok[i] + "' for '" + tok[0] + "'");
        }
        if (e.field->kind == FieldKind::Bool)
            set_bool(p, e.offset, v[0] != 0);
        else if (e.field->kind == FieldKind::Enum)
            set_enum(p, e.offset, v[0]);
        else {
            set_param_int(p, e.offset, v[0]);
            if (e.field->kind == FieldKind::Score) set_param_int(p, e.offset + sizeof(int), v[1]);
        }
        any_weight = true;
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
    o << "#include <algorithm>\n\n#include \"eval/profiles/profiles.h\"\n\nnamespace quince::eval::profiles "
         "{\n\n"
      << "// Generated: fruit21() plus every weight that differs from it.\n// clang-format off\n"
      << "Params " << fn << "() {\n    Params p = fruit21();\n";
    // Square tables as 8 x 8 grids, rank 1 (a1..h1) first, whenever any entry differs.
    for (const Field& f : Fields) {
        if (f.n2 != 64 || f.kind != FieldKind::Score) continue;
        for (int i = 0; i < f.n1; ++i) {
            const std::size_t base = f.offset + std::size_t(i) * 64 * sizeof(Score);
            if (std::memcmp(reinterpret_cast<const char*>(&p) + base,
                            reinterpret_cast<const char*>(&ref) + base, 64 * sizeof(Score)) == 0)
                continue;
            o << "    {\n        constexpr Score t[64] = { // " << f.name << "[" << i << "], a1 .. h8\n";
            for (int r = 0; r < 8; ++r) {
                o << "           ";
                for (int c = 0; c < 8; ++c) {
                    const std::size_t off = base + std::size_t(r * 8 + c) * sizeof(Score);
                    char cell[40];
                    std::snprintf(cell, sizeof cell, " S(%4d,%4d),", param_int(p, off),
                                  param_int(p, off + sizeof(int)));
                    o << cell;
                }
                o << "\n";
            }
            o << "        };\n        std::copy(t, t + 64, p." << f.name << "[" << i << "]);\n    }\n";
        }
    }
    for (const Element& e : param_elements()) {
        if (same(p, ref, e) || e.field->n2 == 64) continue;
        o << "    p." << e.name << " = ";
        switch (e.field->kind) {
        case FieldKind::Bool: o << (get_bool(p, e.offset) ? "true" : "false"); break;
        case FieldKind::Enum: o << enum_cpp(e, get_enum(p, e.offset)); break;
        case FieldKind::Int: o << param_int(p, e.offset); break;
        case FieldKind::Score:
            o << "S(" << param_int(p, e.offset) << ", " << param_int(p, e.offset + sizeof(int)) << ")";
            break;
        }
        o << ";\n";
    }
    o << "    return p;\n}\n// clang-format on\n\n} // namespace quince::eval::profiles\n";
    return o.str();
}

std::string profile_diff(const Params& from, const Params& to) {
    std::ostringstream o;
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
