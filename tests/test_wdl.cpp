// The win/draw/loss model (eval/wdl.h), its fit (tune/wdl_fit.h) and UCI_ShowWDL through the binary.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <sstream>
#include <utility>
#include <vector>

#include "board/position.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "eval/wdl.h"
#include "tune/wdl_fit.h"
#include "uci_process.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_wdl {

using namespace quince;

namespace {

// The three numbers after "wdl" in a line; false if there is no "wdl" or fewer than three numbers.
bool wdl_of(const std::string& line, int& w, int& d, int& l) {
    std::istringstream in(line);
    for (std::string t; in >> t;)
        if (t == "wdl") return bool(in >> w >> d >> l);
    return false;
}

bool is_score_line(const std::string& l) {
    return l.rfind("info", 0) == 0 && l.find(" score ") != std::string::npos;
}

// The wdl of the last score line that has one; -1s if none has.
struct Wdl {
    int win = -1, draw = -1, loss = -1;
};
Wdl last_wdl(const std::vector<std::string>& lines) {
    Wdl last;
    for (const auto& l : lines) {
        int w = 0, d = 0, lo = 0;
        if (is_score_line(l) && wdl_of(l, w, d, lo)) last = {w, d, lo};
    }
    return last;
}

// n samples of a known model: a score normal around 0 (rounded to a centipawn), x uniform on
// [-1, 1], the result drawn from the model's probabilities there.
std::vector<wdl::Sample> draw_samples(const wdl::Coefs& truth, int n, double score_sd, std::mt19937_64& rng) {
    std::normal_distribution<double> score(0, score_sd);
    std::uniform_real_distribution<double> unit(0, 1);
    std::vector<wdl::Sample> v;
    for (int i = 0; i < n; ++i) {
        wdl::Sample s;
        s.score            = std::round(score(rng));
        s.x                = 2 * unit(rng) - 1;
        const wdl::Probs p = wdl::probabilities(s.score, s.x, truth);
        const double u     = unit(rng);
        s.result           = u < p.win ? wdl::WIN : u < p.win + p.draw ? wdl::DRAW : wdl::LOSS;
        v.push_back(s);
    }
    return v;
}

} // namespace

TEST(Wdl, MaterialMeasure) {
    Position::init();
    Position p;
    ASSERT_TRUE(p.set(Position::StartFEN));
    EXPECT_EQ(wdl::material(p), 78);
    ASSERT_TRUE(p.set("4k3/8/8/8/8/8/4P3/R3K3 w - - 0 1"));
    EXPECT_EQ(wdl::material(p), 6);
    EXPECT_DOUBLE_EQ(wdl::normalised_material(78), 1.0);
    EXPECT_DOUBLE_EQ(wdl::normalised_material(200), 1.0);
    EXPECT_DOUBLE_EQ(wdl::normalised_material(wdl::MinMaterial), -1.0);
    EXPECT_DOUBLE_EQ(wdl::normalised_material(0), -1.0);
}

TEST(Wdl, PerMilleSumsTo1000AndIsMonotonic) {
    for (int m = 0; m <= 80; m += 2) {
        wdl::PerMille prev{-1, 0, 1001};
        for (int s = -3000; s <= 3000; s += 7) {
            const wdl::PerMille r = wdl::per_mille(s, m);
            ASSERT_EQ(r.win + r.draw + r.loss, 1000) << s << " " << m;
            ASSERT_GE(r.win, 0);
            ASSERT_GE(r.draw, 0);
            ASSERT_GE(r.loss, 0);
            ASSERT_GE(r.win, prev.win) << "win falls at score " << s << ", material " << m;
            ASSERT_LE(r.loss, prev.loss) << "loss rises at score " << s << ", material " << m;
            prev = r;
        }
        // The scale is not flat: a big advantage is nearly always a win.
        EXPECT_GT(wdl::per_mille(1000, m).win, 900) << m;
        EXPECT_GT(wdl::per_mille(-1000, m).loss, 900) << m;
    }
    // Rounding near certainty: every score in a fine sweep still sums to 1000.
    for (int s = 0; s < 2000; ++s)
        ASSERT_EQ(wdl::per_mille(s, 30).win + wdl::per_mille(s, 30).draw + wdl::per_mille(s, 30).loss, 1000);
}

