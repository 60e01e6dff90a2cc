#include "core/document.hpp"

#include "core/hash.hpp"

namespace pathshala::core {

DocumentPtr make_document(std::string body) {
  auto doc = std::make_shared<Document>();
  doc->etag = etag_for(body);
  doc->body = std::move(body);
  return doc;
}

const Document::Encoded* Document::encoded(Coding coding) const {
  if (body.size() < kMinCompressed) return nullptr;
  auto& once = coding == Coding::br ? br_once_ : gzip_once_;
  auto& slot = coding == Coding::br ? br_ : gzip_;
  std::call_once(once, [&] {
    slot.body = coding == Coding::br ? brotli(body) : gzip(body);
    // "abc" → "abc-br": a strong ETag names one representation.
    slot.etag =
        etag.size() >= 2 ? etag.substr(0, etag.size() - 1) + "-" + std::string(coding_name(coding)) + "\"" : etag;
  });
  return &slot;
}

}  // namespace pathshala::core
