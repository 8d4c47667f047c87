// Params by name: a table of every weight in struct Params, and the profile text file built on it
// (`name value` for an int or bool, `name op eg` for a tapered pair, one line per array element).
// Used by `quince --profile-file`, the UCI option EvalFile and the Texel tuner (docs/tuning.md).
#pragma once

#include <cstddef>
#include <iosfwd>
#include <string>
#include <vector>

#include "eval/params.h"

namespace quince::eval {

struct Profile; // eval/profile.h

// Enum: a one-byte enum class (DrawModel, PawnRules, PasserRules), written as its number.
enum class FieldKind { Int, Score, Bool, Enum };

// One member of Params; arrays have n1 (and n2) elements, scalars n1 = n2 = 1.
struct Field {
    const char* name;
    std::size_t offset; // bytes from the start of Params
    FieldKind kind;
    int n1, n2;
    std::size_t elem_size() const;
    // A switch (bool or enum), not a weight: never read as the tuner's int slots.
    bool is_switch() const { return kind == FieldKind::Bool || kind == FieldKind::Enum; }
};
const std::vector<Field>& param_fields();

// One element of a field: "PawnFile[3]", "Pst[1][28]", "PieceValue[2]" (a Score: two ints).
struct Element {
    std::string name;
    const Field* field;
    std::size_t offset; // bytes from the start of Params
};
const std::vector<Element>& param_elements();

// The ints of Params by byte offset (an int member or one half of a Score).
int param_int(const Params& p, std::size_t offset);
void set_param_int(Params& p, std::size_t offset, int v);
// A readable name of the int at `offset`: "PawnFile[3]", "PieceValue[2].eg"; empty if none.
std::string param_int_name(std::size_t offset);

// Text form. write: every element, preceded by comments. read: lines `base NAME` (start from that
// registered profile; by default fruit21; `default` is a deprecated alias of quince) and element
// lines; '#' starts a comment. On error returns false with "line N: ..." in *err and leaves `out`
// unchanged.
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
