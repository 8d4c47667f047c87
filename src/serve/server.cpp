#include "serve/server.h"

#include <httplib.h>
#ifndef _WIN32
#include <pthread.h>
#include <signal.h>
#endif

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <iostream>
#include <map>
#include <mutex>
#include <optional>
#include <system_error>
#include <thread>
#include <utility>

#include "eval/profile.h"
#include "search/analysis.h"
#include "search/engine.h"
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
    // The engine's profile when it is an edited one (serve/api.h), which nothing else keeps alive:
    // declared before the engine, so that it outlives it.
    std::shared_ptr<const eval::Profile> profile;
    search::Engine engine;
    std::shared_ptr<Channel> channel; // the current (or last) search's
    long long last_used = 0;
    // Search requests holding a slot (guarded by Impl::m): taken by session_for when the request is
    // let in, given back when its stream ends (or at once when it ends without one). A session
    // with a slot, or whose engine still searches, is busy: it counts against max_searches and is
    // never reused for another client.
    int slots = 0;
    // A game analysis (POST /api/analyse) runs on a thread of its own, searching with `engine` one
    // position after the other; `cancel` ends it after the current search (which is stopped).
    std::thread job;
    std::atomic<bool> cancel{false}, job_running{false};
    bool busy() const { return slots > 0 || engine.searching() || job_running; }
    // Ends the analysis, if one runs, and waits for its thread.
    void end_job() {
        cancel = true;
        engine.stop();
        if (job.joinable()) job.join();
        cancel = false;
    }
    ~Session() { end_job(); }
};

// Stops the session's search only while it is still the one `ch` streams. A stream ends (and
// httplib releases it) after its client has read the bestmove, and by then the client may have
// started its next search, which a plain engine.stop() here would cut short.
void stop_if_current(Session& s, const std::shared_ptr<Channel>& ch) {
    std::lock_guard control(s.control);
    if (s.channel == ch) s.cancel = true, s.engine.stop();
}

// Pushes one event (JSON text) to a stream; `last` ends it.
void push_event(Channel& ch, std::string event, bool last) {
    std::lock_guard lock(ch.m);
    if (last) ch.done = true;
    ch.events.push_back(std::move(event));
    ch.cv.notify_all();
}

// httplib's connection queue: every connection gets a thread of its own, made when none is free, up
// to `max` (then connections wait for one). httplib serves a connection on one thread from its
// first byte to the end of its keep-alive, so a fixed pool (it was 16 threads) let as many idle or
// half-open connections starve every other request for their whole timeouts. Threads are kept
// for the next connections and joined when the server stops.
class ConnectionThreads : public httplib::TaskQueue {
  public:
    explicit ConnectionThreads(std::size_t max) : max_(max) {}
    ~ConnectionThreads() override { shutdown(); }
    void enqueue(std::function<void()> fn) override {
        std::lock_guard lock(m_);
        jobs_.push_back(std::move(fn));
        if (jobs_.size() > idle_ && threads_.size() < max_) {
            try {
                threads_.emplace_back([this] { work(); });
            } catch (const std::system_error&) {
                // No thread to be had (a process limit): the connection waits for one that is.
            }
        }
        cv_.notify_one();
    }
    void shutdown() override {
        {
            std::lock_guard lock(m_);
            done_ = true;
        }
        cv_.notify_all();
        for (auto& t : threads_)
            if (t.joinable()) t.join();
    }

  private:
    void work() {
        std::unique_lock lock(m_);
        for (;;) {
            ++idle_;
            cv_.wait(lock, [this] { return !jobs_.empty() || done_; });
            --idle_;
            if (jobs_.empty()) return; // stopped, and every connection served
            auto fn = std::move(jobs_.front());
            jobs_.pop_front();
            lock.unlock();
            fn();
            lock.lock();
        }
    }
    const std::size_t max_;
    std::mutex m_;
    std::condition_variable cv_;
    std::deque<std::function<void()>> jobs_;
    std::vector<std::thread> threads_;
    std::size_t idle_ = 0; // threads waiting for a connection
    bool done_        = false;
};

