#pragma once
// What the job index shows but never searches (issue 26, memory): each job's twelve texts,
// its version and its top-company mark, one record after another. A search reads them only
// for the jobs on its page, so after a full build they are in the index file and mapped from
// it: the kernel's page cache, which it can drop and read again, not the server's heap. This
// is how Typesense, the reference in-memory engine, is counted too: documents on disk, only
// the index in memory. An index built without a file (the jobs changed since the last build,
// tests, a disk that refused the file) keeps them in memory.
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

namespace pathshala::jobs {

// The records, readable: their bytes and whatever keeps those alive (a string, a mapping).
struct ShownTexts {
  std::string_view bytes;
  std::shared_ptr<const void> owner;
  bool in_memory = true;  // counted in the index's memory (a mapped file is not)
};

// Where a build appends the records as the store's rows are read.
class ShownTextsWriter {
 public:
  virtual ~ShownTextsWriter() = default;
  virtual void append(std::string_view bytes) = 0;
  virtual std::uint64_t size() const = 0;
  virtual void clear() = 0;  // the store starts its read over
  // Everything appended, readable. Throws ShownTextsError when it could not be kept (a full
  // disk): the build is then made again in memory.
  virtual ShownTexts finish() = 0;
};

struct ShownTextsError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class MemoryShownTexts final : public ShownTextsWriter {
 public:
  void append(std::string_view bytes) override { bytes_->append(bytes); }
  std::uint64_t size() const override { return bytes_->size(); }
  void clear() override { bytes_->clear(); }
  ShownTexts finish() override {
    bytes_->shrink_to_fit();
    std::shared_ptr<const std::string> done = std::move(bytes_);
    bytes_ = std::make_shared<std::string>();
    return {*done, done, true};
  }

 private:
  std::shared_ptr<std::string> bytes_ = std::make_shared<std::string>();
};

}  // namespace pathshala::jobs
