#include "files/upload_store.hpp"

#include <sodium.h>

#include <cctype>
#include <fstream>

#include "core/disk_room.hpp"
#include "core/hash.hpp"
#include "core/scratch.hpp"
#include "files/file_type.hpp"
#include "files/multipart.hpp"

namespace pathshala::files {

namespace {
// Removes its file when it goes out of scope, unless released.
struct ScratchFile {
  std::filesystem::path path;
  ~ScratchFile() {
    std::error_code ec;
    if (!path.empty()) std::filesystem::remove(path, ec);
  }
};

std::string megabytes(std::uint64_t bytes) { return std::to_string((bytes + (1 << 20) - 1) >> 20) + " MB"; }

core::Error storage_failed() {
  return core::Error::make(core::ErrorKind::internal, "internal", "The upload could not be stored. Please try again.");
}
}  // namespace

namespace {
// The UTF-8 of a bidirectional control at `at`, or 0: U+200E/U+200F (marks), U+202A–U+202E
// (embeddings, overrides), U+2066–U+2069 (isolates), U+061C (Arabic letter mark). They can
// make "fdp.html" read as "lmth.pdf" in a download bar, so no name keeps one.
std::size_t bidi_control_at(std::string_view s, std::size_t at) {
  const auto byte = [&](std::size_t i) { return at + i < s.size() ? static_cast<unsigned char>(s[at + i]) : 0u; };
  if (byte(0) == 0xD8 && byte(1) == 0x9C) return 2;
  if (byte(0) != 0xE2) return 0;
  if (byte(1) == 0x80 && (byte(2) == 0x8E || byte(2) == 0x8F || (byte(2) >= 0xAA && byte(2) <= 0xAE))) return 3;
  if (byte(1) == 0x81 && byte(2) >= 0xA6 && byte(2) <= 0xA9) return 3;
  return 0;
}
}  // namespace

std::string clean_file_name(std::string_view name) {
  const auto slash = name.find_last_of("/\\");
  if (slash != std::string_view::npos) name.remove_prefix(slash + 1);
  std::string out;
  for (std::size_t i = 0; i < name.size(); ++i) {
    if (const auto n = bidi_control_at(name, i)) {
      i += n - 1;
      continue;
    }
    const auto c = static_cast<unsigned char>(name[i]);
    if (c >= 0x20 && c != 0x7f && c != '"') out += static_cast<char>(c);
  }
  // Cut at 200 bytes without splitting a UTF-8 sequence.
  if (out.size() > 200) {
    std::size_t cut = 200;
    while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xC0) == 0x80) --cut;
    out.resize(cut);
  }
  while (!out.empty() && (out.front() == '.' || out.front() == ' ')) out.erase(0, 1);
  return out;
}

std::string name_with_extension(std::string_view name, std::string_view extension) {
  std::string base(name);
  // An extension is a short run of letters and digits after the last dot.
  if (const auto dot = base.rfind('.'); dot != std::string::npos && dot > 0 && base.size() - dot - 1 <= 5 &&
                                        base.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                                               "0123456789",
                                                               dot + 1) == std::string::npos) {
    std::string current = base.substr(dot + 1);
    for (auto& ch : current) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (current == extension || (extension == "jpg" && current == "jpeg")) return base;
    base.resize(dot);
  }
  if (base.empty()) base = "upload";
  return base + "." + std::string(extension);
}

UploadStore::UploadStore(std::filesystem::path files_root, std::filesystem::path temp_dir, UploadRepository& repository)
    : uploads_dir_(std::move(files_root) / "uploads"), temp_dir_(std::move(temp_dir)), repository_(repository) {}

