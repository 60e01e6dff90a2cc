#include "jobs/job_index_file.hpp"

#include <fcntl.h>
#include <spdlog/spdlog.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <fstream>
#include <string>

namespace pathshala::jobs {

namespace {

// Changed whenever what the file holds changes.
// 2: the jobs' texts in one arena (an index saved as 1 is read as none: built again).
// 3: the trigram lists as LEB128 gaps in one buffer.
// 4: the shown texts first, mapped while the index runs; the searched texts on their own.
constexpr std::string_view kMagic = "pathshala job index 5\n";
constexpr std::uint64_t kTextsAt = kMagic.size() + sizeof(std::uint64_t);  // after the texts' size

// A read-only view of the first `length` bytes of an open file, mapped rather than read (a big
// index is not copied).
class MappedFile {
 public:
  MappedFile(int fd, std::size_t length) {
    if (length == 0) return;
    void* p = ::mmap(nullptr, length, PROT_READ, MAP_PRIVATE, fd, 0);
    if (p != MAP_FAILED) {
      data_ = static_cast<const char*>(p);
      size_ = length;
    }
  }
  ~MappedFile() {
    if (data_) ::munmap(const_cast<char*>(data_), size_);
  }
  MappedFile(const MappedFile&) = delete;
  MappedFile& operator=(const MappedFile&) = delete;
  bool ok(std::size_t length) const { return size_ == length; }
  std::string_view bytes() const { return {data_, size_}; }
  // Lets the kernel take back the pages read so far: they are the file's, read again when
  // needed. After a build read every job's id (to sort), so the server's resident memory
  // counts only what it holds, not the page cache.
  void drop_resident() const {
    if (data_) ::madvise(const_cast<char*>(data_), size_, MADV_DONTNEED);
  }

 private:
  const char* data_ = nullptr;
  std::size_t size_ = 0;
};

// The file's descriptor for as long as the scope lasts.
struct OpenFile {
  explicit OpenFile(const std::filesystem::path& path) : fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC)) {}
  ~OpenFile() {
    if (fd >= 0) ::close(fd);
  }
  OpenFile(const OpenFile&) = delete;
  OpenFile& operator=(const OpenFile&) = delete;
  std::size_t size() const {
    struct stat st {};
    return fd >= 0 && ::fstat(fd, &st) == 0 && st.st_size > 0 ? static_cast<std::size_t>(st.st_size) : 0;
  }
  int fd;
};

// A temporary file of this process's own: instances that share a data directory may build at
// once, and one truncating a file another has mapped would crash that one (SIGBUS).
std::filesystem::path temporary_beside(const std::filesystem::path& file) {
  static std::atomic<unsigned> builds{0};
  auto temporary = file;
  temporary += ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string(builds++);
  return temporary;
}

// Temporary files a build that died left behind (a build writes its file within seconds).
void remove_abandoned_temporaries(const std::filesystem::path& file) {
  std::error_code ec;
  const auto prefix = file.filename().string() + ".tmp";
  const auto now = std::filesystem::file_time_type::clock::now();
  for (const auto& entry : std::filesystem::directory_iterator(file.parent_path(), ec)) {
    const auto name = entry.path().filename().string();
    std::error_code stat_error;
    const auto written = entry.last_write_time(stat_error);
    if (name.starts_with(prefix) && !stat_error && now - written > std::chrono::hours(1))
      std::filesystem::remove(entry.path(), stat_error);
  }
}

}  // namespace

// The shown texts written straight into the temporary file as the rows come, then mapped.
class JobIndexFileWriter::Texts final : public ShownTextsWriter {
 public:
  explicit Texts(std::filesystem::path file) : file_(std::move(file)), temporary_(temporary_beside(file_)) {
    std::error_code ec;
    std::filesystem::create_directories(file_.parent_path(), ec);
    remove_abandoned_temporaries(file_);
    out_.open(temporary_, std::ios::binary | std::ios::trunc);
    if (!out_) throw ShownTextsError("could not write " + temporary_.string());
    start();
  }
  ~Texts() override {
    if (mapped_) mapped_->drop_resident();
    std::error_code ec;
    if (!committed_) std::filesystem::remove(temporary_, ec);
  }

