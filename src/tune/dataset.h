// Labeled positions for the Texel tuner: the loader (EPD/FEN lines with a game result, plain or
// .xz) and the traced form the tuner works on — per position the coefficient of every weight the
// evaluation used, folded with the position's phase, plus what no tuned weight explains.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "eval/params.h"
#include "eval/profile.h"

namespace quince::tune {

// One input line. Position: a FEN and a result in [0, 1] from White's point of view. Blank and
// comment ('#') lines are Skip; anything else is Bad with a message.
enum class LineKind { Position, Skip, Bad };
struct ParsedLine {
    LineKind kind = LineKind::Skip;
    std::string fen;
    double result = 0;
    std::string error;
};
// Accepted labels: EPD `c9 "1-0";` (also "0-1", "1/2-1/2"), `[1.0]` / `[0.5]` / `[0.0]` (any number
// in [0, 1]), or a trailing `1-0` / `0-1` / `1/2-1/2`. The FEN is the first 4 fields plus the move
// counters when present; other EPD operations are ignored.
ParsedLine parse_line(const std::string& line);

// All lines of a file; a name ending in ".xz" is decoded in-process (liblzma, tune/reader.h). False
// with *err (and no lines) if the file cannot be opened or is a corrupt or truncated .xz.
bool read_lines(const std::string& path, std::vector<std::string>& lines, std::string* err);

struct Dataset {
    // Per position.
    std::vector<float> result;        // 0, 0.5, 1
    std::vector<float> residual;      // the mixed score no tuned weight explains (start weights)
    std::vector<float> scale[2];      // mul / (MulFull * UnitsPerCp) when the mixed score is > 0 / < 0
    std::vector<std::uint32_t> begin; // entries of position i: [begin[i], begin[i + 1])
    std::vector<int> line;            // input line number
    std::vector<std::string> fen;     // the position (for re-evaluating it)
    // Entries: weight index (a slot of the start profile, eval::Params::weight) and its coefficient
    // in the mixed score (already multiplied by the stage's phase share).
    std::vector<std::uint16_t> index;
    std::vector<float> coef;

    std::size_t slots = 0; // the start profile's number of weight slots (the size of a weight vector)

    std::size_t size() const { return result.size(); }
};

struct LoadOptions {
    int threads = 1;
    bool strict = false;
};
struct LoadReport {
    std::size_t lines = 0, positions = 0, bad = 0;
    std::vector<std::string> messages; // "line N: ..." in line order
    bool aborted = false;              // strict mode stopped at the first bad line
    // Coefficients the evaluation gave for something that is not a weight (eval::CoefTrace::strays):
    // a bug in a term, never a fault of the data. Not entered in the Dataset; the tuner refuses to
    // run with any. first_stray says where the first one was seen.
    std::size_t strays = 0;
    std::string first_stray;
};

// Parse and trace `lines` with the profile `start` (each thread its own evaluator of it).
// Deterministic: the result does not depend on the number of threads.
Dataset trace_lines(const std::vector<std::string>& lines, const eval::Profile& start, const LoadOptions& opt,
                    LoadReport& report);

// Read and trace a file in one pass (reading overlaps tracing). False with *err, and `out` and
// `report` untouched, if the file cannot be read (a corrupt or truncated .xz included); bad lines
// go to the report as with trace_lines.
bool load_dataset(const std::string& path, const eval::Profile& start, const LoadOptions& opt, Dataset& out,
                  LoadReport& report, std::string* err);

} // namespace quince::tune
