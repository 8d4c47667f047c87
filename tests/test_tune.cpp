// The Texel tuner: label parsing, the Params table and profile files, the coefficient traces
// against the real evaluation, the gradient against finite differences, the K fit, determinism
// across thread counts, and self-play output.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "board/position.h"
#include "eval/evaluate.h"
#include "eval/params_io.h"
#include "eval/profile.h"
#include "eval/wdl.h"
#include "test_data.h"
#include "tune/dataset.h"
#include "tune/selfplay.h"
#include "tune/tuner.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_tune {

using namespace quince;
using namespace quince::tune;

namespace {

// Every built-in profile (eval/profile.cpp).
const char* const BuiltinProfiles[] = {"quince", "fruit21", "simple", "rustic", "rybka"};
// The coefficient tests' profiles: the built-in ones (`quince` has the quadratic king danger since
// step 10, so its linearisation is checked too), and `candidates`, quince with weights of its own
// for the terms whose weights quince's tuning left small: outposts, connected pawns, minors behind
// pawns, the side to move's bonus, passer details, bishops and their pawns and pawn push threats.
const char* const CoefProfiles[] = {"quince", "fruit21", "simple", "rustic", "rybka", "candidates"};

// A registered profile: tests construct their evaluators and datasets from it (nothing global).
const eval::Profile& prof(const std::string& name) {
    Position::init();
    if (name == "candidates") {
        static const std::shared_ptr<const eval::Profile> with = [] {
            eval::Params p              = eval::find_profile("quince")->params;
            eval::QuinceModelWeights& w = p.weights<eval::EvalModel::Quince>();
            w.Outpost[0][0] = S(11, 3), w.Outpost[0][1] = S(23, 7);
            w.Outpost[1][0] = S(13, 5), w.Outpost[1][1] = S(19, 2);
            for (int r = 1; r < 7; ++r)
                w.Connected[0][r] = S(3 * r, 5 + r), w.Connected[1][r] = S(7 + r, 2 * r - 1);
            w.BehindPawn[0] = S(9, -2), w.BehindPawn[1] = S(6, 3);
            w.Tempo = S(17, 5);
            for (int r = 1; r < 7; ++r)
                w.PassedRank[r] = S(r, 4 * r - 3), w.PassedBlocked[r] = S(-r, 1 - 3 * r);
            w.PassedSafePath     = S(7, 29);
            w.BishopRammed       = S(-3, -7);
            w.BishopLongDiagonal = S(12, 4);
            w.ThreatByPush       = S(14, 9);
            return eval::make_profile("candidates", p);
        }();
        return *with;
    }
    const eval::Profile* p = eval::find_profile(name);
    EXPECT_NE(p, nullptr) << name;
    return p ? *p : eval::default_profile();
}

using test::oracle_fens;

// Labeled lines from the project's tuning set (the first n).
std::vector<std::string> tuning_lines(std::size_t n) {
    std::vector<std::string> lines = test::data_lines("tuning/sf15-selfplay.epd.xz");
    if (lines.size() > n) lines.resize(n);
    return lines;
}

// The slot of a weight of p (eval::slot_of on a member reference).
std::size_t slot(const eval::Params& p, const int& w) { return eval::slot_of(p, &w); }

// The slots the tuner would tune on all of `d`.
std::vector<bool> used_slots(const Dataset& d, const eval::Params& start) {
    std::vector<std::uint32_t> all(d.size());
    for (std::size_t i = 0; i < all.size(); ++i) all[i] = std::uint32_t(i);
    return tunable_slots(d, all, start);
}

} // namespace

TEST(TuneLoader, EveryLabelForm) {
    Position::init();
    const std::string fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    struct Case {
        std::string line;
        double result;
    } cases[] = {
        {fen + " c9 \"1-0\";", 1.0},
        {fen + " c9 \"0-1\";", 0.0},
        {fen + " c9 \"1/2-1/2\";", 0.5},
        {"4k3/8/8/8/8/8/4P3/4K3 w - - c9 \"1-0\";", 1.0}, // EPD: no move counters
        {"4k3/8/8/8/8/8/4P3/4K3 w - - bm e3; c9 \"0-1\";", 0.0},
        {fen + " [1.0]", 1.0},
        {fen + " [0.5]", 0.5},
        {fen + " [0.0]", 0.0},
        {fen + " [1]", 1.0},
        {fen + " 1-0", 1.0},
        {fen + " 0-1", 0.0},
        {fen + " 1/2-1/2", 0.5},
        {"  " + fen + " 1/2-1/2\r", 0.5},
    };
    for (const Case& c : cases) {
        const ParsedLine p = parse_line(c.line);
        ASSERT_EQ(p.kind, LineKind::Position) << c.line << ": " << p.error;
        EXPECT_EQ(p.result, c.result) << c.line;
        Position pos;
        EXPECT_TRUE(pos.set(p.fen)) << p.fen;
        EXPECT_EQ(pos.fen().substr(0, 26), fen.substr(0, 26));
    }
    EXPECT_EQ(parse_line("").kind, LineKind::Skip);
    EXPECT_EQ(parse_line("   # comment").kind, LineKind::Skip);
    for (const std::string& bad : {fen, fen + " c9 \"*\";", fen + " c9 \"1-0;", fen + " [1.5]", fen + " [x]",
                                   fen + " [0.5", std::string("c9 \"1-0\";"), std::string("e4 e5 1-0")}) {
        const ParsedLine p = parse_line(bad);
        EXPECT_EQ(p.kind, LineKind::Bad) << bad;
        EXPECT_FALSE(p.error.empty()) << bad;
    }
}

TEST(TuneLoader, MalformedLinesReportedWithLineNumbersOrAbortInStrictMode) {
    const std::vector<std::string> lines = {
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 [1.0]",
        "",
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",        // no label: line 3
        "4k3/8/8/8/8/8/4P3/4KK2 w - - 0 1 [0.5]", // two white kings: line 4
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 c9 \"0-1\";",
        "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1 [0.0]", // in check: line 6
    };
    const eval::Profile& start = prof("fruit21");
    for (int threads : {1, 3}) {
        LoadReport rep;
        Dataset d = trace_lines(lines, start, {threads, false}, rep);
        EXPECT_EQ(d.size(), 2u);
        EXPECT_EQ(rep.bad, 3u);
        ASSERT_EQ(rep.messages.size(), 3u);
        EXPECT_EQ(rep.messages[0].rfind("line 3: ", 0), 0u) << rep.messages[0];
        EXPECT_EQ(rep.messages[1].rfind("line 4: ", 0), 0u) << rep.messages[1];
        EXPECT_EQ(rep.messages[2].rfind("line 6: ", 0), 0u) << rep.messages[2];
        EXPECT_EQ(d.line, (std::vector<int>{1, 5}));
        EXPECT_EQ(d.result, (std::vector<float>{1.0f, 0.0f}));
    }
    LoadReport rep;
    Dataset d = trace_lines(lines, start, {2, true}, rep);
    EXPECT_TRUE(rep.aborted);
    EXPECT_EQ(d.size(), 0u);
    ASSERT_EQ(rep.messages.size(), 1u);
    EXPECT_EQ(rep.messages[0].rfind("line 3: ", 0), 0u);
}

