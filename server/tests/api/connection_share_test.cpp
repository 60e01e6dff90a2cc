// Issue 24, finding 6: one client opened 10,000 idle connections in 0.7 s and the server
// refused everyone else. Now a client holds at most its share, and a full server makes room
// for a newcomer by closing an idle connection (of the client that holds the most, the
// longest idle first).
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include <memory>
#include <vector>

#include "../support/test_server.hpp"

using namespace pathshala;
using namespace pathshala::test_support;
namespace net = boost::asio;
namespace bhttp = boost::beast::http;
using tcp = net::ip::tcp;

namespace {

// One keep-alive connection from a chosen loopback address.
class Connection {
 public:
  Connection(std::uint16_t port, const std::string& from) : socket_(io_) {
    socket_.open(tcp::v4());
    socket_.bind({net::ip::make_address(from), 0});
    socket_.connect({net::ip::make_address("127.0.0.1"), port});
  }
  // True when the server answered a request on this connection (it is still open).
  bool answers() {
    boost::system::error_code ec;
    bhttp::request<bhttp::empty_body> req{bhttp::verb::get, "/healthz", 11};
    req.set(bhttp::field::host, "localhost");
    bhttp::write(socket_, req, ec);
    if (ec) return false;
    bhttp::response<bhttp::string_body> res;
    bhttp::read(socket_, buffer_, res, ec);
    return !ec && res.result_int() == 200;
  }

 private:
  net::io_context io_;
  tcp::socket socket_;
  boost::beast::flat_buffer buffer_;
};

http::ServerOptions small_server() {
  http::ServerOptions limits;
  limits.max_connections = 40;
  limits.max_connections_per_client = 8;
  return limits;
}

// Opens n connections from `from`; returns those the server kept (and answered on).
std::vector<std::unique_ptr<Connection>> open_from(const TestServer& server, const std::string& from, int n) {
  std::vector<std::unique_ptr<Connection>> kept;
  for (int i = 0; i < n; ++i) {
    auto c = std::make_unique<Connection>(server.port, from);
    if (c->answers()) kept.push_back(std::move(c));
  }
  return kept;
}

TEST(ConnectionShare, OneClientHoldsOnlyItsShare) {
  TestServer server(small_server());
  auto attacker = open_from(server, "127.0.0.2", 30);
  EXPECT_EQ(attacker.size(), 8u) << "the rest were closed at once";
  // Everyone else is still served, on new connections and old.
  EXPECT_EQ(fetch_from(server.port, "/healthz", bhttp::verb::get, {}, "", "127.0.0.3").status, 200u);
  for (auto& c : attacker) EXPECT_TRUE(c->answers());
  // Closing one gives the place back — once the server has seen the close, which it does
  // on its own time (a busy machine: tens of milliseconds).
  attacker.pop_back();
  std::vector<std::unique_ptr<Connection>> again;
  for (int i = 0; i < 100 && again.empty(); ++i) {
    again = open_from(server, "127.0.0.2", 1);
    if (again.empty()) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  EXPECT_EQ(again.size(), 1u);
  EXPECT_TRUE(open_from(server, "127.0.0.2", 2).empty()) << "one place came back, not more";
}

TEST(ConnectionShare, AFullServerClosesAnIdleConnectionForANewClient) {
  TestServer server(small_server());
  auto first = open_from(server, "127.0.0.2", 8);  // idle the longest
  ASSERT_EQ(first.size(), 8u);
  std::vector<std::vector<std::unique_ptr<Connection>>> others;
  for (const char* from : {"127.0.0.10", "127.0.0.11", "127.0.0.12", "127.0.0.13"}) {
    others.push_back(open_from(server, from, 8));
    ASSERT_EQ(others.back().size(), 8u) << from;
  }
  // 40 idle connections: the server is full. A newcomer still gets in…
  EXPECT_EQ(fetch_from(server.port, "/healthz", bhttp::verb::get, {}, "", "127.0.0.50").status, 200u);
  // …in the place of the longest-idle connection among the clients holding the most (all
  // hold 8 here, so the first one opened).
  int closed = 0;
  for (auto& c : first) closed += c->answers() ? 0 : 1;
  EXPECT_EQ(closed, 1);
  for (auto& group : others)
    for (auto& c : group) EXPECT_TRUE(c->answers()) << "an idle connection of a later client was closed first";
}

}  // namespace
