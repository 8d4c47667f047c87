// The pieces every sub-command of the quince binary is made of (src/cli/ only). A command file
// adds its sub-command to the CLI11 parser with add_command(), binds its options to a state
// of its own, and leaves a runner that carries the command out once the whole command line has
// been parsed: parsing checks every flag and number (a usage error never starts a command), the
// runner calls the libraries' plain APIs and prints.
//
// The files of src/cli/ are compiled as one unit (CMake UNITY_BUILD, for CLI11's compile time):
// names in their anonymous namespaces must not repeat from file to file.
#pragma once

#include <CLI/CLI.hpp>
#include <charconv>
#include <cmath>
#include <fstream>
#include <functional>
#include <iostream>
#include <limits>
#include <sstream>
#include <string>
#include <system_error>
#include <type_traits>
#include <vector>

namespace quince::eval {
struct Profile; // eval/profile.h
}

namespace quince::cli {

// What a command runs with.
struct Context {
    // The evaluation profile of the command unless it names another (--profile NAME):
    // eval::default_profile(), or the profile the global `--profile-file FILE` loaded for it.
    const eval::Profile& profile;
};

// Carries out a parsed command; returns the process's exit status.
using Runner = std::function<int(const Context&)>;

struct Command {
    CLI::App* app = nullptr; // the sub-command's parser
    std::string usage;       // "quince NAME ...": the synopsis shown with a usage error
    Runner run;
};

// All sub-commands of the binary, in the order of `quince --help`.
using Commands = std::vector<Command>;

// Add sub-command `name` to `parent` (a sub-command of a sub-command: `bench eval`). `description`:
// one short line (the list of `quince --help`); `usage`: its synopsis, shown with usage errors and
// at the end of its --help after `details`.
inline CLI::App* add_command(CLI::App& parent, Commands& commands, const std::string& name,
                             const std::string& description, const std::string& usage, Runner run,
                             const std::string& details = "") {
    CLI::App* app = parent.add_subcommand(name, description);
    app->footer((details.empty() ? "" : details + "\n\n") + "usage: " + usage);
    commands.push_back({app, usage, std::move(run)});
    return app;
}

// A whole argument as a number of type T within [lo, hi]: decimal digits only for integers (no
// sign for unsigned types, no hexadecimal, no exponent, nothing after the digits), and a finite
// decimal or exponent form for reals. Empty on success, otherwise what is wrong (CLI11 prefixes
// the option's name).
template <class T> std::string check_number(const std::string& text, T lo, T hi) {
    T value{};
    const char* end = text.data() + text.size();
    auto [ptr, ec]  = std::from_chars(text.data(), end, value);
    const bool ok = ec == std::errc() && ptr == end && (!std::is_floating_point_v<T> || std::isfinite(value));
    std::ostringstream range;
    if constexpr (std::is_floating_point_v<T>)
        range << "a number in [" << lo << ", " << hi << "]";
    else
        range << "an integer in [" << +lo << ", " << +hi << "]";
    if (ec == std::errc::result_out_of_range || (ok && (value < lo || value > hi)))
        return "'" + text + "' is out of range: expected " + range.str();
    if (!ok) return "'" + text + "' is not " + range.str();
    return {};
}

// An option (or positional argument, for a name without dashes) holding a number in [lo, hi],
// checked by check_number before CLI11 converts it.
template <class T>
CLI::Option* add_number(CLI::App* app, const std::string& name, T& value, T lo, T hi,
                        const std::string& description) {
    CLI::Validator check([lo, hi](std::string& text) { return check_number<T>(text, lo, hi); }, "", "number");
    return app->add_option(name, value, description)->check(check);
}

// The FEN given as one argument or as its fields (unquoted): the words joined by spaces.
inline std::string join_words(const std::vector<std::string>& words) {
    std::string s;
    for (const std::string& w : words) {
        if (!s.empty()) s += ' ';
        s += w;
    }
    return s;
}

// The profile `--profile NAME` names, or the command's (ctx.profile) when `name` is empty; null
// after printing `error: --profile: ...` when no profile has that name.
const eval::Profile* chosen_profile(const Context& ctx, const std::string& name);

// The whole of file `path` into `text`; false after printing `error: cannot read 'PATH'` if it
// cannot be read.
inline bool read_whole_file(const std::string& path, std::string& text) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream all;
    if (!in || !(all << in.rdbuf())) {
        std::cerr << "error: cannot read '" << path << "'\n";
        return false;
    }
    text = all.str();
    return true;
}

// The path of a file of the project's data (the repository's data/, data/SOURCES.md), e.g.
// "fruit21-oracle/dev.csv.xz": below $QUINCE_DATA if set; else the first `data/` or `share/quince/`
// (where `cmake --install` puts it) that has the file, in the binary's directory or one of its
// ancestors; else the source tree's data/ recorded at build time. The path returned may not exist
// (the caller reports it).
std::string data_path(const std::string& relative);

// Registration of each file's sub-commands (the `bench eval` one under `bench`).
void add_uci_command(CLI::App& app, Commands& commands);
void add_perft_commands(CLI::App& app, Commands& commands); // perft, perft-epd
CLI::App* add_bench_command(CLI::App& app, Commands& commands);
void add_book_command(CLI::App& app, Commands& commands);
void add_eval_commands(CLI::App& app, CLI::App& bench, Commands& commands); // eval, bench eval
void add_pst_command(CLI::App& app, Commands& commands);
void add_tune_command(CLI::App& app, Commands& commands);
void add_selfplay_command(CLI::App& app, Commands& commands);
void add_pgn_labels_command(CLI::App& app, Commands& commands);
void add_analyse_command(CLI::App& app, Commands& commands);
void add_explain_command(CLI::App& app, Commands& commands);
void add_wdl_fit_command(CLI::App& app, Commands& commands);
void add_serve_command(CLI::App& app, Commands& commands); // the explorer

} // namespace quince::cli
