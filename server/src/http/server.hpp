#pragma once
// The listener and the connection loop: one coroutine per connection (on one io_context of
// the pool, so no strand is needed), the client's address (http/client_origin.hpp), a body
// limit, an inactivity deadline re-armed as bytes move, keep-alive, a cap on connections,
// handlers on the pool their route names, and a graceful stop that lets requests in flight
// finish.
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/thread_pool.hpp>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/address_ranges.hpp"
#include "core/config.hpp"
#include "http/app.hpp"
#include "http/bounded_pool.hpp"
#include "http/connection_table.hpp"
#include "http/io_pool.hpp"

namespace pathshala::http {

struct ServerOptions {
  std::size_t body_limit = 64 * 1024;  // requests that match no route (routes set their own)
  std::uint32_t header_limit = 16 * 1024;
  // How long a connection may make no progress: reading a request's header, each piece of
  // its body, each piece of the answer written, and idle keep-alive.
  std::chrono::seconds read_timeout{30};
  std::size_t max_connections = 10000;
  // Connections one client (an IPv4 address, an IPv6 /64; trusted proxies exempt) may hold.
  // Sized for a hostel or a carrier NAT behind one address; when the server is full, idle
  // connections make way for new clients (http/connection_table.hpp).
  std::size_t max_connections_per_client = 256;
  std::chrono::seconds drain_timeout{10};  // how long a stop waits for requests in flight
  unsigned workers = 2;                    // threads for routes that run on_worker()
  // The store answers over the network (PostgreSQL): any handler may wait on it, so every
  // request that would run on a network thread runs on a general worker instead.
  bool store_may_block = false;
  // Password hashing (hashes_passwords() routes): each Argon2id hash holds its memory
  // (19 MiB by default) while it runs, so the threads also cap that memory.
  unsigned hashing_threads = 2;
  std::size_t hashing_queue = 32;
  // Calls to other services (calls_out() routes): waiting on the network costs no CPU.
  unsigned outbound_threads = 8;
  std::size_t outbound_queue = 64;
  // Server-rendered pages (issue 47): their own threads, as many as the renderer's JavaScript
  // contexts, at a lower CPU priority than the API's; a page that was never drawn waits for a
  // place here, or gets the app's shell with 503 when none is left. API routes and files never
  // wait behind renders.
  unsigned render_threads = 2;
  std::size_t render_queue = 8;
  std::chrono::seconds busy_retry_after{5};  // Retry-After of the 503 when a pool is full
  // Proxies whose word on the client is believed, and the one header it is read from.
  core::AddressRanges trusted_proxies;
  core::ClientAddressHeader client_address_header = core::ClientAddressHeader::x_forwarded_for;
  // The Host names this server answers (core::allowed_host_names); a request naming any
  // other gets 421, so a forged Host reaches no handler and no cache. Empty: any Host.
  std::vector<std::string> allowed_hosts;
};

// The threads handlers run on, besides the network threads.
struct WorkerPools {
  explicit WorkerPools(const ServerOptions& o)
      : general(o.workers),
        hashing(o.hashing_threads, o.hashing_queue),
        outbound(o.outbound_threads, o.outbound_queue),
        render(o.render_threads, o.render_queue) {}
  boost::asio::thread_pool general;
  BoundedPool hashing;
  BoundedPool outbound;
  BoundedPool render;
};

class Server {
 public:
  Server(IoPool& pool, const App& app, bool access_log, ServerOptions limits = {});
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  // Binds and listens; returns the bound port (useful with port 0). Throws on failure.
  std::uint16_t listen(const std::string& address, std::uint16_t port);
  void start();

  // Stops accepting, waits (bounded) for requests in flight, then calls done (on the first
  // context of the pool). Safe to call from a signal handler's completion.
  void stop(std::function<void()> done);

 private:
  struct Session;
  IoPool& pool_;
  WorkerPools workers_;
  const App& app_;
  bool access_log_;
  ServerOptions limits_;
  boost::asio::ip::tcp::acceptor acceptor_;
  std::shared_ptr<ConnectionTable> connections_;
  std::atomic<std::size_t> in_flight_{0};
  std::atomic<bool> stopping_{false};
  int metrics_collector_ = 0;
};

}  // namespace pathshala::http
