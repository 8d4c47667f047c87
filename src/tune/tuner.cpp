// The Texel tuner (see tuner.h and docs/tuning.md).
#include "tune/tuner.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <csignal>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <memory>
#include <random>
#include <sstream>
#include <thread>

#include "board/position.h"
#include "eval/evaluate.h"
#include "eval/params_io.h"
#include "eval/profile.h"

namespace quince::tune {

namespace {

constexpr double Ln10 = 2.302585092994046;
// Work is split into this many chunks whatever the thread count; chunk sums are added in chunk
// order, so the floating-point result is the same for 1, 2 or 16 threads.
constexpr int Chunks = 16;

template <class F> void parallel_chunks(int threads, F&& f) {
    const int nt = std::clamp(threads, 1, Chunks);
    if (nt == 1) {
        for (int c = 0; c < Chunks; ++c) f(c);
        return;
    }
    std::vector<std::thread> pool;
    for (int t = 0; t < nt; ++t)
        pool.emplace_back([&, t] {
            for (int c = t; c < Chunks; c += nt) f(c);
        });
    for (auto& th : pool) th.join();
}

volatile std::sig_atomic_t Interrupted = 0;
extern "C" void on_sigint(int) { Interrupted = 1; }

using Clock = std::chrono::steady_clock;
double seconds_since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

std::string duration_text(double s) {
    std::ostringstream o;
    if (s >= 60)
        o << int(s / 60) << "m" << std::setw(2) << std::setfill('0') << int(s) % 60 << "s";
    else
        o << std::fixed << std::setprecision(1) << s << "s";
    return o.str();
}

// Deterministic shuffle (Fisher-Yates over mt19937_64, whose output the standard fixes).
void shuffle(std::vector<std::uint32_t>& v, std::mt19937_64& rng) {
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[rng() % i]);
}

} // namespace

double expected(double K, double e) { return 1.0 / (1.0 + std::exp(-K * e * Ln10 / 400.0)); }

double model_eval(const Dataset& d, std::size_t i, const double* w) {
    double mixed = d.residual[i];
    for (std::uint32_t k = d.begin[i], end = d.begin[i + 1]; k < end; ++k) mixed += d.coef[k] * w[d.index[k]];
    return mixed * (mixed > 0 ? d.scale[0][i] : d.scale[1][i]);
}

double mean_loss(const Dataset& d, const std::uint32_t* idx, std::size_t n, const std::vector<double>& w,
                 double K, int threads) {
    if (n == 0) return 0;
    double part[Chunks] = {};
    parallel_chunks(threads, [&](int c) {
        double s = 0;
        for (std::size_t j = n * c / Chunks, end = n * (c + 1) / Chunks; j < end; ++j) {
            const double r = expected(K, model_eval(d, idx[j], w.data())) - d.result[idx[j]];
            s += r * r;
        }
        part[c] = s;
    });
    double total = 0;
    for (double s : part) total += s;
    return total / double(n);
}

double loss_gradient(const Dataset& d, const std::uint32_t* idx, std::size_t n, const std::vector<double>& w,
                     double K, int threads, std::vector<double>& grad) {
    grad.assign(w.size(), 0.0);
    if (n == 0) return 0;
    std::vector<std::vector<double>> g(Chunks);
    double part[Chunks] = {};
    parallel_chunks(threads, [&](int c) {
        std::vector<double>& gc = g[c];
        gc.assign(w.size(), 0.0);
        double s = 0;
        for (std::size_t j = n * c / Chunks, end = n * (c + 1) / Chunks; j < end; ++j) {
            const std::size_t i   = idx[j];
            double mixed          = d.residual[i];
            const std::uint32_t b = d.begin[i], e = d.begin[i + 1];
            for (std::uint32_t k = b; k < e; ++k) mixed += d.coef[k] * w[d.index[k]];
            const double scale = mixed > 0 ? d.scale[0][i] : d.scale[1][i];
            const double p     = expected(K, mixed * scale);
            const double r     = p - d.result[i];
            s += r * r;
            // d(r^2)/d(mixed) = 2 r p (1 - p) ln10 K / 400 * scale
            const double dm = 2.0 * r * p * (1.0 - p) * Ln10 * K / 400.0 * scale;
            for (std::uint32_t k = b; k < e; ++k) gc[d.index[k]] += dm * d.coef[k];
        }
        part[c] = s;
    });
    double total = 0;
    for (int c = 0; c < Chunks; ++c) {
        total += part[c];
        for (std::size_t k = 0; k < w.size(); ++k) grad[k] += g[c][k];
    }
    for (double& x : grad) x /= double(n);
    return total / double(n);
}

