#include "core/address_ranges.hpp"

#include <algorithm>

namespace pathshala::core {

namespace ip = boost::asio::ip;

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

unsigned width(const ip::address& a) { return a.is_v4() ? 32 : 128; }

template <class Bytes>
void clear_host_bits(Bytes& bytes, unsigned prefix) {
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    const unsigned first_bit = static_cast<unsigned>(i) * 8;
    if (first_bit >= prefix)
      bytes[i] = 0;
    else if (prefix - first_bit < 8)
      bytes[i] &= static_cast<unsigned char>(0xFF << (8 - (prefix - first_bit)));
  }
}

}  // namespace

ip::address unmapped(const ip::address& address) {
  if (address.is_v6() && address.to_v6().is_v4_mapped()) return ip::make_address_v4(ip::v4_mapped, address.to_v6());
  return address;
}

ip::address network_of(const ip::address& address, unsigned prefix) {
  if (address.is_v4()) {
    auto bytes = address.to_v4().to_bytes();
    clear_host_bits(bytes, std::min(prefix, 32u));
    return ip::address_v4(bytes);
  }
  auto bytes = address.to_v6().to_bytes();
  clear_host_bits(bytes, std::min(prefix, 128u));
  return ip::address_v6(bytes);
}

std::optional<AddressRanges> AddressRanges::parse(std::string_view list, std::string* error) {
  AddressRanges out;
  auto fail = [&](std::string message) -> std::optional<AddressRanges> {
    if (error) *error = std::move(message);
    return std::nullopt;
  };
  while (!list.empty()) {
    const auto comma = list.find(',');
    const auto entry = trim(list.substr(0, comma));
    list = comma == std::string_view::npos ? std::string_view{} : list.substr(comma + 1);
    if (entry.empty()) continue;
    const auto slash = entry.find('/');
    boost::system::error_code ec;
    auto address = ip::make_address(std::string(entry.substr(0, slash)), ec);
    if (ec) return fail("\"" + std::string(entry) + "\" is not an IP address or CIDR");
    address = unmapped(address);
    unsigned prefix = width(address);
    if (slash != std::string_view::npos) {
      const auto digits = entry.substr(slash + 1);
      if (digits.empty() || digits.size() > 3 || !std::all_of(digits.begin(), digits.end(), ::isdigit))
        return fail("\"" + std::string(entry) + "\" has no valid prefix length");
      prefix = static_cast<unsigned>(std::stoul(std::string(digits)));
      if (prefix > width(address)) return fail("\"" + std::string(entry) + "\": the prefix is longer than the address");
    }
    out.ranges_.push_back({network_of(address, prefix), prefix});
  }
  return out;
}

bool AddressRanges::contains(const ip::address& raw) const {
  const auto address = unmapped(raw);
  return std::any_of(ranges_.begin(), ranges_.end(), [&](const Range& r) {
    return r.network.is_v4() == address.is_v4() && network_of(address, r.prefix) == r.network;
  });
}

}  // namespace pathshala::core
