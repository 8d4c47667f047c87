// The move picker's order of quiet moves (src/search/movepick.h): a piece a lesser one attacks
// escapes first, and no piece walks into such an attack before the other quiets.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "board/position.h"
#include "search/history.h"
#include "search/movepick.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_movepick {

using namespace quince;
using namespace quince::search;

namespace {

// The quiet moves of pos in the order the main search's picker hands them out, with empty
// histories, no hash move, killers or countermove and no earlier moves.
std::vector<std::string> quiet_order(const Position& pos) {
    auto h = std::make_unique<Histories>();
    h->clear();
    const PieceToHistory* none    = &h->continuation[NO_PIECE][0];
    const PieceToHistory* cont[4] = {none, none, none, none};
    const Move killers[2]         = {Move::none(), Move::none()};
    MovePicker mp(pos, Move::none(), 8, h.get(), cont, killers, Move::none());
    std::vector<std::string> order;
    for (Move m; (m = mp.next());)
        if (!pos.is_capture_or_promotion(m)) order.push_back(pos.move_to_uci(m));
    return order;
}

} // namespace

TEST(MovePicker, AQueenAKnightAttacksEscapesBeforeTheOtherQuiets) {
    Position::init();
    Position pos;
    // 1.e4 d5 2.exd5 Qxd5 3.Nc3 Qe4+ 4.Nge2: the queen on e4 stands attacked by the c3 knight.
    ASSERT_TRUE(pos.set("rnb1kbnr/ppp2ppp/8/3p4/4q3/2N5/PPPPNPPP/R1BQKB1R b KQkq - 1 4"));
    const std::vector<std::string> order = quiet_order(pos);
    ASSERT_GT(order.size(), 20u);
    // The queen's quiet moves to squares no white pawn, knight, bishop or rook attacks (e3, d3
    // and f3 are a pawn's, d4, f4 and a4 a knight's): these escapes come first, in any order.
    const std::vector<std::string> escapes = {"e4e5", "e4e6", "e4e7", "e4c4", "e4b4",
                                              "e4g4", "e4h4", "e4f5", "e4g6"};
    for (size_t i = 0; i < order.size(); ++i) {
        const bool escape = std::find(escapes.begin(), escapes.end(), order[i]) != escapes.end();
        EXPECT_EQ(escape, i < escapes.size()) << order[i] << " at " << i;
    }
}

TEST(MovePicker, AKnightMoveIntoAPawnsAttackComesLast) {
    Position::init();
    Position pos;
    // The f3 knight's d4 is attacked by the e5 pawn; its other quiets and the king's are safe.
    ASSERT_TRUE(pos.set("4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1"));
    const std::vector<std::string> order = quiet_order(pos);
    ASSERT_GT(order.size(), 5u);
    EXPECT_EQ(order.back(), "f3d4");
}

} // namespace test_movepick
