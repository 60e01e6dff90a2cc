#include "app/backup.hpp"

#include <boost/json.hpp>

#include <fstream>
#include <ostream>
#include <sstream>

#include "core/clock.hpp"
#include "core/hash.hpp"
#include "store/sqlite_backup.hpp"
#include "store/store.hpp"

namespace pathshala::app {

namespace fs = std::filesystem;
namespace json = boost::json;

namespace {

constexpr const char* kManifest = "manifest.json";
constexpr const char* kDatabase = "pathshala.db";

// The value of --name (as "--name value" or "--name=value"), or "".
std::string flag_value(const std::vector<std::string>& args, const std::string& name) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == name && i + 1 < args.size()) return args[i + 1];
    if (args[i].rfind(name + "=", 0) == 0) return args[i].substr(name.size() + 1);
  }
  return "";
}

bool empty_or_missing(const fs::path& dir) { return !fs::exists(dir) || (fs::is_directory(dir) && fs::is_empty(dir)); }

std::string sha256_of(const fs::path& file) {
  auto sha = core::sha256_of_file(file);
  if (!sha) throw std::runtime_error("cannot read " + file.string());
  return *sha;
}

json::object entry_of(const fs::path& root, const fs::path& file) {
  return {{"path", fs::relative(file, root).generic_string()},
          {"size", static_cast<std::int64_t>(fs::file_size(file))},
          {"sha256", sha256_of(file)}};
}

// Copies the files directory into to/, one file at a time (a regular file each; links and
// anything else are not part of a site's files).
void copy_files(const fs::path& from, const fs::path& to, json::array& entries, const fs::path& root) {
  if (!fs::exists(from)) return;
  for (auto it = fs::recursive_directory_iterator(from); it != fs::recursive_directory_iterator(); ++it) {
    const auto target = to / fs::relative(it->path(), from);
    if (it->is_directory()) {
      fs::create_directories(target);
    } else if (it->is_regular_file()) {
      fs::create_directories(target.parent_path());
      fs::copy_file(it->path(), target);
      entries.push_back(entry_of(root, target));
    }
  }
}

// Problems with a backup's files, checked against its manifest (empty: every file is there
// with its size and checksum).
std::vector<std::string> check_manifest(const fs::path& backup, const json::object& manifest) {
  std::vector<std::string> problems;
  for (const auto& e : manifest.at("files").as_array()) {
    const auto& entry = e.as_object();
    const fs::path relative = std::string(entry.at("path").as_string());
    // Only paths inside the backup (a manifest is input too).
    if (relative.is_absolute() || relative.lexically_normal().string().starts_with("..")) {
      problems.push_back(relative.string() + ": not a path inside the backup");
      continue;
    }
    const auto file = backup / relative;
    if (!fs::is_regular_file(file)) {
      problems.push_back(relative.string() + ": missing");
    } else if (static_cast<std::int64_t>(fs::file_size(file)) != entry.at("size").as_int64()) {
      problems.push_back(relative.string() + ": size differs");
    } else if (sha256_of(file) != entry.at("sha256").as_string()) {
      problems.push_back(relative.string() + ": checksum differs");
    }
  }
  return problems;
}

}  // namespace

