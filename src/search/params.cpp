#include "search/params.h"

#include <array>
#include <cstring>

namespace quince::search {

namespace {
#define QUINCE_PARAM_ENTRY(name, value, lo, hi) SearchParam{#name, value, lo, hi},
constexpr std::array Defaults{QUINCE_SEARCH_PARAMS(QUINCE_PARAM_ENTRY)};
#undef QUINCE_PARAM_ENTRY
} // namespace

std::span<const SearchParam> search_params() { return Defaults; }

#ifdef QUINCE_TUNE_SEARCH
bool search_params_tunable() { return true; }

bool set_search_param(const char* name, int value) {
#define QUINCE_PARAM_SET(n, v, lo, hi)                                                                       \
    if (std::strcmp(name, #n) == 0) {                                                                        \
        if (value < (lo) || value > (hi)) return false;                                                      \
        n = value;                                                                                           \
        init_reductions();                                                                                   \
        return true;                                                                                         \
    }
    QUINCE_SEARCH_PARAMS(QUINCE_PARAM_SET)
#undef QUINCE_PARAM_SET
    return false;
}
#else
bool search_params_tunable() { return false; }
bool set_search_param(const char*, int) { return false; }
#endif

} // namespace quince::search
