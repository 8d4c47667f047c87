#include "book/polyglot.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "board/movegen.h"

namespace quince {

namespace polyglot {

namespace {

// Polyglot numbers the pieces black pawn 0, white pawn 1, black knight 2, ... white king 11.
int piece_kind(Piece p) { return 2 * int(type_of(p)) + (color_of(p) == WHITE ? 1 : 0); }

// Polyglot's promotion field: 0 none, 1 knight, 2 bishop, 3 rook, 4 queen.
int promo_code(Move m) { return m.kind() == PROMOTION ? int(m.promotion()) - int(KNIGHT) + 1 : 0; }

} // namespace

Key key(const Position& pos) {
    Key k = 0;
    for (Bitboard b = pos.pieces(); b;) {
        Square s = pop_lsb(b);
        k ^= Random64[RandomPiece + 64 * piece_kind(pos.piece_on(s)) + int(s)];
    }
    // Our rights bits are in Polyglot's order: white short, white long, black short, black long.
    for (int i = 0; i < 4; ++i)
        if (pos.castling_rights() & (1 << i)) k ^= Random64[RandomCastle + i];
    Square ep = pos.ep_square();
    Color us  = pos.side_to_move();
    // A pawn of the side to move beside the double-stepped pawn is one that attacks the square
    // it passed over.
    if (ep != SQ_NONE && (pawn_attacks(~us, ep) & pos.pieces(us, PAWN)))
        k ^= Random64[RandomEnPassant + file_of(ep)];
    if (us == WHITE) k ^= Random64[RandomTurn];
    return k;
}

bool has_inner_castling_rook(const Position& pos) {
    for (int right : {WHITE_OO, WHITE_OOO, BLACK_OO, BLACK_OOO}) {
        if (!pos.can_castle(right)) continue;
        Square r        = pos.castling_rook_square(right);
        Bitboard rooks  = pos.pieces(right & WHITE_CASTLING ? WHITE : BLACK, ROOK) & rank_bb(rank_of(r));
        bool king_side  = right & (WHITE_OO | BLACK_OO);
        Bitboard beyond = king_side ? rooks & ~((square_bb(r) << 1) - 1) : rooks & (square_bb(r) - 1);
        if (beyond) return true;
    }
    return false;
}

std::uint16_t encode_move(Move m) {
    return std::uint16_t(int(m.to()) | (int(m.from()) << 6) | (promo_code(m) << 12));
}

Move decode_move(const Position& pos, std::uint16_t raw) {
    Square to = Square(raw & 63), from = Square((raw >> 6) & 63);
    int promo = (raw >> 12) & 7;
    if (raw == 0 || from == to) return Move::none();
    MoveList list;
    generate<ALL>(pos, list);
    // Castling is king-takes-rook in both the file and our Move, so a plain comparison suffices.
    for (Move m : list)
        if (m.from() == from && m.to() == to && promo_code(m) == promo) return m;
    // Some books write castling the old way (e1g1): a king move of two files along the back rank
    // can mean nothing else.
    if (promo == 0 && pos.piece_on(from) == make_piece(pos.side_to_move(), KING) &&
        rank_of(from) == rank_of(to) && std::abs(file_of(from) - file_of(to)) == 2) {
        for (Move m : list)
            if (m.kind() == CASTLING && m.from() == from && (m.to() > from) == (to > from) &&
                file_of(to) == (to > from ? FILE_G : FILE_C))
                return m;
    }
    return Move::none();
}

} // namespace polyglot

// ---------------------------------------------------------------------------------------------

namespace {

std::uint64_t read_be(const unsigned char* p, int n) {
    std::uint64_t v = 0;
    for (int i = 0; i < n; ++i) v = (v << 8) | p[i];
    return v;
}

} // namespace

bool PolyglotBook::open(const std::string& path, std::string* err) {
    auto fail = [&](const std::string& msg) {
        if (err) *err = "book file '" + path + "' " + msg;
        return false;
    };
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return fail("does not exist");
    if (!std::filesystem::is_regular_file(path, ec)) return fail("is not a regular file");
    std::uintmax_t bytes = std::filesystem::file_size(path, ec);
    if (ec) return fail("cannot be read: " + ec.message());
    if (bytes == 0) return fail("is empty");
    if (bytes % 16 != 0)
        return fail("is not a Polyglot book: its size (" + std::to_string(bytes) +
                    " bytes) is not a multiple of 16 (truncated?)");
    std::ifstream in(path, std::ios::binary);
    if (!in) return fail(std::string("cannot be opened: ") + std::strerror(errno));

    std::vector<std::uint64_t> keys;
    std::vector<Data> data;
    std::size_t n = std::size_t(bytes / 16);
    keys.reserve(n);
    data.reserve(n);
    std::vector<unsigned char> buf(16 * 4096);
    std::size_t done = 0;
    while (done < n) {
        std::size_t chunk = std::min<std::size_t>(n - done, 4096);
        if (!in.read(reinterpret_cast<char*>(buf.data()), std::streamsize(16 * chunk)))
            return fail("cannot be read: short read at entry " + std::to_string(done));
        for (std::size_t i = 0; i < chunk; ++i) {
            const unsigned char* e = buf.data() + 16 * i;
            std::uint64_t key      = read_be(e, 8);
            Data d{std::uint16_t(read_be(e + 8, 2)), std::uint16_t(read_be(e + 10, 2)),
                   std::uint32_t(read_be(e + 12, 4))};
            std::size_t index = done + i;
            if (!keys.empty() && key < keys.back())
                return fail("is not a Polyglot book: its keys are not sorted (entry " +
                            std::to_string(index) + ")");
            // Bit 15 is unused and the promotion field runs 0..4.
            if ((d.move >> 15) || ((d.move >> 12) & 7) > 4)
                return fail("is not a Polyglot book: entry " + std::to_string(index) +
                            " has an invalid move");
            keys.push_back(key);
            data.push_back(d);
        }
        done += chunk;
    }
    keys_ = std::move(keys);
    data_ = std::move(data);
    path_ = path;
    open_ = true;
    return true;
}

void PolyglotBook::close() {
    open_ = false;
    path_.clear();
    keys_.clear();
    keys_.shrink_to_fit();
    data_.clear();
    data_.shrink_to_fit();
}

bool PolyglotBook::configure(const BookOptions& opts, std::string* err) {
    if (!opts.own_book || opts.file.empty()) {
        close();
        return true;
    }
    if (open_ && path_ == opts.file) return true;
    return open(opts.file, err);
}

std::vector<PolyglotBook::Entry> PolyglotBook::entries(const Position& pos) const {
    std::vector<Entry> out;
    if (!open_ || polyglot::has_inner_castling_rook(pos)) return out;
    Key k   = polyglot::key(pos);
    auto it = std::lower_bound(keys_.begin(), keys_.end(), k);
    for (std::size_t i = std::size_t(it - keys_.begin()); i < keys_.size() && keys_[i] == k; ++i) {
        const Data& d = data_[i];
        out.push_back(Entry{polyglot::decode_move(pos, d.move), d.move, d.weight, d.learn});
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Entry& a, const Entry& b) { return a.weight > b.weight; });
    return out;
}

Move PolyglotBook::probe(const Position& pos, bool best_move, std::mt19937_64& rng) const {
    std::vector<Entry> list = entries(pos);
    std::erase_if(list, [](const Entry& e) { return !e.move || e.weight == 0; });
    if (list.empty()) return Move::none();
    if (best_move) return list.front().move; // sorted by weight, highest first
    std::uint64_t total = 0;
    for (const Entry& e : list) total += e.weight;
    std::uint64_t r = std::uniform_int_distribution<std::uint64_t>(0, total - 1)(rng);
    for (const Entry& e : list) {
        if (r < e.weight) return e.move;
        r -= e.weight;
    }
    return list.back().move; // not reached
}

Move PolyglotBook::probe(const Position& pos, const BookOptions& opts, std::mt19937_64& rng) const {
    if (!opts.own_book || !open_ || pos.game_ply() >= opts.depth) return Move::none();
    return probe(pos, opts.best_move, rng);
}

} // namespace quince
