// The server under slow clients and hostile bytes (issue 12): a download or upload that
// keeps moving finishes however long it takes, while the inactivity limit still applies;
// requests a proxy could read differently (a transfer coding other than chunked, HTTP/1.1
// without Host or with two) are refused and the connection closed; a NUL in a job search is a 400;
// the access log hides secrets in query strings.
#include <gtest/gtest.h>

#include <sys/socket.h>
#include <regex>

#include <boost/asio.hpp>

#include <chrono>
#include <thread>

#include "../support/test_server.hpp"
#include "http/query.hpp"

using namespace pathshala;
using namespace pathshala::test_support;
namespace net = boost::asio;
using tcp = net::ip::tcp;

namespace {

// A server whose inactivity limit is one second, and a route that answers a body's size.
http::ServerOptions one_second() {
  http::ServerOptions limits;
  limits.read_timeout = std::chrono::seconds(1);
  return limits;
}
void add_size_route(http::Router& router) {
  auto options = http::RouteOptions::public_access().signature_authenticated();
  options.body_limit(8 * 1024 * 1024);
  router.add(
      boost::beast::http::verb::post, "/api/probe/size", options, [](const http::Request& req, const http::Context&) {
        return http::json_value(req, boost::beast::http::status::ok, boost::json::object{{"size", req.body().size()}});
      });
}

struct RawClient {
  net::io_context io;
  tcp::socket socket{io};
  explicit RawClient(std::uint16_t port, int receive_buffer = 0) {
    socket.open(tcp::v4());
    if (receive_buffer) socket.set_option(net::socket_base::receive_buffer_size(receive_buffer));
    socket.connect({net::ip::make_address("127.0.0.1"), port});
  }
  void send(const std::string& bytes) { net::write(socket, net::buffer(bytes)); }
  // Everything until the server closes (or `limit` bytes), reading `chunk` bytes every `pause`.
  std::string read_all(std::size_t chunk = 64 * 1024, std::chrono::milliseconds pause = {}) {
    std::string out;
    std::vector<char> buf(chunk);
    boost::system::error_code ec;
    for (;;) {
      const auto n = socket.read_some(net::buffer(buf), ec);
      out.append(buf.data(), n);
      if (ec) break;
      if (pause.count()) std::this_thread::sleep_for(pause);
    }
    return out;
  }
};

TEST(HttpEdges, ASlowReaderGetsTheWholeFile) {
  TestServer server(one_second());
  const std::string body(3 * 1024 * 1024, 'p');
  write_text(server.config.data_dir / "files" / "big.zip", body);
  RawClient client(server.port, 16 * 1024);
  client.send("GET /files/big.zip HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
  // 16 KiB every 10 ms: 1.6 MB/s at best, so about twice the inactivity limit in all.
  const auto answer = client.read_all(16 * 1024, std::chrono::milliseconds(10));
  const auto head_end = answer.find("\r\n\r\n");
  ASSERT_NE(head_end, std::string::npos);
  EXPECT_EQ(answer.substr(0, 12), "HTTP/1.1 200");
  EXPECT_EQ(answer.size() - head_end - 4, body.size()) << "the download was cut off";
}

TEST(HttpEdges, ASlowUploadThatKeepsMovingFinishes) {
  TestServer server(one_second(), {}, add_size_route);
  const std::size_t size = 3 * 1024 * 1024;
  RawClient client(server.port);
  client.send(
      "POST /api/probe/size HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\n"
      "Connection: close\r\nContent-Length: " +
      std::to_string(size) + "\r\n\r\n");
  const std::string piece(64 * 1024, 'u');
  const auto started = std::chrono::steady_clock::now();
  for (std::size_t sent = 0; sent < size; sent += piece.size()) {
    client.send(piece);
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  EXPECT_GT(std::chrono::steady_clock::now() - started, std::chrono::seconds(2));  // longer than the limit
  const auto answer = client.read_all();
  EXPECT_EQ(answer.substr(0, 12), "HTTP/1.1 200") << answer.substr(0, 200);
  EXPECT_NE(answer.find("{\"size\":" + std::to_string(size) + "}"), std::string::npos);
}

TEST(HttpEdges, AStalledClientIsStillDropped) {
  TestServer server(one_second(), {}, add_size_route);
  RawClient client(server.port);
  client.send("POST /api/probe/size HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\nonly-part");
  const auto answer = client.read_all();  // the server gives up after a second of silence
  EXPECT_EQ(answer.find("200 OK"), std::string::npos);
}

TEST(HttpEdges, OtherTransferCodingsAre501AndAMissingOrRepeatedHostIs400AndClose) {
  TestServer server;
  // A coding we do not undo, alone or before chunked: 501, and the body is never read as
  // the next request (RFC 9112 §6.1).
  for (const char* coding : {"gzip", "gzip, chunked"}) {
    RawClient client(server.port);
    client.send(std::string("POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: ") + coding +
                "\r\n\r\n5\r\nhello\r\n0\r\n\r\nGET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
    const auto answer = client.read_all();
    EXPECT_EQ(answer.substr(0, 12), "HTTP/1.1 501") << coding << ": " << answer;
    EXPECT_NE(answer.find("unsupported-transfer-coding"), std::string::npos) << answer;
    EXPECT_EQ(answer.find("\"status\":\"ok\""), std::string::npos) << "the body was read as a second request";
  }
  {
    RawClient client(server.port);
    client.send("GET /healthz HTTP/1.1\r\n\r\n");
    EXPECT_EQ(client.read_all().substr(0, 12), "HTTP/1.1 400");
  }
  {
    // Two Hosts: which one a proxy routed by is anyone's guess (RFC 9112 §3.2).
    RawClient client(server.port);
    client.send("GET /api/site HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\n\r\n");
    const auto answer = client.read_all();
    EXPECT_EQ(answer.substr(0, 12), "HTTP/1.1 400") << answer;
    EXPECT_NE(answer.find("Host once"), std::string::npos) << answer;
  }
  {
    RawClient client(server.port);
    client.send("GET /healthz HTTP/1.0\r\n\r\n");  // HTTP/1.0 has no Host requirement
    EXPECT_EQ(client.read_all().substr(0, 12), "HTTP/1.0 200");
  }
}

TEST(HttpEdges, ANulInAJobSearchIsABadParameter) {
  TestServer server;
  auto r = server.fetch("/api/jobs?q=%00java");
  EXPECT_EQ(r.status, 400u) << r.body;
  EXPECT_NE(r.body.find("invalid-parameter"), std::string::npos);
}

// Issue 24, finding 14: the limit is 100 characters, not 100 bytes.
TEST(HttpEdges, AJobSearchIsLimitedInCharactersNotBytes) {
  TestServer server;
  std::string devanagari, too_long;
  for (int i = 0; i < 100; ++i) devanagari += "%E0%A4%95";  // क, three bytes each
  EXPECT_EQ(server.fetch("/api/jobs?q=" + devanagari).status, 200u);
  EXPECT_EQ(server.fetch("/api/jobs?q=" + devanagari + "%E0%A4%95").status, 400u);
}

TEST(HttpEdges, PagesCarryTheBrowserProtections) {
  TestServer plain;
  auto page = plain.fetch("/");
  EXPECT_NE(page.header("content-security-policy").find("frame-ancestors 'none'"), std::string::npos);
  EXPECT_NE(page.header("content-security-policy").find("script-src 'self';"), std::string::npos)
      << "no payments configured: no foreign script";
  EXPECT_EQ(page.header("referrer-policy"), "strict-origin-when-cross-origin");
  EXPECT_FALSE(page.header("permissions-policy").empty());
  EXPECT_EQ(page.header("x-content-type-options"), "nosniff");
  EXPECT_TRUE(page.header("strict-transport-security").empty()) << "HSTS over plain HTTP";
  // Issue 24, finding 12: the offline shell (and any other HTML file of the app) is a page too.
  write_text(plain.config.web_dir / "shell.html", "<!doctype html><title>offline</title><div id=root></div>");
  for (const char* path : {"/shell.html"}) {
    auto shell = plain.fetch(path);
    ASSERT_EQ(shell.status, 200u) << path;
    EXPECT_NE(shell.header("content-security-policy").find("frame-ancestors 'none'"), std::string::npos) << path;
    EXPECT_EQ(shell.header("x-frame-options"), "DENY") << path;
  }
  EXPECT_TRUE(plain.fetch("/assets/app-abc123.js").header("content-security-policy").empty())
      << "scripts need no page policy";

  TestServer https({}, [](core::Config& c, accounts::AccountsOptions&) { c.public_url = "https://pathshala.example"; });
  EXPECT_NE(https.fetch("/").header("strict-transport-security").find("max-age="), std::string::npos);
}

// Issue 31's conformance findings: every response is dated (RFC 9110 §6.6.1), and HEAD
// ignores Range (it applies to GET only).
TEST(HttpEdges, EveryResponseCarriesADateAndHeadIgnoresRange) {
  TestServer server;
  const std::regex http_date(R"([A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT)");
  for (const char* target : {"/healthz", "/", "/assets/app-abc123.js", "/api/jobs", "/api/no-such-thing"}) {
    auto r = server.fetch(target);
    EXPECT_TRUE(std::regex_match(r.header("date"), http_date)) << target << ": '" << r.header("date") << "'";
  }
  using boost::beast::http::verb;
  auto ranged = server.fetch("/assets/app-abc123.js", verb::get, {{"Range", "bytes=0-9"}});
  EXPECT_EQ(ranged.status, 206u);
  auto head = server.fetch("/assets/app-abc123.js", verb::head, {{"Range", "bytes=0-9"}});
  EXPECT_EQ(head.status, 200u);
  EXPECT_EQ(head.header("content-length"), "2000");
  EXPECT_TRUE(head.header("content-range").empty());
}

TEST(HttpEdges, TheAccessLogHidesSecretsInQueryStrings) {
  EXPECT_EQ(http::redacted_target("/api/auth/oauth/google/callback?code=abc&state=def&x=1"),
            "/api/auth/oauth/google/callback?code=REDACTED&state=REDACTED&x=1");
  EXPECT_EQ(http::redacted_target("/reset-password?Token=0123"), "/reset-password?Token=REDACTED");
  EXPECT_EQ(http::redacted_target("/api/jobs?q=java"), "/api/jobs?q=java");
  EXPECT_EQ(http::redacted_target("/plain"), "/plain");
}

}  // namespace
