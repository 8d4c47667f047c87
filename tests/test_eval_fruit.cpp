// The evaluation against Fruit 2.1's own numbers (data/fruit21-oracle), colour symmetry, the
// profile registry, and the eval command line.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "board/movegen.h"
#include "board/position.h"
#include "board/see.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "eval/pst.h"
#include "eval/terms.h"
#include "eval/trace.h"
#include "test_data.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_eval_fruit {

using namespace quince;

namespace {

std::vector<std::string> split(const std::string& line) {
    std::vector<std::string> out;
    std::string cur;
    for (char c : line) {
        if (c == ',')
            out.push_back(cur), cur.clear();
        else if (c != '\r')
            cur += c;
    }
    out.push_back(cur);
    return out;
}

// The rows of the CSV file at `path` (.xz-compressed or not), split at the commas.
std::vector<std::vector<std::string>> read_csv(const std::string& path) {
    std::vector<std::vector<std::string>> rows;
    for (const std::string& line : test::file_lines(path))
        if (!line.empty()) rows.push_back(split(line));
    return rows;
}

// A registered profile; the tests construct their evaluators from it (nothing global changes).
const eval::Profile& profile(const std::string& name) {
    const eval::Profile* p = eval::find_profile(name);
    EXPECT_NE(p, nullptr) << name;
    return p ? *p : eval::default_profile();
}

// The search path's score from White's view (on a copy given the evaluator's table).
int white_view(eval::Evaluator& ev, Position pos) {
    ev.prepare(pos);
    int v = ev.evaluate(pos);
    return pos.side_to_move() == WHITE ? v : -v;
}

} // namespace

// Every column of every oracle row, through the trace (CSV) path, and the search path's score.
TEST(EvalFruit, OracleAllRowsAllColumns) {
    const eval::Profile& fruit = profile("fruit21");
    auto rows                  = read_csv(test::data_path("fruit21-oracle/dev.csv.xz"));
    auto detail                = read_csv(test::data_path("fruit21-oracle/dev-detail.csv.xz"));
    ASSERT_EQ(rows.size(), 3001u) << "oracle rows in " << test::data_path("fruit21-oracle/dev.csv.xz");
    ASSERT_EQ(detail.size(), rows.size());
    const auto header = rows[0];
    ASSERT_EQ(split(eval::csv_header()), header);
    std::size_t rules_col = 0;
    for (std::size_t i = 0; i < detail[0].size(); ++i)
        if (detail[0][i] == "draw_rule_bits") rules_col = i;
    ASSERT_NE(rules_col, 0u);

    eval::Evaluator ev(fruit), search_ev(fruit);
    eval::Trace t;
    int matching = 0;
    for (std::size_t r = 1; r < rows.size(); ++r) {
        const auto& want = rows[r];
        Position pos;
        ASSERT_TRUE(pos.set(want[0])) << want[0];
        ev.evaluate_traced(pos, t);
        const auto got = split(eval::csv_row(want[0], t));
        ASSERT_EQ(got.size(), want.size());
        bool ok = true;
        for (std::size_t c = 1; c < want.size(); ++c) {
            EXPECT_EQ(got[c], want[c]) << "row " << r << " column " << header[c] << ": " << want[0];
            ok = ok && got[c] == want[c];
        }
        EXPECT_EQ(std::to_string(t.rules_fired), detail[r][rules_col])
            << "draw rules, row " << r << ": " << want[0];
        EXPECT_EQ(white_view(search_ev, pos), std::stoi(want[1]))
            << "search path, row " << r << ": " << want[0];
        matching += ok;
    }
    EXPECT_EQ(matching, 3000);
}

