#include "catalog/install_site_files.hpp"

#include <spdlog/spdlog.h>

#include <boost/json.hpp>

#include <fstream>
#include <sstream>
#include <system_error>

#include "catalog/previews.hpp"
#include "core/hash.hpp"

namespace pathshala::catalog {

namespace fs = std::filesystem;

namespace {

constexpr const char* kInstalledRecord = "site-files-installed.json";

// url → SHA-256 of the bytes last installed there.
boost::json::object read_record(const fs::path& file) {
  std::ifstream in(file);
  if (!in) return {};
  std::stringstream text;
  text << in.rdbuf();
  boost::system::error_code ec;
  auto parsed = boost::json::parse(text.str(), ec);
  return !ec && parsed.is_object() ? std::move(parsed.as_object()) : boost::json::object{};
}

// Written beside and renamed over, so a crash leaves the old record or the new one.
void write_record(const fs::path& file, const boost::json::object& record) {
  const auto temporary = fs::path(file).concat(".tmp");
  {
    std::ofstream out(temporary, std::ios::trunc);
    out << boost::json::serialize(record);
    if (!out.flush()) {
      spdlog::warn("site documents: could not write {}", file.string());
      return;
    }
  }
  std::error_code ec;
  fs::rename(temporary, file, ec);
  if (ec) spdlog::warn("site documents: could not write {}: {}", file.string(), ec.message());
}

// Copied to a temporary name beside the target and renamed over it: a reader never sees a
// half-written document.
bool copy_in(const fs::path& from, const fs::path& to) {
  std::error_code ec;
  fs::create_directories(to.parent_path(), ec);
  const auto temporary = fs::path(to).concat(".installing");
  if (!ec) fs::copy_file(from, temporary, fs::copy_options::overwrite_existing, ec);
  if (!ec) fs::rename(temporary, to, ec);
  if (ec) {
    spdlog::warn("site documents: could not install {}: {}", to.string(), ec.message());
    fs::remove(temporary, ec);
    return false;
  }
  return true;
}

}  // namespace

SiteFilesInstalled install_site_files(const std::vector<SiteFile>& files, const fs::path& web_dir,
                                      const fs::path& files_dir, const fs::path& data_dir) {
  SiteFilesInstalled result;
  if (files.empty()) return result;
  const auto record_file = data_dir / kInstalledRecord;
  auto record = read_record(record_file);
  bool record_changed = false;
  for (const auto& f : files) {
    const auto shipped = web_dir / "site-files" / std::string(f.url.substr(1));
    const auto target = files_dir / stored_path(f.url);  // read_site_files kept only urls it takes
    const auto shipped_hash = core::sha256_of_file(shipped);
    if (!shipped_hash) {
      ++result.missing;
      spdlog::warn("site documents: the web build does not ship {} (web/site-files{})", f.url, f.url);
      continue;
    }
    const auto present_hash = core::sha256_of_file(target);
    const auto* last = record.if_contains(f.url);
    const bool ours = present_hash && last && last->is_string() && last->as_string() == *present_hash;
    if (present_hash && *present_hash == *shipped_hash) {
      ++result.kept;  // already these bytes: remembered as installed, so a newer build replaces them
      if (!ours) {
        record[f.url] = *shipped_hash;
        record_changed = true;
      }
      continue;
    }
    if (present_hash && !ours) {
      ++result.kept;  // an operator's own copy
      continue;
    }
    if (!copy_in(shipped, target)) continue;
    ++result.installed;
    record[f.url] = *shipped_hash;
    record_changed = true;
  }
  if (record_changed) write_record(record_file, record);
  if (result.installed > 0) spdlog::info("site documents: {} installed from the web build", result.installed);
  return result;
}

}  // namespace pathshala::catalog
