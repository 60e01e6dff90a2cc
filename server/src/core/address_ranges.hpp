#pragma once
// A set of IP networks written as CIDRs ("10.0.0.0/8", "2001:db8::/32") or single addresses
// ("127.0.0.1"), e.g. the proxies whose forwarding headers are believed.
#include <boost/asio/ip/address.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathshala::core {

class AddressRanges {
 public:
  // A comma-separated list; blanks around entries are ignored. nullopt (with a message in
  // *error) for anything that is not an address or a CIDR with a prefix in range.
  static std::optional<AddressRanges> parse(std::string_view list, std::string* error = nullptr);

  bool contains(const boost::asio::ip::address& address) const;
  bool empty() const { return ranges_.empty(); }

 private:
  struct Range {
    boost::asio::ip::address network;  // IPv4 or IPv6, host bits cleared
    unsigned prefix = 0;
  };
  std::vector<Range> ranges_;
};

// An IPv4-mapped IPv6 address (::ffff:a.b.c.d, what a dual-stack socket reports) as the
// IPv4 address it is; any other address unchanged.
boost::asio::ip::address unmapped(const boost::asio::ip::address& address);

// The address's first `prefix` bits, the rest cleared.
boost::asio::ip::address network_of(const boost::asio::ip::address& address, unsigned prefix);

}  // namespace pathshala::core
