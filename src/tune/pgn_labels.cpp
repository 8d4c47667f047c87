#include "tune/pgn_labels.h"

#include <algorithm>
#include <cctype>

#include "board/position.h"
#include "eval/wdl.h"

namespace quince::tune {

bool comment_score(const std::string& comment, int* mover_cp) {
    std::size_t i = 0;
    while (i < comment.size() && std::isspace(static_cast<unsigned char>(comment[i]))) ++i;
    if (i == comment.size() || (comment[i] != '+' && comment[i] != '-')) return false;
    const bool negative      = comment[i++] == '-';
    const std::size_t digits = i;
    long whole               = 0;
    while (i < comment.size() && std::isdigit(static_cast<unsigned char>(comment[i])) && i - digits < 6)
        whole = whole * 10 + (comment[i++] - '0');
    if (i == digits) return false; // `M5` (mate) or no number
    int hundredths = 0;
    if (i < comment.size() && comment[i] == '.') {
        ++i;
        int scale = 10;
        for (; i < comment.size() && std::isdigit(static_cast<unsigned char>(comment[i])); ++i)
            if (scale) hundredths += (comment[i] - '0') * scale, scale /= 10;
    }
    if (i == comment.size() || comment[i] != '/') return false; // a score is followed by the depth
    const long cp = whole * 100 + hundredths;
    *mover_cp     = int(negative ? -cp : cp);
    return true;
}

std::string label_game(const std::vector<std::string>& fens, const std::vector<std::string>& comments,
                       const std::string& result, const PgnLabelOptions& opt, QuietTest& quiet, int* kept) {
    std::string out;
    int n = 0;
    if (result == "1-0" || result == "0-1" || result == "1/2-1/2") {
        Position pos;
        for (std::size_t ply = std::size_t(std::max(opt.skip_plies, 0));
             ply < comments.size() && ply < fens.size(); ++ply) {
            if (!pos.set(fens[ply]) || !quiet(pos)) continue;
            int cp          = 0;
            const bool has  = opt.lambda < 1 && comment_score(comments[ply], &cp);
            const int white = pos.side_to_move() == WHITE ? cp : -cp;
            out += label_line(fens[ply], wdl::material(pos), result, opt.lambda, has ? &white : nullptr);
            ++n;
        }
    }
    if (kept) *kept = n;
    return out;
}

} // namespace quince::tune
