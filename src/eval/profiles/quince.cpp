// Profile `quince` (named `default` before issue #18; `default` is a UCI keyword): the engine's
// own weights, tuned by the Texel tuner (docs/tuning.md) in nine steps (`make tune-quince`
// re-runs the first three; the games of its step 2 depend on the search and on `selfplay`'s
// opening order of the time, so it no longer reproduces them bit for bit):
//  1. From Fruit 2.1's weights without the K(B)P quirk of reference section 13.7 (so every profile
//     but `fruit21` stays colour-symmetric), on shared/data/tuning/sf15-selfplay.epd.xz (147,440
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
// Checked at 5,000 nodes per move against fruit21 (`selfplay --vs fruit21 --seed 78`, 600 games):
// step 2 +45 Elo, step 3 +70 Elo (about +/-25); step 4 against step 3 (`--seed 79`) +31; step 5
// against step 4 +46 (600 games, seed 79) and +40 (1,000 games, seed 80); step 6 against step 5
// +55 (600 games, seed 79) and +54 (1,000 games, seed 80); step 7 against step 6 +31 (600 games,
// seed 79); step 9 against step 8 +23 (600 games, seed 79); timed matches and SPRTs are in
// docs/progress.md.
// Everything below is generated by the tuner (fruit21() plus the weights that differ).
#include <algorithm>

#include "eval/profiles/profiles.h"

