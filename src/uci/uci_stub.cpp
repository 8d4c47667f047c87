#include <iostream>

#include "tools/commands.h"

namespace quince {
// Placeholder until the UCI module lands.
int cmd_uci(const Args&) {
    std::cerr << "UCI not implemented yet\n";
    return 1;
}
} // namespace quince
