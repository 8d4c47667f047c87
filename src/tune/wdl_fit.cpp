// The win/draw/loss model's maximum-likelihood fit (wdl_fit.h) and the whole run of `quince
// wdl-fit` (run_wdl_fit), which scores labeled positions with a short search and fits the model to
// their game results.
#include "tune/wdl_fit.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iostream>
#include <limits>
#include <mutex>
#include <sstream>
#include <thread>
#include <utility>

#include "board/pgn.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "search/engine.h"
#include "tune/dataset.h"
#include "tune/pgn_labels.h"

namespace quince::wdl {

namespace {

constexpr int NParams = 8; // a0..a3, b0..b3
// Scores and coefficients are in pawns inside the fit (centipawns outside).
constexpr double Unit    = 100.0;
constexpr double MinProb = 1e-15;

double poly(const double* k, double x) { return ((k[3] * x + k[2]) * x + k[1]) * x + k[0]; }
double logistic(double t) { return 1.0 / (1.0 + std::exp(-t)); }

// The three probabilities with unclamped a and b (both must be > 0). The draw is computed as the
// difference of two logistics, which keeps its precision where it is small.
struct Raw {
    double pw, pd, pl, tw, tl;
};
Raw raw_probs(double s, double a, double b) {
    Raw r;
    r.tw = (s - a) / b;
    r.tl = (-s - a) / b;
    r.pw = logistic(r.tw);
    r.pl = logistic(r.tl);
    r.pd = logistic(-r.tw) - r.pl;
    return r;
}

// Mean negative log-likelihood; +infinity when a(x) or b(x) is not positive on a sample or on a
// grid over [-1, 1] (the model must be usable everywhere the engine applies it).
double mean_nll(const std::vector<Sample>& v, const double* th) {
    for (int i = 0; i <= 40; ++i) {
        const double x = -1.0 + i / 20.0;
        if (poly(th, x) <= 0 || poly(th + 4, x) <= 0) return std::numeric_limits<double>::infinity();
    }
    double sum = 0;
    for (const Sample& s : v) {
        const double a = poly(th, s.x), b = poly(th + 4, s.x);
        if (a <= 0 || b <= 0) return std::numeric_limits<double>::infinity();
        const Raw r    = raw_probs(s.score / Unit, a, b);
        const double p = s.result == WIN ? r.pw : s.result == LOSS ? r.pl : r.pd;
        sum -= std::log(std::max(p, MinProb));
    }
    return v.empty() ? 0 : sum / double(v.size());
}

// Gradient of the mean NLL and the Fisher information (expected Hessian) at th.
void gradient_fisher(const std::vector<Sample>& v, const double* th, double* g, double (*F)[NParams]) {
    std::fill(g, g + NParams, 0.0);
    for (int i = 0; i < NParams; ++i) std::fill(F[i], F[i] + NParams, 0.0);
    for (const Sample& s : v) {
        const double a = poly(th, s.x), b = poly(th + 4, s.x);
        const Raw r     = raw_probs(s.score / Unit, a, b);
        const double dw = r.pw * (1 - r.pw), dl = r.pl * (1 - r.pl);
        // d p / d (a, b) for win, loss, draw.
        const double gw[2] = {-dw / b, -dw * r.tw / b};
        const double gl[2] = {-dl / b, -dl * r.tl / b};
        const double gd[2] = {-gw[0] - gl[0], -gw[1] - gl[1]};
        const double pw = std::max(r.pw, MinProb), pl = std::max(r.pl, MinProb), pd = std::max(r.pd, MinProb);
        const double* gy = s.result == WIN ? gw : s.result == LOSS ? gl : gd;
        const double py  = s.result == WIN ? pw : s.result == LOSS ? pl : pd;
        double ab[2][2];
        for (int i = 0; i < 2; ++i)
            for (int j = 0; j < 2; ++j)
                ab[i][j] = gw[i] * gw[j] / pw + gl[i] * gl[j] / pl + gd[i] * gd[j] / pd;
        const double phi[4] = {1, s.x, s.x * s.x, s.x * s.x * s.x};
        for (int p = 0; p < NParams; ++p) {
            const int pi = p / 4;
            g[p] -= gy[pi] / py * phi[p % 4];
            for (int q = 0; q < NParams; ++q) F[p][q] += ab[pi][q / 4] * phi[p % 4] * phi[q % 4];
        }
    }
    const double n = std::max<double>(1, double(v.size()));
    for (int p = 0; p < NParams; ++p) {
        g[p] /= n;
        for (int q = 0; q < NParams; ++q) F[p][q] /= n;
    }
}

// Solve A y = r (n x n, Gaussian elimination with partial pivoting); false if singular.
bool solve(std::vector<std::vector<double>> A, std::vector<double> r, std::vector<double>& y) {
    const int n = int(r.size());
    for (int c = 0; c < n; ++c) {
        int piv = c;
        for (int i = c + 1; i < n; ++i)
            if (std::abs(A[i][c]) > std::abs(A[piv][c])) piv = i;
        if (std::abs(A[piv][c]) < 1e-300) return false;
        std::swap(A[c], A[piv]);
        std::swap(r[c], r[piv]);
        for (int i = c + 1; i < n; ++i) {
            const double f = A[i][c] / A[c][c];
            for (int j = c; j < n; ++j) A[i][j] -= f * A[c][j];
            r[i] -= f * r[c];
        }
    }
    y.assign(n, 0.0);
    for (int i = n - 1; i >= 0; --i) {
        double t = r[i];
        for (int j = i + 1; j < n; ++j) t -= A[i][j] * y[j];
        y[i] = t / A[i][i];
    }
    return true;
}

} // namespace

FitResult fit(const std::vector<Sample>& samples, const FitOptions& opt) {
    const int deg = std::clamp(opt.degree, 0, 3);
    std::vector<int> active; // parameter indices being fitted
    for (int k = 0; k <= deg; ++k) active.push_back(k);
    for (int k = 0; k <= deg; ++k) active.push_back(4 + k);
    const int n = int(active.size());

    double th[NParams] = {1.0, 0, 0, 0, 0.6, 0, 0, 0}; // a = 1 pawn, b = 0.6 pawn: a valid start
    double f           = mean_nll(samples, th);
    double lambda      = 1e-3;
    FitResult res;
    for (res.iterations = 0; res.iterations < opt.max_iters && !samples.empty(); ++res.iterations) {
        double g[NParams], F[NParams][NParams];
        gradient_fisher(samples, th, g, F);
        bool improved = false;
        double next[NParams], fn = f;
        for (int tries = 0; tries < 40 && !improved; ++tries) {
            std::vector<std::vector<double>> A(n, std::vector<double>(n));
            std::vector<double> r(n), step;
            for (int i = 0; i < n; ++i) {
                for (int j = 0; j < n; ++j) A[i][j] = F[active[i]][active[j]];
                A[i][i] += lambda * (F[active[i]][active[i]] + 1e-12);
                r[i] = -g[active[i]];
            }
            if (solve(A, r, step)) {
                std::copy(th, th + NParams, next);
                for (int i = 0; i < n; ++i) next[active[i]] += step[i];
                fn = mean_nll(samples, next);
                if (std::isfinite(fn) && fn <= f) {
                    improved = true;
                    lambda   = std::max(lambda / 10, 1e-12);
                    break;
                }
            }
            lambda *= 10;
        }
        if (!improved) { // no step lowers the loss: at the optimum (to rounding)
            res.converged = true;
            break;
        }
        const double gain = f - fn;
        std::copy(next, next + NParams, th);
        f = fn;
        if (gain < 1e-13) {
            res.converged = true;
            ++res.iterations;
            break;
        }
    }
    for (int k = 0; k < 4; ++k) {
        res.coefs.a[k] = th[k] * Unit;
        res.coefs.b[k] = th[4 + k] * Unit;
    }
    res.log_loss = f;
    return res;
}

ScaleFit fit_scales(const std::vector<Sample>& samples, const Coefs& base, int max_iters) {
    // f(u, v) = mean NLL at alpha = e^u, beta = e^v: smooth, and every (u, v) keeps a and b as
    // positive as base's.
    auto f = [&](double u, double v) { return log_loss(samples, scaled(base, std::exp(u), std::exp(v))); };
    ScaleFit r;
    double u = 0, v = 0, fu = f(u, v);
    constexpr double h = 1e-4;
    for (r.iterations = 0; r.iterations < max_iters && !samples.empty(); ++r.iterations) {
        const double fpu = f(u + h, v), fmu = f(u - h, v), fpv = f(u, v + h), fmv = f(u, v - h);
        const double gu = (fpu - fmu) / (2 * h), gv = (fpv - fmv) / (2 * h);
        const double huu = (fpu - 2 * fu + fmu) / (h * h), hvv = (fpv - 2 * fu + fmv) / (h * h);
        const double huv =
            (f(u + h, v + h) - f(u + h, v - h) - f(u - h, v + h) + f(u - h, v - h)) / (4 * h * h);
        double du = -gu, dv = -gv; // gradient step unless the Hessian is positive definite
        const double det = huu * hvv - huv * huv;
        if (huu > 0 && det > 0) du = -(hvv * gu - huv * gv) / det, dv = -(huu * gv - huv * gu) / det;
        const double len = std::hypot(du, dv);
        if (len > 0.5) du *= 0.5 / len, dv *= 0.5 / len; // at most a factor e^0.5 per step
        double gain = 0; // stays 0 when no step lowers the loss: at the optimum (to rounding)
        for (int halve = 0; halve < 30 && gain == 0; ++halve, du /= 2, dv /= 2) {
            const double fn = f(u + du, v + dv);
            if (std::isfinite(fn) && fn < fu) gain = fu - fn, u += du, v += dv, fu = fn;
        }
        if (gain < 1e-12) {
            r.converged = true;
            break;
        }
    }
    r.alpha = std::exp(u), r.beta = std::exp(v);
    r.coefs    = scaled(base, r.alpha, r.beta);
    r.log_loss = fu;
    return r;
}

double log_loss(const std::vector<Sample>& samples, const Coefs& c) {
    double th[NParams];
    for (int k = 0; k < 4; ++k) th[k] = c.a[k] / Unit, th[4 + k] = c.b[k] / Unit;
    return mean_nll(samples, th);
}

double log_loss(const std::vector<Sample>& samples, const Probs& q) {
    double sum = 0;
    for (const Sample& s : samples)
        sum -= std::log(std::max(s.result == WIN ? q.win : s.result == LOSS ? q.loss : q.draw, MinProb));
    return samples.empty() ? 0 : sum / double(samples.size());
}

Probs frequencies(const std::vector<Sample>& samples) {
    Probs q;
    for (const Sample& s : samples) (s.result == WIN ? q.win : s.result == LOSS ? q.loss : q.draw) += 1;
    const double n = std::max<double>(1, double(samples.size()));
    q.win /= n, q.draw /= n, q.loss /= n;
    return q;
}

Probs mean_probabilities(const std::vector<Sample>& samples, const Coefs& c) {
    Probs q;
    for (const Sample& s : samples) {
        const Probs p = probabilities(s.score, s.x, c);
        q.win += p.win, q.draw += p.draw, q.loss += p.loss;
    }
    const double n = std::max<double>(1, double(samples.size()));
    q.win /= n, q.draw /= n, q.loss /= n;
    return q;
}

double accuracy(const std::vector<Sample>& samples, const Coefs& c) {
    long hit = 0;
    for (const Sample& s : samples) {
        const Probs p      = probabilities(s.score, s.x, c);
        const Outcome best = p.win >= p.draw && p.win >= p.loss ? WIN : p.loss >= p.draw ? LOSS : DRAW;
        hit += best == s.result;
    }
    return samples.empty() ? 0 : double(hit) / double(samples.size());
}

std::vector<CalibrationBin> calibration(const std::vector<Sample>& samples, const Coefs& c, Outcome which,
                                        int bins) {
    std::vector<CalibrationBin> out(std::max(1, bins));
    for (std::size_t i = 0; i < out.size(); ++i) {
        out[i].lo = double(i) / double(out.size());
        out[i].hi = double(i + 1) / double(out.size());
    }
    for (const Sample& s : samples) {
        const Probs p  = probabilities(s.score, s.x, c);
        const double q = which == WIN ? p.win : which == LOSS ? p.loss : p.draw;
        auto& b        = out[std::min(out.size() - 1, std::size_t(q * double(out.size())))];
        ++b.count;
        b.predicted += q;
        b.observed += s.result == which;
    }
    for (auto& b : out)
        if (b.count) b.predicted /= double(b.count), b.observed /= double(b.count);
    return out;
}

std::string to_cpp(const Coefs& c) {
    char buf[256];
    std::snprintf(buf, sizeof buf, "{{%.4f, %.4f, %.4f, %.4f}, {%.4f, %.4f, %.4f, %.4f}}", c.a[0], c.a[1],
                  c.a[2], c.a[3], c.b[0], c.b[1], c.b[2], c.b[3]);
    return buf;
}

} // namespace quince::wdl

