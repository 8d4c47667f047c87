// A profile's evaluation as plain data, in two parts of different kinds:
//  * Weights — every number the Texel tuner may change: tapered Score pairs and ints that the
//    terms add linearly (or that the tuner linearises, docs/tuning.md). Only ints and Scores, so
//    the tuner's slot space is exactly this struct: slot = int index into Weights.
//  * Rules — what the numbers mean (called Shape until the models refactor): the model
//    (EvalModel) and which of its rules apply (switches, enums), units and scales, the fixed
//    profiles the PST weights multiply, the tables the linearised terms hold fixed, and which
//    weights are part of a rule (Fixed). Nothing in Rules is ever tuned.
// A Params is both (a profile, eval/profiles/*.cpp, fills one); the terms read its members by name
// and no term hard-codes a number. Tapered weights are (opening, endgame) pairs. The layout
// follows the Fruit 2.1 description (docs/reference/fruit21.md; the Fruit/Rybka comparison in
// docs/reference/rybka10.md); other profiles reuse the same structure with other numbers.
//
// Coefficients for the tuner: a term that adds `n` times a weight W calls `sink.coef(W, colour, n)`
// with a reference to the Weights member, so a recording sink maps it back to its slot (slot_of,
// checked: a reference outside Weights is reported, never used as a slot; eval/trace.h).
#pragma once

#include <bitset>
#include <cstddef>
#include <cstdint>

#include "core/types.h"

namespace quince::eval {

// Which draw scaling the material table applies (section 3.4 and 10 are DrawModel::Fruit).
enum class DrawModel : std::uint8_t {
    Fruit,        // Fruit's multipliers, draw rules and recognisers
    Insufficient, // only: a side without pawns and with at most one minor cannot win (multiplier 0)
    None          // no scaling at all
};
enum class PawnRules : std::uint8_t { Fruit, Rybka };   // pawn.cpp / pawn_rybka.cpp
enum class PasserRules : std::uint8_t { Fruit, Rybka }; // passer.cpp / passer_rybka.cpp
// Which evaluation a profile runs (docs/evaluation.md, "Models"). Each model is its own
// instantiation of the evaluation, compiled with its terms only (eval.cpp picks it once, when the
// evaluator's profile is set); a switch below that belongs to a term outside the profile's model
// is refused by check_params. The numbers are the profile files' (`Model 3`).
enum class EvalModel : std::uint8_t {
    Pst,    // material and piece-square tables only, Rustic's king-edge rule (simple, rustic)
    Fruit,  // Fruit 2.1's terms (fruit21; docs/reference/fruit21.md)
    Rybka,  // Fruit's terms with Rybka 1.0's documented differences (rybka; docs/reference/rybka10.md)
    Quince, // Fruit's terms and Quince's own (quince)
};
inline constexpr int EvalModelCount                    = 4;
inline constexpr const char* ModelName[EvalModelCount] = {"Pst", "Fruit", "Rybka", "Quince"};
// The model's term list: which of the switches of Rules it compiles.
struct ModelTerms {
    bool fruit;     // Fruit's pawn, piece, king, passer and pattern terms and draw rules
    bool rybka;     // Rybka's rules: RookFileAhead, KingAttackPawns, ShelterByWing, LazyEval,
                    // PawnRules::Rybka, PasserRules::Rybka
    bool quince;    // Threats, PushThreats, SafeChecks, KingDanger, MobilityTables, Outposts,
                    // ConnectedPawns, MinorBehindPawn, SideToMoveBonus, PassedDetails, BishopPawns
    bool king_edge; // Rustic's KingEdge
};
constexpr ModelTerms model_terms(EvalModel m) {
    switch (m) {
    case EvalModel::Pst: return {false, false, false, true};
    case EvalModel::Fruit: return {true, false, false, false};
    case EvalModel::Rybka: return {true, true, false, false};
    case EvalModel::Quince: return {true, false, true, false};
    }
    return {};
}

// Where the piece-square tables come from (pst.cpp).
enum class PstSource : std::uint8_t {
    Generated, // section 4: Rules' file/rank profiles times the PST weights of Weights
    Tables     // Weights::Pst as it is (simple, rustic; `quince tune --pst full`)
};

// Every weight. The ones every evaluation reads first, the large tables last.
struct Weights {
    // ---- Pieces (section 6). Index 0..3 = knight, bishop, rook, queen.
    Score MobilityWeight[4];
    Score RookFileBase;         // every rook
    Score RookSemiOpen;         // no own pawn on the file
    Score RookOpen;             // ... and no enemy pawn either (on top of semi-open)
    Score RookKingAdjacentFile; // semi-open file next to or on the enemy king's file
    Score RookKingFile;         // ... on the enemy king's file (on top of the adjacent bonus)
    Score Rook7th;
    Score Queen7th;

