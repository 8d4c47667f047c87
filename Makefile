# Thin wrapper over the CMake presets. `make run` and `make test` are the two Quick start commands.
JOBS    ?= $(shell nproc 2>/dev/null || echo 2)
ENGINE  := build/release/quince
DATA    := data

.PHONY: all deps serve explorer-screenshots release debug asan tsan run test check perft-full perft960-full bench-perft bench-hash bench fuzz stress clean format tune-quince xboard-games spsa dist strength-levels

all: release

deps:
	@scripts/setup-deps
	@scripts/web-deps

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

# The explorer (docs/explorer.md) on http://127.0.0.1:$(PORT)/ until Ctrl-C.
PORT ?= 8080
serve: release
	@$(ENGINE) serve --port $(PORT)

# Run the explorer's browser test and keep its screenshots in docs/img (docs/explorer.md shows them).
explorer-screenshots: release
	@node web/test/browser.mjs --engine $(ENGINE) --shots docs/img

# The whole test suite (what CI runs): the unit tests, then the same under ASan+UBSan and the
# threaded searches under TSan (scripts/sanitize-tests). `make check` is the first part alone.
test: check
	@JOBS=$(JOBS) scripts/sanitize-tests

check: release
	@ctest --preset release -j $(JOBS)

# Every position and depth of the perft suites in one process (long: minutes). Each mismatch is
# printed as `FAIL file:line: ...`; any makes the target fail.
perft-full: release
	@$(ENGINE) perft-epd $(DATA)/perft/perftsuite.epd $(DATA)/perft/standard.epd

# Chess960: D1-D5 of all 960 positions of the Fischer suite (about 1.5 minutes).
perft960-full: release
	@scripts/perft960-full $(ENGINE)

# Perft speed as a ratio against Stockfish, in one run.
bench-perft: release
	@scripts/bench-perft $(ENGINE) $(DATA)/perft/standard.epd

# Speed of the first search with Hash 2048 against Hash 16, and the time to allocate 2048 MB
# (about a minute; goal: ratio >= 0.90).
bench-hash: release
	@scripts/bench-hash $(ENGINE)

