// Drives the real engine binary through pipes for the UCI tests. Every read has a timeout and
// the destructor kills the child if it has not exited, so a broken engine fails the test
// instead of hanging the suite. (Timeouts only bound waiting; no test asserts a duration.)
#pragma once

#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

class EngineProcess {
  public:
    // The engine binary: $QUINCE_ENGINE when set (make test points it at the ThreadSanitizer build
    // for the threaded tests), else the one built beside the tests.
    static std::string default_path() {
        const char* env = std::getenv("QUINCE_ENGINE");
        return env && *env ? env : QUINCE_ENGINE_PATH;
    }
    // `address_space` (bytes, 0: none): an RLIMIT_AS the engine runs under, set in the child before
    // exec, so that a test of what the engine cannot allocate sets its own limit on any host.
    explicit EngineProcess(const std::string& path = default_path(), rlim_t address_space = 0) {
        int in[2], out[2];
        if (pipe(in) != 0 || pipe(out) != 0) return;
        pid_ = fork();
        if (pid_ == 0) {
            if (address_space) {
                rlimit lim{};
                if (getrlimit(RLIMIT_AS, &lim) != 0) _exit(126);
                lim.rlim_cur = address_space;
                if (lim.rlim_max != RLIM_INFINITY && lim.rlim_max < lim.rlim_cur) lim.rlim_cur = lim.rlim_max;
                if (setrlimit(RLIMIT_AS, &lim) != 0) _exit(126);
            }
            dup2(in[0], 0);
            dup2(out[1], 1);
            close(in[0]);
            close(in[1]);
            close(out[0]);
            close(out[1]);
            execl(path.c_str(), path.c_str(), static_cast<char*>(nullptr));
            _exit(127);
        }
        close(in[0]);
        close(out[1]);
        to_   = in[1];
        from_ = out[0];
        signal(SIGPIPE, SIG_IGN);
        // Wait until the engine reads commands: start-up (table initialisation) can take many
        // seconds in sanitizer builds on a busy machine, and must not eat the tests' timeouts.
        send("isready");
        ready_ = !read_until("readyok", 300000).empty();
    }
    ~EngineProcess() {
        close_input();
        if (pid_ > 0 && !exited_) {
            // Give it a moment to exit on EOF, then kill.
            for (int i = 0; i < 200 && !try_reap(); ++i)
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
            if (!exited_) {
                kill(pid_, SIGKILL);
                waitpid(pid_, &status_, 0);
            }
        }
        if (from_ >= 0) close(from_);
    }
    bool ok() const { return pid_ > 0 && to_ >= 0 && from_ >= 0 && ready_; }

    void send_raw(const std::string& s) {
        std::size_t off = 0;
        while (off < s.size()) {
            ssize_t n = write(to_, s.data() + off, s.size() - off);
            if (n <= 0) return;
            off += std::size_t(n);
        }
    }
    void send(const std::string& line) { send_raw(line + "\n"); }
    void close_input() {
        if (to_ >= 0) close(to_);
        to_ = -1;
    }

    // Next line, or false after `timeout_ms` without one (or at end of output).
    bool read_line(std::string& line, int timeout_ms = 10000) {
        auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
        for (;;) {
            auto nl = buf_.find('\n');
            if (nl != std::string::npos) {
                line = buf_.substr(0, nl);
                buf_.erase(0, nl + 1);
                lines_.push_back(line);
                return true;
            }
            int left = int(std::chrono::duration_cast<std::chrono::milliseconds>(
                               deadline - std::chrono::steady_clock::now())
                               .count());
            if (left <= 0) return false;
            pollfd p{from_, POLLIN, 0};
            if (poll(&p, 1, left) <= 0) return false;
            char tmp[4096];
            ssize_t n = read(from_, tmp, sizeof tmp);
            if (n <= 0) return false;
            buf_.append(tmp, std::size_t(n));
        }
    }
    // Lines up to and including the first that starts with `prefix`; empty on timeout.
    std::vector<std::string> read_until(const std::string& prefix, int timeout_ms = 60000) {
        std::vector<std::string> got;
        std::string line;
        auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
        for (;;) {
            int left = int(std::chrono::duration_cast<std::chrono::milliseconds>(
                               deadline - std::chrono::steady_clock::now())
                               .count());
            if (left <= 0 || !read_line(line, left)) return {};
            got.push_back(line);
            if (line.rfind(prefix, 0) == 0) return got;
        }
    }
    // Send `cmd`, then `isready`, and return everything answered before `readyok`.
    std::vector<std::string> ask(const std::string& cmd, int timeout_ms = 60000) {
        send(cmd);
        send("isready");
        auto got = read_until("readyok", timeout_ms);
        if (!got.empty()) got.pop_back();
        return got;
    }
    // Wait for the process to exit; true if it did within the timeout (exit status in *status).
    bool wait_exit(int timeout_ms, int* status = nullptr) {
        auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
        while (!try_reap()) {
            if (std::chrono::steady_clock::now() > deadline) return false;
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
        if (status) *status = status_;
        return true;
    }

  private:
    bool try_reap() {
        if (exited_) return true;
        if (waitpid(pid_, &status_, WNOHANG) == pid_) exited_ = true;
        return exited_;
    }
    pid_t pid_ = -1;
    int to_ = -1, from_ = -1;
    int status_  = 0;
    bool exited_ = false;
    bool ready_  = false;
    std::string buf_;
    std::vector<std::string> lines_;
};

inline bool has_prefix(const std::vector<std::string>& lines, const std::string& prefix) {
    for (const auto& l : lines)
        if (l.rfind(prefix, 0) == 0) return true;
    return false;
}
inline int count_prefix(const std::vector<std::string>& lines, const std::string& prefix) {
    int n = 0;
    for (const auto& l : lines) n += l.rfind(prefix, 0) == 0;
    return n;
}

// The word after `key` in a line ("bestmove e2e4 ponder e7e5", "bestmove" -> "e2e4"); empty if none.
inline std::string token_after(const std::string& line, const std::string& key) {
    std::istringstream in(line);
    for (std::string w; in >> w;)
        if (w == key) {
            std::string v;
            in >> v;
            return v;
        }
    return "";
}
