#include "uci/format.h"

#include <sstream>

namespace quince::uci {

std::string score_text(int score) {
    if (search::is_mate_score(score)) return "mate " + std::to_string(search::mate_in_moves(score));
    return "cp " + std::to_string(score);
}

std::string info_line(const Position& root, const search::SearchInfo& info, bool show_wdl) {
    std::ostringstream o;
    o << "info depth " << info.depth;
    if (info.depth == 0) { // no legal move: nothing was searched
        o << " score " << score_text(info.score);
        if (show_wdl) o << " wdl " << info.wdl.win << " " << info.wdl.draw << " " << info.wdl.loss;
        return o.str();
    }
    o << " seldepth " << info.seldepth << " multipv " << info.multipv << " score " << score_text(info.score);
    if (show_wdl) // before a bound, as Stockfish
        o << " wdl " << info.wdl.win << " " << info.wdl.draw << " " << info.wdl.loss;
    if (info.bound == search::ScoreBound::Lower)
        o << " lowerbound";
    else if (info.bound == search::ScoreBound::Upper)
        o << " upperbound";
    o << " nodes " << info.nodes << " nps " << info.nps << " hashfull " << info.hashfull << " tbhits "
      << info.tbhits << " time " << info.time_ms << " pv";
    for (Move m : info.pv) o << " " << root.move_to_uci(m);
    return o.str();
}

std::string info_lines(const Position& root, const std::vector<search::SearchInfo>& lines, bool show_wdl) {
    std::string s;
    for (const search::SearchInfo& info : lines) {
        if (!s.empty()) s += '\n';
        s += info_line(root, info, show_wdl);
    }
    return s;
}

std::string bestmove_line(const Position& root, Move best, Move ponder) {
    std::string s = "bestmove " + (best ? root.move_to_uci(best) : std::string("0000"));
    if (best && ponder) {
        Position after = root;
        after.make_move(best);
        s += " ponder " + after.move_to_uci(ponder);
    }
    return s;
}

std::string bench_position_line(const search::BenchPosition& bp) {
    if (!bp.error.empty())
        return "info string error: bench position " + std::to_string(bp.index) + ": " + bp.error;
    return "position " + std::to_string(bp.index) + " " + bp.fen + " : bestmove " +
           bp.pos.move_to_uci(bp.result.best) + " score " + score_text(bp.result.score) + " nodes " +
           std::to_string(bp.result.nodes);
}

std::string bench_total_line(const search::BenchTotal& total) {
    return std::to_string(total.nodes) + " nodes " + std::to_string(total.nps) + " nps";
}

} // namespace quince::uci
