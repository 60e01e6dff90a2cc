// The server's module map (issue 53): cmake/pathshala_modules.cmake declares each module's
// library, the modules it uses, its public face and its wiring, and the build runs
// cmake/check_module_includes.cmake before compiling anything. These tests show the check
// refuses what it must (an include of a module outside USES, another module's internal
// header, wiring outside the composition root, a folder outside the map), passes the
// server's own sources, and that docs/architecture.md's table says what the build does.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <utility>

#include "../support/temp_dir.hpp"
#include "test_paths.hpp"  // PATHSHALA_SOURCE_DIR, PATHSHALA_MODULE_MAP, PATHSHALA_CMAKE

namespace {

namespace fs = std::filesystem;
using ModuleMap = std::map<std::string, std::set<std::string>>;

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

void write_file(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << text;
}

// The include check as the build runs it: its exit status and what it printed.
std::pair<int, std::string> run_check(const fs::path& map, const fs::path& src) {
  const std::string command = std::string(PATHSHALA_CMAKE) + " -DMAP=" + map.string() + " -DSRC=" + src.string() +
                              " -P " + PATHSHALA_SOURCE_DIR + "/cmake/check_module_includes.cmake 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return {-1, "cannot run cmake"};
  std::string out;
  char buffer[4096];
  for (std::size_t n; (n = fread(buffer, 1, sizeof buffer, pipe)) > 0;) out.append(buffer, n);
  const int status = pclose(pipe);
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

// Rows "| `module` | `a`, `b` |" between <!-- module-map:begin --> and <!-- module-map:end -->;
// "—" for a module that uses no other.
ModuleMap read_docs_table() {
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
    auto& uses = map[m[1]];
    const std::string cell = m[2];
    for (std::sregex_iterator it(cell.begin(), cell.end(), name), none; it != none; ++it) uses.insert((*it)[1]);
  }
  return map;
}

// The build's map (module_map.txt, written by cmake/pathshala_modules.cmake): each module's USES.
ModuleMap read_build_map() {
  ModuleMap map;
  std::istringstream lines(read_file(PATHSHALA_MODULE_MAP));
  for (std::string line; std::getline(lines, line);) {
    std::istringstream fields(line);
    std::string name, bar, use;
    fields >> name >> bar;
    auto& uses = map[name];
    while (fields >> use && use != "|") uses.insert(use);
  }
  return map;
}

TEST(ModuleMap, TheDocsTableSaysWhatTheBuildAllows) {
  const auto build = read_build_map();
  ASSERT_GT(build.size(), 20u) << "no module map from the build at " << PATHSHALA_MODULE_MAP;
  EXPECT_EQ(read_docs_table(), build)
      << "docs/architecture.md's module-map table differs from cmake/pathshala_modules.cmake's USES";
}

TEST(ModuleMap, TheServersOwnSourcesPassTheIncludeCheck) {
  const auto [status, out] = run_check(PATHSHALA_MODULE_MAP, fs::path(PATHSHALA_SOURCE_DIR) / "src");
  EXPECT_EQ(status, 0) << out;
}

// A small tree with one of each mistake, and the map the build would write for it.
TEST(ModuleMap, AnIncludeOutsideTheMapFailsTheCheckThatGatesTheBuild) {
  pathshala::test_support::TempDir dir;
  const auto src = dir.path() / "src";
  write_file(src / "core/text.hpp", "#pragma once\n");
  write_file(src / "jobs/jobs_service.hpp", "#pragma once\n#include \"core/text.hpp\"\n");
  write_file(src / "jobs/job_index.hpp", "#pragma once\n");
  write_file(src / "jobs/routes.hpp", "#pragma once\n#include \"jobs/job_index.hpp\"\n");
  write_file(src / "search/search.cpp", "#include \"jobs/jobs_service.hpp\"\n#include \"jobs/job_index.hpp\"\n");
  write_file(src / "library/library.cpp", "#include \"jobs/jobs_service.hpp\"\n");
  write_file(src / "alerts/alerts.cpp", "  #  include \"jobs/routes.hpp\"  // a comment\n");
  write_file(src / "app/build_app.cpp", "#include \"jobs/routes.hpp\"\n");
  write_file(src / "main.cpp", "#include \"jobs/routes.hpp\"\n");
  const auto map = dir.path() / "module_map.txt";
  write_file(map,
             "core |  | * | \n"
             "jobs | core | jobs_service.hpp | routes.hpp\n"
             "search | core jobs |  | \n"
             "library | core |  | \n"
             "alerts | core jobs |  | \n"
             "app | core jobs search | * | \n");

  const auto [status, out] = run_check(map, src);
  EXPECT_NE(status, 0) << out;
  EXPECT_NE(out.find("src/search/search.cpp: includes jobs/job_index.hpp: internal to jobs (not in its FACE)"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("src/library/library.cpp: includes jobs/jobs_service.hpp: library may not use jobs"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("src/alerts/alerts.cpp: includes jobs/routes.hpp: wiring of jobs, only the composition root"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("3 include(s) outside the module map"), std::string::npos) << out;
  // The composition root may include wiring; a module's own headers are its own.
  EXPECT_EQ(out.find("build_app.cpp"), std::string::npos) << out;
  EXPECT_EQ(out.find("main.cpp"), std::string::npos) << out;
  EXPECT_EQ(out.find("routes.hpp: includes"), std::string::npos) << out;

  // Mended, the same tree passes; a folder outside the map fails.
  write_file(src / "search/search.cpp", "#include \"jobs/jobs_service.hpp\"\n");
  write_file(src / "library/library.cpp", "\n");
  write_file(src / "alerts/alerts.cpp", "#include \"jobs/jobs_service.hpp\"\n");
  EXPECT_EQ(run_check(map, src).first, 0) << run_check(map, src).second;
  write_file(src / "reports/reports.cpp", "\n");
  const auto [unmapped, said] = run_check(map, src);
  EXPECT_NE(unmapped, 0);
  EXPECT_NE(said.find("src/reports/ is not a module of the map"), std::string::npos) << said;
}

}  // namespace
