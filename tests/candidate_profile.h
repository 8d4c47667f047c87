// Shared by the tests of the fitted candidate profiles kept in docs/candidates (docs/progress.md).
#pragma once

#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "eval/params.h"
#include "eval/params_io.h"

namespace quince::test {

// docs/candidates/`file` read into `out`; a failure names the file and the parser's error.
inline ::testing::AssertionResult read_candidate(const std::string& file, eval::Params& out) {
    std::ifstream in(std::string(QUINCE_SOURCE_DIR) + "/docs/candidates/" + file);
    if (!in) return ::testing::AssertionFailure() << "cannot open docs/candidates/" << file;
    std::string err;
    if (!eval::parse_profile_text(in, out, &err))
        return ::testing::AssertionFailure() << "docs/candidates/" << file << ": " << err;
    return ::testing::AssertionSuccess();
}

} // namespace quince::test
