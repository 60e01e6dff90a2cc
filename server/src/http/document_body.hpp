#pragma once
// A Beast body that sends a cached core::Document without copying it: the response holds
// a reference to the shared document, which stays alive until the write completes.
#include <boost/asio/buffer.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/optional.hpp>

#include "core/document.hpp"

namespace pathshala::http {

struct DocumentBody {
  struct value_type {
    core::DocumentPtr doc;
    bool head = false;  // HEAD: Content-Length of the document, no bytes
    // What to send: the document's body, or one of its encodings (owned by doc).
    const std::string* bytes = nullptr;
    const std::string& sent() const { return bytes ? *bytes : doc->body; }
  };

  static std::uint64_t size(const value_type& v) { return v.doc ? v.sent().size() : 0; }

  class writer {
   public:
    using const_buffers_type = boost::asio::const_buffer;

    template <bool isRequest, class Fields>
    writer(const boost::beast::http::header<isRequest, Fields>&, const value_type& body) : body_(body) {}

    void init(boost::beast::error_code& ec) { ec = {}; }

    boost::optional<std::pair<const_buffers_type, bool>> get(boost::beast::error_code& ec) {
      ec = {};
      if (done_ || body_.head || !body_.doc) return boost::none;
      done_ = true;
      const std::string& bytes = body_.sent();
      return {{const_buffers_type(bytes.data(), bytes.size()), false}};
    }

   private:
    const value_type& body_;
    bool done_ = false;
  };
};

}  // namespace pathshala::http
