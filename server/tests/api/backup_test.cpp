// Backups that restore (issue 31): `backup` takes an online snapshot while writes go on;
// `restore` into a new directory brings back every write acknowledged before the backup
// began, and the files as they were; it refuses a non-empty target and a backup that does
// not match its manifest. On PostgreSQL the backup holds the files and says how to dump the
// database.
#include <gtest/gtest.h>

#include <atomic>
#include <fstream>
#include <mutex>
#include <sstream>
#include <thread>

#include "../support/browser.hpp"
#include "../support/test_database.hpp"
#include "app/backup.hpp"
#include "core/hash.hpp"
#include "store/store.hpp"

using namespace pathshala;
using namespace pathshala::test_support;
namespace bhttp = boost::beast::http;

namespace {

std::string read_file(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Every regular file under root, by its path relative to root, with its bytes.
std::map<std::string, std::string> files_under(const std::filesystem::path& root) {
  std::map<std::string, std::string> out;
  for (const auto& f : std::filesystem::recursive_directory_iterator(root))
    if (f.is_regular_file()) out[std::filesystem::relative(f.path(), root).generic_string()] = read_file(f.path());
  return out;
}

struct Said {
  int status;
  std::string out, err;
};
Said run(int (*command)(const core::Config&, const std::vector<std::string>&, std::ostream&, std::ostream&),
         const core::Config& config, const std::vector<std::string>& args) {
  std::ostringstream out, err;
  const int status = command(config, args, out, err);
  return {status, out.str(), err.str()};
}

TEST(Backup, AnOnlineBackupRestoresEveryAcknowledgedWriteAndTheFiles) {
  if (!postgres_test_host().empty()) GTEST_SKIP() << "the SQLite pass runs it (PostgreSQL: pg_dump)";
  TestServer server;
  ASSERT_TRUE(server.accounts->create_user({"admin@example.com", "Admin", std::nullopt, "admin-pass-12", true},
                                           core::now_ms()));
  Browser admin(server);
  ASSERT_EQ(admin.post("/api/auth/login", R"({"email":"admin@example.com","password":"admin-pass-12"})").status, 200u);
  const auto csrf = admin.cookies["ps_csrf"];

  // A writer that keeps creating jobs and notes which were acknowledged, and when.
  std::mutex mutex;
  std::vector<std::pair<std::string, std::chrono::steady_clock::time_point>> acknowledged;
  std::atomic<bool> stop{false};
  std::thread writer([&] {
    Browser b(server);
    b.cookies = admin.cookies;
    for (int n = 0; !stop; ++n) {
      auto r = b.send(bhttp::verb::post, "/api/admin/jobs",
                      R"({"role":"Backup drill )" + std::to_string(n) +
                          R"(","company":"Acme","field":"Software","experience":"Fresher","location":"Pune",
                          "applyUrl":"https://acme.example/apply"})",
                      {{"Content-Type", "application/json"}, {"X-CSRF-Token", csrf}});
      if (r.status != 201u) continue;
      std::lock_guard lock(mutex);
      acknowledged.emplace_back(std::string(json_object(r.body).at("id").as_string()),
                                std::chrono::steady_clock::now());
    }
  });
  while (true) {  // some writes before the backup begins
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    std::lock_guard lock(mutex);
    if (acknowledged.size() >= 20) break;
  }
  const auto files_before = files_under(core::files_dir(server.config));
  const auto began = std::chrono::steady_clock::now();
  const auto backup_dir = server.dir.path() / "backup";
  auto backed = run(app::run_backup, server.config, {"--to", backup_dir.string()});
  stop = true;
  writer.join();
  ASSERT_EQ(backed.status, 0) << backed.err;
  EXPECT_NE(backed.out.find("the database included"), std::string::npos) << backed.out;

  core::Config restored = server.config;
  restored.data_dir = (server.dir.path() / "restored").string() + "/";  // as an operator may type it
  restored.files_dir.clear();
  auto done = run(app::run_restore, restored, {"--from", backup_dir.string()});
  ASSERT_EQ(done.status, 0) << done.err;
  EXPECT_NE(done.out.find("integrity check"), std::string::npos) << done.out;

  // Every job acknowledged before the backup began is in the restored store.
  auto store = store::Store::open_sqlite(restored.data_dir);
  std::size_t checked = 0;
  for (const auto& [id, at] : acknowledged) {
    if (at >= began) continue;
    ++checked;
    bool found = false;
    store->read([&](store::Db& db) { found = db.has_row("jobs", id); });
    EXPECT_TRUE(found) << "job " << id << " was acknowledged before the backup began";
  }
  EXPECT_GE(checked, 20u);
  // The files are those of the site when the backup began.
  const auto files_after = files_under(core::files_dir(restored));
  for (const auto& [path, bytes] : files_before) {
    ASSERT_TRUE(files_after.count(path)) << path << " is missing";
    EXPECT_EQ(files_after.at(path), bytes) << path;
  }

  // Never over a site; never from a backup that does not match its manifest.
  auto over = run(app::run_restore, restored, {"--from", backup_dir.string()});
  EXPECT_EQ(over.status, 1);
  EXPECT_NE(over.err.find("not empty"), std::string::npos) << over.err;
  const auto some_file = backup_dir / "files" / files_before.begin()->first;
  { std::ofstream(some_file, std::ios::app) << "tampered"; }
  core::Config fresh = server.config;
  fresh.data_dir = server.dir.path() / "fresh";
  fresh.files_dir.clear();
  auto tampered = run(app::run_restore, fresh, {"--from", backup_dir.string()});
  EXPECT_EQ(tampered.status, 1);
  EXPECT_NE(tampered.err.find(files_before.begin()->first + ": size differs"), std::string::npos) << tampered.err;
  EXPECT_FALSE(std::filesystem::exists(fresh.data_dir / "pathshala.db")) << "nothing restored from a bad backup";
  // A backup goes into a new or empty directory only.
  EXPECT_EQ(run(app::run_backup, server.config, {"--to", backup_dir.string()}).status, 1);
}