// Connections served at once (each on its own thread). The server is for this machine's browser
// and scripts, a few connections each: this many leave room for hundreds of idle ones.
constexpr std::size_t MaxConnections = 256;
// A connection that sends nothing (or stops in the middle of a request) is closed after this long.
constexpr int IdleTimeoutS = 5;

} // namespace

// The tuning job (POST /api/tune): one at a time in the whole server, on a thread of its own, which
// the server joins before it goes. `cancel` ends the fit after its current batch (the best weights
// so far are the result).
struct TuneJob {
    std::mutex m;
    bool running = false; // under m
    std::string client;   // under m: whose job runs (POST /api/stop with it stops it)
    std::atomic<bool> cancel{false};
    std::thread thread;
};

struct Server::Impl {
    ServeOptions opt;
    std::shared_ptr<TuneJob> tuning = std::make_shared<TuneJob>();
    httplib::Server http;
    std::vector<std::string> hosts;
    int port          = -1;
    socket_t listener = INVALID_SOCKET; // the listening socket (its backlog: bind())
    std::mutex m;                       // sessions
    std::map<std::string, std::shared_ptr<Session>> sessions;

    void routes();
    // What every request passes before it is routed or its body read: the refusal, if it is
    // refused (Refusal, below).
    std::optional<struct Refusal> refusal(const httplib::Request& req) const;
    void search(const std::string& body, httplib::Response& res);
    void analyse(const std::string& body, httplib::Response& res);
    void tune(const std::string& body, httplib::Response& res);
    ~Impl() {
        tuning->cancel = true;
        if (tuning->thread.joinable()) tuning->thread.join();
    }
    // The response streams `ch`'s events (server-sent events) until its last one; a client that
    // goes away, or a stream past `deadline` (ms, 0: none), stops the session's work. The slot is
    // held until the stream ends.
    void stream(httplib::Response& res, const std::shared_ptr<Session>& s, const std::shared_ptr<Channel>& ch,
                long long deadline, std::shared_ptr<void> slot);
    void stop_search(const std::string& body, httplib::Response& res);
    // The client's session for a search or an analysis: a slot taken (session_for), given back
    // when the last holder of `slot` lets go (the stream, or the caller if it returns without
    // one); its control in `control`; its previous search or analysis ended (whose stream then
    // ends). Null after answering 503 when every engine is busy or too many searches run.
    std::shared_ptr<Session> claim(const std::string& client, httplib::Response& res,
                                   std::shared_ptr<void>& slot, std::unique_lock<std::mutex>& control);
    // The client's session, new or reused, with a search slot taken (Session::slots); null with a
    // message when every engine is busy or too many searches run. Called with `m` held: the count
    // and the slot are one step, so requests arriving together cannot all pass the count.
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

// The connection closes after the answer (the request's body, of a length not known, is not read:
// its bytes must not be taken for a next request). httplib's request object is its own, not const.
void close_after(const httplib::Request& req) {
    auto& headers = const_cast<httplib::Request&>(req).headers;
    headers.erase("Connection");
    headers.emplace("Connection", "close");
}

bool is_stream_endpoint(const std::string& path) {
    return path == "/api/search" || path == "/api/stop" || path == "/api/analyse" || path == "/api/tune";
}

std::string too_large(std::size_t limit) {
    return "request body too large (limit " + std::to_string(limit) + " bytes)";
}

bool chunked(const httplib::Request& req) {
    std::string te = req.get_header_value("Transfer-Encoding");
    for (char& c : te) c = char(std::tolower(static_cast<unsigned char>(c)));
    return te == "chunked";
}

bool has_body(const httplib::Request& req) {
    return req.has_header("Content-Length") ? req.get_header_value("Content-Length") != "0" : chunked(req);
}

// The body's length as its Content-Length gives it (0 if none; refusal() has checked it).
std::uint64_t declared_length(const httplib::Request& req) {
    const std::string v = req.get_header_value("Content-Length");
    return !v.empty() && v.size() <= 18 &&
                   std::all_of(v.begin(), v.end(), [](unsigned char c) { return std::isdigit(c); })
               ? std::stoull(v)
               : 0;
}

// A request's body, read here rather than by httplib, which refuses form-encoded bodies (what
// `curl -d` sends) over 8 KB with a 413 and parses them as form fields. Up to `keep` bytes are
// kept; the rest is read and dropped (up to LargeBody more; past that the connection closes), so
// that the client reads its answer: a socket closed on unread data resets the connection, and
// the answer may be lost with it.
struct Body {
    std::string text;
    std::uint64_t size = 0;    // bytes read
    bool complete      = true; // read to its end
};
Body read_body(const httplib::Request& req, const httplib::ContentReader& reader, std::size_t keep) {
    Body b;
    if (!has_body(req)) return b; // neither a length nor chunks (httplib would read until the client closes)
    const auto receive = [&](const char* data, std::size_t n) {
        b.size += n;
        if (b.text.size() < keep) b.text.append(data, std::min(n, keep - b.text.size()));
        return b.size <= std::uint64_t(keep) + LargeBody;
    };
    // (A multipart body, refused, goes through httplib's multipart reader: its plain one has none.)
    b.complete = req.is_multipart_form_data()
                     ? reader([](const httplib::MultipartFormData&) { return true; }, receive)
                     : reader(receive);
    if (!b.complete) close_after(req);
    return b;
}

// An API answer; a 405 names the method the endpoint takes (GET or POST: it is the other one).
void send_api(const httplib::Request& req, httplib::Response& res, const Reply& r) {
    send(res, r);
    if (r.status == 405) res.set_header("Allow", req.method == "POST" ? "GET, HEAD" : "POST");
}

} // namespace

