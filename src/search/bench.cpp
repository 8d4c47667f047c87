#include "search/bench.h"

#include <iostream>

#include "board/position.h"
#include "search/search.h"
#include "tools/commands.h"

namespace quince::search {

const std::vector<std::string>& bench_positions() {
    // Written for Quince: opening and middlegame positions reached by ordinary play, tactical
    // positions, and endgames of every material class (pawn, minor, rook, queen endings).
    static const std::vector<std::string> fens = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQ - 0 1",
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
        "6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1",
        "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
        "1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1",
        "4k3/8/8/3PK3/8/8/r7/7R b - - 0 1",
        "8/8/8/3k4/8/8/1r6/Q3K3 w - - 0 1",
        "8/8/8/8/8/2k5/8/KBN5 w - - 0 1",
        "8/5p2/8/8/8/8/1P6/k6K w - - 0 1",
        "8/4kp2/6p1/3b4/8/2B2P2/5KP1/8 w - - 0 1",
        "8/3k4/2p2n2/1p1p4/1P1P4/2P1NK2/8/8 w - - 0 1",
        "6k1/5pp1/7p/8/8/1Q4P1/5PKP/3q4 w - - 0 1",
        "8/pp3k2/2p5/3r4/8/2P2K2/PP3P2/4R3 w - - 0 1",
        "5k2/8/5K2/5P2/8/8/8/8 w - - 0 1",
    };
    return fens;
}

std::uint64_t run_bench(int depth, const std::function<void(const std::string&)>& out) {
    Engine engine;
    std::string err;
    engine.set_hash(16, &err);
    engine.set_threads(1);
    engine.clear();
    std::uint64_t nodes = 0;
    TimePoint start     = now_ms();
    int n               = 0;
    for (const std::string& fen : bench_positions()) {
        Position pos;
        if (!pos.set(fen, &err)) {
            out("info string error: bench position " + std::to_string(n + 1) + ": " + err);
            continue;
        }
        Limits lim;
        lim.depth            = depth;
        SearchResult r       = engine.search(pos, lim);
        nodes += r.nodes;
        ++n;
        out("position " + std::to_string(n) + " " + fen + " : bestmove " + pos.move_to_uci(r.best) + " score " +
            uci_score(r.score) + " nodes " + std::to_string(r.nodes));
    }
    TimePoint elapsed = std::max<TimePoint>(1, now_ms() - start);
    out(std::to_string(nodes) + " nodes " + std::to_string(nodes * 1000 / std::uint64_t(elapsed)) + " nps");
    return nodes;
}

} // namespace quince::search

namespace quince {
int cmd_bench(const Args& args) {
    int depth = search::BenchDepth;
    if (!args.empty()) {
        try {
            depth = std::stoi(args[0]);
        } catch (...) {
            depth = 0;
        }
        if (depth < 1 || depth > 30) {
            std::cerr << "error: bench depth '" << args[0] << "' must be 1..30\n";
            return 2;
        }
    }
    search::run_bench(depth, [](const std::string& s) { std::cout << s << std::endl; });
    return 0;
}
} // namespace quince
