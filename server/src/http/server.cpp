#include "http/server.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include <boost/beast/http/file_body.hpp>

#include <array>
#include <chrono>
#include <filesystem>
#include <optional>
#include <variant>

#include <sys/resource.h>
#include <unistd.h>

#include "core/hash.hpp"
#include "core/logging.hpp"
#include "core/outside_waits.hpp"
#include "core/repeated_log.hpp"
#include "core/scratch.hpp"
#include "http/client_origin.hpp"
#include "http/query.hpp"
#include "http/site_origin.hpp"

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

constexpr const char* kInternalMessage = "Something went wrong on our side. Please try again.";

// An exception from a handler: logged in full, a 500 with no detail for the client.
// A write that failed because the disk is full (a file being saved: std::filesystem, Beast).
bool disk_was_full(const std::exception& e) {
  if (const auto* s = dynamic_cast<const std::system_error*>(&e)) return s->code() == std::errc::no_space_on_device;
  if (const auto* b = dynamic_cast<const boost::system::system_error*>(&e))
    return b->code() == boost::system::errc::no_space_on_device;
  return false;
}

Response internal_error(const Request& req, const std::exception& e) {
  spdlog::error("{} {}: {}", std::string(req.method_string()), std::string(req.target()), e.what());
  if (disk_was_full(e)) return error_response(req, core::disk_full(e.what()).error());
  return json_error(req, bhttp::status::internal_server_error, "internal", kInternalMessage);
}

// A resource missing for now (the database down, the disk full): its own answer (503 with
// Retry-After, 507) and an error line with the cause.
Response service_failure(const Request& req, const core::ServiceFailure& e) {
  // An outage fails every request the same way: one line per kind every few seconds.
  core::log_repeated(spdlog::level::err, "service-failure:" + e.error().code,
                     fmt::format("{} {}: {}", std::string(req.method_string()), std::string(req.target()), e.what()));
  return error_response(req, e.error());
}

// Runs fn on the worker pool; the calling coroutine resumes on its own thread once the
// worker is done. (Work for the network thread is called directly: no coroutine frame on
// the hot path.)
template <class F>
net::awaitable<std::invoke_result_t<F&>> on_worker(net::thread_pool& workers, F& fn) {
  using R = std::invoke_result_t<F&>;
  // co_spawn needs a default-constructible result; a Response is not.
  auto done = co_await net::co_spawn(
      workers,
      [&]() -> net::awaitable<std::optional<R>> {
        core::answer_requests_on_this_thread();  // a hung store fails the request within seconds
        co_return fn();
      },
      net::use_awaitable);
  co_return std::move(*done);
}

// The answer when a route's pool has no place left: try again shortly.
Response busy_response(const Request& req, std::chrono::seconds retry_after) {
  return json_error_with(req, bhttp::status::service_unavailable, "busy",
                         "The site is busy right now. Please try again in a few seconds.",
                         {{"Retry-After", std::to_string(retry_after.count())}});
}

// Lowers the calling thread's CPU priority once (nice 10: the scheduler then gives it about a
// tenth of a core against a thread at 0), so renders, which any visitor can ask for, take what
// the API leaves instead of sharing the cores with it.
void run_below_the_api() {
  thread_local bool lowered = false;
  if (lowered) return;
  lowered = true;
  setpriority(PRIO_PROCESS, static_cast<id_t>(::gettid()), 10);
}

// A path no route answers: a file of the app or a page drawn before at once on this (network)
// thread; a download on a worker (it asks the store whether the file is sold); a page that was
// never drawn on the render pool, or the app's shell with 503 when that is full.
net::awaitable<Response> answer_other(const App& app, WorkerPools& workers, const ServerOptions& limits,
                                      const Request& req, const Router::Match& match) {
  App::OtherAnswer answer = App::NeedsWorker{};
  try {
    answer = app.serve_other(req, match);
  } catch (const core::ServiceFailure& e) {
    co_return service_failure(req, e);
  } catch (const std::exception& e) {
    co_return internal_error(req, e);
  }
  if (auto* now = std::get_if<Response>(&answer)) co_return std::move(*now);
  const AppPage* page = std::get_if<AppPage>(&answer);
  auto run = [&]() -> Response {
    try {
      if (!page) return app.serve_files(req);
      run_below_the_api();
      return app.render_page(req, *page);
    } catch (const core::ServiceFailure& e) {
      return service_failure(req, e);
    } catch (const std::exception& e) {
      return internal_error(req, e);
    }
  };
  if (!page) co_return co_await on_worker(workers.general, run);
  if (BoundedPool::Place place(workers.render); place) co_return co_await on_worker(workers.render.threads(), run);
  app.metrics().count_busy("render");
  co_return app.page_busy(req, limits.busy_retry_after);
}

