#pragma once
// A Beast body that streams one byte range [offset, offset + length) of an open file in
// 64 KiB chunks. Beast's own file_body always sends from the current position to the end
// of the file, which cannot answer a Range request without reading it all into memory.
#include <boost/asio/buffer.hpp>
#include <boost/beast/core/file.hpp>
#include <boost/beast/http/message.hpp>

#include <array>
#include <boost/optional.hpp>
#include <cstdint>

namespace pathshala::http {

struct FileRangeBody {
  struct value_type {
    boost::beast::file file;
    std::uint64_t offset = 0;
    std::uint64_t length = 0;
  };

  static std::uint64_t size(const value_type& v) { return v.length; }

  class writer {
   public:
    using const_buffers_type = boost::asio::const_buffer;

    template <bool isRequest, class Fields>
    writer(boost::beast::http::header<isRequest, Fields>&, value_type& body) : body_(body), remain_(body.length) {}

    void init(boost::beast::error_code& ec) { body_.file.seek(body_.offset, ec); }

    boost::optional<std::pair<const_buffers_type, bool>> get(boost::beast::error_code& ec) {
      if (remain_ == 0) {
        ec = {};
        return boost::none;
      }
      const auto want = static_cast<std::size_t>(std::min<std::uint64_t>(remain_, buf_.size()));
      const std::size_t n = body_.file.read(buf_.data(), want, ec);
      if (ec) return boost::none;
      if (n == 0) {  // the file shrank under us
        ec = boost::beast::http::error::short_read;
        return boost::none;
      }
      remain_ -= n;
      return {{const_buffers_type(buf_.data(), n), remain_ > 0}};
    }

   private:
    value_type& body_;
    std::uint64_t remain_;
    std::array<char, 65536> buf_{};
  };
};

}  // namespace pathshala::http
