// Game analysis: search each position of the main line, judge each move by the expected score it
// gave away, write the verdicts into the game (search/analysis.h; docs/analysis.md).
#include "search/analysis.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "board/movegen.h"
#include "core/json.h"
#include "board/san.h"
#include "eval/wdl.h"

namespace quince::search {

namespace {

// The main line's nodes, the start first.
std::vector<int> main_line_nodes(const PgnTree& tree) {
    std::vector<int> line;
    if (tree.nodes.empty()) return line;
    for (int n = 0;; n = tree.nodes[n].children.front()) {
        line.push_back(n);
        if (tree.nodes[n].children.empty()) break;
    }
    return line;
}

// The expected score (win + draw / 2, 0..1) of `score` (cp or mate, some side's view) with
// `material` on the board.
double expected(int score, int material) {
    const wdl::PerMille p = wdl::per_mille(score, material);
    return (p.win + p.draw / 2.0) / 1000.0;
}

// A score for the centipawn loss: mates and tablebase results count as LossClampCp.
int clamped_cp(int score) { return std::clamp(score, -LossClampCp, LossClampCp); }

// One searched position: its score (side to move's view), the engine's move and line.
struct Searched {
    int score  = 0;
    bool ended = false; // no legal move
    Move best  = Move::none();
    std::vector<Move> line;
};

Searched search_position(Engine& engine, const Position& pos, const Limits& limits) {
    Searched s;
    if (legal_moves(pos).empty()) {
        s.ended = true;
        s.score = pos.in_check() ? -VALUE_MATE : VALUE_DRAW;
        return s;
    }
    const SearchResult r = engine.search(pos, limits);
    s.score              = r.score;
    s.best               = r.best;
    if (!r.lines.empty() && r.lines.front().move == r.best) s.line = r.lines.front().pv;
    if (s.line.empty() && r.best != Move::none()) s.line = {r.best};
    return s;
}

// The comment without its [%eval ...] commands (and the spaces they leave).
std::string without_eval(const std::string& comment) {
    std::string out = comment;
    for (std::size_t at; (at = out.find("[%eval")) != std::string::npos;) {
        const std::size_t end = out.find(']', at);
        out.erase(at, end == std::string::npos ? std::string::npos : end - at + 1);
    }
    // Collapse the spaces the removal left and trim both ends.
    std::string tidy;
    for (char c : out)
        if (c != ' ' || (!tidy.empty() && tidy.back() != ' ')) tidy += c;
    while (!tidy.empty() && tidy.back() == ' ') tidy.pop_back();
    return tidy;
}

std::string with_eval(const std::string& eval, const std::string& comment) {
    const std::string rest = without_eval(comment);
    return "[%eval " + eval + "]" + (rest.empty() ? "" : " " + rest);
}

void set_tag(PgnTree& tree, const std::string& name, const std::string& value) {
    for (auto& [n, v] : tree.tags)
        if (n == name) {
            v = value;
            return;
        }
    tree.tags.emplace_back(name, value);
}

// {"cp": N} or {"mate": N} from White's view; a checkmated position is {"mate": 0, "winner": ...}.
std::string json_score(int score, Color side_to_move) {
    const int sign = side_to_move == WHITE ? 1 : -1;
    if (is_mate_score(score) && mate_in_moves(score) == 0) // whole literals: see Position::check_legality
        return side_to_move == WHITE ? R"({"mate": 0, "winner": "black"})"
                                     : R"({"mate": 0, "winner": "white"})";
    if (is_mate_score(score)) return "{\"mate\": " + std::to_string(sign * mate_in_moves(score)) + "}";
    return "{\"cp\": " + std::to_string(sign * score) + "}";
}

std::string plural(int n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

} // namespace

int nag_of_drop(double drop) {
    return drop >= BlunderDrop ? 4 : drop >= MistakeDrop ? 2 : drop >= InaccuracyDrop ? 6 : 0;
}

int analysis_positions(const PgnTree& tree) { return int(main_line_nodes(tree).size()); }

GameAnalysis analyse_game(Engine& engine, const PgnTree& tree, const Limits& limits,
                          const AnalysisProgress& progress) {
    GameAnalysis a;
    const std::vector<int> line = main_line_nodes(tree);
    if (line.empty()) return a;
    Position pos;
    if (!pos.set(tree.nodes[0].fen)) return a; // a valid tree's start always sets
    engine.clear();
    const int total = int(line.size());
    Searched prev   = search_position(engine, pos, limits);
    if (progress && !progress(1, total)) return a;
    for (int i = 1; i < total; ++i) {
        const PgnNode& node = tree.nodes[line[i]];
        const Move played   = pos.parse_uci_move(node.uci);
        if (played == Move::none()) return a; // not a valid tree
        const Color mover  = pos.side_to_move();
        const int material = wdl::material(pos);
        const bool dead    = pos.insufficient_material();
        pos.make_move(played);
        const Searched next = search_position(engine, pos, limits);

        MoveVerdict v;
        v.node   = line[i];
        v.ply    = i;
        v.mover  = mover;
        v.played = played;
        v.best   = prev.best;
        v.before = prev.score;
        v.after  = next.score;
        v.ended  = next.ended;
        v.line   = prev.line;
        if (played != prev.best) {
            const double kept_before = dead ? 0.5 : expected(prev.score, material);
            const double kept_after  = pos.insufficient_material() ? 0.5 : expected(-next.score, material);
            v.drop                   = std::max(0.0, kept_before - kept_after);
            v.cp_loss                = std::max(0, clamped_cp(prev.score) - clamped_cp(-next.score));
            v.nag                    = nag_of_drop(v.drop);
        }
        SideSummary& s = a.side[mover];
        ++s.moves;
        s.cp_loss_total += v.cp_loss;
        s.inaccuracies += v.nag == 6, s.mistakes += v.nag == 2, s.blunders += v.nag == 4;
        a.moves.push_back(std::move(v));
        prev = next;
        if (progress && !progress(i + 1, total)) return a;
    }
    a.complete = true;
    return a;
}

std::string eval_text(int score, Color side_to_move) {
    const int sign = side_to_move == WHITE ? 1 : -1;
    char buf[24];
    if (is_mate_score(score))
        std::snprintf(buf, sizeof buf, "#%d", sign * mate_in_moves(score));
    else
        std::snprintf(buf, sizeof buf, "%s%d.%02d", sign * score < 0 ? "-" : "", std::abs(score) / 100,
                      std::abs(score) % 100);
    return buf;
}

std::string summary_text(const GameAnalysis& analysis) {
    std::string s;
    for (Color c : {WHITE, BLACK}) {
        const SideSummary& side = analysis.side[c];
        s += s.empty() ? "" : " ";
        s += c == WHITE ? "White: " : "Black: ";
        s += plural(side.inaccuracies, "inaccuracy", "inaccuracies") + ", " +
             plural(side.mistakes, "mistake", "mistakes") + ", " +
             plural(side.blunders, "blunder", "blunders") + ", average loss " +
             std::to_string(side.average_loss()) + " cp.";
    }
    return s;
}

void annotate(PgnTree& tree, const GameAnalysis& analysis, const std::string& annotator) {
    for (const MoveVerdict& v : analysis.moves) {
        PgnNode& node = tree.nodes[v.node];
        // The position after a mate has no evaluation to give (the game is over).
        if (!(v.ended && is_mate_score(v.after)))
            node.comment = with_eval(eval_text(v.after, ~v.mover), node.comment);
        if (v.nag) {
            std::erase_if(node.nags, [](int n) { return n >= 1 && n <= 6; });
            node.nags.push_back(v.nag);
        }
        if ((v.nag == 2 || v.nag == 4) && !v.line.empty()) {
            const int parent = node.parent;
            Position pos;
            const int plies = std::min<int>(int(v.line.size()), VariationPlies);
            if (!pos.set(tree.nodes[parent].fen) || tree.nodes.size() + plies > PgnMaxNodes) continue;
            int from = parent;
            for (int k = 0; k < plies; ++k) {
                const Move m = v.line[k];
                PgnNode added;
                added.parent = from;
                added.san    = to_san(pos, m);
                added.uci    = pos.move_to_uci(m);
                pos.make_move(m);
                added.fen = pos.fen();
                if (k == 0) added.comment = "[%eval " + eval_text(v.before, v.mover) + "]";
                const int id = int(tree.nodes.size());
                tree.nodes.push_back(std::move(added));
                tree.nodes[from].children.push_back(id);
                from = id;
            }
        }
    }
    if (!analysis.moves.empty()) {
        std::string& last = tree.nodes[analysis.moves.back().node].comment;
        if (!last.empty()) last += ' ';
        last += summary_text(analysis);
    }
    bool has_annotator = false;
    for (const auto& tag : tree.tags) has_annotator |= tag.first == "Annotator";
    if (!has_annotator) tree.tags.emplace_back("Annotator", annotator);
    for (Color c : {WHITE, BLACK}) {
        const std::string who   = c == WHITE ? "White" : "Black";
        const SideSummary& side = analysis.side[c];
        set_tag(tree, who + "Inaccuracies", std::to_string(side.inaccuracies));
        set_tag(tree, who + "Mistakes", std::to_string(side.mistakes));
        set_tag(tree, who + "Blunders", std::to_string(side.blunders));
        set_tag(tree, who + "AverageLoss", std::to_string(side.average_loss()));
    }
}

// (search/analysis.h)
std::string analysis_json(int index, const PgnTree& before, const PgnTree& annotated, const GameAnalysis& a) {
    std::ostringstream o;
    o << "{\"game\": " << index << ", \"tags\": {";
    for (std::size_t i = 0; i < before.tags.size(); ++i)
        o << (i ? ", " : "") << json_quoted(before.tags[i].first) << ": "
          << json_quoted(before.tags[i].second);
    o << "}, \"complete\": " << (a.complete ? "true" : "false") << ", \"moves\": [";
    for (std::size_t i = 0; i < a.moves.size(); ++i) {
        const MoveVerdict& v = a.moves[i];
        const PgnNode& node  = before.nodes[v.node];
        Position pos;
        pos.set(before.nodes[node.parent].fen);
        std::string line;
        for (Move m : v.line) {
            line += (line.empty() ? "" : ", ") + json_quoted(pos.move_to_uci(m));
            pos.make_move(m);
        }
        Position at;
        at.set(before.nodes[node.parent].fen);
        o << (i ? ", " : "") << "{\"ply\": " << v.ply << ", \"san\": " << json_quoted(node.san)
          << ", \"uci\": " << json_quoted(node.uci) << ", \"eval\": " << json_score(v.after, ~v.mover)
          << ", \"best\": " << json_quoted(v.best == Move::none() ? "" : at.move_to_uci(v.best))
          << ", \"best_eval\": " << json_score(v.before, v.mover) << ", \"drop\": " << v.drop
          << ", \"cp_loss\": " << v.cp_loss << ", \"nag\": " << v.nag << ", \"line\": [" << line << "]}";
    }
    o << "], \"summary\": {";
    for (Color c : {WHITE, BLACK}) {
        const SideSummary& s = a.side[c];
        o << (c == WHITE ? "\"white\": " : ", \"black\": ") << "{\"moves\": " << s.moves
          << ", \"inaccuracies\": " << s.inaccuracies << ", \"mistakes\": " << s.mistakes
          << ", \"blunders\": " << s.blunders << ", \"average_loss\": " << s.average_loss() << "}";
    }
    o << "}, \"pgn\": " << json_quoted(write_pgn(annotated)) << "}";
    return o.str();
}

} // namespace quince::search
