// UCI command-handler fuzzer: the input is a whole session, one command per line, fed to a fresh
// UciLoop. Whatever the bytes, the handler must not crash, hang or trip a sanitizer, must answer
// every `isready` with `readyok`, and every `bestmove` it prints must be a move text or 0000.
//
// Some things are kept cheap so that the fuzzer explores the protocol rather than waiting:
// `bench` is skipped, `go perft` deeper than 3 is skipped, `setoption` of Hash above 64 MB or
// Threads above 4 is skipped (huge values are covered by unit tests: they are refused, not run),
// and so is a `go` with a large depth, nodes, movetime, mate or clock: since commands are carried
// out in order, the next command waits for a search that ends by itself.
// A search that a line starts runs in the background while the next lines arrive, which is the
// point; the session ends with the loop's destructor, which stops and joins it.
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "board/position.h"
#include "uci/uci.h"

using namespace quince;

namespace {

std::vector<std::string> words(const std::string& line) {
    std::vector<std::string> w;
    std::istringstream in(line);
    for (std::string s; in >> s;) w.push_back(s);
    return w;
}

bool too_expensive(const std::string& line) {
    const auto w = words(line);
    if (w.empty()) return false;
    if (w[0] == "bench") return true;
    auto number_after = [&](std::size_t i, long long limit) {
        if (i + 1 >= w.size()) return false;
        try {
            return std::stoll(w[i + 1]) > limit;
        } catch (const std::out_of_range&) {
            return true; // beyond long long: above any limit (the engine clamps it)
        } catch (...) {
            return false;
        }
    };
    for (std::size_t i = 0; i < w.size(); ++i) {
        if (w[0] == "go" && w[i] == "perft" && (i + 1 >= w.size() || number_after(i, 3))) return true;
        // A later command waits for a search that ends by itself (issue #18): keep those short.
        if (w[0] == "go" &&
            ((w[i] == "depth" && number_after(i, 8)) || (w[i] == "nodes" && number_after(i, 200000)) ||
             (w[i] == "movetime" && number_after(i, 200)) || (w[i] == "mate" && number_after(i, 2)) ||
             ((w[i] == "wtime" || w[i] == "btime") && number_after(i, 5000)) ||
             ((w[i] == "winc" || w[i] == "binc") && number_after(i, 200))))
            return true;
        if (w[0] == "setoption" && w[i] == "value") {
            for (std::size_t j = 0; j < i; ++j)
                if ((w[j] == "Hash" && number_after(i, 64)) || (w[j] == "Threads" && number_after(i, 4)))
                    return true;
        }
    }
    return false;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Position::init();
    const std::string input(reinterpret_cast<const char*>(data), size);
    std::ostringstream out;
    int readies = 0;
    {
        uci::UciLoop loop(out);
        std::size_t at = 0;
        while (at <= input.size()) {
            std::size_t nl   = input.find('\n', at);
            std::string line = input.substr(at, nl == std::string::npos ? std::string::npos : nl - at);
            at               = nl == std::string::npos ? input.size() + 1 : nl + 1;
            if (too_expensive(line)) continue;
            const auto w = words(line);
            if (!w.empty() && w[0] == "isready") ++readies;
            if (!loop.command(line)) break;
        }
    }
    // Every isready answered; every bestmove well-formed.
    std::istringstream lines(out.str());
    int readyoks = 0;
    for (std::string l; std::getline(lines, l);) {
        if (l == "readyok") ++readyoks;
        if (l.rfind("bestmove ", 0) == 0) {
            const auto w = words(l);
            if (w.size() < 2) std::abort();
            const std::string& m = w[1];
            const bool ok        = m == "0000" ||
                            ((m.size() == 4 || m.size() == 5) && m[0] >= 'a' && m[0] <= 'h' && m[1] >= '1' &&
                             m[1] <= '8' && m[2] >= 'a' && m[2] <= 'h' && m[3] >= '1' && m[3] <= '8');
            if (!ok) std::abort();
        }
    }
    if (readyoks != readies) std::abort();
    return 0;
}
