#include "core/http_client.hpp"

#include <curl/curl.h>

#include <memory>
#include <mutex>

namespace pathshala::core {

namespace {

constexpr std::size_t kMaxResponseBytes = 1 << 20;  // a token or profile answer is a few KiB

void global_init_once() {
  static std::once_flag once;
  std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

size_t collect(char* data, size_t size, size_t n, void* user) {
  auto* out = static_cast<std::string*>(user);
  if (out->size() + size * n > kMaxResponseBytes) return 0;  // abort: too large
  out->append(data, size * n);
  return size * n;
}

struct CurlDeleter {
  void operator()(CURL* c) const { curl_easy_cleanup(c); }
};
struct SlistDeleter {
  void operator()(curl_slist* l) const { curl_slist_free_all(l); }
};

HttpResult perform(CURL* c, const std::string& url, curl_slist* headers, std::chrono::seconds timeout) {
  HttpResult result;
  curl_easy_setopt(c, CURLOPT_URL, url.c_str());
  curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "http,https");
  curl_easy_setopt(c, CURLOPT_FOLLOWLOCATION, 0L);
  curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);  // threads: no SIGALRM for DNS timeouts
  curl_easy_setopt(c, CURLOPT_TIMEOUT, static_cast<long>(timeout.count()));
  curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, collect);
  curl_easy_setopt(c, CURLOPT_WRITEDATA, &result.body);
  curl_easy_setopt(c, CURLOPT_USERAGENT, "pathshala");
  if (headers) curl_easy_setopt(c, CURLOPT_HTTPHEADER, headers);
  if (auto rc = curl_easy_perform(c); rc != CURLE_OK) {
    result.error = curl_easy_strerror(rc);
    return result;
  }
  curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &result.status);
  return result;
}

std::string escape(CURL* c, const std::string& s) {
  char* e = curl_easy_escape(c, s.data(), static_cast<int>(s.size()));
  std::string out = e ? e : "";
  curl_free(e);
  return out;
}

}  // namespace

HttpResult http_post_form(const std::string& url, const FormFields& fields, std::chrono::seconds timeout) {
  global_init_once();
  std::unique_ptr<CURL, CurlDeleter> c(curl_easy_init());
  if (!c) return {0, "", "could not start an HTTP client"};
  std::string body;
  for (const auto& [name, value] : fields)
    body += (body.empty() ? "" : "&") + escape(c.get(), name) + "=" + escape(c.get(), value);
  std::unique_ptr<curl_slist, SlistDeleter> headers(curl_slist_append(nullptr, "Accept: application/json"));
  curl_easy_setopt(c.get(), CURLOPT_POSTFIELDS, body.c_str());
  curl_easy_setopt(c.get(), CURLOPT_POSTFIELDSIZE, static_cast<long>(body.size()));
  return perform(c.get(), url, headers.get(), timeout);
}

HttpResult http_get(const std::string& url, const std::string& bearer_token, std::chrono::seconds timeout) {
  global_init_once();
  std::unique_ptr<CURL, CurlDeleter> c(curl_easy_init());
  if (!c) return {0, "", "could not start an HTTP client"};
  std::unique_ptr<curl_slist, SlistDeleter> headers(curl_slist_append(nullptr, "Accept: application/json"));
  const std::string auth = "Authorization: Bearer " + bearer_token;
  headers.reset(curl_slist_append(headers.release(), auth.c_str()));
  return perform(c.get(), url, headers.get(), timeout);
}

HttpResult http_json(const std::string& url, const BasicAuth& auth, const std::string& json_body,
                     std::chrono::seconds timeout, const std::vector<std::string>& extra_headers) {
  global_init_once();
  std::unique_ptr<CURL, CurlDeleter> c(curl_easy_init());
  if (!c) return {0, "", "could not start an HTTP client"};
  std::unique_ptr<curl_slist, SlistDeleter> headers(curl_slist_append(nullptr, "Accept: application/json"));
  for (const auto& h : extra_headers) headers.reset(curl_slist_append(headers.release(), h.c_str()));
  curl_easy_setopt(c.get(), CURLOPT_HTTPAUTH, CURLAUTH_BASIC);
  curl_easy_setopt(c.get(), CURLOPT_USERNAME, auth.user.c_str());
  curl_easy_setopt(c.get(), CURLOPT_PASSWORD, auth.password.c_str());
  if (!json_body.empty()) {
    headers.reset(curl_slist_append(headers.release(), "Content-Type: application/json"));
    curl_easy_setopt(c.get(), CURLOPT_POSTFIELDS, json_body.c_str());
    curl_easy_setopt(c.get(), CURLOPT_POSTFIELDSIZE, static_cast<long>(json_body.size()));
  }
  return perform(c.get(), url, headers.get(), timeout);
}

}  // namespace pathshala::core
