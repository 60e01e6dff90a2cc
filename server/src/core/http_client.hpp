#pragma once
// Outbound HTTP(S) requests with libcurl (OAuth token exchange and profile fetch; payments).
// Blocking: call from worker threads only. TLS certificates are verified (system store).
#include <chrono>
#include <string>
#include <utility>
#include <vector>

namespace pathshala::core {

struct HttpResult {
  long status = 0;  // 0 when no HTTP answer arrived
  std::string body;
  std::string error;  // transport error, when status is 0
};

using FormFields = std::vector<std::pair<std::string, std::string>>;

HttpResult http_post_form(const std::string& url, const FormFields& fields,
                          std::chrono::seconds timeout = std::chrono::seconds(10));
HttpResult http_get(const std::string& url, const std::string& bearer_token,
                    std::chrono::seconds timeout = std::chrono::seconds(10));

// A JSON API call with HTTP Basic authentication (payments): GET when body is empty,
// otherwise POST of the JSON body. extra_headers: whole lines ("Name: value").
struct BasicAuth {
  std::string user, password;
};
HttpResult http_json(const std::string& url, const BasicAuth& auth, const std::string& json_body,
                     std::chrono::seconds timeout, const std::vector<std::string>& extra_headers = {});

}  // namespace pathshala::core