// A file that exists while a streamed body arrives and the handler looks at it; removed
// afterwards whatever happened (a handler that keeps the file moves it away first).
struct TempFile {
  std::filesystem::path path;
  explicit TempFile(const std::filesystem::path& dir) : path(dir / core::scratch_name("body")) {
    std::filesystem::create_directories(dir);
  }
  ~TempFile() {
    std::error_code ec;
    std::filesystem::remove(path, ec);
  }
};

// Asks a client that sent "Expect: 100-continue" for the body, once the route has admitted it.
net::awaitable<void> send_continue(beast::tcp_stream& stream, const bhttp::request_header<>& header) {
  if (!beast::iequals(header[bhttp::field::expect], "100-continue")) co_return;
  bhttp::response<bhttp::empty_body> cont{bhttp::status::continue_, header.version()};
  co_await bhttp::async_write(stream, cont, use_tuple);
}

// The answer to a body that could not be read, or nothing when the client is simply gone.
std::optional<Response> body_error_response(const beast::error_code& ec, unsigned version) {
  if (ec == boost::system::errc::no_space_on_device) {  // an upload streamed to a full disk
    spdlog::error("a request body could not be written to the temporary directory: {}", ec.message());
    const auto full = core::disk_full("").error();
    return bad_request_response(version, bhttp::status::insufficient_storage, full.code, full.message);
  }
  if (ec == bhttp::error::body_limit)
    return bad_request_response(version, bhttp::status::payload_too_large, "payload-too-large",
                                "The request body is too large.");
  if (ec.category() == beast::error_code(bhttp::error::end_of_stream).category() && ec != bhttp::error::end_of_stream &&
      ec != bhttp::error::partial_message)
    return bad_request_response(version, bhttp::status::bad_request, "bad-request", "The request is not valid HTTP.");
  return std::nullopt;
}

// App::admit, with an exception (a store that failed) turned into a logged 500.
std::variant<Context, App::Refusal> guarded_admit(const App& app, const Request& header, Router::Match& match,
                                                  const std::string& remote) {
  try {
    return app.admit(header, match, remote);
  } catch (const core::ServiceFailure& e) {
    core::log_repeated(spdlog::level::err, "service-failure:" + e.error().code,
                       fmt::format("{} {}: {}", std::string_view(header.method_string()),
                                   std::string_view(header.target()), e.what()));
    return App::Refusal{e.error(), {}};
  } catch (const std::exception& e) {
    spdlog::error("{} {}: {}", std::string_view(header.method_string()), std::string_view(header.target()), e.what());
    return App::Refusal{core::Error::make(core::ErrorKind::internal, "internal", kInternalMessage), {}};
  }
}

// Reads the rest of a body, a piece at a time, with the deadline re-armed for every piece:
// a slow upload that keeps moving finishes; one that stalls for `idle` is dropped.
template <class Parser>
net::awaitable<beast::error_code> read_body(beast::tcp_stream& stream, beast::flat_buffer& buffer, Parser& parser,
                                            std::chrono::seconds idle) {
  while (!parser.is_done()) {
    stream.expires_after(idle);
    auto [ec, n] = co_await bhttp::async_read_some(stream, buffer, parser, use_tuple);
    if (ec) co_return ec;
  }
  co_return beast::error_code{};
}

// Writes a response a piece at a time, the deadline re-armed as bytes go out: a student on
// a slow phone gets a 100 MB file at 100 KB/s; a reader that stops for `idle` is dropped.
net::awaitable<beast::error_code> write_response(beast::tcp_stream& stream, bhttp::message_generator& message,
                                                 std::chrono::seconds idle) {
  while (!message.is_done()) {
    beast::error_code ec;
    auto buffers = message.prepare(ec);
    if (ec) co_return ec;
    stream.expires_after(idle);
    auto [write_ec, n] = co_await stream.async_write_some(buffers, use_tuple);
    if (write_ec) co_return write_ec;
    message.consume(n);
  }
  co_return beast::error_code{};
}

