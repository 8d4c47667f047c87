// The quiescence line of a position: the captures (and queen promotions) the engine's quiescence
// search would play from it before "the captures settle", with one profile's evaluation. For the
// explorer (`POST /api/eval` with "quiet": the same evaluation terms after the exchanges) and the
// `quince explain` (search/explain.h).
//
// A small search of its own with the rules of the engine's quiescence search (worker.cpp,
// Worker::qsearch): stand pat on the static evaluation, captures and queen promotions through the
// quiescence MovePicker (MVV order), the same futility and SEE pruning (QsFutility, QsSee), from
// QsRecaptureDepth on only recaptures on the last move's square, draws by repetition, the
// fifty-move rule and insufficient material. It leaves out what depends on earlier searches (the
// hash table, history statistics, the static-evaluation correction), so the line depends only on
// the position, its history and the profile; the engine's search is not touched by it.
//
// In check there is no standing pat: as in the engine's quiescence search every evasion is a
// candidate (captures first; once one evasion has been found, at most one more quiet one), so the
// line may go on with a quiet king move or interposition, and it ends at a checkmate (the line's
// last position is then the mated one) or when the evasion leaves the side no capture worth
// making.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "board/position.h"
#include "board/see.h"
#include "search/params.h"

namespace quince::eval {
struct Profile;  // eval/profile.h
class Evaluator; // eval/evaluate.h
} // namespace quince::eval

namespace quince::search {

// The quiescence ply from which the search only looks at recaptures (0 is its first ply): the
// engine's (Worker::qsearch) and this line's.
inline constexpr int QsRecaptureDepth = -5;
// The quiescence search's rules for one move, as the engine's quiescence search (Worker::qsearch)
// and the line's search here both apply them. First, deep in the search only recaptures on the
// last move's square are looked at (a position crowded with pieces, nine queens among sixteen men,
// otherwise grows a capture tree that depth 1 cannot finish); this is checked before the move
// is counted.
inline bool qs_beyond_recaptures(Move m, Move last, int depth, bool in_check) {
    return depth <= QsRecaptureDepth && !in_check && m.to() != last.to();
}
// Then, once the move is counted (`move_count` includes it) and unless every line so far is
// mated: futility (even winning the piece cannot lift the score to alpha; `best_value` rises to
// what the skipped capture could reach), quiet evasions after the first evasion, and SEE pruning
// of a losing exchange. True: the move is skipped.
inline bool qs_pruned(const Position& pos, Move m, bool in_check, int move_count, int futility_base,
                      int alpha, int& best_value) {
    if (best_value <= VALUE_MATED_IN_MAX_PLY) return false;
    if (!pos.gives_check(m) && futility_base > -VALUE_INFINITE && m.kind() != PROMOTION) {
        const int fv = futility_base + SeeValue[pos.captured_type(m)];
        if (fv <= alpha) {
            best_value = std::max(best_value, fv);
            return true;
        }
        if (futility_base <= alpha && !pos.see_ge(m, 1)) {
            best_value = std::max(best_value, futility_base);
            return true;
        }
    }
    if (in_check && !pos.is_capture(m) && move_count > 2) return true;
    return !pos.see_ge(m, -QsSee);
}

// Nodes after which the line's search stands pat wherever it may (a crowded position's capture
// tree can be large; the line then stops earlier, it is still one the rules allow).
inline constexpr std::uint64_t QuiescenceMaxNodes = 100000;

struct QuiescenceLine {
    std::vector<Move> moves; // empty: the position is quiet (or the side to move is mated)
    int score           = 0; // the quiescence score, the side to move's view (cp; mates as the search's)
    std::uint64_t nodes = 0; // positions searched
};

// The principal variation of the quiescence search of `pos` with `profile`'s evaluation.
QuiescenceLine quiescence_line(const Position& pos, const eval::Profile& profile);
// The same with an evaluator kept by the caller (its profile's; its caches are pure).
QuiescenceLine quiescence_line(const Position& pos, eval::Evaluator& evaluator);

} // namespace quince::search
