// The explorer page's files, compiled into the binary at build time (cmake/embed_web.cmake writes
// the table from the web/ build). Only these paths are ever served: no request reads a file.
#pragma once

#include <cstddef>
#include <string_view>

namespace quince::serve {

struct Asset {
    std::string_view path; // "/index.html", "/app.js", ...
    std::string_view content_type;
    const unsigned char* data;
    std::size_t size;
};

// The table (generated), and the asset of a request path ("/" is /index.html), or null.
const Asset* web_assets(std::size_t* count);
const Asset* find_asset(std::string_view path);

} // namespace quince::serve
