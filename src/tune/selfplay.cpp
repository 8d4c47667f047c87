#include "tools/commands.h"
namespace quince {
int cmd_selfplay(const Args&) { return 1; }
}
