// Opening-book reader fuzzer: any file content either opens as a book whose probes return only
// legal moves, or is refused with a message while the previously open book stays usable.
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>

#include "board/movegen.h"
#include "book/polyglot.h"

using namespace quince;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Position::init();
    static const std::string path = "/tmp/quince-fuzz-book-" + std::to_string(getpid()) + ".bin";
    static PolyglotBook book;
    static std::mt19937_64 rng(1);
    if (FILE* f = std::fopen(path.c_str(), "wb")) {
        std::fwrite(data, 1, size, f);
        std::fclose(f);
    } else
        return 0;
    const bool was_open = book.is_open();
    std::string err;
    if (!book.open(path, &err)) {
        if (err.empty() || book.is_open() != was_open) std::abort();
    }
    if (!book.is_open()) return 0;
    // Probe the start position and a few positions reached by the first legal moves.
    Position pos;
    for (int i = 0; i < 4; ++i) {
        for (const auto& e : book.entries(pos))
            if (e.move && !legal_moves(pos).contains(e.move)) std::abort();
        Move m = book.probe(pos, i & 1, rng);
        if (m && !legal_moves(pos).contains(m)) std::abort();
        MoveList list = legal_moves(pos);
        if (list.empty()) break;
        pos.make_move(m ? m : list[0]);
    }
    return 0;
}
