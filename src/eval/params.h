// Every weight of the hand-crafted evaluation, as plain data. A profile (eval/profiles/*.cpp)
// fills one Params; the terms only read it, so no term hard-codes a number. Tapered weights are
// (opening, endgame) Score pairs. The layout follows the Fruit 2.1 description (seed 003 and
// reference/fruit-2.1-eval.md); other profiles reuse the same structure with other numbers.
//
// Coefficients for the tuner: a term that adds `n` times a weight W calls
// `sink.coef(W, colour, n)` with a reference to the Params member, so a recording sink can map the
// weight back to its place in Params (address minus &params) without a separate index table.
#pragma once

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

struct Params {
    // ---- Material (section 2). Indexed by PieceType; the king's entry is unused.
    Score PieceValue[6];
    Score BishopPair;   // two or more bishops, whatever their colours
    int PhaseWeight[6]; // phase units per piece type
    int PhaseTotal;     // units at the start position (phase 0)

    // ---- Piece-square tables (section 4): generated from file/rank profiles times weights.
    int PawnFile[8], KnightLine[8], KnightRank[8], BishopLine[8], RookFile[8], QueenLine[8], KingLine[8],
        KingFile[8], KingRank[8];
    int PawnFileOpening;
    int PawnCentreOpening[8]; // extra opening bonus of a d/e pawn by rank index
    int KnightCentreOpening, KnightCentreEndgame, KnightRankOpening, KnightBackRankOpening,
        KnightTrappedOpening; // knight on a8/h8
    int BishopCentreOpening, BishopCentreEndgame, BishopBackRankOpening, BishopDiagonalOpening;
    int RookFileOpening;
    int QueenCentreOpening, QueenCentreEndgame, QueenBackRankOpening;
    int KingCentreEndgame, KingFileOpening, KingRankOpening;
    // Explicit tables instead (`quince tune --pst full`): White's entry per piece type and square,
    // Pst (at the end, with the other large tables), used as they are when FullPst is set; the
    // profiles and weights above and PstFromTables are then ignored.
    bool FullPst;

    // ---- Pawn structure (section 5)
    Score Doubled;
    Score Isolated;
    Score IsolatedOpen; // isolated on a file with no pawn ahead
    Score Backward;
    Score BackwardOpen;
    Score CandidateMin; // candidate passer: quad(min, max, rank)
    Score CandidateMax;
    int RankBonus[8]; // quad() interpolation weight (/256) by relative rank index

    // ---- Pieces (section 6). Index 0..3 = knight, bishop, rook, queen.
    int MobilityOffset[4]; // subtracted from the square count
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
    int KingAttackUnit[4];    // per attacker type N, B, R, Q
    int KingAttackWeight[16]; // by number of attackers (/256)
    int ShelterFile[8];       // by relative rank index of the shelter pawn
    int ShelterNoPawn;        // no shelter pawn on the file
    int ShelterPerfect;       // a penalty of 0 becomes this ("weak back rank")
    int StormFile[8];         // by the storming pawn's relative rank index (its own view)

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

    // ---- Draw handling (sections 3.4, 10, 11)
    int MulFull;                    // multiplier meaning 100 % (scores are scaled by mul/MulFull)
    int MulPawnlessTwoKnights;      // two knights, no pawns, against a king with pawns only (else 0)
    int MulPawnlessBishopsVsKnight; // two bishops against a knight, no pawns
    int MulPawnlessSmallEdge;       // no pawns and at most a minor ahead (majors <= 2)
    int MulOnePawnMinorOnly;        // one pawn, one minor (or two knights) after the trade
    int MulOnePawnSmallEdge;        // one pawn, at most a minor ahead after the trade
    int MulDrawRule;                // a draw rule or recogniser fired
    int MulOppositeBishops;         // replaces MulFull with opposite-coloured bishops
    bool FruitBlackSingleFileQuirk; // reproduce Fruit's mirrored K(B)P test for Black (13.7)
    int ScoreLimit;                 // final clamp

    // ---- Switches and tables of the other profiles (docs/profiles.md). The defaults (zero, off,
    // or the initialiser given here) are Fruit 2.1's behaviour, so fruit21 needs none of them.
    bool PstFromTables = false; // PST = PstTable (below) instead of section 4's profiles
    int PawnFileEndgame;        // endgame weight of the pawn file profile (Rybka)
    DrawModel Draws       = DrawModel::Fruit;
    bool KingEdge         = false; // Rustic: KingEdgeTable for both kings when one side has a bare king
    int UnitsPerCp        = 1;     // internal units per centipawn (Rybka: 32); evaluate() returns cp
    bool RookFileAhead    = false; // rook files judged by the pawns in front of the rook only (Rybka)
    int KingAttackDivisor = 256;   // king attack: units * KingAttackOpening * weight / divisor
    bool KingAttackPawns  = false; // own pawns touching the king zone count as one attacker (Rybka)
    bool ShelterByWing    = false; // shelter of the wing square C1/E1/G1, castling to C1/G1 (Rybka)
    PawnRules Pawns       = PawnRules::Fruit;
    Score CandidateRank[8]; // PawnRules::Rybka: candidate bonus by relative rank
    PasserRules Passers = PasserRules::Fruit;
    // PasserRules::Rybka: per relative rank, precomputed as in Rybka (seed 003, "Values")
    int PassedOpeningRank[8], PassedEndgameRank[8], PassedUnblockedOwn[8], PassedUnblockedOpp[8],
        PassedFreeRank[8], PassedAttDistance[8], PassedDefDistance[8];
    bool LazyEval = false; // Rybka's lazy exit on the material count (Evaluator::set_lazy_root)
    int LazyMargin;        // internal units either side of the root score
    // Threats (eval/threat.h; `quince` only, beyond Fruit 2.1 — issue: strength). Indexed by the
    // victim's PieceType (pawn .. queen). "Weak": attacked by us and not defended by an enemy pawn.
    bool Threats = false;
    Score ThreatByPawn;     // per enemy piece (not pawn, not king) our pawns attack
    Score ThreatByMinor[5]; // per weak or pawn-defended enemy piece our knights or bishops attack
    Score ThreatByRook[5];  // per weak enemy piece our rooks attack
    Score ThreatByKing;     // per weak enemy piece our king attacks
    Score Hanging;          // per weak enemy piece (not king) that no enemy piece defends at all
    // The large tables last, away from the weights the evaluation reads on every call.
    Score PstTable[6][64]; // piece type x square, White's view, a1 = 0
    Score Pst[6][64];      // the tuner's explicit tables (FullPst), same layout
    int KingEdgeTable[64]; // a1 = 0

    bool operator==(const Params&) const = default;
};

// quad(min, max, r): min plus the share RankBonus[r]/256 of (max - min), rounded.
inline int quad(const Params& P, int lo, int hi, int rel_rank) {
    return lo + ((hi - lo) * P.RankBonus[rel_rank] + 128) / 256;
}

} // namespace quince::eval
