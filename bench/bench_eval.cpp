// Evaluation speed over the oracle positions (data/fruit21-oracle/dev.csv.xz): warm caches, cold
// caches, and legal move generation on the same positions as the reference in the same run
// (speed claims are ratios, DEVELOPERS.md).
#include <benchmark/benchmark.h>

#include <cstdio>
#include <string>
#include <vector>

#include "board/movegen.h"
#include "board/position.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "tune/dataset.h"

using namespace quince;

namespace {

const std::vector<Position>& positions() {
    static const std::vector<Position> list = [] {
        std::vector<Position> v;
        std::vector<std::string> lines;
        std::string err;
        if (!tune::read_lines(std::string(QUINCE_DATA_DIR) + "/fruit21-oracle/dev.csv.xz", lines, &err))
            std::fprintf(stderr, "%s\n", err.c_str());
        Position pos;
        pos.set_psq_table(&eval::default_profile().psq); // what the evaluators below evaluate with
        for (const std::string& line : lines) {
            std::string fen = line.substr(0, line.find(','));
            if (fen != "fen" && pos.set(fen)) v.push_back(pos);
        }
        return v;
    }();
    return list;
}

void BM_EvalWarm(benchmark::State& state) {
    const auto& list = positions();
    eval::Evaluator ev(eval::default_profile());
    for (const auto& p : list) benchmark::DoNotOptimize(ev.evaluate(p));
    for (auto _ : state)
        for (const auto& p : list) benchmark::DoNotOptimize(ev.evaluate(p));
    state.SetItemsProcessed(state.iterations() * std::int64_t(list.size()));
}

void BM_EvalCold(benchmark::State& state) {
    const auto& list = positions();
    eval::Evaluator ev(eval::default_profile());
    for (auto _ : state) {
        state.PauseTiming();
        ev.clear();
        state.ResumeTiming();
        for (const auto& p : list) benchmark::DoNotOptimize(ev.evaluate(p));
    }
    state.SetItemsProcessed(state.iterations() * std::int64_t(list.size()));
}

// Reference: legal move generation on the same positions.
void BM_LegalMoves(benchmark::State& state) {
    const auto& list = positions();
    for (auto _ : state)
        for (const auto& p : list) benchmark::DoNotOptimize(legal_moves(p).size());
    state.SetItemsProcessed(state.iterations() * std::int64_t(list.size()));
}

} // namespace

BENCHMARK(BM_EvalWarm);
BENCHMARK(BM_EvalCold);
BENCHMARK(BM_LegalMoves);