// Mirroring the position negates the White-view score, in every profile, except for fruit21
// where Fruit's mirrored K(B)P test (docs/reference/fruit21.md §10.2 / §13.7) fires for one colour
// only.
TEST(EvalFruit, ColourSymmetry) {
    std::vector<std::string> fens;
    for (const auto& row : read_csv(test::data_path("fruit21-oracle/dev.csv.xz")))
        if (row[0] != "fen") fens.push_back(row[0]);
    for (const char* suite : {"perft/perftsuite.epd", "perft/standard.epd"})
        for (const std::string& line : test::data_lines(suite))
            if (!line.empty()) fens.push_back(line.substr(0, line.find(';')));
    ASSERT_GT(fens.size(), 3000u);

    for (const std::string& name : eval::profile_names()) {
        eval::Evaluator ev(profile(name));
        eval::Trace a, b;
        int exceptions = 0, checked = 0;
        for (const auto& fen : fens) {
            Position pos;
            if (!pos.set(fen)) continue;
            const Position mir = pos.mirrored();
            const int v = ev.evaluate_traced(pos, a), m = ev.evaluate_traced(mir, b);
            ++checked;
            if (m == -v) continue;
            // Rule 10.2 (bit 1 for White, bit 4 for Black) fired for one side but not the mirror.
            const bool white_rule = a.rules_fired & 2, black_rule = a.rules_fired & 16;
            const bool mir_white = b.rules_fired & 2, mir_black = b.rules_fired & 16;
            const bool kbp_asym = white_rule != mir_black || black_rule != mir_white;
            if (name == "fruit21" && kbp_asym) {
                ++exceptions;
                continue;
            }
            ADD_FAILURE() << name << ": " << fen << " scores " << v << ", its mirror " << m;
        }
        EXPECT_GT(checked, 3000) << name;
        std::printf("[          ] profile %s: %d positions, %d asymmetric K(B)P exceptions\n", name.c_str(),
                    checked, exceptions);
        if (name == "fruit21")
            EXPECT_GT(exceptions, 0) << "the oracle set contains asymmetric K(B)P cases";
        else
            EXPECT_EQ(exceptions, 0) << name;
    }
}

// The example of docs/reference/fruit21.md §13.7: asymmetric in fruit21 only.
TEST(EvalFruit, BlackSingleFileQuirkOnlyInFruit21) {
    Position a, b;
    ASSERT_TRUE(a.set("4B3/8/3k4/8/8/3P4/4K3/2b5 w - - 0 1"));
    ASSERT_TRUE(b.set("2B5/4k3/3p4/8/8/3K4/8/4b3 b - - 0 1"));
    {
        eval::Evaluator ev(profile("fruit21"));
        EXPECT_EQ(white_view(ev, a), 5);
        EXPECT_EQ(white_view(ev, b), -20);
    }
    {
        eval::Evaluator ev(profile("quince")); // tuned weights: only the symmetry is fixed
        EXPECT_EQ(white_view(ev, a), -white_view(ev, b));
    }
}

TEST(EvalProfiles, RegistryAndPositionTables) {
    auto names = eval::profile_names();
    EXPECT_NE(std::find(names.begin(), names.end(), "quince"), names.end());
    // `default` (the old name of quince) is a UCI keyword: never a profile name (issue #18).
    EXPECT_EQ(std::find(names.begin(), names.end(), "default"), names.end());
    EXPECT_EQ(eval::find_profile("default"), nullptr);
    EXPECT_NE(std::find(names.begin(), names.end(), "fruit21"), names.end());
    EXPECT_EQ(eval::default_profile().name, "quince");
    std::string err;
    EXPECT_EQ(eval::find_profile("no-such-profile", &err), nullptr);
    EXPECT_NE(err.find("no-such-profile"), std::string::npos);
    EXPECT_NE(err.find("fruit21"), std::string::npos) << "the message lists the profiles";

    // A position has no table until its owner gives it one: its sums are zero.
    Position pos;
    ASSERT_TRUE(pos.set("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"));
    EXPECT_EQ(pos.psq_table(), &ZeroPsqTable);
    EXPECT_EQ(pos.psq(), Score{});
    const eval::Profile &fruit = profile("fruit21"), &rybka = profile("rybka");
    eval::Evaluator ev(fruit);
    EXPECT_EQ(&ev.profile(), &fruit);
    ev.prepare(pos);
    EXPECT_EQ(pos.psq_table(), &fruit.psq);
    const Score fruit_sum = pos.psq();
    EXPECT_NE(fruit_sum, Score{});
    // Kept by set() and by copies; the sum follows the table.
    ASSERT_TRUE(pos.set("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"));
    EXPECT_EQ(pos.psq_table(), &fruit.psq);
    Position copy = pos;
    EXPECT_EQ(copy.psq_table(), &fruit.psq);
    eval::Evaluator(rybka).prepare(copy);
    EXPECT_EQ(copy.psq_table(), &rybka.psq);
    EXPECT_NE(copy.psq(), pos.psq());
    EXPECT_EQ(pos.psq_table(), &fruit.psq); // the original keeps its own
}

