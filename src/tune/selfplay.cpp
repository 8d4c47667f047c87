// Self-play games for tuning data (see selfplay.h). The search here is deliberately small and
// self-contained — iterative deepening alpha-beta with a quiescence search, MVV-LVA ordering, the
// previous iteration's best move first, and a node budget per move — because the engine's search
// is written on another branch; it only has to produce sensible games.
#include "tune/selfplay.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <random>
#include <vector>

#include "board/movegen.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "tools/commands.h"
#include "tune/dataset.h"

namespace quince::tune {

namespace {

constexpr int Inf = 32000, Mate = 31000;
constexpr int Value[PIECE_TYPE_NB] = {100, 325, 325, 500, 1000, 0};

int victim_value(const Position& pos, Move m) {
    if (m.kind() == EN_PASSANT) return Value[PAWN];
    const Piece p = pos.piece_on(m.to());
    return p == NO_PIECE ? 0 : Value[type_of(p)];
}

// Captures and promotions by most valuable victim, then least valuable attacker; `first` first.
void order(const Position& pos, MoveList& list, Move first) {
    int score[256];
    for (int i = 0; i < list.size(); ++i) {
        const Move m = list[i];
        int s        = 0;
        if (m == first)
            s = 1 << 20;
        else if (pos.is_capture_or_promotion(m))
            s = 1000 + 10 * victim_value(pos, m) - Value[type_of(pos.moved_piece(m))] / 10 +
                (m.kind() == PROMOTION ? Value[m.promotion()] : 0);
        score[i] = s;
    }
    // Insertion sort, stable: the generator's order breaks ties, so games are reproducible.
    for (int i = 1; i < list.size(); ++i)
        for (int j = i; j > 0 && score[j] > score[j - 1]; --j)
            std::swap(score[j], score[j - 1]), std::swap(list.moves[j], list.moves[j - 1]);
}

struct Searcher {
    eval::Evaluator ev;
    std::uint64_t nodes = 0, limit = 0;
    bool stopped = false;

    bool out_of_nodes() {
        if (limit && nodes >= limit) stopped = true;
        return stopped;
    }

