// Command-line tools of the evaluation: `quince eval` (trace, JSON, oracle CSV) and
// `quince bench eval` (evaluation speed, warm and cold caches).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "board/movegen.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "eval/trace.h"
#include "tools/commands.h"

namespace quince {

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
// castling right only with king and rook on their original squares (reference 0.3), so a FEN
// that fails the strict parser only through those two fields is evaluated without them:
// `note` then says what was dropped. Any other fault is an error.
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
    const bool threats = profile.params.Threats;
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

// Where the shared project data lives: $QUINCE_SHARED, ../shared beside an ancestor of the
// binary's directory, or the source tree's ../shared recorded at build time.
std::filesystem::path shared_dir() {
    namespace fs = std::filesystem;
    if (const char* env = std::getenv("QUINCE_SHARED")) return env;
    std::error_code ec;
    fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec)
        for (fs::path d = exe.parent_path(); !d.empty() && d != d.root_path(); d = d.parent_path())
            if (fs::exists(d / ".." / "shared" / "fruit21-oracle", ec)) return d / ".." / "shared";
#ifdef QUINCE_SHARED_DIR_DEFAULT
    return QUINCE_SHARED_DIR_DEFAULT;
#else
    return "../shared";
#endif
}

// This thread's CPU time in seconds.
double thread_seconds() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

} // namespace

int cmd_eval(const Args& args, const eval::Profile& cli_profile) {
    const eval::Profile* profile = &cli_profile;
    bool json = false, csv = false;
    std::string fen, err;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--json")
            json = true;
        else if (args[i] == "--csv")
            csv = true;
        else if (args[i] == "--profile") {
            if (i + 1 >= args.size()) {
                std::cerr << "error: --profile needs a name\n";
                return 2;
            }
            if (!(profile = eval::find_profile(args[++i], &err))) {
                std::cerr << "error: " << err << "\n";
                return 2;
            }
        } else if (args[i].rfind("--", 0) == 0) {
            std::cerr << "usage: quince eval [--profile NAME] [--json] [FEN]\n"
                         "       quince eval [--profile NAME] --csv < FENS\n";
            return 2;
        } else
            fen.append(fen.empty() ? "" : " ").append(args[i]);
    }
    if (csv) return eval_csv(std::cin, *profile);
    Position pos;
    std::string note;
    if (!fen.empty() && !parse_for_eval(pos, fen, &err, &note)) {
        std::cerr << "error: " << err << "\n";
        return 2;
    }
    if (!note.empty()) std::cerr << "warning: " << note << "\n";
    std::cout << (json ? eval::trace_json(*profile, pos) : eval::trace(*profile, pos));
    return 0;
}

int cmd_bench_eval(const Args& args, const eval::Profile& cli_profile) {
    const eval::Profile* profile = &cli_profile;
    const char* usage            = "usage: quince bench eval [--profile NAME] [FENFILE]\n";
    if (args.empty() || args[0] != "eval") {
        std::cerr << usage;
        return 2;
    }
    std::string file, err;
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--profile") {
            if (i + 1 >= args.size()) {
                std::cerr << usage;
                return 2;
            }
            if (!(profile = eval::find_profile(args[++i], &err))) {
                std::cerr << "error: " << err << "\n";
                return 2;
            }
        } else if (args[i].rfind("--", 0) == 0 || !file.empty()) {
            std::cerr << usage;
            return 2;
        } else
            file = args[i];
    }
    if (file.empty()) file = (shared_dir() / "fruit21-oracle" / "dev.csv").string();
    std::ifstream in(file);
    if (!in) {
        std::cerr << "error: cannot read " << file << "\n";
        return 2;
    }
    eval::Evaluator ev(*profile);
    std::vector<Position> positions;
    Position pos;
    ev.prepare(pos); // every position parsed into it (and copied) carries the profile's table
    std::string line;
    while (std::getline(in, line)) {
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

} // namespace quince
