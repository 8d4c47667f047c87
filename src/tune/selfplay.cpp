// Self-play games for tuning data (see selfplay.h). Moves come from the engine's own search
// (search::Engine, one thread, a node budget per move, its table cleared before each game);
// "quiet" is decided by a small quiescence search here: a position is kept when no capture
// sequence changes its static evaluation. Games run in parallel with --threads; the output is
// written in game order, so a seed gives the same file for any number of threads.
#include "tune/selfplay.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <random>
#include <sstream>
#include <thread>
#include <vector>

#include "board/movegen.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "eval/wdl.h"
#include "search/engine.h"
#include "tune/dataset.h"

namespace quince::tune {

namespace {

constexpr int Inf = 32000, Mate = 31000;
constexpr int Value[PIECE_TYPE_NB + 1] = {100, 325, 325, 500, 1000, 0, 0}; // NO_PIECE_TYPE: 0

// Captures and promotions by most valuable victim, then least valuable attacker.
void order(const Position& pos, MoveList& list) {
    int score[256];
    for (int i = 0; i < list.size(); ++i) {
        const Move m = list[i];
        score[i]     = pos.is_capture_or_promotion(m)
                           ? 1000 + 10 * Value[pos.captured_type(m)] - Value[type_of(pos.moved_piece(m))] / 10 +
                             (m.kind() == PROMOTION ? Value[m.promotion()] : 0)
                           : 0;
    }
    // Insertion sort, stable: the generator's order breaks ties.
    for (int i = 1; i < list.size(); ++i)
        for (int j = i; j > 0 && score[j] > score[j - 1]; --j)
            std::swap(score[j], score[j - 1]), std::swap(list.moves[j], list.moves[j - 1]);
}

// The quiet test: a full-width quiescence search (captures; every evasion in check) that must end
// at the static evaluation.
struct QuietCheck {
    eval::Evaluator ev;
    explicit QuietCheck(const eval::Profile& profile) : ev(profile) {}

    int qsearch(Position& pos, int alpha, int beta, int ply) {
        if (ply >= 64) return pos.in_check() ? 0 : ev.evaluate(pos);
        MoveList list;
        if (pos.in_check()) {
            generate<ALL>(pos, list);
            if (list.empty()) return -Mate + ply;
        } else {
            const int stand = ev.evaluate(pos);
            if (stand >= beta) return stand;
            alpha = std::max(alpha, stand);
            generate<CAPTURES>(pos, list);
        }
        order(pos, list);
        int best = pos.in_check() ? -Inf : alpha;
        for (Move m : list) {
            pos.make_move(m);
            const int v = -qsearch(pos, -beta, -alpha, ply + 1);
            pos.unmake_move(m);
            if (v > best) best = v;
            if (v > alpha) alpha = v;
            if (alpha >= beta) break;
        }
        return best;
    }