    // ---- King safety (section 7)
    int KingAttackOpening;
    int ShelterFile[8]; // by relative rank index of the shelter pawn
    int ShelterNoPawn;  // no shelter pawn on the file
    int ShelterPerfect; // a penalty of 0 becomes this ("weak back rank")
    int StormFile[8];   // by the storming pawn's relative rank index (its own view)

    // ---- Passed pawns (section 8)
    Score PassedMin;       // quad(min, max, rank): opening uses both; endgame uses max-min
    Score PassedMax;       // as the position-dependent delta
    int UnstoppablePasser; // delta bonus: defender has no pieces and the pawn runs
    int FreePasser;        // delta bonus: the push square is safe
    int AttackerDistance;  // per square of the own king's distance to the stop square
    int DefenderDistance;  // per square of the enemy king's distance

    // ---- Patterns (section 9)
    Score TrappedBishop7; // bishop on a7/h7/b8/g8 shut in by a pawn
    Score TrappedBishop6; // bishop on a6/h6 shut in by a pawn
    Score BlockedBishop;  // c1/f1 bishop behind a blocked d2/e2 pawn
    Score BlockedRook;    // rook shut in by the uncastled king

    // ---- Threats (eval/threat.h; Rules::Threats, `quince` only, beyond Fruit 2.1). Indexed by
    // the victim's PieceType (pawn .. queen). "Weak": attacked by us and not defended by an enemy pawn.
    Score ThreatByPawn;     // per enemy piece (not pawn, not king) our pawns attack
    Score ThreatByMinor[5]; // per weak or pawn-defended enemy piece our knights or bishops attack
    Score ThreatByRook[5];  // per weak enemy piece our rooks attack
    Score ThreatByKing;     // per weak enemy piece our king attacks
    Score Hanging;          // per weak enemy piece (not king) that no enemy piece defends at all

    // ---- Safe checks (eval/king.h; Rules::SafeChecks, `quince` only, beyond Fruit 2.1). Index
    // 0..3 = the checking piece: knight, bishop, rook, queen. A penalty (negative) for the side
    // whose king the enemy can check with such a piece from a square we do not defend.
    Score SafeCheck[4];

    // ---- Outposts (eval/pieces.h; Rules::Outposts, beyond Fruit 2.1). [0 knight, 1 bishop]
    // [1: an own pawn defends it]: a minor on its 4th to 6th rank, on a square no enemy pawn
    // attacks now or can attack by advancing.
    Score Outpost[2][2];
    // Rules::MinorBehindPawn (eval/pieces.h, beyond Fruit 2.1): a knight [0] or bishop [1] with an
    // own pawn on the square in front of it.
    Score BehindPawn[2];
    // Rules::SideToMoveBonus (eval/pieces.h, beyond Fruit 2.1): the side to move's bonus.
    Score Tempo;
    // Rules::BishopPawns (eval/pieces.h, beyond Fruit 2.1): per own pawn on the bishop's square
    // colour that an enemy pawn blocks (rammed: the bishop's own chain hems it in), and a bishop on
    // a long diagonal, off the centre, that sees two centre squares past the pawns.
    Score BishopRammed;
    Score BishopLongDiagonal;
    // Rules::PushThreats (eval/threat.h, beyond Fruit 2.1): per enemy piece (not pawn, not king)
    // that one of our pawns would attack after a safe push, and no pawn of ours attacks yet.
    Score ThreatByPush;
    // ---- King danger (eval/king.h; Rules::KingDanger, beyond Fruit 2.1; `quince` only, since its
    // step 10): the units of one number, the danger to our king, that costs danger^2 /
    // KingDangerOpDivisor in the opening and danger / KingDangerEgDivisor in the endgame when it is
    // positive. Index 0..3 = knight, bishop, rook, queen.
    int KingDangerAttacker[4];  // per enemy piece attacking a square next to our king
    int KingDangerZoneAttack;   // per attack of such a square (summed over the enemy's pieces)
    int KingDangerWeakSquare;   // per such square the enemy attacks and only our king/queen defend
    int KingDangerSafeCheck[4]; // an enemy piece of the type can check from a square we do not defend
    int KingDangerNoQueen;      // the enemy has no queen
    int KingDangerBase;         // always (negative: a little danger is no danger)

