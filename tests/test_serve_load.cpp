// The explorer's server under load and against hostile clients (issue #51), through real sockets:
// searches asked for at the same moment never run more than max_searches at once, and every
// answer is a refusal (503) or a real search (a bestmove that completed iterations stand behind);
// idle and half-open connections do not keep others waiting; malformed requests get their
// documented answers at once.
//
// The server runs in this process, or, when $QUINCE_ENGINE names an engine binary, as that
// binary's `quince serve` in a process of its own: the TSan stage of `make test`
// (scripts/sanitize-tests) points it at the ThreadSanitizer build, which exits with status 66 on
// a data race, and the test checks the exit status. Timeouts here only bound waiting (a broken
// server fails instead of hanging the suite); no test asserts a duration.
#ifdef QUINCE_HAVE_SERVE

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <httplib.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "board/movegen.h"
#include "board/position.h"
#include "sanitizers.h"
#include "serve/api.h"
#include "serve/server.h"
#include "test_data.h"

// The file's own scope: in the unity build (tests/CMakeLists.txt) the files of a group share one
// translation unit.
namespace test_serve_load {

using namespace quince;
using namespace quince::serve;
using nlohmann::json;

namespace {

// A raw TCP connection to the server, for what httplib's client does not send (two Host headers, a
// negative Content-Length, half a request line) and for connections that send nothing at all.
class RawConnection {
  public:
    explicit RawConnection(int port) {
        fd_ = socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in a{};
        a.sin_family      = AF_INET;
        a.sin_port        = htons(std::uint16_t(port));
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        if (fd_ >= 0 && connect(fd_, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) {
            close(fd_);
            fd_ = -1;
        }
    }
    ~RawConnection() {
        if (fd_ >= 0) close(fd_);
    }
    RawConnection(const RawConnection&)            = delete;
    RawConnection& operator=(const RawConnection&) = delete;
    bool connected() const { return fd_ >= 0; }
    bool send_text(const std::string& s) {
        for (std::size_t off = 0; off < s.size();) {
            const ssize_t n = ::send(fd_, s.data() + off, s.size() - off, MSG_NOSIGNAL);
            if (n <= 0) return false;
            off += std::size_t(n);
        }
        return true;
    }
    // The server has neither answered nor closed this connection: nothing to read, no end of file.
    bool open_and_quiet() const {
        pollfd p{fd_, POLLIN, 0};
        return poll(&p, 1, 0) == 0;
    }
    // The next answer: its status, headers and body (our answers carry a Content-Length). Status -1
    // if the connection closed first, or nothing came within two minutes.
    struct Answer {
        int status = -1;
        std::string head, body;
        std::string header(const std::string& name) const {
            std::string lower = head;
            std::transform(lower.begin(), lower.end(), lower.begin(),
                           [](unsigned char c) { return std::tolower(c); });
            std::string key = "\r\n" + name + ":";
            std::transform(key.begin(), key.end(), key.begin(),
                           [](unsigned char c) { return std::tolower(c); });
            const auto at = lower.find(key);
            if (at == std::string::npos) return "";
            const auto begin = head.find_first_not_of(' ', at + key.size());
            return head.substr(begin, head.find("\r\n", begin) - begin);
        }
    };
    Answer read_answer() {
        Answer a;
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(2);
        std::string in;
        std::size_t end = std::string::npos, length = 0;
        for (;;) {
            if (end == std::string::npos && (end = in.find("\r\n\r\n")) != std::string::npos) {
                a.head              = in.substr(0, end + 2);
                const std::string n = a.header("Content-Length");
                length              = n.empty() ? 0 : std::stoul(n);
            }
            if (end != std::string::npos && in.size() >= end + 4 + length) {
                a.body   = in.substr(end + 4, length);
                a.status = std::atoi(a.head.substr(a.head.find(' ') + 1).c_str());
                return a;
            }
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                deadline - std::chrono::steady_clock::now());
            pollfd p{fd_, POLLIN, 0};
            if (left.count() <= 0 || poll(&p, 1, int(left.count())) <= 0) return a;
            char buf[4096];
            const ssize_t n = recv(fd_, buf, sizeof buf, 0);
            if (n <= 0) return a;
            in.append(buf, std::size_t(n));
        }
    }

