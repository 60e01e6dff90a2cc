#include "http/page_data_get.hpp"

#include <boost/beast/core/flat_buffer.hpp>

#include "http/request_path.hpp"

namespace pathshala::http {

namespace {

// The response a handler returned, read back as a client would (the handlers write Beast
// messages, possibly chunked or with any headers; parsing them is the one way that covers
// every kind).
std::optional<bhttp::response<bhttp::string_body>> read_back(Response& response) {
  std::string wire;
  boost::system::error_code ec;
  while (!response.message.is_done()) {
    const auto buffers = response.message.prepare(ec);
    if (ec) return std::nullopt;
    std::size_t size = 0;
    for (const auto& b : buffers) {
      wire.append(static_cast<const char*>(b.data()), b.size());
      size += b.size();
    }
    response.message.consume(size);
  }
  bhttp::response_parser<bhttp::string_body> parser;
  parser.eager(true);
  parser.body_limit(64u << 20);
  std::size_t used = 0;
  while (!parser.is_done() && used < wire.size()) {
    const auto n = parser.put(boost::asio::buffer(wire.data() + used, wire.size() - used), ec);
    if (ec) return std::nullopt;
    if (n == 0) break;
    used += n;
  }
  if (!parser.is_done()) {
    parser.put_eof(ec);
    if (ec || !parser.is_done()) return std::nullopt;
  }
  return parser.release();
}

}  // namespace

std::optional<PageDataAnswer> page_data_get(const Router& router, std::string_view target) {
  const auto path = parse_request_path(target.substr(0, target.find('?')));
  if (!path) return std::nullopt;
  auto match = router.match(bhttp::verb::get, path->segments);
  const auto* route = match.route;
  if (!route || !route->options.for_pages || route->options.access != Access::public_ || route->options.identify)
    return std::nullopt;
  Request req{bhttp::verb::get, target, 11};
  Context context{std::move(match.params), "-", std::nullopt, {}, "", {}};
  auto response = route->handler(req, context);
  // A cached answer as it is (its ETag too: what the page refresher compares).
  if (response.json && response.status == 200) return PageDataAnswer{200, std::move(response.json)};
  auto message = read_back(response);
  if (!message) return std::nullopt;
  const auto type = (*message)[bhttp::field::content_type];
  if (!type.starts_with("application/json")) return std::nullopt;
  return PageDataAnswer{message->result_int(), core::make_document(std::move(message->body()))};
}

}  // namespace pathshala::http
