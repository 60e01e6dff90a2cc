#pragma once
// The listener and the connection loop: one coroutine per connection (on one io_context of
// the pool, so no strand is needed), a body
// limit, a deadline re-armed for every request read, keep-alive, a cap on connections, and
// a graceful stop that lets requests in flight finish.
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/thread_pool.hpp>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "http/app.hpp"
#include "http/io_pool.hpp"

namespace pathshala::http {

struct ServerLimits {
  std::size_t body_limit = 64 * 1024;  // requests that match no route (routes set their own)
  std::uint32_t header_limit = 16 * 1024;
  // How long a connection may make no progress: reading a request's header, each piece of
  // its body, each piece of the answer written, and idle keep-alive.
  std::chrono::seconds read_timeout{30};
  std::size_t max_connections = 10000;
  std::chrono::seconds drain_timeout{10};  // how long a stop waits for requests in flight
  unsigned workers = 2;                    // threads for routes that run on_worker()
};

class Server {
 public:
  Server(IoPool& pool, const App& app, bool access_log, ServerLimits limits = {});

  // Binds and listens; returns the bound port (useful with port 0). Throws on failure.
  std::uint16_t listen(const std::string& address, std::uint16_t port);
  void start();

  // Stops accepting, waits (bounded) for requests in flight, then calls done (on the first
  // context of the pool). Safe to call from a signal handler's completion.
  void stop(std::function<void()> done);

 private:
  struct Session;
  IoPool& pool_;
  boost::asio::thread_pool workers_;
  const App& app_;
  bool access_log_;
  ServerLimits limits_;
  boost::asio::ip::tcp::acceptor acceptor_;
  std::atomic<std::size_t> connections_{0};
  std::atomic<std::size_t> in_flight_{0};
  std::atomic<bool> stopping_{false};
};

}  // namespace pathshala::http