  private:
    int fd_ = -1;
};

} // namespace

// `quince serve --port 0` run by the engine binary `path`; the port is read from the URL it prints.
// Outside the anonymous namespace, since the fixture below keeps one (-Wsubobject-linkage in the
// unity build); the file's own namespace keeps its name apart.
class ServerProcess {
  public:
    explicit ServerProcess(const std::string& path) {
        int out[2];
        if (pipe(out) != 0) return;
        pid_ = fork();
        if (pid_ == 0) {
            dup2(out[1], 1);
            close(out[0]);
            close(out[1]);
            execl(path.c_str(), path.c_str(), "serve", "--port", "0", "--search-cap", "3600",
                  static_cast<char*>(nullptr));
            _exit(127);
        }
        close(out[1]);
        out_ = out[0];
        // "Quince explorer: http://127.0.0.1:PORT/" (start-up is slow in sanitizer builds).
        std::string text;
        const std::string mark = "http://127.0.0.1:";
        while (text.find('\n') == std::string::npos) {
            pollfd p{out_, POLLIN, 0};
            char buf[256];
            if (poll(&p, 1, 300000) <= 0) break;
            const ssize_t n = read(out_, buf, sizeof buf);
            if (n <= 0) break;
            text.append(buf, std::size_t(n));
        }
        if (const auto at = text.find(mark); at != std::string::npos)
            port_ = std::atoi(text.c_str() + at + mark.size());
    }
    ~ServerProcess() {
        if (pid_ > 0 && !reaped_) finish();
        if (out_ >= 0) close(out_);
    }
    int port() const { return port_; }
    // SIGTERM (which ends the server cleanly) and its exit status: 0, 66 for a TSan report, -1 if
    // it did not exit within two minutes (then it is killed).
    int finish() {
        kill(pid_, SIGTERM);
        std::mutex m;
        std::condition_variable cv;
        bool exited = false;
        int status  = 0;
        std::thread waiter([&] {
            waitpid(pid_, &status, 0);
            std::lock_guard l(m);
            exited = true;
            cv.notify_all();
        });
        {
            std::unique_lock l(m);
            if (!cv.wait_for(l, std::chrono::minutes(2), [&] { return exited; })) kill(pid_, SIGKILL);
        }
        waiter.join();
        reaped_ = true;
        return WIFEXITED(status) && exited ? WEXITSTATUS(status) : -1;
    }

  private:
    pid_t pid_ = -1;
    int out_ = -1, port_ = -1;
    bool reaped_ = false;
};

namespace {

const std::vector<std::string> Fens = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
    "8/5pk1/6p1/1P6/P4P2/6K1/8/8 b - - 0 45",
};

bool legal_in(const std::string& fen, const std::string& uci) {
    Position p;
    if (!p.set(fen)) return false;
    for (Move m : legal_moves(p))
        if (p.move_to_uci(m) == uci) return true;
    return false;
}

} // namespace

// The server (ServeOptions' defaults: at most 4 searches at once, 8 engines), in this process or
// as $QUINCE_ENGINE's `quince serve`. Its cap on a search's time (an hour) is beyond every search
// here.
class ServeLoad : public ::testing::Test {
  protected:
    const int max_searches = ServeOptions{}.max_searches;
    void SetUp() override {
        Position::init();
        if (const char* engine = std::getenv("QUINCE_ENGINE"); engine && *engine) {
            process_ = std::make_unique<ServerProcess>(engine);
            port     = process_->port();
            ASSERT_GT(port, 0) << engine << " serve printed no URL";
            return;
        }
        ServeOptions o;
        o.port         = 0;
        o.search_cap_s = 3600;
        server_        = std::make_unique<Server>(o);
        std::string err;
        port = server_->bind(&err);
        ASSERT_GT(port, 0) << err;
        thread_ = std::thread([this] { server_->run(); });
    }
    void TearDown() override {
        if (process_) {
            EXPECT_EQ(process_->finish(), 0) << "the server process did not end cleanly";
        }
        if (server_) server_->stop();
        if (thread_.joinable()) thread_.join();
    }
    httplib::Client client() const {
        httplib::Client c("127.0.0.1", port);
        c.set_read_timeout(120, 0);
        return c;
    }
    std::string host() const { return "127.0.0.1:" + std::to_string(port); }
    // A request written by hand on a connection of its own, and its answer.
    RawConnection::Answer raw(const std::string& request) const {
        RawConnection c(port);
        if (!c.connected() || !c.send_text(request)) return {};
        return c.read_answer();
    }
    static std::string error_of(const std::string& body) {
        const json j = json::parse(body, nullptr, false);
        return j.is_object() && j.contains("error") && j["error"].is_string() ? j["error"].get<std::string>()
                                                                              : "";
    }
    int port = 0;

