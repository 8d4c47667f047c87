#include "tune/pgn_labels.h"

#include <algorithm>
#include <cctype>

#include "board/position.h"
#include "eval/wdl.h"

namespace quince::tune {

namespace {

// A number of pawns at s[i] ("12.07", "0.5", "3"), read as centipawns (hundredths beyond the second
// decimal dropped); `i` moves past it. False when no digit stands there.
bool pawns_at(const std::string& s, std::size_t& i, long* cp) {
    const std::size_t digits = i;
    long whole               = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) && i - digits < 6)
        whole = whole * 10 + (s[i++] - '0');
    if (i == digits) return false;
    int hundredths = 0;
    if (i < s.size() && s[i] == '.') {
        ++i;
        int scale = 10;
        for (; i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])); ++i)
            if (scale) hundredths += (s[i] - '0') * scale, scale /= 10;
    }
    *cp = whole * 100 + hundredths;
    return true;
}

} // namespace

bool comment_score(const std::string& comment, int* mover_cp) {
    std::size_t i = 0;
    while (i < comment.size() && std::isspace(static_cast<unsigned char>(comment[i]))) ++i;
    // A sign, or (fastchess's zero, `0.00/18`) a number with decimals: not `1/2`.
    const bool negative = i < comment.size() && comment[i] == '-';
    const bool sign     = i < comment.size() && (comment[i] == '+' || comment[i] == '-');
    if (sign) ++i;
    const std::size_t number = i;
    long cp                  = 0;
    if (!pawns_at(comment, i, &cp)) return false; // `M5` (mate) or no number
    if (!sign && comment.find('.', number) >= i) return false;
    // A score is followed by the depth.
    if (i + 1 >= comment.size() || comment[i] != '/' ||
        !std::isdigit(static_cast<unsigned char>(comment[i + 1])))
        return false;
    *mover_cp = int(negative ? -cp : cp);
    return true;
}

bool eval_tag_score(const std::string& comment, int* white_cp) {
    const std::size_t at = comment.find("[%eval ");
    if (at == std::string::npos) return false;
    std::size_t i = at + 7;
    while (i < comment.size() && comment[i] == ' ') ++i;
    bool negative = false;
    if (i < comment.size() && (comment[i] == '-' || comment[i] == '+')) negative = comment[i++] == '-';
    long cp = 0;
    if (!pawns_at(comment, i, &cp)) return false; // `#-3` (mate) or no number
    if (i == comment.size() || (comment[i] != ']' && comment[i] != ',' && comment[i] != ' ')) return false;
    *white_cp = int(negative ? -cp : cp);
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
            int cp = 0, white = 0;
            bool has = false;
            if (opt.lambda < 1 && comment_score(comments[ply], &cp))
                has = true, white = pos.side_to_move() == WHITE ? cp : -cp;
            else if (opt.lambda < 1 && eval_tag_score(comments[ply], &cp))
                has = true, white = cp;
            out += label_line(fens[ply], wdl::material(pos), result, opt.lambda, has ? &white : nullptr);
            ++n;
        }
    }
    if (kept) *kept = n;
    return out;
}

} // namespace quince::tune
