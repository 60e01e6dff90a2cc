#pragma once
// Command line and environment configuration. Every flag has a PATHSHALA_* variable; a flag
// beats the environment, which beats the default.
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace pathshala::core {

struct Config {
  std::string command = "serve";  // serve | migrate | seed-demo
  std::uint16_t port = 8080;
  std::string bind = "127.0.0.1";
  std::filesystem::path data_dir = "./data";
  std::string site_name = "Pathshala";
  std::string log_level = "info";
  std::filesystem::path web_dir = "./web/dist";
  unsigned threads = 0;  // 0 = one per core
  bool access_log = true;
  bool help = false;
};

struct ConfigError {
  std::string message;
};

// Looks up an environment variable; injectable so tests need not touch the real environment.
using EnvLookup = std::function<std::optional<std::string>(const std::string&)>;
EnvLookup process_env();

std::variant<Config, ConfigError> parse_config(const std::vector<std::string>& args, const EnvLookup& env);

std::string help_text();

}  // namespace pathshala::core
