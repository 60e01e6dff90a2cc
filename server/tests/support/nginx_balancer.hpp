#pragma once
// nginx in front of several upstreams, round robin, as a deployment would put it in front of
// the instances (docs/operations.md): it adds X-Forwarded-For / X-Forwarded-Proto, and says
// in an X-Upstream response header which instance answered, so a test can tell them apart.
// One process (master_process off), its files in a directory of the test's.
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "child_process.hpp"
#include "test_paths.hpp"  // PATHSHALA_SOURCE_DIR, PATHSHALA_BINARY, PATHSHALA_NGINX

namespace pathshala::test_support {

class NginxBalancer {
 public:
  NginxBalancer(const std::filesystem::path& dir, const std::vector<std::uint16_t>& upstreams)
      : port(free_port()), process_(start(dir, upstreams, port)) {
    if (!answers_within_seconds(port)) throw std::runtime_error("nginx did not come up; see " + dir.string());
  }

  // "127.0.0.1:port" of the instance that answered a reply that came through here.
  static std::string upstream_of(const Reply& r) { return r.header("x-upstream"); }

  std::uint16_t port;

 private:
  static std::vector<std::string> start(const std::filesystem::path& dir, const std::vector<std::uint16_t>& upstreams,
                                        std::uint16_t port) {
    std::filesystem::create_directories(dir / "tmp");
    const std::string d = dir.string();
    std::string servers;
    for (auto p : upstreams) servers += "    server 127.0.0.1:" + std::to_string(p) + ";\n";
    std::ofstream(dir / "nginx.conf") << "daemon off;\nmaster_process off;\npid " << d << "/nginx.pid;\n"
                                      << "error_log " << d << "/error.log warn;\n"
                                      << "events { worker_connections 512; }\n"
                                      << "http {\n  access_log off;\n"
                                      << "  client_body_temp_path " << d << "/tmp; proxy_temp_path " << d << "/tmp;\n"
                                      << "  fastcgi_temp_path " << d << "/tmp; uwsgi_temp_path " << d << "/tmp;\n"
                                      << "  scgi_temp_path " << d << "/tmp;\n"
                                      << "  upstream pathshala {\n"
                                      << servers << "  }\n"
                                      << "  server {\n    listen 127.0.0.1:" << port << ";\n"
                                      << "    location / {\n      proxy_pass http://pathshala;\n"
                                      << "      proxy_set_header Host $http_host;\n"
                                      << "      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;\n"
                                      << "      proxy_set_header X-Forwarded-Proto $scheme;\n"
                                      << "      add_header X-Upstream $upstream_addr always;\n"
                                      << "    }\n  }\n}\n";
    return {PATHSHALA_NGINX, "-p", d, "-e", d + "/error.log", "-c", d + "/nginx.conf"};
  }

  ChildProcess process_;
};

}  // namespace pathshala::test_support
