// Personality (issue #20 part 4): each term group of the evaluation scaled in percent, as Fruit
// 2.1's percent options do. Checked on the evaluation (every profile, oracle positions) and
// through the UCI options as a GUI sets them.
#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "board/position.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "eval/trace.h"
#include "search/engine.h"
#include "test_data.h"
#include "uci_process.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_personality {

using namespace quince;

namespace {

// FENs of the oracle positions (first column of dev.csv), side to move not in check: the first `n`.
// A FEN that does not parse fails the test (it is never skipped).
std::vector<std::string> oracle_fens(std::size_t n) {
    std::vector<std::string> fens;
    for (const std::string& fen : test::oracle_fens()) {
        if (fens.size() == n) break;
        Position pos;
        if (!pos.set(fen))
            ADD_FAILURE() << "an oracle FEN does not parse: " << fen;
        else if (!pos.in_check())
            fens.push_back(fen);
    }
    return fens;
}

int search_path(eval::Evaluator& ev, const std::string& fen) {
    Position pos;
    ev.prepare(pos);
    EXPECT_TRUE(pos.set(fen));
    const int v = ev.evaluate(pos);
    return pos.side_to_move() == WHITE ? v : -v;
}

eval::Trace traced(eval::Evaluator& ev, const std::string& fen) {
    Position pos;
    EXPECT_TRUE(pos.set(fen));
    eval::Trace t;
    ev.evaluate_traced(pos, t);
    return t;
}

int truncated_percent(int v, int percent) { return v * percent / 100; }

} // namespace

// 100 % everywhere is the profile itself, on both paths.
TEST(Personality, NeutralIsTheProfileExactly) {
    const auto fens = oracle_fens(300);
    ASSERT_GE(fens.size(), 250u);
    for (const eval::Profile* base : eval::all_profiles()) {
        auto copy = eval::with_personality(*base, eval::Personality{});
        eval::Evaluator a(*base), b(*copy);
        for (const auto& fen : fens) {
            ASSERT_EQ(search_path(a, fen), search_path(b, fen)) << base->name << " " << fen;
            ASSERT_EQ(traced(a, fen).eval_white, traced(b, fen).eval_white) << base->name << " " << fen;
        }
    }
}

// A group's percent scales exactly that group's rows (each colour, both halves, truncated), the
// other rows stay, and the search path agrees with the trace.
TEST(Personality, EachGroupScalesItsOwnRowsOnly) {
    const auto fens = oracle_fens(120);
    ASSERT_EQ(fens.size(), 120u) << "the oracle's positions were not read";
    for (const eval::Profile* base : eval::all_profiles()) {
        eval::Evaluator plain(*base);
        int moved_groups = 0; // groups checked to move some evaluation
        for (int group = 0; group < eval::TERM_NB; ++group) {
            int changed = 0, computed = 0;
            for (int percent : {0, 37, 250}) {
                eval::Personality pers;
                pers.percent[group] = percent;
                auto prof           = eval::with_personality(*base, pers);
                eval::Evaluator ev(*prof);
                for (const auto& fen : fens) {
                    const eval::Trace t0 = traced(plain, fen), t1 = traced(ev, fen);
                    ASSERT_EQ(search_path(ev, fen), t1.eval_white) << base->name << " " << fen;
                    for (int term = 0; term < eval::TERM_NB; ++term) {
                        ASSERT_EQ(t0.computed[term], t1.computed[term]);
                        const int pc = term == group ? percent : 100;
                        for (Color c : {WHITE, BLACK}) {
                            ASSERT_EQ(t1.side[term][c].op, truncated_percent(t0.side[term][c].op, pc))
                                << base->name << " " << eval::TermName[term] << " " << fen;
                            ASSERT_EQ(t1.side[term][c].eg, truncated_percent(t0.side[term][c].eg, pc));
                        }
                    }
                    computed += t0.computed[group];
                    changed += t0.eval_white != t1.eval_white;
                }
            }
            // Every group a profile computes moves some evaluation (0 % removes it).
            if (computed && (group != eval::T_THREAT || base->params.Model == eval::EvalModel::Quince)) {
                bool any_nonzero = false;
                for (const auto& fen : fens) {
                    const eval::Trace t = traced(plain, fen);
                    any_nonzero |= t.total(eval::Term(group)).op != 0 || t.total(eval::Term(group)).eg != 0;
                }
                if (any_nonzero) {
                    EXPECT_GT(changed, 0) << base->name << " " << eval::TermName[group];
                    ++moved_groups;
                }
            }
        }
        // Material and the piece-square tables at least: the check above is never left unasked.
        EXPECT_GE(moved_groups, 2) << base->name;
    }
}

