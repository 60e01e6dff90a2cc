#pragma once
// Who the client is, when the site may sit behind proxies (nginx, a load balancer).
//
// The TCP peer is the client unless it is one of --trusted-proxies; only then is the one
// header the operator named (--client-address-header: X-Forwarded-For, Forwarded or
// X-Real-IP) believed, read from the right (nearest hop) and skipping further trusted
// proxies, so a client cannot choose its own address by sending headers itself. The scheme
// comes from that header's proto= (Forwarded) or from X-Forwarded-Proto (the others). Per-address limits count IPv6
// clients by their /64, which is what one household or phone gets.
#include <boost/asio/ip/address.hpp>
#include <boost/beast/http/message.hpp>

#include <optional>
#include <string>

#include "core/address_ranges.hpp"
#include "core/config.hpp"

namespace pathshala::http {

struct ClientOrigin {
  std::string address;    // the client's address as far as it is known, for the access log
  std::string limit_key;  // what per-address limits count: the IPv4 address, or the IPv6 /64
  bool https = false;     // a trusted proxy says the client reached it over https
};

ClientOrigin resolve_client(const std::optional<boost::asio::ip::address>& peer,
                            const boost::beast::http::request_header<>& header, const core::AddressRanges& trusted,
                            core::ClientAddressHeader which = core::ClientAddressHeader::x_forwarded_for);

// Leaves in the header only what the server resolved: Forwarded, X-Forwarded-For and
// X-Real-IP removed, and X-Forwarded-Proto: https present exactly when origin.https. Code
// further in (cookies, redirect URIs) may then read X-Forwarded-Proto without re-checking.
void normalise_forwarding_headers(boost::beast::http::request_header<>& header, const ClientOrigin& origin);

// The limit key of an address: IPv4 as it is, IPv6 as "<network>/64".
std::string limit_key(const boost::asio::ip::address& address);

}  // namespace pathshala::http
