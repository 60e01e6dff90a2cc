#include "http/query.hpp"

#include <cctype>

#include <boost/url/parse.hpp>

namespace pathshala::http {

std::optional<std::string> query_param(const Request& req, std::string_view name) {
  auto url = boost::urls::parse_origin_form(req.target());
  if (!url) return std::nullopt;
  auto params = url->params();
  auto it = params.find(name);
  if (it == params.end()) return std::nullopt;
  return std::string((*it).value);
}

std::string redacted_target(std::string_view target) {
  const auto q = target.find('?');
  if (q == std::string_view::npos) return std::string(target);
  static constexpr std::string_view kSecret[] = {
      "code", "state", "token",  "id_token", "access_token",  "password",     "signature",
      "sig",  "key",   "secret", "otp",      "refresh_token", "client_secret"};
  std::string out(target.substr(0, q + 1));
  std::string_view rest = target.substr(q + 1);
  bool first = true;
  while (!rest.empty() || first) {
    const auto amp = rest.find('&');
    std::string_view pair = rest.substr(0, amp);
    rest = amp == std::string_view::npos ? std::string_view() : rest.substr(amp + 1);
    if (!first) out += '&';
    first = false;
    const auto eq = pair.find('=');
    std::string name(pair.substr(0, eq));
    for (auto& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    bool secret = false;
    for (auto s : kSecret) secret |= name == s;
    if (secret && eq != std::string_view::npos)
      out += std::string(pair.substr(0, eq + 1)) + "REDACTED";
    else
      out += pair;
    if (amp == std::string_view::npos) break;
  }
  return out;
}

}  // namespace pathshala::http
