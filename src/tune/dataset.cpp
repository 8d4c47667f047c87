// Loading labeled positions and tracing them into coefficient form (see dataset.h).
#include "tune/dataset.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <condition_variable>
#include <cstring>
#include <memory>
#include <mutex>
#include <sstream>
#include <thread>

#include "board/position.h"
#include "eval/evaluate.h"
#include "eval/params_io.h"
#include "eval/trace.h"
#include "tune/reader.h"

namespace quince::tune {

namespace {

bool is_integer(const std::string& s) {
    if (s.empty() || s.size() > 9) return false;
    for (char c : s)
        if (c < '0' || c > '9') return false;
    return true;
}

bool result_word(const std::string& s, double& r) {
    if (s == "1-0") return r = 1, true;
    if (s == "0-1") return r = 0, true;
    if (s == "1/2-1/2") return r = 0.5, true;
    return false;
}

std::string trim(const std::string& s) {
    auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos) return {};
    auto e = s.find_last_not_of(" \t\r\n");
    return s.substr(b, e - b + 1);
}

} // namespace

ParsedLine parse_line(const std::string& raw) {
    ParsedLine out;
    const std::string line = trim(raw);
    if (line.empty() || line[0] == '#') return out;
    out.kind = LineKind::Bad;

    std::string head; // the text before the label
    bool labelled = false;
    if (auto c9 = line.find("c9 \""); c9 != std::string::npos) {
        auto close = line.find('"', c9 + 4);
        if (close == std::string::npos) return out.error = "unterminated c9 string", out;
        const std::string word = line.substr(c9 + 4, close - c9 - 4);
        if (!result_word(word, out.result))
            return out.error = "c9 result '" + word + "' is not 1-0, 0-1 or 1/2-1/2", out;
        head = line.substr(0, c9), labelled = true;
    } else if (auto open = line.rfind('['); open != std::string::npos) {
        auto close = line.find(']', open);
        if (close == std::string::npos) return out.error = "unterminated [result]", out;
        const std::string num = trim(line.substr(open + 1, close - open - 1));
        std::size_t used      = 0;
        double r              = -1;
        try {
            r = std::stod(num, &used);
        } catch (...) {
            used = 0;
        }
        if (num.empty() || used != num.size() || !(r >= 0 && r <= 1))
            return out.error = "result [" + num + "] is not a number in [0, 1]", out;
        out.result = r, head = line.substr(0, open), labelled = true;
    }
    const std::string& text = head.empty() && !labelled ? line : head;
    std::vector<std::string> tok; // whitespace-separated fields (no stream: this runs per line)
    for (std::size_t i = 0; i < text.size();) {
        while (i < text.size() && std::isspace((unsigned char)text[i])) ++i;
        std::size_t j = i;
        while (j < text.size() && !std::isspace((unsigned char)text[j])) ++j;
        if (j > i) tok.emplace_back(text, i, j - i);
        i = j;
    }
    if (!labelled) {
        if (tok.empty() || !result_word(tok.back(), out.result))
            return out.error = "no result label (c9 \"1-0\";, [1.0] or a trailing 1-0 / 0-1 / 1/2-1/2)", out;
        tok.pop_back();
    }
    if (tok.size() < 4) return out.error = "expected a FEN before the result", out;
    std::string fen = tok[0] + " " + tok[1] + " " + tok[2] + " " + tok[3];
    // Halfmove clock and move number when present (EPD has neither; its operations follow).
    if (tok.size() >= 6 && is_integer(tok[4]) && is_integer(tok[5])) fen += " " + tok[4] + " " + tok[5];
    out.fen  = fen;
    out.kind = LineKind::Position;
    return out;
}

namespace {

// Split a file's content into lines, handing them on in blocks of up to `block` lines. False if
// reading failed (reader.error()): the lines after the error are not handed on.
template <class Sink> bool read_blocks(FileReader& reader, std::size_t block, Sink&& sink) {
    std::vector<std::string> lines;
    std::string cur;
    std::vector<char> buf(1 << 16);
    std::size_t n;
    while ((n = reader.read(buf.data(), buf.size())) > 0) {
        const char* p   = buf.data();
        const char* end = p + n;
        while (p < end) {
            const char* nl = static_cast<const char*>(std::memchr(p, '\n', std::size_t(end - p)));
            if (!nl) {
                cur.append(p, end);
                break;
            }
            cur.append(p, nl);
            lines.push_back(std::move(cur));
            cur.clear();
            p = nl + 1;
            if (lines.size() >= block) sink(std::move(lines)), lines.clear();
        }
    }
    if (!reader.error().empty()) return false;
    if (!cur.empty()) lines.push_back(std::move(cur));
    if (!lines.empty()) sink(std::move(lines));
    return true;
}

} // namespace

