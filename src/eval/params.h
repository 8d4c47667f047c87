// A profile's evaluation as plain data, in two parts of different kinds:
//  * Weights — every number the Texel tuner may change, in one struct per model (PstModelWeights,
//    FruitModelWeights, RybkaModelWeights, QuinceModelWeights) that holds exactly the blocks its
//    terms read, plus the piece-square part (generated from PstShapeWeights or given as
//    PstTableWeights). Only ints and Scores: the tuner's slots are their ints, model first.
//  * Rules — what the numbers mean: the model, the draw model, units and scales, the fixed
//    profiles the PST weights multiply, the tables the linearised terms hold fixed, and which
//    weights are part of a rule (Fixed). Nothing in Rules is ever tuned.
// A Params is both (a profile, eval/profiles/*.cpp, fills one). The terms are templates over the
// model and read its struct by name (`W.Rook7th`, Params::weights<M>()); no term hard-codes a
// number. Tapered weights are (opening, endgame) pairs. The layout follows the Fruit 2.1
// description (docs/reference/fruit21.md; the Fruit/Rybka comparison in docs/reference/rybka10.md).
//
// Coefficients for the tuner: a term that adds `n` times a weight W calls `sink.coef(W, colour, n)`
// with a reference to the weight, so a recording sink maps it back to its slot (slot_of, checked:
// a reference outside the weights is reported, never used as a slot; eval/trace.h).
#pragma once

#include <bitset>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <utility>

#include "core/types.h"

