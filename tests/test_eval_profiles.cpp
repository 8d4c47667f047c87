// The other classic evaluation systems (docs/reference/) as profiles (docs/profiles.md): simple,
// rustic, rybka. Each is checked against its source's numbers. Colour symmetry for every profile is in
// test_eval_fruit.cpp (ColourSymmetry iterates over all registered profiles).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "board/position.h"
#include "eval/evaluate.h"
#include "eval/params_io.h"
#include "eval/profile.h"
#include "eval/trace.h"
#include "eval_trace.h"
#include "test_data.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_eval_profiles {

using namespace quince;

namespace {

// A registered profile (the tests construct their evaluators from it; nothing global changes).
const eval::Profile& profile(const std::string& name) {
    const eval::Profile* p = eval::find_profile(name);
    EXPECT_NE(p, nullptr) << name;
    return p ? *p : eval::default_profile();
}

// White's view of `fen` by `ev`. Loops over many positions keep one evaluator per profile: its
// caches are keyed by the pawns and the material, so reusing it changes no score, while a fresh
// evaluator allocates and clears 1.5 MB of caches (about 13 ms under ASan, under 0.06 ms in release).
int white_eval(eval::Evaluator& ev, const std::string& fen) {
    Position pos;
    ev.prepare(pos);
    EXPECT_TRUE(pos.set(fen)) << fen;
    const int v = ev.evaluate(pos);
    return pos.side_to_move() == WHITE ? v : -v;
}

int white_eval(const eval::Profile& prof, const std::string& fen) {
    eval::Evaluator ev(prof);
    return white_eval(ev, fen);
}

Score white_pst(const std::string& profile, PieceType pt, Square sq) {
    const eval::Profile* p = eval::find_profile(profile);
    EXPECT_NE(p, nullptr) << profile;
    return p ? p->psq.sq[make_piece(WHITE, pt)][sq] : Score{};
}

} // namespace

TEST(EvalProfiles, AllSeedSystemsRegistered) {
    auto names = eval::profile_names();
    for (const char* n : {"quince", "fruit21", "simple", "rustic", "rybka"})
        EXPECT_NE(std::find(names.begin(), names.end(), n), names.end()) << n;
}