// Evaluation reads the position's incremental PST sum: the position must carry the evaluator's
// table. Re-pointing is cheap (Evaluator::prepare), and a position that was not prepared is caught
// by an assertion in debug builds (there is no silent from-scratch fallback).
TEST(EvalProfiles, PositionsArePreparedForTheirEvaluator) {
    const eval::Profile &fruit = profile("fruit21"), &simple = profile("simple");
    eval::Evaluator ev(fruit), other(simple);
    for (const char* fen : {"r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
                            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"}) {
        Position pos;
        ASSERT_TRUE(pos.set(fen));
        ev.prepare(pos);
        const int expected = ev.evaluate(pos);
        eval::Trace t;
        EXPECT_EQ(ev.evaluate_traced(pos, t), expected) << fen; // both sides to move are White
        other.prepare(pos);                                     // simple's table
        EXPECT_EQ(pos.psq(), eval::psq_total(pos, simple.psq));
        const int simple_value = other.evaluate(pos);
        ev.prepare(pos); // back again: the same sums and score
        EXPECT_EQ(ev.evaluate(pos), expected) << fen;
        other.prepare(pos);
        EXPECT_EQ(other.evaluate(pos), simple_value) << fen;
        // The trace path sums the PST itself: any table will do.
        EXPECT_EQ(ev.evaluate_traced(pos, t), expected) << fen;
        pos.set_psq_table(nullptr);
        EXPECT_EQ(pos.psq(), Score{});
        EXPECT_EQ(ev.evaluate_traced(pos, t), expected) << fen;
#ifndef NDEBUG
        EXPECT_DEATH(ev.evaluate(pos), "not prepared") << fen;
        other.prepare(pos);
        EXPECT_DEATH(ev.evaluate(pos), "not prepared") << fen;
#endif
    }
}

// Evaluators of different profiles, interleaved in one thread on the same positions (one shared
// position re-pointed between them, and copies along a game), give what `quince eval --profile
// NAME` prints for each: no state of one profile leaks into another.
TEST(EvalProfiles, InterleavedEvaluatorsMatchTheEvalCommand) {
    const std::vector<std::string> fens = {
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "4B3/8/3k4/8/8/3P4/4K3/2b5 b - - 0 1", "6k1/5pp1/7p/8/8/1Q4P1/5PKP/3q4 w - - 0 1"};
    const std::vector<std::string> names = {"quince", "fruit21", "rybka", "simple", "rustic"};
    // The command's White-view scores (its CSV mode, one run per profile).
    const auto dir = std::filesystem::temp_directory_path();
    const auto in = dir / "quince_interleave_in.txt", out = dir / "quince_interleave_out.txt";
    {
        std::ofstream f(in);
        for (const auto& fen : fens) f << fen << "\n";
    }
    std::vector<std::vector<int>> want(names.size());
    for (std::size_t k = 0; k < names.size(); ++k) {
        const std::string cmd = std::string(QUINCE_ENGINE_PATH) + " eval --profile " + names[k] +
                                " --csv < " + in.string() + " > " + out.string();
        ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
        const auto rows = read_csv(out.string());
        ASSERT_EQ(rows.size(), fens.size() + 1);
        for (std::size_t r = 1; r < rows.size(); ++r) want[k].push_back(std::stoi(rows[r][1]));
    }
    std::filesystem::remove(in);
    std::filesystem::remove(out);

    std::vector<std::unique_ptr<eval::Evaluator>> evs;
    for (const auto& n : names) evs.push_back(std::make_unique<eval::Evaluator>(profile(n)));
    for (int round = 0; round < 2; ++round) // the second round runs with warm caches
        for (std::size_t i = 0; i < fens.size(); ++i) {
            Position shared;
            ASSERT_TRUE(shared.set(fens[i]));
            for (std::size_t k = 0; k < names.size(); ++k) {
                evs[k]->prepare(shared); // the one position, re-pointed to each profile's table
                const int v = evs[k]->evaluate(shared);
                EXPECT_EQ(shared.side_to_move() == WHITE ? v : -v, want[k][i]) << names[k] << " " << fens[i];
                eval::Trace t;
                EXPECT_EQ(evs[k]->evaluate_traced(shared, t), want[k][i]) << names[k] << " " << fens[i];
                EXPECT_EQ(eval::trace(profile(names[k]), shared).find("Profile: " + names[k]), 0u);
            }
        }
    for (std::size_t k = 0; k < names.size(); ++k) // each profile scores these positions its own way
        for (std::size_t j = 0; j < k; ++j) EXPECT_NE(want[k], want[j]) << names[k] << " " << names[j];
    // Along a game: each profile's copy made and unmade in turn keeps its own incremental sums.
    Position game;
    ASSERT_TRUE(game.set(fens[2]));
    std::vector<Position> copies(names.size(), game);
    for (std::size_t k = 0; k < names.size(); ++k) evs[k]->prepare(copies[k]);
    unsigned seed = 7;
    for (int ply = 0; ply < 60; ++ply) {
        const MoveList moves = legal_moves(game);
        if (moves.size() == 0) break;
        seed         = seed * 1103515245u + 12345u;
        const Move m = moves[int((seed >> 16) % unsigned(moves.size()))];
        game.make_move(m);
        for (std::size_t k = 0; k < names.size(); ++k) {
            copies[k].make_move(m);
            if (copies[k].in_check()) continue;
            eval::Evaluator fresh(profile(names[k]));
            Position scratch;
            ASSERT_TRUE(scratch.set(game.fen()));
            EXPECT_EQ(white_view(*evs[k], copies[k]), white_view(fresh, scratch))
                << names[k] << " " << game.fen();
        }
    }
}

// Along a game the incrementally kept PST sum and the caches give the from-scratch result.
TEST(EvalProfiles, IncrementalAndCachedMatchFresh) {
    const eval::Profile& quince = profile("quince");
    eval::Evaluator ev(quince);
    Position pos;
    ev.prepare(pos);
    ASSERT_TRUE(pos.set("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"));
    unsigned seed = 12345;
    for (int ply = 0; ply < 200; ++ply) {
        const MoveList moves = legal_moves(pos);
        if (moves.size() == 0) break;
        seed = seed * 1103515245u + 12345u;
        pos.make_move(moves[int((seed >> 16) % unsigned(moves.size()))]);
        Position fresh;
        ASSERT_TRUE(fresh.set(pos.fen()));
        eval::Evaluator cold(quince);
        cold.prepare(fresh);
        EXPECT_EQ(pos.psq(), fresh.psq()) << fresh.fen();
        EXPECT_EQ(ev.evaluate(pos), cold.evaluate(fresh)) << fresh.fen();
    }
}

TEST(EvalTrace, TableAndJsonShowTheScore) {
    const eval::Profile& fruit = profile("fruit21");
    Position pos;
    ASSERT_TRUE(pos.set("4B3/8/3k4/8/8/3P4/4K3/2b5 w - - 0 1"));
    const std::string text = eval::trace(fruit, pos), json = eval::trace_json(fruit, pos);
    EXPECT_NE(text.find("Final evaluation: 5 (White's view)"), std::string::npos) << text;
    EXPECT_NE(text.find("Phase: 235"), std::string::npos) << text;
    EXPECT_NE(json.find("\"eval_white\": 5"), std::string::npos) << json;
    EXPECT_NE(json.find("\"mul\": [1, 0]"), std::string::npos) << json;
    EXPECT_NE(json.find("\"passer\": {\"white\": [10, 20]"), std::string::npos) << json;
}

// The CSV mode reports a bad line on stderr with its number and carries on.
TEST(EvalCommand, CsvSkipsBadLinesWithLineNumber) {
    const auto dir = std::filesystem::temp_directory_path();
    const auto in = dir / "quince_eval_in.txt", out = dir / "quince_eval_out.txt",
               err = dir / "quince_eval_err.txt";
    {
        std::ofstream f(in);
        f << "4B3/8/3k4/8/8/3P4/4K3/2b5 w - - 0 1\nnot a fen\n\n8/8/4k3/8/p7/7b/8/1K6 b - - 0 1\n"
          << "4k3/8/8/8/8/8/8/R3K2R w Kk e3 0 1\n"; // stale castling right and e.p. square: dropped
    }
    const std::string cmd = std::string(QUINCE_ENGINE_PATH) + " eval --profile fruit21 --csv < " +
                            in.string() + " > " + out.string() + " 2> " + err.string();
    const int rc = std::system(cmd.c_str());
    EXPECT_NE(rc, 0); // an error occurred
    std::ifstream o(out), e(err);
    std::stringstream os, es;
    os << o.rdbuf();
    es << e.rdbuf();
    const auto lines = os.str();
    EXPECT_EQ(std::count(lines.begin(), lines.end(), '\n'), 4) << lines;
    EXPECT_NE(lines.find("4k3/8/8/8/8/8/8/R3K2R w Kk e3 0 1,1036,213,"), std::string::npos) << lines;
    EXPECT_NE(es.str().find("warning: line 5"), std::string::npos) << es.str();
    EXPECT_NE(lines.find("4B3/8/3k4/8/8/3P4/4K3/2b5 w - - 0 1,5,235,"), std::string::npos) << lines;
    EXPECT_NE(
        lines.find("8/8/4k3/8/p7/7b/8/1K6 b - - 0 1,0,245,-405,-415,91,-51,20,20,10,10,0,0,-28,-80,0,0,2,0"),
        std::string::npos)
        << lines;
    EXPECT_NE(es.str().find("line 2"), std::string::npos) << es.str();
    std::filesystem::remove(in), std::filesystem::remove(out), std::filesystem::remove(err);
}

// The free-passer test uses Fruit's exchange rules (docs/reference/fruit21.md Appendix A), which
// differ from the board's see() when a king recapture uncovers an enemy slider behind the king: here
// White's g3-g4 is met by Rc4xg4, and Kxg4 would walk into the g6 rook's x-ray.
TEST(EvalPasser, FruitSeeDiffersFromBoardSeeOnKingXray) {
    Position pos;
    ASSERT_TRUE(pos.set("6N1/2P5/R5r1/6KR/2r5/P5P1/3k2P1/8 w - - 3 21"));
    EXPECT_GE(pos.see(Move(SQ_G3, SQ_G4)), 0);           // the board's SEE lets the king take
    EXPECT_FALSE(eval::push_is_safe(pos, SQ_G3, SQ_G4)); // Fruit's: the pawn is lost
    // Both are the board's one swap routine with another king rule: after g3-g4 Black wins the pawn
    // (Rxg4, and Kxg4 is refused) or nothing (Rxg4 Kxg4: a rook for a pawn, so Black does not take).
    const Bitboard after = pos.pieces() ^ square_bb(SQ_G3);
    EXPECT_EQ(see_gain(pos, SQ_G4, after, BLACK, SeeValue[PAWN], SeeKingRule::Fruit), SeeValue[PAWN]);
    EXPECT_EQ(see_gain(pos, SQ_G4, after, BLACK, SeeValue[PAWN], SeeKingRule::NoDefender), 0);
    // The c4 rook sees c8 through the square the pawn leaves (the hidden attacker behind the mover).
    EXPECT_FALSE(eval::push_is_safe(pos, SQ_C7, SQ_C8));
    ASSERT_TRUE(pos.set("4k3/8/8/3r4/8/8/3P4/3RK3 w - - 0 1"));
    EXPECT_TRUE(eval::push_is_safe(pos, SQ_D2, SQ_D3)); // Rxd3 Rxd3: the rook behind the pawn defends
    ASSERT_TRUE(pos.set("4k3/8/8/3r4/8/8/3P4/4K3 w - - 0 1"));
    EXPECT_FALSE(eval::push_is_safe(pos, SQ_D2, SQ_D3)); // Rxd3 and nothing recaptures
}

} // namespace test_eval_fruit
