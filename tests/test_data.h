// The repository's own test data (data/, each file's origin and licence in data/SOURCES.md), read
// through the tuner's file reader so that `.xz` files are decoded in-process. A missing, unreadable
// or empty file fails the test that asked for it, naming the file: no test can pass on an input it
// never read.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tune/dataset.h"

namespace quince::test {

// data/`relative` in the source tree.
inline std::string data_path(const std::string& relative) {
    return std::string(QUINCE_DATA_DIR) + "/" + relative;
}

// Every line of the file at `path` (decoded if it ends in .xz), without a trailing '\r'.
inline std::vector<std::string> file_lines(const std::string& path) {
    std::vector<std::string> lines;
    std::string err;
    if (!tune::read_lines(path, lines, &err))
        ADD_FAILURE() << "test data: " << err;
    else if (lines.empty())
        ADD_FAILURE() << "test data: " << path << " is empty";
    for (std::string& l : lines)
        if (!l.empty() && l.back() == '\r') l.pop_back();
    return lines;
}

// Every line of data/`relative`.
inline std::vector<std::string> data_lines(const std::string& relative) {
    return file_lines(data_path(relative));
}

// The first comma-separated field of each row of the Fruit 2.1 oracle after its header: the FENs
// of data/fruit21-oracle/dev.csv.xz, at most `max` of them.
inline std::vector<std::string> oracle_fens(std::size_t max = std::size_t(-1)) {
    std::vector<std::string> fens;
    const std::vector<std::string> rows = data_lines("fruit21-oracle/dev.csv.xz");
    for (std::size_t i = 1; i < rows.size() && fens.size() < max; ++i)
        fens.push_back(rows[i].substr(0, rows[i].find(',')));
    return fens;
}

} // namespace quince::test
