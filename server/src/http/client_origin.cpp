#include "http/client_origin.hpp"

#include <boost/beast/core/string.hpp>

#include <string_view>
#include <vector>

namespace pathshala::http {

namespace ip = boost::asio::ip;
namespace bhttp = boost::beast::http;

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// Splits at `sep` outside double quotes.
std::vector<std::string_view> split_unquoted(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  bool quoted = false;
  std::size_t start = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '"') quoted = !quoted;
    if (s[i] == sep && !quoted) {
      out.push_back(trim(s.substr(start, i - start)));
      start = i + 1;
    }
  }
  out.push_back(trim(s.substr(start)));
  return out;
}

std::string_view unquote(std::string_view s) {
  if (s.size() >= 2 && s.front() == '"' && s.back() == '"') return s.substr(1, s.size() - 2);
  return s;
}

// One hop's address: "1.2.3.4", "1.2.3.4:80", "2001:db8::1", "[2001:db8::1]:80". Nothing for
// "unknown", obfuscated identifiers ("_hidden") and garbage.
std::optional<ip::address> hop_address(std::string_view s) {
  s = unquote(trim(s));
  if (s.empty() || s.size() > 64) return std::nullopt;
  if (s.front() == '[') {
    const auto close = s.find(']');
    if (close == std::string_view::npos) return std::nullopt;
    s = s.substr(1, close - 1);
  } else if (s.find(':') != std::string_view::npos && s.find(':') == s.rfind(':')) {
    s = s.substr(0, s.find(':'));  // IPv4 with a port
  }
  boost::system::error_code ec;
  auto a = ip::make_address(std::string(s), ec);
  if (ec) return std::nullopt;
  return core::unmapped(a);
}

// All values of a header that may be repeated, as one comma-separated list.
std::string joined(const bhttp::request_header<>& header, std::string_view name) {
  std::string out;
  for (auto [it, end] = header.equal_range(name); it != end; ++it) {
    if (!out.empty()) out += ',';
    out.append(it->value().data(), it->value().size());
  }
  return out;
}

struct Hop {
  std::optional<ip::address> address;
  std::string proto;  // Forwarded's proto= for this hop, if said
};

// The hops the operator's chosen header lists, the client first. Only that one header is
// read: a proxy passes the others through from the client untouched (nginx forwards a
// client's Forwarded as it came), so believing any other would let the client choose.
std::vector<Hop> listed_hops(const bhttp::request_header<>& header, core::ClientAddressHeader which) {
  std::vector<Hop> hops;
  // The hops below are views into this text: it must outlive the loop.
  const std::string text = joined(header, which == core::ClientAddressHeader::forwarded   ? "Forwarded"
                                          : which == core::ClientAddressHeader::x_real_ip ? "X-Real-IP"
                                                                                          : "X-Forwarded-For");
  switch (which) {
    case core::ClientAddressHeader::forwarded:
      for (auto element : split_unquoted(text, ',')) {
        Hop hop;
        for (auto pair : split_unquoted(element, ';')) {
          const auto eq = pair.find('=');
          if (eq == std::string_view::npos) continue;
          const auto key = trim(pair.substr(0, eq));
          const auto value = pair.substr(eq + 1);
          if (boost::beast::iequals(key, "for")) hop.address = hop_address(value);
          if (boost::beast::iequals(key, "proto")) hop.proto = std::string(unquote(trim(value)));
        }
        hops.push_back(std::move(hop));
      }
      break;
    case core::ClientAddressHeader::x_forwarded_for:
      for (auto entry : split_unquoted(text, ',')) hops.push_back({hop_address(entry), {}});
      break;
    case core::ClientAddressHeader::x_real_ip:
      // One address, set (not appended) by the proxy; repeated, the proxy's is the last.
      hops.push_back({hop_address(split_unquoted(text, ',').back()), {}});
      break;
  }
  if (hops.size() == 1 && !hops.front().address && hops.front().proto.empty()) hops.clear();  // header absent
  return hops;
}

}  // namespace

std::string limit_key(const ip::address& raw) {
  const auto address = core::unmapped(raw);
  if (address.is_v4()) return address.to_string();
  return core::network_of(address, 64).to_string() + "/64";
}

ClientOrigin resolve_client(const std::optional<ip::address>& peer, const bhttp::request_header<>& header,
                            const core::AddressRanges& trusted, core::ClientAddressHeader which) {
  ClientOrigin out;
  if (!peer) {
    out.address = out.limit_key = "-";
    return out;
  }
  ip::address client = core::unmapped(*peer);
  if (trusted.contains(client)) {
    const bool from_forwarded = which == core::ClientAddressHeader::forwarded;
    const auto hops = listed_hops(header, which);
    std::string proto;
    if (!from_forwarded) {
      // The nearest proxy's word: the last value (a proxy that appends adds its own last).
      const std::string protos = joined(header, "X-Forwarded-Proto");  // outlives the views into it
      proto = std::string(split_unquoted(protos, ',').back());
    }
    // From the nearest hop outwards, past proxies we trust; the first other address is the
    // client. A hop that names no usable address ends the walk at the proxy that wrote it.
    for (auto hop = hops.rbegin(); hop != hops.rend(); ++hop) {
      if (!hop->address) break;
      client = *hop->address;
      if (from_forwarded) proto = hop->proto;
      if (!trusted.contains(client)) break;
    }
    out.https = boost::beast::iequals(trim(proto), "https");
  }
  out.address = client.to_string();
  out.limit_key = limit_key(client);
  return out;
}

void normalise_forwarding_headers(bhttp::request_header<>& header, const ClientOrigin& origin) {
  header.erase(bhttp::field::forwarded);
  header.erase("X-Forwarded-For");
  header.erase("X-Real-IP");
  if (origin.https)
    header.set("X-Forwarded-Proto", "https");
  else
    header.erase("X-Forwarded-Proto");
}

}  // namespace pathshala::http
