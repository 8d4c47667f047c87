#include <cmath>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>

#include "board/perft.h"
#include "board/position.h"
#include "eval/params_io.h"
#include "eval/profile.h"
#include "tools/commands.h"

namespace quince {

int cmd_perft(const Args& args) {
    if (args.empty()) {
        std::cerr << "usage: quince perft DEPTH [FEN]\n";
        return 2;
    }
    int depth = 0;
    try {
        depth = std::stoi(args[0]);
    } catch (...) {
        std::cerr << "error: perft depth '" << args[0] << "' is not a number\n";
        return 2;
    }
    if (depth < 0 || depth > 20) {
        std::cerr << "error: perft depth must be 0..20\n";
        return 2;
    }
    std::string fen;
    for (std::size_t i = 1; i < args.size(); ++i) fen += (i > 1 ? " " : "") + args[i];
    Position pos;
    std::string err;
    if (!fen.empty() && !pos.set(fen, &err)) {
        std::cerr << "error: " << err << "\n";
        return 2;
    }
    perft_divide(pos, depth, std::cout);
    return 0;
}

bool parse_real(const std::string& text, double& value) {
    try {
        std::size_t used = 0;
        value            = std::stod(text, &used);
        return used == text.size() && std::isfinite(value);
    } catch (...) {
        return false;
    }
}

int cli_main(int argc, char** argv) {
    Position::init();
    Args args(argv + 1, argv + argc);
    // Global option before (or without) a command: load a profile file (registered as `file`) and
    // give it to the command as its profile. Nothing process-wide changes.
    const eval::Profile* profile = &eval::default_profile();
    while (!args.empty() && args[0] == "--profile-file") {
        if (args.size() < 2) {
            std::cerr << "error: --profile-file needs a FILE\n";
            return 2;
        }
        std::string err;
        profile = eval::load_profile_file(args[1], &err);
        if (!profile) {
            std::cerr << "error: " << err << "\n";
            return 2;
        }
        args.erase(args.begin(), args.begin() + 2);
    }
    if (args.empty()) return cmd_uci(args, *profile);
    std::string cmd = args[0];
    Args rest(args.begin() + 1, args.end());
    if (cmd == "perft") return cmd_perft(rest);
    if (cmd == "perft-epd") return cmd_perft_epd(rest);
    if (cmd == "book") return cmd_book(rest);
    if (cmd == "uci") return cmd_uci(rest, *profile);
    if (cmd == "eval") return cmd_eval(rest, *profile);
    if (cmd == "pst") return cmd_pst(rest, *profile);
    if (cmd == "bench" && !rest.empty() && rest[0] == "eval") return cmd_bench_eval(rest, *profile);
    // `quince bench eval ...` belongs to the evaluation; plain `quince bench [DEPTH]` is the search's.
    if (cmd == "bench" && (rest.empty() || rest[0] != "eval")) return cmd_bench(rest, *profile);
    if (cmd == "tune") return cmd_tune(rest);
    if (cmd == "selfplay") return cmd_selfplay(rest, *profile);
    if (cmd == "wdl-fit") return cmd_wdl_fit(rest);
    if (cmd == "serve") return cmd_serve(rest, *profile);
    if (cmd == "-h" || cmd == "--help" || cmd == "help") {
        std::cout << "usage: quince [--profile-file FILE]\n"
                     "              [uci | perft DEPTH [FEN] | perft-epd FILE... [--chess960] [--depth N] | "
                     "book FILE [FEN] |\n"
                     "               bench | eval ... | pst ... | tune ... | selfplay ... | wdl-fit ... |\n"
                     "               help]\n";
        return 0;
    }
    std::cerr << "error: unknown command '" << cmd << "' (try: quince help)\n";
    return 2;
}

} // namespace quince
