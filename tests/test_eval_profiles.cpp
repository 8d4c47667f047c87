// The seeds' other evaluation systems as profiles (docs/profiles.md): simple, rustic, rybka. Each
// is checked against its source's numbers. Colour symmetry for every profile is in
// test_eval_fruit.cpp (ColourSymmetry iterates over all registered profiles).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "board/position.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "eval/trace.h"

using namespace quince;

namespace {

struct Guard {
    std::string saved = eval::profile_name();
    explicit Guard(const std::string& name) { EXPECT_TRUE(eval::set_profile(name)); }
    ~Guard() { eval::set_profile(saved); }
};

int white_eval(const std::string& fen) {
    Position pos;
    EXPECT_TRUE(pos.set(fen)) << fen;
    eval::Evaluator ev;
    const int v = ev.evaluate(pos);
    return pos.side_to_move() == WHITE ? v : -v;
}

Score white_pst(const std::string& profile, PieceType pt, Square sq) {
    const eval::Profile* p = eval::find_profile(profile);
    EXPECT_NE(p, nullptr) << profile;
    return p ? p->psq.sq[make_piece(WHITE, pt)][sq] : Score{};
}

} // namespace

TEST(EvalProfiles, AllSeedSystemsRegistered) {
    auto names = eval::profile_names();
    for (const char* n : {"default", "fruit21", "simple", "rustic"})
        EXPECT_NE(std::find(names.begin(), names.end(), n), names.end()) << n;
}

// Seed 004's pawn table read as a diagram (rank 8 first): +50 on the 7th rank, -20 on d2/e2.
TEST(EvalSimple, PawnTableReadAsDiagram) {
    EXPECT_EQ(white_pst("simple", PAWN, SQ_E7), S(50, 50));
    EXPECT_EQ(white_pst("simple", PAWN, SQ_E2), S(-20, -20));
    EXPECT_EQ(white_pst("simple", PAWN, SQ_D4), S(20, 20));
    EXPECT_EQ(white_pst("simple", KING, SQ_G1), S(30, -30)); // tapered king: MG g1 30, EG g1 -30
    EXPECT_EQ(white_pst("simple", KING, SQ_E4), S(-40, 40));
    EXPECT_EQ(white_pst("simple", QUEEN, SQ_B3), S(5, 5));   // the seed's asymmetric queen row
    EXPECT_EQ(white_pst("simple", QUEEN, SQ_G3), S(0, 0));

    Guard g("simple");
    // Same material, pawn on e7 against a pawn on e2: 50 - (-20) = 70 (endgame king tables cancel).
    const int e7 = white_eval("4k3/4P3/8/8/8/8/8/4K3 w - - 0 1");
    const int e2 = white_eval("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    EXPECT_GT(e7, e2);
    EXPECT_EQ(e7 - e2, 70);
    // Start position: 0; material only plus tables, no other term.
    EXPECT_EQ(white_eval(Position::StartFEN), 0);
    // A knight more (Black's b8 knight gone) after 1.Nf3: 300 + (b1 -40 + f3 10) - (g8 -40).
    EXPECT_EQ(white_eval("r1bqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 0 1"), 300 - 30 + 40);
    // A lone minor cannot win: K+N v K is 0; K+R v K is not.
    EXPECT_EQ(white_eval("8/8/8/4k3/8/8/8/1N2K3 w - - 0 1"), 0);
    EXPECT_GT(white_eval("8/8/8/4k3/8/8/8/R3K3 w - - 0 1"), 400);
}

TEST(EvalRustic, TablesAndKingEdge) {
    // Rook on the 7th: +15 (a-c, f-h), +20 (d, e); on the 6th: 0.
    EXPECT_EQ(white_pst("rustic", ROOK, SQ_D7), S(20, 20));
    EXPECT_EQ(white_pst("rustic", ROOK, SQ_A7), S(15, 15));
    EXPECT_EQ(white_pst("rustic", ROOK, SQ_A6), S(0, 0));
    EXPECT_EQ(white_pst("rustic", KNIGHT, SQ_C3), S(10, 10)); // not left/right symmetric
    EXPECT_EQ(white_pst("rustic", KNIGHT, SQ_F3), S(15, 15));
    EXPECT_EQ(white_pst("rustic", PAWN, SQ_E7), S(70, 70));
    // Black reads the diagram upside down (FLIP): a black pawn on e2 is worth the e7 entry to Black.
    const eval::Profile* r = eval::find_profile("rustic");
    ASSERT_NE(r, nullptr);
    EXPECT_EQ(r->psq.sq[B_PAWN][SQ_E2], S(-70, -70));

    Guard g("rustic");
    const std::string kings = "7k/pppp1ppp/8/8/8/8/PPPP1PPP/4K3 w - - 0 1";
    const std::string on7   = "7k/ppppRppp/8/8/8/8/PPPP1PPP/4K3 w - - 0 1";
    const std::string on6   = "7k/pppp1ppp/4R3/8/8/8/PPPP1PPP/4K3 w - - 0 1";
    EXPECT_EQ(white_eval(on7) - white_eval(kings), 500 + 20);
    EXPECT_EQ(white_eval(on6) - white_eval(kings), 500);
    // Material 310 / 320 (Alpha 3.0.0): knight d4 15, bishop d4 25.
    EXPECT_EQ(white_eval("4k3/p7/8/8/3N4/8/P7/4K3 w - - 0 1") - white_eval("4k3/p7/8/8/8/8/P7/4K3 w - - 0 1"),
              310 + 15);
    EXPECT_EQ(white_eval("4k3/p7/8/8/3B4/8/P7/4K3 w - - 0 1") - white_eval("4k3/p7/8/8/8/8/P7/4K3 w - - 0 1"),
              320 + 25);
    // KING_EDGE only while one side has a bare king: K+R v K, wK e1 (-10 table, -90 edge),
    // bK e5 (e4 entry 20 for Black, edge 0): 500 - 10 - 20 - 90 = 380.
    EXPECT_EQ(white_eval("8/8/8/4k3/8/8/8/R3K3 w - - 0 1"), 380);
    // Give Black a pawn on a7 (100, table entry a2 = 5 for Black): no edge term any more.
    EXPECT_EQ(white_eval("8/p7/8/4k3/8/8/8/R3K3 w - - 0 1"), 500 - 100 - 5 - 10 - 20);
    // No draw scaling: K+N v K keeps its material (310 + b1 0 - 10 - 20 - 90 edge).
    EXPECT_EQ(white_eval("8/8/8/4k3/8/8/8/1N2K3 w - - 0 1"), 190);
}
