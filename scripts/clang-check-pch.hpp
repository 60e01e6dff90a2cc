// The headers nearly every server source includes, precompiled once for scripts/clang-check
// (a fresh check parsed them about 200 times: 111 s on 2 cores, about half of it here).
// Only standard, Boost and spdlog headers: the server's own change too often to be worth it.
#include <boost/beast/http.hpp>
#include <boost/json.hpp>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>