// The tuner's model is the profile's own evaluation: a personal profile is refused there.
TEST(Personality, TunerRefusesAPersonalProfile) {
    eval::Personality pers;
    pers.percent[eval::T_KING] = 150;
    auto prof                  = eval::with_personality(eval::default_profile(), pers);
    eval::Evaluator ev(*prof);
    Position pos;
    ASSERT_TRUE(pos.set(Position::StartFEN));
    eval::CoefTrace t;
    EXPECT_THROW(ev.evaluate_coefs(pos, t), std::logic_error);
}

// A search with a group switched off plays with a different evaluation (nodes and score differ),
// and switching it back on gives the profile's search again, node for node.
TEST(Personality, SearchUsesThePersonality) {
    const std::string fen = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8";
    Position pos;
    ASSERT_TRUE(pos.set(fen));
    search::Limits lim;
    lim.depth = 8;
    auto run  = [&](const eval::Profile& p) {
        search::Engine e;
        e.set_profile(p);
        return e.search(pos, lim);
    };
    const auto base = run(eval::default_profile());
    eval::Personality pers;
    pers.percent[eval::T_PST] = 0;
    auto flat                 = eval::with_personality(eval::default_profile(), pers);
    const auto no_pst         = run(*flat);
    EXPECT_NE(base.nodes, no_pst.nodes);
    const auto again = run(*eval::with_personality(eval::default_profile(), eval::Personality{}));
    EXPECT_EQ(base.nodes, again.nodes);
    EXPECT_EQ(base.score, again.score);
}

// Through the UCI options, as a GUI sets them: each of the eight options is declared, scales its
// own row of `eval` (0 % empties it), and a bad value is refused with the setting kept.
TEST(Personality, UciOptionsEachScaleTheirRow) {
    EngineProcess e;
    ASSERT_TRUE(e.ok());
    const auto decl = e.ask("uci");
    for (const char* name : eval::PersonalityOption) {
        const std::string want = std::string("option name ") + name + " type spin default 100 min 0 max 400";
        EXPECT_NE(std::find(decl.begin(), decl.end(), want), decl.end()) << want;
    }
    // An oracle position where every group of the quince profile is non-zero (a trapped bishop on
    // a2, passers, threats).
    e.ask("position fen 1r5k/p1b3p1/p1p4p/2q1Pp1n/8/1P3NP1/b3PPBP/3R1RK1 b - - 0 1");
    auto row = [](const std::vector<std::string>& lines, const char* term) {
        for (const auto& l : lines) {
            std::istringstream in(l);
            std::string first;
            in >> first;
            if (first == term) return l;
        }
        return std::string();
    };
    const auto base = e.ask("eval");
    for (int g = 0; g < eval::TERM_NB; ++g) {
        const std::string opt = eval::PersonalityOption[g];
        e.ask("setoption name " + opt + " value 0");
        const auto zero     = e.ask("eval");
        const std::string r = row(zero, eval::TermName[g]);
        ASSERT_FALSE(r.empty()) << opt;
        // Every number of the row is 0.
        std::istringstream in(r.substr(r.find('|')));
        std::string w;
        while (in >> w)
            if (w != "|") {
                EXPECT_EQ(w, "0") << opt << ": " << r;
            }
        bool mentioned = false;
        for (const auto& l : zero) mentioned |= l.find(opt + " 0%") != std::string::npos;
        EXPECT_TRUE(mentioned) << opt;
        EXPECT_NE(row(base, eval::TermName[g]), r) << opt << " is 0 in the base evaluation already";
        const auto bad = e.ask("setoption name " + opt + " value many");
        ASSERT_FALSE(bad.empty());
        EXPECT_NE(bad[0].find("info string error"), std::string::npos) << bad[0];
        EXPECT_EQ(row(e.ask("eval"), eval::TermName[g]), r) << opt << ": bad value changed the setting";
        e.ask("setoption name " + opt + " value 100");
        EXPECT_EQ(e.ask("eval"), base) << opt;
    }
    // King Safety 200 doubles the king row (each colour, truncated halves are exact here).
    e.ask("setoption name King Safety value 200");
    const std::string k2 = row(e.ask("eval"), "King"), k1 = row(base, "King");
    std::istringstream a(k1.substr(k1.find('|'))), b(k2.substr(k2.find('|')));
    int numbers = 0; // White op eg, Black op eg, total op eg (the blended column rounds)
    for (std::string x, y; numbers < 6 && a >> x && b >> y;)
        if (x != "|") {
            ++numbers;
            EXPECT_EQ(std::stoi(y), 2 * std::stoi(x)) << k1 << " / " << k2;
        }
    EXPECT_EQ(numbers, 6);
    e.send("quit");
}

} // namespace test_personality