bool read_lines(const std::string& path, std::vector<std::string>& lines, std::string* err) {
    lines.clear();
    FileReader reader;
    if (!reader.open(path, err)) return false;
    const bool ok = read_blocks(reader, std::size_t(-1), [&](std::vector<std::string>&& block) {
        for (auto& l : block) lines.push_back(std::move(l));
    });
    if (!ok) {
        lines.clear();
        return err && (*err = reader.error(), false);
    }
    return true;
}

namespace {

struct Part {
    Dataset d;
    std::vector<std::pair<std::size_t, std::string>> bad; // (line number, message)
    std::size_t strays = 0;                               // LoadReport::strays
    std::string first_stray;
};

// Trace lines[from, to); line i has number line_base + i + 1.
void trace_range(const std::vector<std::string>& lines, std::size_t from, std::size_t to,
                 std::size_t line_base, const eval::Profile& profile, bool strict, Part& part) {
    const eval::Params& start = profile.params;
    eval::Evaluator ev(profile);
    eval::CoefTrace t;
    Position pos;
    std::vector<double> acc(start.weight_slots(), 0.0);
    std::vector<std::uint16_t> touched;
    // mul / MulFull scales the mixed score; a profile in finer internal units (rybka: 1/32 cp)
    // is then divided down to centipawns, as the evaluation does.
    const double full = double(start.MulFull) * start.UnitsPerCp;
    std::string err;
    Dataset& d = part.d;
    for (std::size_t i = from; i < to; ++i) {
        const ParsedLine pl = parse_line(lines[i]);
        if (pl.kind == LineKind::Skip) continue;
        if (pl.kind == LineKind::Bad || !pos.set(pl.fen, &err)) {
            part.bad.emplace_back(line_base + i + 1, pl.kind == LineKind::Bad ? pl.error : err);
            if (strict) return;
            continue;
        }
        if (pos.in_check()) { // the evaluation is never asked in check (quiet positions only)
            part.bad.emplace_back(line_base + i + 1, "side to move is in check");
            if (strict) return;
            continue;
        }
        ev.evaluate_coefs(pos, t);
        if (t.strays) { // a term's coef() named no weight (eval/trace.h): the trace is not the model
            part.strays += t.strays;
            if (part.first_stray.empty()) {
                const std::string shape = eval::rules_element_at(t.first_stray);
                part.first_stray =
                    "line " + std::to_string(line_base + i + 1) + ": a coefficient of " +
                    (shape.empty() ? "something " + std::to_string(t.first_stray) + " bytes from the weights"
                                   : "Rules' " + shape + ", which is not a weight");
            }
        }
        const double op_share = (256.0 - t.phase_) / 256.0, eg_share = t.phase_ / 256.0;
        for (const auto& e : t.entries) {
            const std::uint16_t slot = e.slot;
            if (acc[slot] == 0.0) touched.push_back(slot);
            acc[slot] += e.n * (e.stage == eval::ST_OP ? op_share : eg_share);
            if (acc[slot] == 0.0) acc[slot] = 1e-300; // keep it in `touched` once
        }
        double explained = 0;
        d.begin.push_back(std::uint32_t(d.index.size()));
        std::sort(touched.begin(), touched.end()); // entry order independent of the trace order
        for (std::uint16_t s : touched) {
            const double c = acc[s];
            acc[s]         = 0.0;
            if (std::abs(c) < 1e-12) continue;
            d.index.push_back(s);
            d.coef.push_back(float(c));
            explained += c * start.weight(s);
        }
        touched.clear();
        d.result.push_back(float(pl.result));
        d.residual.push_back(t.early ? 0.0f : float(t.mixed - explained));
        d.scale[0].push_back(float(t.mul[WHITE] / full));
        d.scale[1].push_back(float(t.mul[BLACK] / full));
        d.line.push_back(int(line_base + i + 1));
        d.fen.push_back(pl.fen);
    }
}

// Concatenate the parts in order; in strict mode stop at the first bad line.
Dataset merge(std::vector<Part*> parts, std::size_t lines, bool strict, LoadReport& report) {
    Dataset d;
    report       = LoadReport{};
    report.lines = lines;
    for (Part* pp : parts) {
        Part& p = *pp;
        for (auto& [n, msg] : p.bad) report.messages.push_back("line " + std::to_string(n) + ": " + msg);
        report.bad += p.bad.size();
        if (report.strays == 0) report.first_stray = p.first_stray;
        report.strays += p.strays;
        if (strict && !p.bad.empty()) {
            report.aborted = true;
            report.messages.resize(report.messages.size() - p.bad.size() + 1);
            return {};
        }
        const auto base = std::uint32_t(d.index.size());
        for (auto b : p.d.begin) d.begin.push_back(b + base);
        d.index.insert(d.index.end(), p.d.index.begin(), p.d.index.end());
        d.coef.insert(d.coef.end(), p.d.coef.begin(), p.d.coef.end());
        d.result.insert(d.result.end(), p.d.result.begin(), p.d.result.end());
        d.residual.insert(d.residual.end(), p.d.residual.begin(), p.d.residual.end());
        for (int s = 0; s < 2; ++s)
            d.scale[s].insert(d.scale[s].end(), p.d.scale[s].begin(), p.d.scale[s].end());
        d.line.insert(d.line.end(), p.d.line.begin(), p.d.line.end());
        for (auto& f : p.d.fen) d.fen.push_back(std::move(f));
        p = Part{}; // free as we go
    }
    d.begin.push_back(std::uint32_t(d.index.size()));
    report.positions = d.size();
    return d;
}

} // namespace

