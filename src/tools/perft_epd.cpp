// quince perft-epd FILE [--chess960] [--depth N]: check every ";Dn count" of a perft EPD suite.
#include <chrono>
#include <fstream>
#include <iostream>
#include <sstream>

#include "board/perft.h"
#include "board/position.h"
#include "tools/commands.h"

namespace quince {

int cmd_perft_epd(const Args& args) {
    std::string file;
    bool chess960 = false;
    int max_depth = 99;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--chess960")
            chess960 = true;
        else if (args[i] == "--depth" && i + 1 < args.size()) {
            try {
                max_depth = std::stoi(args[++i]);
            } catch (...) {
                std::cerr << "error: --depth '" << args[i] << "' is not a number\n";
                return 2;
            }
        } else if (file.empty())
            file = args[i];
        else {
            std::cerr << "error: unexpected argument '" << args[i] << "'\n";
            return 2;
        }
    }
    if (file.empty()) {
        std::cerr << "usage: quince perft-epd FILE [--chess960] [--depth N]\n";
        return 2;
    }
    std::ifstream in(file);
    if (!in) {
        std::cerr << "error: cannot open '" << file << "'\n";
        return 2;
    }
    auto start = std::chrono::steady_clock::now();
    int lines = 0, checks = 0, failures = 0;
    std::uint64_t nodes = 0;
    for (std::string line; std::getline(in, line);) {
        auto semi = line.find(';');
        if (line.empty() || semi == std::string::npos) continue;
        ++lines;
        Position pos;
        pos.set_chess960(chess960);
        std::string err, fen = line.substr(0, semi);
        if (!pos.set(fen, &err)) {
            std::cout << "line " << lines << ": bad FEN: " << err << "\n";
            ++failures;
            continue;
        }
        std::istringstream rest(line.substr(semi));
        for (std::string field; std::getline(rest, field, ';');) {
            std::istringstream f(field);
            std::string tag;
            std::uint64_t want = 0;
            if (!(f >> tag >> want) || tag.size() < 2 || tag[0] != 'D') continue;
            int depth = std::atoi(tag.c_str() + 1);
            if (depth < 1 || depth > max_depth) continue;
            std::uint64_t got = perft(pos, depth);
            nodes += got;
            ++checks;
            if (got != want) {
                ++failures;
                std::cout << "line " << lines << ": " << fen << " depth " << depth << ": got " << got
                          << ", expected " << want << "\n";
            }
        }
    }
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cout << "positions " << lines << ", checks " << checks << ", failures " << failures << ", nodes "
              << nodes << ", time " << std::uint64_t(secs * 1000) << " ms\n";
    return failures ? 1 : 0;
}

} // namespace quince