namespace {

// `xz -z -k -f -- path` without a shell (xz-utils, from scripts/setup-deps): writes path.xz.
bool run_xz(const std::string& path) {
    const pid_t pid = fork();
    if (pid < 0) return false;
    if (pid == 0) {
        execlp("xz", "xz", "-z", "-k", "-f", "--", path.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    int status = 0;
    return waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

std::string file_bytes(const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(f), {});
}

void write_bytes(const std::string& path, const std::string& bytes) {
    std::ofstream f(path, std::ios::binary | std::ios::trunc);
    f << bytes;
}

} // namespace

// .xz data is decoded in-process (liblzma): the lines are exactly the file's, whatever characters
// the name has (the old `popen("xz -dc ...")` went through a shell); a corrupt, truncated or
// non-.xz file is an error naming the file, with no lines and the previous dataset kept.
TEST(TuneLoader, XzFilesAreDecodedInProcessAndDamageIsAnError) {
    const eval::Profile& start = prof("fruit21");
    const std::string dir =
        ::testing::TempDir() + "quince xz 'test' $HOME \"dir\" " + std::to_string(getpid()) + "/";
    std::filesystem::create_directories(dir);
    const std::string plain = dir + "it's a $(rm -rf) `x` \"set\".epd";

    // 6,000 lines, half positions and half comments of random hex: about 320 KB decoded and 100 KB
    // compressed, so both the compressed input and the decoded output span several 64 KB chunks.
    std::vector<std::string> want;
    std::mt19937 rng(19);
    const char* const fens[]   = {"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1",
                                  "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 9"};
    const char* const labels[] = {" [1.0]", " c9 \"0-1\";", " 1/2-1/2"};
    for (int i = 0; i < 3000; ++i) {
        want.push_back(std::string(fens[i % 3]) + labels[(i / 3) % 3]);
        std::string comment = "# ";
        for (int k = 0; k < 64; ++k) comment += "0123456789abcdef"[rng() % 16];
        want.push_back(comment);
    }
    {
        std::ofstream f(plain);
        for (const auto& l : want) f << l << "\n";
    }
    ASSERT_TRUE(run_xz(plain)) << "xz could not compress " << plain;
    const std::string xz    = plain + ".xz";
    const std::string bytes = file_bytes(xz);
    ASSERT_GT(bytes.size(), std::size_t(1) << 16) << "the test wants more than one input chunk";

    std::vector<std::string> lines;
    std::string err;
    ASSERT_TRUE(read_lines(xz, lines, &err)) << err;
    EXPECT_EQ(lines, want);
    Dataset good;
    LoadReport rep;
    ASSERT_TRUE(load_dataset(xz, start, {2, false}, good, rep, &err)) << err;
    EXPECT_EQ(good.size(), 3000u);
    EXPECT_EQ(rep.lines, 6000u);
    EXPECT_EQ(rep.bad, 0u);
    Dataset from_plain;
    ASSERT_TRUE(load_dataset(plain, start, {1, false}, from_plain, rep, &err)) << err;
    EXPECT_EQ(from_plain.result, good.result);
    EXPECT_EQ(from_plain.coef, good.coef);

    struct Damaged {
        std::string name, bytes, reason;
    };
    std::string corrupt = bytes;
    for (std::size_t i = bytes.size() / 2; i < bytes.size() / 2 + 16; ++i)
        corrupt[i] = char(corrupt[i] ^ 0x5a);
    const Damaged cases[] = {
        {"truncated.epd.xz", bytes.substr(0, bytes.size() / 2), "truncated"},
        {"no-footer.epd.xz", bytes.substr(0, bytes.size() - 12), "truncated"},
        {"corrupt.epd.xz", corrupt, "corrupt"},
        {"plain text.epd.xz", file_bytes(plain), "not in the .xz format"},
        {"empty.epd.xz", "", "truncated"},
    };
    for (const auto& c : cases) {
        const std::string path = dir + c.name;
        write_bytes(path, c.bytes);
        lines = {"left over"};
        err.clear();
        EXPECT_FALSE(read_lines(path, lines, &err)) << c.name;
        EXPECT_TRUE(lines.empty()) << c.name;
        EXPECT_NE(err.find(c.reason), std::string::npos) << c.name << ": " << err;
        EXPECT_NE(err.find(path), std::string::npos) << c.name << ": " << err;
        // The tuner's loader: an error, and the dataset it was given stays as it was.
        Dataset d = good;
        err.clear();
        EXPECT_FALSE(load_dataset(path, start, {2, false}, d, rep, &err)) << c.name;
        EXPECT_NE(err.find(c.reason), std::string::npos) << c.name << ": " << err;
        EXPECT_EQ(d.size(), good.size()) << c.name;
        EXPECT_EQ(d.coef, good.coef) << c.name;
        std::remove(path.c_str());
    }
    err.clear();
    EXPECT_FALSE(read_lines(dir + "missing.epd.xz", lines, &err));
    EXPECT_NE(err.find("cannot open"), std::string::npos) << err;
    std::filesystem::remove_all(dir);
}

// The field tables must name every member of Rules and of each model's and PST's weights: a
// member added without a table entry leaves bytes uncovered. Weights are ints and Scores only, so
// every byte of a layout is in exactly one element (the tuner's slots are all weights); in Rules
// only Fixed (the `fixed` line) and the padding after a bool or a one-byte enum may stay uncovered.
TEST(TuneParams, FieldTablesCoverRulesAndEveryModelsWeights) {
    for (int m = 0; m < eval::EvalModelCount; ++m)
        for (eval::PstSource src : {eval::PstSource::Generated, eval::PstSource::Tables}) {
            const eval::EvalModel model = eval::EvalModel(m);
            const std::size_t slots     = eval::term_slots(model) + eval::pst_slots(src);
            std::vector<int> covered(slots, 0);
            for (const eval::Element& e : eval::weight_elements(model, src)) {
                EXPECT_TRUE(e.field->kind == eval::FieldKind::Int || e.field->kind == eval::FieldKind::Score)
                    << e.name;
                for (std::size_t i = 0; i < e.field->elem_size() / sizeof(int); ++i) ++covered.at(e.slot + i);
            }
            for (std::size_t sl = 0; sl < slots; ++sl)
                EXPECT_EQ(covered[sl], 1) << "slot " << sl << " of Model " << m << " PstFrom " << int(src);
        }
    std::vector<int> shape(sizeof(eval::Rules), 0);
    std::size_t small = 0; // bool and enum elements of Rules
    for (const eval::Element& e : eval::rule_elements()) {
        EXPECT_EQ(e.field->part, eval::Part::Rules);
        for (std::size_t b = 0; b < e.field->elem_size(); ++b) ++shape[e.offset + b];
        small += e.field->kind == eval::FieldKind::Bool || e.field->kind == eval::FieldKind::Enum;
    }
    for (std::size_t b = offsetof(eval::Rules, Fixed);
         b < offsetof(eval::Rules, Fixed) + sizeof(eval::Rules::Fixed); ++b)
        shape[b] = 1;
    std::size_t uncovered = 0;
    for (std::size_t b = 0; b < shape.size(); ++b) {
        EXPECT_LE(shape[b], 1) << "byte " << b << " of Rules in two elements";
        if (!shape[b]) {
            ++uncovered;
            EXPECT_TRUE(b > 0 && (shape[b - 1] || b % sizeof(int) != 0))
                << "byte " << b << " of Rules is in no table entry (a new member?)";
        }
    }
    EXPECT_LE(uncovered, small * (sizeof(int) - 1));
    // Every slot has a name, and a name finds its slots in the profile's model only.
    const eval::Params& fruit  = eval::find_profile("fruit21")->params;
    const eval::Params& quince = eval::find_profile("quince")->params;
    for (std::size_t sl = 0; sl < quince.weight_slots(); ++sl)
        EXPECT_NE(eval::weight_name(quince, sl), "") << sl;
    EXPECT_EQ(eval::weight_slots_named(fruit, "Doubled").size(), 2u);
    EXPECT_EQ(eval::weight_slots_named(quince, "Pst").size(), 6u * 64 * 2);
    EXPECT_TRUE(eval::weight_slots_named(fruit, "Pst").empty());          // fruit21's PST is generated
    EXPECT_TRUE(eval::weight_slots_named(fruit, "ThreatByPawn").empty()); // Quince's model's
    EXPECT_EQ(eval::weight_slots_named(quince, "ThreatByPawn").size(), 2u);
    EXPECT_TRUE(eval::weight_slots_named(quince, "MobilityWeight").empty()); // Fruit's linear mobility
    EXPECT_TRUE(eval::weight_slots_named(fruit, "UnitsPerCp").empty());      // Rules: never a weight
    // Each model's slots are its struct's ints and its PST's: the PST models' are a few.
    EXPECT_EQ(fruit.weight_slots(), sizeof(eval::FruitModelWeights) / 4 + sizeof(eval::PstShapeWeights) / 4);
    EXPECT_EQ(eval::find_profile("simple")->params.weight_slots(),
              sizeof(eval::PstModelWeights) / 4 + sizeof(eval::PstTableWeights) / 4);
    EXPECT_EQ(eval::models_with_weight("ThreatByPawn"), "Quince");
    EXPECT_EQ(eval::models_with_weight("Rook7th"), "Fruit, Rybka and Quince");
}

TEST(TuneParams, ProfileTextRoundTripIsExact) {
    std::mt19937_64 rng(7);
    std::vector<eval::Params> cases;
    for (const char* name : BuiltinProfiles) cases.push_back(eval::find_profile(name)->params);
    // Random weights and rules in Rybka's model with PST tables (a layout no built-in profile has).
    eval::Params r = eval::in_model(eval::find_profile("fruit21")->params, eval::EvalModel::Rybka,
                                    eval::PstSource::Tables);
    for (std::size_t s = 0; s < r.weight_slots(); ++s) r.set_weight(s, int(rng() % 2001) - 1000);
    for (const eval::Element& e : eval::weight_elements(r)) // piece values are never negative
        if (e.field->name == std::string("PieceValue"))
            for (std::size_t h = 0; h < 2; ++h) r.set_weight(e.slot + h, std::abs(r.weight(e.slot + h)));
    for (int* a : {r.PawnFile, r.KnightLine, r.RankBonus, r.KingAttackUnit, r.KingAttackWeight})
        a[rng() % 4] = int(rng() % 201) - 100; // Rules' tables
    r.Fixed.reset();
    for (int i = 0; i < 40; ++i) r.Fixed.set(rng() % r.weight_slots()); // halves of Scores among them
    r.PhaseTotal = 24, r.MulFull = 16, r.ScoreLimit = 30000;
    r.UnitsPerCp = 32, r.KingAttackDivisor = 32, r.LazyEval = true;
    r.Draws = eval::DrawModel::Insufficient;
    for (int* m : {&r.MulPawnlessTwoKnights, &r.MulPawnlessBishopsVsKnight, &r.MulPawnlessSmallEdge,
                   &r.MulOnePawnMinorOnly, &r.MulOnePawnSmallEdge, &r.MulDrawRule, &r.MulOppositeBishops})
        *m = int(rng() % 17);
    for (int& w : r.PhaseWeight) w = int(rng() % 5);
    for (int& w : r.MobilityOffset) w = int(rng() % 10);
    cases.push_back(r);
    r = eval::in_model(r, eval::EvalModel::Rybka, eval::PstSource::Generated); // no table, no fixed weight
    r.Fixed.reset();
    cases.push_back(r);
    for (const eval::Params& p : cases) {
        ASSERT_EQ(eval::check_params(p), "");
        std::istringstream in(eval::profile_text(p, "round trip\ntwo lines"));
        eval::Params q;
        std::string err;
        ASSERT_TRUE(eval::parse_profile_text(in, q, &err)) << err;
        EXPECT_TRUE(q == p);
        EXPECT_EQ(eval::profile_diff(p, q), "");
    }
    // The diff names what changed.
    cases[0]                                    = eval::find_profile("fruit21")->params;
    eval::Params q                              = cases[0];
    q.weights<eval::EvalModel::Fruit>().Rook7th = S(21, 40);
    EXPECT_EQ(eval::profile_diff(cases[0], q), "Rook7th: 20 40 -> 21 40\n");
    q.fix(q.weights<eval::EvalModel::Fruit>().Doubled.eg);
    EXPECT_EQ(eval::profile_diff(cases[0], q),
              "fixed: ShelterFile[1] PawnFileEndgame -> Doubled.eg ShelterFile[1] PawnFileEndgame\n"
              "Rook7th: 20 40 -> 21 40\n");
    // Another model: its rules, and by name the weights one side lacks ("-").
    const eval::Params quince_model =
        eval::in_model(cases[0], eval::EvalModel::Quince, eval::PstSource::Generated);
    const std::string diff = eval::profile_diff(cases[0], quince_model);
    EXPECT_EQ(diff.rfind("Model: 1 -> 3\n", 0), 0u) << diff;
    EXPECT_NE(diff.find("\nMobilityWeight[0]: 4 4 -> -\n"), std::string::npos) << diff;
    EXPECT_NE(diff.find("\nThreatByPawn: - -> 0 0\n"), std::string::npos) << diff;
    EXPECT_EQ(diff.find("Rook7th"), std::string::npos) << diff;
}

// Files written before the PST source was one switch (issue #19) still load: FullPst's `Pst`
// tables win over PstFromTables' `PstTable`, which win over the generated tables; a file names
// either the old switches or PstFrom, never both.
// profiles/quince.cpp is what the tuner writes for quince's weights (profile_cpp), from its
// #include on: one table format (board diagrams, as simple's and rustic's), nothing edited by hand.
TEST(TuneParams, QuinceSourceIsTheTunersOutput) {
    std::ifstream f(std::string(QUINCE_SOURCE_DIR) + "/src/eval/profiles/quince.cpp");
    ASSERT_TRUE(f) << "src/eval/profiles/quince.cpp";
    const std::string source((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    const std::size_t from = source.find("#include");
    ASSERT_NE(from, std::string::npos);
    EXPECT_EQ(source.substr(from), eval::profile_cpp(eval::find_profile("quince")->params, "quince", ""));
}

TEST(TuneParams, ProfileTextRefusesOldNamesAndSwitchesOutsideTheModel) {
    auto parse = [](const std::string& text, eval::Params& p, std::string* err) {
        std::istringstream in(text);
        return eval::parse_profile_text(in, p, err);
    };
    const eval::Params& fruit = eval::find_profile("fruit21")->params;
    eval::Params p            = fruit;
    std::string err;
    // The names of the PST source before issue #19 are not read any more: the line is named and
    // nothing changes.
    for (const char* old : {"FullPst 1", "PstFromTables 1", "PstTable[0][8] 1 1"}) {
        EXPECT_FALSE(parse(std::string("Rook7th 1 1\n") + old + "\n", p, &err)) << old;
        EXPECT_EQ(err.rfind("line 2: unknown weight", 0), 0u) << err;
        EXPECT_TRUE(p == fruit);
    }
    // The switches of the files written before the models (issue #53) are read only with the
    // value the model has; a weight of another model only at 0 (such files list every weight).
    // Anything else is refused, naming the line, the model and the model that has it.
    const std::pair<const char*, const char*> wrong[] = {
        {"base fruit21\nThreats 1\n",
         "line 2: 'Threats 1': Threats is part of Model 3 (Quince) and of no other"},
        {"base quince\nThreats 0\n",
         "line 2: 'Threats 0': Threats is part of Model 3 (Quince) and of no other"},
        {"base quince\nLazyEval 1\n", "LazyEval is a rule of Model 2 (Rybka) only, not of Model 3 (Quince)"},
        {"base rybka\nKingEdge 1\n", "line 2: 'KingEdge 1': KingEdge is part of Model 0 (Pst)"},
        {"base fruit21\nThreatByPawn 3 0\n",
         "line 2: 'ThreatByPawn' is not a weight of Model 1 (Fruit, generated PST): it is Quince model's"},
        {"base quince\nMobilityWeight[0] 4 4\n",
         "line 2: 'MobilityWeight[0]' is not a weight of Model 3 (Quince, PST tables): it is Fruit and Rybka "
         "model's"},
        {"base fruit21\nPst[1][20] 5 5\n",
         "line 2: 'Pst[1][20]' is not a weight of Model 1 (Fruit, generated "
         "PST): it is the PST tables' (PstFrom 1)"},
        {"base rustic\nDraws 0\n", "Draws 0 (Fruit) is not a rule of Model 0 (Pst)"},
        {"base fruit21\nRook7th 20000 40\n", "Rook7th opening 20000 is outside its range -10000..10000"},
        {"base rybka\nPieceValue[2] 10197 -1\n", "PieceValue[2] endgame -1 is outside its range 0..320000"},
        {"base quince\nModel 4\n", "line 2: Model must be 0 (Pst), 1 (Fruit), 2 (Rybka) or 3 (Quince)"}};
    for (const auto& [text, message] : wrong) {
        EXPECT_FALSE(parse(text, p, &err)) << text;
        EXPECT_EQ(err.rfind(message, 0), 0u) << err;
        EXPECT_TRUE(p == fruit);
    }
    // What such a file means is read: the model's own switches, other models' weights at 0.
    ASSERT_TRUE(parse("base quince\nThreats 1\nKingDanger 1\nMobilityWeight[2] 0 0\nPassedFreeRank[3] 0\n"
                      "KingEdge 0\nPawns 0\n",
                      p, &err))
        << err;
    EXPECT_TRUE(p == eval::find_profile("quince")->params);
    // `Model` and `PstFrom` put the base's weights in that layout, wherever the lines stand.
    ASSERT_TRUE(parse("base fruit21\nThreatByPawn 7 9\nModel 3\n", p, &err)) << err;
    EXPECT_EQ(p.Model, eval::EvalModel::Quince);
    EXPECT_EQ(p.weights<eval::EvalModel::Quince>().ThreatByPawn, S(7, 9));
    EXPECT_EQ(p.weights<eval::EvalModel::Quince>().Rook7th, S(20, 40)); // fruit21's, by name
}

TEST(TuneParams, ProfileTextErrorsNameTheLine) {
    const std::string bad[] = {
        "base fruit21\nRook7th 20\n",          // arity
        "Rook7th 20 40\nNoSuchWeight 3\n",     // unknown name
        "PawnFile[9] 1\n",                     // index out of range
        "Rook7th 20 x\n",                      // not a number
        "FullPst 2\n",                         // bool
        "Rook7th 20 40\nbase quince\n",        // base after weights
        "base nosuch\n",                       // unknown base
        "Rook7th 20 40\nfixed Rook7th Nope\n", // fixed: not a weight
        "fixed UnitsPerCp\n",                  // fixed: Rules is never tuned
    };
    const int line[] = {2, 2, 1, 1, 1, 2, 1, 2, 1};
    for (std::size_t i = 0; i < std::size(bad); ++i) {
        std::istringstream in(bad[i]);
        eval::Params p = eval::find_profile("fruit21")->params, before = p;
        std::string err;
        EXPECT_FALSE(eval::parse_profile_text(in, p, &err)) << bad[i];
        EXPECT_EQ(err.rfind("line " + std::to_string(line[i]) + ":", 0), 0u) << err;
        EXPECT_TRUE(p == before);
    }
    std::istringstream zero("MulFull 0\n");
    eval::Params p;
    std::string err;
    EXPECT_FALSE(eval::parse_profile_text(zero, p, &err));
    EXPECT_NE(err.find("MulFull"), std::string::npos);
}

// `base default` in a profile file: the deprecated old name of `quince` (issue #18), still read so
// that older files load; nowhere else is `default` a profile name.
TEST(TuneParams, BaseDefaultInAProfileFileIsQuince) {
    std::istringstream old_file("base default\nRook7th 33 44\n"), new_file("base quince\nRook7th 33 44\n");
    eval::Params a = eval::find_profile("fruit21")->params, b = a;
    std::string err;
    ASSERT_TRUE(eval::parse_profile_text(old_file, a, &err)) << err;
    ASSERT_TRUE(eval::parse_profile_text(new_file, b, &err)) << err;
    EXPECT_TRUE(a == b);
    eval::Params q                               = eval::find_profile("quince")->params;
    q.weights<eval::EvalModel::Quince>().Rook7th = S(33, 44);
    EXPECT_TRUE(a == q);
    EXPECT_EQ(eval::find_profile("default"), nullptr);
}

TEST(TuneParams, LoadProfileFileRegistersItOrKeepsTheState) {
    const std::string path = ::testing::TempDir() + "quince_test.profile";
    {
        std::ofstream f(path);
        f << "base quince\nRook7th 33 44\n";
    }
    std::string err;
    const eval::Profile* loaded = eval::load_profile_file(path, &err);
    ASSERT_NE(loaded, nullptr) << err;
    EXPECT_EQ(loaded->name, "file");
    EXPECT_EQ((loaded->params.weights<eval::EvalModel::Quince>().Rook7th), S(33, 44));
    EXPECT_EQ(eval::find_profile("file"), loaded);
    EXPECT_EQ(eval::default_profile().name, "quince"); // nothing process-wide changed
    {
        std::ofstream f(path);
        f << "Rook7th 33\n";
    }
    EXPECT_EQ(eval::load_profile_file(path, &err), nullptr);
    EXPECT_NE(err.find("line 1"), std::string::npos) << err;
    EXPECT_EQ(eval::find_profile("file"), loaded); // unchanged
    EXPECT_EQ((loaded->params.weights<eval::EvalModel::Quince>().Rook7th), S(33, 44));
    EXPECT_EQ(eval::load_profile_file(path + ".missing", &err), nullptr);
    std::remove(path.c_str());
    // The command line: a bad file is an error before any command runs.
    const std::string cmd =
        std::string(QUINCE_ENGINE_PATH) + " --profile-file /nonexistent/x.profile eval 2>/dev/null";
    EXPECT_NE(std::system(cmd.c_str()), 0);
}

// The traced coefficients reproduce the real evaluation at other weights: strictly linear weights
// moved by up to +-15, the linearised ones (quad, shelter, king attack, king danger, passer runner)
// by +-2.
// Every profile, so each profile's own code paths (Rybka's pawns and passers, table PSTs, king
// edge) emit their coefficients; weights in internal units finer than a centipawn (rybka) are moved
// by as many centipawns.
class TuneCoefficients : public ::testing::TestWithParam<const char*> {};

TEST_P(TuneCoefficients, ModelMatchesEvaluationAtPerturbedWeights) {
    const eval::Profile& profile = prof(GetParam());
    const eval::Params start     = profile.params;
    std::vector<std::string> lines;
    for (const auto& f : oracle_fens(3000)) lines.push_back(f + " [0.5]");
    LoadReport rep;
    Dataset d = trace_lines(lines, profile, {2, false}, rep);
    ASSERT_GT(d.size(), 2900u);
    const std::vector<bool> mask = used_slots(d, start);

    std::set<std::string> small = {
        "PassedMin", "PassedMax", "CandidateMin", "CandidateMax", "ShelterFile", "ShelterNoPawn",
        "ShelterPerfect", "StormFile", "KingAttackOpening", "UnstoppablePasser", "FreePasser",
        "AttackerDistance", "DefenderDistance",
        // the king danger's units: its opening part is quadratic, linearised at the start weights
        "KingDangerAttacker", "KingDangerZoneAttack", "KingDangerWeakSquare", "KingDangerSafeCheck",
        "KingDangerNoQueen", "KingDangerBase", "KingDangerUnsafeCheck", "KingDangerBlocker",
        "KingDangerKnightGuard"};
    // The units counted over the king's whole flank (10-30 times a side) stay: one unit more moves
    // the danger by up to 30, and the linearisation then errs by danger x 30 / 4096, several cp.
    // Their counts are checked where the model must equal the evaluation exactly (the start
    // weights: EveryCoefficientIsAWeight) and read back in test_eval_king_mobility.cpp.
    std::set<std::string> tiny = {"KingDangerFlankAttack", "KingDangerFlankDefence"};
    std::mt19937_64 rng(3);
    std::vector<double> w = weights_of(start);
    int tuned             = 0;
    for (const eval::Element& e : eval::weight_elements(start)) {
        const int range = (tiny.count(e.field->name)    ? 0
                           : small.count(e.field->name) ? 2
                                                        : 15) *
                          start.UnitsPerCp;
        for (std::size_t h = 0; h < (e.field->kind == eval::FieldKind::Score ? 2u : 1u); ++h) {
            const std::size_t s = e.slot + h;
            if (!mask[s]) continue;
            w[s] += double(int(rng() % (2 * range + 1)) - range), ++tuned;
        }
    }
    EXPECT_GT(tuned, 90);
    const eval::Params moved = params_from(start, w, mask);
    const auto perturbed     = eval::make_profile("test-perturbed", moved);
    eval::Evaluator ev(*perturbed);
    int far = 0, compared = 0;
    double total = 0;
    for (std::size_t i = 0; i < d.size(); ++i) {
        Position pos;
        ev.prepare(pos);
        ASSERT_TRUE(pos.set(d.fen[i]));
        const int v       = ev.evaluate(pos);
        const double diff = std::abs(model_eval(d, i, w.data()) - (pos.side_to_move() == WHITE ? v : -v));
        total += diff, ++compared;
        far += diff > 4;
    }
    EXPECT_LT(far, compared / 100) << "positions off by more than 4 cp";
    EXPECT_LT(total / double(compared), 1.0);
}

// The other direction: a weight the evaluation reads must be traced. Every weight with no
// coefficient on these positions is moved, field by field; the evaluation must not change. Only
// the weights are looked at: Rules (units, the tables the linearisation holds) is not tuned.
// And a model's weight struct holds nothing its evaluation does not read: every field of each
// built-in profile's layout has a coefficient in some of the 3,000 oracle positions (an array in
// at least one entry: no pawn stands on rank 1 or 8, a queen rarely sees 26 squares).
TEST_P(TuneCoefficients, EveryFieldOfTheModelIsRead) {
    const eval::Profile& profile = prof(GetParam());
    std::vector<std::string> lines;
    for (const auto& f : oracle_fens(3000)) lines.push_back(f + " [0.5]");
    // Bare kings for the PST model's king edge (rustic's; simple's table is 0 but read the same)
    // and Quince's lone-king drive (its corner weight with a bishop and a knight).
    lines.push_back("8/8/8/4k3/8/8/3QK3/8 w - - 0 1 [1.0]");
    lines.push_back("8/8/8/4k3/8/8/8/KBN5 w - - 0 1 [1.0]");
    lines.push_back("3k4/1R6/8/8/7n/4K3/8/8 b - - 0 1 [1.0]"); // and the knight against a rook
    LoadReport rep;
    const Dataset d = trace_lines(lines, profile, {2, false}, rep);
    std::vector<bool> traced(d.slots, false);
    for (std::uint32_t s : d.index) traced[s] = true;
    for (const eval::Field& f : eval::weight_fields(profile.params.Model, profile.params.PstFrom)) {
        bool read = false;
        for (const eval::Element& e : eval::weight_elements(profile.params))
            if (e.field->name == std::string(f.name))
                for (std::size_t h = 0; h < e.field->elem_size() / sizeof(int); ++h)
                    read = read || traced[e.slot + h] || profile.params.Fixed.test(e.slot + h);
        EXPECT_TRUE(read) << f.name << ": in the weights of " << GetParam() << " but never read";
    }
}

TEST_P(TuneCoefficients, EveryWeightTheEvaluationReadsIsTraced) {
    const eval::Profile& profile = prof(GetParam());
    const eval::Params start     = profile.params;
    std::vector<std::string> lines;
    for (const auto& f : oracle_fens(3000)) lines.push_back(f + " [0.5]");
    LoadReport rep;
    Dataset d = trace_lines(lines, profile, {2, false}, rep);
    ASSERT_GT(d.size(), 2900u);
    std::vector<bool> traced(d.slots, false); // every slot with a coefficient in some position
    for (std::uint32_t s : d.index) traced[s] = true;
    std::vector<Position> pos(d.size());
    std::vector<int> before(d.size());
    {
        eval::Evaluator ev(profile);
        for (std::size_t i = 0; i < d.size(); ++i) {
            ASSERT_TRUE(pos[i].set(d.fen[i]));
            ev.prepare(pos[i]);
            before[i] = ev.evaluate(pos[i]);
        }
    }
    int moved_fields = 0;
    for (const eval::Field& f : eval::weight_fields(start.Model, start.PstFrom)) {
        eval::Params p = start;
        bool any       = false;
        for (const eval::Element& e : eval::weight_elements(start)) {
            if (e.field != &f) continue;
            for (std::size_t h = 0; h < (f.kind == eval::FieldKind::Score ? 2u : 1u); ++h) {
                const std::size_t s = e.slot + h;
                if (traced[s]) continue;
                p.set_weight(s, start.weight(s) + 7 * start.UnitsPerCp), any = true;
            }
        }
        if (!any) continue;
        ++moved_fields;
        const auto untraced = eval::make_profile("test-untraced", p);
        eval::Evaluator ev(*untraced);
        int changed = 0;
        for (std::size_t i = 0; i < d.size(); ++i) {
            ev.prepare(pos[i]); // the moved weights' own PST
            changed += ev.evaluate(pos[i]) != before[i];
        }
        EXPECT_EQ(changed, 0) << f.name << ": read by the evaluation of " << GetParam()
                              << " without coefficients";
    }
    // Left untraced: array entries no position reaches (pawns on rank 1 or 8, a rank index no
    // passer has, mobility counts no piece sees); the models hold no whole unread field
    // (EveryFieldOfTheModelIsRead).
    EXPECT_GT(moved_fields, 0);
}

// Every coef() of every term names a weight (CoefTrace's check: never a Rules member, a local or
// a derived table), and the coefficients times the weights are the evaluation: the residual the
// tuner keeps at the start weights is rounding only (quad(), the king attack's division, halving
// the shelter, the phase mix), never a weight added without its coefficient.
TEST_P(TuneCoefficients, EveryCoefficientIsAWeight) {
    const eval::Profile& profile = prof(GetParam());
    std::vector<std::string> lines;
    for (const auto& f : oracle_fens(3000)) lines.push_back(f + " [0.5]");
    LoadReport rep;
    const Dataset d = trace_lines(lines, profile, {2, false}, rep);
    ASSERT_GT(d.size(), 2900u);
    EXPECT_EQ(rep.strays, 0u) << rep.first_stray;
    // In internal units (rybka's are 1/32 cp). Measured: at most 2.07 in a position, 0.45 on
    // average (fruit21; rustic 0: all linear); a weight the trace missed leaves its whole value.
    double worst = 0, sum = 0;
    for (std::size_t i = 0; i < d.size(); ++i) {
        const double r = std::abs(double(d.residual[i]));
        worst          = std::max(worst, r), sum += r;
        EXPECT_LE(r, 4.0) << d.fen[i];
    }
    EXPECT_LT(sum / double(d.size()), 1.0);
}

// The check itself: a coefficient of anything but one of the profile's weights (a local, a Rules
// member, the PST built from the weights, the byte after the model's weights, a byte of another
// model's weights) is counted as a stray and never becomes an entry; one of a weight is an entry
// with the weight's slot.
TEST(TuneCoefficientCheck, ACoefficientOfNoWeightIsCaught) {
    const eval::Profile& profile     = prof("fruit21");
    const eval::Params& P            = profile.params;
    const eval::FruitModelWeights& W = P.weights<eval::EvalModel::Fruit>();
    eval::CoefTrace t;
    t.params        = &P;
    const int local = 5;
    t.coef(local, eval::ST_OP, WHITE, 1);
    EXPECT_EQ(t.strays, 1u);
    EXPECT_TRUE(t.entries.empty());
    t.coef(P.UnitsPerCp, eval::ST_EG, BLACK, 2);
    t.coef(profile.psq.sq[W_KNIGHT][SQ_E4], WHITE, 1);              // a Score: two strays
    const int* past_the_end = reinterpret_cast<const int*>(&W + 1); // Quince's bytes in the union
    t.coef(*past_the_end, eval::ST_OP, WHITE, 1);
    EXPECT_EQ(t.strays, 5u);
    EXPECT_TRUE(t.entries.empty());
    t.coef(W.Rook7th, WHITE, 1), t.coef(P.shape().KingRankOpening, eval::ST_EG, BLACK, 3);
    ASSERT_EQ(t.entries.size(), 3u);
    EXPECT_EQ(t.entries[0].slot, slot(P, W.Rook7th.op));
    EXPECT_EQ(t.entries[1].slot, slot(P, W.Rook7th.eg));
    EXPECT_EQ(t.entries[2].slot, P.weight_slots() - 1); // the last int of the PST's weights
    EXPECT_EQ(t.entries[2].n, -3);
    EXPECT_EQ(t.strays, 5u);
    EXPECT_EQ(t.first_stray, std::ptrdiff_t(reinterpret_cast<std::uintptr_t>(&local) -
                                            reinterpret_cast<std::uintptr_t>(&P)));
    // The evaluation's own trace starts clean.
    eval::Evaluator ev(profile);
    Position pos;
    ASSERT_TRUE(pos.set("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"));
    ev.evaluate_coefs(pos, t);
    EXPECT_EQ(t.strays, 0u);
    EXPECT_GT(t.entries.size(), 20u);
}

// PawnFileEndgame is tuned where the profile has an endgame pawn-file term (rybka) and held at 0
// where it has none (fruit21 declares it Fixed: Fruit's PST shapes), though it is traced in both.
TEST(TuneSlots, PawnFileEndgameTunedOnlyWhereTheProfileUsesIt) {
    std::vector<std::string> lines;
    for (const auto& f : oracle_fens(300)) lines.push_back(f + " [0.5]");
    for (const char* name : {"fruit21", "rybka"}) {
        const eval::Params start = prof(name).params;
        LoadReport rep;
        const Dataset d      = trace_lines(lines, prof(name), {1, false}, rep);
        const std::size_t s  = slot(start, start.shape().PawnFileEndgame);
        const bool is_traced = std::find(d.index.begin(), d.index.end(), s) != d.index.end();
        EXPECT_TRUE(is_traced) << name;
        EXPECT_EQ(used_slots(d, start)[s], start.shape().PawnFileEndgame != 0) << name;
    }
}

INSTANTIATE_TEST_SUITE_P(EveryProfile, TuneCoefficients, ::testing::ValuesIn(CoefProfiles),
                         [](const auto& info) { return std::string(info.param); });

// The analytic gradient against central differences of the model loss, and of the real
// evaluation's loss for a few plainly linear weights.
TEST(TuneGradient, MatchesFiniteDifferences) {
    const eval::Params start             = prof("quince").params;
    const std::vector<std::string> lines = tuning_lines(4000);
    LoadReport rep;
    Dataset d = trace_lines(lines, prof("quince"), {2, false}, rep);
    ASSERT_EQ(d.size(), lines.size());
    std::vector<std::uint32_t> idx(d.size());
    for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = std::uint32_t(i);
    const double K              = 1.1;
    const std::vector<double> w = weights_of(start);
    std::vector<double> grad;
    loss_gradient(d, idx.data(), idx.size(), w, K, 2, grad);
    const std::vector<bool> mask = used_slots(d, start);
    int checked                  = 0;
    for (std::size_t s = 0; s < d.slots; ++s) {
        if (!mask[s]) continue;
        const double h        = 0.01;
        std::vector<double> a = w, b = w;
        a[s] += h, b[s] -= h;
        const double fd =
            (mean_loss(d, idx.data(), idx.size(), a, K, 2) - mean_loss(d, idx.data(), idx.size(), b, K, 2)) /
            (2 * h);
        EXPECT_NEAR(grad[s], fd, 1e-3 * std::abs(fd) + 1e-9) << eval::weight_name(start, s);
        ++checked;
    }
    EXPECT_GT(checked, 90);

    // Real evaluation: move the weight by +-h and re-evaluate every position.
    auto engine_loss = [&](const eval::Params& p) {
        const auto moved = eval::make_profile("test-fd", p);
        eval::Evaluator ev(*moved);
        double sum = 0;
        Position pos;
        ev.prepare(pos); // kept by set()
        for (std::size_t i = 0; i < d.size(); ++i) {
            pos.set(d.fen[i]);
            const int v    = ev.evaluate(pos);
            const double r = expected(K, pos.side_to_move() == WHITE ? v : -v) - d.result[i];
            sum += r * r;
        }
        return sum / double(d.size());
    };
    // Each weight is first moved `off` away from the profile's value: a refit can leave one at its
    // optimum for these positions, where the slope is smaller than the noise of the evaluation's
    // rounding to whole units and the comparison says nothing (BishopPair.eg once step 13 was
    // refitted on its own games). Away from it the slope is clear, and the gradient is taken there.
    for (auto [member, stage] : std::initializer_list<std::pair<Score eval::QuinceModelWeights::*, int>>{
             {&eval::QuinceModelWeights::Rook7th, 0},
             {&eval::QuinceModelWeights::BishopPair, 1},
             {&eval::QuinceModelWeights::Doubled, 1},
             {&eval::QuinceModelWeights::RookOpen, 0}}) {
        constexpr eval::EvalModel Q = eval::EvalModel::Quince;
        const int h = 10, off = 16 * h;
        const double noise = 2e-7; // what rounding to whole units leaves in the difference
        eval::Params base  = start;
        Score& wbase       = base.weights<Q>().*member;
        (stage ? wbase.eg : wbase.op) += off;
        eval::Params a = base, b = base;
        Score &wa = a.weights<Q>().*member, &wb = b.weights<Q>().*member;
        (stage ? wa.eg : wa.op) += h;
        (stage ? wb.eg : wb.op) -= h;
        const double fd     = (engine_loss(a) - engine_loss(b)) / (2.0 * h);
        const std::size_t s = slot(start, (start.weights<Q>().*member).op) + std::size_t(stage);
        std::vector<double> grad_at_base;
        loss_gradient(d, idx.data(), idx.size(), weights_of(base), K, 2, grad_at_base);
        EXPECT_NEAR(grad_at_base[s], fd, 0.05 * std::abs(fd) + noise) << eval::weight_name(start, s);
        EXPECT_GT(std::abs(fd), 5 * noise) << eval::weight_name(start, s) << ": no slope above the noise";
    }
}

TEST(TuneK, FitRecoversKOnSyntheticData) {
    // One weight (slot 0) times a coefficient per position: eval = c * 100; results drawn from the
    // logistic model with K = 1.4.
    Dataset d;
    std::mt19937_64 rng(11);
    const double K = 1.4;
    for (int i = 0; i < 40000; ++i) {
        const double c = double(int(rng() % 1201) - 600) / 100.0;
        d.begin.push_back(std::uint32_t(d.index.size()));
        d.index.push_back(0), d.coef.push_back(float(c));
        d.residual.push_back(0), d.scale[0].push_back(1), d.scale[1].push_back(1), d.line.push_back(i + 1);
        const double u = double(rng() >> 11) / double(1ull << 53);
        d.result.push_back(u < expected(K, c * 100) ? 1.0f : 0.0f);
    }
    d.begin.push_back(std::uint32_t(d.index.size()));
    d.slots = 1;
    std::vector<std::uint32_t> idx(d.size());
    for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = std::uint32_t(i);
    std::vector<double> w(d.slots, 0.0);
    w[0] = 100;
    EXPECT_NEAR(fit_k(d, idx.data(), idx.size(), w, 2), K, 0.08);
    w[0] = 200; // twice the scale: half the K
    EXPECT_NEAR(fit_k(d, idx.data(), idx.size(), w, 2), K / 2, 0.04);
}

TEST(TuneDeterminism, GradientIndependentOfThreadCount) {
    const eval::Profile& profile         = prof("quince");
    const eval::Params start             = profile.params;
    const std::vector<std::string> lines = tuning_lines(3000);
    LoadReport r1, r3;
    Dataset d1 = trace_lines(lines, profile, {1, false}, r1),
            d3 = trace_lines(lines, profile, {3, false}, r3);
    ASSERT_EQ(d1.index, d3.index);
    ASSERT_EQ(d1.coef, d3.coef);
    ASSERT_EQ(d1.residual, d3.residual);
    std::vector<std::uint32_t> idx(d1.size());
    for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = std::uint32_t(i);
    std::vector<double> w = weights_of(start), g1, g2, g5;
    const double l1       = loss_gradient(d1, idx.data(), idx.size(), w, 1.2, 1, g1);
    const double l2       = loss_gradient(d1, idx.data(), idx.size(), w, 1.2, 2, g2);
    const double l5       = loss_gradient(d1, idx.data(), idx.size(), w, 1.2, 5, g5);
    EXPECT_EQ(l1, l2);
    EXPECT_EQ(l1, l5);
    EXPECT_EQ(g1, g2);
    EXPECT_EQ(g1, g5);
}

// A short tuning run: the loss goes down, the files are written and load back, and the same seed
// gives the same weights with a different number of threads.
TEST(TuneRun, ImprovesAndIsReproducible) {
    const std::string dir  = ::testing::TempDir();
    const std::string data = dir + "quince_tune_data.epd";
    {
        std::ofstream f(data);
        for (const auto& l : tuning_lines(6000)) f << l << "\n";
        f << "garbage line\n";
    }
    std::string text[2];
    for (int t = 0; t < 2; ++t) {
        TuneOptions o;
        // fruit21: the start must leave room to improve (quince is already tuned on this data).
        o.data = data, o.profile = "fruit21", o.epochs = 4, o.threads = 1 + t, o.batch = 1024;
        o.out = dir + "quince_tune_out" + std::to_string(t) + ".profile";
        std::ostringstream out, err;
        ASSERT_EQ(run_tune(o, out, err), 0) << err.str();
        EXPECT_NE(err.str().find("line 6001"), std::string::npos) << err.str();
        const std::string log = out.str();
        const auto fin        = log.rfind("final: start_val_loss=");
        ASSERT_NE(fin, std::string::npos) << log;
        EXPECT_EQ(log.find('\n', fin), log.size() - 1) << "the final line is last";
        double before = 0, after = 0, K = 0;
        ASSERT_EQ(std::sscanf(log.c_str() + fin, "final: start_val_loss=%lf val_loss=%lf K=%lf", &before,
                              &after, &K),
                  3);
        EXPECT_LT(after, before);
        std::ifstream f(o.out);
        text[t] = std::string(std::istreambuf_iterator<char>(f), {});
        for (const char* ext : {"", ".cpp", ".diff"}) std::remove((o.out + ext).c_str());
    }
    EXPECT_EQ(text[0], text[1]);
    std::istringstream in(text[0]);
    eval::Params p;
    std::string err;
    EXPECT_TRUE(eval::parse_profile_text(in, p, &err)) << err;
    EXPECT_FALSE(p == eval::find_profile("fruit21")->params);
    std::remove(data.c_str());
}

// --epochs 0 fits nothing and writes the start profile: a profile file's weights as the C++ that
// compiles them in (here quince's own, whose source must come back from its #include on).
TEST(TuneRun, ZeroEpochsWriteTheStartProfile) {
    const std::string dir  = ::testing::TempDir();
    const std::string data = dir + "quince_tune_zero.epd";
    {
        std::ofstream f(data);
        for (const auto& l : tuning_lines(500)) f << l << "\n";
    }
    TuneOptions o;
    o.data = data, o.profile = "quince", o.epochs = 0, o.threads = 1, o.cpp_fn = "quince";
    o.out = dir + "quince_tune_zero.profile";
    std::ostringstream out, e;
    ASSERT_EQ(run_tune(o, out, e), 0) << e.str();
    EXPECT_NE(out.str().find(", 0 epochs,"), std::string::npos) << out.str();
    std::ifstream pf(o.out), cf(o.out + ".cpp"),
        sf(std::string(QUINCE_SOURCE_DIR) + "/src/eval/profiles/quince.cpp");
    ASSERT_TRUE(pf && cf && sf);
    eval::Params p;
    std::string err;
    ASSERT_TRUE(eval::parse_profile_text(pf, p, &err)) << err;
    EXPECT_TRUE(p == eval::find_profile("quince")->params);
    const std::string cpp((std::istreambuf_iterator<char>(cf)), {}),
        src((std::istreambuf_iterator<char>(sf)), {});
    ASSERT_NE(cpp.find("#include"), std::string::npos);
    EXPECT_EQ(cpp.substr(cpp.find("#include")), src.substr(src.find("#include")));
    for (const char* ext : {"", ".cpp", ".diff"}) std::remove((o.out + ext).c_str());
    std::remove(data.c_str());
}

// --freeze holds named weights at the start values, --only all the others; an unknown name is an
// error before any work.
TEST(TuneRun, FreezeAndOnlyHoldNamedWeights) {
    std::vector<bool> frozen;
    std::string err;
    const eval::Params& f21           = eval::find_profile("fruit21")->params;
    const eval::FruitModelWeights& fw = f21.weights<eval::EvalModel::Fruit>();
    ASSERT_TRUE(frozen_slots(f21, {"PieceValue", "Doubled.op"}, frozen, &err)) << err;
    EXPECT_TRUE(frozen[slot(f21, fw.PieceValue[KING].eg)]);
    EXPECT_TRUE(frozen[slot(f21, fw.Doubled.op)]);
    EXPECT_FALSE(frozen[slot(f21, fw.Doubled.eg)]);
    EXPECT_FALSE(frozen_slots(f21, {"PieceVal"}, frozen, &err)); // a prefix is not a name
    EXPECT_NE(err.find("PieceVal"), std::string::npos);
    // Another model's weight is no weight of this profile: the message says whose it is.
    EXPECT_FALSE(frozen_slots(f21, {"Tempo"}, frozen, &err));
    EXPECT_NE(err.find("(it is Quince)"), std::string::npos) << err;

    const std::string dir  = ::testing::TempDir();
    const std::string data = dir + "quince_tune_freeze.epd";
    {
        std::ofstream f(data);
        for (const auto& l : tuning_lines(3000)) f << l << "\n";
    }
    TuneOptions o;
    o.data = data, o.profile = "fruit21", o.epochs = 4, o.threads = 1, o.batch = 512, o.lr = 2;
    o.out = dir + "quince_tune_freeze.profile", o.freeze = {"PieceValue", "BishopPair"};
    std::ostringstream out, e;
    ASSERT_EQ(run_tune(o, out, e), 0) << e.str();
    std::ifstream f(o.out);
    eval::Params p;
    ASSERT_TRUE(eval::parse_profile_text(f, p, &err)) << err;
    const eval::Params& start = eval::find_profile("fruit21")->params;
    for (int pt = PAWN; pt <= KING; ++pt)
        EXPECT_EQ(p.material().PieceValue[pt], start.material().PieceValue[pt]) << pt;
    EXPECT_EQ(p.material().BishopPair, start.material().BishopPair);
    EXPECT_FALSE(p == start); // the rest moved
    for (const char* ext : {"", ".cpp", ".diff"}) std::remove((o.out + ext).c_str());
    o.freeze = {"NoSuchWeight"};
    EXPECT_EQ(run_tune(o, out, e), 2);

    // --only: the named weights move, nothing else does; an unknown name is an error.
    o.freeze = {}, o.only = {"MobilityWeight", "Rook7th"};
    ASSERT_EQ(run_tune(o, out, e), 0) << e.str();
    std::ifstream g(o.out);
    ASSERT_TRUE(eval::parse_profile_text(g, p, &err)) << err;
    EXPECT_FALSE(p == start);
    eval::Params only                 = p;
    eval::FruitModelWeights& ow       = only.weights<eval::EvalModel::Fruit>();
    const eval::FruitModelWeights& sw = start.weights<eval::EvalModel::Fruit>();
    std::copy(std::begin(sw.MobilityWeight), std::end(sw.MobilityWeight), std::begin(ow.MobilityWeight));
    ow.Rook7th = sw.Rook7th;
    EXPECT_TRUE(only == start); // every difference is in the named weights
    for (const char* ext : {"", ".cpp", ".diff"}) std::remove((o.out + ext).c_str());
    o.only = {"NoSuchWeight"};
    e.str("");
    EXPECT_EQ(run_tune(o, out, e), 2);
    EXPECT_NE(e.str().find("--only NoSuchWeight"), std::string::npos) << e.str();
    std::remove(data.c_str());
}

TEST(Selfplay, WritesQuietLabeledPositions) {
    const std::string out = ::testing::TempDir() + "quince_selfplay.epd";
    SelfplayOptions o;
    o.games = 2, o.nodes = 300, o.seed = 5, o.out = out, o.max_plies = 60;
    o.openings = test::data_path("openings/2moves_v1.epd.xz"); // what `quince selfplay` uses by default
    std::ostringstream log, err;
    ASSERT_EQ(run_selfplay(o, log, err), 0) << err.str();
    EXPECT_NE(log.str().find(" openings from " + o.openings), std::string::npos) << log.str();
    std::ifstream in(out);
    std::string line;
    int n = 0;
    while (std::getline(in, line)) {
        const ParsedLine p = parse_line(line);
        ASSERT_EQ(p.kind, LineKind::Position) << line;
        Position pos;
        ASSERT_TRUE(pos.set(p.fen)) << line;
        EXPECT_FALSE(pos.in_check()) << line;
        EXPECT_TRUE(is_quiet(pos)) << line;
        ++n;
    }
    EXPECT_GT(n, 5);
    std::remove(out.c_str());
}

TEST(Selfplay, BlendedLabelWeighsResultAgainstTheSearchScore) {
    // lambda 1: the result alone, whatever the score.
    EXPECT_DOUBLE_EQ(blended_label(1, 1, -500, 40), 1);
    EXPECT_DOUBLE_EQ(blended_label(1, 0.5, 300, 40), 0.5);
    // lambda 0: the score alone. The model is symmetric, so a level score expects half a point,
    // and a mate is a sure win or loss.
    EXPECT_DOUBLE_EQ(blended_label(0, 1, 0, 78), 0.5);
    EXPECT_DOUBLE_EQ(blended_label(0, 0, VALUE_MATE - 5, 10), 1);
    EXPECT_DOUBLE_EQ(blended_label(0, 1, -(VALUE_MATE - 5), 10), 0);
    // A better score expects more; the material on the board changes what a score is worth (as
    // the model's `UCI_ShowWDL` figures say).
    EXPECT_GT(blended_label(0, 0, 150, 60), blended_label(0, 0, 50, 60));
    const wdl::PerMille w = wdl::per_mille(150, 20);
    EXPECT_DOUBLE_EQ(blended_label(0, 0, 150, 20), (w.win + 0.5 * w.draw) / 1000);
    EXPECT_NE(blended_label(0, 0, 150, 20), blended_label(0, 0, 150, 70));
    // In between: the weighted mean of the two.
    const double e = blended_label(0, 0, 120, 50);
    EXPECT_GT(e, 0.5);
    EXPECT_LT(e, 1);
    EXPECT_NEAR(blended_label(0.25, 0, 120, 50), 0.75 * e, 1e-12);
    EXPECT_NEAR(blended_label(0.25, 1, 120, 50), 0.25 + 0.75 * e, 1e-12);
}

// --lambda below 1: the same games (the labels do not change the play) with `FEN [x] R S` lines,
// x the blend of R and S that the tuner reads.
TEST(Selfplay, LambdaWritesBlendedLabelsOfTheSameGames) {
    const std::string plain = ::testing::TempDir() + "quince_selfplay_l1.epd";
    const std::string blend = ::testing::TempDir() + "quince_selfplay_l05.epd";
    SelfplayOptions o;
    o.games = 3, o.nodes = 300, o.seed = 31, o.max_plies = 60, o.threads = 2;
    std::ostringstream log, err;
    o.out = plain;
    ASSERT_EQ(run_selfplay(o, log, err), 0) << err.str();
    o.out = blend, o.lambda = 0.5;
    ASSERT_EQ(run_selfplay(o, log, err), 0) << err.str();
    std::ifstream a(plain), b(blend);
    std::string la, lb;
    int n = 0, off_result = 0, clear[COLOR_NB] = {}, agree[COLOR_NB] = {};
    eval::Evaluator ev(eval::default_profile());
    while (std::getline(a, la)) {
        ASSERT_TRUE(std::getline(b, lb)) << "fewer blended lines than plain ones";
        const ParsedLine pa = parse_line(la), pb = parse_line(lb);
        ASSERT_EQ(pa.kind, LineKind::Position) << la;
        ASSERT_EQ(pb.kind, LineKind::Position) << lb;
        EXPECT_EQ(pa.fen, pb.fen);
        // After the label: the game's result as in the plain file, and the search score.
        std::istringstream tail(lb.substr(lb.find(']') + 1));
        std::string r;
        int score = 0;
        ASSERT_TRUE(tail >> r >> score) << lb;
        EXPECT_EQ(la.substr(la.find("c9 \"") + 4, r.size()), r) << la << " / " << lb;
        Position pos;
        ASSERT_TRUE(pos.set(pb.fen));
        EXPECT_NEAR(pb.result, blended_label(0.5, pa.result, score, wdl::material(pos)), 0.00006) << lb;
        off_result += std::abs(pb.result - pa.result) > 0.01;
        // S is White's view with either side to move: where the static evaluation is clear, the
        // search mostly agrees with its sign (White's view too), for each side to move alike (a
        // score left in the mover's view would agree about half the time overall, and seldom
        // with Black to move).
        ev.prepare(pos);
        const Color stm = pos.side_to_move();
        const int v     = stm == WHITE ? ev.evaluate(pos) : -ev.evaluate(pos);
        if (std::abs(v) >= 100) clear[stm]++, agree[stm] += (v > 0) == (score > 0);
        ++n;
    }
    EXPECT_FALSE(std::getline(b, lb)) << "more blended lines than plain ones";
    EXPECT_GT(n, 10);
    EXPECT_GT(off_result, n / 2); // the scores move the labels away from the bare results
    for (Color c : {WHITE, BLACK}) {
        EXPECT_GT(clear[c], 10) << (c == WHITE ? "White" : "Black") << " to move";
        EXPECT_GE(4 * agree[c], 3 * clear[c])
            << agree[c] << " of " << clear[c] << (c == WHITE ? " White" : " Black") << " to move";
    }
    std::remove(plain.c_str());
    std::remove(blend.c_str());
}

// Games run in parallel write the same file: each game's opening comes from its own generator and
// the output is kept in game order.
TEST(Selfplay, SameFileWithOneAndTwoThreads) {
    const std::string out1 = ::testing::TempDir() + "quince_selfplay_t1.epd";
    const std::string out2 = ::testing::TempDir() + "quince_selfplay_t2.epd";
    SelfplayOptions o;
    o.games = 4, o.nodes = 400, o.seed = 11, o.max_plies = 50;
    std::ostringstream log, err;
    o.out = out1, o.threads = 1;
    ASSERT_EQ(run_selfplay(o, log, err), 0) << err.str();
    o.out = out2, o.threads = 2;
    ASSERT_EQ(run_selfplay(o, log, err), 0) << err.str();
    auto slurp = [](const std::string& f) {
        std::ifstream in(f);
        return std::string(std::istreambuf_iterator<char>(in), {});
    };
    const std::string a = slurp(out1), b = slurp(out2);
    EXPECT_FALSE(a.empty());
    EXPECT_EQ(a, b);
    std::remove(out1.c_str());
    std::remove(out2.c_str());
}

// The seed shuffles the openings once; a run plays them in that order, so none repeats before all
// have been played (two runs of 8,000 games each drawing from 40,457 openings at random shared a
// fifth of their games), and --first-game continues a seed's sequence where a run stopped.
TEST(Selfplay, OpeningsRepeatOnlyAfterAllAndFirstGameContinuesTheSequence) {
    for (std::uint64_t seed : {1ULL, 2030ULL}) {
        const std::vector<std::size_t> a = opening_order(1000, seed);
        std::vector<std::size_t> sorted  = a;
        std::sort(sorted.begin(), sorted.end());
        for (std::size_t i = 0; i < sorted.size(); ++i) ASSERT_EQ(sorted[i], i);
        EXPECT_EQ(a, opening_order(1000, seed));
        EXPECT_NE(a, opening_order(1000, seed + 1));
        std::size_t fixed = 0;
        for (std::size_t i = 0; i < a.size(); ++i) fixed += a[i] == i;
        EXPECT_LT(fixed, 10u); // shuffled, not the file's order
    }
    const std::string book = ::testing::TempDir() + "quince_selfplay_book.epd";
    {
        std::ofstream f(book);
        for (const char* fen : {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                                "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1",
                                "rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1",
                                "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1",
                                "rnbqkbnr/pppppppp/8/8/8/6P1/PPPPPP1P/RNBQKBNR b KQkq - 0 1"})
            f << fen << "\n";
    }
    const std::string out = ::testing::TempDir() + "quince_selfplay_book_out.epd";
    // The openings of a run, from its log lines "game i/n (opening k): ...".
    auto played = [&](int games, long long first, const std::string& vs = "") {
        SelfplayOptions o;
        o.games = games, o.first_game = first, o.nodes = 50, o.seed = 7, o.max_plies = 1;
        o.openings = book, o.out = out, o.vs = vs;
        std::ostringstream log, err;
        EXPECT_EQ(run_selfplay(o, log, err), 0) << err.str();
        std::vector<int> ks;
        std::istringstream in(log.str());
        for (std::string l; std::getline(in, l);)
            if (const auto at = l.find("(opening "); at != std::string::npos)
                ks.push_back(std::stoi(l.substr(at + 9)));
        return ks;
    };
    const std::vector<int> run = played(10, 0);
    ASSERT_EQ(run.size(), 10u);
    EXPECT_EQ(std::set<int>(run.begin(), run.begin() + 5), (std::set<int>{1, 2, 3, 4, 5}));
    EXPECT_EQ(std::vector<int>(run.begin() + 5, run.end()), std::vector<int>(run.begin(), run.begin() + 5));
    EXPECT_EQ(played(4, 3), std::vector<int>(run.begin() + 3, run.begin() + 7)); // continued, not replayed
    // With --vs the two games of a pair share an opening, and a run may only start at a pair.
    const std::vector<int> pairs = played(6, 2, "fruit21");
    ASSERT_EQ(pairs.size(), 6u);
    for (int i = 0; i < 6; i += 2) EXPECT_EQ(pairs[i], pairs[i + 1]);
    EXPECT_EQ(pairs[0], run[1]);
    SelfplayOptions odd;
    odd.games = 2, odd.first_game = 3, odd.vs = "fruit21", odd.openings = book, odd.out = out;
    std::ostringstream log, err;
    EXPECT_EQ(run_selfplay(odd, log, err), 2);
    EXPECT_NE(err.str().find("--first-game 3 must be even with --vs"), std::string::npos) << err.str();
    std::remove(book.c_str());
    std::remove(out.c_str());
}

// --vs with threads: each game's two sides own their engines and evaluators (no process-wide
// profile), so games of two profiles run in parallel and give the file and score of one thread.
TEST(Selfplay, VsAnotherProfileWithThreadsMatchesOneThread) {
    const std::string out1 = ::testing::TempDir() + "quince_selfplay_vs_t1.epd";
    const std::string out3 = ::testing::TempDir() + "quince_selfplay_vs_t3.epd";
    SelfplayOptions o;
    o.games = 6, o.nodes = 300, o.seed = 21, o.max_plies = 50, o.vs = "fruit21";
    o.profile = &prof("rybka");
    std::ostringstream log1, log3, err;
    o.out = out1, o.threads = 1;
    ASSERT_EQ(run_selfplay(o, log1, err), 0) << err.str();
    o.out = out3, o.threads = 3;
    ASSERT_EQ(run_selfplay(o, log3, err), 0) << err.str();
    auto slurp = [](const std::string& f) {
        std::ifstream in(f);
        return std::string(std::istreambuf_iterator<char>(in), {});
    };
    const std::string a = slurp(out1), b = slurp(out3);
    EXPECT_FALSE(a.empty());
    EXPECT_EQ(a, b);
    auto score = [](const std::string& log) { // "rybka vs fruit21: +W =D -L (...)"
        const auto at = log.find("rybka vs fruit21: ");
        return at == std::string::npos ? std::string() : log.substr(at, log.find('\n', at) - at);
    };
    EXPECT_NE(score(log1.str()), "") << log1.str();
    EXPECT_EQ(score(log1.str()), score(log3.str()));
    std::remove(out1.c_str());
    std::remove(out3.c_str());
}

TEST(TuneCommand, BadArgumentsAreErrors) {
    const std::string exe = QUINCE_ENGINE_PATH;
    for (const std::string& args : std::vector<std::string>{
             "tune", "tune --data /nonexistent/x.epd", "tune --data x --pst weird",
             "tune --data x --epochs zero", "tune --data x --bogus 1", "tune --data", "selfplay --games x",
             "selfplay --bogus 1", "selfplay --lambda 1.5", "selfplay --lambda -0.1",
             "selfplay --first-game -1", "selfplay --games 1 --vs fruit21 --first-game 3"}) {
        const int status = std::system((exe + " " + args + " >/dev/null 2>&1").c_str());
        ASSERT_TRUE(WIFEXITED(status)) << args;
        EXPECT_EQ(WEXITSTATUS(status), 2) << args;
    }
}

TEST(Selfplay, VsAnotherProfileAlternatesColours) {
    const std::string out = ::testing::TempDir() + "quince_selfplay_vs.epd";
    SelfplayOptions o;
    o.games = 2, o.nodes = 200, o.seed = 9, o.out = out, o.max_plies = 40, o.vs = "fruit21";
    o.profile = &prof("simple");
    std::ostringstream log, err;
    ASSERT_EQ(run_selfplay(o, log, err), 0) << err.str();
    EXPECT_NE(log.str().find("simple vs fruit21: +"), std::string::npos) << log.str();
    o.vs = "no-such-profile";
    EXPECT_EQ(run_selfplay(o, log, err), 2);
    std::remove(out.c_str());
}

} // namespace test_tune