// A request refused before it reaches its endpoint: the answer, the methods a 405 names, and
// whether the connection closes after it (when the body's length is not known).
struct Refusal {
    Reply reply;
    std::string allow;
    bool close = false;
};

namespace {

void send_refusal(const httplib::Request& req, httplib::Response& res, const Refusal& r) {
    send(res, r.reply);
    if (!r.allow.empty()) res.set_header("Allow", r.allow);
    if (r.close) close_after(req);
}

// A refused request whose body httplib goes on to read (POST, PUT, PATCH, DELETE) is answered by
// its handler once the body is read and dropped (read_body): set by the pre-routing handler, taken
// by the handler, on the connection's thread.
thread_local std::optional<Refusal> deferred_refusal;

bool body_is_read(const std::string& method) {
    return method == "POST" || method == "PUT" || method == "PATCH" || method == "DELETE";
}

} // namespace

std::shared_ptr<Session> Server::Impl::session_for(const std::string& client, std::string* error) {
    int running = 0;
    for (auto& [id, s] : sessions) running += s->busy();
    auto it = sessions.find(client);
    std::shared_ptr<Session> s;
    if (it != sessions.end() && it->second->busy()) {
        s = it->second; // the client's own search, which the new one replaces: it counts once
    } else if (running >= opt.max_searches) {
        *error = "too many searches are running (at most " + std::to_string(opt.max_searches) + ")";
        return nullptr;
    } else if (it != sessions.end()) {
        s = it->second;
    } else {
        if (int(sessions.size()) >= opt.max_clients) { // reuse the engine idle longest
            auto idle = sessions.end();
            for (auto i = sessions.begin(); i != sessions.end(); ++i)
                if (!i->second->busy() &&
                    (idle == sessions.end() || i->second->last_used < idle->second->last_used))
                    idle = i;
            if (idle == sessions.end()) {
                *error = "every engine is busy";
                return nullptr;
            }
            sessions.erase(idle);
        }
        s = sessions.emplace(client, std::make_shared<Session>()).first->second;
    }
    ++s->slots;
    s->last_used = now_ms();
    return s;
}

