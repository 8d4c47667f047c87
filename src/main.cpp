#include "cli/cli.h"

int main(int argc, char** argv) { return quince::cli::run(argc, argv); }
