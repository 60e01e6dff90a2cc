// Issue 24, finding 3: behind the nginx block docs/operations.md tells operators to run
// (read from the docs by DocumentedNginx), a client cannot choose its own address or make
// the server believe https by sending forwarding headers itself: nginx names the client in
// the one header the server reads and clears the others.
#include <gtest/gtest.h>

#include "../support/browser.hpp"
#include "../support/nginx_balancer.hpp"
#include "http/site_origin.hpp"

using namespace pathshala;
using namespace pathshala::test_support;
namespace bhttp = boost::beast::http;

namespace {

// What the server made of the client: its limit key and whether it believes https.
void add_client_probe(http::Router& router) {
  router.add(bhttp::verb::get, "/api/probe/client", http::RouteOptions::public_access(),
             [](const http::Request& req, const http::Context& ctx) {
               return http::json_value(req, bhttp::status::ok,
                                       boost::json::object{{"address", ctx.client_address},
                                                           {"https", req["X-Forwarded-Proto"] == "https"}});
             });
}

http::ServerOptions as_documented() {
  http::ServerOptions o;  // --trusted-proxies 127.0.0.1/32 --client-address-header x-forwarded-for
  o.trusted_proxies = *core::AddressRanges::parse("127.0.0.1/32");
  o.client_address_header = core::ClientAddressHeader::x_forwarded_for;
  return o;
}

TEST(DocumentedProxy, AClientsOwnForwardingHeadersChangeNothing) {
  TestServer server(as_documented(), {}, add_client_probe);
  DocumentedNginx nginx(server.dir.path() / "nginx", server.port);

  // An honest client, from 127.0.0.3: the server sees that address over plain http.
  auto honest = fetch_from(nginx.port, "/api/probe/client", bhttp::verb::get, {}, "", "127.0.0.3");
  ASSERT_EQ(honest.status, 200u) << honest.body;
  EXPECT_EQ(honest.body, R"({"address":"127.0.0.3","https":false})");

  // The attacks, one header at a time and all together.
  const std::vector<std::map<std::string, std::string>> forged = {
      {{"Forwarded", "for=198.51.100.1;proto=https"}},
      {{"X-Forwarded-For", "198.51.100.2"}},
      {{"X-Real-IP", "198.51.100.3"}},
      {{"X-Forwarded-Proto", "https"}},
      {{"Forwarded", "for=198.51.100.1;proto=https"},
       {"X-Forwarded-For", "198.51.100.2"},
       {"X-Real-IP", "198.51.100.3"},
       {"X-Forwarded-Proto", "https"}},
  };
  for (const auto& headers : forged) {
    auto r = fetch_from(nginx.port, "/api/probe/client", bhttp::verb::get, headers, "", "127.0.0.2");
    ASSERT_EQ(r.status, 200u) << r.body;
    EXPECT_EQ(r.body, R"({"address":"127.0.0.2","https":false})") << headers.begin()->first;
  }

  // Cookies over plain http stay plain whatever the client claims.
  auto csrf = fetch_from(nginx.port, "/api/auth/csrf", bhttp::verb::get, {{"Forwarded", "for=1.1.1.1;proto=https"}});
  ASSERT_EQ(csrf.status, 200u);
  for (const auto& line : csrf.set_cookies) {
    EXPECT_EQ(line.find("Secure"), std::string::npos) << line;
    EXPECT_EQ(line.find("__Host-"), std::string::npos) << line;
  }
}

TEST(DocumentedProxy, PerAddressLimitsCountTheRealClient) {
  TestServer server(
      as_documented(),
      [](core::Config&, accounts::AccountsOptions& o) {
        o.throttle.per_address = {30, std::chrono::minutes(1)};
      },
      add_client_probe);
  DocumentedNginx nginx(server.dir.path() / "nginx", server.port);
  Browser attacker(nginx.port);
  attacker.source = "127.0.0.2";
  // 30 failed sign-ins (the allowance set above), each claiming another address: the 31st
  // still waits its turn.
  for (int i = 0; i < 30; ++i) {
    auto r = attacker.post(
        "/api/auth/login", R"({"email":"nobody)" + std::to_string(i) + R"(@example.com","password":"wrong-1"})",
        {{"Forwarded", "for=203.0.113." + std::to_string(i)}, {"X-Forwarded-For", "203.0.113." + std::to_string(i)}});
    ASSERT_EQ(r.status, 401u) << i << ": " << r.body;
  }
  auto blocked = attacker.post("/api/auth/login", R"({"email":"nobody99@example.com","password":"wrong-1"})",
                               {{"Forwarded", "for=198.51.100.99"}});
  EXPECT_EQ(blocked.status, 429u) << blocked.body;
}

}  // namespace
