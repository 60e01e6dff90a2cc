#include "app/backup.hpp"

#include <boost/json.hpp>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
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

// Copies the files directory into to/, one file at a time. A site's files are regular files
// in directories: a symbolic link or anything else is refused (a link to a folder would
// otherwise be skipped silently, and a backup that exits 0 must hold every file).
void copy_files(const fs::path& from, const fs::path& to, json::array& entries, const fs::path& root) {
  if (!fs::exists(from)) return;
  for (auto it = fs::recursive_directory_iterator(from); it != fs::recursive_directory_iterator(); ++it) {
    const auto target = to / fs::relative(it->path(), from);
    const auto status = it->symlink_status();
    if (fs::is_symlink(status)) {
      throw std::runtime_error(it->path().string() +
                               " is a symbolic link: a backup holds regular files only (replace the link with "
                               "the file, or move it out of the files directory)");
    } else if (fs::is_directory(status)) {
      fs::create_directories(target);
    } else if (fs::is_regular_file(status)) {
      fs::create_directories(target.parent_path());
      fs::copy_file(it->path(), target);
      entries.push_back(entry_of(root, target));
    } else {
      throw std::runtime_error(it->path().string() + " is not a regular file: a backup holds regular files only");
    }
  }
}

// Whether every component of backup/relative below backup is a real directory or, for the
// last, a regular file: no symbolic link anywhere on the way.
bool regular_file_without_links(const fs::path& backup, const fs::path& relative) {
  fs::path at = backup;
  std::size_t left = static_cast<std::size_t>(std::distance(relative.begin(), relative.end()));
  for (const auto& part : relative) {
    at /= part;
    const auto status = fs::symlink_status(at);
    if (--left == 0) return fs::is_regular_file(status);
    if (!fs::is_directory(status)) return false;
  }
  return false;
}