  private:
    std::unique_ptr<Server> server_;
    std::thread thread_;
    std::unique_ptr<ServerProcess> process_;
};

namespace {

// One client's search request and what came back.
struct Outcome {
    int status = -1; // -1: no answer (a broken or reset connection)
    std::vector<json> events;
    std::string rest; // what is not an event: a refusal's JSON body
};

} // namespace

// Twenty clients (distinct ids, each on its own connection from its own thread) ask for an
// 800 ms search at the same moment, three times over. Every answer is either 503 or a stream whose
// bestmove is legal, comes after at least one info event of depth >= 1 and is the head of the last
// one's PV: never a move no search stands behind. At no moment do more than max_searches streams
// run: a stream runs from its 200 header to its bestmove, both as this side receives them, which
// is inside the time the server holds its search slot.
TEST_F(ServeLoad, ConcurrentSearchesAreRealAndLimited) {
    constexpr int Clients = 20, Bursts = 3;
    int total_streams = 0;
    for (int burst = 0; burst < Bursts; ++burst) {
        std::mutex m;
        std::condition_variable cv;
        int ready = 0, active = 0, peak = 0;
        bool go = false;
        std::vector<Outcome> out(Clients);
        std::vector<std::thread> threads;
        for (int i = 0; i < Clients; ++i)
            threads.emplace_back([&, i] {
                httplib::Client c = client();
                httplib::Request req;
                req.method = "POST";
                req.path   = "/api/search";
                req.set_header("Content-Type", "application/json");
                req.body = json({{"client", "load-" + std::to_string(burst) + "-" + std::to_string(i)},
                                 {"fen", Fens[std::size_t(i) % Fens.size()]},
                                 {"movetime", 800}})
                               .dump();
                Outcome& o           = out[std::size_t(i)];
                bool running         = false;
                req.response_handler = [&](const httplib::Response& r) {
                    if (r.status == 200) {
                        std::lock_guard l(m);
                        running = true;
                        peak    = std::max(peak, ++active);
                    }
                    return true;
                };
                req.content_receiver = [&](const char* data, std::size_t n, std::uint64_t, std::uint64_t) {
                    o.rest.append(data, n);
                    for (std::size_t end; (end = o.rest.find("\n\n")) != std::string::npos;) {
                        const std::string chunk = o.rest.substr(0, end);
                        o.rest.erase(0, end + 2);
                        if (chunk.rfind("data: ", 0) != 0) continue;
                        json e = json::parse(chunk.substr(6), nullptr, false);
                        if (!e.is_object() || !e.contains("type"))
                            e = {{"type", "malformed"}, {"text", chunk}};
                        o.events.push_back(e);
                        if (e["type"] == "bestmove") {
                            std::lock_guard l(m);
                            if (running) --active, running = false;
                        }
                    }
                    return true;
                };
                {
                    std::unique_lock l(m);
                    ++ready;
                    cv.notify_all();
                    cv.wait(l, [&] { return go; });
                }
                const auto res = c.send(req);
                if (res) o.status = res->status;
                std::lock_guard l(m);
                if (running) --active; // a stream that ended without its bestmove
            });
        {
            std::unique_lock l(m);
            cv.wait(l, [&] { return ready == Clients; });
            go = true;
            cv.notify_all();
        }
        for (auto& t : threads) t.join();

        int streams = 0; // (no check is fatal: every client is checked, and the peak too)
        for (int i = 0; i < Clients; ++i) {
            const Outcome& o      = out[std::size_t(i)];
            const std::string fen = Fens[std::size_t(i) % Fens.size()];
            const std::string who = "burst " + std::to_string(burst) + ", client " + std::to_string(i);
            if (o.status != 200 && o.status != 503) {
                ADD_FAILURE() << who << ": status " << o.status << " " << o.rest;
                continue;
            }
            if (o.status == 503) {
                EXPECT_NE(error_of(o.rest), "") << who << ": " << o.rest;
                continue;
            }
            ++streams;
            if (o.events.empty() || o.events.back()["type"] != "bestmove") {
                ADD_FAILURE() << who << ": the stream did not end with a bestmove";
                continue;
            }
            const std::string move = o.events.back().value("move", "");
            const json* last_info  = nullptr;
            for (std::size_t k = 0; k + 1 < o.events.size(); ++k) {
                const json& e = o.events[k];
                EXPECT_NE(e["type"], "bestmove") << who << ": two bestmoves";
                EXPECT_NE(e["type"], "malformed") << who << ": " << e.dump();
                if (e["type"] == "info") last_info = &e;
            }
            EXPECT_TRUE(legal_in(fen, move)) << who << ": " << move << " in " << fen;
            if (!last_info || !last_info->contains("pv") || (*last_info)["pv"].empty()) {
                ADD_FAILURE() << who << ": bestmove " << move << " with no line before it";
                continue;
            }
            EXPECT_GE(last_info->value("depth", 0), 1) << who << ": " << last_info->dump();
            EXPECT_EQ((*last_info)["pv"][0], move) << who << ": the bestmove is not the last PV's head";
        }
        EXPECT_LE(peak, max_searches) << "burst " << burst << ": " << peak << " streams ran at once";
        if (burst == 0) {
            EXPECT_GE(streams, 1) << "no search ran";
        }
        total_streams += streams;
    }
    EXPECT_GE(total_streams, 1);
}

