#include "serve/search_event.h"

#include "board/san.h"

namespace quince::serve {

using nlohmann::json;

json info_event(const Position& root, const search::SearchInfo& info) {
    json e       = {{"type", "info"},          {"depth", info.depth},       {"seldepth", info.seldepth},
                    {"multipv", info.multipv}, {"nodes", info.nodes},       {"nps", info.nps},
                    {"time", info.time_ms},    {"hashfull", info.hashfull}, {"tbhits", info.tbhits}};
    long long cp = info.score;
    if (search::is_mate_score(info.score)) {
        const int n = search::mate_in_moves(info.score);
        e["score"]  = {{"mate", n}};
        cp          = n > 0 ? 100000 - (2 * n - 1) : -100000 + (-2 * n);
    } else {
        e["score"] = {{"cp", info.score}};
    }
    e["score_white_cp"] = root.side_to_move() == WHITE ? cp : -cp;
    if (info.bound != search::ScoreBound::Exact)
        e["bound"] = info.bound == search::ScoreBound::Lower ? "lower" : "upper";
    e["wdl"]     = {info.wdl.win, info.wdl.draw, info.wdl.loss};
    json pv      = json::array();
    json san     = json::array();
    Position pos = root;
    for (Move m : info.pv) {
        pv.push_back(pos.move_to_uci(m));
        san.push_back(to_san(pos, m));
        pos.make_move(m);
    }
    e["pv"]     = std::move(pv);
    e["pv_san"] = std::move(san);
    return e;
}

json bestmove_event(const Position& root, Move best, Move ponder) {
    json e = {{"type", "bestmove"},
              {"move", best ? root.move_to_uci(best) : std::string("0000")},
              {"san", best ? to_san(root, best) : std::string()}};
    if (best && ponder) {
        Position after = root;
        after.make_move(best);
        e["ponder"] = after.move_to_uci(ponder);
    }
    return e;
}

} // namespace quince::serve