TEST(Backup, OnPostgresqlTheFilesAreBackedUpAndTheDatabaseIsLeftToPgDump) {
  if (postgres_test_host().empty()) GTEST_SKIP() << "the pg: pass runs it";
  TestServer server;
  const auto backup_dir = server.dir.path() / "backup";
  auto backed = run(app::run_backup, server.config, {"--to", backup_dir.string()});
  ASSERT_EQ(backed.status, 0) << backed.err;
  EXPECT_NE(backed.out.find("pg_dump"), std::string::npos) << backed.out;
  EXPECT_FALSE(std::filesystem::exists(backup_dir / "pathshala.db"));
  EXPECT_EQ(files_under(backup_dir / "files").size(), files_under(core::files_dir(server.config)).size());
}

// Rewrites a backup's manifest to list `extra` as well (path → file whose size and checksum
// to record, read through any link as an attacker crafting the backup would).
void list_in_manifest(const std::filesystem::path& backup, const std::vector<std::string>& extra) {
  auto manifest = json_object(read_file(backup / "manifest.json"));
  auto& files = manifest["files"].as_array();
  for (const auto& path : extra) {
    const auto file = backup / path;
    files.push_back(boost::json::object{{"path", path},
                                        {"size", static_cast<std::int64_t>(std::filesystem::file_size(file))},
                                        {"sha256", *core::sha256_of_file(file)}});
  }
  std::ofstream(backup / "manifest.json", std::ios::trunc) << boost::json::serialize(manifest);
}