int run_backup(const core::Config& config, const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  const fs::path to = flag_value(args, "--to");
  if (to.empty()) {
    err << "usage: pathshala backup --data DIR --to PATH   (PATH: a new or empty directory)\n";
    return 2;
  }
  try {
    if (!empty_or_missing(to)) {
      err << "pathshala backup: " << to.string() << " is not empty: give a new or empty directory\n";
      return 1;
    }
    const bool postgres = !config.database_url.empty();
    const auto source_db = config.data_dir / kDatabase;
    if (!postgres && !fs::exists(source_db)) {
      err << "pathshala backup: no " << kDatabase << " in " << config.data_dir.string() << "\n";
      return 1;
    }
    fs::create_directories(to);
    json::array entries;
    // The database first: every file it names was stored before it (uploads are written,
    // then recorded), so the files copied after it include them.
    if (!postgres) {
      store::backup_sqlite(source_db, to / kDatabase);
      entries.push_back(entry_of(to, to / kDatabase));
    }
    copy_files(core::files_dir(config), to / "files", entries, to);
    const json::object manifest{{"format", 1},
                                {"createdAt", core::now_ms()},
                                {"store", postgres ? "postgresql" : "sqlite"},
                                {"files", entries}};
    // Written last, through a rename: a backup without its manifest is an unfinished one.
    {
      std::ofstream m(to / (std::string(kManifest) + ".part"), std::ios::binary);
      m << json::serialize(manifest) << "\n";
      if (!m) throw std::runtime_error("cannot write the manifest");
    }
    fs::rename(to / (std::string(kManifest) + ".part"), to / kManifest);
    out << "Backed up " << entries.size() << (entries.size() == 1 ? " file" : " files") << " to " << to.string()
        << (postgres ? "" : ", the database included") << ".\n";
    if (postgres)
      out << "The database is on PostgreSQL and not in this backup: back it up with\n"
             "  pg_dump -Fc --dbname=\"$PATHSHALA_DATABASE_URL\" > pathshala-$(date +%F).dump\n"
             "(docs/operations.md, Backups).\n";
    return 0;
  } catch (const std::exception& e) {
    err << "pathshala backup: " << e.what() << "\n";
    return 1;
  }
}

int run_restore(const core::Config& config, const std::vector<std::string>& args, std::ostream& out,
                std::ostream& err) {
  const fs::path from = flag_value(args, "--from");
  if (from.empty()) {
    err << "usage: pathshala restore --from PATH --data NEWDIR   (NEWDIR: a new or empty directory)\n";
    return 2;
  }
  try {
    const auto target_files = core::files_dir(config);
    if (!empty_or_missing(config.data_dir) || !empty_or_missing(target_files)) {
      err << "pathshala restore: " << config.data_dir.string()
          << " is not empty: restore into a new or empty directory, never over a site\n";
      return 1;
    }
    std::ifstream m(from / kManifest, std::ios::binary);
    if (!m) {
      err << "pathshala restore: no " << kManifest << " in " << from.string()
          << " (not a backup, or one that did not finish)\n";
      return 1;
    }
    std::stringstream text;
    text << m.rdbuf();
    const auto manifest = json::parse(text.str()).as_object();
    const auto problems = check_manifest(from, manifest);
    if (!problems.empty()) {
      err << "pathshala restore: the backup does not match its manifest; nothing was restored:\n";
      for (const auto& p : problems) err << "  " << p << "\n";
      return 1;
    }
    const bool sqlite = manifest.at("store").as_string() == "sqlite";
    fs::create_directories(config.data_dir);
    if (sqlite) fs::copy_file(from / kDatabase, config.data_dir / kDatabase);
    if (fs::exists(from / "files")) {
      fs::create_directories(target_files);
      fs::copy(from / "files", target_files, fs::copy_options::recursive);
    }
    if (sqlite) {
      const auto verdict = store::sqlite_integrity(config.data_dir / kDatabase);
      if (verdict != "ok") {
        err << "pathshala restore: the restored database fails its integrity check: " << verdict << "\n";
        return 1;
      }
      store::Store::open_sqlite(config.data_dir)->migrate();  // an older backup: up to this version
    }
    const auto count = manifest.at("files").as_array().size();
    out << "Restored " << count << (count == 1 ? " file" : " files") << " from " << from.string() << " into "
        << config.data_dir.string() << (sqlite ? "; the database passed its integrity check" : "") << ".\n";
    if (!sqlite) out << "The database was on PostgreSQL: restore it with pg_restore (docs/operations.md).\n";
    return 0;
  } catch (const std::exception& e) {
    err << "pathshala restore: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace pathshala::app
