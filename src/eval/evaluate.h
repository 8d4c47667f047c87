// The evaluation's interface to the search, UCI and tools.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "board/position.h"

namespace quince::eval {

// Per-thread evaluation state: the pawn hash and material table caches. Each search thread owns
// one; nothing in it changes a result (pure caches).
class Evaluator {
  public:
    Evaluator();
    ~Evaluator();
    Evaluator(const Evaluator&)            = delete;
    Evaluator& operator=(const Evaluator&) = delete;

    // Static evaluation in centipawns from the side to move's point of view. The side to move
    // must not be in check (the search never asks then).
    int evaluate(const Position& pos);
    void clear();

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// Evaluation profiles (one weight set each). The active profile is process-wide: changing it
// installs its piece-square table as Position's default (positions parsed afterwards use it).
std::vector<std::string> profile_names();
bool set_profile(const std::string& name, std::string* error = nullptr);
const std::string& profile_name();

} // namespace quince::eval

namespace quince::eval {
// Human-readable term-by-term trace of the active profile's evaluation (the UCI `eval`
// command and `quince eval` print it).
std::string trace(const Position& pos);
} // namespace quince::eval