std::shared_ptr<Session> Server::Impl::claim(const std::string& client, httplib::Response& res,
                                             std::shared_ptr<void>& slot,
                                             std::unique_lock<std::mutex>& control) {
    std::shared_ptr<Session> s;
    std::string err;
    {
        std::lock_guard lock(m);
        if (!(s = session_for(client, &err))) {
            send(res, error_reply(503, err));
            return nullptr;
        }
    }
    // The slot goes back when the last of this request's holders lets go: its stream, or the
    // caller if it returns without one.
    slot    = std::shared_ptr<void>(s.get(), [this, s](void*) {
        std::lock_guard lock(m);
        --s->slots;
    });
    control = std::unique_lock(s->control);
    // One search or analysis per client: a new one ends the previous (its stream then ends).
    s->end_job();
    s->engine.stop();
    s->engine.wait();
    return s;
}

void Server::Impl::search(const std::string& body, httplib::Response& res) {
    SearchRequest sr;
    std::string err;
    if (!parse_search(body, sr, &err)) return send(res, error_reply(400, err));
    std::shared_ptr<void> slot;
    std::unique_lock<std::mutex> control;
    const std::shared_ptr<Session> s = claim(sr.client, res, slot, control);
    if (!s) return;
    // An edited profile comes anew with every request: the same one as the engine's keeps the
    // engine's (and its hash table, which a game against it goes on using).
    std::shared_ptr<const eval::Profile> prof = sr.prof;
    if (s->profile && s->profile->name == prof->name && s->profile->params == prof->params) prof = s->profile;
    s->engine.set_profile(*prof, sr.personality); // a change empties the hash and caches
    s->profile = prof;                            // the old one, which the engine held until now, may go
    s->engine.set_skill(sr.skill);                // full strength unless the request asks for less
    s->engine.set_multipv(sr.multipv);
    auto ch    = std::make_shared<Channel>();
    s->channel = ch;
    auto push  = [ch](nlohmann::json e) { push_event(*ch, json_text(e), e["type"] == "bestmove"); };
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
    s->engine.start(sr.root, lim);
    stream(res, s, ch, deadline, slot);
}

namespace {

// The response streams `ch`'s events (server-sent events, `data: JSON`) until its last one.
// `abandon` runs when the client has gone (a write failed, the socket is no longer writable),
// `tick` after each wait for events (up to 200 ms), `released` when httplib lets the stream go
// (at its end, or the client's).
void stream_channel(httplib::Response& res, const std::shared_ptr<Channel>& ch, std::function<void()> abandon,
                    std::function<void()> tick, std::function<void()> released) {
    res.set_header("X-Accel-Buffering", "no");
    res.set_chunked_content_provider(
        "text/event-stream",
        [ch, abandon, tick](std::size_t, httplib::DataSink& sink) {
            std::unique_lock lock(ch->m);
            ch->cv.wait_for(lock, std::chrono::milliseconds(200),
                            [&] { return !ch->events.empty() || ch->done; });
            while (!ch->events.empty()) {
                const std::string chunk = "data: " + ch->events.front() + "\n\n";
                ch->events.pop_front();
                if (!sink.write(chunk.data(), chunk.size())) {
                    lock.unlock();
                    abandon();
                    return false;
                }
            }
            if (ch->done) {
                sink.done();
                return true;
            }
            lock.unlock();
            if (tick) tick();
            if (!sink.is_writable()) {
                abandon();
                return false;
            }
            return true;
        },
        [released = std::move(released)](bool) { released(); });
}

} // namespace

void Server::Impl::stream(httplib::Response& res, const std::shared_ptr<Session>& s,
                          const std::shared_ptr<Channel>& ch, long long deadline,
                          std::shared_ptr<void> slot) {
    // A client that goes away, or a stream past its deadline (depth, nodes and clock limits
    // included), is stopped; so is the search when the stream ends: no search outlives it. The
    // slot is held until then.
    const auto stop = [s, ch] { stop_if_current(*s, ch); };
    stream_channel(
        res, ch, stop,
        [stop, deadline] {
            if (deadline && now_ms() > deadline) stop();
        },
        [stop, slot] { stop(); });
}

