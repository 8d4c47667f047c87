// `quince bench [DEPTH]`: the search's signature (`bench eval` is the evaluation's: cli/eval.cpp).
#include <iostream>

#include "cli/command.h"
#include "search/bench.h"
#include "uci/format.h"

namespace quince::cli {

CLI::App* add_bench_command(CLI::App& app, Commands& commands) {
    auto depth      = std::make_shared<int>(search::BenchDepth);
    CLI::App* bench = add_command(
        app, commands, "bench", "search fixed positions to a fixed depth: the search's signature",
        "quince bench [DEPTH]  |  quince bench eval ...",
        [depth](const Context& ctx) {
            const search::BenchTotal total =
                search::run_bench(*depth, ctx.profile, [](const search::BenchPosition& bp) {
                    std::cout << uci::bench_position_line(bp) << std::endl;
                });
            std::cout << uci::bench_total_line(total) << std::endl;
            return 0;
        },
        "Searches each of the 53 bench positions with one thread and a fresh 16 MB hash table; the last\n"
        "line is `N nodes M nps`, and N, which depends only on the search, is quoted as `Bench: N` by\n"
        "commits that change the search.");
    add_number(bench, "DEPTH", *depth, 1, 30, "plies (1-30; default 13)");
    return bench;
}

} // namespace quince::cli
