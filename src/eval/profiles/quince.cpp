// Profile `quince` (named `default` before issue #18; `default` is a UCI keyword): the engine's
// own weights, tuned by the Texel tuner (docs/tuning.md) in ten steps (`make tune-quince`
// re-runs the first three; the games of its step 2 depend on the search and on `selfplay`'s
// opening order of the time, so it no longer reproduces them bit for bit):
//  1. From Fruit 2.1's weights without the K(B)P quirk of docs/reference/fruit21.md §13.7 (so every profile
//     but `fruit21` stays colour-symmetric), on data/tuning/sf15-selfplay.epd.xz (147,440
//     positions): compact PSTs (Fruit's file/rank shapes, tuned weights, as Rybka 1.0 did),
//     weights used in fewer than 3,000 training positions keep Fruit's values, L2 2e-9 toward the
//     start, lr 0.5, seed 1. Validation loss 0.093511 -> 0.091143 (K 1.179).
//  2. The threat term (eval/threat.h, not in Fruit) switched on and only its weights fitted
//     (`--only`), on sf15 plus 364,567 quiet positions of the engine's own games
//     (`quince selfplay --games 3738 --nodes 5000 --seed 1000` with step 1's weights):
//     validation loss 0.087311 -> 0.086771 (K 1.303).
//  3. Everything again on that data except material and the bishop pair (`--freeze`; they drift
//     against the PSTs), min count 3,000, L2 2e-9, lr 0.5: 0.086771 -> 0.086245 (K 1.313).
//  4. Safe checks and mobility tables in the mobility area switched on (eval/king.h, eval/pieces.h;
//     issue #22) and only their weights fitted (`--only MobilityTable,SafeCheck`, start: the
//     linear mobility weights spread over the table, SafeCheck -20/-10), on sf15 plus 93,661 quiet
//     positions of the engine's own games at 5,000 nodes per move (`selfplay --vs`, 400 games
//     seed 78 and 600 games seed 79, step 3's weights with and without trial safe checks),
//     min count 300, L2 2e-9, lr 1: validation loss 0.092850 (step 3) -> 0.091693 (K 1.238).
//  5. Outposts (eval/pieces.h) switched on and fitted alone from 0 (`--only Outpost`), then
//     everything but material and the bishop pair again (min count 3,000, L2 2e-9, lr 0.5), on
//     sf15 plus 676,507 quiet positions of the engine's own games labelled half by the result and
//     half by the search score (`selfplay --lambda 0.5 --nodes 5000 --games 6859 --seed 2026`, step
//     4's weights, threads 2; 823,947 in all): validation loss 0.038913 -> 0.038875 -> 0.038375 (K 1.161).
//  6. Connected pawns (eval/pawn.cpp), minors behind an own pawn and the side to move's bonus
//     (eval/pieces.h) switched on (Tempo from 10/10, the others from 0) and fitted alone (`--only
//     Connected,BehindPawn,Tempo`), then everything but material and the bishop pair with the
//     piece-square tables square by square (`--pst full`; PstSource::Tables from here on, started
//     from the generated tables), min count 3,000, L2 2e-9, lr 0.5, on step 5's data plus 901,120
//     positions more of the same kind with step 5's weights (`selfplay --lambda 0.5 --nodes 5000
//     --games 9000 --seed 2027 --threads 2`; 1,725,067 in all): validation loss 0.032417 ->
//     0.032278 -> 0.031761 (K 1.181).
//  7. Passer details (eval/passer.h), bishops against rammed pawns and on a long diagonal
//     (eval/pieces.h) and pawn push threats (eval/threat.h) switched on and fitted alone from 0
//     (`--only PassedRank,PassedBlocked,PassedSafePath,BishopRammed,BishopLongDiagonal,ThreatByPush`,
//     min count 300, lr 1), then everything but material and the bishop pair as in step 6, on step
//     6's data plus 605,835 positions of the same kind with step 6's weights (`selfplay --lambda 0.5
//     --nodes 5000 --games 6000 --seed 2028 --threads 2`; 2,330,902 in all): validation loss
//     0.030473 -> 0.030401 -> 0.030300 (K 1.197).
//  8. No new term: everything but material and the bishop pair fitted again as in step 7 (lr 0.1;
//     lr 0.5 and 0.2 stopped higher, at 0.029183 and 0.029159), on step 7's data plus 817,787
//     positions of the same kind with step 7's weights (`selfplay --lambda 0.5 --nodes 5000 --games
//     8000 --seed 2029 --threads 2`; 3,148,689 in all): validation loss 0.029247 -> 0.029155 (K 1.197).
//  9. No new term, new labels: everything but material and the bishop pair fitted again as in
//     step 8 (`--pst full --freeze PieceValue,BishopPair --min-count 3000 --l2 2e-9 --lr 0.1`) on
//     410,414 distinct positions of step 8's own games (`selfplay --lambda 0.5 --nodes 5000
//     --games 8000 --threads 2`, seeds 2030-2032, shuffled) labeled by Stockfish 15.1's expected
//     score alone at 2,000 nodes (`scripts/label-engine --nodes 2000 --lambda 0`): validation loss
//     0.028845 -> 0.027217 (K 1.796), the candidate `distill D1` of docs/tuning.md.
// 10. The king danger (Shape::KingDanger, eval/king.h) switched on at the units of the old candidate
//     file (fitted on step 7's data), then everything but material and the bishop pair fitted as in
//     step 9 on 838,173 distinct positions of step 9's own games (`selfplay --nodes 5000 --games
//     8000 --seed 2041 --threads 2`, and 59,126 of its SPRT games) labeled by Stockfish 15.1 alone
//     at 2,000 nodes: validation loss 0.028953 (step 9) -> 0.028892 (the units on) -> 0.028314
//     (K 1.778); step 9 refitted the same way without the danger stopped at 0.028415.
// Checked at 5,000 nodes per move against fruit21 (`selfplay --vs fruit21 --seed 78`, 600 games):
// step 2 +45 Elo, step 3 +70 Elo (about +/-25); step 4 against step 3 (`--seed 79`) +31; step 5
// against step 4 +46 (600 games, seed 79) and +40 (1,000 games, seed 80); step 6 against step 5
// +55 (600 games, seed 79) and +54 (1,000 games, seed 80); step 7 against step 6 +31 (600 games,
// seed 79); step 9 against step 8 +23 (600 games, seed 79); step 10 against step 9 +36 and +13
// (600 games each, seeds 79 and 80); timed matches and SPRTs are in
// docs/progress.md.
// Everything below is generated by the tuner (fruit21() plus the weights that differ).
#include <algorithm>

