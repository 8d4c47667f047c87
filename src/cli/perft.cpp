// `quince perft DEPTH [FEN]`: the move-path count of each root move and their sum.
// `quince perft-epd FILE... [--chess960] [--depth N]`: check every ";Dn count" of perft EPD suites.
// Every depth a line lists is checked unless --depth caps them. A count that differs, a FEN the
// parser refuses and a field that is not `Dn count` are failures, each reported with the file and
// line; the exit status is 1 when there is any.
#include <chrono>
#include <climits>
#include <iostream>
#include <sstream>
#include <vector>

#include "board/perft.h"
#include "board/position.h"
#include "cli/command.h"
#include "tune/dataset.h"

namespace quince::cli {

namespace {

struct Tally {
    int positions = 0, checks = 0, failures = 0;
    std::uint64_t nodes = 0;
};

// A field `Dn count` (n >= 1); false for anything else.
bool depth_field(const std::string& field, int& depth, std::uint64_t& count) {
    std::istringstream f(field);
    std::string tag, num, extra;
    if (!(f >> tag >> num) || (f >> extra)) return false;
    if (tag.size() < 2 || tag.size() > 4 || tag[0] != 'D') return false;
    if (tag.find_first_not_of("0123456789", 1) != std::string::npos) return false;
    if (num.empty() || num.size() > 19 || num.find_first_not_of("0123456789") != std::string::npos)
        return false;
    depth = std::stoi(tag.substr(1));
    count = std::stoull(num);
    return depth >= 1;
}

// Check one file (plain or .xz); false if it cannot be read.
bool check_file(const std::string& file, bool chess960, int max_depth, Tally& total) {
    std::vector<std::string> lines;
    std::string why;
    if (!tune::read_lines(file, lines, &why)) {
        std::cerr << "error: " << why << "\n";
        return false;
    }
    const auto start = std::chrono::steady_clock::now();
    Tally t;
    int line_no = 0;
    auto fail   = [&](const std::string& what) {
        ++t.failures;
        std::cout << "FAIL " << file << ":" << line_no << ": " << what << std::endl;
    };
    for (std::string& line : lines) {
        ++line_no;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        const auto text = line.find_first_not_of(" \t");
        if (text == std::string::npos || line[text] == '#') continue; // blank or comment
        const auto semi = line.find(';');
        if (semi == std::string::npos) {
            fail("no ';D1 count' fields: '" + line + "'");
            continue;
        }
        ++t.positions;
        Position pos;
        pos.set_chess960(chess960);
        std::string err, fen = line.substr(0, semi);
        fen.erase(fen.find_last_not_of(" \t") + 1); // npos + 1 == 0: all blank
        if (!pos.set(fen, &err)) {
            fail("bad FEN '" + fen + "': " + err);
            continue;
        }
        std::istringstream rest(line.substr(semi + 1));
        for (std::string field; std::getline(rest, field, ';');) {
            if (field.find_first_not_of(" \t") == std::string::npos) continue; // `;;` or a trailing `;`
            int depth          = 0;
            std::uint64_t want = 0;
            if (!depth_field(field, depth, want)) {
                fail("field '" + field + "' is not 'Dn count'");
                continue;
            }
            if (depth > max_depth) continue;
            const std::uint64_t got = perft(pos, depth);
            t.nodes += got;
            ++t.checks;
            if (got != want)
                fail(fen + " depth " + std::to_string(depth) + ": got " + std::to_string(got) +
                     ", expected " + std::to_string(want));
        }
    }
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cout << file << ": positions " << t.positions << ", checks " << t.checks << ", failures "
              << t.failures << ", nodes " << t.nodes << ", time " << std::uint64_t(secs * 1000) << " ms"
              << std::endl;
    total.positions += t.positions, total.checks += t.checks, total.failures += t.failures;
    total.nodes += t.nodes;
    return true;
}

struct PerftEpdArgs {
    std::vector<std::string> files;
    bool chess960 = false;
    int max_depth = INT_MAX; // every depth the file lists
};

int perft_epd(const PerftEpdArgs& a) {
    Tally total;
    bool opened = true;
    for (const auto& f : a.files) opened = check_file(f, a.chess960, a.max_depth, total) && opened;
    if (a.files.size() > 1 || !opened)
        std::cout << "total: files " << a.files.size() << ", positions " << total.positions << ", checks "
                  << total.checks << ", failures " << total.failures << ", nodes " << total.nodes << "\n";
    if (!opened) return 2;
    return total.failures ? 1 : 0;
}

struct PerftArgs {
    int depth = 0;
    std::vector<std::string> fen;
};

int perft(const PerftArgs& a) {
    Position pos;
    std::string err;
    const std::string fen = join_words(a.fen);
    if (!fen.empty() && !pos.set(fen, &err)) {
        std::cerr << "error: " << err << "\n";
        return 2;
    }
    perft_divide(pos, a.depth, std::cout);
    return 0;
}

} // namespace

void add_perft_commands(CLI::App& app, Commands& commands) {
    auto p              = std::make_shared<PerftArgs>();
    CLI::App* perft_app = add_command(app, commands, "perft", "move-path counts to DEPTH, per root move",
                                      "quince perft DEPTH [FEN]", [p](const Context&) { return perft(*p); });
    add_number(perft_app, "DEPTH", p->depth, 0, 20, "plies (0-20)")->required();
    perft_app->add_option("FEN", p->fen,
                          "the position (its fields, quoted or not); the start position by default");

    auto e        = std::make_shared<PerftEpdArgs>();
    CLI::App* epd = add_command(
        app, commands, "perft-epd", "check perft suites (lines `FEN ;D1 n ;D2 n ...`)",
        "quince perft-epd FILE... [--chess960] [--depth N]", [e](const Context&) { return perft_epd(*e); });
    epd->add_option("FILE", e->files, "EPD files")->required();
    epd->add_flag("--chess960", e->chess960, "read the FENs as Chess960 (Shredder-FEN, X-FEN castling)");
    add_number(epd, "--depth", e->max_depth, 1, INT_MAX, "check only the depths up to N")->type_name("N");
}

} // namespace quince::cli
