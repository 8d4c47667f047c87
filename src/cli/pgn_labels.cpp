// `quince pgn-labels`: tuning data from games already played (tune/pgn_labels.h), read with the
// PGN reader (board/pgn.h).
#include <fstream>
#include <iostream>
#include <sstream>

#include "board/pgn.h"
#include "cli/command.h"
#include "eval/profile.h"
#include "tune/pgn_labels.h"

namespace quince::cli {

void add_pgn_labels_command(CLI::App& app, Commands& commands) {
    struct Args {
        std::string pgn, out = "pgn-labels.epd", profile;
        tune::PgnLabelOptions options;
    };
    auto a      = std::make_shared<Args>();
    CLI::App* c = add_command(
        app, commands, "pgn-labels", "labeled positions from played games (PGN), for the tuner",
        "quince pgn-labels --pgn FILE [--out FILE] [--lambda L] [--skip-plies N] [--profile NAME]",
        [a](const Context& ctx) {
            const eval::Profile* profile = chosen_profile(ctx, a->profile);
            if (!profile) return 2;
            std::string err, pgn;
            if (!read_whole_file(a->pgn, pgn)) return 1;
            std::ofstream out(a->out);
            if (!out) {
                std::cerr << "error: cannot write '" << a->out << "'\n";
                return 1;
            }
            tune::QuietTest quiet(*profile);
            long long positions = 0;
            int finished = 0, unfinished = 0, bad = 0;
            const int games = for_each_pgn_game(pgn, [&](std::size_t at, std::size_t* end) {
                PgnGame game;
                if (!parse_pgn(pgn, game, &err, at, end)) {
                    if (++bad <= 5)
                        std::cerr << "game " << finished + unfinished + bad << ": skipped: " << err << "\n";
                    return;
                }
                const std::string result = game_result(game);
                int kept                 = 0;
                out << tune::label_game(game.fens, game.comments, result, a->options, quiet, &kept);
                positions += kept;
                (result == "1-0" || result == "0-1" || result == "1/2-1/2" ? finished : unfinished)++;
            });
            out.flush();
            if (!out) {
                std::cerr << "error: writing '" << a->out << "' failed\n";
                return 1;
            }
            std::cout << "pgn-labels: " << games << " games (" << finished << " finished, " << unfinished
                      << " without a result, " << bad << " unreadable), " << positions
                      << " quiet positions written to " << a->out << "\n";
            return bad && !finished ? 1 : 0;
        },
        "Every quiet position before a move of a finished game (1-0, 0-1, 1/2-1/2) is written as `selfplay`\n"
        "writes its own: `FEN c9 \"R\";`, or with --lambda L < 1 `FEN [x] R S`, x = L * R + (1 - L) *\n"
        "expected(S), S the mover's score in the move's comment as fastchess and cutechess write it\n"
        "(`{+0.35/16 0.174s}`, turned to White's view). Moves without a score (book moves, mate scores)\n"
        "keep the result's label. Unreadable games are reported and skipped.");
    c->add_option("--pgn", a->pgn, "the games (PGN; fastchess -pgnout, cutechess -pgnout)")
        ->type_name("FILE")
        ->required();
    c->add_option("--out", a->out, "the labeled positions; default pgn-labels.epd")->type_name("FILE");
    add_number(c, "--lambda", a->options.lambda, 0.0, 1.0,
               "weight of the game result in the label (the rest: the comment's score); default 1")
        ->type_name("L");
    add_number(c, "--skip-plies", a->options.skip_plies, 0, 100000,
               "leave out the positions before this ply (book moves); default 0")
        ->type_name("N");
    c->add_option("--profile", a->profile, "the profile of the quiet test; the command's by default")
        ->type_name("NAME");
}

} // namespace quince::cli
