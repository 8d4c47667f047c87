#include "uci/options.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <iterator>
#include <sstream>
#include <stdexcept>

namespace quince::uci {

std::string to_lower(std::string s) {
    for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

NumStatus parse_number(const std::string& text, long long* v) {
    if (text.empty()) return NumStatus::NotNumber;
    const char* b = text.data();
    const char* e = b + text.size();
    bool neg      = false;
    if (*b == '+' || *b == '-') {
        neg = *b == '-';
        ++b;
    }
    if (b == e || !std::all_of(b, e, [](char c) { return c >= '0' && c <= '9'; }))
        return NumStatus::NotNumber;
    unsigned long long u = 0;
    auto [p, ec]         = std::from_chars(b, e, u);
    (void)p;
    constexpr unsigned long long lim = 9223372036854775807ULL;
    if (ec == std::errc::result_out_of_range || u > lim) {
        *v = neg ? -(long long)lim : (long long)lim;
        return NumStatus::OutOfRange;
    }
    *v = neg ? -(long long)u : (long long)u;
    return NumStatus::Ok;
}

namespace {

// The words of the `option` line's grammar. GUIs split the line at them: polyglot (hence xboard)
// read `type combo default default var default var fruit21` as an empty default and an empty
// first choice (issue #18). So no word of a default or combo value may be one, in any case.
bool is_keyword(const std::string& word) {
    static const char* const Keywords[] = {"default", "var", "min", "max", "type", "name"};

    const std::string w = to_lower(word);
    return std::any_of(std::begin(Keywords), std::end(Keywords), [&](const char* k) { return w == k; });
}

// A keyword in a value is a programming error (the option list is fixed at start-up): throw.
void require_no_keyword(const std::string& option, const std::string& value) {
    std::istringstream words(value);
    for (std::string w; words >> w;)
        if (is_keyword(w))
            throw std::invalid_argument("UCI option '" + option + "': value '" + value +
                                        "' contains the UCI keyword '" + w + "'");
}

} // namespace

void Options::add_spin(const std::string& name, long long def, long long min, long long max, OptionHandler h,
                       OptionWhen when) {
    opts_.push_back(
        {name, OptionType::Spin, std::to_string(def), min, max, {}, std::to_string(def), std::move(h), when});
}
void Options::add_check(const std::string& name, bool def, OptionHandler h, OptionWhen when) {
    const char* v = def ? "true" : "false";
    opts_.push_back({name, OptionType::Check, v, 0, 0, {}, v, std::move(h), when});
}
void Options::add_button(const std::string& name, OptionHandler h, OptionWhen when) {
    opts_.push_back({name, OptionType::Button, "", 0, 0, {}, "", std::move(h), when});
}
void Options::add_string(const std::string& name, const std::string& def, OptionHandler h, OptionWhen when) {
    require_no_keyword(name, def);
    opts_.push_back({name, OptionType::String, def, 0, 0, {}, def, std::move(h), when});
}
void Options::add_combo(const std::string& name, const std::string& def,
                        const std::vector<std::string>& choices, OptionHandler h, OptionWhen when) {
    require_no_keyword(name, def);
    for (const auto& c : choices) require_no_keyword(name, c);
    opts_.push_back({name, OptionType::Combo, def, 0, 0, choices, def, std::move(h), when});
}

bool Options::apply(Option& o, const std::string& value) {
    const std::string previous = o.value;
    o.value                    = value;
    if (!o.handler || o.handler(o, previous)) return true;
    o.value = previous;
    return false;
}

Option* Options::find(const std::string& name) {
    std::string n = to_lower(name);
    for (Option& o : opts_)
        if (to_lower(o.name) == n) return &o;
    return nullptr;
}

std::string Options::declarations() const {
    std::ostringstream out;
    for (const Option& o : opts_) {
        out << "option name " << o.name << " type ";
        switch (o.type) {
        case OptionType::Spin:
            out << "spin default " << o.default_value << " min " << o.min << " max " << o.max;
            break;
        case OptionType::Check: out << "check default " << o.default_value; break;
        case OptionType::Button: out << "button"; break;
        case OptionType::Combo:
            out << "combo default " << o.default_value;
            for (const auto& c : o.choices) out << " var " << c;
            break;
        case OptionType::String:
            out << "string default " << (o.default_value.empty() ? "<empty>" : o.default_value);
            break;
        }
        out << "\n";
    }
    return out.str();
}

bool Options::validate(const Option& o, const std::string& value, std::string* out, std::string* note) {
    note->clear();
    switch (o.type) {
    case OptionType::Button: *out = ""; return true;
    case OptionType::String: *out = value; return true;
    case OptionType::Check: {
        std::string v = to_lower(value);
        if (v != "true" && v != "false") {
            *note = "option '" + o.name + "' takes true or false, not '" + value + "'";
            return false;
        }
        *out = v;
        return true;
    }
    case OptionType::Combo:
        for (const auto& c : o.choices)
            if (to_lower(c) == to_lower(value)) {
                *out = c;
                return true;
            }
        {
            std::string list;
            for (const auto& c : o.choices) list += (list.empty() ? "" : ", ") + c;
            *note = "option '" + o.name + "' has no choice '" + value + "' (choices: " + list + ")";
        }
        return false;
    case OptionType::Spin: {
        long long v  = 0;
        NumStatus st = parse_number(value, &v);
        if (st == NumStatus::NotNumber) {
            *note = "option '" + o.name + "' needs an integer, not '" + value + "'";
            return false;
        }
        long long c = std::clamp(v, o.min, o.max);
        if (st == NumStatus::OutOfRange || c != v)
            *note = "option '" + o.name + "' value " + value + " is outside " + std::to_string(o.min) + ".." +
                    std::to_string(o.max) + "; using " + std::to_string(c);
        *out = std::to_string(c);
        return true;
    }
    }
    return false;
}

} // namespace quince::uci