TEST(Wdl, SymmetricAndZeroIsNotAWin) {
    for (int m = 0; m <= 80; m += 3)
        for (int s = -1500; s <= 1500; s += 11) {
            const wdl::PerMille a = wdl::per_mille(s, m), b = wdl::per_mille(-s, m);
            ASSERT_EQ(a.win, b.loss) << s << " " << m;
            ASSERT_EQ(a.draw, b.draw) << s << " " << m;
            ASSERT_EQ(a.loss, b.win) << s << " " << m;
        }
    for (int m = 0; m <= 80; ++m) {
        const wdl::PerMille z = wdl::per_mille(0, m);
        EXPECT_EQ(z.win, z.loss);
        EXPECT_LT(z.win, 500);
    }
}

TEST(Wdl, MateScores) {
    for (int m : {0, 20, 78}) {
        for (int ply : {1, 2, 10, 100}) {
            const wdl::PerMille w = wdl::per_mille(mate_in(ply), m), l = wdl::per_mille(mated_in(ply), m);
            EXPECT_EQ(w.win, 1000);
            EXPECT_EQ(w.draw, 0);
            EXPECT_EQ(w.loss, 0);
            EXPECT_EQ(l.win, 0);
            EXPECT_EQ(l.draw, 0);
            EXPECT_EQ(l.loss, 1000);
        }
    }
}

// Positions scored by a known model, results drawn from its probabilities: the fit must recover
// the model's predictions, and beat the score-only model when the truth depends on material.
TEST(Wdl, FitRecoversAKnownModel) {
    const wdl::Coefs truth = {{120, -40, 25, 10}, {70, 15, -10, 5}};
    std::mt19937_64 rng(12345);
    const auto train = draw_samples(truth, 40000, 250, rng), test = draw_samples(truth, 20000, 250, rng);
    const wdl::FitResult fit = wdl::fit(train);
    EXPECT_TRUE(fit.converged);
    for (double x : {-0.9, -0.3, 0.0, 0.5, 0.9})
        for (double s : {-300.0, -100.0, 0.0, 50.0, 150.0, 400.0}) {
            const wdl::Probs want = wdl::probabilities(s, x, truth),
                             got  = wdl::probabilities(s, x, fit.coefs);
            EXPECT_NEAR(got.win, want.win, 0.05) << "score " << s << ", x " << x;
            EXPECT_NEAR(got.draw, want.draw, 0.05) << "score " << s << ", x " << x;
            EXPECT_NEAR(got.loss, want.loss, 0.05) << "score " << s << ", x " << x;
        }
    const wdl::FitResult plain = wdl::fit(train, {0, 200});
    const double ll_fit = wdl::log_loss(test, fit.coefs), ll_plain = wdl::log_loss(test, plain.coefs);
    const double ll_truth = wdl::log_loss(test, truth),
                 ll_freq  = wdl::log_loss(test, wdl::frequencies(train));
    EXPECT_LT(ll_fit, ll_plain);
    EXPECT_LT(ll_plain, ll_freq);
    EXPECT_NEAR(ll_fit, ll_truth, 0.01);
    // Held-out calibration of the fitted model: each well-filled bin within 0.05.
    for (const auto& b : wdl::calibration(test, fit.coefs, wdl::WIN))
        if (b.count > 500) {
            EXPECT_NEAR(b.predicted, b.observed, 0.05) << b.lo;
        }
    EXPECT_GT(wdl::accuracy(test, fit.coefs), 0.5);
}