// Forty connections that send nothing, or half a request line, hold no thread another request
// needs: a normal request on a connection of its own is answered while every one of them is
// still open. (The server closes them after its idle timeout, seconds away: an answer that had
// to wait for their threads would come only after some of them were closed.)
TEST_F(ServeLoad, IdleConnectionsDoNotStarveRequests) {
    std::vector<std::unique_ptr<RawConnection>> idle;
    for (int i = 0; i < 40; ++i) {
        idle.push_back(std::make_unique<RawConnection>(port));
        ASSERT_TRUE(idle.back()->connected()) << i;
        if (i % 2) {
            ASSERT_TRUE(idle.back()->send_text("GET /api/profiles HT")) << i;
        }
    }
    auto c = client();
    auto r = c.Get("/api/profiles");
    ASSERT_TRUE(r) << "no answer";
    EXPECT_EQ(r->status, 200);
    int open = 0;
    for (const auto& s : idle) open += s->open_and_quiet();
    EXPECT_EQ(open, 40) << "the answer came after the server had given up on idle connections";
    // And a search stream too.
    r = c.Post("/api/search", R"({"client": "idle-test", "depth": 3})", "application/json");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 200);
    EXPECT_NE(r->body.find("\"bestmove\""), std::string::npos);
}

// `curl -d` sends its body form-encoded (Content-Type application/x-www-form-urlencoded), the
// docs' own examples among them: such a body is read as the JSON it is, up to the endpoint's
// documented limit (64 KB; 1 MB for /api/pgn and /api/evals), not refused over 8 KB. A multipart
// body is refused with 415, saying what to send.
TEST_F(ServeLoad, FormEncodedBodiesAreReadAsJson) {
    auto c                 = client();
    const std::string form = "application/x-www-form-urlencoded";
    json fens              = json::array();
    for (int i = 0; i < 220; ++i) fens.push_back(Fens[std::size_t(i) % Fens.size()]);
    const std::string evals = json({{"fens", fens}, {"profiles", {"simple"}}}).dump();
    ASSERT_GT(evals.size(), 8192u);
    auto r = c.Post("/api/evals", evals, form);
    ASSERT_TRUE(r);
    ASSERT_EQ(r->status, 200) << r->body;
    EXPECT_EQ(json::parse(r->body)["eval_white"]["simple"].size(), 220u);
    // A game of 100 KB (comments): within /api/pgn's 1 MB.
    std::string pgn = "[Event \"x\"]\n\n1. e4 {" + std::string(100 * 1024, 'c') + "} e5 2. Nf3 *\n";
    r               = c.Post("/api/pgn", json({{"pgn", pgn}}).dump(), form);
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 200) << r->body.substr(0, 200);
    // Over 64 KB for /api/eval: 413, naming the limit, form-encoded or not.
    const std::string big = json({{"fen", Fens[0]}, {"pad", std::string(70 * 1024, 'x')}}).dump();
    for (const std::string& type : {form, std::string("application/json")}) {
        r = c.Post("/api/eval", big, type);
        ASSERT_TRUE(r) << type;
        EXPECT_EQ(r->status, 413) << type;
        EXPECT_NE(error_of(r->body).find(std::to_string(SmallBody)), std::string::npos) << r->body;
    }
    // Multipart: 415, saying to send JSON.
    r = c.Post("/api/eval", httplib::MultipartFormDataItems{{"fen", Fens[0], "", ""}});
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 415) << r->body;
    EXPECT_NE(error_of(r->body).find("application/json"), std::string::npos) << r->body;
}

