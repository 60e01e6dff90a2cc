#include "http/server.hpp"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <spdlog/spdlog.h>

#include <optional>

#include "core/logging.hpp"

namespace pathshala::http {

namespace net = boost::asio;
namespace beast = boost::beast;
using tcp = net::ip::tcp;
constexpr auto use_tuple = net::as_tuple(net::use_awaitable);

namespace {

// Counts a live value up for the lifetime of the guard.
struct CountGuard {
  std::atomic<std::size_t>& n;
  explicit CountGuard(std::atomic<std::size_t>& c) : n(c) { ++n; }
  ~CountGuard() { --n; }
};

Response bad_request_response(unsigned version, bhttp::status status, std::string_view code, std::string_view message) {
  Request fake{bhttp::verb::get, "/", version};
  fake.keep_alive(false);
  return json_error(fake, status, code, message);
}

// An exception from a handler: logged in full, a 500 with no detail for the client.
Response internal_error(const Request& req, const std::exception& e) {
  spdlog::error("{} {}: {}", std::string(req.method_string()), std::string(req.target()), e.what());
  return json_error(req, bhttp::status::internal_server_error, "internal", "Something went wrong on our side. Please try again.");
}

// Answers the request: inline, or on the worker pool for handlers that may be slow.
net::awaitable<Response> respond(const App& app, const Request& req, const std::string& client_address,
                                 net::thread_pool& workers) {
  App::Dispatch dispatched;
  try {
    dispatched = app.dispatch(req, client_address);
  } catch (const std::exception& e) {
    co_return internal_error(req, e);
  }
  if (dispatched.now) co_return std::move(*dispatched.now);
  // The coroutine resumes on its own thread once the worker is done.
  auto on_worker = [&]() -> net::awaitable<std::optional<Response>> {
    try {
      co_return dispatched.on_worker();
    } catch (const std::exception& e) {
      co_return internal_error(req, e);
    }
  };
  co_return std::move(*co_await net::co_spawn(workers, on_worker, net::use_awaitable));
}

net::awaitable<void> run_session(tcp::socket socket, const App& app, const ServerLimits& limits, net::thread_pool& workers,
                                 std::atomic<std::size_t>& in_flight, std::atomic<bool>& stopping, bool access_log) {
  beast::tcp_stream stream(std::move(socket));
  beast::error_code ec;
  stream.socket().set_option(tcp::no_delay(true), ec);
  std::string remote = "-";
  if (auto ep = stream.socket().remote_endpoint(ec); !ec) remote = ep.address().to_string();
  auto logger = access_log ? core::access_logger() : nullptr;
  beast::flat_buffer buffer;

  while (!stopping.load(std::memory_order_relaxed)) {
    bhttp::request_parser<bhttp::string_body> parser;
    parser.body_limit(limits.body_limit);
    parser.header_limit(limits.header_limit);
    stream.expires_after(limits.read_timeout);
    auto [read_ec, read_n] = co_await bhttp::async_read(stream, buffer, parser, use_tuple);
    if (read_ec) {
      if (read_ec == bhttp::error::body_limit) {
        auto r = bad_request_response(11, bhttp::status::payload_too_large, "payload-too-large", "The request body is too large.");
        co_await beast::async_write(stream, std::move(r.message), use_tuple);
      } else if (read_ec == bhttp::error::header_limit) {
        auto r = bad_request_response(11, bhttp::status::request_header_fields_too_large, "headers-too-large", "The request headers are too large.");
        co_await beast::async_write(stream, std::move(r.message), use_tuple);
      } else if (read_ec.category() == beast::error_code(bhttp::error::end_of_stream).category() && read_ec != bhttp::error::end_of_stream &&
                 read_ec != bhttp::error::partial_message) {
        auto r = bad_request_response(11, bhttp::status::bad_request, "bad-request", "The request is not valid HTTP.");
        co_await beast::async_write(stream, std::move(r.message), use_tuple);
      }
      break;  // end of stream, timeout, reset: nothing to answer
    }
    CountGuard busy(in_flight);
    Request req = parser.release();
    const auto started = std::chrono::steady_clock::now();
    Response res = co_await respond(app, req, remote, workers);
    const bool keep_alive = res.message.keep_alive();
    stream.expires_after(limits.read_timeout);  // a client too slow to take the response is dropped
    auto [write_ec, written] = co_await beast::async_write(stream, std::move(res.message), use_tuple);
    if (logger) {
      const auto us = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - started).count();
      logger->info("{} \"{} {}\" {} {} {}us", remote, std::string_view(req.method_string()), std::string_view(req.target()),
                   res.status, res.bytes, us);
    }
    if (write_ec || !keep_alive) break;
  }
  stream.socket().shutdown(tcp::socket::shutdown_send, ec);
}

}  // namespace

Server::Server(IoPool& pool, const App& app, bool access_log, ServerLimits limits)
    : pool_(pool), workers_(limits.workers), app_(app), access_log_(access_log), limits_(limits), acceptor_(pool.first()) {}

std::uint16_t Server::listen(const std::string& address, std::uint16_t port) {
  tcp::endpoint ep(net::ip::make_address(address), port);
  acceptor_.open(ep.protocol());
  acceptor_.set_option(net::socket_base::reuse_address(true));
  acceptor_.bind(ep);
  acceptor_.listen(net::socket_base::max_listen_connections);
  return acceptor_.local_endpoint().port();
}

void Server::start() {
  net::co_spawn(
      acceptor_.get_executor(),
      [this]() -> net::awaitable<void> {
        while (!stopping_) {
          auto [ec, socket] = co_await acceptor_.async_accept(pool_.next(), use_tuple);
          if (ec) {
            if (ec == net::error::operation_aborted || !acceptor_.is_open()) co_return;
            spdlog::warn("accept: {}", ec.message());
            continue;
          }
          if (connections_ >= limits_.max_connections) {
            beast::error_code ignored;
            socket.close(ignored);  // over the cap: refuse rather than slow every client down
            continue;
          }
          auto exec = socket.get_executor();
          ++connections_;
          net::co_spawn(
              exec, run_session(std::move(socket), app_, limits_, workers_, in_flight_, stopping_, access_log_),
              [this](std::exception_ptr e) {
                --connections_;
                if (e) {
                  try { std::rethrow_exception(e); } catch (const std::exception& ex) { spdlog::error("session: {}", ex.what()); }
                }
              });
        }
      },
      net::detached);
}

void Server::stop(std::function<void()> done) {
  stopping_ = true;
  net::post(acceptor_.get_executor(), [this] {
    beast::error_code ec;
    acceptor_.close(ec);
  });
  net::co_spawn(
      pool_.first(),
      [this, done = std::move(done)]() -> net::awaitable<void> {
        net::steady_timer timer(pool_.first());
        const auto deadline = std::chrono::steady_clock::now() + limits_.drain_timeout;
        while (in_flight_ > 0 && std::chrono::steady_clock::now() < deadline) {
          timer.expires_after(std::chrono::milliseconds(10));
          co_await timer.async_wait(net::use_awaitable);
        }
        done();
      },
      net::detached);
}

}  // namespace pathshala::http
