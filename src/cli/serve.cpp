// quince serve: the explorer (src/serve/, docs/explorer.md).
#include <memory>

#include "cli/command.h"
#include "serve/server.h"

namespace quince::cli {

void add_serve_command(CLI::App& app, Commands& commands) {
    auto opt    = std::make_shared<serve::ServeOptions>();
    CLI::App* c = add_command(
        app, commands, "serve", "the explorer: a web page on http://127.0.0.1:8080/ (docs/explorer.md)",
        "quince serve [--port N] [--host ADDR] [--allow-host NAME]... [--search-cap SECONDS]",
        [opt](const Context&) { return serve::run(*opt); });
    add_number(c, "--port", opt->port, 0, 65535, "the port (0: any free port; the URL printed tells)");
    c->add_option("--host", opt->host,
                  "the address to bind (default 127.0.0.1; another one lets anyone who reaches it use "
                  "the engine)");
    c->add_option("--allow-host", opt->allow_hosts,
                  "a further Host header name to answer to (e.g. behind a proxy); may repeat")
        ->allow_extra_args(false);
    add_number(c, "--search-cap", opt->search_cap_s, 1, 3600, "no search runs longer (seconds)");
}

} // namespace quince::cli