// A negative or malformed Content-Length is answered 400 at once (httplib read "-1" as 2^64 - 1
// and waited for that many bytes; "2x" as 2); two of them are refused too.
TEST_F(ServeLoad, MalformedContentLengthIsRefused) {
    const std::string head =
        "POST /api/legal HTTP/1.1\r\nHost: " + host() + "\r\nContent-Type: application/json\r\n";
    auto a = raw(head + "Content-Length: -1\r\n\r\n{}");
    EXPECT_EQ(a.status, 400) << a.head << a.body;
    EXPECT_NE(error_of(a.body).find("Content-Length"), std::string::npos) << a.body;
    a = raw(head + "Content-Length: 2x\r\n\r\n{}");
    EXPECT_EQ(a.status, 400) << a.head << a.body;
    a = raw(head + "Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}");
    EXPECT_EQ(a.status, 400) << a.head << a.body;
    // The well-formed request is answered.
    a = raw(head + "Content-Length: 2\r\n\r\n{}");
    EXPECT_EQ(a.status, 200) << a.head << a.body;
}

// Methods an endpoint does not take get 405 with an Allow header naming the ones it does; an
// unknown endpoint stays 404.
TEST_F(ServeLoad, UnsupportedMethodsGet405WithAllow) {
    struct Case {
        const char* method;
        const char* path;
        const char* allow;
    };
    const Case cases[] = {
        {"PUT", "/api/eval", "POST"},       {"DELETE", "/api/eval", "POST"},
        {"OPTIONS", "/api/eval", "POST"},   {"PATCH", "/api/legal", "POST"},
        {"PUT", "/api/profiles", "GET"},    {"DELETE", "/api/pst", "GET"},
        {"OPTIONS", "/api/search", "POST"}, {"GET", "/api/search", "POST"},
        {"GET", "/api/stop", "POST"},       {"GET", "/api/eval", "POST"},
        {"POST", "/api/profiles", "GET"},   {"PUT", "/", "GET"},
        {"POST", "/index.html", "GET"},     {"DELETE", "/api/search", "POST"},
    };
    for (const Case& t : cases) {
        const auto a = raw(std::string(t.method) + " " + t.path + " HTTP/1.1\r\nHost: " + host() +
                           "\r\nContent-Length: 0\r\n\r\n");
        EXPECT_EQ(a.status, 405) << t.method << " " << t.path << "\n" << a.head << a.body;
        EXPECT_NE(a.header("Allow").find(t.allow), std::string::npos) << t.method << " " << t.path << "\n"
                                                                      << a.head;
        EXPECT_NE(error_of(a.body), "") << t.method << " " << t.path << " " << a.body;
    }
    for (const char* method : {"PUT", "DELETE", "OPTIONS"}) {
        const auto a = raw(std::string(method) + " /api/nothing HTTP/1.1\r\nHost: " + host() +
                           "\r\nContent-Length: 0\r\n\r\n");
        EXPECT_EQ(a.status, 404) << method << "\n" << a.head << a.body;
    }
}

