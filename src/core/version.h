// The engine's name for `quince --version` and the UCI `id name`: the release number (CMakeLists.txt's
// project() VERSION, also the macro QUINCE_VERSION), the instruction-set level the build was compiled
// for and the commit it was built from. CMake writes the values into the build's version.cpp at
// configure time (cmake/version.cpp.in).
#pragma once

#include <string>

namespace quince {

// "0.1.0"
const char* release_version();
// The -march level of the build ("x86-64-v3", "armv8-a"), "native" for -march=native, "generic" for
// the compiler's default.
const char* build_level();
// `git describe --tags --always --dirty` at configure time ("1e527da", "v0.1.0-3-g1e527da-dirty"), or
// "unknown" for a build outside a git checkout (a source tarball).
const char* build_commit();
// "0.1.0 (x86-64-v3, 1e527da)"
std::string version_line();

} // namespace quince