double fit_k(const Dataset& d, const std::uint32_t* idx, std::size_t n, const std::vector<double>& w,
             int threads) {
    double a = 0.05, b = 5.0;
    const double phi = (std::sqrt(5.0) - 1) / 2;
    double x1 = b - phi * (b - a), x2 = a + phi * (b - a);
    double f1 = mean_loss(d, idx, n, w, x1, threads), f2 = mean_loss(d, idx, n, w, x2, threads);
    for (int it = 0; it < 40; ++it) {
        if (f1 < f2)
            b = x2, x2 = x1, f2 = f1, x1 = b - phi * (b - a), f1 = mean_loss(d, idx, n, w, x1, threads);
        else
            a = x1, x1 = x2, f1 = f2, x2 = a + phi * (b - a), f2 = mean_loss(d, idx, n, w, x2, threads);
    }
    return (a + b) / 2;
}

std::vector<bool> tunable_slots(const Dataset& d, const std::vector<std::uint32_t>& idx,
                                const eval::Params& start, std::size_t min_count) {
    std::vector<std::size_t> count(d.slots, 0);
    for (std::uint32_t i : idx)
        for (std::uint32_t k = d.begin[i]; k < d.begin[i + 1]; ++k) ++count[d.index[k]];
    std::vector<bool> mask(d.slots, false);
    for (std::size_t s = 0; s < d.slots; ++s)
        mask[s] = count[s] > 0 && count[s] >= min_count && !start.Fixed.test(s);
    return mask;
}

std::vector<double> weights_of(const eval::Params& p) {
    std::vector<double> w(p.weight_slots());
    for (std::size_t s = 0; s < w.size(); ++s) w[s] = p.weight(s);
    return w;
}

eval::Params params_from(const eval::Params& start, const std::vector<double>& w,
                         const std::vector<bool>& mask) {
    eval::Params p = start;
    for (std::size_t s = 0; s < w.size() && s < mask.size(); ++s)
        if (mask[s]) p.set_weight(s, int(std::lround(w[s])));
    return p;
}

namespace {

// The loss of the real evaluation (profile `prof`) on the given input lines.
double engine_loss(const eval::Profile& prof, const Dataset& d, const std::vector<std::uint32_t>& idx,
                   double K) {
    eval::Evaluator ev(prof);
    Position pos;
    ev.prepare(pos); // kept by every set() below
    double s = 0;
    for (std::uint32_t i : idx) {
        pos.set(d.fen[i]);
        const int v    = ev.evaluate(pos);
        const double r = expected(K, pos.side_to_move() == WHITE ? v : -v) - d.result[i];
        s += r * r;
    }
    return idx.empty() ? 0 : s / double(idx.size());
}

// Restores the SIGINT handler when the run ends.
struct RunGuard {
    void (*old_handler)(int);
    RunGuard() { Interrupted = 0, old_handler = std::signal(SIGINT, on_sigint); }
    ~RunGuard() { std::signal(SIGINT, old_handler); }
};

} // namespace

bool frozen_slots(const eval::Params& start, const std::vector<std::string>& names, std::vector<bool>& frozen,
                  std::string* err, const char* option) {
    frozen.assign(start.weight_slots(), false);
    for (const std::string& want : names) {
        const std::vector<std::size_t> slots = eval::weight_slots_named(start, want);
        if (slots.empty()) {
            const std::string owners = eval::models_with_weight(want.substr(0, want.find_first_of("[.")));
            if (err)
                *err = std::string(option) + " " + want + ": no weight of that name in profile's model " +
                       eval::ModelName[int(start.Model)] + (owners.empty() ? "" : " (it is " + owners + ")");
            return false;
        }
        for (std::size_t s : slots) frozen[s] = true;
    }
    return true;
}

