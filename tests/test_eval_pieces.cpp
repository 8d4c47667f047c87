// Per-piece attribution of the evaluation's trace (Trace::pieces, `quince eval --json` "pieces"):
// every profile, the oracle's 3,000 positions and a few built to show the rarer parts. The records
// of each term, added per colour, must give the term's total exactly; only the bishop pair (part
// of Material) belongs to no piece.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "board/position.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "eval/trace.h"
#include "test_data.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_eval_pieces {

using namespace quince;

namespace {

// Quince's material imbalance of colour c, written out here from its definition
// (docs/evaluation.md, "Material imbalance"): the part of the Material row no piece claims beside
// the bishop pair.
Score imbalance(const Position& pos, const eval::Params& P, Color c) {
    const auto& W = P.weights<eval::EvalModel::Quince>();
    auto kinds    = [&](Color side) {
        return std::vector<int>{pos.count(side, BISHOP) >= 2 ? 1 : 0,
                                pos.count(side, PAWN),
                                pos.count(side, KNIGHT),
                                pos.count(side, BISHOP),
                                pos.count(side, ROOK),
                                pos.count(side, QUEEN)};
    };
    const std::vector<int> us = kinds(c), them = kinds(~c);
    int op = 0, eg = 0;
    auto add = [&](Score w, int n) { op += w.op * n, eg += w.eg * n; };
    for (int a = 1; a < 6; ++a) {
        for (int b = 0; b <= a; ++b) add(W.ImbalanceOurs[a][b], us[a] * us[b]);
        for (int b = 0; b < a; ++b) add(W.ImbalanceTheirs[a][b], us[a] * them[b]);
    }
    return S(op / 16, eg / 16);
}

// Positions for the parts the oracle's positions may lack.
const std::vector<std::string> Extra = {
    "r1bqk2r/pppp1ppp/1B3n2/4p3/4P3/2N5/PPPP1PPP/R2QKBNR b KQkq - 0 1", // bishop a7-style trap (b6)
    "rn1qkbnr/pBpppppp/1p6/8/8/8/PPPPPPPP/RNBQK1NR w KQkq - 0 1",       // bishop a7 region
    "rnbqkbnr/pppppppp/8/8/8/1p6/B1PPPPPP/RNBQK1NR w KQkq - 0 1",       // (no trap: a2 is not a7)
    "rnbqkbnr/1ppppppp/1p6/8/8/8/BPPPPPPP/RNBQK1NR b KQkq - 0 1",       // Black's view
    "r3k2r/Bpp2ppp/1p6/8/8/8/PPP2PPP/R3KB1R w KQkq - 0 1",              // white bishop a7, pawn b6
    "rnbqkbnr/pppppppp/8/8/8/3P4/PPPP1PPP/RNBQKBNR w KQkq - 0 1",       // (illegal count: skipped)
    "rn1qkbnr/ppp1pppp/3p4/8/8/3P4/PPPNPPPP/R1BQKBNR w KQkq - 0 1",     // blocked bishop c1
    "rnbq1rk1/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1KNR w - - 0 1",            // blocked rook (king f1)
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1RK1 w kq - 0 1",           // castled: rook f1, h1 empty
    "6k1/R7/8/8/8/8/5PPP/6K1 w - - 0 1",                                // rook on the 7th, king on 8th
    "6k1/Q7/8/8/8/8/5PPP/6K1 w - - 0 1",                                // queen on the 7th
    "8/8/8/4k3/8/8/8/4K2Q w - - 0 1",                                   // bare king (rustic edge)
    "8/3P4/8/8/8/k7/8/4K3 w - - 0 1",                                   // runaway passer
    "4k3/8/8/8/3n4/8/4P3/4K3 w - - 0 1",                                // knight attacks e2? hanging
    "r3k2r/ppp2ppp/2n5/3pq3/4n3/2N2N2/PPPQBPPP/R3K2R w KQkq - 0 1",     // threats both ways
    "2kr3r/ppp2ppp/8/8/8/8/PPP2PPP/2KR3R w - - 0 1",                    // queen-side kings
};

} // namespace

