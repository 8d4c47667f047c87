#include "book/openings.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <utility>

#include "board/san.h"

namespace quince {

namespace embedded {
// data/openings/eco.tsv, generated into the build by cmake/embed_data.cmake.
extern const unsigned char eco_tsv[];
extern const std::size_t eco_tsv_size;
} // namespace embedded

namespace {

struct Index {
    std::vector<OpeningName> names;
    std::vector<std::pair<Key, std::uint32_t>> keys; // sorted by key: key -> index in names
    OpeningIndexInfo info;
};

// The line's moves ("1. e4 c5 2. Nf3"), played from the start position; false with a reason if
// one does not parse.
bool play_line(std::string_view pgn, Position& pos, int& plies, std::string& why) {
    pos.set(Position::StartFEN);
    plies         = 0;
    std::size_t i = 0;
    while (i < pgn.size()) {
        while (i < pgn.size() && pgn[i] == ' ') ++i;
        std::size_t j = i;
        while (j < pgn.size() && pgn[j] != ' ') ++j;
        const std::string_view tok = pgn.substr(i, j - i);
        i                          = j;
        if (tok.empty() || tok.back() == '.') continue; // a move number
        const Move m = parse_san(pos, std::string(tok), &why);
        if (m == Move::none()) return false;
        pos.make_move(m);
        ++plies;
    }
    if (plies == 0) why = "no moves";
    return plies > 0;
}

Index build() {
    const auto t0 = std::chrono::steady_clock::now();
    Position::init();
    Index ix;
    const std::string_view text(reinterpret_cast<const char*>(embedded::eco_tsv), embedded::eco_tsv_size);
    std::size_t at = 0, line_no = 0;
    Position pos;
    auto note = [&](std::size_t& counter, const std::string& what) {
        ++counter;
        if (ix.info.first_error.empty())
            ix.info.first_error = "eco.tsv line " + std::to_string(line_no) + ": " + what;
    };
    while (at < text.size()) {
        std::size_t nl = text.find('\n', at);
        if (nl == std::string_view::npos) nl = text.size();
        const std::string_view line = text.substr(at, nl - at);
        at                          = nl + 1;
        if (++line_no == 1 || line.empty()) continue; // the header: eco, name, pgn
        ++ix.info.lines;
        const std::size_t t1 = line.find('\t'), t2 = line.find('\t', t1 + 1);
        if (t1 == std::string_view::npos || t2 == std::string_view::npos) {
            note(ix.info.bad_lines, "not three tab-separated columns");
            continue;
        }
        OpeningName o{line.substr(0, t1), line.substr(t1 + 1, t2 - t1 - 1), line.substr(t2 + 1), 0};
        std::string why;
        if (!play_line(o.pgn, pos, o.plies, why)) {
            note(ix.info.bad_lines, why);
            continue;
        }
        ix.keys.emplace_back(pos.key(), std::uint32_t(ix.names.size()));
        ix.names.push_back(o);
    }
    // Stable: of two lines naming one position, the first (in the file's order) is kept.
    std::stable_sort(ix.keys.begin(), ix.keys.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::pair<Key, std::uint32_t>> unique;
    for (const auto& k : ix.keys) {
        if (!unique.empty() && unique.back().first == k.first) {
            ++ix.info.duplicate;
            if (ix.info.first_error.empty()) {
                std::string& e = ix.info.first_error;
                e.append("'").append(ix.names[k.second].name).append("' names the position of '");
                e.append(ix.names[unique.back().second].name).append("'");
            }
            continue;
        }
        unique.push_back(k);
    }
    ix.keys.swap(unique);
    ix.info.positions = ix.keys.size();
    ix.info.build_ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    return ix;
}

const Index& index() {
    static const Index ix = build(); // thread-safe initialisation
    return ix;
}

const OpeningName* find(const Index& ix, Key key) {
    const auto it =
        std::lower_bound(ix.keys.begin(), ix.keys.end(), key,
                         [](const std::pair<Key, std::uint32_t>& e, Key k) { return e.first < k; });
    return it != ix.keys.end() && it->first == key ? &ix.names[it->second] : nullptr;
}

} // namespace

const OpeningName* opening_of(const Position& pos) { return find(index(), pos.key()); }

OpeningMatch classify(const Position& start, const std::vector<Move>& moves) {
    const Index& ix = index();
    std::vector<Key> keys{start.key()};
    Position pos = start;
    for (Move m : moves) {
        pos.make_move(m);
        keys.push_back(pos.key());
    }
    for (std::size_t ply = keys.size(); ply-- > 0;)
        if (const OpeningName* o = find(ix, keys[ply])) return {o, int(ply)};
    return {};
}

const OpeningIndexInfo& opening_index_info() { return index().info; }

} // namespace quince
