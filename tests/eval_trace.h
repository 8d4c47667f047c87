// Shared by the evaluation tests: one position's trace under a profile.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "board/position.h"
#include "eval/evaluate.h"
#include "eval/params_io.h"
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

// fruit21's weights in Quince's model (eval::in_model, Fruit's generated PST): every weight of
// Quince's own terms is 0, so those terms add nothing until a test gives weights to the one it
// checks, and its part is the difference to this profile.
inline eval::Params fruit21_in_quince() {
    return eval::in_model(eval::find_profile("fruit21")->params, eval::EvalModel::Quince,
                          eval::PstSource::Generated);
}

// One term's part of trace row `term`, per colour (White, Black): the row under `on` (the term's
// weights set) less the same row under `off` (its weights 0), opening values. The tests give each term's
// weights an endgame value twice the opening one, so the endgame part must be twice the opening part (checked
// here).
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
