#include "serve/server.h"

#include <httplib.h>
#include <pthread.h>
#include <signal.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <iostream>
#include <map>
#include <mutex>
#include <thread>

#include "eval/profile.h"
#include "search/search.h"
#include "serve/api.h"
#include "serve/assets.h"
#include "serve/search_event.h"

namespace quince::serve {

namespace {

long long now_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

// One search's events on their way to its stream.
struct Channel {
    std::mutex m;
    std::condition_variable cv;
    std::deque<std::string> events; // JSON texts
    bool done = false;              // bestmove sent: nothing more comes
};

// One client's engine (its hash table and history survive between its searches).
struct Session {
    std::mutex control; // start/wait/options of the engine come from one thread at a time
    search::Engine engine;
    std::shared_ptr<Channel> channel; // the current (or last) search's
    // The profile asked for, its personality and the profile the engine evaluates with: `base`
    // itself when neutral, else `personal` (with_personality), kept alive while the engine may
    // search with it.
    const eval::Profile* base = nullptr;
    eval::Personality personality;
    std::shared_ptr<const eval::Profile> personal;
    long long last_used = 0;
    int streams         = 0; // streams attached (guarded by Impl::m)
};

// Stops the session's search only while it is still the one `ch` streams. A stream ends (and
// httplib releases it) after its client has read the bestmove, and by then the client may have
// started its next search, which a plain engine.stop() here would cut short.
void stop_if_current(Session& s, const std::shared_ptr<Channel>& ch) {
    std::lock_guard control(s.control);
    if (s.channel == ch) s.engine.stop();
}

} // namespace

struct Server::Impl {
    ServeOptions opt;
    httplib::Server http;
    std::vector<std::string> hosts;
    int port = -1;
    std::mutex m; // sessions
    std::map<std::string, std::shared_ptr<Session>> sessions;

