# Thin wrapper over the CMake presets. `make run` and `make test` are the two Quick start commands.
JOBS    ?= $(shell nproc 2>/dev/null || echo 2)
ENGINE  := build/release/quince
SHARED  ?= $(abspath ../shared)

.PHONY: all deps release debug asan tsan run test test-fast perft-full bench-perft bench clean format tune-default

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

# Perft speed as a ratio against Stockfish, in one run.
bench-perft: release
	@scripts/bench-perft $(ENGINE) $(SHARED)/data/perft/standard.epd

bench: release
	@$(ENGINE) bench

# Re-run the tuning that produced src/eval/profiles/default.cpp (docs/tuning.md; about a minute)
# and compare the generated weights with the committed ones.
tune-default: release
	@printf 'base fruit21\nFruitBlackSingleFileQuirk 0\n' > build/default-start.profile
	@$(ENGINE) --profile-file build/default-start.profile tune --profile file \
	    --data $(SHARED)/data/tuning/sf15-selfplay.epd.xz --pst compact --l2 2e-9 --min-count 3000 --lr 0.5 --patience 100 \
	    --epochs 5000 --time 300 --seed 1 --threads 2 --cpp-fn standard --out build/default.profile
	@sed -n '/^#include <algorithm>/,$$p' build/default.profile.cpp > build/default.generated
	@sed -n '/^#include <algorithm>/,$$p' src/eval/profiles/default.cpp | diff build/default.generated - \
	    && echo "tune-default: same weights as src/eval/profiles/default.cpp"

format:
	@clang-format -i $$(git ls-files 'src/*.cpp' 'src/*.h' 'tests/*.cpp' 'bench/*.cpp')

clean:
	rm -rf build