    // ---- Material (section 2). Indexed by PieceType; the king's entry is unused.
    Score PieceValue[6];
    Score BishopPair; // two or more bishops, whatever their colours

    // ---- Pawn structure (section 5)
    Score Doubled;
    Score Isolated;
    Score IsolatedOpen; // isolated on a file with no pawn ahead
    Score Backward;
    Score BackwardOpen;
    Score CandidateMin;     // candidate passer: quad(min, max, rank)
    Score CandidateMax;     //
    Score CandidateRank[8]; // PawnRules::Rybka: candidate bonus by relative rank
    // Rules::ConnectedPawns (`quince` only, beyond Fruit 2.1), by the pawn's relative rank index:
    // [0] an own pawn stands beside it (same rank, adjacent file), [1] an own pawn defends it.
    // A pawn can earn both.
    Score Connected[2][8];
    // Rules::PassedDetails (eval/passer.h, beyond Fruit 2.1), added to Fruit's passer by its
    // relative rank index: PassedRank always; PassedBlocked when an enemy piece stands on the
    // square in front; PassedSafePath (one weight) when no enemy piece stands on the way to the
    // promotion square and the enemy attacks none of its squares.
    Score PassedRank[8];
    Score PassedBlocked[8];
    Score PassedSafePath;

    // ---- Piece-square table weights (section 4), times Rules' file/rank profiles
    int PawnFileOpening;
    int PawnFileEndgame;      // Fruit: 0 and Fixed (no endgame part); Rybka: -97 (rybka10.md, "Pawn table")
    int PawnCentreOpening[8]; // extra opening bonus of a d/e pawn by rank index
    int KnightCentreOpening, KnightCentreEndgame, KnightRankOpening, KnightBackRankOpening,
        KnightTrappedOpening; // knight on a8/h8
    int BishopCentreOpening, BishopCentreEndgame, BishopBackRankOpening, BishopDiagonalOpening;
    int RookFileOpening;
    int QueenCentreOpening, QueenCentreEndgame, QueenBackRankOpening;
    int KingCentreEndgame, KingFileOpening, KingRankOpening;

    // ---- PasserRules::Rybka: per relative rank, precomputed as in Rybka
    // (docs/reference/rybka10.md, "Values")
    int PassedOpeningRank[8], PassedEndgameRank[8], PassedUnblockedOwn[8], PassedUnblockedOpp[8],
        PassedFreeRank[8], PassedAttDistance[8], PassedDefDistance[8];

    // ---- The large tables
    // Rules::MobilityTables (`quince` only): the mobility score by the number of squares of the
    // mobility area a piece attacks (N, B, R, Q; at most 8, 13, 14, 27), in place of
    // MobilityWeight x (count - MobilityOffset).
    Score MobilityTable[4][28];
    int KingEdgeTable[64]; // Rules::KingEdge (Rustic); a1 = 0
    Score Pst[6][64];      // PstSource::Tables: piece type x square, White's view, a1 = 0

