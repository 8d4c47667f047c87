// `quince analyse`: every game of a PGN file searched move by move and written back annotated
// (search/analysis.h), as PGN or as JSON.
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "board/pgn.h"
#include "cli/command.h"
#include "core/version.h"
#include "eval/profile.h"
#include "search/analysis.h"
#include "search/engine.h"

namespace quince::cli {

namespace {

std::string duration(double seconds) {
    const long s = long(seconds + 0.5);
    char buf[32];
    std::snprintf(buf, sizeof buf, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
    return buf;
}

} // namespace

void add_analyse_command(CLI::App& app, Commands& commands) {
    struct Args {
        std::string pgn, out, profile;
        std::uint64_t nodes = 0;
        int depth = 0, threads = 1, hash = 64;
        long long movetime = 0;
        bool json          = false;
    };
    auto a      = std::make_shared<Args>();
    CLI::App* c = add_command(
        app, commands, "analyse", "annotate games: each move's evaluation, mistakes marked, better lines",
        "quince analyse GAMES.pgn [--profile P] [--nodes N | --depth D | --movetime MS] [--threads T] "
        "[--hash MB] [--out FILE] [--json]",
        [a](const Context& ctx) {
            const eval::Profile* profile = chosen_profile(ctx, a->profile);
            if (!profile) return 2;
            std::string err, pgn;
            if (!read_whole_file(a->pgn, pgn)) return 2;
            // Read every game first: the progress line knows the whole work.
            struct Game {
                int index;
                PgnTree tree;
            };
            std::vector<Game> games;
            int bad = 0;
            for_each_pgn_game(pgn, [&](std::size_t at, std::size_t* end) {
                Game g{int(games.size()) + bad + 1, {}};
                if (!parse_pgn_tree(pgn, g.tree, &err, at, end)) {
                    ++bad;
                    std::cerr << "error: game " << g.index << ": " << err << " (the game is left out)\n";
                    return;
                }
                games.push_back(std::move(g));
            });

            search::Engine engine;
            engine.set_profile(*profile);
            if (!engine.set_hash(std::size_t(a->hash), &err)) {
                std::cerr << "error: --hash: " << err << "\n";
                return 2;
            }
            engine.set_threads(a->threads);
            search::Limits limits;
            if (a->depth)
                limits.depth = a->depth;
            else if (a->movetime)
                limits.movetime = a->movetime;
            else
                limits.nodes = a->nodes ? a->nodes : 500000;
            const std::string budget = a->depth      ? "depth " + std::to_string(a->depth)
                                       : a->movetime ? std::to_string(a->movetime) + " ms per position"
                                                     : std::to_string(limits.nodes) + " nodes per position";
            const std::string annotator =
                "Quince " + version_line() + ", profile " + profile->name + ", " + budget;

            std::ofstream file;
            if (!a->out.empty()) {
                file.open(a->out, std::ios::binary);
                if (!file) {
                    std::cerr << "error: cannot write '" << a->out << "'\n";
                    return 1;
                }
            }
            std::ostream& out = a->out.empty() ? std::cout : file;

            int total = 0;
            for (const Game& g : games) total += search::analysis_positions(g.tree);
            const bool tty             = ::isatty(2);
            const search::TimePoint t0 = search::now_ms();
            int done_before            = 0;
            if (a->json) out << "{\"games\": [";
            bool first = true;
            for (std::size_t k = 0; k < games.size(); ++k) {
                const Game& g = games[k];
                auto progress = [&](int done, int) {
                    if (!tty) return true;
                    const int all        = done_before + done;
                    const double seconds = std::max<search::TimePoint>(1, search::now_ms() - t0) / 1000.0;
                    const double rate    = all / seconds;
                    std::fprintf(
                        stderr, "\ranalyse: game %zu of %zu, %d of %d positions, %.1f positions/s, eta %s   ",
                        k + 1, games.size(), all, total, rate,
                        duration(rate > 0 ? (total - all) / rate : 0).c_str());
                    std::fflush(stderr);
                    return true;
                };
                const search::GameAnalysis analysis = search::analyse_game(engine, g.tree, limits, progress);
                done_before += search::analysis_positions(g.tree);
                PgnTree annotated = g.tree;
                search::annotate(annotated, analysis, annotator);
                if (a->json) {
                    out << (first ? "" : ", ") << search::analysis_json(g.index, g.tree, annotated, analysis);
                } else {
                    out << write_pgn(annotated) << "\n";
                }
                first = false;
            }
            if (a->json) out << "], \"unreadable\": " << bad << "}\n";
            out.flush();
            if (tty && total) std::fputc('\n', stderr);
            if (!out) {
                std::cerr << "error: writing the analysis failed\n";
                return 1;
            }
            const double seconds = std::max<search::TimePoint>(1, search::now_ms() - t0) / 1000.0;
            std::cerr << "analyse: " << games.size() << " games, " << total << " positions in "
                      << duration(seconds) << " (" << int(total / seconds * 10) / 10.0 << " positions/s)"
                      << (bad ? ", " + std::to_string(bad) + " unreadable game(s) left out" : "") << "\n";
            return bad ? 1 : 0;
        },
        "Each position of each game's main line is searched with the budget (default --nodes 500000, one\n"
        "thread). Each move's comment gets `[%eval X]`, the position's score after it from White's view\n"
        "(pawns, or #N for a mate in N), as lichess and ChessBase read it. A move that gives away expected\n"
        "score (win + draw/2 by the WDL model of UCI_ShowWDL) is marked ?! ($6) from 0.05, ? ($2) from 0.10\n"
        "and ?? ($4) from 0.15; a mistake or blunder also gets the engine's line as a variation. The last\n"
        "comment and the tags WhiteInaccuracies, ..., BlackAverageLoss give each side's summary. The "
        "input's\n"
        "tags, comments and variations are kept (an older [%eval] is replaced). A game that cannot be read\n"
        "is reported with its number and move and left out; the others are analysed (exit status 1).\n"
        "Progress goes to standard error when it is a terminal.");
    c->add_option("GAMES", a->pgn, "the games (PGN)")->type_name("GAMES.pgn")->required();
    c->add_option("--profile", a->profile, "the evaluation profile; the command's by default")
        ->type_name("NAME");
    auto* nodes = add_number<std::uint64_t>(c, "--nodes", a->nodes, 1, 1'000'000'000'000ULL,
                                            "nodes per position (default 500000)")
                      ->type_name("N");
    auto* depth = add_number(c, "--depth", a->depth, 1, 100, "depth per position")->type_name("D");
    auto* movetime =
        add_number<long long>(c, "--movetime", a->movetime, 1, 86'400'000, "milliseconds per position")
            ->type_name("MS");
    nodes->excludes(depth)->excludes(movetime);
    depth->excludes(movetime);
    add_number(c, "--threads", a->threads, 1, 1024, "search threads; default 1")->type_name("T");
    add_number(c, "--hash", a->hash, 1, 65536, "hash table size in MB; default 64")->type_name("MB");
    c->add_option("--out", a->out, "write there instead of standard output")->type_name("FILE");
    c->add_flag("--json", a->json, "JSON: per game its tags, each move's verdict, the summary and the PGN");
}

} // namespace quince::cli
