// `quince tune`: the command line of the Texel tuner (tune/tuner.h, docs/tuning.md).
#include <algorithm>
#include <iostream>
#include <string>

#include "cli/command.h"
#include "tune/tuner.h"

namespace quince::cli {

void add_tune_command(CLI::App& app, Commands& commands) {
    struct Args {
        tune::TuneOptions options;
        std::string pst = "compact";
    };
    auto a      = std::make_shared<Args>();
    auto* o     = &a->options;
    CLI::App* c = add_command(
        app, commands, "tune", "fit a profile's weights to game results (Texel)",
        "quince tune --data FILE [--profile START] [--epochs N] [--threads N] [--seed S] [--out FILE]\n"
        "                   [--pst compact|full] [--val-frac F] [--l2 X] [--batch N] [--lr X] [--patience "
        "N]\n"
        "                   [--time SECONDS] [--max-positions N] [--min-count N] [--cpp-fn NAME]\n"
        "                   [--freeze NAME[,NAME...]] [--only NAME[,NAME...]] [--strict]",
        [a, o](const Context&) {
            o->full_pst = a->pst == "full";
            // `--freeze A,,B`: the empty names between commas are nothing.
            for (auto* names : {&o->freeze, &o->only})
                names->erase(std::remove(names->begin(), names->end(), std::string()), names->end());
            return tune::run_tune(*o, std::cout, std::cerr);
        });
    c->add_option("--data", o->data, "labeled positions: EPD (c9 \"1-0\";) or CSV lines, .xz read too")
        ->type_name("FILE")
        ->required();
    c->add_option("--profile", o->profile,
                  "the starting profile (a registered name; `file` after --profile-file); default fruit21")
        ->type_name("START");
    c->add_option("--out", o->out,
                  "the result: FILE (profile text), FILE.cpp and FILE.diff; default tuned.profile")
        ->type_name("FILE");
    c->add_option("--cpp-fn", o->cpp_fn, "the function name in FILE.cpp; default tuned")->type_name("NAME");
    c->add_option(
         "--pst", a->pst,
         "piece-square tables tuned through the profile's compact file/rank weights, or square by square")
        ->type_name("compact|full")
        ->check(CLI::IsMember({"compact", "full"}).description(""));
    add_number(c, "--epochs", o->epochs, 0, 10'000'000,
               "passes over the data at most; default 200 (0: none, the start profile written as it is, e.g. "
               "a profile file as the C++ that compiles it in)")
        ->type_name("N");
    add_number(c, "--threads", o->threads, 1, 256, "default 2")->type_name("N");
    add_number(c, "--seed", o->seed, std::uint64_t(0), UINT64_MAX, "the split and the batch order; default 1")
        ->type_name("S");
    add_number(c, "--val-frac", o->val_frac, 0.001, 0.9, "validation share; default 0.1")->type_name("F");
    add_number(c, "--l2", o->l2, 0.0, 1e6, "L2 regularisation towards the start; default 0")->type_name("X");
    add_number(c, "--batch", o->batch, std::size_t(1), std::size_t(1'000'000'000),
               "mini-batch size; default 16384")
        ->type_name("N");
    add_number(c, "--lr", o->lr, 1e-9, 1e6, "learning rate; default 1")->type_name("X");
    add_number(c, "--patience", o->patience, 1, 10'000'000,
               "stop after N epochs without a better validation loss; default 10")
        ->type_name("N");
    add_number(c, "--time", o->time_limit, 0.0, 1e9, "stop after this many seconds (0: no limit)")
        ->type_name("SECONDS");
    add_number(c, "--max-positions", o->max_positions, std::size_t(0), std::size_t(1'000'000'000'000),
               "read at most N positions (0: all)")
        ->type_name("N");
    add_number(c, "--min-count", o->min_count, std::size_t(0), std::size_t(1'000'000'000'000),
               "hold fixed the weights used in fewer than N training positions")
        ->type_name("N");
    c->add_option(
         "--freeze", o->freeze,
         "hold these weights at the start profile's values (PieceValue, Doubled.op, PieceValue[0], ...)")
        ->type_name("NAME[,NAME...]")
        ->delimiter(',')
        ->allow_extra_args(false);
    c->add_option("--only", o->only, "tune only these weights (names as --freeze)")
        ->type_name("NAME[,NAME...]")
        ->delimiter(',')
        ->allow_extra_args(false);
    c->add_flag("--strict", o->strict, "a bad data line is an error (default: skipped and counted)");
}

} // namespace quince::cli
