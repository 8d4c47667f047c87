// The UCI protocol front end: reads commands on the calling thread, runs searches on the
// search threads, and answers every malformed command with `info string error: ...` while
// keeping its previous state.
#pragma once

#include <iosfwd>
#include <mutex>
#include <random>
#include <string>
#include <vector>

#include "board/position.h"
#include "book/polyglot.h"
#include "eval/profile.h"
#include "search/search.h"
#include "uci/options.h"

namespace quince::uci {

class UciLoop {
  public:
    // `profile`: the evaluation profile searches start with (option EvalProfile changes it).
    explicit UciLoop(std::ostream& out, const eval::Profile& profile = eval::default_profile());
    ~UciLoop();
    // Process commands until `quit` or end of input; returns the exit status.
    int run(std::istream& in);
    // Process one line; false after `quit`.
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
    void cmd_ponderhit();
    void cmd_bench(const std::vector<std::string>& t);
    void cmd_eval();
    void apply_option(const Option& o, const std::string& value);

    std::ostream& out_;
    std::mutex out_mutex_;
    search::Engine engine_;
    Options options_;
    Position pos_;
    bool position_set_   = false;
    bool chess960_       = false;
    bool ponder_allowed_ = false;
    bool pondering_      = false;
    // Opening book (options OwnBook, BookFile, BookDepth, BookBestMove).
    PolyglotBook book_;
    BookOptions book_opts_;
    std::mt19937_64 book_rng_{std::random_device{}()};
};

} // namespace quince::uci
