#include "uci/uci.h"

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <functional>
#include <iostream>
#include <iterator>
#include <sstream>
#include <thread>

#include "board/movegen.h"
#include "board/perft.h"
#include "core/version.h"
#include "eval/evaluate.h"
#include "eval/params_io.h"
#include "search/bench.h"
#include "search/params.h"
#include "search/syzygy.h"
#include "uci/format.h"

namespace quince::uci {

namespace {

std::vector<std::string> split(const std::string& line) {
    std::vector<std::string> t;
    std::istringstream in(line);
    for (std::string w; in >> w;) t.push_back(w);
    return t;
}

// Input echoed in error messages is cut short: a megabyte of garbage is not repeated back.
std::string quote(const std::string& s) {
    constexpr std::size_t Max = 60;
    std::string r(1, '\'');
    r.append(s, 0, std::min(s.size(), Max));
    r += '\'';
    if (s.size() > Max) r += "... (" + std::to_string(s.size()) + " characters)";
    return r;
}

std::string join(const std::vector<std::string>& t, std::size_t from, std::size_t to) {
    std::string s;
    for (std::size_t i = from; i < to && i < t.size(); ++i) s += (s.empty() ? "" : " ") + t[i];
    return s;
}

const char* const GoKeywords[] = {"searchmoves", "ponder",    "wtime", "btime", "winc",
                                  "binc",        "movestogo", "depth", "nodes", "movetime",
                                  "mate",        "infinite",  "perft"};
bool is_go_keyword(const std::string& s) {
    for (const char* k : GoKeywords)
        if (s == k) return true;
    return false;
}

constexpr long long MaxTime = 1000LL * 3600 * 24 * 365; // a year in milliseconds

} // namespace

UciLoop::UciLoop(std::ostream& out, const eval::Profile& profile) : out_(out) {
    engine_.set_profile(profile);
    // The options, each with what setting it does (Options::apply) and whether it waits for the
    // running search to end: those the search reads do (setoption then lets the search end
    // first); the others act at once (the search has its own copy of the position and its time
    // allocation, and the book is read by `go` only).
    const OptionWhen Now = OptionWhen::Now;
    options_.add_spin("Hash", 16, 1, 65536, [this](Option& o, const std::string& previous) {
        std::string err;
        if (engine_.set_hash(std::stoull(o.value), &err)) return true;
        error(err + "; keeping the " + previous + " MB table");
        return false;
    });
    options_.add_spin("Threads", 1, 1, 256, [this](Option& o, const std::string&) {
        engine_.set_threads(std::stoi(o.value));
        return true;
    });
    options_.add_button("Clear Hash", [this](Option&, const std::string&) {
        engine_.clear();
        return true;
    });
    // Declared because GUIs set it; the engine ponders whenever a GUI sends `go ponder`.
    options_.add_check("Ponder", false, {}, Now);
    options_.add_spin("MultiPV", 1, 1, 256, [this](Option& o, const std::string&) {
        engine_.set_multipv(std::stoi(o.value));
        return true;
    });
    options_.add_spin(
        "Move Overhead", 10, 0, 5000,
        [this](Option& o, const std::string&) {
            engine_.set_move_overhead(std::stoi(o.value));
            return true;
        },
        Now);
    options_.add_combo("EvalProfile", profile.name, eval::profile_names(),
                       [this](Option& o, const std::string& previous) {
                           std::string err;
                           const eval::Profile* p = eval::find_profile(o.value, &err);
                           if (!p) {
                               error(err + "; keeping " + previous);
                               return false;
                           }
                           engine_.set_profile(*p, engine_.personality());
                           return true;
                       });
    options_.add_check(
        "UCI_Chess960", false,
        [this](Option& o, const std::string&) {
            chess960_ = o.value == "true";
            pos_.set_chess960(chess960_);
            return true;
        },
        Now);
    // The book options: each sets one field of the book's configuration. A book that cannot be
    // used leaves the previous one (if any) in use; the option still records what was asked.
    auto book_option = [this](std::function<void(BookOptions&, const std::string&)> set) {
        return [this, set](Option& o, const std::string&) {
            BookOptions next = book_opts_;
            set(next, o.value);
            std::string err;
            if (!book_.configure(next, &err)) {
                error(err +
                      (book_.is_open() ? "; keeping book " + book_.path() : "; playing without a book"));
                next.file = book_opts_.file;
            }
            book_opts_ = next;
            return true;
        };
    };
    options_.add_check("OwnBook", false,
                       book_option([](BookOptions& b, const std::string& v) { b.own_book = v == "true"; }),
                       Now);
    options_.add_string(
        "BookFile", "",
        book_option([](BookOptions& b, const std::string& v) { b.file = v == "<empty>" ? "" : v; }), Now);
    options_.add_spin("BookDepth", 255, 0, 1024,
                      book_option([](BookOptions& b, const std::string& v) { b.depth = std::stoi(v); }), Now);
    options_.add_check("BookBestMove", false,
                       book_option([](BookOptions& b, const std::string& v) { b.best_move = v == "true"; }),
                       Now);
    options_.add_string("EvalFile", "", [this](Option& o, const std::string&) {
        if (o.value.empty() || o.value == "<empty>") {
            o.value = "";
            return true;
        }
        std::string err;
        const eval::Profile* p = eval::load_profile_file(o.value, &err);
        if (!p) {
            error(err + "; keeping profile " + engine_.profile().name);
            return false;
        }
        engine_.set_profile(*p, engine_.personality());
        send("info string loaded evaluation profile file " + o.value + " (active profile: " + p->name + ")");
        return true;
    });
    options_.add_check(
        "UCI_ShowWDL", false,
        [this](Option& o, const std::string&) {
            show_wdl_.store(o.value == "true", std::memory_order_relaxed);
            return true;
        },
        Now);
    // Strength levels (search/skill.h), with Stockfish's names and meanings: UCI_LimitStrength
    // plays at UCI_Elo, which then overrides Skill Level.
    auto skill = [this](Option&, const std::string&) {
        search::Skill s;
        if (options_.find("UCI_LimitStrength")->value == "true")
            s.level = search::Skill::level_for_elo(std::stoi(options_.find("UCI_Elo")->value));
        else
            s.level = std::stoi(options_.find("Skill Level")->value);
        engine_.set_skill(s);
        return true;
    };
    options_.add_spin("Skill Level", 20, 0, 20, skill);
    options_.add_check("UCI_LimitStrength", false, skill);
    options_.add_spin("UCI_Elo", search::Skill::EloMin, search::Skill::EloMin, search::Skill::EloMax, skill);
    // Personality: each term group of `eval` in percent (Fruit 2.1's range).
    for (std::size_t i = 0; i < std::size(eval::PersonalityOption); ++i)
        options_.add_spin(eval::PersonalityOption[i], 100, eval::Personality::Min, eval::Personality::Max,
                          [this, i](Option& o, const std::string&) {
                              eval::Personality next = engine_.personality();
                              next.percent[i]        = std::stoi(o.value);
                              engine_.set_profile(engine_.base_profile(), next);
                              return true;
                          });
    if constexpr (tb::Available) {
        // Stockfish's names, meanings and defaults. A bad path keeps the tables loaded before.
        options_.add_string("SyzygyPath", "", [this](Option& o, const std::string&) {
            std::string err, note;
            if (!tb::load(o.value, &err, &note)) {
                error(err + (tb::largest() ? "; keeping the tables in " + tb::loaded_path()
                                           : "; playing without tablebases"));
                return false;
            }
            send("info string " + note);
            if (o.value == "<empty>") o.value = "";
            return true;
        });
        auto syzygy = [this](Option&, const std::string&) {
            engine_.set_syzygy(std::stoi(options_.find("SyzygyProbeDepth")->value),
                               std::stoi(options_.find("SyzygyProbeLimit")->value),
                               options_.find("Syzygy50MoveRule")->value == "true");
            return true;
        };
        options_.add_spin("SyzygyProbeDepth", 1, 1, 100, syzygy);
        options_.add_check("Syzygy50MoveRule", true, syzygy);
        options_.add_spin("SyzygyProbeLimit", 7, 0, 7, syzygy);
    }
    // Only in a build for SPSA (QUINCE_TUNE_SEARCH): the search's constants, by their names.
    if (search::search_params_tunable())
        for (const search::SearchParam& p : search::search_params())
            options_.add_spin(p.name, p.value, p.min, p.max, [](Option& o, const std::string&) {
                return search::set_search_param(o.name.c_str(), std::stoi(o.value));
            });
    // The search reports data; this front end writes it as `info` / `bestmove` lines.
    search::SearchListener listener;
    listener.on_info = [this](const Position& root, const std::vector<search::SearchInfo>& lines) {
        send(info_lines(root, lines, show_wdl_.load(std::memory_order_relaxed)));
    };
    listener.on_bestmove = [this](const Position& root, Move best, Move ponder) {
        send(bestmove_line(root, best, ponder));
    };
    engine_.set_listener(std::move(listener));
}

UciLoop::~UciLoop() {
    engine_.stop();
    engine_.wait();
}

void UciLoop::send(const std::string& text) {
    std::lock_guard<std::mutex> lock(out_mutex_);
    out_ << text << std::endl;
}

void UciLoop::error(const std::string& what) { send("info string error: " + what); }

int UciLoop::run(std::istream& in) {
    // The command thread takes lines off the queue in order. This thread only reads, so that
    // `quit` ends the session even while a command waits for a search to end.
    std::mutex m;
    std::condition_variable cv;
    std::deque<std::string> queue;
    bool input_done = false;
    std::thread commands([&] {
        for (;;) {
            std::string line;
            {
                std::unique_lock<std::mutex> lock(m);
                cv.wait(lock, [&] { return !queue.empty() || input_done; });
                if (queue.empty()) break; // quit or end of input, and all done
                line = std::move(queue.front());
                queue.pop_front();
            }
            if (!command(line)) break;
        }
        // `quit` or end of input: stop any search; its bestmove is still printed.
        engine_.stop();
        engine_.wait();
    });
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream first(line);
        std::string word;
        first >> word;
        if (word == "stop" || word == "ponderhit") {
            // At once, never behind a queued command (a `go` waiting for a finite search to end
            // would hold a queued `stop` back until that search reached its depth).
            carry_out_now(word);
            continue;
        }
        if (word == "go") gos_read_.fetch_add(1);
        if (word == "quit") {
            // At once, not behind queued commands: the running search stops, and so does every
            // search a queued `go` starts (it still answers with its bestmove). The other queued
            // commands are carried out, as after the end of input: `eval` then `quit` prints the
            // evaluation, as in Stockfish.
            quitting_.store(true);
            engine_.stop();
            break;
        }
        std::lock_guard<std::mutex> lock(m);
        queue.push_back(std::move(line));
        cv.notify_one();
    }
    // End of input (or quit): the queued commands are still carried out, but none of them waits
    // for a search any more, and the running one stops.
    input_ended_.store(true);
    engine_.stop();
    {
        std::lock_guard<std::mutex> lock(m);
        input_done = true;
        cv.notify_one();
    }
    commands.join();
    return 0;
}