// ---------------------------------------------------------------------------------------------
// quince wdl-fit

namespace quince::wdl {

namespace {

// One scored position: its input line number, search score (side to move), material, result.
struct Scored {
    int line            = 0;
    int score           = 0;
    int material        = 0;
    wdl::Outcome result = wdl::DRAW;
    bool ok             = false;
    bool first          = false; // the first scored move of its game (--games)
};

std::uint64_t mix64(std::uint64_t z) {
    z += 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
// Held-out or not: a hash of the line number and the seed, so the split does not depend on the
// order of work or the number of threads.
bool held_out(int line, std::uint64_t seed, double share) {
    const std::uint64_t h = mix64(mix64(seed) ^ std::uint64_t(line));
    return double(h >> 11) * 0x1.0p-53 < share;
}

// Search every position (blocks of consecutive lines; each block starts from a cleared engine,
// so the scores do not depend on the number of threads).
std::vector<Scored> score_positions(const std::vector<std::string>& lines, const WdlFitOptions& o, long& bad,
                                    std::ostream& log) {
    std::vector<Scored> out(lines.size());
    constexpr std::size_t Block = 256;
    const std::size_t blocks    = (lines.size() + Block - 1) / Block;
    std::atomic<std::size_t> next{0}, done{0};
    std::atomic<long> nbad{0};
    std::mutex log_mutex;
    const auto t0 = std::chrono::steady_clock::now();
    auto work     = [&] {
        search::Engine engine;
        std::string err;
        engine.set_hash(4, &err);
        search::Limits lim;
        lim.nodes = std::uint64_t(o.nodes);
        for (std::size_t b; (b = next.fetch_add(1)) < blocks;) {
            engine.clear();
            for (std::size_t i = b * Block; i < std::min(lines.size(), (b + 1) * Block); ++i) {
                const tune::ParsedLine pl = tune::parse_line(lines[i]);
                if (pl.kind == tune::LineKind::Skip) continue;
                Position pos;
                if (pl.kind == tune::LineKind::Bad || !pos.set(pl.fen, &err)) {
                    ++nbad;
                    continue;
                }
                const double r = pos.side_to_move() == WHITE ? pl.result : 1.0 - pl.result;
                Scored& s      = out[i];
                s.line         = int(i + 1);
                s.result       = r > 0.75 ? wdl::WIN : r < 0.25 ? wdl::LOSS : wdl::DRAW;
                s.material     = wdl::material(pos);
                lim.start      = 0;
                s.score        = engine.search(pos, lim).score;
                s.ok           = true;
            }
            const std::size_t d = ++done;
            if (d % std::max<std::size_t>(1, blocks / 20) == 0 || d == blocks) {
                const double secs =
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
                char line[96];
                std::snprintf(line, sizeof line, "  searched %zu/%zu blocks, %.0f s\n", d, blocks, secs);
                std::lock_guard<std::mutex> lock(log_mutex);
                log << line << std::flush;
            }
        }
    };
    std::vector<std::thread> pool;
    for (int t = 0; t < o.threads; ++t) pool.emplace_back(work);
    for (auto& t : pool) t.join();
    bad = nbad.load();
    return out;
}

// What read_game_scores found besides the scores.
struct GameTally {
    int games = 0, played = 0, wins = 0, draws = 0, losses = 0; // played: games `player` took part in,
                                                                // with a result (wins: the player's)
    int unreadable = 0;
    long unscored  = 0; // the player's moves without a score (book moves, mates)
};

bool contains_nocase(const std::string& text, const std::string& part) {
    return std::search(text.begin(), text.end(), part.begin(), part.end(), [](char a, char b) {
               return std::tolower(static_cast<unsigned char>(a)) ==
                      std::tolower(static_cast<unsigned char>(b));
           }) != text.end();
}

// The scores `player` printed in played games: every move of that engine whose comment starts with
// a score (`+0.35/16 0.174s`) gives the mover's score, the material before the move and the result
// from the mover's side. `line` is the game's number, so a game lies wholly in one share.
bool read_game_scores(const WdlFitOptions& o, std::vector<Scored>& out, GameTally& t, std::string& err,
                      std::ostream& log) {
    std::ifstream in(o.games, std::ios::binary);
    if (!in) {
        err = "cannot read " + o.games;
        return false;
    }
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string pgn = ss.str();
    int seen              = 0;
    t.games               = for_each_pgn_game(pgn, [&](std::size_t at, std::size_t* end) {
        PgnGame game;
        std::string why;
        const int number = ++seen;
        if (!parse_pgn(pgn, game, &why, at, end)) {
            if (++t.unreadable <= 5) log << "game " << number << ": skipped: " << why << "\n";
            return;
        }
        const std::string result = game_result(game);
        std::string white, black;
        for (const auto& [name, value] : game.tags) {
            if (name == "White") white = value;
            if (name == "Black") black = value;
        }
        const double white_result = result == "1-0"       ? 1
                                                  : result == "0-1"     ? 0
                                                  : result == "1/2-1/2" ? 0.5
                                                                        : -1;
        const bool as_white = contains_nocase(white, o.player), as_black = contains_nocase(black, o.player);
        if (white_result < 0 || (!as_white && !as_black)) return;
        ++t.played;
        const double mine = as_white ? white_result : 1 - white_result; // self-play: White's
        (mine == 1 ? t.wins : mine == 0 ? t.losses : t.draws)++;
        bool first = true;
        Position pos;
        for (std::size_t ply = 0; ply < game.comments.size() && ply < game.fens.size(); ++ply) {
            if (!pos.set(game.fens[ply])) break;
            const bool white_moves = pos.side_to_move() == WHITE;
            if (white_moves ? !as_white : !as_black) continue;
            int cp = 0;
            if (!tune::comment_score(game.comments[ply], &cp)) {
                ++t.unscored;
                continue;
            }
            const double r = white_moves ? white_result : 1 - white_result;
            Scored s;
            s.line     = number;
            s.score    = cp;
            s.material = wdl::material(pos);
            s.result   = r > 0.75 ? wdl::WIN : r < 0.25 ? wdl::LOSS : wdl::DRAW;
            s.ok       = true;
            s.first    = std::exchange(first, false);
            out.push_back(s);
        }
    });
    if (!t.played) {
        err = o.games + ": no finished game with a player named like '" + o.player + "'";
        return false;
    }
    return true;
}

bool load_scores(const std::string& path, std::vector<Scored>& out, std::string& err) {
    std::ifstream in(path);
    if (!in) {
        err = "cannot read " + path;
        return false;
    }
    std::string line;
    int n = 0;
    while (std::getline(in, line)) {
        ++n;
        if (line.empty() || line[0] == '#' || line.rfind("line,", 0) == 0) continue;
        Scored s;
        char r = 0;
        if (std::sscanf(line.c_str(), "%d,%d,%d,%c", &s.line, &s.score, &s.material, &r) != 4 ||
            (r != 'W' && r != 'D' && r != 'L')) {
            err = path + ": line " + std::to_string(n) + ": expected line,score,material,W|D|L";
            return false;
        }
        s.result = r == 'W' ? wdl::WIN : r == 'L' ? wdl::LOSS : wdl::DRAW;
        s.ok     = true;
        out.push_back(s);
    }
    return true;
}

void print_calibration(std::ostream& os, const char* what, const std::vector<wdl::CalibrationBin>& bins) {
    char buf[160];
    os << "calibration on held-out data, " << what << " (bins of predicted probability):\n"
       << "    bin        count   predicted  observed\n";
    for (const auto& b : bins) {
        if (!b.count) continue;
        std::snprintf(buf, sizeof buf, "    %.1f-%.1f  %7ld   %.3f      %.3f\n", b.lo, b.hi, b.count,
                      b.predicted, b.observed);
        os << buf;
    }
}

std::string today() {
    std::time_t t = std::time(nullptr);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%d", std::gmtime(&t));
    return buf;
}

} // namespace

int run_wdl_fit(const WdlFitOptions& o, std::ostream& out, std::ostream& log) {
    Position::init();
    std::vector<Scored> scored;
    long bad = 0, lines_read = 0;
    const auto t0 = std::chrono::steady_clock::now();
    std::string err;
    GameTally tally;
    if (!o.load_scores.empty()) {
        if (!load_scores(o.load_scores, scored, err)) {
            log << "error: " << err << "\n";
            return 2;
        }
        lines_read = long(scored.size());
    } else if (!o.games.empty()) {
        if (!read_game_scores(o, scored, tally, err, log)) {
            log << "error: " << err << "\n";
            return 2;
        }
        lines_read = long(scored.size());
    } else {
        std::vector<std::string> lines;
        if (!tune::read_lines(o.data, lines, &err)) {
            log << "error: " << err << "\n";
            return 2;
        }
        if (o.limit > 0 && static_cast<long long>(lines.size()) > o.limit) lines.resize(std::size_t(o.limit));
        lines_read = long(lines.size());
        log << "wdl-fit: searching " << lines.size() << " lines at " << o.nodes << " nodes with " << o.threads
            << " thread(s)" << std::endl;
        scored = score_positions(lines, o, bad, log);
        scored.erase(std::remove_if(scored.begin(), scored.end(), [](const Scored& s) { return !s.ok; }),
                     scored.end());
    }
    const double search_secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (!o.save_scores.empty()) {
        std::ofstream f(o.save_scores);
        f << "line,score,material,result\n";
        for (const Scored& s : scored)
            f << s.line << ',' << s.score << ',' << s.material << ','
              << (s.result == wdl::WIN    ? 'W'
                  : s.result == wdl::LOSS ? 'L'
                                          : 'D')
              << '\n';
        if (!f) {
            log << "error: cannot write " << o.save_scores << "\n";
            return 2;
        }
    }

    std::vector<wdl::Sample> train, test;
    std::vector<wdl::Sample> firsts; // --games: each game's first scored move
    long mates = 0, mates_right = 0;
    for (const Scored& s : scored) {
        if (std::abs(s.score) >= VALUE_MATE_IN_MAX_PLY) {
            ++mates;
            mates_right += (s.score > 0 && s.result == wdl::WIN) || (s.score < 0 && s.result == wdl::LOSS);
            continue;
        }
        wdl::Sample smp{double(s.score), wdl::normalised_material(s.material), s.result};
        (held_out(s.line, o.seed, o.holdout) ? test : train).push_back(smp);
        if (s.first) firsts.push_back(smp);
    }
    if (train.empty()) {
        log << "error: no positions to fit\n";
        return 2;
    }

    const wdl::FitResult full  = wdl::fit(train, {3, 200});
    const wdl::ScaleFit scales = wdl::fit_scales(train, wdl::ShapeFit);
    const bool by_scales       = o.fit == "scales";
    const wdl::Coefs& chosen   = by_scales ? scales.coefs : full.coefs;
    const bool converged       = by_scales ? scales.converged : full.converged;
    const wdl::FitResult plain = wdl::fit(train, {0, 200});
    const wdl::Probs freq      = wdl::frequencies(train);

    std::ostringstream rep;
    char buf[256];
    if (!o.games.empty()) {
        rep << "wdl-fit: " << o.games << ", " << tally.games << " games (" << tally.unreadable
            << " unreadable), " << tally.played << " finished with a player named like '" << o.player
            << "': +" << tally.wins << " =" << tally.draws << " -" << tally.losses << " (its view); "
            << scored.size() << " of its moves with a score, " << tally.unscored
            << " without (book moves, mates)\n";
    } else {
        rep << "wdl-fit: " << (o.load_scores.empty() ? o.data : o.load_scores) << ", " << lines_read
            << " lines, " << scored.size() << " positions scored"
            << (bad ? ", " + std::to_string(bad) + " bad lines skipped" : "") << "\n";
    }
    if (o.load_scores.empty() && o.games.empty())
        rep << "search: " << o.nodes << " nodes per position, profile " << eval::default_profile().name
            << ", " << o.threads << " thread(s), " << std::lround(search_secs) << " s\n";
    rep << "mate scores: " << mates << " positions, left out of the fit (the game went the mate's way in "
        << mates_right << ")\n";
    rep << "split: " << train.size() << " train, " << test.size() << " held-out (holdout " << o.holdout
        << ", seed " << o.seed << ")\n";
    std::snprintf(buf, sizeof buf, "train class frequencies (side to move): win %.3f draw %.3f loss %.3f\n",
                  freq.win, freq.draw, freq.loss);
    rep << buf;
    rep << "fit: cubic " << full.iterations << " iterations" << (full.converged ? "" : " (not converged)")
        << ", constants " << plain.iterations << " iterations" << (plain.converged ? "" : " (not converged)")
        << ", scales " << scales.iterations << " iterations" << (scales.converged ? "" : " (not converged)")
        << "\n\n";
    rep << "log-loss per position (natural log)           train    held-out\n";
    auto row = [&](const char* name, double tr, double te) {
        std::snprintf(buf, sizeof buf, "  %-42s %.4f   %.4f\n", name, tr, te);
        rep << buf;
    };
    row("constant class frequencies", wdl::log_loss(train, freq), wdl::log_loss(test, freq));
    row("score only (a, b constants)", wdl::log_loss(train, plain.coefs), wdl::log_loss(test, plain.coefs));
    row("score and material (cubic a, b)", wdl::log_loss(train, full.coefs), wdl::log_loss(test, full.coefs));
    char name[64];
    std::snprintf(name, sizeof name, "shape scaled: a x%.3f, b x%.3f", scales.alpha, scales.beta);
    row(name, wdl::log_loss(train, scales.coefs), wdl::log_loss(test, scales.coefs));
    row("the engine's model now (eval/wdl.cpp)", wdl::log_loss(train, wdl::Fitted),
        wdl::log_loss(test, wdl::Fitted));
    const double most       = std::max({freq.win, freq.draw, freq.loss});
    const wdl::Outcome mode = most == freq.draw ? wdl::DRAW : most == freq.win ? wdl::WIN : wdl::LOSS;
    const double mode_acc =
        test.empty() ? 0
                     : double(std::count_if(test.begin(), test.end(),
                                            [&](const wdl::Sample& s) { return s.result == mode; })) /
                           double(test.size());
    std::snprintf(
        buf, sizeof buf,
        "\nheld-out accuracy of the most likely outcome: %.1f%% (score only %.1f%%, always the most "
        "frequent class %.1f%%)\n\n",
        100 * wdl::accuracy(test, chosen), 100 * wdl::accuracy(test, plain.coefs), 100 * mode_acc);
    rep << buf;
    print_calibration(rep, "win", wdl::calibration(test, chosen, wdl::WIN));
    print_calibration(rep, "loss", wdl::calibration(test, chosen, wdl::LOSS));
    print_calibration(rep, "draw", wdl::calibration(test, chosen, wdl::DRAW));

    // The draw rate the model implies against the one observed: over all positions, and (games)
    // at each game's first scored move against the results of the games.
    auto compare = [&](const char* what, const std::vector<wdl::Sample>& set) {
        if (set.empty()) return;
        const wdl::Probs seen = wdl::frequencies(set), now = wdl::mean_probabilities(set, wdl::Fitted),
                         fitted = wdl::mean_probabilities(set, chosen);
        std::snprintf(buf, sizeof buf, "  %-34s %6zu   %.3f %.3f %.3f   %.3f %.3f %.3f   %.3f %.3f %.3f\n",
                      what, set.size(), seen.win, seen.draw, seen.loss, fitted.win, fitted.draw, fitted.loss,
                      now.win, now.draw, now.loss);
        rep << buf;
    };
    std::vector<wdl::Sample> all = train;
    all.insert(all.end(), test.begin(), test.end());
    rep << "\nmean win/draw/loss, side to move's view    count   observed            fitted model        "
           "the engine's model now\n";
    compare("all positions", all);
    compare("held-out positions", test);
    compare("each game's first scored move", firsts);

    rep << "\nthe fitted model (" << (by_scales ? "the engine's shape scaled" : "cubic a, b")
        << "), side to move's view (per mille win/draw/loss):\n"
        << "  material   a(cp)   b(cp)    score 0       +100          +200          +400\n";
    for (int m : {8, 16, 24, 32, 40, 50, 60, 70, 78}) {
        const double x = wdl::normalised_material(m);
        auto cubic     = [x](const double(&k)[4]) { return ((k[3] * x + k[2]) * x + k[1]) * x + k[0]; };
        std::snprintf(buf, sizeof buf, "  %5d   %7.1f %7.1f", m, cubic(chosen.a), cubic(chosen.b));
        rep << buf;
        for (int s : {0, 100, 200, 400}) {
            const wdl::PerMille p = wdl::per_mille(s, m, chosen);
            std::snprintf(buf, sizeof buf, "   %3d %3d %3d", p.win, p.draw, p.loss);
            rep << buf;
        }
        rep << "\n";
    }
    rep << "\n// Fitted by `quince wdl-fit` on " << today() << "; x = normalised_material (material "
        << wdl::MinMaterial << ".." << wdl::MaxMaterial << " -> -1..1); a, b in centipawns.\n";
    if (by_scales) {
        std::snprintf(buf, sizeof buf, "const double DrawScale = %.4f, SharpnessScale = %.4f;\n",
                      scales.alpha, scales.beta);
        rep << buf << "// (the model: ShapeFit scaled, " << wdl::to_cpp(chosen) << ")\n";
    } else {
        rep << "const Coefs ShapeFit = " << wdl::to_cpp(chosen) << ";\n";
    }
    out << rep.str();
    if (!o.out.empty()) {
        std::ofstream f(o.out);
        f << rep.str();
        if (!f) {
            log << "error: cannot write " << o.out << "\n";
            return 2;
        }
    }
    return converged ? 0 : 1;
}

} // namespace quince::wdl