// A request refused before its endpoint is answered once its body is read: a client that sends a
// whole body and then waits for the answer (httplib's client, which also says Connection: close)
// reads it, rather than finding the connection reset by a server that closed on unread data.
TEST_F(ServeLoad, RefusedRequestsWithBodiesAreAnswered) {
    auto c                 = client();
    const std::string body = std::string(200 * 1024, ' ') + "{}";
    auto r                 = c.Put("/api/eval", body, "application/json");
    ASSERT_TRUE(r) << httplib::to_string(r.error());
    EXPECT_EQ(r->status, 405);
    r = c.Post("/", body, "application/json");
    ASSERT_TRUE(r) << httplib::to_string(r.error());
    EXPECT_EQ(r->status, 405);
    r = c.Post("/api/eval", {{"Host", "evil.example:" + std::to_string(port)}}, body, "application/json");
    ASSERT_TRUE(r) << httplib::to_string(r.error());
    EXPECT_EQ(r->status, 403);
    r = c.Post("/api/eval", body, "application/json"); // over 64 KB
    ASSERT_TRUE(r) << httplib::to_string(r.error());
    EXPECT_EQ(r->status, 413);
    // And the connection is still usable by the next request.
    r = c.Get("/api/profiles");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 200);
}

// `"infinite": false` with no other limit is an error naming the field (it started an infinite
// search); with a limit it is simply not infinite.
TEST_F(ServeLoad, InfiniteFalseNeedsAnotherLimit) {
    SearchRequest sr;
    std::string err;
    EXPECT_FALSE(parse_search(R"({"client": "f", "infinite": false})", sr, &err));
    EXPECT_NE(err.find("'infinite'"), std::string::npos) << err;
    ASSERT_TRUE(parse_search(R"({"client": "f", "infinite": false, "depth": 2})", sr, &err)) << err;
    EXPECT_FALSE(sr.infinite);
    // Through the server: refused, not streamed. (The stream, were there one, is not read on.)
    auto c     = client();
    int status = -1;
    std::string body;
    httplib::Request req;
    req.method = "POST";
    req.path   = "/api/search";
    req.set_header("Content-Type", "application/json");
    req.body             = R"({"client": "f", "infinite": false})";
    req.response_handler = [&](const httplib::Response& r) {
        status = r.status;
        return r.status != 200;
    };
    req.content_receiver = [&](const char* data, std::size_t n, std::uint64_t, std::uint64_t) {
        body.append(data, n);
        return true;
    };
    c.send(req);
    EXPECT_EQ(status, 400);
    EXPECT_NE(error_of(body).find("'infinite'"), std::string::npos) << body;
    auto r = c.Post("/api/search", R"({"client": "f", "infinite": false, "depth": 2})", "application/json");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 200);
    EXPECT_NE(r->body.find("\"bestmove\""), std::string::npos);
}

// A request with two Host headers (or two Origin headers) is refused: which one would the check
// have seen?
TEST_F(ServeLoad, TwoHostHeadersAreRefused) {
    auto a = raw("GET /api/profiles HTTP/1.1\r\nHost: " + host() + "\r\nHost: evil.example\r\n\r\n");
    EXPECT_EQ(a.status, 400) << a.head << a.body;
    EXPECT_NE(error_of(a.body).find("Host"), std::string::npos) << a.body;
    a = raw("GET /api/profiles HTTP/1.1\r\nHost: " + host() + "\r\nHost: " + host() + "\r\n\r\n");
    EXPECT_EQ(a.status, 400) << a.head << a.body;
    a = raw("GET /api/profiles HTTP/1.1\r\nHost: " + host() + "\r\nOrigin: http://" + host() +
            "\r\nOrigin: http://evil.example\r\n\r\n");
    EXPECT_EQ(a.status, 400) << a.head << a.body;
    a = raw("GET /api/profiles HTTP/1.1\r\nHost: " + host() + "\r\n\r\n");
    EXPECT_EQ(a.status, 200) << a.head;
}