  void append(std::string_view bytes) override {
    out_.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    size_ += bytes.size();
  }
  std::uint64_t size() const override { return size_; }
  void clear() override {
    out_.seekp(0);
    start();
  }
  ShownTexts finish() override {
    out_.seekp(static_cast<std::streamoff>(kMagic.size()));
    core::BinaryWriter(out_).put(size_);
    out_.seekp(static_cast<std::streamoff>(kTextsAt + size_));
    out_.flush();
    if (!out_) throw ShownTextsError("could not write " + temporary_.string());
    OpenFile in(temporary_);
    mapped_ = std::make_shared<const MappedFile>(in.fd, kTextsAt + size_);
    if (!mapped_->ok(kTextsAt + size_)) throw ShownTextsError("could not map " + temporary_.string());
    return {mapped_->bytes().substr(kTextsAt), mapped_, false};
  }

  bool commit(std::int64_t version, const std::string& log_entry, const JobIndex& index) {
    core::BinaryWriter writer(out_);
    writer.put(version);
    writer.put(log_entry);
    index.write(writer);
    out_.flush();
    const auto end = out_.tellp();
    out_.close();
    std::error_code ec;
    if (!out_ || end < 0) {
      spdlog::warn("job index: could not write {}", temporary_.string());
      return false;
    }
    // A read started over leaves more behind than was written the second time.
    std::filesystem::resize_file(temporary_, static_cast<std::uintmax_t>(end), ec);
    if (!ec) std::filesystem::rename(temporary_, file_, ec);
    if (ec) {
      spdlog::warn("job index: could not write {}: {}", file_.string(), ec.message());
      return false;
    }
    committed_ = true;
    return true;
  }

 private:
  void start() {
    size_ = 0;
    out_.write(kMagic.data(), static_cast<std::streamsize>(kMagic.size()));
    core::BinaryWriter(out_).put(std::uint64_t{0});  // the texts' size, written when known
  }

  const std::filesystem::path file_;
  std::filesystem::path temporary_;
  std::ofstream out_;
  std::uint64_t size_ = 0;
  std::shared_ptr<const MappedFile> mapped_;
  bool committed_ = false;
};

JobIndexFileWriter::JobIndexFileWriter(std::filesystem::path file) : texts_(std::make_unique<Texts>(std::move(file))) {}
JobIndexFileWriter::~JobIndexFileWriter() = default;
ShownTextsWriter& JobIndexFileWriter::texts() { return *texts_; }
bool JobIndexFileWriter::commit(std::int64_t version, const std::string& log_entry, const JobIndex& index) {
  return texts_->commit(version, log_entry, index);
}

std::optional<SavedJobIndex> load_job_index(const std::filesystem::path& file) {
  OpenFile in(file);
  const auto size = in.size();
  if (size < kTextsAt) return std::nullopt;
  // The whole file to read the index from; only the shown texts stay mapped (the rest is
  // copied into the index, and its pages should not count as the server's afterwards).
  MappedFile whole(in.fd, size);
  auto bytes = whole.bytes();
  if (!whole.ok(size) || !bytes.starts_with(kMagic)) return std::nullopt;
  const auto texts_size = core::BinaryReader(bytes.substr(kMagic.size(), 8)).get<std::uint64_t>();
  if (texts_size > size - kTextsAt) return std::nullopt;
  core::BinaryReader rest(bytes.substr(kTextsAt + texts_size));
  SavedJobIndex saved;
  saved.version = rest.get<std::int64_t>();
  saved.log_entry = rest.get_string();
  if (!rest.ok()) return std::nullopt;
  auto texts = std::make_shared<const MappedFile>(in.fd, kTextsAt + texts_size);
  if (!texts->ok(kTextsAt + texts_size)) return std::nullopt;
  saved.index = JobIndex::read(rest, {texts->bytes().substr(kTextsAt), texts, false});
  texts->drop_resident();  // checking read every record
  if (!saved.index) {
    spdlog::warn("job index: {} is damaged; building anew", file.string());
    return std::nullopt;
  }
  return saved;
}

}  // namespace pathshala::jobs
