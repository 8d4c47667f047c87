// The command line of the quince binary: the layer above the libraries. Every sub-command
// (`uci`, the default, `perft`, `perft-epd`, `bench`, `bench eval`, `book`, `eval`, `pst`, `tune`,
// `selfplay`, `wdl-fit`, `help`) lives in src/cli/ and calls the libraries' APIs; nothing below
// src/cli/ includes it (scripts/check-layers). One parser, CLI11, reads every argument: each
// sub-command has --help, and a usage error names the bad argument and exits with status 2.
#pragma once

namespace quince::cli {

// Parse the command line and run its command; returns the process's exit status.
int run(int argc, char** argv);

} // namespace quince::cli