// fit_scales finds the factors a model's a(x) and b(x) were scaled by, keeping its shape.
TEST(Wdl, ScaleFitRecoversTheScales) {
    const wdl::Coefs base = wdl::ShapeFit;
    for (const auto& [alpha, beta] : {std::pair{1.6, 1.3}, std::pair{0.7, 1.0}}) {
        const wdl::Coefs truth = wdl::scaled(base, alpha, beta);
        std::mt19937_64 rng(99);
        const std::vector<wdl::Sample> v = draw_samples(truth, 20000, 200, rng);
        const wdl::ScaleFit f            = wdl::fit_scales(v, base);
        EXPECT_TRUE(f.converged);
        EXPECT_NEAR(f.alpha, alpha, 0.06 * alpha);
        EXPECT_NEAR(f.beta, beta, 0.06 * beta);
        EXPECT_NEAR(f.coefs.a[2], base.a[2] * f.alpha, 1e-9);
        EXPECT_NEAR(f.log_loss, wdl::log_loss(v, f.coefs), 1e-12);
        EXPECT_LT(f.log_loss, wdl::log_loss(v, base));
        // The model's mean probabilities match the sample's frequencies at the optimum.
        const wdl::Probs mean = wdl::mean_probabilities(v, f.coefs), seen = wdl::frequencies(v);
        EXPECT_NEAR(mean.draw, seen.draw, 0.01);
        EXPECT_NEAR(mean.win, seen.win, 0.01);
    }
}

TEST(Wdl, FitOfConstantsMatchesTheirOwnData) {
    // With a and b constant in truth, the constant fit finds them (to sampling error).
    const wdl::Coefs truth = {{90, 0, 0, 0}, {60, 0, 0, 0}};
    std::mt19937_64 rng(7);
    std::uniform_real_distribution<double> unit(0, 1);
    std::vector<wdl::Sample> v;
    for (int i = 0; i < 30000; ++i) {
        wdl::Sample s;
        s.score            = std::round(600 * unit(rng) - 300);
        s.x                = 2 * unit(rng) - 1;
        const wdl::Probs p = wdl::probabilities(s.score, s.x, truth);
        const double u     = unit(rng);
        s.result           = u < p.win ? wdl::WIN : u < p.win + p.draw ? wdl::DRAW : wdl::LOSS;
        v.push_back(s);
    }
    const wdl::FitResult f = wdl::fit(v, {0, 200});
    EXPECT_NEAR(f.coefs.a[0], 90, 6);
    EXPECT_NEAR(f.coefs.b[0], 60, 5);
    EXPECT_EQ(f.coefs.a[1], 0);
    EXPECT_EQ(f.coefs.b[3], 0);
}