// Requests a proxy in front of us could read differently are refused, and the connection
// closed (RFC 9112): a Transfer-Encoding other than exactly "chunked" (501: a coding such as
// "gzip, chunked" we would not undo; anything else risks smuggling), an HTTP/1.1 request
// without Host or with two (400). A Host this server was not told about gets 421 (RFC 9110
// §15.5.20), so a forged Host never reaches a handler; probes (routes that answer any Host:
// /healthz, /readyz, /metrics) are asked for by address.
std::optional<Response> refuse_framing(const Request& header, bool chunked, const std::vector<std::string>& allowed,
                                       bool any_host) {
  const auto refuse = [&](bhttp::status status, std::string_view code, std::string_view message) {
    return bad_request_response(header.version(), status, code, message);
  };
  if (auto te = header.find(bhttp::field::transfer_encoding); te != header.end()) {
    std::string_view value = te->value();
    while (!value.empty() && (value.front() == ' ' || value.front() == '\t')) value.remove_prefix(1);
    while (!value.empty() && (value.back() == ' ' || value.back() == '\t')) value.remove_suffix(1);
    if (!chunked || !beast::iequals(value, "chunked") || header.count(bhttp::field::transfer_encoding) > 1)
      return refuse(bhttp::status::not_implemented, "unsupported-transfer-coding",
                    "Only the chunked transfer coding is accepted.");
  }
  const auto hosts = header.count(bhttp::field::host);
  if (header.version() >= 11 && hosts == 0)
    return refuse(bhttp::status::bad_request, "bad-request", "An HTTP/1.1 request must say its Host.");
  if (hosts > 1) return refuse(bhttp::status::bad_request, "bad-request", "A request must say its Host once.");
  if (!allowed.empty() && hosts == 1 && !host_allowed(header[bhttp::field::host], allowed) && !any_host)
    return refuse(bhttp::status::misdirected_request, "unknown-host",
                  "This server does not answer for that host name.");
  return std::nullopt;
}

struct Answer {
  std::optional<Response> response;  // nothing: the connection is to be closed unanswered
  Request request;                   // what was asked (at least its header), for the access log
  std::string_view route = "other";  // the route's pattern, for /metrics (files and pages: "other")
};

