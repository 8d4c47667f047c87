// A JSON string literal for the JSON the libraries write by hand (search/analysis.h,
// search/explain.h), which do not depend on a JSON library.
#pragma once

#include <cstdio>
#include <string>

namespace quince {

// `s` as a JSON string: quotes and backslashes escaped, control characters as \u00XX; other bytes
// (UTF-8) as they are.
inline std::string json_quoted(const std::string& s) {
    std::string out = "\"";
    for (unsigned char c : s) {
        if (c == '"' || c == '\\') {
            out += '\\', out += char(c);
        } else if (c < 0x20) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", c);
            out += buf;
        } else {
            out += char(c);
        }
    }
    return out + "\"";
}

} // namespace quince
