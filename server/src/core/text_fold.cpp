#include "core/text_fold.hpp"

#include <utf8proc.h>

#include <cstdlib>
#include <memory>

namespace pathshala::core {

namespace {

// Scripts whose accents are dropped: Latin (with its extensions), Greek and Cyrillic.
bool strips_accents(utf8proc_int32_t c) {
  return c < 0x0530 || (c >= 0x1E00 && c <= 0x1FFF) || (c >= 0x2C60 && c <= 0x2C7F) || (c >= 0xA720 && c <= 0xA7FF);
}

void append_utf8(std::string& out, utf8proc_int32_t c) {
  utf8proc_uint8_t buf[4];
  const auto n = utf8proc_encode_char(c, buf);
  out.append(reinterpret_cast<const char*>(buf), static_cast<std::size_t>(n));
}

// The valid UTF-8 of text (utf8proc_map refuses a string with any invalid byte).
std::string valid_utf8(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  auto* p = reinterpret_cast<const utf8proc_uint8_t*>(text.data());
  utf8proc_ssize_t left = static_cast<utf8proc_ssize_t>(text.size());
  while (left > 0) {
    utf8proc_int32_t c = 0;
    const auto n = utf8proc_iterate(p, left, &c);
    if (n <= 0) {  // an invalid byte: skip it
      ++p;
      --left;
      continue;
    }
    out.append(reinterpret_cast<const char*>(p), static_cast<std::size_t>(n));
    p += n;
    left -= n;
  }
  return out;
}

bool is_ascii(std::string_view s) {
  for (unsigned char c : s)
    if (c >= 0x80) return false;
  return true;
}

}  // namespace

bool is_word_code_point(char32_t c) {
  if (c < 0x80) return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  switch (utf8proc_category(static_cast<utf8proc_int32_t>(c))) {
    case UTF8PROC_CATEGORY_LU:
    case UTF8PROC_CATEGORY_LL:
    case UTF8PROC_CATEGORY_LT:
    case UTF8PROC_CATEGORY_LM:
    case UTF8PROC_CATEGORY_LO:
    case UTF8PROC_CATEGORY_MN:
    case UTF8PROC_CATEGORY_MC:
    case UTF8PROC_CATEGORY_ND:
      return true;
    default:
      return false;
  }
}

std::string fold_for_search(std::string_view text) {
  if (is_ascii(text)) {  // the common case, without utf8proc's allocation
    std::string out(text);
    for (auto& c : out)
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
  }
  const std::string valid = valid_utf8(text);
  utf8proc_uint8_t* mapped = nullptr;
  const auto len = utf8proc_map(reinterpret_cast<const utf8proc_uint8_t*>(valid.data()),
                                static_cast<utf8proc_ssize_t>(valid.size()), &mapped,
                                static_cast<utf8proc_option_t>(UTF8PROC_STABLE | UTF8PROC_COMPOSE | UTF8PROC_COMPAT |
                                                               UTF8PROC_CASEFOLD | UTF8PROC_IGNORE));
  if (len < 0) return {};
  std::unique_ptr<utf8proc_uint8_t, decltype(&std::free)> owned(mapped, &std::free);

  // Second pass: decompose accented Latin/Greek/Cyrillic letters and keep their base.
  std::string out;
  out.reserve(static_cast<std::size_t>(len));
  const utf8proc_uint8_t* p = mapped;
  utf8proc_ssize_t left = len;
  bool after_stripped_letter = false;
  while (left > 0) {
    utf8proc_int32_t c = 0;
    const auto n = utf8proc_iterate(p, left, &c);
    if (n <= 0) break;
    p += n;
    left -= n;
    if (c >= 0x0300 && c <= 0x036F && after_stripped_letter) continue;  // a combining accent left over
    if (c < 0x80 || !strips_accents(c)) {
      append_utf8(out, c);
      after_stripped_letter = c < 0x80;
      continue;
    }
    utf8proc_int32_t parts[8];
    int boundclass = 0;
    const auto count = utf8proc_decompose_char(
        c, parts, 8, static_cast<utf8proc_option_t>(UTF8PROC_DECOMPOSE | UTF8PROC_STRIPMARK), &boundclass);
    if (count <= 0 || count > 8) {
      append_utf8(out, c);
    } else {
      for (utf8proc_ssize_t i = 0; i < count; ++i) append_utf8(out, parts[i]);
    }
    after_stripped_letter = true;
  }
  return out;
}

}  // namespace pathshala::core