// Reads one request (header first, then the body as its route says) and answers it.
net::awaitable<Answer> answer_request(beast::tcp_stream& stream, beast::flat_buffer& buffer,
                                      bhttp::request_parser<bhttp::empty_body>& head, const App& app,
                                      const ServerOptions& limits, WorkerPools& workers,
                                      const std::optional<net::ip::address>& peer, std::string& logged_client) {
  bhttp::request_parser<bhttp::string_body> parser(std::move(head));
  Request& header = parser.get();
  Answer out;

  // Who is asking: the peer, or the client a trusted proxy names. What the app sees of the
  // forwarding headers is only what was resolved here.
  const ClientOrigin origin = resolve_client(peer, header, limits.trusted_proxies, limits.client_address_header);
  normalise_forwarding_headers(header, origin);
  logged_client = origin.address;
  const std::string& remote = origin.limit_key;

  // Requests a proxy in front of us could read differently are refused, and the connection
  // closed: a Transfer-Encoding other than chunked (its body would be read as the next
  // request — smuggling), and an HTTP/1.1 request without Host (RFC 9112 §3.2).
  auto match = app.route(header);
  const Router::Route* route = match.route;
  if (auto refused = refuse_framing(header, parser.chunked(), limits.allowed_hosts, route && route->options.any_host)) {
    out.response = std::move(refused);
    out.request.base() = std::move(header.base());
    co_return out;
  }
  if (route) out.route = route->path;
  // Without a route: a file or one of the app's pages (answer_other decides where).
  RunOn where = route ? route->options.run_on : RunOn::network_thread;
  if (where == RunOn::network_thread && limits.store_may_block) where = RunOn::worker;
  // Routes on a bounded pool are admitted on a general worker (a session lookup must not
  // wait behind password hashes), then run on their pool.
  const bool bounded = where == RunOn::hashing || where == RunOn::outbound;

  // The route's policies, before a single body byte is read. A request that has no body
  // left to read is admitted together with its handler (one trip to a worker, not two).
  Context context;
  bool admit_with_handler = false;
  if (route) {
    if (!app.needs_admission(*route, header.method())) {
      context = Context{std::move(match.params), remote, std::nullopt, {}};
    } else if (parser.is_done() && !bounded) {
      admit_with_handler = true;
    } else {
      auto admit = [&] { return guarded_admit(app, header, match, remote); };
      // (Not a ?: with co_await inside: GCC 12 miscompiles that.)
      std::variant<Context, App::Refusal> admitted;
      if (where == RunOn::network_thread)
        admitted = admit();
      else
        admitted = co_await on_worker(workers.general, admit);
      if (auto* refused = std::get_if<App::Refusal>(&admitted)) {
        if (!parser.is_done()) header.keep_alive(false);  // the unread body makes the connection unusable
        out.response = app.refuse(header, route, refused->error, refused->headers);
        out.request.base() = std::move(header.base());
        co_return out;
      }
      context = std::move(std::get<Context>(admitted));
    }
  }

  // The body: buffered in memory, or streamed to a temporary file. A declared length over
  // the route's limit is refused before any of it is read; a chunked body is cut off when
  // it passes the limit.
  const std::uint64_t body_limit = route ? route->options.max_body : limits.body_limit;
  if (auto declared = parser.content_length(); declared && *declared > body_limit) {
    out.response = body_error_response(bhttp::error::body_limit, header.version());
    out.request.base() = std::move(header.base());
    co_return out;
  }
  std::optional<TempFile> body_file;
  Request req;
  if (route && route->options.body == BodyMode::file) {
    body_file.emplace(app.temp_dir());
    bhttp::request_parser<bhttp::file_body> file_parser(std::move(parser));
    file_parser.body_limit(body_limit);
    beast::error_code ec;
    file_parser.get().body().open(body_file->path.c_str(), beast::file_mode::write, ec);
    if (ec) throw beast::system_error(ec);
    if (!file_parser.is_done()) {
      co_await send_continue(stream, file_parser.get());
      auto read_ec = co_await read_body(stream, buffer, file_parser, limits.read_timeout);
      if (read_ec) {
        out.response = body_error_response(read_ec, file_parser.get().version());
        out.request.base() = std::move(file_parser.get().base());
        co_return out;
      }
    }
    file_parser.get().body().close();
    req.base() = std::move(file_parser.get().base());
    context.body_file = body_file->path;
  } else {
    parser.body_limit(body_limit);
    if (!parser.is_done()) {
      co_await send_continue(stream, header);
      auto read_ec = co_await read_body(stream, buffer, parser, limits.read_timeout);
      if (read_ec) {
        out.response = body_error_response(read_ec, header.version());
        out.request.base() = std::move(header.base());
        co_return out;
      }
    }
    req = parser.release();
  }

  auto run = [&]() -> Response {
    try {
      if (admit_with_handler) {
        auto admitted = guarded_admit(app, req, match, remote);
        if (auto* refused = std::get_if<App::Refusal>(&admitted))
          return app.refuse(req, route, refused->error, refused->headers);
        context = std::move(std::get<Context>(admitted));
      }
      context.client_ip = logged_client;
      return app.run(req, *route, context);
    } catch (const core::ServiceFailure& e) {
      return service_failure(req, e);
    } catch (const std::exception& e) {
      return internal_error(req, e);
    }
  };
  if (!route) {
    out.response.emplace(co_await answer_other(app, workers, limits, req, match));
  } else if (where == RunOn::network_thread) {
    out.response.emplace(run());
  } else if (!bounded) {
    out.response.emplace(co_await on_worker(workers.general, run));
  } else {
    BoundedPool& pool = where == RunOn::hashing ? workers.hashing : workers.outbound;
    if (BoundedPool::Place place(pool); place) {
      out.response.emplace(co_await on_worker(pool.threads(), run));
    } else {
      out.response.emplace(busy_response(req, limits.busy_retry_after));
      app.metrics().count_busy(where == RunOn::hashing ? "hashing" : "outbound");
    }
  }
  out.request = std::move(req);
  co_return out;
}