void UciLoop::carry_out_now(const std::string& word) {
    const std::uint64_t read = gos_read_.load();
    if (word == "stop") {
        stop_through_.store(read);
        engine_.stop();
        return;
    }
    if (read == gos_done_.load() && !engine_.searching()) {
        error("ponderhit while no search is running: ignored");
        return;
    }
    ponderhit_through_.store(read);
    engine_.ponderhit();
}

void UciLoop::finish_search(bool stop_any) {
    // After the end of input no `stop` can come any more: stop the search rather than wait for it
    // (a GUI that died must not leave the engine searching `go depth 60` for hours).
    if (stop_any || input_ended_.load() || engine_.waits_for_stop()) engine_.stop();
    engine_.wait();
}

bool UciLoop::command(const std::string& raw) {
    std::string line = raw;
    while (!line.empty() && (line.back() == '\r' || line.back() == '\n')) line.pop_back();
    std::vector<std::string> t = split(line);
    if (t.empty()) {
        error("empty command line ignored");
        return true;
    }
    const std::string& c = t[0];
    if (c == "quit") {
        quitting_.store(true);
        engine_.stop();
        return false;
    }
    if (c == "uci")
        cmd_uci();
    else if (c == "isready")
        cmd_isready();
    else if (c == "ucinewgame")
        cmd_ucinewgame();
    else if (c == "position")
        cmd_position(t);
    else if (c == "go") {
        ++go_number_;
        cmd_go(t);
        gos_done_.store(go_number_);
    } else if (c == "stop")
        cmd_stop();
    else if (c == "ponderhit")
        cmd_ponderhit();
    else if (c == "setoption")
        cmd_setoption(t);
    else if (c == "debug" || c == "register") { /* accepted, nothing to do */
    } else if (c == "d") {
        std::string b = pos_.pretty();
        while (!b.empty() && b.back() == '\n') b.pop_back();
        send(b);
    } else if (c == "eval")
        cmd_eval();
    else if (c == "bench")
        cmd_bench(t);
    else
        error("unknown command " + quote(c) + " (ignored)");
    return true;
}

