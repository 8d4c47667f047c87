// Shared by the evaluation tests: one position's trace under a profile.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "board/position.h"
#include "eval/evaluate.h"
#include "eval/profile.h"
#include "eval/trace.h"

namespace quince::test {

// `fen` set up (a failure if it does not parse) and evaluated with a fresh evaluator of `prof`.
inline eval::Trace traced(const eval::Profile& prof, const std::string& fen) {
    Position pos;
    EXPECT_TRUE(pos.set(fen)) << fen;
    eval::Evaluator ev(prof);
    eval::Trace t;
    ev.evaluate_traced(pos, t);
    return t;
}

// One switched term's part of trace row `term`, per colour (White, Black): the row under `on` less
// the same row under `off`, opening values. The tests give each term's weights an endgame value
// twice the opening one, so the endgame part must be twice the opening part (checked here).
inline std::pair<int, int> switched_part(const eval::Profile& on, const eval::Profile& off,
                                         const std::string& fen, eval::Term term) {
    const eval::Trace a = traced(on, fen), b = traced(off, fen);
    int op[COLOR_NB];
    for (Color c : {WHITE, BLACK}) {
        op[c]        = a.side[term][c].op - b.side[term][c].op;
        const int eg = a.side[term][c].eg - b.side[term][c].eg;
        EXPECT_EQ(eg, 2 * op[c]) << fen;
    }
    return {op[WHITE], op[BLACK]};
}

} // namespace quince::test