namespace quince::eval {

// Which draw scaling the material table applies (section 3.4 and 10 are DrawModel::Fruit).
enum class DrawModel : std::uint8_t {
    Fruit,        // Fruit's multipliers, draw rules and recognisers
    Insufficient, // only: a side without pawns and with at most one minor cannot win (multiplier 0)
    None          // no scaling at all
};
// Which evaluation a profile runs (docs/evaluation.md, "Models"). Each model is its own
// instantiation of the evaluation, compiled with its terms only (eval.cpp picks it once, when the
// evaluator's profile is set), and has its own weight struct (below). The numbers are the profile
// files' (`Model 3`).
enum class EvalModel : std::uint8_t {
    Pst,    // material and piece-square tables, Rustic's king edge (simple, rustic)
    Fruit,  // Fruit 2.1's terms (fruit21; docs/reference/fruit21.md)
    Rybka,  // Fruit's terms with Rybka 1.0's documented differences (rybka; docs/reference/rybka10.md):
            // rook files judged ahead of the rook, own pawns as king attackers, the wing's shelter,
            // its pawn structure and passers, and the lazy exit (Rules::LazyEval)
    Quince, // Fruit's terms and Quince's own (quince): threats, push threats, safe checks, king
            // danger, mobility tables in the mobility area, outposts, connected pawns, minors behind
            // pawns, the side to move's bonus, passer details, bishops and rammed pawns
};
inline constexpr int EvalModelCount                    = 4;
inline constexpr const char* ModelName[EvalModelCount] = {"Pst", "Fruit", "Rybka", "Quince"};

// Where the piece-square tables come from (pst.cpp): a part of the weights of its own, beside the
// model's (Params::pst). Fruit's and Rybka's models generate theirs; `quince tune --pst full` turns
// a generated table into explicit tables, whatever the model.
enum class PstSource : std::uint8_t {
    Generated, // section 4: Rules' file/rank profiles times PstShapeWeights
    Tables     // PstTableWeights::Pst as it is (simple, rustic, quince; `quince tune --pst full`)
};

// ---- The weights, in blocks. Every number the Texel tuner may change: tapered Score pairs and ints
// the terms add linearly (or that the tuner linearises, docs/tuning.md). Ints and Scores only, so
// a model's weights are a row of ints (a Score is two: opening, endgame): the tuner's slots. A model
// (below) is the blocks its terms read, and nothing else.

// Material (section 2), every model's. Indexed by PieceType; the king's entry is unused.
struct MaterialWeights {
    Score PieceValue[6];
    Score BishopPair; // two or more bishops, whatever their colours
};

// Piece-square table weights (section 4), times Rules' file/rank profiles (PstSource::Generated).
struct PstShapeWeights {
    int PawnFileOpening;
    int PawnFileEndgame;      // Fruit: 0 and Fixed (no endgame part); Rybka: -97 (rybka10.md, "Pawn table")
    int PawnCentreOpening[8]; // extra opening bonus of a d/e pawn by rank index
    int KnightCentreOpening, KnightCentreEndgame, KnightRankOpening, KnightBackRankOpening,
        KnightTrappedOpening; // knight on a8/h8
    int BishopCentreOpening, BishopCentreEndgame, BishopBackRankOpening, BishopDiagonalOpening;
    int RookFileOpening;
    int QueenCentreOpening, QueenCentreEndgame, QueenBackRankOpening;
    int KingCentreEndgame, KingFileOpening, KingRankOpening;
};
// Explicit tables (PstSource::Tables): piece type x square, White's view, a1 = 0.
struct PstTableWeights {
    Score Pst[6][64];
};

// Rustic's king edge (the PST model): both kings' table while one side has a bare king; a1 = 0.
struct KingEdgeWeights {
    int KingEdgeTable[64];
};

// Pawn structure (section 5), Fruit's and Rybka's.
struct PawnWeights {
    Score Doubled;
    Score Isolated;
    Score IsolatedOpen; // isolated on a file with no pawn ahead
    Score Backward;
    Score BackwardOpen;
};
// Fruit's candidate passer: quad(min, max, rank).
struct CandidateWeights {
    Score CandidateMin;
    Score CandidateMax;
};
// Rybka's candidate passer, by relative rank (docs/reference/rybka10.md, "Pawn Structure").
struct RybkaCandidateWeights {
    Score CandidateRank[8];
};

// Pieces (section 6): rook files, 7th rank.
struct PieceWeights {
    Score RookFileBase;         // every rook
    Score RookSemiOpen;         // no own pawn on the file
    Score RookOpen;             // ... and no enemy pawn either (on top of semi-open)
    Score RookKingAdjacentFile; // semi-open file next to or on the enemy king's file
    Score RookKingFile;         // ... on the enemy king's file (on top of the adjacent bonus)
    Score Rook7th;
    Score Queen7th;
};
// Fruit's mobility: MobilityWeight x (count - MobilityOffset). Index 0..3 = knight .. queen.
struct LinearMobilityWeights {
    Score MobilityWeight[4];
};

// King safety (section 7).
struct KingSafetyWeights {
    int KingAttackOpening;
    int ShelterFile[8]; // by relative rank index of the shelter pawn
    int ShelterNoPawn;  // no shelter pawn on the file
    int ShelterPerfect; // a penalty of 0 becomes this ("weak back rank")
    int StormFile[8];   // by the storming pawn's relative rank index (its own view)
};

// Fruit's passed pawns (section 8).
struct PasserWeights {
    Score PassedMin;       // quad(min, max, rank): opening uses both; endgame uses max-min
    Score PassedMax;       // as the position-dependent delta
    int UnstoppablePasser; // delta bonus: defender has no pieces and the pawn runs
    int FreePasser;        // delta bonus: the push square is safe
    int AttackerDistance;  // per square of the own king's distance to the stop square
    int DefenderDistance;  // per square of the enemy king's distance
};
// Rybka's passed pawns, per relative rank, precomputed as in Rybka (docs/reference/rybka10.md,
// "Values").
struct RybkaPasserWeights {
    int UnstoppablePasser;
    int PassedOpeningRank[8], PassedEndgameRank[8], PassedUnblockedOwn[8], PassedUnblockedOpp[8],
        PassedFreeRank[8], PassedAttDistance[8], PassedDefDistance[8];
};

// Patterns (section 9).
struct PatternWeights {
    Score TrappedBishop7; // bishop on a7/h7/b8/g8 shut in by a pawn
    Score TrappedBishop6; // bishop on a6/h6 shut in by a pawn
    Score BlockedBishop;  // c1/f1 bishop behind a blocked d2/e2 pawn
    Score BlockedRook;    // rook shut in by the uncastled king
};

// Quince's terms beyond Fruit 2.1 (docs/evaluation.md, "Quince's own terms").
struct QuinceWeights {
    // Threats (eval/threat.h), indexed by the victim's PieceType (pawn .. queen). "Weak": attacked
    // by us and not defended by an enemy pawn.
    Score ThreatByPawn;     // per enemy piece (not pawn, not king) our pawns attack
    Score ThreatByMinor[5]; // per weak or pawn-defended enemy piece our knights or bishops attack
    Score ThreatByRook[5];  // per weak enemy piece our rooks attack
    Score ThreatByKing;     // per weak enemy piece our king attacks
    Score Hanging;          // per weak enemy piece (not king) that no enemy piece defends at all
    // Per enemy piece (not pawn, not king) that one of our pawns would attack after a safe push,
    // and no pawn of ours attacks yet (eval/threat.h).
    Score ThreatByPush;
    // Safe checks (eval/king.h). Index 0..3 = the checking piece: knight, bishop, rook, queen. A
    // penalty (negative) for the side whose king the enemy can check with such a piece from a
    // square we do not defend.
    Score SafeCheck[4];
    // Outposts (eval/pieces.h). [0 knight, 1 bishop][1: an own pawn defends it]: a minor on its
    // 4th to 6th rank, on a square no enemy pawn attacks now or can attack by advancing.
    Score Outpost[2][2];
    // A knight [0] or bishop [1] with an own pawn on the square in front of it (eval/pieces.h).
    Score BehindPawn[2];
    // The side to move's bonus (eval/pieces.h).
    Score Tempo;
    // Per own pawn on the bishop's square colour that an enemy pawn blocks (rammed: the bishop's
    // own chain hems it in), and a bishop on a long diagonal, off the centre, that sees two centre
    // squares past the pawns (eval/pieces.h).
    Score BishopRammed;
    Score BishopLongDiagonal;
    // King danger (eval/king.h): the units of one number, the danger to our king, that costs
    // danger^2 / KingDangerOpDivisor in the opening and danger / KingDangerEgDivisor in the
    // endgame when it is positive. Index 0..3 = knight, bishop, rook, queen.
    int KingDangerAttacker[4];  // per enemy piece attacking a square next to our king
    int KingDangerZoneAttack;   // per attack of such a square (summed over the enemy's pieces)
    int KingDangerWeakSquare;   // per such square the enemy attacks and only our king/queen defend
    int KingDangerSafeCheck[4]; // an enemy piece of the type can check from a square we do not defend
    int KingDangerNoQueen;      // the enemy has no queen
    int KingDangerBase;         // always (negative: a little danger is no danger)
    int KingDangerUnsafeCheck;  // per check square we defend (types without a safe check)
    int KingDangerBlocker;      // per piece of either colour alone between our king and a slider
    int KingDangerFlankAttack;  // per enemy attack of our king's flank in our camp (twice: 2)
    int KingDangerFlankDefence; // per square of that flank we attack
    int KingDangerKnightGuard;  // a knight of ours defends a square next to our king
    // Connected pawns (eval/pawn.cpp), by the pawn's relative rank index: [0] an own pawn stands
    // beside it (same rank, adjacent file), [1] an own pawn defends it. A pawn can earn both.
    Score Connected[2][8];
    // Added to Fruit's passer by its relative rank index (eval/passer.h): PassedRank always;
    // PassedBlocked when an enemy piece stands on the square in front; PassedSafePath (one weight)
    // when no enemy piece stands on the way to the promotion square and the enemy attacks none of
    // its squares.
    Score PassedRank[8];
    Score PassedBlocked[8];
    Score PassedSafePath;
    // Mobility in the mobility area (eval/pieces.h): the score by the number of squares of the
    // area a piece attacks (N, B, R, Q; at most 8, 13, 14, 27), in place of Fruit's linear
    // MobilityWeight.
    Score MobilityTable[4][28];
    // Material imbalance (eval/material.cpp; Stockfish 11's quadratic form, Tord Romstad's idea).
    // A side's piece kinds k = 0 the bishop pair (1 or 0), 1..5 its pawns .. queens (counts n_k;
    // the enemy's m_k). Each kind a >= 1 the side has adds n_a x (the sum over b <= a of
    // ImbalanceOurs[a][b] x n_b, plus the sum over b < a of ImbalanceTheirs[a][b] x m_b), in 1/16
    // of a score unit. No other entry is read: row 0 would only repeat BishopPair, and
    // ImbalanceTheirs' diagonal cancels between the sides.
    Score ImbalanceOurs[6][6];
    Score ImbalanceTheirs[6][6];
    // Stockfish 11's smaller piece and threat terms (eval/pieces.h, eval/threat.h). Pieces: per
    // square of a knight's [0] or bishop's [1] distance to its own king; a knight not on an outpost
    // that attacks an outpost square one of our pawns defends and no piece of ours holds; per own
    // pawn on the bishop's square colour, times 1 + our pawns on files c-f that something blocks;
    // a rook on a file with a queen of either colour; a queen an enemy rook or bishop would attack
    // but for one piece.
    Score KingProtector[2];
    Score ReachableOutpost;
    Score BishopPawns;
    Score RookOnQueenFile;
    Score WeakQueen;
    // Threats: per square both sides attack that the enemy does not hold strongly (a pawn of its
    // defends it, or it attacks it twice and we do not); against a lone enemy queen, per safe square
    // of the mobility area, not strongly held, from which a knight of ours [KnightOnQueen] or a
    // bishop or rook of ours on a square we attack twice [SliderOnQueen] would attack it.
    Score RestrictedPiece;
    Score KnightOnQueen;
    Score SliderOnQueen;
    // Stockfish 11's passer and rook details (eval/passer.h, eval/pieces.h). PassedFile: per step of
    // a passer's file from the nearer edge (0..3). A passer on its 4th to 7th rank whose stop square
    // is empty, with the count w = 5 x relative rank index - 13 (2, 7, 12, 17): PassedPath[0] when no
    // square of its span (its file and the adjacent files ahead) is unsafe, [1] when the squares of
    // its own file are safe but not the span, [2] when only its stop square is; a square is unsafe
    // when the enemy attacks it, every square when an enemy rook or queen stands behind the passer
    // on its file; PassedSupport (the same count) when a rook or queen of ours stands behind it or
    // we attack the stop square. TrappedRook: a rook with at most three squares of mobility, not on
    // a file free of our pawns, on the outer side of its own king; twice when we cannot castle.
    Score PassedFile;
    Score PassedPath[3];
    Score PassedSupport;
    Score TrappedRook;
    // The mating drive against a lone king (eval/mate.h), for the side with mating material: per
    // step (files plus ranks) of the lone king from the centre (0..6), per step the kings stand
    // nearer than 7 apart (0..5), and with a bishop of one colour and knights, per step the lone
    // king stands nearer than 7 to a corner of the bishop's colour (0..7). Set by hand: the
    // tuner's positions hardly ever hold a lone king.
    Score LoneKingEdge;
    Score LoneKingClose;
    Score LoneKingCorner;
    // A knight alone against a rook alone, no pawns (eval/krkn.h): for the knight's side, per step
    // (the larger of the file and rank distances) the knight stands from its own king beyond the
    // first (0..6). Set by hand, with the ending's draw multiplier (2/16) in mind.
    Score KnightAwayFromKing;
};

// ---- One weight struct per model (docs/evaluation.md, "Models"): the blocks its terms read.
struct PstModelWeights : MaterialWeights, KingEdgeWeights {};
struct FruitModelWeights : MaterialWeights,
                           PawnWeights,
                           CandidateWeights,
                           PieceWeights,
                           LinearMobilityWeights,
                           KingSafetyWeights,
                           PasserWeights,
                           PatternWeights {};
// Fruit's blocks with Rybka's candidates and passers: Rybka's evaluation is Fruit's but for the
// differences docs/reference/rybka10.md documents.
struct RybkaModelWeights : MaterialWeights,
                           PawnWeights,
                           RybkaCandidateWeights,
                           PieceWeights,
                           LinearMobilityWeights,
                           KingSafetyWeights,
                           RybkaPasserWeights,
                           PatternWeights {};
// Fruit's blocks less its linear mobility, with Quince's own terms.
struct QuinceModelWeights : MaterialWeights,
                            PawnWeights,
                            CandidateWeights,
                            PieceWeights,
                            KingSafetyWeights,
                            PasserWeights,
                            PatternWeights,
                            QuinceWeights {};

template <EvalModel M> struct ModelWeightsOf;
template <> struct ModelWeightsOf<EvalModel::Pst> { using type = PstModelWeights; };
template <> struct ModelWeightsOf<EvalModel::Fruit> { using type = FruitModelWeights; };
template <> struct ModelWeightsOf<EvalModel::Rybka> { using type = RybkaModelWeights; };
template <> struct ModelWeightsOf<EvalModel::Quince> { using type = QuinceModelWeights; };
template <EvalModel M> using WeightsOf = typename ModelWeightsOf<M>::type;

// Storage for whichever model and PST a profile has (Params::terms, Params::pst). Zeroed as a whole
// when a Params is made or its model changes, so the bytes beyond the active member are zero.
union TermWeightStore {
    PstModelWeights pst;
    FruitModelWeights fruit;
    RybkaModelWeights rybka;
    QuinceModelWeights quince;
};
union PstWeightStore {
    PstShapeWeights shape;
    PstTableWeights tables;
};

// The tuner's slots: the model's ints first, then the PST's. At most this many.
inline constexpr std::size_t MaxTermSlots   = sizeof(TermWeightStore) / sizeof(int);
inline constexpr std::size_t MaxWeightSlots = MaxTermSlots + sizeof(PstWeightStore) / sizeof(int);
static_assert(sizeof(Score) == 2 * sizeof(int));
static_assert(sizeof(PstModelWeights) % sizeof(int) == 0 && sizeof(FruitModelWeights) % sizeof(int) == 0 &&
              sizeof(RybkaModelWeights) % sizeof(int) == 0 && sizeof(QuinceModelWeights) % sizeof(int) == 0 &&
              sizeof(PstShapeWeights) % sizeof(int) == 0 && sizeof(PstTableWeights) % sizeof(int) == 0);
// No slot number for it (slot_of of something that is not a weight).
inline constexpr std::size_t NoSlot = MaxWeightSlots;

// The number of ints of a model's weights and of a PST's.
constexpr std::size_t term_slots(EvalModel m) {
    switch (m) {
    case EvalModel::Pst: return sizeof(PstModelWeights) / sizeof(int);
    case EvalModel::Fruit: return sizeof(FruitModelWeights) / sizeof(int);
    case EvalModel::Rybka: return sizeof(RybkaModelWeights) / sizeof(int);
    case EvalModel::Quince: return sizeof(QuinceModelWeights) / sizeof(int);
    }
    return 0;
}
constexpr std::size_t pst_slots(PstSource s) {
    return (s == PstSource::Tables ? sizeof(PstTableWeights) : sizeof(PstShapeWeights)) / sizeof(int);
}

// Everything that is not a weight. The cold members first and the ones every evaluation reads
// last, next to the hot weights (Params puts the weights right after Rules).
struct Rules {
    // ---- Which weights belong to a rule and are never tuned, by slot (Params::fix). E.g. a
    // ShelterFile entry of 0 is what makes a shelter "perfect" (docs/reference/fruit21.md §7.2):
    // moving it would switch the ShelterPerfect rule off. Slots depend on the model and the PST
    // source: changing either clears it (Params::convert maps it by name).
    std::bitset<MaxWeightSlots> Fixed;

