#pragma once
// nginx in front of the server, one process (master_process off), its files in a directory of
// the test's:
// - NginxBalancer: round robin over several upstreams, as a deployment puts it in front of
//   the instances; it says in an X-Upstream response header which instance answered.
// - DocumentedNginx: the server block of docs/operations.md itself (TLS taken off, its
//   upstream pointed at the test's server), so the proxy the docs tell operators to run is
//   the one the tests run.
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "child_process.hpp"
#include "test_paths.hpp"  // PATHSHALA_SOURCE_DIR, PATHSHALA_BINARY, PATHSHALA_NGINX

namespace pathshala::test_support {

// Writes nginx.conf around `server_block` and returns the command that runs it.
inline std::vector<std::string> nginx_command(const std::filesystem::path& dir, const std::string& http_blocks) {
  std::filesystem::create_directories(dir / "tmp");
  const std::string d = dir.string();
  std::ofstream(dir / "nginx.conf") << "daemon off;\nmaster_process off;\npid " << d << "/nginx.pid;\n"
                                    << "error_log " << d << "/error.log warn;\n"
                                    << "events { worker_connections 512; }\n"
                                    << "http {\n  access_log off;\n"
                                    << "  client_body_temp_path " << d << "/tmp; proxy_temp_path " << d << "/tmp;\n"
                                    << "  fastcgi_temp_path " << d << "/tmp; uwsgi_temp_path " << d << "/tmp;\n"
                                    << "  scgi_temp_path " << d << "/tmp;\n"
                                    << http_blocks << "}\n";
  return {PATHSHALA_NGINX, "-p", d, "-e", d + "/error.log", "-c", d + "/nginx.conf"};
}

class NginxBalancer {
 public:
  NginxBalancer(const std::filesystem::path& dir, const std::vector<std::uint16_t>& upstreams)
      : port(free_port()), process_(nginx_command(dir, blocks(upstreams, port))) {
    if (!answers_within_seconds(port)) throw std::runtime_error("nginx did not come up; see " + dir.string());
  }

  // "127.0.0.1:port" of the instance that answered a reply that came through here.
  static std::string upstream_of(const Reply& r) { return r.header("x-upstream"); }

  std::uint16_t port;

 private:
  static std::string blocks(const std::vector<std::uint16_t>& upstreams, std::uint16_t port) {
    std::string servers;
    for (auto p : upstreams) servers += "    server 127.0.0.1:" + std::to_string(p) + ";\n";
    return "  upstream pathshala {\n" + servers + "  }\n" + "  server {\n    listen 127.0.0.1:" + std::to_string(port) +
           ";\n" + "    location / {\n      proxy_pass http://pathshala;\n" +
           "      proxy_set_header Host $http_host;\n" +
           "      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;\n" +
           "      proxy_set_header X-Forwarded-Proto $scheme;\n" +
           "      add_header X-Upstream $upstream_addr always;\n" + "    }\n  }\n";
  }

  ChildProcess process_;
};

class DocumentedNginx {
 public:
  DocumentedNginx(const std::filesystem::path& dir, std::uint16_t upstream)
      : port(free_port()), process_(nginx_command(dir, documented_server_block(port, upstream))) {
    if (!answers_within_seconds(port)) throw std::runtime_error("nginx did not come up; see " + dir.string());
  }

  // The first ```nginx block of docs/operations.md, its first `server { … }`, listening on
  // 127.0.0.1:port over plain HTTP and passing to 127.0.0.1:upstream instead of :8080.
  static std::string documented_server_block(std::uint16_t port, std::uint16_t upstream) {
    std::ifstream in(std::string(PATHSHALA_SOURCE_DIR) + "/../docs/operations.md");
    std::stringstream text;
    text << in.rdbuf();
    const std::string doc = text.str();
    const auto fence = doc.find("```nginx\n");
    if (fence == std::string::npos) throw std::runtime_error("docs/operations.md has no ```nginx block");
    const std::string block = doc.substr(fence + 9, doc.find("```", fence + 9) - fence - 9);
    // The first top-level server { … }, by its braces.
    const auto start = block.find("server {");
    std::size_t end = start, depth = 0;
    for (; end < block.size(); ++end) {
      if (block[end] == '{') ++depth;
      if (block[end] == '}' && --depth == 0) break;
    }
    std::string server = block.substr(start, end + 1 - start);
    server = std::regex_replace(server, std::regex(R"(\n\s*listen [^;]*;)"),
                                "\n  listen 127.0.0.1:" + std::to_string(port) + ";");
    server = std::regex_replace(server, std::regex(R"(\n\s*ssl_[^;]*;)"), "");
    const std::string upstream_default = "127.0.0.1:8080";
    const auto at = server.find(upstream_default);
    if (at == std::string::npos) throw std::runtime_error("the documented block passes to no 127.0.0.1:8080");
    server.replace(at, upstream_default.size(), "127.0.0.1:" + std::to_string(upstream));
    return server + "\n";
  }

  std::uint16_t port;

 private:
  ChildProcess process_;
};

}  // namespace pathshala::test_support