#include "eval/profiles/profiles.h"

namespace quince::eval::profiles {

// Generated: fruit21() plus every weight that differs from it.
// clang-format off
Params quince() {
    Params p = fruit21();
    p.Model  = EvalModel::Quince; // Fruit's terms and Quince's own (docs/evaluation.md, "Models")
    {
        constexpr Score t[64] = { // Pst[0], a1 .. h8
            S( -12,   0), S(  -4,   0), S(   0,   0), S(   4,   0), S(   4,   0), S(   0,   0), S(  -4,   0), S( -12,   0),
            S(  16, -12), S(  25, -16), S(  19,  -3), S(  23,  -8), S(  19,  -1), S(  44, -15), S(  48, -20), S(  16, -24),
            S(  20, -23), S(  17, -23), S(  25, -23), S(  22, -18), S(  25, -20), S(  33, -26), S(  44, -35), S(  20, -33),
            S(  22, -18), S(  23, -18), S(  35, -25), S(  47, -33), S(  50, -30), S(  44, -30), S(  27, -24), S(  16, -30),
            S(  31, -13), S(  38, -17), S(  32, -22), S(  54, -31), S(  56, -34), S(  66, -32), S(  30, -20), S(  20, -18),
            S(  23, -12), S(  27,   2), S(  38,   7), S(  39,   0), S(  55, -15), S(  63,  -8), S(  57,  -9), S(  42, -14),
            S(  13,  -2), S(  22,  29), S(  15,  19), S(  46,  32), S(  52,   3), S(   2,  -1), S( -19,  12), S(  -9, -30),
            S( -12,   0), S(  -4,   0), S(   0,   0), S(   4,   0), S(   4,   0), S(   0,   0), S(  -4,   0), S( -12,   0),
        };
        std::copy(t, t + 64, p.Pst[0]);
    }
    {
        constexpr Score t[64] = { // Pst[1], a1 .. h8
            S( -20, -48), S( -20, -54), S(  -8, -30), S(  -2, -36), S( -10, -23), S( -12, -17), S( -18, -56), S( -20, -48),
            S( -19, -30), S( -21, -27), S(   0, -30), S(  14, -24), S(  14, -28), S(   1, -51), S( -16, -22), S( -28, -27),
            S( -16, -32), S(   7, -30), S(  10, -24), S(  26, -13), S(  28, -19), S(  19, -30), S(  25, -36), S( -12, -32),
            S(   1, -11), S(  11, -19), S(  28,  -4), S(  25,   3), S(  37,   6), S(  35,  -8), S(  46, -13), S(   8, -27),
            S(  -5,  -8), S(  18, -10), S(  30,   3), S(  36,   6), S(  32,  14), S(  53,  -1), S(  33, -12), S(  27, -25),
            S( -18, -24), S(  15, -17), S(  -1,  16), S(  27,  -1), S(  46,   3), S(  27,  -8), S(  13, -13), S( -13, -29),
            S( -24, -34), S( -10, -17), S(   9, -15), S(   7,   4), S(   5, -10), S(  16, -14), S( -15, -23), S( -25, -31),
            S(-131, -48), S( -23, -36), S( -15, -24), S( -11, -20), S(  -9, -13), S( -15, -24), S( -23, -36), S(-131, -48),
        };
        std::copy(t, t + 64, p.Pst[1]);
    }
    {
        constexpr Score t[64] = { // Pst[2], a1 .. h8
            S(  -2, -44), S(  -5, -21), S(  -5, -23), S(   4, -20), S(   5, -26), S( -10, -15), S(  -5, -27), S( -25, -57),
            S(  12, -19), S(   8, -44), S(  25, -29), S(  10, -17), S(  17, -21), S(  23, -24), S(  17, -49), S(   3, -30),
            S(   5, -23), S(  30, -17), S(   7, -30), S(  21, -20), S(  15,  -7), S(  11, -37), S(  23, -22), S(   6, -22),
            S(   7, -17), S(  12,  -9), S(  22,  -4), S(  27,  -1), S(  37, -12), S(  21,   1), S(  28, -12), S(  21, -23),
            S( -13,   1), S(  17,   2), S(  16,  -5), S(  20,  -6), S(  31,  -4), S(  26,  -5), S(  22, -12), S(   8,  -8),
            S(  -2,  -7), S(   4,   5), S(   1,  -6), S(  34,   5), S(  36,  -7), S(  32,  -9), S(   3,   9), S(  19,  -7),
            S(  -9, -18), S( -20, -13), S(   1,  -3), S( -19,  -2), S( -17,  -3), S( -11, -10), S( -31, -21), S( -13, -11),
            S(  -7, -28), S( -23,  -5), S( -12, -12), S(  -8,  -3), S( -11,  -3), S( -10, -10), S( -10, -18), S(  -7, -32),
        };
        std::copy(t, t + 64, p.Pst[2]);
    }
    {
        constexpr Score t[64] = { // Pst[3], a1 .. h8
            S( -14, -12), S(  -6, -15), S(   1, -13), S(   7, -17), S(   7, -21), S(   4, -22), S( -21, -11), S(  -2, -32),
            S( -36, -19), S( -30, -15), S( -12, -10), S(  -2, -15), S(  -2, -21), S( -10, -24), S( -11, -33), S( -48, -13),
            S( -34,   3), S( -19,  -3), S( -17,  -9), S(  -7,  -8), S( -10, -13), S( -20,  -5), S( -20, -19), S( -16, -15),
            S( -29,  15), S( -15,   8), S(  -8,  11), S(   0,  -7), S( -17,   0), S(  -3,  -5), S(   3,   4), S( -22,   1),
            S(  -1,  12), S(  -8,  13), S(  11,   5), S(  21,  -5), S(  17,  -3), S(   8,   2), S(   9,  -2), S(   5,  10),
            S( -21,  24), S(  15,   7), S(  14,  -1), S(  31,  -3), S(  45, -12), S(  55,  -7), S(  22,   7), S(  16,   8),
            S( -18,  14), S(  -6,  10), S(   7,  -2), S(  24,   1), S(  21,   7), S(  27,  11), S(  -2,   4), S(  27,  -9),
            S(  10,  20), S(   2,  29), S(  36,  15), S(  23,  16), S(  14,  25), S(  18,  24), S(  18,  22), S(  26,  19),
        };
        std::copy(t, t + 64, p.Pst[3]);
    }
    {
        constexpr Score t[64] = { // Pst[4], a1 .. h8
            S( -20, -45), S( -26, -22), S(  -1, -48), S(  -4, -55), S(  -3, -55), S(  -3, -37), S( -26, -34), S( -11, -36),
            S( -14, -38), S( -13, -23), S(   4, -49), S(   2, -41), S(   8, -51), S(  -5, -28), S(  -1, -20), S(  -9, -32),
            S( -21, -23), S(  -7, -23), S(  -6, -12), S(  -7, -24), S(  -1,  -8), S(  -5,  -9), S(  -2, -10), S( -14, -14),
            S( -11, -14), S( -13,  -2), S(  -6,  10), S( -10,  33), S(  -2,  13), S(  -8,  15), S(   3,  28), S(  -1,  -1),
            S( -15, -19), S(  -9,   9), S(  -6,  10), S(  -6,  23), S(   4,  19), S(   5,  10), S(   4,  36), S(   0,  13),
            S(  -6, -23), S(   4,  -5), S( -12,  20), S(   5,   9), S(  22,  29), S(  40,  24), S(  22,   5), S(   6,  -8),
            S( -11, -19), S( -26, -13), S(  -5,  -3), S(  -1,   2), S(  11,   6), S(  18,  11), S(   9,  -9), S(  21, -19),
            S(  -1, -16), S(  -2, -17), S(  15,   0), S(   6,   6), S(   9,   7), S(  14,  -4), S(  13,  -7), S( -18, -30),
        };
        std::copy(t, t + 64, p.Pst[4]);
    }
    {
        constexpr Score t[64] = { // Pst[5], a1 .. h8
            S( -16, -45), S(  42, -45), S(  43, -32), S( -31, -28), S(  14, -42), S(  15, -30), S(  52, -40), S(  34, -61),
            S(  48, -32), S(  25, -11), S(  23, -15), S(   0, -11), S(  -4,  -4), S(   1,   3), S(  26,  -7), S(  31, -22),
            S( -10, -13), S(  40,  -6), S(   0,   2), S(  -5,   5), S( -18,  15), S( -14,  17), S(  22,   2), S( -18,  -8),
            S(  16, -28), S(  15,   8), S(  -9,  10), S( -32,  27), S(  -5,  23), S(   0,  26), S(  11,   9), S( -20, -12),
            S(  10,   5), S(   7,  21), S( -17,  35), S( -29,  22), S( -25,  26), S( -15,  34), S(  16,  18), S(  -4,   8),
            S(  -5, -11), S(   4,  26), S( -16,  19), S( -31,  23), S( -32,  10), S( -19,  24), S(   7,  41), S(  -7,   8),
            S(  -8, -40), S(  -3,   7), S( -11,   8), S( -28,   3), S( -30, -13), S( -14,  19), S(   1,  41), S( -17, -60),
            S( -29,-108), S( -12, -35), S( -21, -23), S( -34, -20), S( -34, -17), S( -21, -14), S(  -5, -22), S( -25, -79),
        };
        std::copy(t, t + 64, p.Pst[5]);
    }
    p.PieceValue[0] = S(51, 126);
    p.PieceValue[1] = S(294, 406);
    p.PieceValue[2] = S(294, 416);
    p.PieceValue[3] = S(452, 592);
    p.PieceValue[4] = S(1080, 1096);
    p.BishopPair = S(24, 65);
    p.PawnFileOpening = 4;
    p.PawnCentreOpening[1] = -14;
    p.PawnCentreOpening[2] = -1;
    p.PawnCentreOpening[3] = 16;
    p.PawnCentreOpening[4] = 3;
    p.PawnCentreOpening[5] = -9;
    p.PawnCentreOpening[6] = 34;
    p.KnightCentreOpening = 4;
    p.KnightCentreEndgame = 6;
    p.KnightRankOpening = 1;
    p.KnightBackRankOpening = -14;
    p.BishopCentreOpening = 3;
    p.BishopCentreEndgame = 5;
    p.BishopBackRankOpening = 3;
    p.BishopDiagonalOpening = 12;
    p.QueenCentreOpening = 2;
    p.QueenCentreEndgame = 6;
    p.QueenBackRankOpening = -1;
    p.KingCentreEndgame = 7;
    p.KingFileOpening = 6;
    p.KingRankOpening = 5;
    p.PstFrom = PstSource::Tables;
    p.Doubled = S(-16, -26);
    p.Isolated = S(-7, -5);
    p.IsolatedOpen = S(-12, -24);
    p.Backward = S(-5, -4);
    p.BackwardOpen = S(-20, -18);
    p.CandidateMin = S(5, -7);
    p.CandidateMax = S(-7, 74);
    p.MobilityWeight[0] = S(-2, 7);
    p.MobilityWeight[1] = S(1, 3);
    p.MobilityWeight[3] = S(1, 7);
    p.RookFileBase = S(41, 24);
    p.RookSemiOpen = S(13, 6);
    p.RookOpen = S(16, 1);
    p.RookKingAdjacentFile = S(12, 4);
    p.RookKingFile = S(26, -27);
    p.Rook7th = S(-1, 12);
    p.Queen7th = S(-23, 34);
    p.KingAttackOpening = 9;
    p.ShelterFile[2] = 8;
    p.ShelterFile[3] = 16;
    p.ShelterFile[4] = 22;
    p.ShelterFile[5] = 16;
    p.ShelterNoPawn = 29;
    p.ShelterPerfect = 4;
    p.StormFile[1] = -6;
    p.StormFile[2] = -14;
    p.StormFile[3] = -3;
    p.StormFile[4] = 6;
    p.StormFile[5] = 31;
    p.PassedMin = S(-7, 10);
    p.PassedMax = S(135, 63);
    p.UnstoppablePasser = 725;
    p.FreePasser = 156;
    p.AttackerDistance = 28;
    p.DefenderDistance = 58;
    p.BlockedBishop = S(-32, -17);
    p.BlockedRook = S(-45, -21);
    p.FruitBlackSingleFileQuirk = false;
    p.Threats = true;
    p.ThreatByPawn = S(58, 27);
    p.ThreatByMinor[0] = S(1, 11);
    p.ThreatByMinor[1] = S(19, 23);
    p.ThreatByMinor[2] = S(36, 15);
    p.ThreatByMinor[3] = S(49, 9);
    p.ThreatByMinor[4] = S(38, 29);
    p.ThreatByRook[0] = S(-2, 16);
    p.ThreatByRook[1] = S(16, 26);
    p.ThreatByRook[2] = S(16, 28);
    p.ThreatByRook[3] = S(8, 11);
    p.ThreatByRook[4] = S(51, 29);
    p.ThreatByKing = S(1, 30);
    p.Hanging = S(12, 13);
    p.SafeChecks = true;
    p.SafeCheck[0] = S(-60, 8);
    p.SafeCheck[1] = S(0, -25);
    p.SafeCheck[2] = S(-87, 20);
    p.SafeCheck[3] = S(-9, -52);
    p.Outposts = true;
    p.Outpost[0][0] = S(21, -14);
    p.Outpost[0][1] = S(27, -3);
    p.Outpost[1][0] = S(14, -14);
    p.Outpost[1][1] = S(28, -2);
    p.ConnectedPawns = true;
    p.Connected[0][1] = S(2, -3);
    p.Connected[0][2] = S(6, 3);
    p.Connected[0][3] = S(10, 9);
    p.Connected[0][4] = S(24, 22);
    p.Connected[0][5] = S(45, 33);
    p.Connected[1][2] = S(14, 1);
    p.Connected[1][3] = S(12, 1);
    p.Connected[1][4] = S(28, 1);
    p.Connected[1][5] = S(53, 21);
    p.Connected[1][6] = S(36, 30);
    p.MinorBehindPawn = true;
    p.BehindPawn[0] = S(9, 10);
    p.BehindPawn[1] = S(6, 2);
    p.SideToMoveBonus = true;
    p.Tempo = S(22, 7);
    p.PassedDetails = true;
    p.PassedRank[1] = S(0, 1);
    p.PassedRank[3] = S(-7, 4);
    p.PassedRank[4] = S(-16, -6);
    p.PassedRank[5] = S(0, -29);
    p.PassedRank[6] = S(40, -17);
    p.PassedBlocked[1] = S(-29, 1);
    p.PassedBlocked[2] = S(-11, -13);
    p.PassedBlocked[3] = S(-11, -1);
    p.PassedBlocked[4] = S(-8, 2);
    p.PassedBlocked[5] = S(-18, 6);
    p.PassedBlocked[6] = S(-35, 14);
    p.PassedSafePath = S(-61, 24);
    p.BishopPawns = true;
    p.BishopRammed = S(-4, -14);
    p.BishopLongDiagonal = S(18, 18);
    p.PushThreats = true;
    p.ThreatByPush = S(14, 13);
    p.MobilityTables = true;
    p.MobilityTable[0][0] = S(9, -60);
    p.MobilityTable[0][1] = S(27, -67);
    p.MobilityTable[0][2] = S(33, -34);
    p.MobilityTable[0][3] = S(38, -22);
    p.MobilityTable[0][4] = S(45, -18);
    p.MobilityTable[0][5] = S(48, -10);
    p.MobilityTable[0][6] = S(53, -14);
    p.MobilityTable[0][7] = S(56, -17);
    p.MobilityTable[0][8] = S(60, -23);
    p.MobilityTable[1][0] = S(34, -74);
    p.MobilityTable[1][1] = S(37, -59);
    p.MobilityTable[1][2] = S(49, -47);
    p.MobilityTable[1][3] = S(53, -32);
    p.MobilityTable[1][4] = S(56, -27);
    p.MobilityTable[1][5] = S(61, -23);
    p.MobilityTable[1][6] = S(63, -21);
    p.MobilityTable[1][7] = S(65, -19);
    p.MobilityTable[1][8] = S(65, -15);
    p.MobilityTable[1][9] = S(66, -15);
    p.MobilityTable[1][10] = S(67, -15);
    p.MobilityTable[1][11] = S(62, -12);
    p.MobilityTable[1][12] = S(17, 33);
    p.MobilityTable[1][13] = S(26, -19);
    p.MobilityTable[2][0] = S(-18, -38);
    p.MobilityTable[2][1] = S(-11, -21);
    p.MobilityTable[2][2] = S(-9, -13);
    p.MobilityTable[2][3] = S(-3, -17);
    p.MobilityTable[2][4] = S(-2, -5);
    p.MobilityTable[2][5] = S(1, 0);
    p.MobilityTable[2][6] = S(6, -3);
    p.MobilityTable[2][7] = S(9, 0);
    p.MobilityTable[2][8] = S(13, 4);
    p.MobilityTable[2][9] = S(10, 9);
    p.MobilityTable[2][10] = S(13, 9);
    p.MobilityTable[2][11] = S(11, 10);
    p.MobilityTable[2][12] = S(22, 8);
    p.MobilityTable[2][13] = S(36, -2);
    p.MobilityTable[2][14] = S(59, -2);
    p.MobilityTable[3][0] = S(-16, -91);
    p.MobilityTable[3][1] = S(-17, -84);
    p.MobilityTable[3][2] = S(-15, -101);
    p.MobilityTable[3][3] = S(-11, -85);
    p.MobilityTable[3][4] = S(-12, -53);
    p.MobilityTable[3][5] = S(-9, -43);
    p.MobilityTable[3][6] = S(-7, -23);
    p.MobilityTable[3][7] = S(-3, -25);
    p.MobilityTable[3][8] = S(-3, -7);
    p.MobilityTable[3][9] = S(-1, -2);
    p.MobilityTable[3][10] = S(0, 8);
    p.MobilityTable[3][11] = S(-1, 14);
    p.MobilityTable[3][12] = S(1, 16);
    p.MobilityTable[3][13] = S(-1, 27);
    p.MobilityTable[3][14] = S(-2, 23);
    p.MobilityTable[3][15] = S(1, 27);
    p.MobilityTable[3][16] = S(1, 31);
    p.MobilityTable[3][17] = S(0, 30);
    p.MobilityTable[3][18] = S(-7, 33);
    p.MobilityTable[3][19] = S(7, 23);
    p.MobilityTable[3][20] = S(2, 34);
    p.MobilityTable[3][21] = S(12, 17);
    p.MobilityTable[3][22] = S(18, 22);
    p.MobilityTable[3][23] = S(-3, 25);
    p.MobilityTable[3][24] = S(-5, 49);
    p.MobilityTable[3][25] = S(-3, 46);
    p.MobilityTable[3][26] = S(13, 91);
    p.MobilityTable[3][27] = S(11, 92);
    p.KingDanger = true;
    p.KingDangerAttacker[0] = 2;
    p.KingDangerAttacker[1] = 185;
    p.KingDangerAttacker[2] = 6;
    p.KingDangerAttacker[3] = -37;
    p.KingDangerZoneAttack = 120;
    p.KingDangerWeakSquare = 50;
    p.KingDangerSafeCheck[0] = 399;
    p.KingDangerSafeCheck[1] = 229;
    p.KingDangerSafeCheck[2] = 266;
    p.KingDangerSafeCheck[3] = 206;
    p.KingDangerNoQueen = -504;
    p.KingDangerBase = -344;
    return p;
}
// clang-format on

} // namespace quince::eval::profiles