    // ---- Material and phase (section 2.2)
    int PhaseWeight[6]; // phase units per piece type
    int PhaseTotal;     // units at the start position (phase 0)
    DrawModel Draws = DrawModel::Fruit;
    int MulPawnlessTwoKnights;      // two knights, no pawns, against a king with pawns only (else 0)
    int MulPawnlessBishopsVsKnight; // two bishops against a knight, no pawns
    int MulPawnlessSmallEdge;       // no pawns and at most a minor ahead (majors <= 2)
    int MulOnePawnMinorOnly;        // one pawn, one minor (or two knights) after the trade
    int MulOnePawnSmallEdge;        // one pawn, at most a minor ahead after the trade

    // ---- Piece-square tables (section 4): the file/rank profiles the PST weights multiply
    PstSource PstFrom = PstSource::Generated;
    int PawnFile[8], KnightLine[8], KnightRank[8], BishopLine[8], RookFile[8], QueenLine[8], KingLine[8],
        KingFile[8], KingRank[8];

    // ---- The model (its terms and weight struct) and the rules within it. The defaults are
    // Fruit 2.1's behaviour.
    EvalModel Model                = EvalModel::Fruit;
    bool LazyEval                  = false; // Rybka's lazy exit on the material count (Rybka's model only)
    bool FruitBlackSingleFileQuirk = false; // reproduce Fruit's mirrored K(B)P test for Black (13.7)