// A tuning job beside the rest of the server (under TSan in `make test`): while it runs, other
// requests are answered (an evaluation, a search) and a second job is refused (503); /api/stop ends
// it after its batch with the best weights so far. Waits on the stream's events: the requests go
// out at its first epoch, of a job nothing else ends before its 300 epochs.
TEST_F(ServeLoad, TuneJobBesideSearchesAndItsStop) {
    const std::vector<std::string> data = test::data_lines("tuning/sf15-selfplay.epd.xz");
    ASSERT_GT(data.size(), 6000u);
    std::string positions;
    for (std::size_t i = 0; i < 6000; ++i) positions += data[i] + "\n";
    const json request = {{"client", "tuner"}, {"profile", "quince"}, {"positions", positions},
                          {"epochs", 300},     {"patience", 300},     {"threads", 2}};
    httplib::Client c  = client();
    httplib::Request req;
    req.method = "POST";
    req.path   = "/api/tune";
    req.set_header("Content-Type", "application/json");
    req.body = request.dump();
    std::vector<json> events;
    std::string rest;
    int eval_status = 0, search_status = 0, second_status = 0;
    bool stopped         = false;
    req.content_receiver = [&](const char* d, std::size_t n, std::uint64_t, std::uint64_t) {
        rest.append(d, n);
        for (std::size_t end; (end = rest.find("\n\n")) != std::string::npos;) {
            const std::string chunk = rest.substr(0, end);
            rest.erase(0, end + 2);
            if (chunk.rfind("data: ", 0) != 0) continue;
            events.push_back(json::parse(chunk.substr(6), nullptr, false));
            if (events.back()["type"] == "epoch" && !stopped) {
                httplib::Client o = client();
                auto e = o.Post("/api/eval", json({{"profiles", {"quince"}}}).dump(), "application/json");
                auto sr =
                    o.Post("/api/search", json({{"client", "s1"}, {"depth", 4}}).dump(), "application/json");
                auto t2     = o.Post("/api/tune", json({{"client", "t2"}, {"positions", "x"}}).dump(),
                                     "application/json");
                eval_status = e ? e->status : -1, search_status = sr ? sr->status : -1;
                second_status = t2 ? t2->status : -1;
                auto st       = o.Post("/api/stop", json({{"client", "tuner"}}).dump(), "application/json");
                stopped       = st && st->status == 200 && json::parse(st->body).value("stopped", false);
            }
        }
        return true;
    };
    const auto res = c.send(req);
    ASSERT_TRUE(res);
    EXPECT_EQ(res->status, 200);
    EXPECT_EQ(eval_status, 200);
    EXPECT_EQ(search_status, 200);
    EXPECT_EQ(second_status, 503);
    EXPECT_TRUE(stopped);
    ASSERT_FALSE(events.empty());
    EXPECT_EQ(events.back()["type"], "result") << events.back().dump();
    EXPECT_EQ(events.back()["stopped"], "stopped");
    EXPECT_LT(events.back()["epochs"].get<int>(), 300);
}

#endif // QUINCE_HAVE_SERVE