// A lingering close, as nginx's lingering_close: when the client is still sending a body the
// server refused (413 from the declared length, 401 before an upload), closing with its bytes
// unread makes the kernel answer with a reset, which can destroy the refusal before the client
// has read it. So, only when unread bytes have arrived, read and discard for a short while
// (the client closes once it has read the answer) before the socket is closed.
net::awaitable<void> linger_for_unread_body(beast::tcp_stream& stream) {
  beast::error_code ec;
  if (stream.socket().available(ec) == 0 || ec) co_return;
  constexpr auto kLingerTotal = std::chrono::seconds(2);
  constexpr std::size_t kLingerBytes = 8 * 1024 * 1024;
  const auto deadline = std::chrono::steady_clock::now() + kLingerTotal;
  std::array<char, 16 * 1024> scratch;
  std::size_t discarded = 0;
  while (discarded < kLingerBytes && std::chrono::steady_clock::now() < deadline) {
    stream.expires_at(deadline);
    auto [read_ec, n] = co_await stream.async_read_some(net::buffer(scratch), use_tuple);
    if (read_ec) break;  // the client closed (EOF), reset, or the time is up
    discarded += n;
  }
}

// A session's stream, shared with the connection table's request to close it while idle.
struct SessionStream {
  explicit SessionStream(tcp::socket socket) : stream(std::move(socket)) {}
  beast::tcp_stream stream;
  bool waiting_for_request = false;  // read and written on the session's own thread only
};

// What the connection table calls to make room: cancel the pending read of a session that is
// still waiting for a request (on its own thread; if a request began meanwhile, nothing).
std::function<void()> closer_of(const std::shared_ptr<SessionStream>& session) {
  return [weak = std::weak_ptr<SessionStream>(session), exec = session->stream.get_executor()] {
    net::post(exec, [weak] {
      if (auto s = weak.lock(); s && s->waiting_for_request) s->stream.cancel();
    });
  };
}

net::awaitable<void> run_session(tcp::socket socket, ConnectionTable::Place place, const App& app,
                                 const ServerOptions& limits, WorkerPools& workers, std::atomic<std::size_t>& in_flight,
                                 std::atomic<bool>& stopping, bool access_log) {
  auto session = std::make_shared<SessionStream>(std::move(socket));
  beast::tcp_stream& stream = session->stream;
  beast::error_code ec;
  stream.socket().set_option(tcp::no_delay(true), ec);
  std::optional<net::ip::address> peer;
  if (auto ep = stream.socket().remote_endpoint(ec); !ec) peer = ep.address();
  std::string remote = peer ? core::unmapped(*peer).to_string() : "-";
  auto logger = access_log ? core::access_logger() : nullptr;
  beast::flat_buffer buffer;

  while (!stopping.load(std::memory_order_relaxed)) {
    bhttp::request_parser<bhttp::empty_body> head;
    head.header_limit(limits.header_limit);
    head.body_limit(boost::none);               // each route's own limit is applied once the route is known
    stream.expires_after(limits.read_timeout);  // re-armed for every read, so slow but live clients finish
    // Waiting for a request: idle, so the table may close this connection for a new client.
    session->waiting_for_request = true;
    place.idle(closer_of(session));
    auto [read_ec, read_n] = co_await bhttp::async_read_header(stream, buffer, head, use_tuple);
    session->waiting_for_request = false;
    place.busy();
    if (read_ec) {
      std::optional<Response> r;
      if (read_ec == bhttp::error::header_limit)
        r = bad_request_response(11, bhttp::status::request_header_fields_too_large, "headers-too-large",
                                 "The request headers are too large.");
      else
        r = body_error_response(read_ec, 11);
      if (r) co_await beast::async_write(stream, std::move(r->message), use_tuple);
      break;  // end of stream, timeout, reset: nothing more to answer
    }
    CountGuard busy(in_flight);
    const auto started = std::chrono::steady_clock::now();
    Answer answer = co_await answer_request(stream, buffer, head, app, limits, workers, peer, remote);
    if (!answer.response) break;
    Response& res = *answer.response;
    const bool keep_alive = res.message.keep_alive();
    auto write_ec = co_await write_response(stream, res.message, limits.read_timeout);
    const auto us =
        std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - started).count();
    app.metrics().observe_request(answer.route, answer.request.method_string(), res.status,
                                  static_cast<double>(us) / 1e6);
    if (logger) {
      logger->info("{} \"{} {}\" {} {} {}us", remote, std::string_view(answer.request.method_string()),
                   redacted_target(answer.request.target()), res.status, res.bytes, us);
    }
    if (write_ec || !keep_alive) break;
  }
  stream.socket().shutdown(tcp::socket::shutdown_send, ec);
  co_await linger_for_unread_body(stream);
}

}  // namespace