// Copies one listed file without following a link at its last step (O_NOFOLLOW) and returns
// the SHA-256 of the bytes written: the copy is what is checked, so a file swapped after the
// manifest check is still caught.
std::string copy_listed_file(const fs::path& from, const fs::path& to) {
  const int in = ::open(from.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  if (in < 0) throw std::runtime_error("cannot open " + from.string() + " (a link, or unreadable)");
  struct stat st {};
  if (::fstat(in, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(in);
    throw std::runtime_error(from.string() + " is not a regular file");
  }
  fs::create_directories(to.parent_path());
  std::ofstream out(to, std::ios::binary | std::ios::trunc);
  std::vector<char> buffer(1 << 16);
  while (true) {
    const auto n = ::read(in, buffer.data(), buffer.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    out.write(buffer.data(), n);
  }
  ::close(in);
  out.close();
  if (!out) throw std::runtime_error("cannot write " + to.string());
  return sha256_of(to);
}

// Problems with a backup's files, checked against its manifest (empty: every file is there
// with its size and checksum, each a regular file reached without a link).
std::vector<std::string> check_manifest(const fs::path& backup, const Manifest& manifest) {
  std::vector<std::string> problems;
  for (const auto& entry : manifest.files) {
    const auto& relative = entry.path;
    const auto file = backup / relative;
    if (!fs::exists(fs::symlink_status(file))) {
      problems.push_back(relative.string() + ": missing");
    } else if (!regular_file_without_links(backup, relative)) {
      problems.push_back(relative.string() + ": a symbolic link or not a regular file");
    } else if (static_cast<std::int64_t>(fs::file_size(file)) != entry.size) {
      problems.push_back(relative.string() + ": size differs");
    } else if (sha256_of(file) != entry.sha256) {
      problems.push_back(relative.string() + ": checksum differs");
    }
  }
  return problems;
}

// A directory beside target that a restore fills and renames into place at the end, so a
// failed restore leaves no partial site.
// The path without a trailing separator ("data/" is "data"), so "beside" is beside it.
fs::path without_trailing_separator(const fs::path& p) {
  const auto normal = p.lexically_normal();
  return normal.has_filename() ? normal : normal.parent_path();
}

fs::path staging_beside(const fs::path& target) {
  auto staging = without_trailing_separator(target);
  staging += ".restoring-" + std::to_string(::getpid());
  fs::remove_all(staging);
  return staging;
}

// Renames staging onto target (missing, or an empty directory, which rename replaces).
void move_into_place(const fs::path& staging, const fs::path& target) {
  if (fs::exists(target)) fs::remove(target);  // empty: checked before anything was copied
  fs::create_directories(target.parent_path());
  fs::rename(staging, target);
}

}  // namespace

bool restorable_path(const fs::path& relative) {
  if (relative.empty() || relative.is_absolute() || relative.has_root_name()) return false;
  if (relative != relative.lexically_normal()) return false;
  for (const auto& part : relative)
    if (part == ".." || part == "." || part.empty()) return false;
  if (relative == kDatabase) return true;
  return relative.begin()->string() == "files" && std::distance(relative.begin(), relative.end()) >= 2;
}

std::variant<Manifest, std::string> read_manifest(std::string_view text) {
  boost::system::error_code ec;
  const auto value = json::parse(text, ec);
  if (ec || !value.is_object()) return std::string("the manifest is not a JSON object");
  const auto& o = value.as_object();
  const auto* store = o.if_contains("store");
  const auto* files = o.if_contains("files");
  if (!store || !store->is_string() || (store->as_string() != "sqlite" && store->as_string() != "postgresql"))
    return std::string("the manifest names no store (sqlite or postgresql)");
  if (!files || !files->is_array()) return std::string("the manifest lists no files");
  Manifest out;
  out.sqlite = store->as_string() == "sqlite";
  std::vector<std::string> problems;
  for (const auto& e : files->as_array()) {
    const auto* entry = e.if_object();
    const auto* path = entry ? entry->if_contains("path") : nullptr;
    const auto* size = entry ? entry->if_contains("size") : nullptr;
    const auto* sha = entry ? entry->if_contains("sha256") : nullptr;
    if (!path || !path->is_string() || !size || !size->is_int64() || size->as_int64() < 0 || !sha ||
        !sha->is_string() || sha->as_string().size() != 64 ||
        !std::all_of(sha->as_string().begin(), sha->as_string().end(),
                     [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); }))
      return std::string("a manifest entry is not {path, size, sha256}");
    const fs::path relative = std::string(path->as_string());
    // A manifest is input too: only the database and files under files/.
    if (!restorable_path(relative))
      problems.push_back(relative.string() + ": not a file a backup holds");
    else
      out.files.push_back({relative, size->as_int64(), std::string(sha->as_string())});
  }
  if (problems.empty()) return out;
  std::string joined;
  for (const auto& p : problems) joined += (joined.empty() ? "" : "\n  ") + p;
  return joined;
}

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
    auto read = read_manifest(text.str());
    if (const auto* refused = std::get_if<std::string>(&read)) {
      err << "pathshala restore: the backup does not match its manifest; nothing was restored:\n  " << *refused << "\n";
      return 1;
    }
    const auto& manifest = std::get<Manifest>(read);
    const auto problems = check_manifest(from, manifest);
    if (!problems.empty()) {
      err << "pathshala restore: the backup does not match its manifest; nothing was restored:\n";
      for (const auto& p : problems) err << "  " << p << "\n";
      return 1;
    }
    const bool sqlite = manifest.sqlite;
    // Only the listed files, copied into staging directories beside the targets, checked
    // again as copied, and renamed into place once all is well.
    // (The files directory is usually data/files, staged and moved with the data directory.)
    const auto files_relative = target_files.lexically_normal().lexically_relative(config.data_dir.lexically_normal());
    const bool files_inside_data = !files_relative.empty() && *files_relative.begin() != "..";
    const auto data_staging = staging_beside(config.data_dir);
    const auto files_staging = files_inside_data ? data_staging / files_relative : staging_beside(target_files);
    const auto discard = [&] {
      std::error_code ignored;
      fs::remove_all(data_staging, ignored);
      if (!files_inside_data) fs::remove_all(files_staging, ignored);
    };
    try {
      fs::create_directories(data_staging);
      fs::create_directories(files_staging);
      for (const auto& entry : manifest.files) {
        const auto& relative = entry.path;
        const auto target =
            relative == kDatabase ? data_staging / kDatabase : files_staging / relative.lexically_relative("files");
        if (copy_listed_file(from / relative, target) != entry.sha256)
          throw std::runtime_error(relative.string() + " changed while it was restored");
      }
      if (sqlite) {
        if (!fs::exists(data_staging / kDatabase)) throw std::runtime_error("the backup's manifest lists no database");
        const auto verdict = store::sqlite_integrity(data_staging / kDatabase);
        if (verdict != "ok") throw std::runtime_error("the restored database fails its integrity check: " + verdict);
        store::Store::open_sqlite(data_staging)->migrate();  // an older backup: up to this version
      }
      move_into_place(data_staging, config.data_dir);
      if (!files_inside_data) move_into_place(files_staging, target_files);
    } catch (...) {
      discard();
      throw;
    }
    const auto count = manifest.files.size();
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