// POST /api/analyse: a long analysis streams progress; /api/stop (sent once three positions are
// done) ends it with an "analysis" event of the moves done so far, complete false. A second
// analysis of the same client, then a search of that client, each end the one before: the
// earlier stream still ends with its own last event, and no search outlives its stream.
TEST_F(ServeLoad, GameAnalysisStreamsAndStops) {
    httplib::Client c = client();
    const auto pgn =
        c.Post("/api/pgn",
               json({{"pgn", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 "
                             "8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 *"}})
                   .dump(),
               "application/json");
    ASSERT_TRUE(pgn && pgn->status == 200);
    const json tree = json::parse(pgn->body)["tree"];

    // Runs one analysis request on its own thread; `on_event` sees each event as it comes.
    struct Stream {
        std::thread thread;
        std::vector<json> events;
        int status = -1;
        ~Stream() {
            if (thread.joinable()) thread.join(); // after a failed check: the stream ends by itself
        }
    };
    std::mutex m;
    std::condition_variable cv;
    auto start = [&](Stream& s, const std::string& client_id, long long nodes) {
        s.thread = std::thread([&, client_id, nodes] {
            httplib::Client hc = client();
            httplib::Request req;
            req.method = "POST";
            req.path   = "/api/analyse";
            req.set_header("Content-Type", "application/json");
            req.body = json({{"client", client_id}, {"tree", tree}, {"nodes", nodes}}).dump();
            std::string rest;
            req.content_receiver = [&](const char* data, std::size_t n, std::uint64_t, std::uint64_t) {
                rest.append(data, n);
                for (std::size_t end; (end = rest.find("\n\n")) != std::string::npos;) {
                    const std::string chunk = rest.substr(0, end);
                    rest.erase(0, end + 2);
                    if (chunk.rfind("data: ", 0) != 0) continue;
                    std::lock_guard l(m);
                    s.events.push_back(json::parse(chunk.substr(6), nullptr, false));
                    cv.notify_all();
                }
                return true;
            };
            const auto res = hc.send(req);
            std::lock_guard l(m);
            s.status = res ? res->status : -1;
            cv.notify_all();
        });
    };
    auto progress = [&](const Stream& s) {
        int done = 0;
        for (const json& e : s.events)
            if (e.is_object() && e.value("type", "") == "progress") done = e.value("done", 0);
        return done;
    };
    auto wait_for = [&](auto&& pred) {
        std::unique_lock l(m);
        return cv.wait_for(l, std::chrono::minutes(2), pred);
    };
    // Long enough that Stop lands in the middle of the game, on any host (fewer under sanitizers,
    // here's or the driven engine's).
    const long long per_position = test::engine_sanitized() ? 100'000 : 300'000;

    Stream first;
    start(first, "an-1", per_position);
    ASSERT_TRUE(wait_for([&] { return progress(first) >= 3; })) << "no progress";
    const auto stopped = c.Post("/api/stop", json({{"client", "an-1"}}).dump(), "application/json");
    ASSERT_TRUE(stopped && stopped->status == 200);
    EXPECT_EQ(json::parse(stopped->body)["stopped"], true);
    first.thread.join();
    ASSERT_EQ(first.status, 200);
    ASSERT_FALSE(first.events.empty());
    const json& last = first.events.back();
    ASSERT_EQ(last.value("type", ""), "analysis") << last.dump();
    EXPECT_FALSE(last["complete"].get<bool>());
    EXPECT_GE(last["moves"].size(), 2u);
    EXPECT_LT(last["moves"].size(), 20u);
    EXPECT_EQ(last["tree"]["nodes"].size() >= tree["nodes"].size(), true);
    for (const json& mv : last["moves"]) EXPECT_TRUE(mv.contains("eval") && mv.contains("best")) << mv.dump();

    // A new analysis of the same client ends a running one; a search of that client ends that.
    Stream second, third;
    start(second, "an-2", per_position);
    ASSERT_TRUE(wait_for([&] { return progress(second) >= 1; }));
    start(third, "an-2", per_position);
    second.thread.join();
    EXPECT_EQ(second.status, 200);
    ASSERT_FALSE(second.events.empty());
    EXPECT_EQ(second.events.back().value("type", ""), "analysis");
    EXPECT_FALSE(second.events.back()["complete"].get<bool>());
    ASSERT_TRUE(wait_for([&] { return progress(third) >= 1; }));
    httplib::Request search;
    search.method = "POST";
    search.path   = "/api/search";
    search.set_header("Content-Type", "application/json");
    search.body           = json({{"client", "an-2"}, {"depth", 3}}).dump();
    const auto search_res = client().send(search);
    ASSERT_TRUE(search_res);
    EXPECT_EQ(search_res->status, 200);
    EXPECT_NE(search_res->body.find("\"bestmove\""), std::string::npos);
    third.thread.join();
    ASSERT_FALSE(third.events.empty());
    EXPECT_EQ(third.events.back().value("type", ""), "analysis") << third.events.back().dump();
    EXPECT_FALSE(third.events.back().value("complete", true)) << "the search did not end the analysis";
}

} // namespace test_serve_load
