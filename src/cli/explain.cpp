// `quince explain`: what a line is playing for, profile by profile (search/explain.h).
#include <cstdio>
#include <iostream>
#include <sstream>

#include "board/movegen.h"
#include "board/san.h"
#include "cli/command.h"
#include "eval/profile.h"
#include "search/explain.h"
#include "search/engine.h"

namespace quince::cli {

namespace {

const char* const PieceWord[PIECE_TYPE_NB] = {"pawn", "knight", "bishop", "rook", "queen", "king"};

std::string signed_pawns(double cp) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%+.2f", cp / 100.0);
    return buf;
}

// "passer, white pawn d6 (from d4)"; "bishop pair" style rows for what no piece claims.
std::string part_label(const search::ExplainPart& p) {
    if (p.piece == NO_PIECE) return p.what.empty() ? "not per piece" : p.what;
    std::string s = (p.what.empty() ? std::string("rest") : p.what) + ", " +
                    (color_of(p.piece) == WHITE ? "white " : "black ") + PieceWord[type_of(p.piece)] + " ";
    if (p.end == SQ_NONE) return s + square_name(p.start) + " (captured)";
    if (p.start == SQ_NONE) return s + square_name(p.end) + " (not there at the start)";
    return s + square_name(p.end) + (p.start != p.end ? " (from " + square_name(p.start) + ")" : "");
}

std::string san_line(Position pos, const std::vector<Move>& moves) {
    std::string s;
    for (Move m : moves) {
        if (!s.empty()) s += ' ';
        if (pos.side_to_move() == WHITE || s.empty())
            s += std::to_string(pos.fullmove_number()) + (pos.side_to_move() == WHITE ? ". " : "... ");
        s += to_san(pos, m);
        pos.make_move(m);
    }
    return s.empty() ? "(none)" : s;
}

void print_text(std::ostream& o, const search::ExplainProfile& e) {
    auto cp       = [&](std::int64_t n) { return search::to_cp(n, e.denominator); };
    auto end_text = [&](const search::ExplainEnd& end) {
        Position p;
        p.set(end.fen);
        std::string s = !end.mated           ? signed_pawns(end.eval_white)
                        : end.eval_white > 0 ? std::string("mate, White wins")
                                             : std::string("mate, Black wins");
        if (!end.quiet.empty()) s += " (after " + san_line(p, end.quiet) + ")";
        return s;
    };
    o << e.profile << ": " << end_text(e.start) << " at the start, " << end_text(e.end) << " at the end";
    if (!e.start.mated && !e.end.mated)
        o << ", change " << signed_pawns(e.end.eval_white - e.start.eval_white);
    o << "\n";
    for (const search::ExplainTerm& t : e.terms) {
        if (!t.change()) continue;
        o << "  " << signed_pawns(cp(t.change())) << "  " << eval::TermName[t.term] << "\n";
        int shown         = 0;
        std::int64_t rest = t.change();
        for (const search::ExplainPart& p : t.parts) {
            if (shown == 6) break;
            o << "      " << signed_pawns(cp(p.change())) << "  " << part_label(p) << "\n";
            rest -= p.change(), ++shown;
        }
        if (shown < int(t.parts.size()))
            o << "      " << signed_pawns(cp(rest)) << "  " << t.parts.size() - shown << " more parts\n";
    }
    if (e.rounding_change()) o << "  " << signed_pawns(cp(e.rounding_change())) << "  rounding\n";
}

} // namespace