    // ---- Scales and the tables the tuner's linearisation holds fixed
    int RankBonus[8];               // quad() interpolation weight (/256) by relative rank index
    int MobilityOffset[4];          // subtracted from the square count (N, B, R, Q)
    int KingAttackUnit[4];          // per attacker type N, B, R, Q
    int KingAttackWeight[16];       // by number of attackers (/KingAttackDivisor)
    int KingAttackDivisor   = 256;  // king attack: units * KingAttackOpening * weight / divisor
    int KingDangerOpDivisor = 4096; // king danger in the opening: danger^2 / this
    int KingDangerEgDivisor = 16;   // ... in the endgame: danger / this
    int MulFull;                    // multiplier meaning 100 % (scores are scaled by mul/MulFull)
    int MulDrawRule;                // a draw rule or recogniser fired
    int MulOppositeBishops;         // replaces MulFull with opposite-coloured bishops
    int UnitsPerCp = 1;             // internal units per centipawn (Rybka: 32); evaluate() returns cp
    int ScoreLimit;                 // final clamp
    int LazyMargin;                 // internal units either side of the root score

    bool operator==(const Rules&) const = default;
};

// A profile: its rules, its model's weights and its piece-square weights. Terms read the rules
// through it (P.UnitsPerCp) and the weights through weights<M>() of their model; the tuner sees
// the weights as slots.
struct Params : Rules {
    TermWeightStore terms{}; // the member of Rules::Model
    PstWeightStore pst{};    // the member of Rules::PstFrom

