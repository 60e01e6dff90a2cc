// Who the client is behind proxies (issue 12, finding 3; issue 24, finding 3): the one
// forwarding header the operator named is believed, only from trusted proxies, read from
// the nearest hop; IPv6 clients are counted by /64.
#include <gtest/gtest.h>

#include <boost/asio/ip/address.hpp>

#include "core/address_ranges.hpp"
#include "core/config.hpp"
#include "http/client_origin.hpp"

using namespace pathshala;
namespace bhttp = boost::beast::http;
using boost::asio::ip::make_address;

namespace {

core::AddressRanges ranges(const std::string& list) {
  std::string error;
  auto r = core::AddressRanges::parse(list, &error);
  EXPECT_TRUE(r) << error;
  return r.value_or(core::AddressRanges{});
}

bhttp::request_header<> header(std::initializer_list<std::pair<std::string, std::string>> fields) {
  bhttp::request_header<> h;
  for (const auto& [name, value] : fields) h.insert(name, value);
  return h;
}

http::ClientOrigin resolve(const std::string& peer, const bhttp::request_header<>& h, const std::string& trusted,
                           core::ClientAddressHeader which = core::ClientAddressHeader::x_forwarded_for) {
  return http::resolve_client(make_address(peer), h, ranges(trusted), which);
}

TEST(AddressRanges, ParsesCidrsAndAddressesAndRefusesTheRest) {
  auto r = ranges(" 127.0.0.1 , 10.0.0.0/8,2001:db8::/32");
  EXPECT_TRUE(r.contains(make_address("127.0.0.1")));
  EXPECT_FALSE(r.contains(make_address("127.0.0.2")));
  EXPECT_TRUE(r.contains(make_address("10.200.3.4")));
  EXPECT_FALSE(r.contains(make_address("11.0.0.1")));
  EXPECT_TRUE(r.contains(make_address("2001:db8:ffff::1")));
  EXPECT_FALSE(r.contains(make_address("2001:db9::1")));
  EXPECT_TRUE(r.contains(make_address("::ffff:10.1.2.3"))) << "an IPv4-mapped peer is its IPv4 address";
  EXPECT_TRUE(ranges("").empty());
  for (const char* bad : {"10.0.0.0/33", "nonsense", "1.2.3.4/x", "1.2.3.4/", "2001:db8::/129", "10.0.0.0/-1"}) {
    std::string error;
    EXPECT_FALSE(core::AddressRanges::parse(bad, &error)) << bad;
    EXPECT_FALSE(error.empty()) << bad;
  }
}

TEST(ClientOrigin, AnUntrustedPeerIsTheClientWhateverItSays) {
  auto h = header({{"X-Forwarded-For", "203.0.113.9"},
                   {"Forwarded", "for=203.0.113.8;proto=https"},
                   {"X-Forwarded-Proto", "https"}});
  auto o = resolve("198.51.100.7", h, "127.0.0.1/32");
  EXPECT_EQ(o.address, "198.51.100.7");
  EXPECT_EQ(o.limit_key, "198.51.100.7");
  EXPECT_FALSE(o.https);
  // With no trusted proxies at all, the same.
  EXPECT_EQ(resolve("127.0.0.1", h, "").address, "127.0.0.1");
}

TEST(ClientOrigin, ATrustedProxyNamesTheClient) {
  auto o = resolve("127.0.0.1", header({{"X-Forwarded-For", "203.0.113.9"}, {"X-Forwarded-Proto", "https"}}),
                   "127.0.0.1/32");
  EXPECT_EQ(o.address, "203.0.113.9");
  EXPECT_TRUE(o.https);
  EXPECT_EQ(resolve("127.0.0.1", header({}), "127.0.0.1/32").address, "127.0.0.1") << "no header: the proxy itself";
}

TEST(ClientOrigin, AddressesAClientPrependsAreNotBelieved) {
  // The client sent "X-Forwarded-For: 1.1.1.1"; nginx appended the real address, then a
  // second trusted proxy appended nginx's.
  auto o = resolve("127.0.0.1", header({{"X-Forwarded-For", "1.1.1.1, 198.51.100.2, 10.0.0.5"}}),
                   "127.0.0.1/32, 10.0.0.0/8");
  EXPECT_EQ(o.address, "198.51.100.2");
  // Repeated header lines are one list.
  auto repeated = resolve("127.0.0.1", header({{"X-Forwarded-For", "1.1.1.1"}, {"X-Forwarded-For", "198.51.100.3"}}),
                          "127.0.0.1/32");
  EXPECT_EQ(repeated.address, "198.51.100.3");
}

TEST(ClientOrigin, ForwardedIsReadWhenItIsTheNamedHeaderAndCarriesTheProtocolOfItsHop) {
  const auto forwarded = core::ClientAddressHeader::forwarded;
  auto o = resolve("10.0.0.1",
                   header({{"Forwarded", R"(for=1.1.1.1, for="[2001:db8:cafe::17]:4711";proto=https;by=10.0.0.1)"},
                           {"X-Forwarded-For", "203.0.113.50"}}),
                   "10.0.0.0/8", forwarded);
  EXPECT_EQ(o.address, "2001:db8:cafe::17");
  EXPECT_EQ(o.limit_key, "2001:db8:cafe::/64");
  EXPECT_TRUE(o.https);
  auto plain =
      resolve("10.0.0.1", header({{"Forwarded", "for=198.51.100.4;proto=http"}, {"X-Forwarded-Proto", "https"}}),
              "10.0.0.0/8", forwarded);
  EXPECT_EQ(plain.address, "198.51.100.4");
  EXPECT_FALSE(plain.https) << "X-Forwarded-Proto is not Forwarded's word";
}

// Issue 24, finding 3: nginx passes a client's own Forwarded (and X-Real-IP) through. Only
// the header the operator named is read, so what the client added is ignored.
TEST(ClientOrigin, OnlyTheNamedHeaderIsBelieved) {
  const auto through_nginx =
      header({{"Forwarded", "for=1.1.1.1;proto=https"}, {"X-Real-IP", "2.2.2.2"}, {"X-Forwarded-For", "198.51.100.9"}});
  auto o = resolve("127.0.0.1", through_nginx, "127.0.0.1/32");
  EXPECT_EQ(o.address, "198.51.100.9");
  EXPECT_FALSE(o.https) << "a client's Forwarded proto=https over plain http";

  const auto real_ip = header({{"Forwarded", "for=1.1.1.1"},
                               {"X-Forwarded-For", "3.3.3.3"},
                               {"X-Real-IP", "198.51.100.10"},
                               {"X-Forwarded-Proto", "https"}});
  auto r = resolve("127.0.0.1", real_ip, "127.0.0.1/32", core::ClientAddressHeader::x_real_ip);
  EXPECT_EQ(r.address, "198.51.100.10");
  EXPECT_TRUE(r.https);
  EXPECT_EQ(resolve("127.0.0.1", header({{"X-Forwarded-For", "3.3.3.3"}}), "127.0.0.1/32",
                    core::ClientAddressHeader::x_real_ip)
                .address,
            "127.0.0.1")
      << "without the named header, the proxy itself";
  auto f = resolve("127.0.0.1", header({{"X-Forwarded-For", "3.3.3.3"}}), "127.0.0.1/32",
                   core::ClientAddressHeader::forwarded);
  EXPECT_EQ(f.address, "127.0.0.1");
}

TEST(ClientOrigin, AnUnusableHopStopsAtTheProxyThatWroteIt) {
  for (const char* list : {"unknown", "_hidden", "not-an-address", "300.1.1.1", ""}) {
    auto o = resolve("127.0.0.1", header({{"X-Forwarded-For", std::string("203.0.113.1, ") + list}}), "127.0.0.1/32");
    EXPECT_EQ(o.address, "127.0.0.1") << list;
  }
  auto port = resolve("127.0.0.1", header({{"X-Forwarded-For", "203.0.113.1:5555"}}), "127.0.0.1/32");
  EXPECT_EQ(port.address, "203.0.113.1");
}

TEST(ClientOrigin, IPv6ClientsAreCountedByTheirSlash64) {
  auto a = resolve("2001:db8:1:2:aaaa::1", header({}), "");
  auto b = resolve("2001:db8:1:2:bbbb::2", header({}), "");
  auto c = resolve("2001:db8:1:3::1", header({}), "");
  EXPECT_EQ(a.address, "2001:db8:1:2:aaaa::1");
  EXPECT_EQ(a.limit_key, b.limit_key);
  EXPECT_NE(a.limit_key, c.limit_key);
  EXPECT_EQ(resolve("::ffff:192.0.2.1", header({}), "").limit_key, "192.0.2.1");
}

TEST(ClientOrigin, TheAppSeesOnlyWhatWasResolved) {
  auto h = header({{"X-Forwarded-For", "1.1.1.1"},
                   {"Forwarded", "for=1.1.1.1"},
                   {"X-Real-IP", "1.1.1.1"},
                   {"X-Forwarded-Proto", "https"}});
  http::normalise_forwarding_headers(h, http::ClientOrigin{"198.51.100.7", "198.51.100.7", false});
  EXPECT_EQ(h.find("X-Forwarded-For"), h.end());
  EXPECT_EQ(h.find("Forwarded"), h.end());
  EXPECT_EQ(h.find("X-Real-IP"), h.end());
  EXPECT_EQ(h.find("X-Forwarded-Proto"), h.end()) << "an untrusted client's word on https is dropped";
  http::normalise_forwarding_headers(h, http::ClientOrigin{"203.0.113.9", "203.0.113.9", true});
  EXPECT_EQ(h["X-Forwarded-Proto"], "https");
}

TEST(ClientOrigin, TheHeaderFlagNamesOneOfThree) {
  const auto none = [](const std::string&) { return std::optional<std::string>(); };
  auto real = core::parse_config({"--client-address-header", "x-real-ip"}, none);
  ASSERT_TRUE(std::holds_alternative<core::Config>(real));
  EXPECT_EQ(std::get<core::Config>(real).client_address_header, core::ClientAddressHeader::x_real_ip);
  EXPECT_EQ(std::get<core::Config>(core::parse_config({}, none)).client_address_header,
            core::ClientAddressHeader::x_forwarded_for);
  EXPECT_TRUE(std::holds_alternative<core::ConfigError>(core::parse_config({"--client-address-header", "via"}, none)));
}

TEST(ClientOrigin, TheFlagRefusesABadList) {
  auto bad = core::parse_config({"--trusted-proxies", "10.0.0.0/40"},
                                [](const std::string&) { return std::optional<std::string>(); });
  ASSERT_TRUE(std::holds_alternative<core::ConfigError>(bad));
  EXPECT_NE(std::get<core::ConfigError>(bad).message.find("--trusted-proxies"), std::string::npos);
  auto good = core::parse_config({"--trusted-proxies", "127.0.0.1/32"},
                                 [](const std::string&) { return std::optional<std::string>(); });
  ASSERT_TRUE(std::holds_alternative<core::Config>(good));
  EXPECT_TRUE(std::get<core::Config>(good).trusted_proxies.contains(make_address("127.0.0.1")));
}

}  // namespace