# libFuzzer targets (clang): each runs FUZZ_SECONDS on a scratch corpus seeded from fuzz/corpus/.
FUZZ_SECONDS ?= 60
fuzz:
	@scripts/setup-deps --extra
	@cmake --preset fuzz >/dev/null
	@cmake --build --preset fuzz -j $(JOBS)
	@for t in build/fuzz/fuzz/fuzz_*; do \
	    name=$$(basename $$t); name=$${name#fuzz_}; mkdir -p build/fuzz/corpus/$$name; \
	    echo "== fuzz $$name ($(FUZZ_SECONDS) s)"; \
	    $$t -max_total_time=$(FUZZ_SECONDS) -max_len=4096 -timeout=30 -print_final_stats=1 build/fuzz/corpus/$$name fuzz/corpus/$$name 2>&1 \
	        | grep -E 'stat::number_of_executed_units|ERROR|SUMMARY|Test unit written' || exit 1; \
	done

# >= 1,000 self-play games of the debug build (needs fastchess, see scripts/stress).
stress: debug
	@scripts/stress

# Real xboard (headless) vs Toga II through polyglot, pondering on (issue #18): W-L-D and time losses.
XBOARD_GAMES ?= 2
XBOARD_TC    ?= 0:40
XBOARD_INC   ?= 0.2
xboard-games: release
	@scripts/xboard-games $(XBOARD_GAMES) $(XBOARD_TC) $(XBOARD_INC)

bench: release
	@$(ENGINE) bench

# The strength levels' calibration against Stockfish 15.1's UCI_Elo (docs/strength.md): the
# levels' matches, the checks of the UCI_Elo mapping, then the line they give (scripts/strength-fit;
# its constants go to src/search/skill.cpp). About 45 minutes on two cores; part of every strength
# milestone. Needs fastchess and Debian's stockfish (docs/matches.md).
STRENGTH_LEVELS ?= level=0:sf1350:40 level=4:sf1400:60 level=9:sf1650:60 level=9:sf1900:60 \
                   level=14:sf2000:60 level=14:sf2400:60 level=17:sf2250:40:15+0.15 \
                   elo=1600:sf1600:60 elo=2000:sf2000:60
strength-levels: release
	@scripts/strength-ladder --engine $(ENGINE) $(STRENGTH_LEVELS) | tee build/strength-levels.md
	@scripts/strength-fit build/strength-levels.md

# Release binaries in dist/ (README "Download or build"): Linux x86-64, x86-64-v2, x86-64-v3 and
# aarch64, Windows x86-64, each checked on this machine (natively, under wine, under qemu-user)
# against the Release build, then a fastchess match of the Windows build (scripts/dist: its
# options in DIST_FLAGS, e.g. --only windows-x86-64 or --no-match). Run before a release; not part
# of `make test`.
DIST_FLAGS ?=
dist: release
	@scripts/setup-deps --dist
	@JOBS=$(JOBS) scripts/dist --native $(ENGINE) $(DIST_FLAGS)

# SPSA of the search's constants (src/search/params.h, docs/search.md "Tuning the search"): builds
# the engine with them as UCI options (preset spsa) and plays game pairs with fastchess (under
# $$ANCHORS, default /tmp/anchors, or $$FASTCHESS).
# Long: about 20 pairs a minute at 1+0.01 on 2 cores. Resumes a run whose SPSA_STATE exists.
SPSA_STATE ?= build/spsa-run
SPSA_PAIRS ?= 2000
SPSA_TC    ?= 2+0.02
SPSA_FLAGS ?=
spsa: deps
	@cmake --preset spsa >/dev/null
	@cmake --build --preset spsa -j $(JOBS) --target quince
	@scripts/spsa --engine build/spsa/quince --state $(SPSA_STATE) --pairs $(SPSA_PAIRS) --tc $(SPSA_TC) $(SPSA_FLAGS)

# Re-run the tuning that produced src/eval/profiles/quince.cpp (docs/tuning.md; about a minute)
# and compare the generated weights with the committed ones.
# Re-run the first three tuning steps of src/eval/profiles/quince.cpp and compare the result with it
# (step 4's safe checks and mobility tables left out of the comparison: see the file's comment).
# Step 2 needs the engine's own games (about 15 min on 2 threads; kept in build/); they match the
# file only while the search is unchanged (bench 5799361 when they were played).
TUNE_FLAGS = --pst compact --l2 2e-9 --min-count 3000 --lr 0.5 --seed 1 --threads 2
THREATS = ThreatByPawn,ThreatByMinor,ThreatByRook,ThreatByKing,Hanging
tune-quince: release
	@printf 'base fruit21\nFruitBlackSingleFileQuirk 0\n' > build/quince-start.profile
	@$(ENGINE) --profile-file build/quince-start.profile tune --profile file $(TUNE_FLAGS) \
	    --data $(DATA)/tuning/sf15-selfplay.epd.xz --patience 100 --epochs 5000 --time 300 \
	    --out build/quince-1.profile
	@[ -s build/selfplay-s1000.epd ] || $(ENGINE) --profile-file build/quince-1.profile selfplay \
	    --games 3738 --nodes 5000 --seed 1000 --threads 2 --out build/selfplay-s1000.epd
	@xz -dc $(DATA)/tuning/sf15-selfplay.epd.xz | cat - build/selfplay-s1000.epd > build/tune-data.epd
	@printf 'Threats 1\n' | cat build/quince-1.profile - > build/quince-2-start.profile
	@$(ENGINE) --profile-file build/quince-2-start.profile tune --profile file --data build/tune-data.epd \
	    --only $(THREATS) --lr 1 --seed 1 --threads 2 --out build/quince-2.profile
	@$(ENGINE) --profile-file build/quince-2.profile tune --profile file --data build/tune-data.epd \
	    $(TUNE_FLAGS) --freeze PieceValue,BishopPair --cpp-fn quince --out build/quince.profile
	@sed -n '/^#include <algorithm>/,$$p' build/quince.profile.cpp > build/quince.generated
	@sed -n '/^#include <algorithm>/,$$p' src/eval/profiles/quince.cpp | grep -v -e SafeCheck -e MobilityTable \
	    | diff build/quince.generated - \
	    && echo "tune-quince: same weights as src/eval/profiles/quince.cpp"

format:
	@clang-format -i $$(git ls-files 'src/*.cpp' 'src/*.h' 'tests/*.cpp' 'bench/*.cpp')

clean:
	rm -rf build