    // The model's weights. M must be the profile's model (checked in debug builds).
    template <EvalModel M> const WeightsOf<M>& weights() const {
        assert(Model == M);
        if constexpr (M == EvalModel::Pst)
            return terms.pst;
        else if constexpr (M == EvalModel::Fruit)
            return terms.fruit;
        else if constexpr (M == EvalModel::Rybka)
            return terms.rybka;
        else
            return terms.quince;
    }
    template <EvalModel M> WeightsOf<M>& weights() {
        return const_cast<WeightsOf<M>&>(std::as_const(*this).template weights<M>());
    }
    // Make this a profile of model M with all its weights zero (and none Fixed); returns them.
    template <EvalModel M> WeightsOf<M>& set_model() {
        Model = M, terms = TermWeightStore{}, Fixed.reset();
        return weights<M>();
    }
    // The PST's weights (PstFrom Generated or Tables); set_pst_source zeroes them.
    const PstShapeWeights& shape() const { return assert(PstFrom == PstSource::Generated), pst.shape; }
    PstShapeWeights& shape() { return assert(PstFrom == PstSource::Generated), pst.shape; }
    const PstTableWeights& tables() const { return assert(PstFrom == PstSource::Tables), pst.tables; }
    PstTableWeights& tables() { return assert(PstFrom == PstSource::Tables), pst.tables; }
    void set_pst_source(PstSource s) { PstFrom = s, pst = PstWeightStore{}, Fixed.reset(); }