Dataset trace_lines(const std::vector<std::string>& lines, const eval::Profile& start, const LoadOptions& opt,
                    LoadReport& report) {
    Position::init();
    const int nt = std::max(1, opt.threads);
    std::vector<Part> parts(nt);
    std::vector<std::thread> pool;
    const std::size_t n = lines.size();
    for (int k = 0; k < nt; ++k)
        pool.emplace_back(trace_range, std::cref(lines), n * k / nt, n * (k + 1) / nt, 0, std::cref(start),
                          opt.strict, std::ref(parts[k]));
    for (auto& th : pool) th.join();
    std::vector<Part*> ptrs;
    for (Part& p : parts) ptrs.push_back(&p);
    Dataset d = merge(ptrs, n, opt.strict, report);
    d.slots   = start.params.weight_slots();
    return d;
}

bool load_dataset(const std::string& path, const eval::Profile& start, const LoadOptions& opt, Dataset& out,
                  LoadReport& report, std::string* err) {
    Position::init();
    FileReader reader;
    if (!reader.open(path, err)) return false;

    // This thread reads blocks of lines; the workers trace them as they come. Results are kept
    // per block and merged in block order, so threads never change the outcome.
    struct Block {
        std::vector<std::string> lines;
        std::size_t first = 0;
        Part part;
    };
    std::vector<std::unique_ptr<Block>> blocks;
    std::mutex mu;
    std::condition_variable cv;
    std::size_t next = 0, lines_read = 0;
    bool done    = false;
    const int nt = std::max(1, opt.threads);
    std::vector<std::thread> pool;
    for (int k = 0; k < nt; ++k)
        pool.emplace_back([&] {
            while (true) {
                Block* b = nullptr;
                {
                    std::unique_lock lock(mu);
                    cv.wait(lock, [&] { return next < blocks.size() || done; });
                    if (next >= blocks.size()) return;
                    b = blocks[next++].get();
                }
                trace_range(b->lines, 0, b->lines.size(), b->first, start, opt.strict, b->part);
                b->lines = {};
                cv.notify_all();
            }
        });
    const bool read_ok = read_blocks(reader, 4096, [&](std::vector<std::string>&& lines) {
        auto b   = std::make_unique<Block>();
        b->first = lines_read;
        lines_read += lines.size();
        b->lines = std::move(lines);
        std::unique_lock lock(mu);
        cv.wait(lock, [&] { return blocks.size() - next < std::size_t(8 * nt); }); // bounded queue
        blocks.push_back(std::move(b));
        cv.notify_all();
    });
    {
        std::lock_guard lock(mu);
        done = true;
    }
    cv.notify_all();
    for (auto& th : pool) th.join();
    // A read error (a corrupt or truncated .xz) fails the whole load: `out` is left as it was.
    if (!read_ok) return err && (*err = reader.error(), false);
    std::vector<Part*> ptrs;
    for (auto& b : blocks) ptrs.push_back(&b->part);
    out       = merge(ptrs, lines_read, opt.strict, report);
    out.slots = start.params.weight_slots();
    return true;
}

} // namespace quince::tune