    void routes();
    void search(const httplib::Request& req, httplib::Response& res);
    void stop_search(const httplib::Request& req, httplib::Response& res);
    // The client's session, new or reused; null with a message when every engine is busy or too
    // many searches run. Called with `m` held.
    std::shared_ptr<Session> session_for(const std::string& client, std::string* error);
};

namespace {

void send(httplib::Response& res, const Reply& r) {
    res.status = r.status;
    res.set_content(r.body, r.content_type.c_str());
}

void security_headers(httplib::Response& res) {
    res.set_header("X-Content-Type-Options", "nosniff");
    res.set_header("Referrer-Policy", "no-referrer");
    res.set_header("Cache-Control", "no-store");
    res.set_header("Content-Security-Policy",
                   "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
                   "connect-src 'self'; frame-ancestors 'none'");
}

bool is_loopback(const std::string& host) {
    return host == "127.0.0.1" || host == "localhost" || host == "::1" || host.rfind("127.", 0) == 0;
}

} // namespace

std::shared_ptr<Session> Server::Impl::session_for(const std::string& client, std::string* error) {
    int running = 0;
    for (auto& [id, s] : sessions) running += s->engine.searching() || s->streams > 0;
    auto it = sessions.find(client);
    if (it != sessions.end()) {
        const bool busy = it->second->engine.searching() || it->second->streams > 0;
        if (!busy && running >= opt.max_searches) {
            *error = "too many searches are running (at most " + std::to_string(opt.max_searches) + ")";
            return nullptr;
        }
        return it->second;
    }
    if (running >= opt.max_searches) {
        *error = "too many searches are running (at most " + std::to_string(opt.max_searches) + ")";
        return nullptr;
    }
    if (int(sessions.size()) >= opt.max_clients) { // reuse the engine idle longest
        auto idle = sessions.end();
        for (auto i = sessions.begin(); i != sessions.end(); ++i)
            if (!i->second->engine.searching() && i->second->streams == 0 &&
                (idle == sessions.end() || i->second->last_used < idle->second->last_used))
                idle = i;
        if (idle == sessions.end()) {
            *error = "every engine is busy";
            return nullptr;
        }
        sessions.erase(idle);
    }
    auto s = std::make_shared<Session>();
    sessions.emplace(client, s);
    return s;
}

void Server::Impl::search(const httplib::Request& req, httplib::Response& res) {
    if (req.body.size() > SmallBody) return send(res, error_reply(413, "request body too large"));
    SearchRequest sr;
    std::string err;
    if (!parse_search(req.body, sr, &err)) return send(res, error_reply(400, err));
    std::shared_ptr<Session> s;
    {
        std::lock_guard lock(m);
        if (!(s = session_for(sr.client, &err))) return send(res, error_reply(503, err));
        s->last_used = now_ms();
    }
    std::lock_guard control(s->control);
    // One search per client: a new one ends the client's previous search (its stream then ends).
    s->engine.stop();
    s->engine.wait();
    const eval::Profile* prof = eval::find_profile(sr.profile);
    if (!prof) return send(res, error_reply(400, "unknown profile"));
    if (prof != s->base || sr.personality != s->personality) {
        // The new profile is made while the old one is alive, so the evaluators (which compare
        // addresses) see a change; the old one goes once the engine no longer refers to it.
        auto next = sr.personality.neutral() ? nullptr : eval::with_personality(*prof, sr.personality);
        s->engine.set_profile(next ? *next : *prof);
        s->engine.clear(); // the hash holds the old evaluation's values
        s->personal    = std::move(next);
        s->base        = prof;
        s->personality = sr.personality;
    }
    s->engine.set_skill(sr.skill); // full strength unless the request asks for less
    s->engine.set_multipv(sr.multipv);
    auto ch    = std::make_shared<Channel>();
    s->channel = ch;
    auto push  = [ch](nlohmann::json e) {
        std::lock_guard lock(ch->m);
        if (e["type"] == "bestmove") ch->done = true;
        ch->events.push_back(json_text(e));
        ch->cv.notify_all();
    };
    search::SearchListener listener;
    listener.on_info = [push](const Position& root, const std::vector<search::SearchInfo>& lines) {
        for (const auto& info : lines) push(info_event(root, info));
    };
    listener.on_bestmove = [push](const Position& root, Move best, Move ponder) {
        push(bestmove_event(root, best, ponder));
    };
    s->engine.set_listener(std::move(listener));
    search::Limits lim;
    const long long cap = 1000LL * opt.search_cap_s;
    if (sr.movetime)
        lim.movetime = std::min(sr.movetime, cap);
    else if (sr.infinite)
        lim.movetime = cap; // "until stop", within the cap
    lim.depth = sr.depth;
    lim.nodes = std::uint64_t(sr.nodes);
    for (int c = 0; c < 2; ++c) lim.time[c] = sr.time[c], lim.inc[c] = sr.inc[c];
    lim.start                = search::now_ms();
    const long long deadline = now_ms() + cap;
    {
        std::lock_guard lock(m);
        ++s->streams;
    }
    s->engine.start(sr.root, lim);
    res.set_header("X-Accel-Buffering", "no");
    // The stream: each event as `data: JSON`, until bestmove. A client that goes away, or a
    // search past the cap (depth, nodes and clock limits included), is stopped.
    res.set_chunked_content_provider(
        "text/event-stream",
        [ch, s, deadline](std::size_t, httplib::DataSink& sink) {
            std::unique_lock lock(ch->m);
            ch->cv.wait_for(lock, std::chrono::milliseconds(200),
                            [&] { return !ch->events.empty() || ch->done; });
            while (!ch->events.empty()) {
                const std::string chunk = "data: " + ch->events.front() + "\n\n";
                ch->events.pop_front();
                if (!sink.write(chunk.data(), chunk.size())) {
                    lock.unlock();
                    stop_if_current(*s, ch);
                    return false;
                }
            }
            if (ch->done) {
                sink.done();
                return true;
            }
            lock.unlock();
            if (now_ms() > deadline) stop_if_current(*s, ch);
            if (!sink.is_writable()) {
                stop_if_current(*s, ch);
                return false;
            }
            return true;
        },
        [this, s, ch](bool) {
            stop_if_current(*s, ch); // the stream ended (or the client left): no search outlives it
            std::lock_guard lock(m);
            --s->streams;
        });
}

void Server::Impl::stop_search(const httplib::Request& req, httplib::Response& res) {
    std::string client, err;
    if (req.body.size() > SmallBody) return send(res, error_reply(413, "request body too large"));
    if (!parse_stop(req.body, client, &err)) return send(res, error_reply(400, err));
    std::lock_guard lock(m);
    const auto it        = sessions.find(client);
    const bool searching = it != sessions.end() && it->second->engine.searching();
    if (searching) it->second->engine.stop();
    send(res,
         {200, "application/json", std::string("{\"stopped\": ") + (searching ? "true" : "false") + "}"});
}

void Server::Impl::routes() {
    http.set_payload_max_length(LargeBody);
    http.set_read_timeout(10, 0);
    http.set_tcp_nodelay(true); // small JSON answers: no Nagle delay against the client's delayed ACK
    http.new_task_queue = [] { return new httplib::ThreadPool(16); };
    // Every request: the Host (and Origin) must be ours (DNS rebinding, cross-site requests).
    http.set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
        // No compression: Debian's cpp-httplib answers with Brotli at its slowest setting when the
        // browser accepts it (tens of milliseconds for an evaluation's JSON), and on this machine's
        // loopback there is nothing to save. The request object is httplib's own, not const.
        const_cast<httplib::Request&>(req).headers.erase("Accept-Encoding");
        security_headers(res);
        std::string why;
        if (!host_allowed(hosts, req.get_header_value("Host"), req.get_header_value("Origin"), &why)) {
            send(res, error_reply(403, why));
            return httplib::Server::HandlerResponse::Handled;
        }
        return httplib::Server::HandlerResponse::Unhandled;
    });
    http.Post("/api/search",
              [this](const httplib::Request& req, httplib::Response& res) { search(req, res); });
    http.Post("/api/stop",
              [this](const httplib::Request& req, httplib::Response& res) { stop_search(req, res); });
    auto api = [](const httplib::Request& req, httplib::Response& res) {
        Request r{req.method, req.path, {}, req.body};
        for (const auto& [k, v] : req.params) r.query.emplace(k, v);
        send(res, handle_api(r));
    };
    http.Get("/api/.*", api);
    http.Post("/api/.*", api);
    http.Get(".*", [](const httplib::Request& req, httplib::Response& res) {
        const Asset* a = find_asset(req.path);
        if (!a) return send(res, error_reply(404, "not found"));
        res.set_content(reinterpret_cast<const char*>(a->data), a->size,
                        std::string(a->content_type).c_str());
    });
    // Errors httplib answers itself (unknown method, oversized body, bad request line) in JSON too.
    http.set_error_handler([](const httplib::Request&, httplib::Response& res) {
        if (res.body.empty()) {
            const std::string msg = res.status == 413 ? "request body too large"
                                    : res.status == 404
                                        ? "not found"
                                        : "bad request (HTTP status " + std::to_string(res.status) + ")";
            res.set_content(error_reply(res.status, msg).body, "application/json");
        }
    });
    http.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
        send(res, error_reply(500, "internal error"));
    });
}

