// A backup's manifest.json as `pathshala restore` reads it (app::read_manifest): input an
// attacker can craft (issue 52: a crafted backup's links served host files). Whatever the
// text, every path accepted is the database or a file under files/, never one that leaves
// the backup.
#include <cstddef>
#include <cstdint>
#include <variant>

#include "app/backup.hpp"
#include "check.hpp"

using namespace pathshala;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto read = app::read_manifest(fuzz::as_text(data, size));
  if (const auto* manifest = std::get_if<app::Manifest>(&read)) {
    for (const auto& entry : manifest->files) {
      FUZZ_CHECK(app::restorable_path(entry.path));
      FUZZ_CHECK(!entry.path.is_absolute());
      for (const auto& part : entry.path) FUZZ_CHECK(part != "..");
      FUZZ_CHECK(entry.path == "pathshala.db" || *entry.path.begin() == "files");
      FUZZ_CHECK(entry.size >= 0);
      FUZZ_CHECK(entry.sha256.size() == 64);
    }
  } else {
    FUZZ_CHECK(!std::get<std::string>(read).empty());
  }
  return 0;
}
