// The UCI protocol front end. Commands are carried out strictly in the order they arrive, one at
// a time, on a command thread; the calling thread reads input and carries out `quit`, `stop` and
// `ponderhit` itself the moment it reads them, whatever the command thread is doing (a `stop`
// also applies to each `go` read before it that has not started yet). Searches run on the search threads.
// Every malformed command gets `info string error: ...` and the previous state is kept.
//
// A command that needs the engine to itself (`go`, `position`, `setoption` of an option the search
// reads, `ucinewgame`, `bench`) first lets the running search end and print its `bestmove`: a
// finite search runs to its own end, one that only `stop`/`ponderhit` would end (go infinite,
// go ponder) is stopped. `ucinewgame` stops any search. `stop`, `ponderhit`, `isready`, `d` and
// `eval` never wait for a search. So every `go` gets
// exactly one `bestmove`, legal in the position it searched, and nothing of a search is printed
// after its `bestmove`. docs/search.md has the details.
#pragma once

#include <atomic>
#include <cstdint>
#include <iosfwd>
#include <mutex>
#include <random>
#include <string>
#include <vector>

#include "board/position.h"
#include "book/polyglot.h"
#include "eval/profile.h"
#include "search/engine.h"
#include "uci/options.h"

namespace quince::uci {

class UciLoop {
  public:
    // `profile`: the evaluation profile searches start with (option EvalProfile changes it).
    explicit UciLoop(std::ostream& out, const eval::Profile& profile = eval::default_profile());
    ~UciLoop();
    // Process commands until `quit` or end of input; returns the exit status. Input is read on
    // the calling thread and carried out in order on a command thread.
    int run(std::istream& in);
    // Carry out one line now, on the calling thread; false after `quit`.
    bool command(const std::string& line);

  private:
    void send(const std::string& text);
    void error(const std::string& what);

    void cmd_uci();
    void cmd_isready();
    void cmd_ucinewgame();
    void cmd_position(const std::vector<std::string>& t);
    void cmd_go(const std::vector<std::string>& t);
    void cmd_setoption(const std::vector<std::string>& t);
    void cmd_stop();
    // `stop` / `ponderhit` on the input thread, the moment they are read.
    void carry_out_now(const std::string& word);
    void cmd_ponderhit();
    void cmd_bench(const std::vector<std::string>& t);
    void cmd_eval();
    // Let the running search (if any) end and print its bestmove: stopped if `stop_any` or if
    // it would only end on `stop`/`ponderhit`, otherwise left to finish by itself.
    void finish_search(bool stop_any);

    std::ostream& out_;
    std::mutex out_mutex_;
    search::Engine engine_;
    Options options_;
    Position pos_;
    bool position_set_ = false;
    bool chess960_     = false;
    std::atomic<bool> quitting_{false};    // `quit` read: start no new search
    std::atomic<bool> input_ended_{false}; // end of input read: never wait for a search
    // `stop` and `ponderhit` are carried out by the input thread the moment they are read, never
    // behind a queued command: they act on the running search and on every `go` read before them
    // that has not started yet (that search gets the stop or ponderhit as soon as it starts).
    // The `go` lines are numbered in the order read; the command thread counts them as it starts
    // them.
    std::atomic<std::uint64_t> gos_read_{0};          // input thread: `go` lines queued so far
    std::atomic<std::uint64_t> gos_done_{0};          // command thread: `go` commands carried out
    std::atomic<std::uint64_t> stop_through_{0};      // the last `go` a `stop` applies to
    std::atomic<std::uint64_t> ponderhit_through_{0}; // the last `go` a `ponderhit` applies to
    std::uint64_t go_number_ = 0;                     // command thread: the `go` being carried out
    std::atomic<bool> show_wdl_{
        false}; // UCI_ShowWDL: `wdl W D L` in `info` lines (read by the search thread)
    // Opening book (options OwnBook, BookFile, BookDepth, BookBestMove).
    PolyglotBook book_;
    BookOptions book_opts_;
    std::mt19937_64 book_rng_{std::random_device{}()};
};

} // namespace quince::uci