void UciLoop::cmd_uci() {
    std::string decl = options_.declarations();
    if (!decl.empty() && decl.back() == '\n') decl.pop_back();
    send("id name Quince " + version_line() + "\nid author the Quince developers\n" + decl + "\nuciok");
}

void UciLoop::cmd_isready() { send("readyok"); }

void UciLoop::cmd_ucinewgame() {
    // A new game: the running search (if any) is of no more use. It still prints its bestmove.
    finish_search(true);
    engine_.clear();
}

void UciLoop::cmd_position(const std::vector<std::string>& t) {
    if (t.size() < 2) {
        error("position needs 'startpos' or 'fen <FEN>'; position unchanged");
        return;
    }
    // The search has its own copy of its position, so `position` during `go infinite` or
    // `go ponder` need not wait; after `stop`, or during a finite search, it waits for the
    // bestmove so that the output keeps the order of the commands.
    if (!engine_.waits_for_stop()) finish_search(false);
    std::size_t i = 2;
    std::string fen;
    if (t[1] == "startpos") {
        fen = Position::StartFEN;
    } else if (t[1] == "fen") {
        while (i < t.size() && t[i] != "moves") ++i;
        fen = join(t, 2, i);
        if (fen.empty()) {
            error("position fen without a FEN; position unchanged");
            return;
        }
    } else {
        error("position needs 'startpos' or 'fen', not " + quote(t[1]) + "; position unchanged");
        return;
    }
    Position p;
    p.set_chess960(chess960_);
    std::string err;
    if (!p.set(fen, &err)) {
        error("bad FEN " + quote(fen) + ": " + err + "; position unchanged");
        return;
    }
    if (i < t.size() && t[i] != "moves") {
        // Only reachable after startpos: junk between it and the moves.
        std::size_t j = i;
        while (j < t.size() && t[j] != "moves") ++j;
        error("position: unexpected " + quote(join(t, i, j)) + " ignored");
        i = j;
    }
    if (i < t.size()) { // t[i] == "moves"
        for (std::size_t k = i + 1; k < t.size(); ++k) {
            Move m = p.parse_uci_move(t[k]);
            if (!m) {
                std::size_t rest = t.size() - k - 1;
                error("illegal or malformed move " + quote(t[k]) + " (move " + std::to_string(k - i) +
                      " of the list) in " + p.fen() + "; the moves before it are applied" +
                      (rest ? ", the " + std::to_string(rest) + " after it are ignored" : std::string()));
                break;
            }
            p.make_move(m);
        }
    }
    pos_          = p;
    position_set_ = true;
}