    bool operator==(const Weights&) const = default;
};

// The tuner's slots: the ints of Weights (a Score is two: opening, endgame).
inline constexpr std::size_t WeightSlots = sizeof(Weights) / sizeof(int);
static_assert(sizeof(Weights) % sizeof(int) == 0 && sizeof(Score) == 2 * sizeof(int));

// The slot of the int at `w` in `weights`, or WeightSlots when `w` is not one of its ints (a
// Rules member, a local, a derived table): the coefficient checks rest on this. Addresses are
// compared as integers, so asking about any object is well defined.
inline std::size_t slot_of(const Weights& weights, const int* w) {
    const auto base = reinterpret_cast<std::uintptr_t>(&weights), at = reinterpret_cast<std::uintptr_t>(w);
    if (at < base || at - base >= sizeof(Weights) || (at - base) % sizeof(int) != 0) return WeightSlots;
    return (at - base) / sizeof(int);
}

// Everything that is not a weight. The cold members first and the ones every evaluation reads
// last, next to the hot weights (Params puts Weights right after Rules).
struct Rules {
    // ---- Which weights belong to a rule and are never tuned, by slot (Params::fix). E.g. a
    // ShelterFile entry of 0 is what makes a shelter "perfect" (docs/reference/fruit21.md §7.2):
    // moving it would switch the ShelterPerfect rule off.
    std::bitset<WeightSlots> Fixed;

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

    // ---- Which rules the terms follow (docs/profiles.md). The defaults (zero, off, or the
    // initialiser given here) are Fruit 2.1's behaviour, so fruit21 needs none of them. Each
    // switch is compiled only into the models whose term list has it (model_terms).
    EvalModel Model      = EvalModel::Fruit;
    PawnRules Pawns      = PawnRules::Fruit;
    PasserRules Passers  = PasserRules::Fruit;
    bool RookFileAhead   = false; // rook files judged by the pawns in front of the rook only (Rybka)
    bool KingAttackPawns = false; // own pawns touching the king zone count as one attacker (Rybka)
    bool ShelterByWing   = false; // shelter of the wing square C1/E1/G1, castling to C1/G1 (Rybka)
    bool KingEdge        = false; // Rustic: KingEdgeTable for both kings when one side has a bare king
    bool Threats         = false; // the threat term (eval/threat.h)
    bool SafeChecks      = false; // the safe-check part of king safety (eval/king.h)
    bool MobilityTables  = false; // mobility in the mobility area, by MobilityTable (eval/pieces.h)
    bool KingDanger      = false; // the quadratic king danger (eval/king.h)
    bool Outposts        = false; // knights and bishops on outposts (eval/pieces.h)
    bool ConnectedPawns  = false; // pawns beside or defended by an own pawn (eval/pawn.cpp)
    bool MinorBehindPawn = false; // knights and bishops behind an own pawn (eval/pieces.h)
    bool SideToMoveBonus = false; // Tempo for the side to move (eval/pieces.h)
    bool PassedDetails   = false; // passers by rank, blockaded, with a safe path (eval/passer.h)
    bool BishopPawns     = false; // bishops hemmed in by rammed pawns, on a long diagonal (eval/pieces.h)
    bool PushThreats     = false; // pieces a safe pawn push would attack (eval/threat.h; needs Threats)
    bool LazyEval        = false; // Rybka's lazy exit on the material count (Evaluator::set_lazy_root)
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

// A profile: its shape and its weights. Terms read both through it (P.Rook7th, P.UnitsPerCp); the
// tuner sees only the Weights part.
struct Params : Rules, Weights {
    const Weights& weights() const { return *this; }
    Weights& weights() { return *this; }
    // Hold a weight (both halves of a Score) out of tuning: it is part of a rule. `w` must be a
    // member of this Params' weights (anything else: slot_of gives WeightSlots, and bitset::set
    // throws std::out_of_range).
    void fix(const int& w) { Fixed.set(slot_of(*this, &w)); }
    void fix(const Score& w) { fix(w.op), fix(w.eg); }

    bool operator==(const Params&) const = default;
};

// quad(min, max, r): min plus the share RankBonus[r]/256 of (max - min), rounded.
inline int quad(const Params& P, int lo, int hi, int rel_rank) {
    return lo + ((hi - lo) * P.RankBonus[rel_rank] + 128) / 256;
}

} // namespace quince::eval
