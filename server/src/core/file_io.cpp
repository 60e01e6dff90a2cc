#include <fstream>
#include <stdexcept>

#include "core/file_writers.hpp"
#include "core/hash.hpp"

namespace pathshala::core {

void write_file_atomically(const std::filesystem::path& path, const std::string& bytes) {
  std::filesystem::create_directories(path.parent_path());
  auto tmp = path;
  tmp += ".tmp-" + core::random_hex(4);
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!out) throw std::runtime_error("cannot write " + tmp.string());
  }
  std::filesystem::rename(tmp, path);
}

}  // namespace pathshala::core
