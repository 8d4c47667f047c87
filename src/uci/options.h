// UCI options: one table of {name, type, range, default, handler, when}. It gives the
// declarations (`option name ... type ...` lines) and value parsing; setting a value validates it
// (range, type, combo choices) and then runs the option's handler.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace quince::uci {

enum class OptionType { Spin, Check, Button, Combo, String };

// When a new value may take effect: only once the running search has ended (the option changes
// what a search reads), or at once, even during a search.
enum class OptionWhen { AfterSearch, Now };

struct Option;
// Applies an accepted value, already stored in `o.value` (as validated; a handler may store it
// otherwise). Returns false to refuse it, after saying why: `o.value` then goes back to `previous`.
using OptionHandler = std::function<bool(Option& o, const std::string& previous)>;

struct Option {
    std::string name;
    OptionType type;
    std::string default_value;
    long long min = 0, max = 0;
    std::vector<std::string> choices; // combo
    std::string value;                // current value as text
    OptionHandler handler;            // none: the value is only recorded
    OptionWhen when = OptionWhen::AfterSearch;
};

class Options {
  public:
    // The add_ functions throw std::invalid_argument when a default or combo value contains one
    // of the UCI keywords default, var, min, max, type, name (any case): GUIs would misparse the
    // declaration. An empty string default is declared as `default <empty>`.
    void add_spin(const std::string& name, long long def, long long min, long long max, OptionHandler h = {},
                  OptionWhen when = OptionWhen::AfterSearch);
    void add_check(const std::string& name, bool def, OptionHandler h = {},
                   OptionWhen when = OptionWhen::AfterSearch);
    void add_button(const std::string& name, OptionHandler h = {}, OptionWhen when = OptionWhen::AfterSearch);
    void add_string(const std::string& name, const std::string& def, OptionHandler h = {},
                    OptionWhen when = OptionWhen::AfterSearch);
    void add_combo(const std::string& name, const std::string& def, const std::vector<std::string>& choices,
                   OptionHandler h = {}, OptionWhen when = OptionWhen::AfterSearch);
    // Store an accepted (validated) value and run the option's handler; the previous value comes
    // back if the handler refuses the new one. Returns whether it was accepted.
    static bool apply(Option& o, const std::string& value);

    // Case-insensitive lookup (UCI option names are not case sensitive).
    Option* find(const std::string& name);
    const std::vector<Option>& all() const { return opts_; }
    // The `option name ...` lines of the `uci` reply.
    std::string declarations() const;

    // Validate `value` for the option. On success stores the normalised value in *out and returns
    // true; *note gets a message when the value was adjusted (clamped). On failure returns false
    // with the reason in *note.
    static bool validate(const Option& o, const std::string& value, std::string* out, std::string* note);

  private:
    std::vector<Option> opts_;
};

// Strict integer parsing: optional sign, digits only. Values beyond the long long range are
// reported as out of range (clamped to the nearest representable value in *v).
enum class NumStatus { Ok, NotNumber, OutOfRange };
NumStatus parse_number(const std::string& text, long long* v);

std::string to_lower(std::string s);

} // namespace quince::uci