Server::Server(IoPool& pool, const App& app, bool access_log, ServerOptions limits)
    : pool_(pool),
      workers_(limits),
      app_(app),
      access_log_(access_log),
      limits_(limits),
      acceptor_(pool.first()),
      connections_(std::make_shared<ConnectionTable>(limits.max_connections, limits.max_connections_per_client)) {
  metrics_collector_ = app_.metrics().add_collector([this](MetricsWriter& w) {
    w.gauge("pathshala_http_open_connections", "Client connections open now.",
            static_cast<double>(connections_->size()));
    w.gauge("pathshala_http_max_connections", "The most connections the server holds (from the open-file limit).",
            static_cast<double>(limits_.max_connections));
    w.gauge("pathshala_http_requests_in_flight", "Requests being answered now.",
            static_cast<double>(in_flight_.load()));
    w.family("pathshala_http_pool_taken", "gauge",
             "Places taken in a bounded pool: requests running plus waiting (its queue).");
    w.sample("pathshala_http_pool_taken", static_cast<double>(workers_.hashing.taken()), {{"pool", "hashing"}});
    w.sample("pathshala_http_pool_taken", static_cast<double>(workers_.outbound.taken()), {{"pool", "outbound"}});
    w.sample("pathshala_http_pool_taken", static_cast<double>(workers_.render.taken()), {{"pool", "render"}});
    w.family("pathshala_http_pool_capacity", "gauge", "Places in a bounded pool (threads plus queue).");
    w.sample("pathshala_http_pool_capacity", static_cast<double>(limits_.hashing_threads + limits_.hashing_queue),
             {{"pool", "hashing"}});
    w.sample("pathshala_http_pool_capacity", static_cast<double>(limits_.outbound_threads + limits_.outbound_queue),
             {{"pool", "outbound"}});
    w.sample("pathshala_http_pool_capacity", static_cast<double>(limits_.render_threads + limits_.render_queue),
             {{"pool", "render"}});
  });
}

Server::~Server() { app_.metrics().remove_collector(metrics_collector_); }

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
        net::steady_timer backoff(acceptor_.get_executor());
        auto last_warning = std::chrono::steady_clock::time_point::min();
        while (!stopping_) {
          auto [ec, socket] = co_await acceptor_.async_accept(pool_.next(), use_tuple);
          if (ec) {
            if (ec == net::error::operation_aborted || !acceptor_.is_open()) co_return;
            // Out of file descriptors (or another failure that would repeat at once): wait
            // before trying again, and say so at most once a second, instead of spinning.
            const auto now = std::chrono::steady_clock::now();
            if (now - last_warning >= std::chrono::seconds(1)) {
              spdlog::warn("accept: {}; waiting before the next", ec.message());
              last_warning = now;
            }
            backoff.expires_after(std::chrono::milliseconds(100));
            co_await backoff.async_wait(use_tuple);
            continue;
          }
          // One client may hold only its share; a full server makes room by closing an idle
          // connection, else refuses rather than slow every client down.
          beast::error_code peer_ec;
          const auto peer = socket.remote_endpoint(peer_ec);
          auto place = peer_ec ? ConnectionTable::Place{}
                               : connections_->admit(limit_key(peer.address()),
                                                     limits_.trusted_proxies.contains(core::unmapped(peer.address())));
          if (!place) {
            beast::error_code ignored;
            socket.close(ignored);
            continue;
          }
          auto exec = socket.get_executor();
          net::co_spawn(exec,
                        run_session(std::move(socket), std::move(place), app_, limits_, workers_, in_flight_, stopping_,
                                    access_log_),
                        [](std::exception_ptr e) {
                          if (e) {
                            try {
                              std::rethrow_exception(e);
                            } catch (const std::exception& ex) {
                              spdlog::error("session: {}", ex.what());
                            }
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
