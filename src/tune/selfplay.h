// Self-play data for the tuner: `quince selfplay --games N --nodes M --out FILE [--threads T]`.
// The engine plays itself from the shared openings (or random short openings) with its own
// search at M nodes per move; every quiet position of a game is written with the game's result
// as `FEN c9 "1-0";`, games in order whatever the number of threads.
//
// With --lambda L below 1 each position's label blends the result with what the search thought
// of the position when it was played there: `FEN [x] R S` with
//     x = L * result + (1 - L) * expected(S),
// R the game's result, S the search score (centipawns as `info score` shows them, White's view)
// and expected(S) = win + draw / 2 of the engine's own win/draw/loss model (eval/wdl.h, the
// `UCI_ShowWDL` figures) at the position's material. A game result says little about a position
// 80 moves before the end; the search score is noisy but about this position, and modern data
// generators commonly fit a mix of both. The tuner reads `[x]` and ignores R and S, which are
// kept so that a file can be blended again with another L without replaying it.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "board/position.h"
#include "eval/profile.h"

namespace quince::tune {

struct SelfplayOptions {
    int games = 100, nodes = 5000;
    std::string out = "selfplay.epd";
    // EPD/FEN file of start positions; empty: random openings. (`quince selfplay` passes
    // data/openings/2moves_v1.epd.xz unless told otherwise.) The seed shuffles the file once
    // (opening_order) and game k of the run plays its opening number (first_game + k) of that
    // order (with --vs, pairs of games share one: (first_game + k) / 2), so no opening repeats
    // before all have been played, and a later run with the same seed and first_game = the games
    // played so far continues the sequence instead of replaying games already in the data.
    std::string openings;
    std::uint64_t seed           = 1;
    long long first_game         = 0;       // even with --vs (the colours alternate within a pair)
    int max_plies                = 400;     // adjudicated a draw after this many plies
    int random_plies             = 8;       // plies of a random opening when there is no opening file
    const eval::Profile* profile = nullptr; // the engine's profile (A); null: eval::default_profile()
    std::string vs;                         // another profile (B): A plays it, colours alternating
    int threads   = 1; // games played at once (each game's sides own their engines and evaluators)
    double lambda = 1; // weight of the game result in the label, in [0, 1]; 1: plain `c9` results
};

// The order in which a run of `seed` plays `n` openings: a permutation of 0..n-1 (the same for
// the same seed and n on every platform).
std::vector<std::size_t> opening_order(std::size_t n, std::uint64_t seed);

// The label of a position for --lambda: `lambda` times the result (1, 0.5, 0 for White) plus
// (1 - lambda) times White's expected score from the search score `white_score` (White's view) at
// `material` (wdl::material of the position).
double blended_label(double lambda, double result, int white_score, int material);

// Quiet: not in check, and the quiescence search finds nothing better than the static evaluation
// (of `profile`).
bool is_quiet(const Position& pos, const eval::Profile& profile = eval::default_profile());
// The same test kept for many positions (one evaluator, its caches warm). Not thread-safe.
class QuietTest {
  public:
    explicit QuietTest(const eval::Profile& profile = eval::default_profile());
    ~QuietTest();
    bool operator()(const Position& pos);

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// One labeled position as `selfplay` writes it: `FEN c9 "R";` when lambda >= 1 or no search score
// is known (white_score null), else `FEN [x] R S` (x = blended_label at `material`, the position's
// wdl::material). R is "1-0", "0-1" or "1/2-1/2"; ends with a newline.
std::string label_line(const std::string& fen, int material, const std::string& result, double lambda,
                       const int* white_score);

int run_selfplay(const SelfplayOptions& opt, std::ostream& log, std::ostream& err);

} // namespace quince::tune
