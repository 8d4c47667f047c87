// The search's constants as one list (src/search/params.h): well formed, readable by the SPSA
// driver (scripts/spsa parses the same file), and compiled in, not options, in the default build.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "search/params.h"
#include "uci_process.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_search_params {

using namespace quince::search;

TEST(SearchParams, ListIsWellFormed) {
    std::set<std::string> names;
    ASSERT_GE(search_params().size(), 20u);
    for (const SearchParam& p : search_params()) {
        EXPECT_TRUE(names.insert(p.name).second) << "duplicate " << p.name;
        EXPECT_LT(p.min, p.max) << p.name;
        EXPECT_GE(p.value, p.min) << p.name;
        EXPECT_LE(p.value, p.max) << p.name;
        // SPSA steps by a twentieth of the range: it must be at least one unit.
        EXPECT_GE(p.max - p.min, 20) << p.name;
    }
}

// scripts/spsa finds the names with a regular expression over the header: it must see exactly the
// list the engine compiles, in the same order.
TEST(SearchParams, DriverReadsTheSameListFromTheHeader) {
    std::ifstream f(std::string(QUINCE_SOURCE_DIR) + "/src/search/params.h");
    ASSERT_TRUE(f) << "cannot read src/search/params.h";
    std::stringstream text;
    text << f.rdbuf();
    const std::string src = text.str();
    const std::regex entry(R"(X\((\w+),\s*(-?\d+),\s*(-?\d+),\s*(-?\d+)\))");
    std::size_t i = 0;
    for (auto it = std::sregex_iterator(src.begin(), src.end(), entry); it != std::sregex_iterator();
         ++it, ++i) {
        ASSERT_LT(i, search_params().size()) << "the header has more entries than the engine";
        const SearchParam& p = search_params()[i];
        EXPECT_EQ((*it)[1].str(), p.name);
        EXPECT_EQ(std::stoi((*it)[2].str()), p.value) << p.name;
        EXPECT_EQ(std::stoi((*it)[3].str()), p.min) << p.name;
        EXPECT_EQ(std::stoi((*it)[4].str()), p.max) << p.name;
    }
    EXPECT_EQ(i, search_params().size());
}

TEST(SearchParams, OptionsOnlyInATuningBuild) {
    EngineProcess e;
    ASSERT_TRUE(e.ok());
    e.send("uci");
    const auto lines = e.read_until("uciok");
    ASSERT_FALSE(lines.empty());
    int declared = 0;
    for (const SearchParam& p : search_params())
        declared += has_prefix(lines, "option name " + std::string(p.name) + " type spin default " +
                                          std::to_string(p.value) + " min " + std::to_string(p.min) +
                                          " max " + std::to_string(p.max));
#ifdef QUINCE_TUNE_SEARCH
    EXPECT_TRUE(search_params_tunable());
    EXPECT_EQ(declared, int(search_params().size()));
    EXPECT_TRUE(set_search_param("RfpMargin", 80));
    EXPECT_EQ(RfpMargin, 80);
    EXPECT_FALSE(set_search_param("RfpMargin", 10000)); // out of range: unchanged
    EXPECT_EQ(RfpMargin, 80);
    for (const SearchParam& p : search_params())
        if (std::string(p.name) == "RfpMargin") EXPECT_TRUE(set_search_param(p.name, p.value));
#else
    // A GUI shows no tuning knobs, and setting one is an unknown option, not a silent change.
    EXPECT_FALSE(search_params_tunable());
    EXPECT_EQ(declared, 0);
    EXPECT_FALSE(set_search_param("RfpMargin", 80));
    const auto answer = e.ask("setoption name RfpMargin value 80");
    EXPECT_TRUE(has_prefix(answer, "info string error: no option named 'RfpMargin'"));
#endif
}

} // namespace test_search_params