void Server::Impl::analyse(const std::string& body, httplib::Response& res) {
    AnalyseRequest ar;
    std::string err;
    if (!parse_analyse(body, ar, &err)) return send(res, error_reply(400, err));
    std::shared_ptr<void> slot;
    std::unique_lock<std::mutex> control;
    const std::shared_ptr<Session> s = claim(ar.client, res, slot, control);
    if (!s) return;
    s->engine.set_profile(*ar.prof); // the profile as it is (no personality); analyse_game clears the hash
    s->profile = ar.prof;
    s->engine.set_skill({});
    s->engine.set_multipv(1);
    s->engine.set_listener({});
    auto ch    = std::make_shared<Channel>();
    s->channel = ch;
    search::Limits lim;
    const long long cap = 1000LL * opt.search_cap_s; // per position
    lim.movetime        = ar.movetime ? std::min(ar.movetime, cap) : cap;
    lim.depth           = ar.depth;
    lim.nodes           = std::uint64_t(ar.nodes);
    s->job_running      = true;
    Session* raw        = s.get(); // the session joins the thread before it goes
    s->job              = std::thread([raw, ch, lim, tree = std::move(ar.tree)] {
        const auto analysis = search::analyse_game(raw->engine, tree, lim, [&](int done, int total) {
            push_event(*ch, json_text({{"type", "progress"}, {"done", done}, {"total", total}}), false);
            return !raw->cancel.load();
        });
        PgnTree annotated   = tree;
        search::annotate(annotated, analysis, "Quince explorer, profile " + raw->engine.profile().name);
        push_event(*ch, analysis_event(tree, annotated, analysis), true);
        raw->job_running = false;
    });
    stream(res, s, ch, 0, slot);
}

namespace {

// The job's events: "trace" once the positions are traced, "start" with K and the start losses,
// "epoch" after each epoch; returns the last one, "result" (the edited profile the fit gives, and
// its report) or "error", which the caller sends once the job no longer counts as running.
std::string run_tune_job(TuneJob& job, const std::shared_ptr<Channel>& ch, const TuneRequest& tr) {
    using nlohmann::json;
    const auto t0 = std::chrono::steady_clock::now();
    tune::LoadReport rep;
    const tune::Dataset d = tune::trace_lines(tr.lines, *tr.prof, {tr.options.threads, false}, rep);
    const double trace_s  = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    push_event(*ch,
               json_text({{"type", "trace"},
                          {"positions", d.size()},
                          {"lines", rep.lines},
                          {"bad", rep.bad},
                          {"games", tr.games},
                          {"skipped_games", tr.skipped_games},
                          {"seconds", trace_s}}),
               false);
    tune::FitReport report;
    tune::FitObserver observe;
    observe.started = [&](const tune::FitReport& r) {
        push_event(*ch,
                   json_text({{"type", "start"},
                              {"K", r.K},
                              {"tuned", r.tuned},
                              {"train", r.train},
                              {"val", r.val},
                              {"train_loss", r.start_train},
                              {"val_loss", r.start_val}}),
                   false);
    };
    observe.epoch = [&](const tune::EpochReport& e) {
        push_event(*ch,
                   json_text({{"type", "epoch"},
                              {"epoch", e.epoch},
                              {"epochs", e.epochs},
                              {"train_loss", e.train_loss},
                              {"val_loss", e.val_loss},
                              {"best_val", e.best_val},
                              {"positions_per_s", e.positions_per_s}}),
                   false);
    };
    observe.stop = [&job] { return job.cancel.load(); };
    std::string err;
    if (rep.strays)
        err = "the evaluation gave coefficients that are no weight (" + rep.first_stray + ")";
    else if (!tune::fit(*tr.prof, d, tr.options, tr.frozen, report, &err, observe))
        err = err.empty() ? "the fit failed" : err;
    if (!err.empty()) return json_text({{"type", "error"}, {"message", err}});
    json r = {{"type", "result"},
              {"profile", edited_spec(tr.base, report.result, tr.base + " (edited)")},
              {"K", report.K},
              {"tuned", report.tuned},
              {"epochs", report.epochs},
              {"stopped", report.stopped},
              {"start_val", report.start_engine_val},
              {"val", report.final_engine_val},
              {"positions", d.size()},
              {"positions_per_s", report.positions_per_s},
              {"seconds", report.tune_s}};
    return json_text(r);
}

} // namespace

