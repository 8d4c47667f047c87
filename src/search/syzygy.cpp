#include "search/syzygy.h"

#include <cstdio>
#include <filesystem>
#include <system_error>

#include <unistd.h>

#include "board/movegen.h"

#if defined(QUINCE_HAVE_SYZYGY) && QUINCE_HAVE_SYZYGY
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpedantic"
#include <tbprobe.h>
#pragma GCC diagnostic pop
#endif

namespace quince::tb {

namespace {

std::string loaded;
// Our own copy of TB_LARGEST: Debian's Fathom (1.0+git.20190811) leaves TB_LARGEST at its old value
// when tb_init("") frees the tables, and probing then reads freed memory.
int largest_pieces = 0;

#if defined(QUINCE_HAVE_SYZYGY) && QUINCE_HAVE_SYZYGY

// The directories of a path list, empty parts dropped. Separated by ':' as in $PATH, on Windows by
// ';' (':' is part of a drive name there): Fathom's separators, so both read the list alike.
#ifdef _WIN32
constexpr char PathSeparator = ';';
#else
constexpr char PathSeparator = ':';
#endif
std::vector<std::string> split_path(const std::string& path) {
    std::vector<std::string> dirs;
    std::string cur;
    for (char c : path + PathSeparator) {
        if (c != PathSeparator) {
            cur += c;
        } else if (!cur.empty()) {
            dirs.push_back(cur);
            cur.clear();
        }
    }
    return dirs;
}

// Fathom's board: one bitboard per colour and per piece type, squares a1 = 0 ... h8 = 63 (the
// same numbering as Quince's; checked against the `fathom` tool in tests/test_syzygy.cpp).
struct FathomBoard {
    std::uint64_t white, black, kings, queens, rooks, bishops, knights, pawns;
    unsigned rule50, castling, ep;
    bool turn; // true: White to move
};

FathomBoard to_fathom(const Position& pos) {
    FathomBoard b{};
    b.white   = pos.pieces(WHITE);
    b.black   = pos.pieces(BLACK);
    b.kings   = pos.pieces(KING);
    b.queens  = pos.pieces(QUEEN);
    b.rooks   = pos.pieces(ROOK);
    b.bishops = pos.pieces(BISHOP);
    b.knights = pos.pieces(KNIGHT);
    b.pawns   = pos.pieces(PAWN);
    b.rule50  = unsigned(pos.rule50());
    // Fathom's castling bits (K=1, Q=2, k=4, q=8) are Quince's; any right makes probes fail.
    b.castling = unsigned(pos.castling_rights());
    // Quince keeps the square behind every double push; Fathom wants it only when a pawn of the
    // side to move attacks it (0: none).
    Square ep = pos.ep_square();
    b.ep   = ep != SQ_NONE && (pawn_attacks(~pos.side_to_move(), ep) & pos.pieces(pos.side_to_move(), PAWN))
                 ? unsigned(ep)
                 : 0;
    b.turn = pos.side_to_move() == WHITE;
    return b;
}

// tb_init with Fathom's messages on stderr captured. Debian's Fathom (1.0+git.20190811) reports
// every *successful* munmap of the tables it replaces as an error ("munmap: ..."; an inverted test in
// its unmap_file): those lines are dropped, any other message is returned in *messages.
bool init_quietly(const std::string& path, std::string* messages) {
    std::fflush(stderr);
    std::FILE* capture = std::tmpfile();
    int saved          = capture ? dup(2) : -1;
    if (saved >= 0) dup2(fileno(capture), 2);
    bool ok = tb_init(path.c_str());
    std::fflush(stderr);
    if (saved >= 0) {
        dup2(saved, 2);
        close(saved);
        std::rewind(capture);
        char buf[512];
        while (std::fgets(buf, sizeof buf, capture)) {
            std::string line(buf);
            while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
            if (!line.empty() && line.rfind("munmap", 0) != 0)
                *messages += (messages->empty() ? "" : "; ") + line;
        }
    }
    if (capture) std::fclose(capture);
    return ok;
}

bool in_tables(const Position& pos) {
    return pos.castling_rights() == NO_CASTLING && popcount(pos.pieces()) <= largest_pieces;
}

// The legal move of `pos` that a Fathom result describes.
Move find_move(const MoveList& legal, unsigned res) {
    Square from = Square(TB_GET_FROM(res)), to = Square(TB_GET_TO(res));
    unsigned promo                         = TB_GET_PROMOTES(res);
    static constexpr PieceType PromoType[] = {NO_PIECE_TYPE, QUEEN, ROOK, BISHOP, KNIGHT};
    for (Move m : legal) {
        if (m.from() != from || m.to() != to) continue;
        if (m.kind() == PROMOTION ? promo != 0 && m.promotion() == PromoType[promo] : promo == 0) return m;
    }
    return Move::none();
}

#endif

} // namespace

int largest() { return largest_pieces; }

const std::string& loaded_path() { return loaded; }

bool load(const std::string& path, std::string* error, std::string* note) {
#if defined(QUINCE_HAVE_SYZYGY) && QUINCE_HAVE_SYZYGY
    std::vector<std::string> dirs = path == "<empty>" ? std::vector<std::string>{} : split_path(path);
    std::string messages;
    if (dirs.empty()) {
        init_quietly("", &messages);
        loaded.clear();
        largest_pieces = 0;
        *note          = "Syzygy tablebases off";
        return true;
    }
    // Check every directory first: Fathom forgets the old tables as soon as tb_init runs.
    int files = 0;
    for (const std::string& d : dirs) {
        std::error_code ec;
        if (!std::filesystem::is_directory(d, ec)) {
            *error = "SyzygyPath " + d + ": no such directory";
            return false;
        }
        int here = 0;
        for (const auto& e : std::filesystem::directory_iterator(d, ec))
            here += e.path().extension() == ".rtbw";
        if (ec) {
            *error = "SyzygyPath " + d + ": cannot read the directory (" + ec.message() + ")";
            return false;
        }
        if (here == 0) {
            *error = "SyzygyPath " + d + ": no Syzygy tables (.rtbw files) found";
            return false;
        }
        files += here;
    }
    if (!init_quietly(path, &messages) || TB_LARGEST == 0) {
        // .rtbw files but none the library accepts (wrong size or name): back to the old tables.
        *error = "SyzygyPath " + path + ": no valid Syzygy tables found" +
                 (messages.empty() ? "" : " (" + messages + ")");
        std::string ignored;
        largest_pieces = 0;
        if (!loaded.empty() && init_quietly(loaded, &ignored)) largest_pieces = int(TB_LARGEST);
        if (!largest_pieces) loaded.clear();
        return false;
    }
    loaded         = path;
    largest_pieces = int(TB_LARGEST);
    *note          = "Syzygy tablebases: " + std::to_string(files) + " WDL files, up to " +
            std::to_string(TB_LARGEST) + " pieces, in " + path +
            (messages.empty() ? "" : " (" + messages + ")");
    return true;
#else
    (void)note;
    *error = "this build has no Syzygy support; ignored (" + path + ")";
    return false;
#endif
}

bool probe_wdl(const Position& pos, Wdl* wdl, bool ignore_rule50) {
#if defined(QUINCE_HAVE_SYZYGY) && QUINCE_HAVE_SYZYGY
    if (!in_tables(pos)) return false;
    FathomBoard b = to_fathom(pos);
    if (ignore_rule50) b.rule50 = 0;
    unsigned r = tb_probe_wdl(b.white, b.black, b.kings, b.queens, b.rooks, b.bishops, b.knights, b.pawns,
                              b.rule50, b.castling, b.ep, b.turn);
    if (r == TB_RESULT_FAILED) return false;
    *wdl = Wdl(int(r) - 2); // TB_LOSS 0 ... TB_WIN 4
    return true;
#else
    (void)pos, (void)wdl, (void)ignore_rule50;
    return false;
#endif
}

bool probe_root(const Position& pos, RootResult* out) {
#if defined(QUINCE_HAVE_SYZYGY) && QUINCE_HAVE_SYZYGY
    if (!in_tables(pos)) return false;
    MoveList legal = legal_moves(pos);
    if (legal.empty()) return false;
    FathomBoard b = to_fathom(pos);
    unsigned results[TB_MAX_MOVES];
    unsigned r = tb_probe_root(b.white, b.black, b.kings, b.queens, b.rooks, b.bishops, b.knights, b.pawns,
                               b.rule50, b.castling, b.ep, b.turn, results);
    if (r == TB_RESULT_FAILED || r == TB_RESULT_CHECKMATE || r == TB_RESULT_STALEMATE) return false;
    out->wdl = Wdl(int(TB_GET_WDL(r)) - 2);
    out->dtz = int(TB_GET_DTZ(r));
    out->moves.clear();
    for (int i = 0; i < TB_MAX_MOVES && results[i] != TB_RESULT_FAILED; ++i) {
        Move m = find_move(legal, results[i]);
        if (!m) return false;
        out->moves.push_back({m, Wdl(int(TB_GET_WDL(results[i])) - 2), int(TB_GET_DTZ(results[i]))});
    }
    // Every legal move must have its result.
    return int(out->moves.size()) == legal.size();
#else
    (void)pos, (void)out;
    return false;
#endif
}

} // namespace quince::tb
