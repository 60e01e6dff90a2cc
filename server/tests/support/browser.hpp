#pragma once
// A tiny browser for API tests: keeps cookies per name (Set-Cookie with Max-Age=0 deletes),
// sends them back, and echoes the CSRF cookie in X-CSRF-Token on state-changing requests,
// as the web app does.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include <map>
#include <optional>
#include <string>

#include "test_server.hpp"

namespace pathshala::test_support {

class Browser {
 public:
  explicit Browser(const TestServer& server) : server_(&server) {}
  // A browser for a server this process did not start (another process, nginx in front).
  explicit Browser(std::uint16_t port) : port_(port) {}

  Reply get(const std::string& target, std::map<std::string, std::string> headers = {}) {
    return send(boost::beast::http::verb::get, target, "", std::move(headers));
  }
  // POST/PATCH with a JSON body, after fetching a CSRF token when there is none.
  Reply send_json(boost::beast::http::verb method, const std::string& target, const std::string& json,
                  std::map<std::string, std::string> headers = {}) {
    if (!csrf_cookie()) get("/api/auth/csrf");
    headers.emplace("Content-Type", "application/json");
    if (auto token = csrf_cookie()) headers.emplace("X-CSRF-Token", *token);
    return send(method, target, json, std::move(headers));
  }
  Reply post(const std::string& target, const std::string& json, std::map<std::string, std::string> headers = {}) {
    return send_json(boost::beast::http::verb::post, target, json, std::move(headers));
  }

  Reply send(boost::beast::http::verb method, const std::string& target, const std::string& body,
             std::map<std::string, std::string> headers) {
    std::string jar;
    for (const auto& [name, value] : cookies) jar += (jar.empty() ? "" : "; ") + name + "=" + value;
    if (!jar.empty()) headers.emplace("Cookie", jar);
    Reply r = server_ ? server_->fetch(target, method, headers, body, source)
                      : fetch_from(port_, target, method, headers, body, source);
    remember(r);
    return r;
  }

  void remember(const Reply& r) {
    for (const auto& line : r.set_cookies) {
      const auto eq = line.find('=');
      const auto semi = line.find(';');
      const std::string name = line.substr(0, eq), value = line.substr(eq + 1, semi - eq - 1);
      if (line.find("Max-Age=0") != std::string::npos)
        cookies.erase(name);
      else
        cookies[name] = value;
    }
  }

  // The CSRF cookie under its plain or its https (__Host-) name.
  std::optional<std::string> csrf_cookie() const {
    for (const char* name : {"ps_csrf", "__Host-ps_csrf"})
      if (auto it = cookies.find(name); it != cookies.end()) return it->second;
    return std::nullopt;
  }

  std::map<std::string, std::string> cookies;
  std::string source;  // the loopback address this browser connects from ("" = 127.0.0.1)

 private:
  const TestServer* server_ = nullptr;
  std::uint16_t port_ = 0;
};

inline boost::json::object json_object(const std::string& body) { return boost::json::parse(body).as_object(); }

// A browser signed in to the server with this e-mail and password (a failed sign-in fails
// the test).
inline Browser signed_in_browser(const TestServer& server, const std::string& email, const std::string& password) {
  Browser b(server);
  auto r = b.post("/api/auth/login", R"({"email":")" + email + R"(","password":")" + password + R"("})");
  EXPECT_EQ(r.status, 200u) << r.body;
  return b;
}
inline std::string error_code(const Reply& r) {
  return std::string(boost::json::parse(r.body).at("error").at("code").as_string());
}

}  // namespace pathshala::test_support