// Issue 52, item 2: a crafted backup whose files are links to host files (a mode-600 secret,
// /etc/passwd, a linked folder) restores nothing: before the fix /files/leak.txt served the
// secret to anyone.
TEST(Backup, ARestoreRefusesLinksAndCopiesOnlyTheListedFiles) {
  if (!postgres_test_host().empty()) GTEST_SKIP() << "the SQLite pass runs it";
  TestServer server;
  const auto backup_dir = server.dir.path() / "backup";
  ASSERT_EQ(run(app::run_backup, server.config, {"--to", backup_dir.string()}).status, 0);
  const auto secret = server.dir.path() / "host-secret.txt";
  std::ofstream(secret) << "the host's secret";
  std::filesystem::permissions(secret, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);

  const auto fresh = [&](const std::string& name) {
    core::Config c = server.config;
    c.data_dir = server.dir.path() / name;
    c.files_dir.clear();
    return c;
  };
  const auto nothing_restored = [&](const core::Config& c) {
    EXPECT_FALSE(std::filesystem::exists(c.data_dir)) << "a refused restore leaves no partial site";
    for (const auto& f : std::filesystem::directory_iterator(server.dir.path()))
      EXPECT_EQ(f.path().filename().string().find(".restoring-"), std::string::npos) << f.path();
  };

  {  // A listed file that is a link to a host file.
    const auto crafted = server.dir.path() / "crafted-link";
    std::filesystem::copy(backup_dir, crafted, std::filesystem::copy_options::recursive);
    std::filesystem::create_symlink(secret, crafted / "files" / "leak.txt");
    std::filesystem::create_symlink("/etc/passwd", crafted / "files" / "passwd.txt");
    list_in_manifest(crafted, {"files/leak.txt", "files/passwd.txt"});
    const auto target = fresh("restored-link");
    auto said = run(app::run_restore, target, {"--from", crafted.string()});
    EXPECT_EQ(said.status, 1);
    EXPECT_NE(said.err.find("files/leak.txt: a symbolic link"), std::string::npos) << said.err;
    EXPECT_NE(said.err.find("files/passwd.txt: a symbolic link"), std::string::npos) << said.err;
    nothing_restored(target);
  }
  {  // A listed file reached through a linked folder.
    const auto crafted = server.dir.path() / "crafted-folder";
    std::filesystem::copy(backup_dir, crafted, std::filesystem::copy_options::recursive);
    std::filesystem::create_symlink(server.dir.path(), crafted / "files" / "up");
    list_in_manifest(crafted, {"files/up/host-secret.txt"});
    const auto target = fresh("restored-folder");
    auto said = run(app::run_restore, target, {"--from", crafted.string()});
    EXPECT_EQ(said.status, 1);
    EXPECT_NE(said.err.find("files/up/host-secret.txt: a symbolic link"), std::string::npos) << said.err;
    nothing_restored(target);
  }
  {  // Paths a backup never holds: the manifest may not name them.
    const auto crafted = server.dir.path() / "crafted-paths";
    std::filesystem::copy(backup_dir, crafted, std::filesystem::copy_options::recursive);
    std::ofstream(crafted / "notes.txt") << "not a site file";
    list_in_manifest(crafted, {"notes.txt", "files/../notes.txt"});
    const auto target = fresh("restored-paths");
    auto said = run(app::run_restore, target, {"--from", crafted.string()});
    EXPECT_EQ(said.status, 1);
    EXPECT_NE(said.err.find("notes.txt: not a file a backup holds"), std::string::npos) << said.err;
    EXPECT_NE(said.err.find("files/../notes.txt: not a file a backup holds"), std::string::npos) << said.err;
    nothing_restored(target);
  }
  {  // Files the manifest does not list are not restored (and links among them are not read).
    const auto crafted = server.dir.path() / "crafted-unlisted";
    std::filesystem::copy(backup_dir, crafted, std::filesystem::copy_options::recursive);
    std::ofstream(crafted / "files" / "unlisted.txt") << "not in the manifest";
    std::filesystem::create_symlink(secret, crafted / "files" / "leak.txt");
    const auto target = fresh("restored-unlisted");
    auto said = run(app::run_restore, target, {"--from", crafted.string()});
    ASSERT_EQ(said.status, 0) << said.err;
    EXPECT_FALSE(std::filesystem::exists(core::files_dir(target) / "unlisted.txt"));
    EXPECT_FALSE(std::filesystem::exists(std::filesystem::symlink_status(core::files_dir(target) / "leak.txt")));
    EXPECT_EQ(files_under(core::files_dir(target)).size(), files_under(backup_dir / "files").size());
  }
  {  // A database that fails its check: nothing at the target, not half a site.
    const auto crafted = server.dir.path() / "crafted-database";
    std::filesystem::copy(backup_dir, crafted, std::filesystem::copy_options::recursive);
    std::ofstream(crafted / "pathshala.db", std::ios::trunc) << std::string(8192, 'x');
    auto manifest = json_object(read_file(crafted / "manifest.json"));
    for (auto& e : manifest["files"].as_array())
      if (e.as_object().at("path") == "pathshala.db") {
        e.as_object()["size"] = 8192;
        e.as_object()["sha256"] = *core::sha256_of_file(crafted / "pathshala.db");
      }
    std::ofstream(crafted / "manifest.json", std::ios::trunc) << boost::json::serialize(manifest);
    const auto target = fresh("restored-database");
    auto said = run(app::run_restore, target, {"--from", crafted.string()});
    EXPECT_EQ(said.status, 1);
    nothing_restored(target);
  }
}

// A backup never exits 0 with files missing: a linked folder in the files directory (skipped
// silently before) is refused, with its name.
TEST(Backup, ABackupRefusesALinkInTheFilesDirectory) {
  TestServer server;
  const auto outside = server.dir.path() / "outside";
  std::filesystem::create_directories(outside);
  std::ofstream(outside / "kept.pdf") << "%PDF-1.4";
  std::filesystem::create_symlink(outside, core::files_dir(server.config) / "linked");
  const auto backup_dir = server.dir.path() / "backup";
  auto said = run(app::run_backup, server.config, {"--to", backup_dir.string()});
  EXPECT_EQ(said.status, 1);
  EXPECT_NE(said.err.find("linked is a symbolic link"), std::string::npos) << said.err;
  EXPECT_FALSE(std::filesystem::exists(backup_dir / "manifest.json")) << "an unfinished backup has no manifest";
}

}  // namespace