void add_explain_command(CLI::App& app, Commands& commands) {
    struct Args {
        std::vector<std::string> words;
        std::string profile;
        bool all = false, json = false;
        int depth = 12;
    };
    auto a      = std::make_shared<Args>();
    CLI::App* c = add_command(
        app, commands, "explain",
        "what a line plays for: the evaluation's change, term by term and piece by piece",
        "quince explain [--profile P | --all] [--depth D] [--json] FEN [MOVES...]",
        [a](const Context& ctx) {
            // The position: `startpos`, or FEN fields (4, or 6 with the two counters), then moves.
            // Quoted or not: the words of all arguments.
            std::vector<std::string> w;
            for (const std::string& arg : a->words) {
                std::istringstream in(arg);
                for (std::string word; in >> word;) w.push_back(word);
            }
            Position pos;
            std::string err;
            std::size_t next = 0;
            if (!w.empty() && w[0] == "startpos") {
                pos.set("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
                next = 1;
            } else {
                next        = std::min<std::size_t>(4, w.size());
                auto number = [](const std::string& s) {
                    return !s.empty() && s.find_first_not_of("0123456789") == std::string::npos;
                };
                while (next < w.size() && next < 6 && number(w[next])) ++next;
                std::vector<std::string> fen(w.begin(), w.begin() + long(next));
                if (!pos.set(join_words(fen), &err)) {
                    std::cerr << "error: FEN: " << err << "\n";
                    return 2;
                }
            }
            std::vector<Move> moves;
            Position walk = pos;
            for (std::size_t i = next; i < w.size(); ++i) {
                Move m = walk.parse_uci_move(w[i]);
                if (m == Move::none()) m = parse_san(walk, w[i], &err);
                if (m == Move::none()) {
                    std::cerr << "error: move " << i - next + 1 << " '" << w[i] << "' is not a legal move in "
                              << walk.fen() << "\n";
                    return 2;
                }
                moves.push_back(m);
                walk.make_move(m);
            }
            std::vector<const eval::Profile*> profiles;
            if (a->all) {
                profiles = eval::all_profiles();
            } else {
                const eval::Profile* p = chosen_profile(ctx, a->profile);
                if (!p) return 2;
                profiles = {p};
            }
            // Without moves: the line the search chooses, with the first profile.
            std::string searched;
            if (moves.empty() && legal_moves(pos).empty()) {
                std::cerr << "error: the position has no legal move and no line was given\n";
                return 2;
            }
            if (moves.empty()) {
                search::Engine engine;
                engine.set_profile(*profiles.front());
                engine.set_hash(64, &err);
                engine.set_threads(1);
                search::Limits limits;
                limits.depth                 = a->depth;
                const search::SearchResult r = engine.search(pos, limits);
                if (!r.lines.empty()) moves = r.lines.front().pv;
                if (moves.empty() && r.best != Move::none()) moves = {r.best};
                searched =
                    profiles.front()->name + ", depth " + std::to_string(r.depth) + ", " +
                    (search::is_mate_score(r.score) ? "mate " + std::to_string(search::mate_in_moves(r.score))
                                                    : signed_pawns(r.score) + " for the side to move");
            }
            std::vector<search::ExplainProfile> results;
            for (const eval::Profile* p : profiles) results.push_back(search::explain_line(pos, moves, *p));
            if (a->json) {
                std::cout << search::explain_json(pos, moves, searched, results) << "\n";
                return 0;
            }
            std::cout
                << "Line: " << san_line(pos, moves) << (searched.empty() ? "" : " (" + searched + ")") << "\n"
                << "Evaluations from White's view, after the captures settle; the changes add up exactly.\n";
            for (const search::ExplainProfile& e : results) {
                std::cout << "\n";
                print_text(std::cout, e);
            }
            return 0;
        },
        "The line is the given moves (UCI or SAN), or else the principal variation the search finds\n"
        "to --depth (default 12) with the (first) profile. For each profile, the evaluation of the\n"
        "start and of the line's end, each after its quiescence line (the captures the engine's\n"
        "quiescence search would play), is split into its terms and each term into the pieces that\n"
        "carry it; the changes are listed largest first. The parts are exact fractions of the\n"
        "evaluation: they add up to its change, with a `rounding` part for the evaluation's own\n"
        "truncations (--json gives the integer numerators and their common denominator).");
    c->add_option("FEN", a->words, "`startpos` or the FEN's fields, then the moves of the line (optional)")
        ->required();
    auto* profile = c->add_option("--profile", a->profile, "the evaluation profile; the command's by default")
                        ->type_name("NAME");
    auto* all = c->add_flag("--all", a->all, "every registered profile (the line: the first one's)");
    profile->excludes(all);
    add_number(c, "--depth", a->depth, 1, 40, "depth of the search that finds the line; default 12")
        ->type_name("D");
    c->add_flag("--json", a->json, "one JSON object with the exact numerators");
}

} // namespace quince::cli
