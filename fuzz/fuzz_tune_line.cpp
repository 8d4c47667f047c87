// Tuning-data fuzzer: the input is a data file, one labeled position per line, traced as the
// tuner traces it (line parser, FEN parser, coefficient evaluation). Whatever the bytes: no crash,
// every line is accounted for (position, skipped or reported bad with its line number), results
// stay in [0, 1], and the tuner's model of each traced position is a finite, chess-sized score.
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "board/position.h"
#include "eval/evaluate.h"
#include "eval/params_io.h"
#include "eval/profile.h"
#include "tune/dataset.h"
#include "tune/tuner.h"

using namespace quince;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Position::init();
    const std::string input(reinterpret_cast<const char*>(data), size);
    std::vector<std::string> lines;
    for (std::size_t at = 0; at <= input.size();) {
        std::size_t nl = input.find('\n', at);
        if (nl == std::string::npos) nl = input.size();
        lines.push_back(input.substr(at, nl - at));
        at = nl + 1;
    }
    std::size_t skipped = 0, positions = 0;
    for (const auto& l : lines) {
        const tune::ParsedLine p = tune::parse_line(l);
        if (p.kind == tune::LineKind::Skip) ++skipped;
        if (p.kind == tune::LineKind::Bad && p.error.empty()) std::abort();
        if (p.kind == tune::LineKind::Position) {
            ++positions;
            if (!(p.result >= 0 && p.result <= 1) || p.fen.empty()) std::abort();
        }
    }
    const eval::Profile& profile = eval::default_profile();
    const eval::Params& start    = profile.params;
    tune::LoadReport report;
    const tune::Dataset d = tune::trace_lines(lines, profile, tune::LoadOptions{}, report);
    if (d.size() + report.bad + skipped != lines.size()) std::abort();
    if (report.messages.size() != report.bad || d.size() > positions) std::abort();
    const std::vector<double> w = tune::weights_of(start);
    for (std::size_t i = 0; i < d.size(); ++i) {
        if (d.result[i] < 0 || d.result[i] > 1 || d.line[i] < 1 || std::size_t(d.line[i]) > lines.size())
            std::abort();
        // The model the tuner fits (coefficients times the start weights, plus the residual, with
        // the draw scale) is finite and of chess size; the traced FEN is a position again.
        const double m = tune::model_eval(d, i, w.data());
        if (!std::isfinite(m) || std::abs(m) > 100000) std::abort();
        Position pos;
        if (!pos.set(d.fen[i])) std::abort();
    }
    return 0;
}
