# Thin wrapper over the CMake presets. `make run` and `make test` are the two Quick start commands.
JOBS    ?= $(shell nproc 2>/dev/null || echo 2)
ENGINE  := build/release/quince
SHARED  ?= $(abspath ../shared)

.PHONY: all deps release debug asan tsan run test test-fast perft-full perft960-full bench-perft bench clean format

all: release

deps:
	@scripts/setup-deps

release: deps
	@cmake --preset release >/dev/null
	@cmake --build --preset release -j $(JOBS)
ifneq ($(EXE),)
	@cp $(ENGINE) $(EXE)
endif

debug asan tsan: deps
	@cmake --preset $@ >/dev/null
	@cmake --build --preset $@ -j $(JOBS)

# Start the engine in UCI mode.
run: release
	@$(ENGINE)

# The whole test suite (what CI runs).
test: release
	@ctest --preset release -j $(JOBS)

# Every position and depth of the perft suites (long: minutes).
perft-full: release
	@python3 scripts/perft-suite.py $(ENGINE) $(SHARED)/data/perft/perftsuite.epd $(SHARED)/data/perft/standard.epd

# Chess960: D1-D5 of all 960 positions of the Fischer suite (about 1.5 minutes).
perft960-full: release
	@scripts/perft960-full $(ENGINE)

# Perft speed as a ratio against Stockfish, in one run.
bench-perft: release
	@scripts/bench-perft $(ENGINE) $(SHARED)/data/perft/standard.epd

bench: release
	@$(ENGINE) bench

format:
	@clang-format -i $$(git ls-files 'src/*.cpp' 'src/*.h' 'tests/*.cpp' 'bench/*.cpp')

clean:
	rm -rf build
