#pragma once
#include <memory>
#include <string>

namespace pathshala::core {

// A ready-to-send JSON body and its strong ETag (quoted), computed once when built.
struct Document {
  std::string body;
  std::string etag;
};
using DocumentPtr = std::shared_ptr<const Document>;

// Builds a Document from a body, computing its ETag.
DocumentPtr make_document(std::string body);

}  // namespace pathshala::core