    int qsearch(Position& pos, int alpha, int beta, int ply) {
        ++nodes;
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
        order(pos, list, Move::none());
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

    int search(Position& pos, int depth, int alpha, int beta, int ply) {
        if (ply > 0 && (pos.is_draw(ply) || pos.insufficient_material())) return 0;
        if (depth <= 0) return qsearch(pos, alpha, beta, ply);
        ++nodes;
        if (out_of_nodes()) return 0;
        MoveList list;
        generate<ALL>(pos, list);
        if (list.empty()) return pos.in_check() ? -Mate + ply : 0;
        order(pos, list, Move::none());
        int best = -Inf;
        for (Move m : list) {
            pos.make_move(m);
            const int v =
                -search(pos, depth - 1 + (pos.in_check() ? 1 : 0) * (ply < 8), -beta, -alpha, ply + 1);
            pos.unmake_move(m);
            if (stopped) return 0;
            if (v > best) best = v;
            if (v > alpha) alpha = v;
            if (alpha >= beta) break;
        }
        return best;
    }

    // Iterative deepening within the node budget: the best move of the last finished iteration
    // (of the unfinished one if it already found a better move first).
    Move best_move(Position& pos, std::uint64_t budget) {
        nodes = 0, limit = budget, stopped = false;
        MoveList list;
        generate<ALL>(pos, list);
        if (list.empty()) return Move::none();
        Move best = list[0];
        for (int depth = 1; depth < 64 && !stopped; ++depth) {
            order(pos, list, best);
            int alpha      = -Inf;
            Move iter_best = Move::none();
            for (Move m : list) {
                pos.make_move(m);
                const int v = -search(pos, depth - 1, -Inf, -alpha, 1);
                pos.unmake_move(m);
                if (stopped) break;
                if (v > alpha) alpha = v, iter_best = m;
            }
            if (iter_best) best = iter_best;
            if (alpha >= Mate - 64 || list.size() == 1) break;
        }
        return best;
    }
};

bool quiet_with(Searcher& s, const Position& pos) {
    if (pos.in_check()) return false;
    Position p  = pos;
    const int e = s.ev.evaluate(p);
    s.limit     = 0;
    return s.qsearch(p, -Inf, Inf, 0) == e;
}

} // namespace

bool is_quiet(const Position& pos) {
    Position::init();
    Searcher s;
    return quiet_with(s, pos);
}

int run_selfplay(const SelfplayOptions& opt, std::ostream& log, std::ostream& err) {
    Position::init();
    std::vector<std::string> openings;
    std::string path = opt.openings;
    if (path.empty()) {
        const char* env = std::getenv("QUINCE_SHARED");
        path            = std::string(env ? env : QUINCE_SHARED_DIR_DEFAULT) + "/openings/2moves_v1.epd";
    }
    {
        std::ifstream in(path);
        for (std::string l; std::getline(in, l);) {
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
    std::ofstream out(opt.out);
    if (!out) {
        err << "error: cannot write '" << opt.out << "'\n";
        return 2;
    }
    // --vs: the active profile (A) against another (B), colours alternating on each opening.
    const std::string prof_a = eval::profile_name(), prof_b = opt.vs.empty() ? prof_a : opt.vs;
    if (!opt.vs.empty() && !eval::find_profile(opt.vs)) {
        std::string e;
        eval::set_profile(opt.vs, &e);
        err << "error: " << e << "\n";
        return 2;
    }
    std::mt19937_64 rng(opt.seed);
    Searcher s, sb; // sb: profile B's (its own caches)
    long long written = 0;
    int score[3]      = {}; // white wins, draws, black wins
    int a_score[3]    = {}; // with --vs: A's wins, draws, losses
    std::string opening;
    for (int g = 0; g < opt.games; ++g) {
        Position pos;
        const bool a_white = opt.vs.empty() || g % 2 == 0;
        if (!opt.vs.empty() && g % 2 == 1 && !opening.empty()) {
            pos.set(opening); // the same opening with colours reversed
        } else if (!openings.empty()) {
            pos.set(openings[rng() % openings.size()]);
        } else {
            for (int i = 0; i < opt.random_plies; ++i) {
                MoveList l = legal_moves(pos);
                if (l.empty()) break;
                pos.make_move(l[int(rng() % unsigned(l.size()))]);
            }
            if (legal_moves(pos).empty()) pos.set(Position::StartFEN);
            pos.set(pos.fen()); // a fresh history
        }
        opening = pos.fen();
        std::vector<std::string> fens;
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
            const bool a_moves = (pos.side_to_move() == WHITE) == a_white;
            if (!opt.vs.empty()) eval::set_profile(a_moves ? prof_a : prof_b);
            Searcher& mover = a_moves ? s : sb;
            if (quiet_with(mover, pos)) fens.push_back(pos.fen());
            const Move m = mover.best_move(pos, std::uint64_t(opt.nodes));
            pos.make_move(m);
        }
        for (const auto& f : fens) out << f << " c9 \"" << result << "\";\n";
        written += (long long)fens.size();
        const int r = result[0] == '1' && result[1] == '-' ? 0 : result[0] == '0' ? 2 : 1;
        ++score[r];
        ++a_score[a_white || r == 1 ? r : 2 - r];
        log << "game " << g + 1 << "/" << opt.games << ": " << result << " (" << why << "), " << fens.size()
            << " quiet positions\n"
            << std::flush;
    }
    log << "selfplay: " << opt.games << " games (+" << score[0] << " =" << score[1] << " -" << score[2]
        << "), " << written << " positions written to " << opt.out << "\n";
    if (!opt.vs.empty()) {
        eval::set_profile(prof_a);
        const double pts = a_score[0] + 0.5 * a_score[1], frac = pts / std::max(1, opt.games);
        const double elo =
            frac <= 0 || frac >= 1 ? (frac <= 0 ? -999 : 999) : -400 * std::log10(1 / frac - 1);
        log << prof_a << " vs " << prof_b << ": +" << a_score[0] << " =" << a_score[1] << " -" << a_score[2]
            << " (" << pts << "/" << opt.games << ", " << std::lround(elo)
            << " Elo; a rough check with this small search)\n";
    }
    return out ? 0 : 1;
}

} // namespace quince::tune

namespace quince {

int cmd_selfplay(const Args& args) {
    tune::SelfplayOptions o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (i + 1 >= args.size()) {
            std::cerr << "error: " << a << " needs a value\n"
                      << "usage: quince selfplay --games N --nodes M --out FILE [--openings FILE] [--seed S] "
                         "[--vs PROFILE] "
                         "[--max-plies N]\n";
            return 2;
        }
        const std::string& v = args[++i];
        long long x          = 0;
        bool num             = false;
        try {
            std::size_t used = 0;
            x                = std::stoll(v, &used);
            num              = used == v.size();
        } catch (...) {
        }
        if (a == "--out")
            o.out = v;
        else if (a == "--openings")
            o.openings = v;
        else if (a == "--vs")
            o.vs = v;
        else if (!num || x < 0 || x > 1'000'000'000) {
            std::cerr << "error: " << a << " '" << v << "': expected a number\n";
            return 2;
        } else if (a == "--games")
            o.games = int(x);
        else if (a == "--nodes")
            o.nodes = int(std::max(1LL, x));
        else if (a == "--seed")
            o.seed = std::uint64_t(x);
        else if (a == "--max-plies")
            o.max_plies = int(x);
        else {
            std::cerr << "error: unknown option '" << a << "'\n";
            return 2;
        }
    }
    return tune::run_selfplay(o, std::cout, std::cerr);
}

} // namespace quince
