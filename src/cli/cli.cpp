// Dispatch: the top-level parser, its global option --profile-file, usage errors and help, and
// the `uci` and `help` commands.
#include "cli/cli.h"

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <string>

#include "board/position.h"
#include "cli/command.h"
#include "core/version.h"
#include "eval/params_io.h"
#include "eval/profile.h"
#include "uci/uci.h"

namespace quince::cli {

const eval::Profile* chosen_profile(const Context& ctx, const std::string& name) {
    if (name.empty()) return &ctx.profile;
    std::string err;
    const eval::Profile* p = eval::find_profile(name, &err);
    if (!p) std::cerr << "error: --profile: " << err << "\n";
    return p;
}

std::string data_path(const std::string& relative) {
    namespace fs = std::filesystem;
    if (const char* env = std::getenv("QUINCE_DATA"); env && *env) return (fs::path(env) / relative).string();
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec)
        for (fs::path d = exe.parent_path(); !d.empty() && d != d.root_path(); d = d.parent_path())
            for (const fs::path& dir : {d / "data", d / "share" / "quince"})
                if (fs::is_regular_file(dir / relative, ec))
                    return (dir / relative).lexically_normal().string();
#ifdef QUINCE_DATA_DIR_DEFAULT
    return (fs::path(QUINCE_DATA_DIR_DEFAULT) / relative).string();
#else
    return (fs::path("data") / relative).string();
#endif
}

void add_uci_command(CLI::App& app, Commands& commands) {
    add_command(app, commands, "uci",
                "the UCI protocol on standard input and output (also without a command)",
                "quince [--profile-file FILE] [uci]", [](const Context& ctx) {
                    uci::UciLoop loop(std::cout, ctx.profile);
                    return loop.run(std::cin);
                });
}

namespace {

const char* const TopUsage = "quince [--profile-file FILE]... [COMMAND [ARGS]]   (see quince --help)";

// "quince bench eval" for the parser of `bench eval`.
std::string command_path(const CLI::App* app) {
    std::string path = app->get_name();
    for (const CLI::App* p = app->get_parent(); p; p = p->get_parent()) path = p->get_name() + " " + path;
    return path;
}

// The deepest sub-command the parser entered (the top-level parser if none).
const CLI::App* deepest(const CLI::App& app) {
    const CLI::App* at = &app;
    while (!at->get_subcommands().empty()) at = at->get_subcommands().front();
    return at;
}

// A usage error: what is wrong (naming the argument), the command's synopsis, where to look.
int usage_error(const CLI::App& app, const Commands& commands, const CLI::ParseError& e) {
    const CLI::App* at = deepest(app);
    std::string what   = e.what();
    if (at == &app && dynamic_cast<const CLI::ExtrasError*>(&e) && !app.remaining().empty() &&
        app.remaining().front().rfind("-", 0) != 0)
        what = "unknown command '" + app.remaining().front() + "'";
    std::string usage = TopUsage;
    for (const Command& c : commands)
        if (c.app == at) usage = c.usage;
    std::cerr << "error: " << what << "\nusage: " << usage << "\nrun '" << command_path(at)
              << " --help' for the options\n";
    return 2;
}

} // namespace

int run(int argc, char** argv) {
    Position::init();
    CLI::App app("Quince, a UCI chess engine. Without a command it speaks UCI on standard input and output.",
                 "quince");
    app.set_version_flag("--version", "quince " + version_line());
    app.require_subcommand(0, 1);
    app.footer("Every command has its own --help (quince COMMAND --help, quince help COMMAND).\n"
               "--profile-file FILE: the profile of uci, eval, pst, bench, bench eval and selfplay, and the\n"
               "profile `file` for --profile of any command (tune --profile file); the last one counts.");
    std::vector<std::string> profile_files;
    app.add_option("--profile-file", profile_files,
                   "before the command: load a profile file as the command's evaluation profile "
                   "(registered as `file`)")
        ->type_name("FILE")
        ->allow_extra_args(false);

    Commands commands;
    add_uci_command(app, commands);
    add_perft_commands(app, commands);
    CLI::App* bench = add_bench_command(app, commands);
    add_book_command(app, commands);
    add_eval_commands(app, *bench, commands);
    add_pst_command(app, commands);
    add_tune_command(app, commands);
    add_selfplay_command(app, commands);
    add_pgn_labels_command(app, commands);
    add_analyse_command(app, commands);
    add_explain_command(app, commands);
    add_wdl_fit_command(app, commands);
    add_serve_command(app, commands);
    std::vector<std::string> help_topic;
    CLI::App* help = add_command(app, commands, "help", "this help, or a command's (help bench eval)",
                                 "quince help [COMMAND...]", [](const Context&) { return 0; });
    help->add_option("COMMAND", help_topic, "a command, e.g. `tune` or `bench eval`");

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e); // the help of the command it follows, on stdout; status 0
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        return usage_error(app, commands, e);
    }

    if (help->parsed()) {
        CLI::App* topic = &app;
        for (const std::string& word : help_topic) {
            CLI::App* sub = nullptr;
            try {
                sub = topic->get_subcommand(word);
            } catch (const CLI::OptionNotFound&) {
            }
            if (!sub) {
                std::cerr << "error: unknown command '" << word << "'\nusage: quince help [COMMAND...]\n";
                return 2;
            }
            topic = sub;
        }
        // Through the formatter: App::help() would show the parsed `help` command's own help.
        std::cout << topic->get_formatter()->make_help(topic, command_path(topic),
                                                       CLI::AppFormatMode::Normal);
        return 0;
    }

    // --profile-file: each file is read (and registered as `file`) in order, the last one is the
    // command's profile. Nothing process-wide changes.
    const eval::Profile* profile = &eval::default_profile();
    for (const std::string& file : profile_files) {
        std::string err;
        if (!(profile = eval::load_profile_file(file, &err))) {
            std::cerr << "error: --profile-file: " << err << "\n";
            return 2;
        }
    }
    const Context ctx{*profile};
    const CLI::App* at = deepest(app);
    if (at == &app) at = app.get_subcommand("uci"); // no command: UCI
    for (const Command& c : commands)
        if (c.app == at) return c.run(ctx);
    return 2; // unreachable: every parser belongs to a command
}

} // namespace quince::cli
