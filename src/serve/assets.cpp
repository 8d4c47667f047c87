#include "serve/assets.h"

namespace quince::serve {

const Asset* find_asset(std::string_view path) {
    if (path == "/") path = "/index.html";
    std::size_t n  = 0;
    const Asset* a = web_assets(&n);
    for (std::size_t i = 0; i < n; ++i)
        if (a[i].path == path) return &a[i];
    return nullptr;
}

} // namespace quince::serve