void UciLoop::cmd_go(const std::vector<std::string>& t) {
    // `go` is never refused for a running search: a finite one ends first (its bestmove comes
    // before this search's output), an infinite or pondering one is stopped.
    if (engine_.waits_for_stop())
        send("info string go during go infinite/ponder: stopping that search first");
    finish_search(false);
    search::Limits lim;
    lim.start = search::now_ms();
    for (std::size_t i = 1; i < t.size(); ++i) {
        const std::string& k = t[i];
        if (k == "infinite")
            lim.infinite = true;
        else if (k == "ponder")
            lim.ponder = true;
        else if (k == "searchmoves") {
            while (i + 1 < t.size() && !is_go_keyword(t[i + 1])) {
                Move m = pos_.parse_uci_move(t[++i]);
                if (!m)
                    error("searchmoves: " + quote(t[i]) + " is not a legal move here; ignored");
                else
                    lim.searchmoves.push_back(m);
            }
            if (lim.searchmoves.empty()) error("searchmoves without a legal move: searching all moves");
        } else if (k == "wtime" || k == "btime" || k == "winc" || k == "binc" || k == "movestogo" ||
                   k == "depth" || k == "nodes" || k == "movetime" || k == "mate" || k == "perft") {
            if (i + 1 >= t.size() || is_go_keyword(t[i + 1])) {
                error("go " + k + " needs a number; ignored");
                continue;
            }
            const std::string& vs = t[++i];
            long long v           = 0;
            NumStatus st          = parse_number(vs, &v);
            if (st == NumStatus::NotNumber) {
                error("go " + k + " " + quote(vs) + " is not a number; ignored");
                continue;
            }
            bool is_time = k == "wtime" || k == "btime" || k == "winc" || k == "binc" || k == "movetime";
            long long lo = k == "wtime" || k == "btime" || k == "winc" || k == "binc" ? 0 : 1;
            long long hi = is_time            ? MaxTime
                           : k == "depth"     ? MAX_PLY - 2
                           : k == "mate"      ? 100
                           : k == "perft"     ? 6 // runs on the command thread: keep it short
                           : k == "movestogo" ? 10000
                                              : (long long)(1e15);
            long long c  = std::clamp(v, lo, hi);
            if (st == NumStatus::OutOfRange || c != v) {
                if (k == "movestogo" && v < 1) {
                    error("go movestogo " + vs + " must be at least 1; ignored");
                    continue;
                }
                error("go " + k + " " + quote(vs) + " is outside " + std::to_string(lo) + ".." +
                      std::to_string(hi) + "; using " + std::to_string(c));
            }
            if (k == "wtime")
                lim.time[WHITE] = c;
            else if (k == "btime")
                lim.time[BLACK] = c;
            else if (k == "winc")
                lim.inc[WHITE] = c;
            else if (k == "binc")
                lim.inc[BLACK] = c;
            else if (k == "movestogo")
                lim.movestogo = int(c);
            else if (k == "depth")
                lim.depth = int(c);
            else if (k == "nodes")
                lim.nodes = std::uint64_t(c);
            else if (k == "movetime")
                lim.movetime = c;
            else if (k == "mate")
                lim.mate = int(c);
            else
                lim.perft = int(c);
        } else {
            error("go: unknown parameter " + quote(k) + " ignored");
        }
    }
    if (!position_set_) error("go before any position command: searching the start position");
    Color us = pos_.side_to_move();
    if (lim.time[us] < 0 && lim.time[~us] >= 0 && !lim.movetime && !lim.infinite) {
        // Only the opponent's clock was given: assume equal clocks rather than thinking forever.
        error(std::string("go without ") + (us == WHITE ? "wtime" : "btime") +
              " for the side to move; using " + (us == WHITE ? "btime" : "wtime"));
        lim.time[us] = lim.time[~us];
        lim.inc[us]  = lim.inc[~us];
    }
    if (lim.perft) {
        std::ostringstream o;
        Position p = pos_;
        perft_divide(p, lim.perft, o);
        std::string s = o.str();
        while (!s.empty() && s.back() == '\n') s.pop_back();
        send(s);
        return;
    }
    // Book move: only for a normal timed or limited search of the whole move list.
    if (book_.is_open() && !lim.infinite && !lim.ponder && lim.searchmoves.empty()) {
        if (Move m = book_.probe(pos_, book_opts_, book_rng_)) {
            send("info string book move " + pos_.move_to_uci(m));
            send(bestmove_line(pos_, m, Move::none()));
            return;
        }
    }
    engine_.start(pos_, lim);
    // A `stop` or `ponderhit` read while this `go` was queued applies to it now (after start():
    // one read after this check reaches the running search through engine_ directly).
    if (quitting_.load() || go_number_ <= stop_through_.load()) engine_.stop(); // answered at once
    if (go_number_ <= ponderhit_through_.load()) engine_.ponderhit();
}

