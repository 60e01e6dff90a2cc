#include "core/document.hpp"

#include "core/hash.hpp"

namespace pathshala::core {

DocumentPtr make_document(std::string body) {
  auto doc = std::make_shared<Document>();
  doc->etag = etag_for(body);
  doc->body = std::move(body);
  return doc;
}

}  // namespace pathshala::core
