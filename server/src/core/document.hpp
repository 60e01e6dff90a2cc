#pragma once
#include <memory>
#include <mutex>
#include <string>

#include "core/compression.hpp"

namespace pathshala::core {

// A ready-to-send body (JSON, a rendered page, a sitemap) and its strong ETag (quoted),
// computed once when built.
struct Document {
  std::string body;
  std::string etag;

  // The body in a coding, with that representation's own ETag ("…-br"), made on first use
  // and then kept: a cached document is compressed once however often it is sent. nullptr
  // for a body too small to gain from it (under kMinCompressed bytes).
  struct Encoded {
    std::string body;
    std::string etag;
  };
  static constexpr std::size_t kMinCompressed = 1024;
  const Encoded* encoded(Coding coding) const;

 private:
  mutable std::once_flag gzip_once_, br_once_;
  mutable Encoded gzip_, br_;
};
using DocumentPtr = std::shared_ptr<const Document>;

// Builds a Document from a body, computing its ETag.
DocumentPtr make_document(std::string body);

}  // namespace pathshala::core
