// `quince wdl-fit`: fit the win/draw/loss model of UCI_ShowWDL to labeled positions (tune/wdl_fit.h).
#include <iostream>

#include "cli/command.h"
#include "tune/wdl_fit.h"

namespace quince::cli {

void add_wdl_fit_command(CLI::App& app, Commands& commands) {
    auto o      = std::make_shared<wdl::WdlFitOptions>();
    CLI::App* c = add_command(
        app, commands, "wdl-fit", "fit the win/draw/loss model of UCI_ShowWDL to game results",
        "quince wdl-fit --data FILE[.xz] [--nodes N] [--threads T] [--holdout F] [--seed S] [--limit N]\n"
        "                      [--out FILE] [--save-scores FILE]\n"
        "       quince wdl-fit --games FILE.pgn --player NAME [--fit cubic|scales] [--holdout F] [--seed S]\n"
        "       quince wdl-fit --load-scores FILE [--holdout F] [--seed S] [--out FILE]",
        [o](const Context&) {
            if (!o->games.empty() && o->player.empty()) {
                std::cerr << "error: --games needs --player NAME (whose printed scores to fit)\n";
                return 2;
            }
            if (o->data.empty() && o->load_scores.empty() && o->games.empty()) {
                std::cerr << "error: give one of --data FILE, --games FILE and --load-scores FILE\n"
                             "run 'quince wdl-fit --help' for the options\n";
                return 2;
            }
            return wdl::run_wdl_fit(*o, std::cout, std::cerr);
        },
        "Scores every labeled position with a search of N nodes (--data), or takes the scores an engine\n"
        "printed in played games (--games: each move comment of --player's moves, `+0.35/16 0.174s`,\n"
        "the held-out share chosen by game), fits the model by maximum likelihood on the training share\n"
        "and reports it on the held-out share (docs/search.md, \"Win/draw/loss\").");
    CLI::Option* data = c->add_option("--data", o->data, "labeled positions (EPD or CSV lines, .xz read too)")
                            ->type_name("FILE");
    CLI::Option* games =
        c->add_option("--games", o->games, "played games (PGN with fastchess's or cutechess's move comments)")
            ->type_name("FILE")
            ->excludes(data);
    c->add_option("--player", o->player,
                  "with --games: the engine whose scores count (part of a White/Black tag)")
        ->type_name("NAME");
    c->add_option("--load-scores", o->load_scores,
                  "the scores an earlier --save-scores wrote, instead of searching")
        ->type_name("FILE")
        ->excludes(data)
        ->excludes(games);
    c->add_option("--save-scores", o->save_scores, "write the scores (line,score,material,W|D|L)")
        ->type_name("FILE");
    c->add_option("--fit", o->fit,
                  "the model to report and print: cubic (all 8 coefficients: a new shape) or scales (the "
                  "engine's shape with a and b scaled); default cubic")
        ->type_name("KIND")
        ->check(CLI::IsMember({"cubic", "scales"}));
    c->add_option("--out", o->out, "also write the report to FILE")->type_name("FILE");
    add_number(c, "--nodes", o->nodes, 1L, 1'000'000'000L, "nodes per search; default 1000")->type_name("N");
    add_number(c, "--threads", o->threads, 1, 256, "default 1")->type_name("T");
    add_number(c, "--holdout", o->holdout, 0.0, 0.9, "held-out share; default 0.1")->type_name("F");
    add_number(c, "--seed", o->seed, std::uint64_t(0), UINT64_MAX, "the held-out split; default 1")
        ->type_name("S");
    add_number(c, "--limit", o->limit, 0LL, 1'000'000'000'000LL, "only the first N lines of --data (0: all)")
        ->type_name("N");
}

} // namespace quince::cli