bool fit(const eval::Profile& start_profile, const Dataset& d, const TuneOptions& opt,
         const std::vector<bool>& frozen, FitReport& r, std::string* err, const FitObserver& observe) {
    const eval::Params& start = start_profile.params;
    r                         = FitReport{};
    if (d.size() < 10) {
        if (err) *err = "too few positions to tune (" + std::to_string(d.size()) + ")";
        return false;
    }
    // ---- split
    std::mt19937_64 rng(opt.seed);
    std::vector<std::uint32_t> all(d.size());
    for (std::size_t i = 0; i < all.size(); ++i) all[i] = std::uint32_t(i);
    shuffle(all, rng);
    if (opt.max_positions && all.size() > opt.max_positions) all.resize(opt.max_positions);
    std::size_t nval = std::size_t(std::llround(double(all.size()) * std::clamp(opt.val_frac, 0.0, 0.9)));
    nval             = std::max<std::size_t>(nval, 1);
    std::vector<std::uint32_t> val(all.begin(), all.begin() + nval), train(all.begin() + nval, all.end());

    const std::vector<double> w0 = weights_of(start);
    std::vector<bool> mask       = tunable_slots(d, train, start, opt.min_count);
    for (std::size_t s = 0; s < d.slots && s < frozen.size(); ++s)
        if (frozen[s]) mask[s] = false;
    r.tuned = std::size_t(std::count(mask.begin(), mask.end(), true));
    r.train = train.size(), r.val = val.size();

    const double K     = fit_k(d, train.data(), train.size(), w0, opt.threads);
    r.K                = K;
    r.start_train      = mean_loss(d, train.data(), train.size(), w0, K, opt.threads);
    r.start_val        = mean_loss(d, val.data(), val.size(), w0, K, opt.threads);
    r.start_engine_val = engine_loss(start_profile, d, val, K);
    if (observe.started) observe.started(r);

    // ---- Adam
    std::vector<double> w = w0, best = w0, m(d.slots, 0.0), v(d.slots, 0.0), grad;
    double best_val = r.start_val;
    int since_best = 0, step = 0, epoch = 0;
    const double b1 = 0.9, b2 = 0.999, eps = 1e-8;
    // --lr and --l2 are in centipawns: a profile in finer internal units (rybka: 1/32 cp) takes
    // steps of lr * UnitsPerCp internal units and the same penalty per centipawn moved.
    const double unit = start.UnitsPerCp, lr = opt.lr * unit, l2 = opt.l2 / (unit * unit);
    const auto tune_start      = Clock::now();
    double work_s              = 0;
    std::size_t work_positions = 0;
    bool stop                  = false;
    auto stop_asked            = [&] { return observe.stop && observe.stop(); };
    for (epoch = 1; epoch <= opt.epochs && !stop; ++epoch) {
        const auto te = Clock::now();
        shuffle(train, rng);
        double train_sum  = 0;
        std::size_t count = 0;
        for (std::size_t at = 0; at < train.size() && !stop; at += opt.batch) {
            const std::size_t n = std::min(opt.batch, train.size() - at);
            const auto tg       = Clock::now();
            train_sum += loss_gradient(d, train.data() + at, n, w, K, opt.threads, grad) * double(n);
            count += n;
            work_s += seconds_since(tg), work_positions += n;
            ++step;
            const double c1 = 1 - std::pow(b1, step), c2 = 1 - std::pow(b2, step);
            for (std::size_t s = 0; s < d.slots; ++s) {
                if (!mask[s]) continue;
                const double g = grad[s] + 2 * l2 * (w[s] - w0[s]);
                m[s]           = b1 * m[s] + (1 - b1) * g;
                v[s]           = b2 * v[s] + (1 - b2) * g * g;
                w[s] -= lr * (m[s] / c1) / (std::sqrt(v[s] / c2) + eps);
            }
            if (stop_asked()) stop = true, r.stopped = "stopped";
        }
        const double val_loss = mean_loss(d, val.data(), val.size(), w, K, opt.threads);
        if (val_loss < best_val)
            best_val = val_loss, best = w, since_best = 0;
        else
            ++since_best;
        const double epoch_s = seconds_since(te), elapsed = seconds_since(tune_start);
        double eta = epoch_s * (opt.epochs - epoch);
        if (opt.time_limit > 0) eta = std::min(eta, std::max(0.0, opt.time_limit - elapsed));
        if (observe.epoch)
            observe.epoch({epoch, opt.epochs, train_sum / double(std::max<std::size_t>(count, 1)), val_loss,
                           best_val, double(work_positions) / std::max(work_s, 1e-9), eta});
        if (stop_asked()) stop = true, r.stopped = "stopped";
        if (!stop && since_best >= opt.patience)
            stop = true, r.stopped = "early stop: no validation improvement in " +
                                     std::to_string(opt.patience) + " epochs";
        if (!stop && opt.time_limit > 0 && elapsed >= opt.time_limit)
            stop = true, r.stopped = "time limit reached";
    }
    r.tune_s          = seconds_since(tune_start);
    r.epochs          = epoch - 1;
    r.steps           = step;
    r.positions_per_s = double(work_positions) / std::max(work_s, 1e-9);
    r.best_val        = best_val;

    // ---- result: rounded weights, checked with the real evaluation
    r.result      = params_from(start, best, mask);
    r.rounded_val = mean_loss(d, val.data(), val.size(), weights_of(r.result), K, opt.threads);
    if (std::string bad = eval::check_params(r.result); !bad.empty()) {
        if (err) *err = "tuned weights unusable: " + bad;
        return false;
    }
    r.final_engine_val = engine_loss(*eval::make_profile("tune-result", r.result), d, val, K);
    return true;
}

