// Syzygy endgame tablebases through Debian's Fathom library (libfathom-dev): the glue between
// Quince's Position and Fathom's bitboards, and the loading of the tables. Built only when CMake
// finds Fathom (QUINCE_HAVE_SYZYGY); otherwise every function reports "no tables" and the engine
// has no Syzygy options.
//
// Fathom keeps one global set of tables: load() must not run while a search probes them (the UCI
// loop lets searches end before it sets SyzygyPath). probe_wdl() is thread-safe; probe_root() is
// not (called once per search, before the helper threads start).
#pragma once

#include <string>
#include <vector>

#include "board/position.h"

namespace quince::tb {

#if defined(QUINCE_HAVE_SYZYGY) && QUINCE_HAVE_SYZYGY
constexpr bool Available = true;
#else
constexpr bool Available = false;
#endif

// Win/draw/loss for the side to move, as the tables give it (cursed win: a win that the fifty-move
// rule turns into a draw; blessed loss likewise).
enum Wdl : int { LOSS = -2, BLESSED_LOSS = -1, DRAW = 0, CURSED_WIN = 1, WIN = 2 };

// Load the tables of `path` (directories separated by ':'; empty or "<empty>": no tables). Each
// directory must exist and hold at least one .rtbw file, and the library must find a table;
// otherwise returns false with the reason in *error and the tables loaded before stay in use.
// On success *note says what was loaded.
bool load(const std::string& path, std::string* error, std::string* note);
// The most pieces (kings included) of any loaded table; 0 when none is loaded.
int largest();
// The path of the loaded tables ("" when none).
const std::string& loaded_path();

// WDL of `pos` for the side to move. Fails (false) unless the tables hold the material and the
// position has no castling rights. `ignore_rule50`: probe even when the fifty-move counter is not
// zero (the result then assumes a counter of zero, as the tables do); otherwise such a position
// fails, since its WDL is only exact right after a capture or pawn move.
bool probe_wdl(const Position& pos, Wdl* wdl, bool ignore_rule50 = false);

// The DTZ-based root probe: for each legal move, the result of the position after it from the
// mover's side, counting the fifty-move counter of `pos` (wdl) and the plies to the next capture or
// pawn move counted from `pos`, the move included (dtz >= 0, 0 for draws; a mating move has 1).
struct MoveResult {
    Move move;
    Wdl wdl;
    int dtz;
};
struct RootResult {
    Wdl wdl; // of `pos` (for the side to move, with its fifty-move counter)
    int dtz; // of `pos`, in plies (0 for draws)
    std::vector<MoveResult> moves;
};
// Not thread-safe. False when a table (WDL or DTZ) is missing, the position has castling rights,
// or it has no legal move.
bool probe_root(const Position& pos, RootResult* out);

} // namespace quince::tb
