// quince book FILE [FEN]: list the book entries of a position (the start position by default).
#include <cstdio>
#include <iostream>

#include "book/polyglot.h"
#include "cli/command.h"

namespace quince::cli {

namespace {

struct BookArgs {
    std::string file;
    std::vector<std::string> fen;
};

int book(const BookArgs& args) {
    const std::string fen = join_words(args.fen);
    Position pos;
    if (!fen.empty()) {
        std::string err, err960;
        if (!pos.set(fen, &err)) {
            // Chess960 castling rights (Shredder-FEN letters, X-FEN inner rooks) need 960 mode.
            Position p960;
            p960.set_chess960(true);
            if (!p960.set(fen, &err960)) {
                std::cerr << "error: " << err << "\n";
                return 2;
            }
            pos = p960;
        }
    }
    PolyglotBook book;
    std::string err;
    if (!book.open(args.file, &err)) {
        std::cerr << "error: " << err << "\n";
        return 2;
    }
    char key[32];
    std::snprintf(key, sizeof key, "%016llx", static_cast<unsigned long long>(polyglot::key(pos)));
    std::cout << "book     " << book.path() << " (" << book.size() << " entries)\n"
              << "position " << pos.fen() << "\n"
              << "key      " << key << "\n";
    if (polyglot::has_inner_castling_rook(pos)) {
        std::cout << "no book moves: a castling right belongs to an inner rook, which Polyglot keys cannot "
                     "express\n";
        return 0;
    }
    auto entries = book.entries(pos);
    if (entries.empty()) {
        std::cout << "no book moves for this position\n";
        return 0;
    }
    std::uint64_t total = 0;
    for (const auto& e : entries)
        if (e.move) total += e.weight;
    std::printf("%-8s %8s %8s %10s\n", "move", "weight", "percent", "learn");
    for (const auto& e : entries) {
        if (e.move) {
            double pct = total ? 100.0 * e.weight / double(total) : 0.0;
            std::printf("%-8s %8u %7.2f%% %10u\n", pos.move_to_uci(e.move).c_str(), unsigned(e.weight), pct,
                        unsigned(e.learn));
        } else {
            std::printf("%-8s %8u %8s %10u  (raw move 0x%04x is not legal here: ignored)\n", "-",
                        unsigned(e.weight), "-", unsigned(e.learn), unsigned(e.raw));
        }
    }
    std::fflush(stdout);
    return 0;
}

} // namespace

void add_book_command(CLI::App& app, Commands& commands) {
    auto a      = std::make_shared<BookArgs>();
    CLI::App* c = add_command(app, commands, "book", "the Polyglot book's entries for a position",
                              "quince book FILE [FEN]", [a](const Context&) { return book(*a); });
    c->add_option("FILE", a->file, "a Polyglot book (.bin)")->required();
    c->add_option("FEN", a->fen, "the position (standard or Chess960 FEN); the start position by default");
}

} // namespace quince::cli
