// Params by name: a table of every member of Rules and of each model's weights, and the profile
// text file built on it (`name value` for an int, bool or enum, `name op eg` for a tapered pair,
// one line per array element, and one `fixed` line naming Rules::Fixed). Used by `quince
// --profile-file`, the UCI option EvalFile, the explorer and the Texel tuner (docs/tuning.md).
#pragma once

#include <cstddef>
#include <iosfwd>
#include <string>
#include <vector>

#include "eval/params.h"
#include "eval/trace.h"

namespace quince::eval {

struct Profile; // eval/profile.h

// Enum: a one-byte enum class (DrawModel, PstSource, EvalModel), written as its number. Weights
// are Int and Score members only (checked when the tables are built).
enum class FieldKind { Int, Score, Bool, Enum };
// Which part of Params holds a field: Rules, the model's weights (Params::terms) or the PST's
// (Params::pst).
enum class Part { Rules, Model, Pst };

// One member; arrays have n1 (and n2) elements, scalars n1 = n2 = 1. Rules::Fixed is not a field:
// the `fixed` line carries it.
struct Field {
    const char* name;
    Part part;
    std::size_t offset; // bytes from the start of its part
    FieldKind kind;
    int n1, n2;
    int group = -1; // a weight's trace group (eval::Term: the row its term adds to); -1 for a rule
    std::size_t elem_size() const;
};
// One element of a field: "PawnFile[3]", "Pst[1][28]", "PieceValue[2]" (a Score: two ints).
struct Element {
    std::string name;
    const Field* field;
    std::size_t offset; // bytes from the start of its part
    std::size_t slot;   // a weight's (first) slot: its int, or its Score's opening half; NoSlot for Rules
};

// The members of Rules, grouped by topic (every profile has the same).
const std::vector<Field>& rule_fields();
const std::vector<Element>& rule_elements();
// The weights of a model with a PST source: the model's struct, then the PST's, grouped by topic
// as profile files list them. Their slots are the tuner's (Params::weight).
const std::vector<Field>& weight_fields(EvalModel m, PstSource s);
const std::vector<Element>& weight_elements(EvalModel m, PstSource s);
inline const std::vector<Element>& weight_elements(const Params& p) {
    return weight_elements(p.Model, p.PstFrom);
}

// A readable name of one of p's slots: "PawnFile[3]", "PieceValue[2].eg".
const std::string& weight_name(const Params& p, std::size_t slot);
// The slots of p a name covers: a field name all its slots and both stages (`PieceValue`,
// `BishopPair`), an element one (`PieceValue[0]`), `Doubled.op` one half. Empty if none: names of
// Rules members and of other models' weights are not p's weights.
std::vector<std::size_t> weight_slots_named(const Params& p, const std::string& name);
// Rules::Fixed as names, as a `fixed` line lists them: an element, or one half of a Score
// ("Doubled.eg").
std::vector<std::string> fixed_names(const Params& p);

// The models that have a weight of that field name ("Quince", "Fruit, Rybka and Quince"); empty
// if none.
std::string models_with_weight(const std::string& field);

// The Rules element at `bytes` from the start of a Params (a stray coefficient's
// CoefTrace::first_stray), or empty if none lies there.
std::string rules_element_at(std::ptrdiff_t bytes);

// The values a weight may take: PieceValue 0..WeightRangeCp centipawns, every other weight
// -WeightRangeCp..WeightRangeCp, in the profile's internal units (times UnitsPerCp). check_params
// refuses a profile with a weight outside, naming it and its range.
inline constexpr int WeightRangeCp = 10000;
struct WeightRange {
    int lo, hi;
};
WeightRange weight_range(const Params& p, const Field& f);

// The element of p of that name (a rule, or a weight of p's layout), or null.
const Element* find_element(const Params& p, const std::string& name);
// Set one element of p by name from its values as text (one, or two for a Score: opening,
// endgame), as a profile file's line does; false with *err naming the element (or the model that
// has it) and p unchanged. Model and PstFrom are not set this way (in_model). Ranges are
// check_params'.
bool set_element(Params& p, const std::string& name, const std::vector<std::string>& values,
                 std::string* err);
// An element's values as text, as a profile file writes them.
std::vector<std::string> element_values_text(const Params& p, const Element& e);

// `from` in model m with PST source s: the rules as they are, and every weight (and Fixed entry)
// whose name both layouts have copied; the others are zero. The same model and source: `from`.
Params in_model(const Params& from, EvalModel m, PstSource s);

// Text form. write: `Model`, `PstFrom`, then every rule and weight of the model, preceded by
// comments. read: lines `base NAME` (start from that registered profile; by default fruit21;
// `default` is a deprecated alias of quince), `Model N` and `PstFrom N` (the base in that model,
// in_model), `fixed [NAME...]` (exactly these weights are Fixed; without the line, the base's) and
// element lines; '#' starts a comment. On error returns false with "line N: ..." in *err (or the
// rule check_params refuses) and leaves `out` unchanged. Lines of files written before the models
// (issue #53) load when they mean what the model does: a weight of another model at 0, a removed
// switch with the model's own value.
std::string profile_text(const Params& p, const std::string& comment = "");
bool parse_profile_text(std::istream& in, Params& out, std::string* err);
// Values the evaluation cannot work with (zero divisors, multipliers above 255, ...): a message.
std::string check_params(const Params& p);

// A C++ source for src/eval/profiles/: `Params fn()` starting from fruit21() in p's model and
// setting every element that differs from it.
std::string profile_cpp(const Params& p, const std::string& fn, const std::string& comment);
// Every element that differs, one per line: "name: old -> new" (a weight one of the two models
// lacks: "-").
std::string profile_diff(const Params& from, const Params& to);

// Read a profile file and register it under the name "file" (replacing an earlier one, which
// stays alive for whoever uses it); returns the new profile, for `quince --profile-file FILE` to
// give to its command and the UCI option EvalFile to the engine. On error returns null, sets
// *err and registers nothing.
const Profile* load_profile_file(const std::string& path, std::string* err);

} // namespace quince::eval
