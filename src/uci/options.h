// UCI options: their declaration (`option name ... type ...` lines) and value parsing. Setting
// a value validates it (range, type, combo choices); the UCI loop applies the accepted value.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace quince::uci {

enum class OptionType { Spin, Check, Button, Combo, String };

struct Option {
    std::string name;
    OptionType type;
    std::string default_value;
    long long min = 0, max = 0;
    std::vector<std::string> choices; // combo
    std::string value;                // current value as text
};

class Options {
  public:
    // The add_ functions throw std::invalid_argument when a default or combo value contains one
    // of the UCI keywords default, var, min, max, type, name (any case): GUIs would misparse the
    // declaration. An empty string default is declared as `default <empty>`.
    void add_spin(const std::string& name, long long def, long long min, long long max);
    void add_check(const std::string& name, bool def);
    void add_button(const std::string& name);
    void add_string(const std::string& name, const std::string& def);
    void add_combo(const std::string& name, const std::string& def, const std::vector<std::string>& choices);

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