core::Result<StoredFile> UploadStore::store(const std::filesystem::path& body, std::string_view content_type_header,
                                            std::uint64_t max_bytes, std::uint64_t quota_bytes,
                                            const std::string& uploaded_by, std::int64_t now_ms) {
  const auto boundary = multipart_boundary(content_type_header);
  if (!boundary)
    return core::Error::make(core::ErrorKind::unsupported, "unsupported-media-type",
                             "Send the file as multipart/form-data, in one field named \"file\".");
  std::error_code ec;
  std::filesystem::create_directories(temp_dir_, ec);
  std::filesystem::create_directories(uploads_dir_, ec);
  // Room for the file twice (its part, then the stored copy) above the disks' reserve.
  const auto body_size = std::filesystem::file_size(body, ec);
  core::ensure_disk_room(temp_dir_, ec ? 0 : body_size);
  core::ensure_disk_room(uploads_dir_, ec ? 0 : body_size);
  ScratchFile scratch{temp_dir_ / core::scratch_name("part")};
  core::ensure_sodium();
  crypto_hash_sha256_state sha;
  crypto_hash_sha256_init(&sha);
  std::string head;  // the first bytes, for the type check
  auto part = extract_part(body, *boundary, "file", scratch.path, max_bytes, [&](std::string_view chunk) {
    crypto_hash_sha256_update(&sha, reinterpret_cast<const unsigned char*>(chunk.data()), chunk.size());
    if (head.size() < 16) head.append(chunk.substr(0, 16 - head.size()));
  });
  if (!part) return part.error();
  const auto type = sniff_file_type(head);
  if (!type)
    return core::Error::make(core::ErrorKind::unsupported, "unsupported-media-type",
                             "Only PDF, ZIP, PNG, JPEG and WebP files can be uploaded.");
  unsigned char digest[crypto_hash_sha256_BYTES];
  crypto_hash_sha256_final(&sha, digest);
  StoredFile out;
  out.sha256 = core::to_hex(digest, sizeof digest);
  out.content_type = type->content_type;
  out.size = part->size;
  out.name = name_with_extension(clean_file_name(part->filename), type->extension);
  const std::string stored_name = out.sha256 + "." + type->extension;
  out.url = "/files/uploads/" + stored_name;
  const auto target = uploads_dir_ / stored_name;
  // The name is the content's hash: the same bytes uploaded again are already there (and
  // take no more space).
  if (!std::filesystem::exists(target, ec)) {
    if (const auto used = repository_.total_bytes(); used + out.size > quota_bytes)
      return core::Error::make(core::ErrorKind::too_large, "upload-space-full",
                               "The space for uploads is full (" + megabytes(used) + " of " + megabytes(quota_bytes) +
                                   " used). Delete records whose files are no longer needed, or raise "
                                   "--upload-quota-mb.");
    std::filesystem::rename(scratch.path, target, ec);
    if (ec) return storage_failed();
    scratch.path.clear();
  }
  repository_.insert_if_new({stored_name, out.sha256, out.content_type, out.size, out.name, uploaded_by, now_ms});
  return out;
}

bool UploadStore::release(std::string_view url) {
  constexpr std::string_view kPrefix = "/files/uploads/";
  if (url.substr(0, kPrefix.size()) != kPrefix) return false;
  const auto stored_name = url.substr(kPrefix.size());
  // <sha256>.<ext>, nothing else: the name comes from a record, which anyone with admin
  // rights could have typed.
  const auto dot = stored_name.find('.');
  if (dot != 64 || stored_name.find_first_not_of("0123456789abcdef") != 64 ||
      stored_name.find_first_not_of("abcdefghijklmnopqrstuvwxyz", dot + 1) != std::string_view::npos)
    return false;
  if (!repository_.forget_if_unreferenced(stored_name, url)) return false;
  std::error_code ec;
  std::filesystem::remove(uploads_dir_ / std::string(stored_name), ec);
  return !ec;
}

std::optional<std::string> UploadStore::original_name(std::string_view stored_name) {
  auto record = repository_.find(stored_name);
  if (!record) return std::nullopt;
  // Cleaned again as it is served: records stored before names were cleaned this way.
  const auto dot = stored_name.rfind('.');
  return name_with_extension(clean_file_name(record->original_name), stored_name.substr(dot + 1));
}

}  // namespace pathshala::files