// `stop` when the search has just ended by itself is an ordinary race with the GUI: no answer.
void UciLoop::cmd_stop() { engine_.stop(); }

void UciLoop::cmd_ponderhit() {
    if (!engine_.searching()) {
        error("ponderhit while no search is running: ignored");
        return;
    }
    engine_.ponderhit();
}

void UciLoop::cmd_eval() {
    if (pos_.in_check()) {
        error("eval: the side to move is in check; the static evaluation is not defined there");
        return;
    }
    std::string s = eval::trace(engine_.profile(), pos_);
    while (!s.empty() && s.back() == '\n') s.pop_back();
    send(s);
}

void UciLoop::cmd_bench(const std::vector<std::string>& t) {
    finish_search(false);
    if (quitting_.load()) {
        error("bench after quit: skipped");
        return;
    }
    int depth = search::BenchDepth;
    if (t.size() > 1) {
        long long v = 0;
        // Bench runs on the command thread, which carries out no other command meanwhile: keep it bounded.
        if (parse_number(t[1], &v) != NumStatus::Ok || v < 1 || v > 16) {
            error("bench depth " + quote(t[1]) + " must be 1..16; using " + std::to_string(depth));
        } else {
            depth = int(v);
        }
    }
    const search::BenchTotal total = search::run_bench(
        depth, engine_.profile(), [this](const search::BenchPosition& bp) { send(bench_position_line(bp)); });
    send(bench_total_line(total));
}

void UciLoop::cmd_setoption(const std::vector<std::string>& t) {
    if (t.size() < 3 || t[1] != "name") {
        error("setoption needs 'name <name> [value <value>]'; ignored");
        return;
    }
    std::size_t v = 2;
    while (v < t.size() && t[v] != "value") ++v;
    std::string name  = join(t, 2, v);
    std::string value = v < t.size() ? join(t, v + 1, t.size()) : "";
    Option* o         = options_.find(name);
    if (!o) {
        error("no option named " + quote(name) + "; ignored");
        return;
    }
    if (o->type != OptionType::Button && v >= t.size()) {
        error("setoption " + o->name + " needs a value; ignored");
        return;
    }
    if (o->when == OptionWhen::AfterSearch) finish_search(false);
    std::string normalised, note;
    if (!Options::validate(*o, value, &normalised, &note)) {
        error(note + "; ignored");
        return;
    }
    if (!note.empty()) error(note);
    Options::apply(*o, normalised);
}

} // namespace quince::uci
