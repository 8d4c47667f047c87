// FEN parser fuzzer: any byte string either is rejected with a message (position unchanged) or
// yields a position whose incremental state verifies, whose FEN round-trips, and on which move
// generation, make and unmake stay consistent.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "board/movegen.h"
#include "board/position.h"

using namespace quince;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Position::init();
    static Position pos;
    const std::string before = pos.fen();
    std::string text(reinterpret_cast<const char*>(data), size), err;
    if (!pos.set(text, &err)) {
        if (err.empty() || pos.fen() != before) std::abort();
        return 0;
    }
    if (!pos.verify()) std::abort();
    Position again;
    if (!again.set(pos.fen(), &err) || again.fen() != pos.fen() || again.key() != pos.key()) std::abort();
    // Walk a few plies, picking moves by the input bytes, then unwind.
    Move played[8];
    int n = 0;
    for (std::size_t i = 0; i < 8 && i < size; ++i) {
        MoveList list;
        generate<ALL>(pos, list);
        if (list.empty()) break;
        Move m = list[data[i] % list.size()];
        if (!pos.is_pseudo_legal(m) || !pos.is_legal(m)) std::abort();
        pos.see(m);
        pos.make_move(m);
        if (!pos.verify()) std::abort();
        played[n++] = m;
    }
    while (n) pos.unmake_move(played[--n]);
    if (pos.fen() != again.fen()) std::abort();
    return 0;
}