namespace quince::eval::profiles {

// Generated: fruit21() plus every weight that differs from it.
// clang-format off
Params quince() {
    Params p = fruit21();
    {
        constexpr Score t[64] = { // Pst[0], a1 .. h8
            S( -12,   0), S(  -4,   0), S(   0,   0), S(   4,   0), S(   4,   0), S(   0,   0), S(  -4,   0), S( -12,   0),
            S(  10, -10), S(  12,  -8), S(   9,  -7), S(  14,  -6), S(   6,  -1), S(  41, -13), S(  40, -17), S(  14, -19),
            S(  11, -15), S(   5, -13), S(  15, -19), S(  11, -14), S(  14, -14), S(  32, -22), S(  35, -28), S(  18, -27),
            S(  13, -10), S(  12, -11), S(  28, -24), S(  37, -29), S(  40, -30), S(  40, -31), S(  20, -21), S(  10, -25),
            S(  26,  -9), S(  29, -11), S(  27, -16), S(  47, -33), S(  47, -31), S(  46, -28), S(  25, -14), S(   8, -15),
            S(  29,  -9), S(  17,   0), S(  22,  -7), S(  38, -12), S(  38,  -4), S(  56,  -7), S(  38,  -3), S(  16,  -9),
            S(  15, -15), S(  17,  19), S(   8,  28), S(  45,  38), S(  43,   7), S(   7,  14), S( -15,   3), S(  -7, -32),
            S( -12,   0), S(  -4,   0), S(   0,   0), S(   4,   0), S(   4,   0), S(   0,   0), S(  -4,   0), S( -12,   0),
        };
        std::copy(t, t + 64, p.Pst[0]);
    }
    {
        constexpr Score t[64] = { // Pst[1], a1 .. h8
            S( -20, -48), S( -24, -52), S(  -8, -30), S(   1, -40), S( -15, -17), S( -25, -18), S( -17, -45), S( -20, -48),
            S( -19, -30), S( -21, -27), S( -15, -28), S(   7, -23), S(   8, -30), S(  -1, -42), S( -16, -22), S( -28, -27),
            S( -24, -29), S(  -3, -25), S(   0, -21), S(  12,  -4), S(  20, -13), S(  13, -31), S(  14, -35), S( -17, -24),
            S(  -7, -22), S(   7, -11), S(  19,   0), S(  12,  11), S(  28,  11), S(  27,  -2), S(  22,  -4), S(   4, -16),
            S(  -9, -18), S(   8, -10), S(  20,   3), S(  24,  10), S(  26,  16), S(  52,   2), S(  18,  -5), S(  -8, -23),
            S( -18, -24), S(   8,  -8), S(   3,  11), S(  26,   1), S(  38,   8), S(  24,   0), S(  -5, -13), S( -13, -29),
            S( -24, -34), S( -10, -17), S(   3, -13), S(   1,   1), S(   5, -10), S(  16, -14), S( -15, -23), S( -25, -31),
            S(-131, -48), S( -23, -36), S( -15, -24), S( -11, -20), S(  -9, -13), S( -15, -24), S( -23, -36), S(-131, -48),
        };
        std::copy(t, t + 64, p.Pst[1]);
    }
    {
        constexpr Score t[64] = { // Pst[2], a1 .. h8
            S(   0, -43), S(  -5, -21), S(  -6, -28), S(  -6, -20), S(   8, -23), S( -15, -20), S(  -5, -27), S( -25, -57),
            S(   3, -19), S(   6, -45), S(  19, -27), S(   6, -15), S(  11, -15), S(  -3, -16), S(  14, -44), S(   3, -30),
            S(   4, -32), S(  21, -14), S(   5, -24), S(  14, -13), S(  13,  -4), S(   8, -29), S(  26, -26), S(   5, -18),
            S(  -4, -12), S(  13, -15), S(  16,  -3), S(  25,  -3), S(  29,  -5), S(  19,  -9), S(  16, -12), S(  12, -14),
            S( -13,   2), S(  10, -10), S(  18,  -1), S(  22,   3), S(  23,   4), S(  22,  -2), S(  21, -10), S(  -6, -10),
            S( -14, -12), S(   0,   9), S( -14, -11), S(   6,   5), S(  31,  -1), S(  29,  -4), S(   3,  10), S(   6, -15),
            S(  -2,  -8), S( -25, -16), S(  -9,  -3), S( -22,  17), S( -13,  10), S(  -6,  -5), S( -18,   1), S( -13, -11),
            S(  -7, -28), S( -23,  -5), S( -12, -12), S(  -5,   5), S(  -6,   7), S( -10, -10), S( -10, -18), S(  -7, -32),
        };
        std::copy(t, t + 64, p.Pst[2]);
    }
    {
        constexpr Score t[64] = { // Pst[3], a1 .. h8
            S( -15,  -9), S( -10, -13), S(  -2, -13), S(   4, -13), S(   8, -23), S(   4, -14), S( -21,  -6), S(  -6, -25),
            S( -32, -18), S( -18, -19), S(  -2, -13), S(   4, -18), S( -14, -11), S( -13, -11), S( -20, -26), S( -38, -15),
            S( -29,  -6), S( -25,  -4), S( -22,  -4), S( -11,  -8), S(  -4, -15), S( -15,  -8), S(  -1, -24), S( -21, -13),
            S( -22,   8), S( -14,   5), S( -11,   5), S(  -1,  -4), S(  -1,   2), S(  -6,   0), S(  13,  -6), S( -19,   0),
            S( -14,  18), S(  -2,   9), S(  13,  10), S(  13,  -1), S(  13,  -2), S(  18,   7), S(   9,  -4), S(   5,  -4),
            S( -17,  23), S(  15,  11), S(  10,   8), S(  32,  -5), S(  48,  -5), S(  42,   3), S(  19,   6), S(   3,   2),
            S(  -9,  11), S( -11,  16), S(  13,   2), S(  22,   5), S(  19,   1), S(  22,  11), S(   4,   6), S(  21,  -5),
            S(  10,  18), S(  -2,  19), S(  22,  10), S(  17,  20), S(  15,  24), S(  11,  19), S(  15,  15), S(  11,  10),
        };
        std::copy(t, t + 64, p.Pst[3]);
    }
    {
        constexpr Score t[64] = { // Pst[4], a1 .. h8
            S( -20, -45), S( -16, -22), S( -16, -44), S(  -2, -56), S(   3, -61), S(  -3, -37), S( -26, -34), S( -11, -36),
            S( -14, -38), S( -16, -21), S(   1, -46), S(  -1, -34), S(   9, -48), S( -10, -22), S(  -1, -20), S(  -9, -32),
            S( -13, -24), S( -11, -24), S( -13,  -8), S( -10, -21), S(  -1, -15), S(  -4,   4), S(   3, -18), S( -14, -14),
            S( -15,  -7), S( -15,  -2), S( -12,   7), S( -10,  32), S(  -1,  25), S(  -1,   8), S(   0,  10), S( -11,  -1),
            S(  -6, -17), S( -10,   9), S(  -1,   8), S(  -5,  26), S(   1,  18), S(   9,  16), S(  -2,  18), S(  -1,  11),
            S(  -6, -23), S(   4,  -5), S(   0,  17), S(  10,  18), S(  22,  29), S(  40,  24), S(  22,   5), S(   6,  -8),
            S( -11, -19), S( -22, -19), S(  -5,  -3), S(  -1,   2), S(  11,   6), S(  18,  11), S(   9,  -9), S(  21, -19),
            S(  -1, -16), S(  -2, -17), S(  15,   0), S(   6,   6), S(   9,   7), S(  14,  -4), S(  13,  -7), S( -18, -30),
        };
        std::copy(t, t + 64, p.Pst[4]);
    }
    {
        constexpr Score t[64] = { // Pst[5], a1 .. h8
            S( -12, -49), S(  40, -38), S(  44, -27), S( -26, -30), S(  13, -38), S(  16, -28), S(  40, -34), S(  19, -59),
            S(  32, -29), S(  21, -20), S(  14, -13), S(  -2, -10), S(  -5,   0), S(   6,  -1), S(  22,  -3), S(  32, -25),
            S(   4, -16), S(  42, -14), S( -10,   2), S( -12,   8), S( -19,  12), S( -13,  15), S(  20,  -1), S(  -8,  -7),
            S(  16, -17), S(  10,  -3), S(  -7,  14), S( -22,  15), S(   3,  17), S(   8,  21), S(  18,   3), S( -11, -18),
            S(   4,  -8), S(  10,  11), S( -15,  26), S( -29,  20), S( -27,  31), S( -11,  29), S(  15,  20), S(  -1,  -5),
            S(  -5, -11), S(   0,   8), S( -16,  16), S( -33,  14), S( -31,   9), S( -20,  25), S(   6,  53), S(  -4,  -1),
            S(  -8, -40), S(  -1,  18), S( -14,   8), S( -28,   8), S( -31, -14), S( -18,   3), S(   1,  33), S( -17, -60),
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
    p.Doubled = S(-9, -30);
    p.Isolated = S(-11, 0);
    p.IsolatedOpen = S(-17, -22);
    p.Backward = S(-6, -4);
    p.BackwardOpen = S(-20, -23);
    p.CandidateMin = S(6, -5);
    p.CandidateMax = S(20, 54);
    p.MobilityWeight[0] = S(-2, 7);
    p.MobilityWeight[1] = S(1, 3);
    p.MobilityWeight[3] = S(1, 7);
    p.RookFileBase = S(16, 33);
    p.RookSemiOpen = S(14, 4);
    p.RookOpen = S(16, 2);
    p.RookKingAdjacentFile = S(7, 8);
    p.RookKingFile = S(22, -17);
    p.Rook7th = S(3, 6);
    p.Queen7th = S(-16, 29);
    p.KingAttackOpening = 14;
    p.ShelterFile[2] = 9;
    p.ShelterFile[3] = 19;
    p.ShelterFile[4] = 21;
    p.ShelterFile[5] = 9;
    p.ShelterNoPawn = 31;
    p.ShelterPerfect = 6;
    p.StormFile[1] = -6;
    p.StormFile[2] = -15;
    p.StormFile[3] = -1;
    p.StormFile[4] = 5;
    p.StormFile[5] = 28;
    p.PassedMin = S(2, 7);
    p.PassedMax = S(135, 56);
    p.UnstoppablePasser = 734;
    p.FreePasser = 156;
    p.AttackerDistance = 32;
    p.DefenderDistance = 64;
    p.BlockedBishop = S(-22, -17);
    p.BlockedRook = S(-52, -16);
    p.FruitBlackSingleFileQuirk = false;
    p.Threats = true;
    p.ThreatByPawn = S(54, 30);
    p.ThreatByMinor[0] = S(1, 9);
    p.ThreatByMinor[1] = S(17, 27);
    p.ThreatByMinor[2] = S(32, 24);
    p.ThreatByMinor[3] = S(49, 10);
    p.ThreatByMinor[4] = S(34, 33);
    p.ThreatByRook[0] = S(-2, 18);
    p.ThreatByRook[1] = S(8, 33);
    p.ThreatByRook[2] = S(12, 31);
    p.ThreatByRook[3] = S(9, 12);
    p.ThreatByRook[4] = S(46, 29);
    p.ThreatByKing = S(-4, 29);
    p.Hanging = S(12, 11);
    p.SafeChecks = true;
    p.SafeCheck[0] = S(-69, 8);
    p.SafeCheck[1] = S(-3, -26);
    p.SafeCheck[2] = S(-85, 15);
    p.SafeCheck[3] = S(-10, -68);
    p.Outposts = true;
    p.Outpost[0][0] = S(17, -14);
    p.Outpost[0][1] = S(30, -9);
    p.Outpost[1][0] = S(19, -14);
    p.Outpost[1][1] = S(34, -5);
    p.ConnectedPawns = true;
    p.Connected[0][1] = S(2, -2);
    p.Connected[0][2] = S(6, 0);
    p.Connected[0][3] = S(11, 8);
    p.Connected[0][4] = S(25, 17);
    p.Connected[0][5] = S(45, 33);
    p.Connected[1][2] = S(14, 1);
    p.Connected[1][3] = S(12, 0);
    p.Connected[1][4] = S(26, 2);
    p.Connected[1][5] = S(66, 23);
    p.Connected[1][6] = S(36, 30);
    p.MinorBehindPawn = true;
    p.BehindPawn[0] = S(10, 10);
    p.BehindPawn[1] = S(6, 0);
    p.SideToMoveBonus = true;
    p.Tempo = S(21, 6);
    p.PassedDetails = true;
    p.PassedRank[1] = S(-3, 2);
    p.PassedRank[2] = S(5, 0);
    p.PassedRank[3] = S(-7, 1);
    p.PassedRank[4] = S(-7, -14);
    p.PassedRank[5] = S(8, -27);
    p.PassedRank[6] = S(31, -18);
    p.PassedBlocked[1] = S(-29, 1);
    p.PassedBlocked[2] = S(-6, -22);
    p.PassedBlocked[3] = S(-9, -10);
    p.PassedBlocked[4] = S(-13, 4);
    p.PassedBlocked[5] = S(-16, 6);
    p.PassedBlocked[6] = S(-22, 11);
    p.PassedSafePath = S(-58, 23);
    p.BishopPawns = true;
    p.BishopRammed = S(-7, -16);
    p.BishopLongDiagonal = S(17, 17);
    p.PushThreats = true;
    p.ThreatByPush = S(13, 14);
    p.MobilityTables = true;
    p.MobilityTable[0][0] = S(-6, -60);
    p.MobilityTable[0][1] = S(12, -53);
    p.MobilityTable[0][2] = S(19, -22);
    p.MobilityTable[0][3] = S(23, -13);
    p.MobilityTable[0][4] = S(30, -10);
    p.MobilityTable[0][5] = S(34, -2);
    p.MobilityTable[0][6] = S(39, -1);
    p.MobilityTable[0][7] = S(44, -6);
    p.MobilityTable[0][8] = S(50, -19);
    p.MobilityTable[1][0] = S(13, -65);
    p.MobilityTable[1][1] = S(16, -40);
    p.MobilityTable[1][2] = S(28, -31);
    p.MobilityTable[1][3] = S(34, -16);
    p.MobilityTable[1][4] = S(36, -12);
    p.MobilityTable[1][5] = S(40, -11);
    p.MobilityTable[1][6] = S(41, -4);
    p.MobilityTable[1][7] = S(43, 0);
    p.MobilityTable[1][8] = S(45, 1);
    p.MobilityTable[1][9] = S(49, 4);
    p.MobilityTable[1][10] = S(53, 1);
    p.MobilityTable[1][11] = S(34, 5);
    p.MobilityTable[1][12] = S(17, 33);
    p.MobilityTable[1][13] = S(24, 0);
    p.MobilityTable[2][0] = S(-21, -46);
    p.MobilityTable[2][1] = S(-11, -23);
    p.MobilityTable[2][2] = S(-9, -16);
    p.MobilityTable[2][3] = S(-3, -12);
    p.MobilityTable[2][4] = S(-3, -6);
    p.MobilityTable[2][5] = S(0, -3);
    p.MobilityTable[2][6] = S(3, 0);
    p.MobilityTable[2][7] = S(7, -1);
    p.MobilityTable[2][8] = S(10, 4);
    p.MobilityTable[2][9] = S(10, 8);
    p.MobilityTable[2][10] = S(13, 9);
    p.MobilityTable[2][11] = S(15, 10);
    p.MobilityTable[2][12] = S(24, 7);
    p.MobilityTable[2][13] = S(20, 14);
    p.MobilityTable[2][14] = S(59, 4);
    p.MobilityTable[3][0] = S(-16, -91);
    p.MobilityTable[3][1] = S(-13, -84);
    p.MobilityTable[3][2] = S(-12, -97);
    p.MobilityTable[3][3] = S(-9, -88);
    p.MobilityTable[3][4] = S(-9, -60);
    p.MobilityTable[3][5] = S(-7, -46);
    p.MobilityTable[3][6] = S(-5, -25);
    p.MobilityTable[3][7] = S(0, -30);
    p.MobilityTable[3][8] = S(1, -12);
    p.MobilityTable[3][9] = S(1, -7);
    p.MobilityTable[3][10] = S(2, -1);
    p.MobilityTable[3][11] = S(1, 12);
    p.MobilityTable[3][12] = S(-1, 21);
    p.MobilityTable[3][13] = S(1, 20);
    p.MobilityTable[3][14] = S(-2, 27);
    p.MobilityTable[3][15] = S(-5, 37);
    p.MobilityTable[3][16] = S(-1, 33);
    p.MobilityTable[3][17] = S(-1, 31);
    p.MobilityTable[3][18] = S(-10, 39);
    p.MobilityTable[3][19] = S(6, 28);
    p.MobilityTable[3][20] = S(-3, 40);
    p.MobilityTable[3][21] = S(11, 22);
    p.MobilityTable[3][22] = S(19, 28);
    p.MobilityTable[3][23] = S(2, 37);
    p.MobilityTable[3][24] = S(-5, 49);
    p.MobilityTable[3][25] = S(1, 55);
    p.MobilityTable[3][26] = S(13, 91);
    p.MobilityTable[3][27] = S(11, 92);
    return p;
}
// clang-format on

} // namespace quince::eval::profiles