void Server::Impl::tune(const std::string& body, httplib::Response& res) {
    TuneRequest tr;
    std::string err;
    if (!parse_tune(body, tr, &err)) return send(res, error_reply(400, err));
    TuneJob& job = *tuning;
    {
        std::lock_guard lock(job.m);
        if (job.running)
            return send(res,
                        error_reply(503, "a tuning job is running (one at a time): stop it, or wait for it"));
        job.running = true;
        job.client  = tr.client;
    }
    if (job.thread.joinable()) job.thread.join(); // the last job's, which has ended
    job.cancel = false;
    auto ch    = std::make_shared<Channel>();
    job.thread = std::thread([&job, ch, tr = std::move(tr)] {
        std::string last = run_tune_job(job, ch, tr);
        {
            std::lock_guard lock(job.m);
            job.running = false; // before the last event: a client that has it may start the next job
        }
        push_event(*ch, std::move(last), true);
    });
    // The events until the last; a client that goes away, or a stream that ends before the job,
    // stops the job.
    stream_channel(
        res, ch, [t = tuning] { t->cancel = true; }, {},
        [ch, t = tuning] {
            std::lock_guard lock(ch->m);
            if (!ch->done) t->cancel = true;
        });
}

void Server::Impl::stop_search(const std::string& body, httplib::Response& res) {
    std::string client, err;
    if (!parse_stop(body, client, &err)) return send(res, error_reply(400, err));
    {
        std::lock_guard lock(tuning->m);
        if (tuning->running && tuning->client == client) {
            tuning->cancel = true;
            return send(res, {200, "application/json", "{\"stopped\": true}"});
        }
    }
    std::lock_guard lock(m);
    const auto it = sessions.find(client);
    const bool searching =
        it != sessions.end() && (it->second->engine.searching() || it->second->job_running);
    if (searching) it->second->cancel = true, it->second->engine.stop();
    send(res,
         {200, "application/json", std::string("{\"stopped\": ") + (searching ? "true" : "false") + "}"});
}

std::optional<Refusal> Server::Impl::refusal(const httplib::Request& req) const {
    const auto refuse = [](int status, const std::string& why, bool close = false) {
        return Refusal{error_reply(status, why), "", close};
    };
    // The body's length: one Content-Length of digits only (httplib read "-1" as 2^64 - 1 and
    // waited for that many bytes, "2x" as 2). Without it the body cannot be told from the next
    // request: the connection closes after the answer.
    for (const char* h : {"Content-Length", "Transfer-Encoding"})
        if (req.get_header_value_count(h) > 1)
            return refuse(400, std::string("more than one ") + h + " header", true);
    if (req.has_header("Content-Length")) {
        const std::string v = req.get_header_value("Content-Length");
        if (v.empty() || v.size() > 18 ||
            !std::all_of(v.begin(), v.end(), [](unsigned char c) { return std::isdigit(c); }))
            return refuse(400, "malformed Content-Length '" + v.substr(0, 40) + "': a number of bytes", true);
    }
    // A header given twice is ambiguous (which Host did the check below see?).
    for (const char* h : {"Host", "Origin"})
        if (req.get_header_value_count(h) > 1)
            return refuse(400, std::string("more than one ") + h + " header");
    // The Host (and Origin) must be ours (DNS rebinding, cross-site requests).
    std::string why;
    if (!host_allowed(hosts, req.get_header_value("Host"), req.get_header_value("Origin"), &why))
        return refuse(403, why);
    // Methods: the search endpoints take POST, the page's files GET (and HEAD). An API endpoint
    // asked with another method gets 405 and the one it takes (GET and POST requests get theirs
    // from handle_api, through send_api); an unknown one 404.
    const std::string& method = req.method;
    std::string allow;
    if (is_stream_endpoint(req.path)) {
        if (method != "POST") allow = "POST";
    } else if (req.path.rfind("/api/", 0) != 0) {
        if (method != "GET" && method != "HEAD") allow = "GET, HEAD";
    } else if (method != "GET" && method != "HEAD" && method != "POST") {
        const Reply r = handle_api({method, req.path, {}, {}});
        if (r.status != 405) return Refusal{r, "", false};
        const bool get  = handle_api({"GET", req.path, {}, {}}).status != 405,
                   post = handle_api({"POST", req.path, {}, {}}).status != 405;
        allow           = get && post ? "GET, HEAD, POST" : get ? "GET, HEAD" : "POST";
    }
    if (!allow.empty())
        return Refusal{error_reply(405, "method " + method + " not allowed for " + req.path.substr(0, 100) +
                                            " (use " + allow + ")"),
                       allow, false};
    if (req.is_multipart_form_data())
        return refuse(415, "multipart/form-data is not read: send the JSON object itself as the request body "
                           "(Content-Type: application/json)");
    return std::nullopt;
}

