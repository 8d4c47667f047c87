// Shared by the evaluation tests: one position's trace under a profile.
#pragma once

#include <gtest/gtest.h>

#include <string>

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

} // namespace quince::test