    bool quiet(const Position& pos) {
        if (pos.in_check()) return false;
        Position p = pos;
        ev.prepare(p);
        return qsearch(p, -Inf, Inf, 0) == ev.evaluate(p);
    }
};

// One side of a game: the engine's search with a node budget per move, and its own evaluator for
// the quiet test, both of the player's profile.
struct Player {
    search::Engine engine;
    QuietCheck quiet;
    explicit Player(const eval::Profile& profile) : quiet(profile) { engine.set_profile(profile); }
    search::SearchResult search(const Position& pos, std::uint64_t nodes) {
        search::Limits l;
        l.nodes = nodes;
        return engine.search(pos, l);
    }
};

} // namespace

double blended_label(double lambda, double result, int white_score, int material) {
    const wdl::PerMille w = wdl::per_mille(white_score, material);
    return lambda * result + (1 - lambda) * (w.win + 0.5 * w.draw) / 1000;
}

struct QuietTest::Impl {
    QuietCheck check;
    explicit Impl(const eval::Profile& profile) : check(profile) {}
};
QuietTest::QuietTest(const eval::Profile& profile)
    : impl_((Position::init(), std::make_unique<Impl>(profile))) {}
QuietTest::~QuietTest() = default;
bool QuietTest::operator()(const Position& pos) { return impl_->check.quiet(pos); }

bool is_quiet(const Position& pos, const eval::Profile& profile) { return QuietTest(profile)(pos); }

std::string label_line(const std::string& fen, int material, const std::string& result, double lambda,
                       const int* white_score) {
    if (lambda >= 1 || !white_score) return fen + " c9 \"" + result + "\";\n";
    const double white_result = result == "1-0" ? 1 : result == "0-1" ? 0 : 0.5;
    char label[32];
    std::snprintf(label, sizeof label, "%.4f", blended_label(lambda, white_result, *white_score, material));
    return fen + " [" + label + "] " + result + " " + std::to_string(*white_score) + "\n";
}

std::vector<std::size_t> opening_order(std::size_t n, std::uint64_t seed) {
    // Fisher-Yates by hand: std::shuffle's algorithm differs between standard libraries, and a
    // seed must name the same games everywhere (mt19937_64's output is fixed by the standard).
    std::vector<std::size_t> order(n);
    for (std::size_t i = 0; i < n; ++i) order[i] = i;
    std::mt19937_64 rng(seed ^ 0x5851F42D4C957F2DULL);
    for (std::size_t i = n; i > 1; --i) std::swap(order[i - 1], order[rng() % i]);
    return order;
}

int run_selfplay(const SelfplayOptions& opt, std::ostream& log, std::ostream& err) {
    Position::init();
    if (opt.first_game < 0 || (!opt.vs.empty() && opt.first_game % 2)) {
        err << "error: --first-game " << opt.first_game
            << (opt.first_game < 0 ? " is negative\n"
                                   : " must be even with --vs (the games of an opening come in pairs)\n");
        return 2;
    }
    std::vector<std::string> openings;
    const std::string& path = opt.openings;
    if (!path.empty()) {
        std::vector<std::string> lines; // a plain or .xz file
        std::string why;
        if (!read_lines(path, lines, &why)) {
            err << "error: " << why << "\n";
            return 2;
        }
        for (std::string& l : lines) {
            const auto cut = l.find(';');
            if (cut != std::string::npos) l.resize(cut);
            Position p;
            if (!l.empty() && p.set(l)) openings.push_back(l);
        }
        if (!opt.openings.empty() && openings.empty()) {
            err << "error: no usable opening in '" << opt.openings << "'\n";
            return 2;
        }
    }
    log << (openings.empty() ? "random openings" : std::to_string(openings.size()) + " openings from " + path)
        << "\n";
    const std::vector<std::size_t> order = opening_order(openings.size(), opt.seed);
    std::ofstream out(opt.out);
    if (!out) {
        err << "error: cannot write '" << opt.out << "'\n";
        return 2;
    }
    // --vs: profile A against another (B), colours alternating on each opening. Each game's two
    // sides have their own engines and evaluators, so games of A against B run in parallel too.
    const eval::Profile& prof_a = opt.profile ? *opt.profile : eval::default_profile();
    const eval::Profile* prof_b = &prof_a;
    if (!opt.vs.empty()) {
        std::string e;
        if (!(prof_b = eval::find_profile(opt.vs, &e))) {
            err << "error: " << e << "\n";
            return 2;
        }
    }

    struct Game {
        std::string text;             // the labeled positions
        std::string line;             // the log line
        int result = 1, a_result = 1; // 0 white/A wins, 1 draw, 2 black/A loses
    };
    // Game g of the run is game G = first_game + g of the seed's sequence. Its opening is number
    // G (G / 2 with --vs, so that the pair shares it) of the seed's order of the file, or comes
    // from a generator of its own; either way the file does not depend on the number of threads.
    auto play = [&](int g, Player& pa, Player& pb) {
        const long long G   = opt.first_game + g;
        const bool a_white  = opt.vs.empty() || G % 2 == 0;
        const long long k   = opt.vs.empty() ? G : G / 2;
        std::string opening = "random";
        Position pos;
        if (!openings.empty()) {
            const std::size_t i = order[std::size_t(k) % order.size()];
            pos.set(openings[i]);
            opening = std::to_string(i + 1);
        } else {
            std::mt19937_64 rng(opt.seed * 0x9E3779B97F4A7C15ULL + std::uint64_t(k));
            for (int i = 0; i < opt.random_plies; ++i) {
                MoveList l = legal_moves(pos);
                if (l.empty()) break;
                pos.make_move(l[int(rng() % unsigned(l.size()))]);
            }
            if (legal_moves(pos).empty()) pos.set(Position::StartFEN);
            pos.set(pos.fen()); // a fresh history
        }
        pa.engine.clear();
        if (&pb != &pa) pb.engine.clear();
        struct Kept {
            std::string fen;
            int material;    // wdl::material
            int white_score; // the mover's search score, White's view (for --lambda)
        };
        std::vector<Kept> kept;
        const char* result = "1/2-1/2";
        const char* why    = "move limit";
        for (int ply = 0;; ++ply) {
            MoveList l = legal_moves(pos);
            if (l.empty()) {
                result = !pos.in_check() ? "1/2-1/2" : pos.side_to_move() == WHITE ? "0-1" : "1-0";
                why    = pos.in_check() ? "mate" : "stalemate";
                break;
            }
            if (pos.rule50() >= 100) {
                why = "fifty moves";
                break;
            }
            if (pos.is_repetition(0)) {
                why = "repetition";
                break;
            }
            if (pos.insufficient_material()) {
                why = "insufficient material";
                break;
            }
            if (ply >= opt.max_plies) break;
            const bool a_moves               = (pos.side_to_move() == WHITE) == a_white;
            Player& mover                    = a_moves ? pa : pb;
            const bool quiet                 = mover.quiet.quiet(pos);
            const search::SearchResult found = mover.search(pos, std::uint64_t(opt.nodes));
            if (quiet)
                kept.push_back({pos.fen(), wdl::material(pos),
                                pos.side_to_move() == WHITE ? found.score : -found.score});
            pos.make_move(found.best);
        }
        Game out;
        out.result   = result[0] == '1' && result[1] == '-' ? 0 : result[0] == '0' ? 2 : 1;
        out.a_result = a_white || out.result == 1 ? out.result : 2 - out.result;
        for (const Kept& k : kept)
            out.text += label_line(k.fen, k.material, result, opt.lambda, &k.white_score);
        out.line = "game " + std::to_string(g + 1) + "/" + std::to_string(opt.games) + " (opening " +
                   opening + "): " + result + " (" + why + "), " + std::to_string(kept.size()) +
                   " quiet positions\n";
        return out;
    };

    long long written = 0;
    int score[3]      = {}; // white wins, draws, black wins
    int a_score[3]    = {}; // with --vs: A's wins, draws, losses
    std::mutex mu;
    std::map<int, Game> done; // finished games not yet written (a later one may finish first)
    int next_out = 0;
    std::atomic<int> next_game{0};
    auto worker = [&] {
        // Profile B's side has its own engine and evaluators, only with --vs; self-play uses one
        // player.
        Player pa(prof_a);
        std::unique_ptr<Player> pb = opt.vs.empty() ? nullptr : std::make_unique<Player>(*prof_b);
        for (int g; (g = next_game.fetch_add(1)) < opt.games;) {
            Game r = play(g, pa, pb ? *pb : pa);
            std::lock_guard<std::mutex> lock(mu);
            done.emplace(g, std::move(r));
            for (auto it = done.find(next_out); it != done.end(); it = done.find(++next_out)) {
                out << it->second.text;
                log << it->second.line << std::flush;
                written += std::count(it->second.text.begin(), it->second.text.end(), '\n');
                ++score[it->second.result];
                ++a_score[it->second.a_result];
                done.erase(it);
            }
        }
    };
    const int nt = std::clamp(opt.threads, 1, 256);
    std::vector<std::thread> pool;
    for (int t = 1; t < nt; ++t) pool.emplace_back(worker);
    worker();
    for (auto& t : pool) t.join();

    log << "selfplay: " << opt.games << " games (+" << score[0] << " =" << score[1] << " -" << score[2]
        << "), " << written << " positions written to " << opt.out << "\n";
    if (!opt.vs.empty()) {
        const double pts = a_score[0] + 0.5 * a_score[1], frac = pts / std::max(1, opt.games);
        const double elo =
            frac <= 0 || frac >= 1 ? (frac <= 0 ? -999 : 999) : -400 * std::log10(1 / frac - 1);
        log << prof_a.name << " vs " << prof_b->name << ": +" << a_score[0] << " =" << a_score[1] << " -"
            << a_score[2] << " (" << pts << "/" << opt.games << ", " << std::lround(elo) << " Elo at "
            << opt.nodes << " nodes per move)\n";
    }
    return out ? 0 : 1;
}

} // namespace quince::tune