void Server::Impl::routes() {
    http.set_payload_max_length(LargeBody); // what httplib reads at most; the endpoints' limits are lower
    // A connection that sends nothing is closed after the keep-alive timeout, one that stops in
    // the middle of a request after the read timeout (from its last byte).
    http.set_keep_alive_timeout(IdleTimeoutS);
    http.set_read_timeout(IdleTimeoutS, 0);
    http.set_tcp_nodelay(true); // small JSON answers: no Nagle delay against the client's delayed ACK
    http.new_task_queue = [] { return new ConnectionThreads(MaxConnections); };
    http.set_socket_options([this](socket_t sock) {
        httplib::default_socket_options(sock);
        listener = sock; // the last one made is the one bound (bind_to_port)
    });
    // Every request passes refusal() before it is routed.
    http.set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
        // No compression: Debian's cpp-httplib answers with Brotli at its slowest setting when the
        // browser accepts it (tens of milliseconds for an evaluation's JSON), and on this machine's
        // loopback there is nothing to save. The request object is httplib's own, not const.
        const_cast<httplib::Request&>(req).headers.erase("Accept-Encoding");
        security_headers(res);
        deferred_refusal.reset();
        auto r = refusal(req);
        if (!r) return httplib::Server::HandlerResponse::Unhandled;
        if (!r->close && has_body(req) && body_is_read(req.method)) { // answered once the body is read
            deferred_refusal = std::move(r);
            return httplib::Server::HandlerResponse::Unhandled;
        }
        send_refusal(req, res, *r);
        return httplib::Server::HandlerResponse::Handled;
    });
    // `Expect: 100-continue` (curl, for bodies over 1 KB): a refused or oversized request is
    // answered before its body is sent (the connection then closes: were the body sent after all,
    // it is not read).
    http.set_expect_100_continue_handler([this](const httplib::Request& req, httplib::Response& res) {
        security_headers(res);
        auto r = refusal(req);
        if (!r && declared_length(req) > body_limit(req.path))
            r = Refusal{error_reply(413, too_large(body_limit(req.path))), "", false};
        if (!r) return 100;
        r->close = true;
        send_refusal(req, res, *r);
        return r->reply.status;
    });
    // Bodies are read by read_body, not by httplib: POST to every path, and the methods no
    // endpoint takes (refused once their bodies are read).
    http.Post(".*", [this](const httplib::Request& req, httplib::Response& res,
                           const httplib::ContentReader& reader) {
        const std::size_t limit = body_limit(req.path);
        const auto refused      = std::exchange(deferred_refusal, std::nullopt);
        Body body               = read_body(req, reader, refused ? 0 : limit);
        if (refused) return send_refusal(req, res, *refused);
        if (body.size > limit || declared_length(req) > limit)
            return send(res, error_reply(413, too_large(limit)));
        if (!body.complete) return send(res, error_reply(400, "the request body could not be read"));
        if (req.path == "/api/search") return search(body.text, res);
        if (req.path == "/api/stop") return stop_search(body.text, res);
        if (req.path == "/api/analyse") return analyse(body.text, res);
        if (req.path == "/api/tune") return tune(body.text, res);
        Request r{req.method, req.path, {}, std::move(body.text)};
        for (const auto& [k, v] : req.params) r.query.emplace(k, v);
        send_api(req, res, handle_api(r));
    });
    const auto refuse_after_body = [](const httplib::Request& req, httplib::Response& res,
                                      const httplib::ContentReader& reader) {
        const auto refused = std::exchange(deferred_refusal, std::nullopt);
        read_body(req, reader, 0);
        send_refusal(req, res, refused ? *refused : Refusal{error_reply(404, "not found"), "", false});
    };
    http.Put(".*", refuse_after_body);
    http.Patch(".*", refuse_after_body);
    http.Delete(".*", refuse_after_body);
    http.Get("/api/.*", [](const httplib::Request& req, httplib::Response& res) {
        Request r{"GET", req.path, {}, {}}; // HEAD too: httplib leaves the body out
        for (const auto& [k, v] : req.params) r.query.emplace(k, v);
        send_api(req, res, handle_api(r));
    });
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
    for (auto& [id, s] : impl_->sessions) s->end_job(), s->engine.stop();
}

