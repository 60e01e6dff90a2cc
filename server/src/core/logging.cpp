#include "core/logging.hpp"

#include <spdlog/async.h>
#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>

namespace pathshala::core {

void setup_logging(const std::string& level) {
  auto main = spdlog::stderr_logger_mt("pathshala");
  main->set_pattern("%Y-%m-%dT%H:%M:%S.%e %^%l%$ %v");
  main->set_level(spdlog::level::from_str(level));
  spdlog::set_default_logger(main);
  spdlog::init_thread_pool(65536, 1);
  auto access = spdlog::create_async_nb<spdlog::sinks::stdout_sink_mt>("access");
  access->set_pattern("%Y-%m-%dT%H:%M:%S.%e %v");
  access->set_level(spdlog::level::info);
  access->flush_on(spdlog::level::info);
}

std::shared_ptr<spdlog::logger> access_logger() { return spdlog::get("access"); }

}  // namespace pathshala::core