// The textbook's pawn table read as a diagram, rank 8 first (docs/reference/pst-textbook.md §2):
// +50 on the 7th rank, -20 on d2/e2.
TEST(EvalSimple, PawnTableReadAsDiagram) {
    EXPECT_EQ(white_pst("simple", PAWN, SQ_E7), S(50, 50));
    EXPECT_EQ(white_pst("simple", PAWN, SQ_E2), S(-20, -20));
    EXPECT_EQ(white_pst("simple", PAWN, SQ_D4), S(20, 20));
    EXPECT_EQ(white_pst("simple", KING, SQ_G1), S(30, -30)); // tapered king: MG g1 30, EG g1 -30
    EXPECT_EQ(white_pst("simple", KING, SQ_E4), S(-40, 40));
    EXPECT_EQ(white_pst("simple", QUEEN, SQ_B3), S(5, 5)); // the textbook's asymmetric queen row
    EXPECT_EQ(white_pst("simple", QUEEN, SQ_G3), S(0, 0));

    const eval::Profile& prof = profile("simple");
    // Same material, pawn on e7 against a pawn on e2: 50 - (-20) = 70 (endgame king tables cancel).
    const int e7 = white_eval(prof, "4k3/4P3/8/8/8/8/8/4K3 w - - 0 1");
    const int e2 = white_eval(prof, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    EXPECT_GT(e7, e2);
    EXPECT_EQ(e7 - e2, 70);
    // Start position: 0; material only plus tables, no other term.
    EXPECT_EQ(white_eval(prof, Position::StartFEN), 0);
    // A knight more (Black's b8 knight gone) after 1.Nf3: 300 + (b1 -40 + f3 10) - (g8 -40).
    EXPECT_EQ(white_eval(prof, "r1bqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 0 1"), 300 - 30 + 40);
    // A lone minor cannot win: K+N v K is 0; K+R v K is not.
    EXPECT_EQ(white_eval(prof, "8/8/8/4k3/8/8/8/1N2K3 w - - 0 1"), 0);
    EXPECT_GT(white_eval(prof, "8/8/8/4k3/8/8/8/R3K3 w - - 0 1"), 400);
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

    const eval::Profile& prof = profile("rustic");
    const std::string kings   = "7k/pppp1ppp/8/8/8/8/PPPP1PPP/4K3 w - - 0 1";
    const std::string on7     = "7k/ppppRppp/8/8/8/8/PPPP1PPP/4K3 w - - 0 1";
    const std::string on6     = "7k/pppp1ppp/4R3/8/8/8/PPPP1PPP/4K3 w - - 0 1";
    EXPECT_EQ(white_eval(prof, on7) - white_eval(prof, kings), 500 + 20);
    EXPECT_EQ(white_eval(prof, on6) - white_eval(prof, kings), 500);
    // Material 310 / 320 (Alpha 3.0.0): knight d4 15, bishop d4 25.
    EXPECT_EQ(white_eval(prof, "4k3/p7/8/8/3N4/8/P7/4K3 w - - 0 1") -
                  white_eval(prof, "4k3/p7/8/8/8/8/P7/4K3 w - - 0 1"),
              310 + 15);
    EXPECT_EQ(white_eval(prof, "4k3/p7/8/8/3B4/8/P7/4K3 w - - 0 1") -
                  white_eval(prof, "4k3/p7/8/8/8/8/P7/4K3 w - - 0 1"),
              320 + 25);
    // KING_EDGE only while one side has a bare king: K+R v K, wK e1 (-10 table, -90 edge),
    // bK e5 (e4 entry 20 for Black, edge 0): 500 - 10 - 20 - 90 = 380.
    EXPECT_EQ(white_eval(prof, "8/8/8/4k3/8/8/8/R3K3 w - - 0 1"), 380);
    // Give Black a pawn on a7 (100, table entry a2 = 5 for Black): no edge term any more.
    EXPECT_EQ(white_eval(prof, "8/p7/8/4k3/8/8/8/R3K3 w - - 0 1"), 500 - 100 - 5 - 10 - 20);
    // No draw scaling: K+N v K keeps its material (310 + b1 0 - 10 - 20 - 90 edge).
    EXPECT_EQ(white_eval(prof, "8/8/8/4k3/8/8/8/1N2K3 w - - 0 1"), 190);
}

// ---------------------------------------------------------------------------------------------
// The comparison's PST code (docs/reference/rybka10.md, "Piece Square Tables"), written out again
// loop by loop as it is given there (Fruit's constants, then each piece's weights), independently
// of eval/pst.cpp.
namespace {

struct SeedWeights {
    int pawn_file_op, pawn_file_eg;
    bool rybka_centre; // Rybka: only d5/e5 (+74); Fruit: d3/e3 10, d4/e4 20, d5/e5 10
    int knight_centre_op, knight_centre_eg, knight_rank_op, knight_back_rank_op, knight_trapped;
    int bishop_centre_op, bishop_centre_eg, bishop_back_rank_op, bishop_diagonal_op;
    int rook_file_op;
    int queen_centre_op, queen_centre_eg, queen_back_rank_op;
    int king_centre_eg, king_file_op, king_rank_op;
};
constexpr SeedWeights FruitW{5, 0, false, 5, 5, 5, 0, 100, 2, 3, 10, 4, 3, 0, 4, 5, 12, 10, 10};
constexpr SeedWeights RybkaW{181, -97, true, 347, 56,  358, 0,   3200, 147, 49,
                             251, 378, 104,  98,  108, 201, 401, 469,  0};

void seed_pst(const SeedWeights& w, int op[6][64], int eg[6][64]) {
    const int PawnFile[8]   = {-3, -1, +0, +1, +1, +0, -1, -3};
    const int KnightLine[8] = {-4, -2, +0, +1, +1, +0, -2, -4};
    const int KnightRank[8] = {-2, -1, +0, +1, +2, +3, +2, +1};
    const int BishopLine[8] = {-3, -1, +0, +1, +1, +0, -1, -3};
    const int RookFile[8]   = {-2, -1, +0, +1, +1, +0, -1, -2};
    const int QueenLine[8]  = {-3, -1, +0, +1, +1, +0, -1, -3};
    const int KingLine[8]   = {-3, -1, +0, +1, +1, +0, -1, -3};
    const int KingFile[8]   = {+3, +4, +2, +0, +0, +2, +4, +3};
    const int KingRank[8]   = {+1, +0, -2, -3, -4, -5, -6, -7};
    for (int p = 0; p < 6; ++p)
        for (int sq = 0; sq < 64; ++sq) op[p][sq] = eg[p][sq] = 0;
    auto file = [](int sq) { return sq % 8; };
    auto rank = [](int sq) { return sq / 8; };
    for (int sq = 0; sq < 64; ++sq) {
        op[PAWN][sq] += PawnFile[file(sq)] * w.pawn_file_op;
        eg[PAWN][sq] += PawnFile[file(sq)] * w.pawn_file_eg;
        op[KNIGHT][sq] += (KnightLine[file(sq)] + KnightLine[rank(sq)]) * w.knight_centre_op;
        eg[KNIGHT][sq] += (KnightLine[file(sq)] + KnightLine[rank(sq)]) * w.knight_centre_eg;
        op[KNIGHT][sq] += KnightRank[rank(sq)] * w.knight_rank_op;
        op[BISHOP][sq] += (BishopLine[file(sq)] + BishopLine[rank(sq)]) * w.bishop_centre_op;
        eg[BISHOP][sq] += (BishopLine[file(sq)] + BishopLine[rank(sq)]) * w.bishop_centre_eg;
        op[ROOK][sq] += RookFile[file(sq)] * w.rook_file_op;
        op[QUEEN][sq] += (QueenLine[file(sq)] + QueenLine[rank(sq)]) * w.queen_centre_op;
        eg[QUEEN][sq] += (QueenLine[file(sq)] + QueenLine[rank(sq)]) * w.queen_centre_eg;
        eg[KING][sq] += (KingLine[file(sq)] + KingLine[rank(sq)]) * w.king_centre_eg;
        op[KING][sq] += KingFile[file(sq)] * w.king_file_op + KingRank[rank(sq)] * w.king_rank_op;
    }
    if (w.rybka_centre) {
        op[PAWN][SQ_D5] += 74, op[PAWN][SQ_E5] += 74;
    } else {
        op[PAWN][SQ_D3] += 10, op[PAWN][SQ_E3] += 10, op[PAWN][SQ_D4] += 20, op[PAWN][SQ_E4] += 20;
        op[PAWN][SQ_D5] += 10, op[PAWN][SQ_E5] += 10;
    }
    for (int sq = SQ_A1; sq <= SQ_H1; ++sq) {
        op[KNIGHT][sq] -= w.knight_back_rank_op;
        op[BISHOP][sq] -= w.bishop_back_rank_op;
        op[QUEEN][sq] -= w.queen_back_rank_op;
    }
    op[KNIGHT][SQ_A8] -= w.knight_trapped, op[KNIGHT][SQ_H8] -= w.knight_trapped;
    for (int i = 0; i < 8; ++i) {
        op[BISHOP][i * 9] += w.bishop_diagonal_op;      // a1-h8
        op[BISHOP][56 - i * 7] += w.bishop_diagonal_op; // square_opp (rank mirror): a8-h1
    }
}

void expect_seed_pst(const std::string& profile, const SeedWeights& w) {
    int op[6][64], eg[6][64];
    seed_pst(w, op, eg);
    const eval::Profile* p = eval::find_profile(profile);
    ASSERT_NE(p, nullptr);
    for (int pt = PAWN; pt <= KING; ++pt)
        for (int sq = 0; sq < 64; ++sq) {
            EXPECT_EQ(p->psq.sq[make_piece(WHITE, PieceType(pt))][sq], S(op[pt][sq], eg[pt][sq]))
                << profile << " piece " << pt << " square " << sq;
            // Black: the rank-mirrored negative.
            EXPECT_EQ(p->psq.sq[make_piece(BLACK, PieceType(pt))][sq ^ 56], S(-op[pt][sq], -eg[pt][sq]));
        }
}

} // namespace

TEST(EvalPst, Fruit21AndRybkaEqualSeedFormulaOnEverySquare) {
    expect_seed_pst("fruit21", FruitW);
    expect_seed_pst("rybka", RybkaW);
    // The worked example: Rybka's knight on a8 in the opening, (-4 - 4) * 347 + 1 * 358 - 3200.
    EXPECT_EQ(white_pst("rybka", KNIGHT, SQ_A8).op, -5618);
    EXPECT_EQ(white_pst("rybka", PAWN, SQ_A2), S(-3 * 181, -3 * -97));
}

// ---------------------------------------------------------------------------------------------
// Rybka's structural differences

using test::traced;

TEST(EvalRybka, ReportsCentipawns) {
    const eval::Profile& prof = profile("rybka");
    // K+R v K: 16995 + PST in 1/32 cp; the result is a centipawn score near a rook.
    const int v = white_eval(prof, "8/8/8/4k3/8/8/8/R3K3 w - - 0 1");
    EXPECT_GT(v, 450);
    EXPECT_LT(v, 650);
    const eval::Trace t = traced(prof, "8/8/8/4k3/8/8/8/R3K3 w - - 0 1");
    EXPECT_EQ(t.side[eval::T_MATERIAL][WHITE], S(16995, 16995)); // the trace keeps internal units
    EXPECT_EQ(t.eval_white, t.mixed / 32);
}

TEST(EvalRybka, ShelterOfTheWingWithNoPenaltyValue) {
    const eval::Profile& prof = profile("rybka");
    // Start position: every wing has its pawns on the 2nd rank, penalty 0 -> 794
    // (docs/reference/rybka10.md, "Shelter Values").
    const eval::Trace t = traced(prof, Position::StartFEN);
    EXPECT_EQ(t.side[eval::T_KING][WHITE], S(-794, 0));
    EXPECT_EQ(t.side[eval::T_KING][BLACK], S(-794, 0));
    // King on f1 counts as on G1 (f2/g2/h2 intact, no castling rights): 794 again, although the
    // e-pawn next to f1 is missing.
    const std::string fen = "r3k2r/pppq1ppp/8/8/8/8/PPPQ1PPP/R4K1R w kq - 0 1";
    EXPECT_EQ(traced(prof, fen).side[eval::T_KING][WHITE], S(-794, 0));
}

TEST(EvalRybka, KingAttackDividedBy32) {
    const eval::Profile& prof = profile("rybka");
    // Queen d5 and knight e5 both touch g8's zone (f7): 2 attackers, units 532 + 941, weight 37.
    const eval::Trace a = traced(prof, "6k1/5ppp/8/3QN3/8/8/8/6K1 w - - 0 1");
    const eval::Trace b = traced(prof, "6k1/5ppp/8/3Q4/8/8/8/N5K1 w - - 0 1"); // queen alone: weight -1
    const int attack2 = -((532 + 941) * 37) / 32, attack1 = -(532 * -1) / 32;
    EXPECT_EQ(a.side[eval::T_KING][BLACK].op - b.side[eval::T_KING][BLACK].op, attack2 - attack1);
}

TEST(EvalRybka, RookFileJudgedByPawnsInFront) {
    // A rook on e4 with its own pawn behind it on e2 (the king on e3 cuts the rook's ray, so the
    // mobility is the same as with the pawn on a2).
    const std::string behind = "7k/8/8/8/4R3/4K3/4P3/8 w - - 0 1", away = "7k/8/8/8/4R3/4K3/P7/8 w - - 0 1";
    {
        const eval::Profile& prof = profile("rybka");
        EXPECT_EQ(traced(prof, behind).side[eval::T_PIECES][WHITE],
                  traced(prof, away).side[eval::T_PIECES][WHITE]);
    }
    {
        const eval::Profile& prof = profile("fruit21");
        EXPECT_EQ(traced(prof, away).side[eval::T_PIECES][WHITE] -
                      traced(prof, behind).side[eval::T_PIECES][WHITE],
                  S(20, 20)); // semi-open 10 + open 10
    }
}

TEST(EvalRybka, FreePasserSplitInThree) {
    const eval::Profile& prof = profile("rybka");
    // White d6 passer (relative rank index 5), White king e1 (6 from d7), Black king h8 (4 from d7).
    const int base = 1273 - 6 * 391 + 4 * 779;
    // Black knight a1: the path d7-d8 is empty and unattacked: all three bonuses.
    EXPECT_EQ(traced(prof, "7k/8/3P4/8/8/8/8/n3K3 w - - 0 1").side[eval::T_PASSER][WHITE],
              S(2900, base + 157 + 788 + 601));
    // Knight b8 attacks d7: not free, still unblocked.
    EXPECT_EQ(traced(prof, "1n5k/8/3P4/8/8/8/8/4K3 w - - 0 1").side[eval::T_PASSER][WHITE],
              S(2900, base + 157 + 788));
    // Knight d8 blocks the path (and attacks neither d7 nor d8): no "unblocked by the enemy".
    EXPECT_EQ(traced(prof, "3n3k/8/3P4/8/8/8/8/4K3 w - - 0 1").side[eval::T_PASSER][WHITE],
              S(2900, base + 157 + 601));
    // No black piece: the rule of the square decides; Black's king h8 cannot catch d6 -> +25600.
    EXPECT_EQ(traced(prof, "7k/8/3P4/8/8/8/8/4K3 w - - 0 1").side[eval::T_PASSER][WHITE],
              S(2900, base + 25600));
}

TEST(EvalRybka, OppositeBishopsHalve) {
    const eval::Profile& prof = profile("rybka");
    const eval::Trace t       = traced(prof, "4k3/5p2/8/3b4/8/2B5/5PP1/4K3 w - - 0 1");
    EXPECT_EQ(t.mul[WHITE], 8);
    EXPECT_EQ(t.mul[BLACK], 8);
}

TEST(EvalRybka, LazyEvaluationWindow) {
    const eval::Profile& prof = profile("rybka");
    Position pos;
    ASSERT_TRUE(pos.set("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")); // material count +5
    eval::Evaluator ev(prof);
    ev.prepare(pos);
    const int full          = ev.evaluate(pos);
    const int material_only = 16995 / 32;
    ASSERT_NE(full, material_only);
    ev.set_lazy_root(0); // window -4..4 around 0 (margin 4 pawns): +5 is outside
    EXPECT_EQ(ev.evaluate(pos), material_only);
    ev.set_lazy_root(500); // 500 cp = 16000 internal: window 0..8
    EXPECT_EQ(ev.evaluate(pos), full);
    // 500 taken as 1/32 cp: window -3..4 (docs/reference/rybka10.md, "Lazy Evaluation")
    ev.set_lazy_unit_bug(true);
    ev.set_lazy_root(500);
    EXPECT_EQ(ev.evaluate(pos), material_only);
    ev.clear_lazy();
    EXPECT_EQ(ev.evaluate(pos), full);
}

// Each profile names its model (docs/evaluation.md, "Models"), whose instantiation of the
// evaluation has the model's terms only.
TEST(EvalModels, EachProfileNamesItsModel) {
    EXPECT_EQ(profile("simple").params.Model, eval::EvalModel::Pst);
    EXPECT_EQ(profile("rustic").params.Model, eval::EvalModel::Pst);
    EXPECT_EQ(profile("fruit21").params.Model, eval::EvalModel::Fruit);
    EXPECT_EQ(profile("rybka").params.Model, eval::EvalModel::Rybka);
    EXPECT_EQ(profile("quince").params.Model, eval::EvalModel::Quince);
}

// A model's weight struct holds the weights of its terms and nothing else (docs/evaluation.md,
// "Models"): Quince's own terms, Rybka's tables and Fruit's linear mobility are each in their
// model's struct only, and the PST models hold material and the king edge.
template <class W>
concept HasThreats = requires(W w) {
    w.ThreatByPawn;
};
template <class W>
concept HasRybkaPassers = requires(W w) {
    w.PassedOpeningRank;
};
template <class W>
concept HasLinearMobility = requires(W w) {
    w.MobilityWeight;
};
template <class W>
concept HasFruitPassers = requires(W w) {
    w.PassedMin;
};
template <class W>
concept HasKingEdge = requires(W w) {
    w.KingEdgeTable;
};
static_assert(HasThreats<eval::QuinceModelWeights> && !HasThreats<eval::FruitModelWeights> &&
              !HasThreats<eval::RybkaModelWeights> && !HasThreats<eval::PstModelWeights>);
static_assert(HasRybkaPassers<eval::RybkaModelWeights> && !HasRybkaPassers<eval::FruitModelWeights> &&
              !HasRybkaPassers<eval::QuinceModelWeights>);
static_assert(!HasFruitPassers<eval::RybkaModelWeights> && HasFruitPassers<eval::FruitModelWeights> &&
              HasFruitPassers<eval::QuinceModelWeights>);
static_assert(HasLinearMobility<eval::FruitModelWeights> && HasLinearMobility<eval::RybkaModelWeights> &&
              !HasLinearMobility<eval::QuinceModelWeights> && !HasLinearMobility<eval::PstModelWeights>);
static_assert(HasKingEdge<eval::PstModelWeights> && !HasKingEdge<eval::FruitModelWeights>);
static_assert(sizeof(eval::PstModelWeights) < sizeof(eval::FruitModelWeights));

// The same weights in the model that has the terms move the score: fruit21 in Quince's model with
// threat, tempo and safe-check weights differs from fruit21 almost everywhere.
TEST(EvalModels, QuincesTermsMoveTheScoreInItsModel) {
    eval::Params p =
        eval::in_model(profile("fruit21").params, eval::EvalModel::Quince, eval::PstSource::Generated);
    eval::QuinceModelWeights& w = p.weights<eval::EvalModel::Quince>();
    w.ThreatByPawn = S(64, 64), w.Hanging = S(32, 32), w.Tempo = S(16, 16);
    for (Score& c : w.SafeCheck) c = S(8, 8);
    const auto quince = eval::make_profile("test-quince-terms", p);
    eval::Evaluator with_terms(*quince), fruit(profile("fruit21"));
    int differ = 0;
    for (const std::string& fen : test::oracle_fens(300))
        differ += white_eval(with_terms, fen) != white_eval(fruit, fen);
    EXPECT_GT(differ, 250);
}

// The PST model's short evaluation (material, tables, the draw multipliers) scores exactly what
// Fruit's whole pipeline scores with the PST profiles' weights, whose other terms are all zero;
// rustic's king edge, which Fruit's model does not have, aside (positions with a bare king).
TEST(EvalModels, PstModelEqualsFruitsPipelineWithZeroWeights) {
    for (const char* name : {"simple", "rustic"}) {
        const eval::Params p =
            eval::in_model(profile(name).params, eval::EvalModel::Fruit, eval::PstSource::Tables);
        const auto fruit_model = eval::make_profile(std::string("test-fruit-") + name, p);
        eval::Evaluator pst(profile(name)), fruit(*fruit_model);
        const std::size_t fens = 3000;
        int compared           = 0;
        for (const std::string& fen : test::oracle_fens(fens)) {
            Position pos;
            ASSERT_TRUE(pos.set(fen));
            const auto bare = [&](Color c) { return pos.pieces(c) == pos.pieces(c, KING); };
            if (bare(WHITE) || bare(BLACK)) continue;
            EXPECT_EQ(white_eval(pst, fen), white_eval(fruit, fen)) << name << " " << fen;
            ++compared;
        }
        EXPECT_GT(compared, int(fens * 5 / 6)) << name;
    }
}

TEST(EvalProfiles, LazyWindowIgnoredWithoutLazyEval) {
    for (const char* name : {"fruit21", "simple", "rustic"}) {
        const eval::Profile& prof = profile(name);
        Position pos;
        ASSERT_TRUE(pos.set("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"));
        eval::Evaluator ev(prof);
        ev.prepare(pos);
        const int full = ev.evaluate(pos);
        ev.set_lazy_root(0);
        EXPECT_EQ(ev.evaluate(pos), full) << name;
    }
}

// ---------------------------------------------------------------------------------------------
// quince pst

namespace {
struct EngineRun {
    int rc;
    std::string out, err;
};
EngineRun run_engine(const std::string& args) {
    const auto dir = std::filesystem::temp_directory_path();
    const auto out = dir / "quince_pst_out.txt", err = dir / "quince_pst_err.txt";
    const std::string cmd =
        std::string(QUINCE_ENGINE_PATH) + " " + args + " > " + out.string() + " 2> " + err.string();
    EngineRun r;
    r.rc = std::system(cmd.c_str());
    std::ifstream o(out), e(err);
    std::stringstream os, es;
    os << o.rdbuf();
    es << e.rdbuf();
    r.out = os.str(), r.err = es.str();
    std::filesystem::remove(out), std::filesystem::remove(err);
    return r;
}
} // namespace

TEST(PstCommand, CsvDiagramsDiffSvgAndErrors) {
    EngineRun r = run_engine("pst --profile rybka --csv");
    EXPECT_EQ(r.rc, 0);
    EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1 + 6 * 2 * 64);
    EXPECT_EQ(r.out.rfind("piece,stage,square,value\n", 0), 0u);
    EXPECT_NE(r.out.find("\nN,op,a8,-5618\n"), std::string::npos);
    EXPECT_NE(r.out.find("\nK,eg,e4,802\n"), std::string::npos); // (1 + 1) * 401

    r = run_engine("pst --profile simple");
    EXPECT_EQ(r.rc, 0);
    // Pawn diagram, rank 7 row (rank 8 on top): +50 everywhere; rank 2: d2/e2 -20.
    EXPECT_NE(r.out.find("7     50    50    50    50    50    50    50    50"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("2      5    10    10   -20   -20    10    10     5"), std::string::npos) << r.out;

    // Same units: plain difference. fruit21 pawn e7 (op) = 5, simple 50.
    r = run_engine("pst --profile fruit21 --diff simple --csv");
    EXPECT_NE(r.out.find("\nP,op,e7,-45\n"), std::string::npos);
    // Different units: centipawns. rybka knight a8 op = -5618/32 = -175.6 -> -176; fruit21 -8*5 + 5 - 100 =
    // -135.
    r = run_engine("pst --profile rybka --diff fruit21 --csv");
    EXPECT_NE(r.out.find("\nN,op,a8,-41\n"), std::string::npos);

    const auto dir = std::filesystem::temp_directory_path() / "quince_pst_svg";
    std::filesystem::remove_all(dir);
    r = run_engine("pst --profile rybka --svg " + dir.string() + " --pieces NK");
    EXPECT_EQ(r.rc, 0) << r.err;
    std::ifstream svg(dir / "rybka_N_op.svg");
    std::stringstream ss;
    ss << svg.rdbuf();
    EXPECT_EQ(ss.str().rfind("<svg", 0), 0u);
    EXPECT_NE(ss.str().find(">-5618</text>"), std::string::npos);
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir), std::filesystem::directory_iterator()),
              4);
    std::filesystem::remove_all(dir);

    r = run_engine("pst --profile no-such");
    EXPECT_NE(r.rc, 0);
    EXPECT_NE(r.err.find("no-such"), std::string::npos);
    r = run_engine("pst --bogus");
    EXPECT_NE(r.rc, 0);
    EXPECT_NE(r.err.find("usage"), std::string::npos);
}

} // namespace test_eval_profiles
