// Temporary evaluation (material + the position's PST sum) until the Fruit 2.1 system lands.
#include "eval/evaluate.h"

namespace quince::eval {

struct Evaluator::Impl {};

Evaluator::Evaluator() : impl_(std::make_unique<Impl>()) {}
Evaluator::~Evaluator() = default;
void Evaluator::clear() {}

int Evaluator::evaluate(const Position& pos) {
    static constexpr int Value[6] = {100, 320, 330, 500, 900, 0};
    int v = 0;
    for (PieceType pt : {PAWN, KNIGHT, BISHOP, ROOK, QUEEN})
        v += Value[pt] * (pos.count(WHITE, pt) - pos.count(BLACK, pt));
    Score s = pos.psq();
    v += (s.op + s.eg) / 2;
    return pos.side_to_move() == WHITE ? v : -v;
}

namespace {
std::string Active = "default";
}
std::vector<std::string> profile_names() { return {"default"}; }
bool set_profile(const std::string& name, std::string* error) {
    if (name == "default") return true;
    if (error) *error = "unknown evaluation profile '" + name + "'";
    return false;
}
const std::string& profile_name() { return Active; }

} // namespace quince::eval

namespace quince::eval {
std::string trace(const Position& pos) {
    Evaluator e;
    return "Final evaluation: " + std::to_string(e.evaluate(pos)) + " (side to move, temporary material+PST eval)\n";
}
} // namespace quince::eval
