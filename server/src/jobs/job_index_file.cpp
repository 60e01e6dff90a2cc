#include "jobs/job_index_file.hpp"

#include <fcntl.h>
#include <spdlog/spdlog.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fstream>

namespace pathshala::jobs {

namespace {

// Changed whenever JobIndex::write changes what it writes.
// 2: the jobs' texts in one arena (an index saved as 1 is read as none: built again).
// 3: the trigram lists as LEB128 gaps in one buffer.
constexpr std::string_view kMagic = "pathshala job index 3\n";

// A read-only view of a whole file, mapped rather than read (a big index is not copied).
class MappedFile {
 public:
  explicit MappedFile(const std::filesystem::path& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return;
    struct stat st {};
    if (::fstat(fd, &st) == 0 && st.st_size > 0) {
      void* p = ::mmap(nullptr, static_cast<std::size_t>(st.st_size), PROT_READ, MAP_PRIVATE, fd, 0);
      if (p != MAP_FAILED) {
        data_ = static_cast<const char*>(p);
        size_ = static_cast<std::size_t>(st.st_size);
      }
    }
    ::close(fd);
  }
  ~MappedFile() {
    if (data_) ::munmap(const_cast<char*>(data_), size_);
  }
  MappedFile(const MappedFile&) = delete;
  MappedFile& operator=(const MappedFile&) = delete;
  std::string_view bytes() const { return {data_, size_}; }

 private:
  const char* data_ = nullptr;
  std::size_t size_ = 0;
};

}  // namespace

bool save_job_index(const std::filesystem::path& file, std::int64_t version, const std::string& log_entry,
                    const JobIndex& index) {
  std::error_code ec;
  std::filesystem::create_directories(file.parent_path(), ec);
  auto temporary = file;
  temporary += ".tmp";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    core::BinaryWriter writer(out);
    out.write(kMagic.data(), static_cast<std::streamsize>(kMagic.size()));
    writer.put(version);
    writer.put(log_entry);
    index.write(writer);
    out.flush();
    if (!out) {
      spdlog::warn("job index: could not write {}", temporary.string());
      std::filesystem::remove(temporary, ec);
      return false;
    }
  }
  std::filesystem::rename(temporary, file, ec);
  if (ec) spdlog::warn("job index: could not write {}: {}", file.string(), ec.message());
  return !ec;
}

std::optional<SavedJobIndex> load_job_index(const std::filesystem::path& file) {
  MappedFile mapped(file);
  auto bytes = mapped.bytes();
  if (!bytes.starts_with(kMagic)) return std::nullopt;
  core::BinaryReader in(bytes.substr(kMagic.size()));
  SavedJobIndex saved;
  saved.version = in.get<std::int64_t>();
  saved.log_entry = in.get_string();
  if (!in.ok()) return std::nullopt;
  saved.index = JobIndex::read(in);
  if (!saved.index) {
    spdlog::warn("job index: {} is damaged; building anew", file.string());
    return std::nullopt;
  }
  return saved;
}

}  // namespace pathshala::jobs
