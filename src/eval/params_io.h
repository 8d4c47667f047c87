// Params by name: a table of every member of Rules and Weights, and the profile text file built on
// it (`name value` for an int, bool or enum, `name op eg` for a tapered pair, one line per array
// element, and one `fixed` line naming Rules::Fixed). Used by `quince --profile-file`, the UCI
// option EvalFile and the Texel tuner (docs/tuning.md).
#pragma once

#include <cstddef>
#include <iosfwd>
#include <string>
#include <vector>

#include "eval/params.h"

namespace quince::eval {

struct Profile; // eval/profile.h

// Enum: a one-byte enum class (DrawModel, PawnRules, PasserRules, PstSource), written as its number.
// Weights has Int and Score members only (checked when the table is built).
enum class FieldKind { Int, Score, Bool, Enum };
// Which part of Params holds a field.
enum class Part { Rules, Weights };

// One member of Rules or Weights; arrays have n1 (and n2) elements, scalars n1 = n2 = 1.
// Rules::Fixed is not a field: the `fixed` line carries it.
struct Field {
    const char* name;
    Part part;
    std::size_t offset; // bytes from the start of its part
    FieldKind kind;
    int n1, n2;
    std::size_t elem_size() const;
};
// Every field, grouped by topic as profile files list them (material, PSTs, pawns, ...).
const std::vector<Field>& param_fields();

// One element of a field: "PawnFile[3]", "Pst[1][28]", "PieceValue[2]" (a Score: two ints).
struct Element {
    std::string name;
    const Field* field;
    std::size_t offset; // bytes from the start of its part
    // A Weights element's (first) slot: its int, or its Score's opening half.
    std::size_t slot() const { return offset / sizeof(int); }
};
const std::vector<Element>& param_elements();

// The ints of Weights by slot (an int member or one half of a Score).
int weight_int(const Weights& w, std::size_t slot);
void set_weight_int(Weights& w, std::size_t slot, int v);
// A readable name of a slot: "PawnFile[3]", "PieceValue[2].eg" (slot < WeightSlots).
const std::string& weight_name(std::size_t slot);
// The slots a name covers: a field name all its slots and both stages (`PieceValue`,
// `BishopPair`), an element one (`PieceValue[0]`), `Doubled.op` one half. Empty if none: names of
// Rules members are not weights.
std::vector<std::size_t> weight_slots_named(const std::string& name);

// The Rules element at `bytes` from the start of Weights in a Params (a stray coefficient's
// CoefTrace::first_stray), or empty if none lies there.
std::string rules_element_at(std::ptrdiff_t bytes);

// Text form. write: every element, preceded by comments. read: lines `base NAME` (start from that
// registered profile; by default fruit21; `default` is a deprecated alias of quince), `fixed
// [NAME...]` (exactly these weights are Fixed; without the line, the base's) and element lines;
// '#' starts a comment. On error returns false with "line N: ..." in *err (or the rule
// check_params refuses, naming the weight) and leaves `out` unchanged.
std::string profile_text(const Params& p, const std::string& comment = "");
bool parse_profile_text(std::istream& in, Params& out, std::string* err);
// Values the evaluation cannot work with (zero divisors, multipliers above 255, ...): a message.
std::string check_params(const Params& p);

// A C++ source for src/eval/profiles/: `Params fn()` starting from fruit21() and setting every
// element that differs from it.
std::string profile_cpp(const Params& p, const std::string& fn, const std::string& comment);
// Every element that differs, one per line: "name: old -> new".
std::string profile_diff(const Params& from, const Params& to);

// Read a profile file and register it under the name "file" (replacing an earlier one, which
// stays alive for whoever uses it); returns the new profile, for `quince --profile-file FILE` to
// give to its command and the UCI option EvalFile to the engine. On error returns null, sets
// *err and registers nothing.
const Profile* load_profile_file(const std::string& path, std::string* err);

} // namespace quince::eval