TEST(EvalPieces, RecordsReconcileWithTheTermsForEveryProfile) {
    std::vector<std::string> fens = test::oracle_fens();
    ASSERT_GE(fens.size(), 3000u);
    fens.insert(fens.end(), Extra.begin(), Extra.end());
    std::map<std::string, int> seen; // part name -> how often, over every profile and position
    for (const eval::Profile* prof : eval::all_profiles()) {
        eval::Evaluator ev(*prof);
        const eval::Params& P = prof->params;
        int evaluated         = 0;
        for (const std::string& fen : fens) {
            Position pos;
            if (!pos.set(fen) || pos.in_check()) continue;
            ++evaluated;
            eval::Trace t;
            ev.evaluate_traced(pos, t);
            SCOPED_TRACE(prof->name + ": " + fen);
            Score sum[eval::TERM_NB][COLOR_NB];
            for (const eval::PieceRecord& r : t.pieces) {
                ++seen[r.what];
                const Piece pc = pos.piece_on(r.sq);
                ASSERT_NE(pc, NO_PIECE) << r.what;
                ASSERT_TRUE(t.computed[r.term]) << r.what;
                // A threat counts for the attacker and sits on the attacked piece; everything else
                // counts for the piece's own side.
                if (r.term == eval::T_THREAT)
                    EXPECT_NE(color_of(pc), r.side) << r.what;
                else
                    EXPECT_EQ(color_of(pc), r.side) << r.what;
                if (r.term == eval::T_MATERIAL) {
                    EXPECT_EQ(r.score, P.material().PieceValue[type_of(pc)]);
                }
                if (r.term == eval::T_PST) {
                    const Score e = prof->psq.sq[pc][r.sq];
                    EXPECT_EQ(r.score, color_of(pc) == WHITE ? e : -e);
                }
                sum[r.term][r.side] += r.score;
            }
            for (int term = 0; term < eval::TERM_NB; ++term)
                for (Color c : {WHITE, BLACK}) {
                    if (!t.computed[term]) continue;
                    Score expected_rest;
                    if (term == eval::T_MATERIAL && pos.count(c, BISHOP) >= 2)
                        expected_rest = P.material().BishopPair;
                    if (term == eval::T_MATERIAL && P.Model == eval::EvalModel::Quince)
                        expected_rest += imbalance(pos, P, c);
                    EXPECT_EQ(t.side[term][c] - sum[term][c], expected_rest)
                        << eval::TermName[term] << (c == WHITE ? " white" : " black");
                    EXPECT_EQ(t.unattributed(eval::Term(term), c), expected_rest);
                }
        }
        EXPECT_GE(evaluated, 3000) << prof->name;
    }
    // Every kind of part occurs somewhere, so none of the hooks is dead.
    for (const char* part : {"value",
                             "table",
                             "doubled",
                             "isolated",
                             "isolated, open file",
                             "backward",
                             "backward, open file",
                             "candidate passer",
                             "mobility",
                             "rook file",
                             "7th rank",
                             "attackers",
                             "shelter and storm",
                             "king edge",
                             "driving the lone king to mate",
                             "passed pawn",
                             "trapped bishop",
                             "blocked bishop",
                             "blocked rook",
                             "attacked by a pawn",
                             "attacked by a minor",
                             "attacked by a rook",
                             "attacked by the king",
                             "hanging"})
        EXPECT_GT(seen[part], 0) << part;
}

TEST(EvalPieces, SearchPathUnchangedByTheRecords) {
    // The records are the trace's only: the search's evaluation gives the traced score.
    for (const eval::Profile* prof : eval::all_profiles()) {
        eval::Evaluator ev(*prof);
        for (const std::string& fen : Extra) {
            Position pos;
            if (!pos.set(fen) || pos.in_check()) continue;
            ev.prepare(pos);
            eval::Trace t;
            const int white = ev.evaluate_traced(pos, t);
            EXPECT_EQ(ev.evaluate(pos), pos.side_to_move() == WHITE ? white : -white)
                << prof->name << " " << fen;
            EXPECT_FALSE(t.pieces.empty());
        }
    }
}

} // namespace test_eval_pieces
