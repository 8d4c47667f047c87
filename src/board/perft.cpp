#include "board/perft.h"

#include <chrono>

#include "board/movegen.h"

namespace quince {

std::uint64_t perft(Position& pos, int depth) {
    MoveList list;
    generate<ALL>(pos, list);
    if (depth <= 1) return depth == 1 ? std::uint64_t(list.size()) : 1;
    std::uint64_t nodes = 0;
    for (Move m : list) {
        pos.make_move(m);
        nodes += perft(pos, depth - 1);
        pos.unmake_move(m);
    }
    return nodes;
}

std::uint64_t perft_divide(Position& pos, int depth, std::ostream& out) {
    auto start          = std::chrono::steady_clock::now();
    std::uint64_t total = 0;
    if (depth <= 0) {
        total = 1;
    } else {
        for (Move m : legal_moves(pos)) {
            pos.make_move(m);
            std::uint64_t n = perft(pos, depth - 1);
            pos.unmake_move(m);
            total += n;
            out << pos.move_to_uci(m) << ": " << n << "\n";
        }
    }
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    out << "\nNodes: " << total << "\n";
    out << "Time: " << std::uint64_t(secs * 1000) << " ms\n";
    out << "NPS: " << std::uint64_t(secs > 0 ? double(total) / secs : 0) << std::endl;
    return total;
}

} // namespace quince
