#include <gtest/gtest.h>

#include "board/movegen.h"
#include "board/perft.h"
#include "board/position.h"

using namespace quince;

TEST(Perft, StartPosition) {
    Position pos;
    EXPECT_EQ(perft(pos, 4), 197281u);
}
