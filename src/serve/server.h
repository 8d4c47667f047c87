// `quince serve`: the explorer's HTTP server (cpp-httplib). The page's assets are compiled into
// the binary (assets.h); the JSON API is api.h's, plus the search stream (server-sent events).
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace quince::serve {

struct ServeOptions {
    std::string host = "127.0.0.1";       // the address to bind
    int port         = 8080;              // 0: any free port
    std::vector<std::string> allow_hosts; // extra Host header names (name or name:port)
    int search_cap_s = 60;                // no search runs longer
    int max_searches = 4;                 // searches running at once, all clients together
    int max_clients  = 8;                 // engines kept (one per client; idle ones are reused)
};

class Server {
  public:
    explicit Server(ServeOptions options);
    ~Server();
    Server(const Server&)            = delete;
    Server& operator=(const Server&) = delete;

    // Bind the socket; returns the port (the chosen one for port 0), or -1 with a message.
    int bind(std::string* error);
    // Serve until stop() (from another thread). Stops every search before it returns.
    void run();
    void stop();
    // host:port names the Host header may carry.
    const std::vector<std::string>& allowed_hosts() const;

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// Serve until SIGINT / SIGTERM: prints the URL, returns the exit status (1 if the address cannot be
// bound). In a build without the explorer it only says so (status 2): see `available`.
int run(const ServeOptions& options);
#ifdef QUINCE_HAVE_SERVE
inline constexpr bool available = true;
#else
inline constexpr bool available = false;
#endif

} // namespace quince::serve