int run_tune(const TuneOptions& opt, std::ostream& out, std::ostream& err) {
    Position::init();
    RunGuard guard;
    out << std::fixed;
    std::string find_error;
    const eval::Profile* startp = eval::find_profile(opt.profile, &find_error);
    if (!startp) {
        err << "error: " << find_error << "\n";
        return 2;
    }
    eval::Params start = startp->params;
    if (opt.full_pst && start.PstFrom == eval::PstSource::Generated) { // the tables become weights
        start = eval::in_model(start, start.Model, eval::PstSource::Tables);
        for (int pt = PAWN; pt <= KING; ++pt)
            for (int sq = 0; sq < 64; ++sq)
                start.tables().Pst[pt][sq] = startp->psq.sq[make_piece(WHITE, PieceType(pt))][sq];
    }
    std::vector<bool> frozen;
    if (std::string e; !frozen_slots(start, opt.freeze, frozen, &e)) {
        err << "error: " << e << "\n";
        return 2;
    }
    if (!opt.only.empty()) { // everything not named is held fixed
        std::vector<bool> chosen;
        if (std::string e; !frozen_slots(start, opt.only, chosen, &e, "--only")) {
            err << "error: " << e << "\n";
            return 2;
        }
        for (std::size_t s = 0; s < frozen.size(); ++s) frozen[s] = frozen[s] || !chosen[s];
    }
    if (!opt.full_pst && start.PstFrom == eval::PstSource::Tables)
        out << "note: profile " << opt.profile << " has explicit PSTs; their entries are tuned as such\n";
    // The start and the result are profiles of their own (not registered: nothing else uses them).
    const std::shared_ptr<const eval::Profile> start_profile = eval::make_profile("tune-start", start);

    // ---- load and trace
    auto t0 = Clock::now();
    std::string e;
    LoadReport rep;
    Dataset d;
    if (!load_dataset(opt.data, *start_profile, {opt.threads, opt.strict}, d, rep, &e)) {
        err << "error: " << e << "\n";
        return 2;
    }
    const double load_s = seconds_since(t0);
    for (std::size_t i = 0; i < rep.messages.size() && i < 20; ++i)
        err << "warning: " << rep.messages[i] << "\n";
    if (rep.messages.size() > 20) err << "warning: ... " << rep.messages.size() - 20 << " more bad lines\n";
    if (rep.aborted) {
        err << "error: malformed line (--strict)\n";
        return 2;
    }
    if (rep.strays) { // the model would not be the evaluation: a bug, not a data fault
        err << "error: the evaluation of profile " << opt.profile << " gave " << rep.strays
            << " coefficients that are no weight (" << rep.first_stray << "); see eval/trace.h\n";
        return 1;
    }
    out << "loaded " << d.size() << " positions from " << rep.lines << " lines (" << rep.bad << " bad) in "
        << std::setprecision(2) << load_s << "s: " << std::setprecision(0)
        << double(d.size()) / std::max(load_s, 1e-9) << " positions/s loading+tracing on " << opt.threads
        << " threads\n";
    if (d.size() < 10) {
        err << "error: too few positions to tune (" << d.size() << ")\n";
        return 2;
    }

    FitReport report;
    FitObserver observe;
    observe.started = [&](const FitReport& r) {
        out << std::setprecision(4) << "K = " << r.K << "  (start profile " << opt.profile
            << (opt.full_pst ? ", full PST" : ", compact PST") << "; " << r.tuned << " weights tuned; "
            << r.train << " train / " << r.val << " validation positions)\n";
        out << std::setprecision(6) << "start: train_loss=" << r.start_train << " val_loss=" << r.start_val
            << " (real evaluation: " << r.start_engine_val << ")\n";
    };
    observe.epoch = [&](const EpochReport& e) {
        out << "epoch " << e.epoch << "/" << e.epochs << std::setprecision(6) << " train=" << e.train_loss
            << " val=" << e.val_loss << " best=" << e.best_val << std::setprecision(0)
            << " pos/s=" << e.positions_per_s << " eta=" << duration_text(e.eta_s) << "\n"
            << std::flush;
    };
    observe.stop = [] { return Interrupted != 0; };
    std::string fit_error;
    if (!fit(*start_profile, d, opt, frozen, report, &fit_error, observe)) {
        err << "error: " << fit_error << "\n"; // the data's size is checked above: the result is unusable
        return 1;
    }
    if (report.stopped == "stopped")
        out << "interrupted: writing the best weights so far\n";
    else if (!report.stopped.empty())
        out << report.stopped << "\n";
    const eval::Params& result    = report.result;
    const double K                = report.K;
    const double start_engine_val = report.start_engine_val;
    const double final_engine_val = report.final_engine_val;

    std::ostringstream note;
    note << "Tuned by `quince tune` from profile " << opt.profile << (opt.full_pst ? " (full PST)" : "")
         << " on " << opt.data << "\n"
         << d.size() << " positions, seed " << opt.seed << ", K " << std::setprecision(4) << K
         << ", validation loss " << std::setprecision(6) << start_engine_val << " -> " << final_engine_val;
    const std::string diff = eval::profile_diff(startp->params, result);
    bool ok                = true;
    for (auto [path, text] :
         {std::pair<std::string, std::string>{opt.out, eval::profile_text(result, note.str())},
          {opt.out + ".cpp", eval::profile_cpp(result, opt.cpp_fn, note.str())},
          {opt.out + ".diff", diff}}) {
        std::ofstream f(path);
        f << text;
        if (!f) err << "error: cannot write '" << path << "'\n", ok = false;
    }
    out << std::setprecision(1) << "tuned for " << report.tune_s << "s, " << report.epochs << " epochs, "
        << report.steps << " steps; " << std::setprecision(0) << report.positions_per_s
        << " positions/s per epoch pass on " << opt.threads << " threads\n";
    out << std::setprecision(6) << "model val_loss: start " << report.start_val << ", best "
        << report.best_val << ", rounded " << report.rounded_val << "\n";
    out << "wrote " << opt.out << ", " << opt.out << ".cpp, " << opt.out << ".diff ("
        << std::count(diff.begin(), diff.end(), '\n') << " weights changed)\n";
    out << std::setprecision(6) << "final: start_val_loss=" << start_engine_val
        << " val_loss=" << final_engine_val << std::setprecision(4) << " K=" << K << "\n";
    return ok ? 0 : 1;
}

} // namespace quince::tune