int Server::bind(std::string* error) {
    Impl& d = *impl_;
    d.port  = d.opt.port == 0 ? d.http.bind_to_any_port(d.opt.host)
                              : (d.http.bind_to_port(d.opt.host, d.opt.port) ? d.opt.port : -1);
    if (d.port < 0) {
        if (error) *error = "cannot listen on " + d.opt.host + ":" + std::to_string(d.opt.port);
        return -1;
    }
    // Debian's cpp-httplib listens with a backlog of 5: of connections arriving together, those
    // beyond it were dropped until the client tried again, and some reset. A listening socket's
    // backlog can be raised.
    if (d.listener != INVALID_SOCKET) ::listen(d.listener, SOMAXCONN);
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
    for (auto& [id, s] : impl_->sessions) s->end_job(), s->engine.stop();
}

void Server::stop() { impl_->http.stop(); }

const std::vector<std::string>& Server::allowed_hosts() const { return impl_->hosts; }

} // namespace quince::serve

namespace quince::serve {

#ifdef _WIN32
namespace {
// Windows: Ctrl-C, Ctrl-Break and closing the console end the server cleanly (the handler runs on
// a thread of its own, as the signal thread below does).
std::atomic<Server*> console_target{nullptr};
BOOL WINAPI on_console_event(DWORD) {
    if (Server* s = console_target.load()) s->stop();
    return TRUE;
}
} // namespace
#endif

int run(const ServeOptions& opt) {
#ifndef _WIN32
    // SIGINT / SIGTERM end the server cleanly (searches stopped): handled by a thread of its own.
    sigset_t sigs;
    sigemptyset(&sigs);
    sigaddset(&sigs, SIGINT);
    sigaddset(&sigs, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &sigs, nullptr);
#endif
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
#ifdef _WIN32
    console_target = &server;
    SetConsoleCtrlHandler(on_console_event, TRUE);
    server.run();
    SetConsoleCtrlHandler(on_console_event, FALSE);
    console_target = nullptr;
#else
    std::thread signals([&] {
        int sig = 0;
        sigwait(&sigs, &sig);
        server.stop();
    });
    server.run();
    // The server stopped by itself (not through a signal): wake the signal thread to end it.
    pthread_kill(signals.native_handle(), SIGTERM);
    signals.join();
#endif
    return 0;
}

} // namespace quince::serve