    // Material, which every model has.
    const MaterialWeights& material() const;
    MaterialWeights& material() { return const_cast<MaterialWeights&>(std::as_const(*this).material()); }

    // The weights as slots: the model's ints, then the PST's.
    std::size_t model_slots() const { return term_slots(Model); }
    std::size_t weight_slots() const { return model_slots() + pst_slots(PstFrom); }
    int weight(std::size_t slot) const;
    void set_weight(std::size_t slot, int v);

    // Hold a weight (both halves of a Score) out of tuning: it is part of a rule. `w` must be one
    // of this Params' weights (anything else: slot_of gives NoSlot, and bitset::set throws
    // std::out_of_range).
    void fix(const int& w);
    void fix(const Score& w) { fix(w.op), fix(w.eg); }

    bool operator==(const Params& o) const;
};

// The slot of the int at `w` among p's weights, or NoSlot when `w` is not one of them (a Rules
// member, a local, a derived table, an inactive model's bytes): the coefficient checks rest on
// this. Addresses are compared as integers, so asking about any object is well defined.
inline std::size_t slot_of(const Params& p, const int* w) {
    const auto at = reinterpret_cast<std::uintptr_t>(w);
    const auto t = reinterpret_cast<std::uintptr_t>(&p.terms), s = reinterpret_cast<std::uintptr_t>(&p.pst);
    const std::size_t nt = p.model_slots(), ns = pst_slots(p.PstFrom);
    if (at >= t && at - t < nt * sizeof(int) && (at - t) % sizeof(int) == 0) return (at - t) / sizeof(int);
    if (at >= s && at - s < ns * sizeof(int) && (at - s) % sizeof(int) == 0)
        return nt + (at - s) / sizeof(int);
    return NoSlot;
}

inline const MaterialWeights& Params::material() const {
    switch (Model) {
    case EvalModel::Pst: return terms.pst;
    case EvalModel::Fruit: return terms.fruit;
    case EvalModel::Rybka: return terms.rybka;
    case EvalModel::Quince: return terms.quince;
    }
    return terms.fruit;
}
inline int Params::weight(std::size_t slot) const {
    const std::size_t nt = model_slots();
    const char* at       = slot < nt ? reinterpret_cast<const char*>(&terms) + slot * sizeof(int)
                                     : reinterpret_cast<const char*>(&pst) + (slot - nt) * sizeof(int);
    int v;
    std::memcpy(&v, at, sizeof v);
    return v;
}
inline void Params::set_weight(std::size_t slot, int v) {
    const std::size_t nt = model_slots();
    char* at             = slot < nt ? reinterpret_cast<char*>(&terms) + slot * sizeof(int)
                                     : reinterpret_cast<char*>(&pst) + (slot - nt) * sizeof(int);
    std::memcpy(at, &v, sizeof v);
}
inline void Params::fix(const int& w) { Fixed.set(slot_of(*this, &w)); }
inline bool Params::operator==(const Params& o) const {
    return static_cast<const Rules&>(*this) == static_cast<const Rules&>(o) &&
           std::memcmp(&terms, &o.terms, sizeof terms) == 0 && std::memcmp(&pst, &o.pst, sizeof pst) == 0;
}

// quad(min, max, r): min plus the share RankBonus[r]/256 of (max - min), rounded.
inline int quad(const Params& P, int lo, int hi, int rel_rank) {
    return lo + ((hi - lo) * P.RankBonus[rel_rank] + 128) / 256;
}

} // namespace quince::eval
