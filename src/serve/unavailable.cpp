// `quince serve` in a build without the explorer (QUINCE_SERVE=OFF, or cpp-httplib / nlohmann-json
// not found at configure time).
#include <iostream>

#include "serve/server.h"

namespace quince::serve {

int run(const ServeOptions&) {
    std::cerr << "error: this quince was built without the explorer (quince serve): install "
                 "libcpp-httplib-dev and nlohmann-json3-dev (scripts/setup-deps) and rebuild\n";
    return 2;
}

} // namespace quince::serve