Server::Server(ServeOptions options) : impl_(std::make_unique<Impl>()) {
    impl_->opt = std::move(options);
    impl_->routes();
}

Server::~Server() {
    stop();
    std::lock_guard lock(impl_->m);
    for (auto& [id, s] : impl_->sessions) s->engine.stop();
}

int Server::bind(std::string* error) {
    Impl& d = *impl_;
    d.port  = d.opt.port == 0 ? d.http.bind_to_any_port(d.opt.host)
                              : (d.http.bind_to_port(d.opt.host, d.opt.port) ? d.opt.port : -1);
    if (d.port < 0) {
        if (error) *error = "cannot listen on " + d.opt.host + ":" + std::to_string(d.opt.port);
        return -1;
    }
    const std::string p = ":" + std::to_string(d.port);
    d.hosts.clear();
    const bool v6 = d.opt.host.find(':') != std::string::npos;
    d.hosts.push_back((v6 ? "[" + d.opt.host + "]" : d.opt.host) + p);
    if (is_loopback(d.opt.host))
        for (const char* h : {"127.0.0.1", "localhost", "[::1]"}) d.hosts.push_back(h + p);
    for (const std::string& h : d.opt.allow_hosts)
        d.hosts.push_back(h.find(':') == std::string::npos || h.back() == ']' ? h + p : h);
    return d.port;
}

void Server::run() {
    impl_->http.listen_after_bind();
    std::lock_guard lock(impl_->m);
    for (auto& [id, s] : impl_->sessions) s->engine.stop();
}

void Server::stop() { impl_->http.stop(); }

const std::vector<std::string>& Server::allowed_hosts() const { return impl_->hosts; }

} // namespace quince::serve

namespace quince::serve {

int run(const ServeOptions& opt) {
    // SIGINT / SIGTERM end the server cleanly (searches stopped): handled by a thread of its own.
    sigset_t sigs;
    sigemptyset(&sigs);
    sigaddset(&sigs, SIGINT);
    sigaddset(&sigs, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &sigs, nullptr);
    serve::Server server(opt);
    std::string err;
    const int port = server.bind(&err);
    if (port < 0) {
        std::cerr << "error: " << err << "\n";
        return 1;
    }
    const std::string shown = opt.host.find(':') != std::string::npos ? "[" + opt.host + "]" : opt.host;
    std::cout << "Quince explorer: http://" << shown << ":" << port << "/" << std::endl;
    if (opt.host != "127.0.0.1" && opt.host != "localhost" && opt.host != "::1")
        std::cout << "warning: listening on " << opt.host << ", not only this machine" << std::endl;
    std::thread signals([&] {
        int sig = 0;
        sigwait(&sigs, &sig);
        server.stop();
    });
    server.run();
    // The server stopped by itself (not through a signal): wake the signal thread to end it.
    pthread_kill(signals.native_handle(), SIGTERM);
    signals.join();
    return 0;
}

} // namespace quince::serve
