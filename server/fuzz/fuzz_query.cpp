// Query strings: http::query_param, http::page_query (the admin lists' q/limit/cursor) and
// http::redacted_target (what the access log writes: no secret parameter's value).
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <string>

#include <boost/url/parse.hpp>

#include "check.hpp"
#include "http/query.hpp"

using namespace pathshala::http;

namespace {
constexpr std::string_view kSecret[] = {"code",     "state",         "token",        "id_token", "access_token",
                                        "password", "signature",     "sig",          "key",      "secret",
                                        "otp",      "refresh_token", "client_secret"};

std::string lower(std::string_view s) {
  std::string out(s);
  for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool is_secret(std::string_view name) {
  const auto n = lower(name);
  for (auto s : kSecret)
    if (n == s) return true;
  return false;
}

void check_redaction(std::string_view target) {
  const std::string out = redacted_target(target);
  const auto q = target.find('?');
  if (q == std::string_view::npos) {
    FUZZ_CHECK(out == target);
    return;
  }
  FUZZ_CHECK(out.substr(0, q + 1) == target.substr(0, q + 1));  // the path is kept
  // Every secret-named pair the log line keeps has its value replaced.
  std::string_view rest = std::string_view(out).substr(q + 1);
  while (true) {
    const auto amp = rest.find('&');
    const auto pair = rest.substr(0, amp);
    const auto eq = pair.find('=');
    if (eq != std::string_view::npos && is_secret(pair.substr(0, eq))) FUZZ_CHECK(pair.substr(eq + 1) == "REDACTED");
    if (amp == std::string_view::npos) break;
    rest.remove_prefix(amp + 1);
  }
  // The server reads parameters by their decoded names (query_param), so a secret sent
  // under a percent-encoded name must not reach the log either.
  auto url = boost::urls::parse_origin_form(target);
  if (!url) return;
  for (const auto& p : url->encoded_params()) {
    if (!p.has_value || p.value.empty() || p.value == "REDACTED" || !is_secret(p.key.decode())) continue;
    std::string raw = std::string(p.key) + "=" + std::string(p.value);
    FUZZ_CHECK(("&" + out.substr(q + 1) + "&").find("&" + raw + "&") == std::string::npos);
  }
}
}  // namespace

// Input: a request target.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto target = pathshala::fuzz::as_text(data, size);
  check_redaction(target);

  Request req{bhttp::verb::get, "/", 11};
  try {
    req.target(target);
  } catch (const std::exception&) {
    return 0;
  }
  for (std::string_view name : {"q", "limit", "cursor", "code", "state", ""}) (void)query_param(req, name);
  for (int max_limit : {1, 50, 1000}) {
    const auto page = page_query(req, 1, max_limit);
    if (!page) {
      FUZZ_CHECK(page.error().code == "invalid-parameter");
      continue;
    }
    FUZZ_CHECK(page->q.size() <= 100);
    FUZZ_CHECK(page->limit >= 1 && page->limit <= max_limit);
    FUZZ_CHECK(page->offset >= 0 && page->offset <= 1'000'000);
    const auto next = next_cursor(page->offset, static_cast<std::size_t>(page->limit), 2'000'000);
    FUZZ_CHECK(next.is_string());
  }
  return 0;
}
