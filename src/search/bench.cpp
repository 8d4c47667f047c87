#include "search/bench.h"

namespace quince::search {

const std::vector<std::string>& bench_positions() {
    // Written for Quince: opening and middlegame positions reached by ordinary play, tactical
    // positions, and endgames of every material class (pawn, minor, rook, queen endings).
    static const std::vector<std::string> fens = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r1b2rk1/2q1bppp/p2p1n2/npp1p3/3PP3/2P2N1P/PPB2PP1/RNBQR1K1 w - - 1 12",
        "r2q1rk1/3nbppp/p2pbn2/1p2p3/4P1P1/1NN1BP2/PPPQ3P/2KR1B1R w - b6 0 12",
        "r1bq1rk1/pp1n1ppp/4pn2/b1p5/2BP4/P1N1PN2/1P3PPP/R1BQ1RK1 w - - 1 10",
        "r2q1rk1/pp1n1ppp/2p1pn2/5b2/PbBP4/2N1PN2/1P2QPPP/R1B2RK1 w - - 5 10",
        "r1b2rk1/pp1nqppp/2n1p3/2ppP3/3P1P2/2N2N2/PPPQ2PP/R3KB1R w KQ - 2 10",
        "r2qkb1r/pp2nppp/2n1p3/3pPb2/2PN4/4B3/PP2BPPP/RN1QK2R w KQkq - 1 9",
        "r1bq1rk1/pppnn1bp/3p2p1/3Ppp2/2P1P3/2NN4/PP2BPPP/R1BQ1RK1 w - f6 0 11",
        "r1bq1rk1/ppp1bppp/1nn5/4p3/8/P1NP1NP1/1P2PPBP/R1BQ1RK1 b - - 0 9",
        "r1bqk2r/ppp1nppp/8/3n4/2BP4/1Q3N2/PP1N1PPP/R3K2R w KQkq - 2 11",
        "rn1qk2r/pp3ppp/2p1pn2/5b2/1NBP4/5N2/PPPBQPPP/R3K2R b KQkq - 0 10",
        "rn3rk1/p1p1qpp1/1p2b2p/3p4/3P4/4PN2/PP3PPP/2RQKB1R w K - 2 12",
        "rnbqk2r/ppp2p1p/3b4/3PN2n/2BP1ppP/8/PPP3P1/RNBQK2R w KQkq - 1 9",
        "r2qk2r/pp1n1ppp/2p2n2/2b1p2b/4P3/5NPP/PPPN1PB1/R1BQ1RK1 w kq - 1 10",
        "1rbq1rk1/pp2npbp/3pp1p1/2p5/3nPP2/2NPB1P1/PPPQ2BP/R3NRK1 b - - 9 11",
        "r2q1rk1/ppp1bppp/8/3p4/2PPn3/P4Q2/1Pn2PPP/RNB1RBK1 w - - 1 13",
        "r1bq1rk1/pp1n2pp/2p1p3/3p1p2/2PPn3/bPN2NP1/P1Q1PPBP/R4RK1 w - - 0 11",
        "r4rk1/p1ppq1bp/b1p2pp1/3nP3/2P2P2/1P4P1/PB2Q2P/RN2KB1R w KQ - 0 13",
        "2rq1rk1/p2nbppp/bp6/2P5/2p5/1PB3P1/P2N1PBP/R2Q1RK1 w - - 0 16",
        "3rk2r/ppp2pp1/2p1b3/4Pn1p/1b3B2/P4N1P/1PP1NPP1/R2R2K1 b - - 0 14",
        "1rr3k1/1pq2ppp/p4n2/2p1p3/1b2PP2/3BB3/PPP3PP/R2Q1RK1 w - - 0 15",
        "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQ - 0 1",
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        "2kr3r/ppp2ppp/2n5/2b1q3/4P3/2N2N2/PPP2PPP/R2QKB1R w KQ - 0 10",
        "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1",
        "r1b1k2r/ppppnppp/2n2q2/2b5/3NP3/2P1B3/PP3PPP/RN1QKB1R w KQkq - 0 1",
        "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - 0 1",
        "r3k2r/pb1nqppp/1p2pn2/2p5/2PP4/P1Q1PN2/1P1BBPPP/R3K2R b KQkq - 0 1",
        "5rk1/1b3ppp/p7/1p1Bq3/8/1P5P/P4PP1/2R1Q1K1 w - - 0 1",
        "4r1k1/1p3pp1/p1p4p/3n4/3P4/1BP2N1P/PP3PP1/4R1K1 b - - 0 1",
        "8/8/1p3k2/p1p5/P1P2K2/1P6/8/8 w - - 0 1",
        "4k3/R7/4K3/4P3/8/8/8/7r w - - 0 1",
        "6k1/6p1/5p1p/8/3N4/5PP1/4K2P/2b5 w - - 0 1",
        "2r3k1/5ppp/8/8/8/8/5PPP/1R4K1 w - - 0 1",
        "8/6k1/6p1/4q3/8/6P1/5QK1/8 w - - 0 1",
        "8/p7/1p6/2p5/2P5/1P1k4/P7/4K3 w - - 0 1",
        "8/8/8/8/5k2/8/4K3/R7 w - - 0 1",
        "3k4/8/3K4/3P4/8/8/8/8 w - - 0 1",
        "8/3kp3/8/2P5/1P6/8/6K1/8 w - - 0 1",
        "8/8/4kpp1/3p4/p2P1P2/P3K1P1/1P6/8 b - - 0 1",
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
        "6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1",
        "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
        "1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1",
        "4k3/8/8/3PK3/8/8/r7/7R b - - 0 1",
        "8/8/8/3k4/8/8/1r6/Q3K3 w - - 0 1",
        "8/8/8/8/8/2k5/8/KBN5 w - - 0 1",
        "8/5p2/8/8/8/8/1P6/k6K w - - 0 1",
        "8/4kp2/6p1/3b4/8/2B2P2/5KP1/8 w - - 0 1",
        "8/3k4/2p2n2/1p1p4/1P1P4/2P1NK2/8/8 w - - 0 1",
        "6k1/5pp1/7p/8/8/1Q4P1/5PKP/3q4 w - - 0 1",
        "8/pp3k2/2p5/3r4/8/2P2K2/PP3P2/4R3 w - - 0 1",
        "5k2/8/5K2/5P2/8/8/8/8 w - - 0 1",
    };
    return fens;
}

BenchTotal run_bench(int depth, const eval::Profile& profile,
                     const std::function<void(const BenchPosition&)>& on_position) {
    Engine engine;
    engine.set_profile(profile);
    std::string err;
    engine.set_hash(16, &err);
    engine.set_threads(1);
    engine.clear();
    BenchTotal total;
    TimePoint start = now_ms();
    int index       = 0;
    for (const std::string& fen : bench_positions()) {
        BenchPosition bp;
        bp.index = ++index;
        bp.fen   = fen;
        if (!bp.pos.set(fen, &bp.error)) {
            if (on_position) on_position(bp);
            continue;
        }
        Limits lim;
        lim.depth = depth;
        bp.result = engine.search(bp.pos, lim);
        total.nodes += bp.result.nodes;
        ++total.positions;
        if (on_position) on_position(bp);
    }
    total.time_ms = std::max<TimePoint>(1, now_ms() - start);
    total.nps     = total.nodes * 1000 / std::uint64_t(total.time_ms);
    return total;
}

} // namespace quince::search
