// `quince selfplay`: self-play games for tuning data (tune/selfplay.h).
#include <algorithm>
#include <filesystem>
#include <iostream>

#include "cli/command.h"
#include "eval/profile.h"
#include "tune/selfplay.h"

namespace quince::cli {

void add_selfplay_command(CLI::App& app, Commands& commands) {
    struct Args {
        tune::SelfplayOptions options;
        std::string profile;
    };
    auto a      = std::make_shared<Args>();
    auto* o     = &a->options;
    CLI::App* c = add_command(
        app, commands, "selfplay", "self-play games: quiet positions labeled with the result",
        "quince selfplay --games N --nodes M --out FILE [--openings FILE] [--seed S] [--first-game K]\n"
        "                       [--profile A] [--vs B] [--max-plies N] [--threads N] [--lambda L]",
        [a, o](const Context& ctx) {
            o->profile = &ctx.profile;
            if (!a->profile.empty()) {
                std::string err;
                if (!(o->profile = eval::find_profile(a->profile, &err))) {
                    std::cerr << "error: --profile: " << err << "\n";
                    return 2;
                }
            }
            if (o->openings.empty()) { // the project's openings if they are there, else random ones
                const std::string book = data_path("openings/2moves_v1.epd.xz");
                std::error_code ec;
                if (std::filesystem::exists(book, ec)) o->openings = book;
            }
            o->nodes   = std::max(1, o->nodes);
            o->threads = std::max(1, o->threads);
            return tune::run_selfplay(*o, std::cout, std::cerr);
        },
        "The engine plays itself (or, with --vs, profile A plays B) with its own search at M nodes per\n"
        "move; every quiet position of a game is written with the game's result as `FEN c9 \"1-0\";`,\n"
        "games in order whatever the number of threads. With --lambda L < 1 the label blends the result\n"
        "with the search score played there: `FEN [x] R S`, x = L * R + (1 - L) * expected(S), R the\n"
        "result, S the score (cp, White's view), expected() the engine's win/draw/loss model.");
    add_number(c, "--games", o->games, 0, 1'000'000'000, "default 100")->type_name("N");
    add_number(c, "--nodes", o->nodes, 0, 1'000'000'000, "nodes per move (at least 1); default 5000")
        ->type_name("M");
    c->add_option("--out", o->out, "the labeled positions (`FEN c9 \"1-0\";`); default selfplay.epd")
        ->type_name("FILE");
    c->add_option("--openings", o->openings,
                  "start positions (EPD/FEN lines, plain or .xz); default the project's "
                  "data/openings/2moves_v1.epd.xz, random openings without it")
        ->type_name("FILE");
    add_number(c, "--seed", o->seed, std::uint64_t(0), UINT64_MAX,
               "the order of the openings (each is played once before any repeats); default 1")
        ->type_name("S");
    add_number(c, "--first-game", o->first_game, 0LL, 1'000'000'000'000LL,
               "start at this game of the seed's sequence (0-based; even with --vs): to add games to a "
               "data set, give the games already played with the same seed; default 0")
        ->type_name("K");
    c->add_option("--profile", a->profile, "the engine's profile (A); the command's by default")
        ->type_name("A");
    c->add_option("--vs", o->vs, "play A against profile B, colours alternating")->type_name("B");
    add_number(c, "--max-plies", o->max_plies, 0, 1'000'000'000, "a draw after this many plies; default 400")
        ->type_name("N");
    add_number(c, "--threads", o->threads, 0, 1'000'000'000, "games played at once (1-256); default 1")
        ->type_name("N");
    add_number(c, "--lambda", o->lambda, 0.0, 1.0,
               "weight of the game result in the label (the rest: the search score); default 1")
        ->type_name("L");
}

} // namespace quince::cli
