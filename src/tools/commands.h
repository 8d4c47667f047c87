// Command-line sub-commands of the quince binary. Each lives in the file of its module.
#pragma once

#include <string>
#include <vector>

namespace quince {

namespace eval {
struct Profile; // eval/profile.h
}

using Args = std::vector<std::string>;

// `profile`: the evaluation profile of the command, unless it names another (--profile NAME):
// eval::default_profile(), or the profile a global `--profile-file FILE` loaded for it.
int cmd_perft(const Args& args);     // board/  : quince perft DEPTH [FEN]
int cmd_perft_epd(const Args& args); // tools/  : quince perft-epd FILE... [--chess960] [--depth N]
int cmd_book(const Args& args);      // book/   : quince book FILE [FEN]
int cmd_uci(const Args& args, const eval::Profile& profile); // uci/ : the UCI loop (default)
int cmd_eval(const Args& args,
             const eval::Profile& profile); // eval/: quince eval [--profile NAME] [--json | --csv] [FEN]
// eval/: quince bench eval [--profile NAME] [FILE] (args[0] "eval")
int cmd_bench_eval(const Args& args, const eval::Profile& profile);
// tools/pst.cpp: quince pst [--profile NAME] [--diff OTHER] [--csv | --svg DIR]
int cmd_pst(const Args& args, const eval::Profile& profile);
// search/: quince bench [DEPTH] (search bench; `bench eval` is not this)
int cmd_bench(const Args& args, const eval::Profile& profile);

int cmd_tune(const Args& args); // tune/  : quince tune --data FILE ... (Texel tuner; --profile START)
// tune/: quince selfplay --games N --nodes M --out FILE [--profile A] [--vs B]
int cmd_selfplay(const Args& args, const eval::Profile& profile);
int cmd_wdl_fit(const Args& args); // tune/wdl_fit.cpp: quince wdl-fit --data FILE (win/draw/loss model)
int cmd_serve(const Args& args, const eval::Profile& profile); // serve/: quince serve [--port N] (explorer)

// A whole command-line argument as a finite number ("0.5", "1e6"); false for anything else.
bool parse_real(const std::string& text, double& value);

int cli_main(int argc, char** argv);

} // namespace quince
