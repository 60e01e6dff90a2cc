#include "files/multipart.hpp"

#include <cstdio>
#include <fstream>
#include <memory>

#include "core/text.hpp"

namespace pathshala::files {

namespace {

constexpr std::size_t kChunk = 64 * 1024;
constexpr std::size_t kMaxPartHeaders = 16 * 1024;

core::Error malformed(std::string detail) {
  return core::Error::invalid("invalid-multipart", "The upload is not a valid multipart/form-data body: " + detail);
}

// A parameter of a header value: name="value" or name=value.
std::optional<std::string> header_param(std::string_view value, std::string_view name) {
  const std::string lowered = core::ascii_lower(value);
  std::size_t pos = 0;
  while ((pos = lowered.find(core::ascii_lower(name) + "=", pos)) != std::string::npos) {
    const bool starts = pos == 0 || lowered[pos - 1] == ';' || lowered[pos - 1] == ' ' || lowered[pos - 1] == '\t';
    pos += name.size() + 1;
    if (!starts) continue;
    if (pos < value.size() && value[pos] == '"') {
      std::string out;
      for (std::size_t i = pos + 1; i < value.size(); ++i) {
        if (value[i] == '\\' && i + 1 < value.size())
          out += value[++i];
        else if (value[i] == '"')
          return out;
        else
          out += value[i];
      }
      return std::nullopt;
    }
    const auto end = value.find(';', pos);
    return core::trim(value.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos));
  }
  return std::nullopt;
}

// Reads the file in chunks, with look-ahead for finding a delimiter that spans two chunks.
class Reader {
 public:
  explicit Reader(const std::filesystem::path& p) : file_(std::fopen(p.c_str(), "rb"), &std::fclose) {}
  bool ok() const { return file_ != nullptr; }
  // Makes at least n bytes available in buf (fewer at the end of the file).
  void fill(std::size_t n) {
    while (buf_.size() < n) {
      char chunk[kChunk];
      const auto got = std::fread(chunk, 1, sizeof chunk, file_.get());
      if (got == 0) return;
      buf_.append(chunk, got);
    }
  }
  std::string& buf() { return buf_; }

 private:
  std::unique_ptr<FILE, int (*)(FILE*)> file_;
  std::string buf_;
};

}  // namespace

std::optional<std::string> multipart_boundary(std::string_view content_type) {
  const auto semi = content_type.find(';');
  if (core::ascii_lower(core::trim(content_type.substr(0, semi))) != "multipart/form-data") return std::nullopt;
  auto b = header_param(content_type, "boundary");
  if (!b || b->empty() || b->size() > 70) return std::nullopt;
  return b;
}

core::Result<ExtractedPart> extract_part(const std::filesystem::path& body, const std::string& boundary,
                                         std::string_view field, const std::filesystem::path& out,
                                         std::uint64_t max_bytes,
                                         const std::function<void(std::string_view)>& on_chunk) {
  Reader in(body);
  if (!in.ok()) return core::Error::make(core::ErrorKind::internal, "internal", "The upload could not be read.");
  const std::string dash = "--" + boundary;
  const std::string delimiter = "\r\n" + dash;
  auto& buf = in.buf();
  // The first boundary (a preamble before it is allowed and ignored).
  in.fill(kChunk);
  auto first = buf.find(dash);
  if (first == std::string::npos) return malformed("no boundary");
  buf.erase(0, first + dash.size());
  while (true) {
    in.fill(kMaxPartHeaders + 4);
    if (buf.rfind("--", 0) == 0) return malformed("no part named \"" + std::string(field) + "\"");
    if (buf.rfind("\r\n", 0) != 0) return malformed("a boundary is not followed by a line break");
    const auto headers_end = buf.find("\r\n\r\n");
    if (headers_end == std::string::npos || headers_end > kMaxPartHeaders)
      return malformed("part headers missing or too long");
    ExtractedPart part;
    std::optional<std::string> name;
    std::size_t line = 2;
    while (line < headers_end) {
      const auto eol = buf.find("\r\n", line);
      const std::string_view h(buf.data() + line, eol - line);
      const auto colon = h.find(':');
      if (colon != std::string_view::npos) {
        const auto key = core::ascii_lower(core::trim(h.substr(0, colon)));
        const auto value = h.substr(colon + 1);
        if (key == "content-disposition") {
          name = header_param(value, "name");
          part.filename = header_param(value, "filename").value_or("");
        } else if (key == "content-type") {
          part.content_type = core::trim(value);
        }
      }
      line = eol + 2;
    }
    buf.erase(0, headers_end + 4);
    const bool wanted = name && *name == field;
    std::unique_ptr<FILE, int (*)(FILE*)> sink(wanted ? std::fopen(out.c_str(), "wb") : nullptr, &std::fclose);
    if (wanted && !sink)
      return core::Error::make(core::ErrorKind::internal, "internal", "The upload could not be stored.");
    // Stream the content up to the next delimiter, keeping enough bytes to see it whole.
    while (true) {
      in.fill(kChunk + delimiter.size());
      const auto at = buf.find(delimiter);
      // fill() stops short only at the end of the body: no delimiter by then is a cut body.
      if (at == std::string::npos && buf.size() < kChunk + delimiter.size())
        return malformed("the body ends inside a part");
      const std::size_t safe = at != std::string::npos ? at : buf.size() - delimiter.size();
      if (wanted) {
        part.size += safe;
        if (part.size > max_bytes)
          return core::Error::make(core::ErrorKind::too_large, "payload-too-large",
                                   "The file is larger than the upload limit.");
        if (safe > 0) {
          const std::string_view bytes(buf.data(), safe);
          on_chunk(bytes);
          if (std::fwrite(bytes.data(), 1, bytes.size(), sink.get()) != bytes.size())
            return core::Error::make(core::ErrorKind::internal, "internal", "The upload could not be stored.");
        }
      }
      buf.erase(0, safe);
      if (at != std::string::npos) break;
    }
    buf.erase(0, delimiter.size());
    if (wanted) {
      if (std::fflush(sink.get()) != 0)
        return core::Error::make(core::ErrorKind::internal, "internal", "The upload could not be stored.");
      return part;
    }
  }
}

}  // namespace pathshala::files
