// The server's module map, enforced (issue 32): every `#include "<module>/…"` in server/src
// must be allowed by the table in docs/architecture.md (between the module-map markers), the
// one place the map is written down. A new module folder must be added to the table too.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "test_paths.hpp"  // PATHSHALA_SOURCE_DIR

namespace {

namespace fs = std::filesystem;
using ModuleMap = std::map<std::string, std::set<std::string>>;

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Rows "| `module` | `a`, `b` |" between <!-- module-map:begin --> and <!-- module-map:end -->;
// "—" for a module that includes no other.
ModuleMap read_module_map() {
  const std::string doc = read_file(fs::path(PATHSHALA_SOURCE_DIR) / ".." / "docs" / "architecture.md");
  const auto begin = doc.find("<!-- module-map:begin -->");
  const auto end = doc.find("<!-- module-map:end -->");
  if (begin == std::string::npos || end == std::string::npos) return {};
  std::istringstream table(doc.substr(begin, end - begin));
  const std::regex row(R"(^\s*\|\s*`([a-z_]+)`\s*\|([^|]*)\|)");
  const std::regex name("`([a-z_]+)`");
  ModuleMap map;
  for (std::string line; std::getline(table, line);) {
    std::smatch m;
    if (!std::regex_search(line, m, row)) continue;
    auto& allowed = map[m[1]];
    const std::string cell = m[2];
    for (std::sregex_iterator it(cell.begin(), cell.end(), name), none; it != none; ++it) allowed.insert((*it)[1]);
  }
  return map;
}

TEST(ModuleMap, TheTableNamesEveryModuleFolder) {
  const auto map = read_module_map();
  ASSERT_FALSE(map.empty()) << "no module-map table in docs/architecture.md";
  for (const auto& entry : fs::directory_iterator(fs::path(PATHSHALA_SOURCE_DIR) / "src"))
    if (entry.is_directory())
      EXPECT_TRUE(map.count(entry.path().filename().string()))
          << "src/" << entry.path().filename().string() << " is not in docs/architecture.md's module map";
}

TEST(ModuleMap, EveryIncludeOfAnotherModuleIsAllowed) {
  const auto map = read_module_map();
  ASSERT_FALSE(map.empty());
  const fs::path src = fs::path(PATHSHALA_SOURCE_DIR) / "src";
  const std::regex include(R"re(^\s*#\s*include\s*"([a-z_]+)/[^"]+")re");
  int checked = 0;
  for (const auto& entry : fs::recursive_directory_iterator(src)) {
    const auto ext = entry.path().extension();
    if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".hpp")) continue;
    const auto relative = fs::relative(entry.path(), src);
    if (relative.begin() == relative.end() || std::next(relative.begin()) == relative.end())
      continue;  // main.cpp, the composition root's entry point, may include anything
    const std::string module = relative.begin()->string();
    const auto allowed = map.find(module);
    std::istringstream lines(read_file(entry.path()));
    int number = 0;
    for (std::string line; std::getline(lines, line);) {
      ++number;
      std::smatch m;
      if (!std::regex_search(line, m, include) || m[1] == module) continue;
      ++checked;
      EXPECT_TRUE(allowed != map.end() && allowed->second.count(m[1]))
          << "src/" << relative.string() << ":" << number << " includes " << m[1]
          << "/, which the module map (docs/architecture.md) does not allow " << module << " to use";
    }
  }
  EXPECT_GT(checked, 100);  // the scan found the includes it is about
}

}  // namespace