TEST(Wdl, UciShowWdl) {
    EngineProcess e;
    ASSERT_TRUE(e.ok());
    // Off by default: no line has it.
    e.send("position startpos");
    e.send("go depth 6");
    auto lines = e.read_until("bestmove", 60000);
    ASSERT_FALSE(lines.empty());
    int scored = 0;
    for (const auto& l : lines)
        if (is_score_line(l)) {
            ++scored;
            EXPECT_EQ(l.find(" wdl "), std::string::npos) << l;
        }
    EXPECT_GT(scored, 0);

    EXPECT_TRUE(e.ask("setoption name UCI_ShowWDL value true").empty());
    // A queen up: clearly won for the side to move; with MultiPV every line has it.
    e.ask("setoption name MultiPV value 2");
    e.send("position fen 4k3/8/8/8/8/8/3QPPP1/4K3 w - - 0 1");
    e.send("go depth 8");
    lines = e.read_until("bestmove", 60000);
    ASSERT_FALSE(lines.empty());
    scored   = 0;
    int last = -1;
    for (const auto& l : lines) {
        if (!is_score_line(l)) continue;
        ++scored;
        int w = 0, d = 0, lo = 0;
        ASSERT_TRUE(wdl_of(l, w, d, lo)) << l;
        EXPECT_EQ(w + d + lo, 1000) << l;
        EXPECT_GE(std::min({w, d, lo}), 0) << l;
        // Right after the score (before a bound), as Stockfish prints it.
        std::istringstream in(l.substr(l.find(" score ")));
        std::string word, kind, value, next;
        in >> word >> kind >> value >> next;
        EXPECT_EQ(next, "wdl") << l;
        if (l.find("multipv 1 ") != std::string::npos) last = w;
    }
    EXPECT_GT(scored, 0);
    EXPECT_GT(last, 900);

    // Losing side to move: mirrored.
    e.ask("setoption name MultiPV value 1");
    e.send("position fen 4k3/8/8/8/8/8/3QPPP1/4K3 b - - 0 1");
    e.send("go depth 8");
    const Wdl losing = last_wdl(e.read_until("bestmove", 60000));
    EXPECT_GE(losing.win, 0);
    EXPECT_LT(losing.win, 100);
    EXPECT_GT(losing.loss, 900);

    // No legal move: checkmate is a sure loss, stalemate a sure draw.
    e.send("position fen 7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
    e.send("go depth 3");
    lines = e.read_until("bestmove", 60000);
    EXPECT_TRUE(has_prefix(lines, "info depth 0 score mate 0 wdl 0 0 1000"));
    e.send("position fen 7k/8/6QK/8/8/8/8/8 b - - 0 1");
    e.send("go depth 3");
    lines = e.read_until("bestmove", 60000);
    EXPECT_TRUE(has_prefix(lines, "info depth 0 score cp 0 wdl 0 1000 0"));

    // Dead draws (no side can mate) are certain draws whatever the score: bare kings, a lone minor,
    // bishops all on one colour. A side that can still mate keeps the model's figures.
    for (const char* fen : {"8/8/8/4k3/8/8/8/4K3 w - - 0 1", "8/8/3k4/8/8/2N5/8/4K3 b - - 0 1",
                            "8/2b5/3k4/8/8/4B3/8/4K3 w - - 0 1"}) {
        e.send(std::string("position fen ") + fen);
        e.send("go depth 8");
        lines     = e.read_until("bestmove", 60000);
        int count = 0;
        for (const auto& l : lines) {
            int w = 0, d = 0, lo = 0;
            if (!is_score_line(l)) continue;
            ASSERT_TRUE(wdl_of(l, w, d, lo)) << l;
            EXPECT_EQ(d, 1000) << fen << ": " << l;
            ++count;
        }
        EXPECT_GT(count, 0) << fen;
    }
    e.send("position fen 8/8/3k4/8/8/2N5/3P4/4K3 w - - 0 1"); // a pawn more: White can still win
    e.send("go depth 8");
    const Wdl winnable = last_wdl(e.read_until("bestmove", 60000));
    EXPECT_GE(winnable.draw, 0);
    EXPECT_LT(winnable.draw, 1000);
    EXPECT_GT(winnable.win, 0);

    // Off again: gone.
    EXPECT_TRUE(e.ask("setoption name UCI_ShowWDL value false").empty());
    e.send("position startpos");
    e.send("go depth 4");
    lines = e.read_until("bestmove", 60000);
    for (const auto& l : lines) EXPECT_EQ(l.find(" wdl "), std::string::npos) << l;

    // The `eval` command's WDL line (White's view): Black to move a queen down is still White's win.
    e.send("position fen 4k3/8/8/8/8/8/3QPPP1/4K3 b - - 0 1");
    auto ev    = e.ask("eval");
    bool found = false;
    for (const auto& l : ev)
        if (l.rfind("WDL: ", 0) == 0) {
            std::istringstream in(l.substr(5));
            int w = 0, d = 0, lo = 0;
            ASSERT_TRUE(bool(in >> w >> d >> lo)) << l;
            EXPECT_EQ(w + d + lo, 1000);
            EXPECT_GT(w, 900) << l;
            found = true;
        }
    EXPECT_TRUE(found);
}

TEST(Wdl, EvalTraceHasWdl) {
    Position::init();
    Position p;
    ASSERT_TRUE(p.set("4k3/8/8/8/8/8/3QPPP1/4K3 b - - 0 1"));
    const std::string text = eval::trace(eval::default_profile(), p),
                      json = eval::trace_json(eval::default_profile(), p);
    EXPECT_NE(text.find("\nWDL: "), std::string::npos) << text;
    const auto at = json.find("\"wdl\": [");
    ASSERT_NE(at, std::string::npos) << json;
    int w = 0, d = 0, l = 0;
    ASSERT_EQ(std::sscanf(json.c_str() + at, "\"wdl\": [%d, %d, %d]", &w, &d, &l), 3) << json;
    EXPECT_EQ(w + d + l, 1000);
    EXPECT_GT(w, 900);
}

} // namespace test_wdl
