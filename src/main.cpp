#include "tools/commands.h"

int main(int argc, char** argv) { return quince::cli_main(argc, argv); }
