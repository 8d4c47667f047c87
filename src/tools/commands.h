// Command-line sub-commands of the quince binary. Each lives in the file of its module.
#pragma once

#include <string>
#include <vector>

namespace quince {

using Args = std::vector<std::string>;

int cmd_perft(const Args& args);  // board/  : quince perft DEPTH [FEN]
int cmd_uci(const Args& args);    // uci/    : the UCI loop (default)
int cmd_bench(const Args& args);  // search/ : quince bench [DEPTH] (search bench; `bench eval` is not this)

int cli_main(int argc, char** argv);

} // namespace quince
