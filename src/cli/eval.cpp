// Command-line tools of the evaluation: `quince eval` (trace, JSON, oracle CSV) and
// `quince bench eval` (evaluation speed, warm and cold caches).
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <sstream>

#include "board/movegen.h"
#include "cli/command.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "eval/trace.h"
#include "tune/dataset.h"

namespace quince::cli {

namespace {

// The FEN part of an input line: text before an EPD ';' or a CSV ',', trimmed. Empty for blank
// lines and for a CSV header line starting with "fen".
std::string fen_part(std::string line) {
    auto cut = line.find_first_of(";,");
    if (cut != std::string::npos) line.resize(cut);
    auto b = line.find_first_not_of(" \t\r\n");
    auto e = line.find_last_not_of(" \t\r\n");
    if (b == std::string::npos) return {};
    line = line.substr(b, e - b + 1);
    return line == "fen" ? std::string{} : line;
}

// Parse a FEN for evaluation. The static evaluation ignores the en-passant square and keeps a
// castling right only with king and rook on their original squares (docs/reference/fruit21.md
// §0.3), so a FEN that fails the strict parser only through those two fields is evaluated without
// them: `note` then says what was dropped. Any other fault is an error.
bool parse_for_eval(Position& pos, const std::string& fen, std::string* err, std::string* note) {
    note->clear();
    if (pos.set(fen, err)) return true;
    std::istringstream ss(fen);
    std::vector<std::string> f;
    for (std::string w; ss >> w;) f.push_back(w);
    if (f.size() < 4) return false;
    const std::string strict_error = *err;
    std::string bare               = f[0] + " " + f[1] + " - -";
    for (std::size_t i = 4; i < f.size(); ++i) bare += " " + f[i];
    Position probe;
    if (!probe.set(bare, err)) { // the fault is elsewhere
        *err = strict_error;
        return false;
    }
    std::string rights;
    auto keep = [&](char c, Square k, Piece king, Square r, Piece rook) {
        if (f[2].find(c) != std::string::npos && probe.piece_on(k) == king && probe.piece_on(r) == rook)
            rights += c;
    };
    keep('K', SQ_E1, W_KING, SQ_H1, W_ROOK);
    keep('Q', SQ_E1, W_KING, SQ_A1, W_ROOK);
    keep('k', SQ_E8, B_KING, SQ_H8, B_ROOK);
    keep('q', SQ_E8, B_KING, SQ_A8, B_ROOK);
    std::string repaired = f[0] + " " + f[1] + " " + (rights.empty() ? "-" : rights) + " -";
    for (std::size_t i = 4; i < f.size(); ++i) repaired += " " + f[i];
    if (!pos.set(repaired, err)) {
        *err = strict_error;
        return false;
    }
    *note = strict_error + "; evaluated as " + repaired;
    return true;
}

int eval_csv(std::istream& in, const eval::Profile& profile) {
    // Profiles with terms beyond Fruit's append their columns after Fruit's (oracle) layout.
    const bool threats = profile.params.Model == eval::EvalModel::Quince;
    std::cout << eval::csv_header(threats) << "\n";
    eval::Evaluator ev(profile);
    eval::Trace t;
    Position pos;
    std::string line, err, note;
    int lineno = 0, errors = 0;
    while (std::getline(in, line)) {
        ++lineno;
        const std::string fen = fen_part(line);
        if (fen.empty()) continue;
        if (!parse_for_eval(pos, fen, &err, &note)) {
            std::cerr << "error: line " << lineno << ": " << err << "\n";
            ++errors;
            continue;
        }
        if (!note.empty()) std::cerr << "warning: line " << lineno << ": " << note << "\n";
        ev.evaluate_traced(pos, t);
        std::cout << eval::csv_row(fen, t, threats) << "\n";
    }
    return errors ? 1 : 0;
}

// This thread's CPU time in seconds.
double thread_seconds() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

// The profile --profile names, or the command's.
const eval::Profile* chosen_profile(const std::string& name, const Context& ctx) {
    if (name.empty()) return &ctx.profile;
    std::string err;
    const eval::Profile* p = eval::find_profile(name, &err);
    if (!p) std::cerr << "error: --profile: " << err << "\n";
    return p;
}

struct EvalArgs {
    std::string profile;
    bool json = false, csv = false;
    std::vector<std::string> fen;
};

int eval_command(const EvalArgs& a, const Context& ctx) {
    const eval::Profile* profile = chosen_profile(a.profile, ctx);
    if (!profile) return 2;
    if (a.csv) return eval_csv(std::cin, *profile);
    Position pos;
    std::string err, note;
    const std::string fen = join_words(a.fen);
    if (!fen.empty() && !parse_for_eval(pos, fen, &err, &note)) {
        std::cerr << "error: " << err << "\n";
        return 2;
    }
    if (!note.empty()) std::cerr << "warning: " << note << "\n";
    std::cout << (a.json ? eval::trace_json(*profile, pos) : eval::trace(*profile, pos));
    return 0;
}

struct BenchEvalArgs {
    std::string profile, file;
};

int bench_eval(const BenchEvalArgs& a, const Context& ctx) {
    const eval::Profile* profile = chosen_profile(a.profile, ctx);
    if (!profile) return 2;
    const std::string file = a.file.empty() ? data_path("fruit21-oracle/dev.csv.xz") : a.file;
    std::string err;
    std::vector<std::string> lines; // a plain or .xz file
    if (!tune::read_lines(file, lines, &err)) {
        std::cerr << "error: " << err << "\n";
        return 2;
    }
    eval::Evaluator ev(*profile);
    std::vector<Position> positions;
    Position pos;
    ev.prepare(pos); // every position parsed into it (and copied) carries the profile's table
    for (const std::string& line : lines) {
        const std::string fen = fen_part(line);
        if (!fen.empty() && pos.set(fen, &err)) positions.push_back(pos);
    }
    if (positions.empty()) {
        std::cerr << "error: no positions in " << file << "\n";
        return 2;
    }
    long long checksum = 0;
    for (const Position& p : positions) checksum += ev.evaluate(p); // warm the caches

    // Each figure runs batches of passes over the positions until half a second of this thread's
    // CPU time has passed (CPU time, so other processes on the machine disturb it less).
    const int batch = std::max(1, 20000 / int(positions.size()));
    // Batches of passes (a step before each pass, then the evaluations) until half a second of
    // CPU time; the time of the steps alone, measured the same way, is subtracted.
    auto measure = [&](auto&& before_pass, auto&& one) {
        double used = 0, steps = 0;
        long long n = 0;
        while (used - steps < 0.5) {
            double t0 = thread_seconds();
            for (int i = 0; i < batch; ++i) {
                before_pass();
                for (const Position& p : positions) checksum += one(p);
            }
            used += thread_seconds() - t0;
            t0 = thread_seconds();
            for (int i = 0; i < batch; ++i) before_pass();
            steps += thread_seconds() - t0;
            n += static_cast<long long>(positions.size()) * batch;
        }
        return std::max(used - steps, 0.0) * 1e9 / double(n);
    };
    const double warm_ns = measure([] {}, [&](const Position& p) { return ev.evaluate(p); });
    // Cold: the caches are emptied before every pass.
    const double cold_ns = measure([&] { ev.clear(); }, [&](const Position& p) { return ev.evaluate(p); });
    // Reference in the same run: legal move generation on the same positions.
    const double ref_ns = measure([] {}, [](const Position& p) { return legal_moves(p).size(); });

    std::printf("%zu positions, %.1f ns/eval (warm caches)\n", positions.size(), warm_ns);
    std::printf("%zu positions, %.1f ns/eval (cold: caches cleared before each pass)\n", positions.size(),
                cold_ns);
    std::printf("reference: legal move generation %.1f ns/position; eval/movegen = %.2f warm, %.2f cold\n",
                ref_ns, warm_ns / ref_ns, cold_ns / ref_ns);
    std::printf("profile %s, checksum %lld\n", profile->name.c_str(), checksum);
    return 0;
}

} // namespace

void add_eval_commands(CLI::App& app, CLI::App& bench, Commands& commands) {
    const std::string profiles = "the evaluation profile: " + join_words(eval::profile_names()) +
                                 " (or `file`, see quince --help); the command's by default";
    auto e      = std::make_shared<EvalArgs>();
    CLI::App* c = add_command(
        app, commands, "eval", "the static evaluation term by term (table, JSON, or oracle CSV)",
        "quince eval [--profile NAME] [--json] [FEN]  |  quince eval [--profile NAME] --csv < FENS",
        [e](const Context& ctx) { return eval_command(*e, ctx); },
        "--csv reads one FEN a line (text after ; or , is ignored, so EPD and the oracle CSV\n"
        "can be fed directly) and writes the oracle's columns; a bad line is reported on\n"
        "stderr with its number and skipped (exit status 1).");
    c->add_option("--profile", e->profile, profiles)->type_name("NAME");
    CLI::Option* json = c->add_flag("--json", e->json, "the trace as JSON");
    c->add_flag("--csv", e->csv, "FENs from standard input to oracle CSV rows")->excludes(json);
    c->add_option("FEN", e->fen, "the position (its fields, quoted or not); the start position by default");

    auto b       = std::make_shared<BenchEvalArgs>();
    CLI::App* be = add_command(
        bench, commands, "eval", "evaluation speed in ns/eval, warm and cold caches",
        "quince bench eval [--profile NAME] [FENFILE]",
        [b](const Context& ctx) { return bench_eval(*b, ctx); },
        "This thread's CPU time per evaluation over the positions, with warm caches and with\n"
        "the caches cleared before each pass, and legal move generation on the same\n"
        "positions as the reference ratio.");
    be->add_option("--profile", b->profile, profiles)->type_name("NAME");
    be->add_option("FENFILE", b->file,
                   "FENs, one a line (EPD and CSV lines too; plain or .xz); the project's "
                   "data/fruit21-oracle/dev.csv.xz by default");
}

} // namespace quince::cli
