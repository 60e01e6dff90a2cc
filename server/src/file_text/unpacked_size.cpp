#include "file_text/unpacked_size.hpp"

#include <zlib.h>

#include <algorithm>
#include <array>
#include <cstring>

namespace pathshala::file_text {

namespace {

constexpr std::size_t kDictionaryLookBack = 8 * 1024;  // a stream's dictionary is short

bool is_space(char c) { return c == ' ' || c == '\r' || c == '\n' || c == '\t' || c == '\f' || c == '\0'; }

bool is_delimiter(char c) {
  return is_space(c) || c == '/' || c == '<' || c == '>' || c == '[' || c == ']' || c == '(' || c == ')';
}

// Whether `dictionary` holds the name `name` (e.g. "/FlateDecode") as a whole token.
bool has_name(std::string_view dictionary, std::string_view name) {
  for (auto at = dictionary.find(name); at != std::string_view::npos; at = dictionary.find(name, at + 1)) {
    const auto end = at + name.size();
    if (end == dictionary.size() || is_delimiter(dictionary[end])) return true;
  }
  return false;
}

// Whether the dictionary says /Subtype /Image (spaces between the two names allowed).
bool is_image(std::string_view dictionary) {
  for (auto at = dictionary.find("/Subtype"); at != std::string_view::npos; at = dictionary.find("/Subtype", at + 1)) {
    auto next = at + 8;
    while (next < dictionary.size() && is_space(dictionary[next])) ++next;
    const auto rest = dictionary.substr(next);
    if (rest.starts_with("/Image") && (rest.size() == 6 || is_delimiter(rest[6]))) return true;
  }
  return false;
}

// The stream's dictionary: the text between the object's start ("obj") and `end` (the
// offset of the `>>` that closes it), at most kDictionaryLookBack bytes and never before
// `floor` (where the previous stream's data began: each byte is looked at a bounded number
// of times, however many "stream" keywords a hostile file packs together).
std::string_view dictionary_before(std::string_view pdf, std::size_t floor, std::size_t end) {
  const auto from = std::max(floor, end > kDictionaryLookBack ? end - kDictionaryLookBack : 0);
  const auto window = pdf.substr(from, end - from);
  const auto obj = window.rfind("obj");
  return obj == std::string_view::npos ? window : window.substr(obj + 3);
}

// What the Flate data at the start of `data` unpacks to, counted up to `budget` + 1 bytes.
// Data zlib cannot read counts what it unpacked before the damage (poppler stops there too).
// The input it reads is taken from `input_left`.
std::uint64_t inflated_size(std::string_view data, std::uint64_t budget, std::uint64_t& input_left) {
  z_stream zs{};
  if (inflateInit(&zs) != Z_OK) return 0;
  std::array<unsigned char, 64 * 1024> scratch;
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
  zs.avail_in = static_cast<uInt>(std::min<std::uint64_t>({data.size(), std::uint64_t{1} << 30, input_left}));
  std::uint64_t total = 0;
  for (;;) {
    zs.next_out = scratch.data();
    zs.avail_out = scratch.size();
    const int status = inflate(&zs, Z_NO_FLUSH);
    total += scratch.size() - zs.avail_out;
    if (status != Z_OK || total > budget) break;  // the end, damage, or enough counted
    if (zs.avail_in == 0 && zs.avail_out != 0) break;
  }
  input_left -= zs.total_in;
  inflateEnd(&zs);
  return total;
}

}  // namespace

std::uint64_t unpacked_content_bytes(std::string_view pdf, std::uint64_t limit) {
  std::uint64_t total = 0;
  std::size_t floor = 0;
  // In a real PDF streams do not overlap, so zlib reads each byte at most once. A file built
  // so that every stream's data runs on through the next ones (deflate blocks that unpack to
  // nothing) would make the scan quadratic: past twice its size, it is taken for what it is.
  std::uint64_t input_left = 2 * static_cast<std::uint64_t>(pdf.size()) + (1u << 20);
  for (auto at = pdf.find("stream"); at != std::string_view::npos && total <= limit; at = pdf.find("stream", at + 6)) {
    // The keyword follows the dictionary's ">>" (so not "endstream") and ends its line.
    auto before = at;
    while (before > 0 && is_space(pdf[before - 1])) --before;
    if (before < 2 || pdf.substr(before - 2, 2) != ">>") continue;
    auto data = at + 6;
    if (data < pdf.size() && pdf[data] == '\r') ++data;
    if (data < pdf.size() && pdf[data] == '\n') ++data;
    if (data == at + 6 || before - 2 < floor) continue;
    const auto dictionary = dictionary_before(pdf, floor, before - 2);
    floor = data;
    if (!has_name(dictionary, "/FlateDecode") || is_image(dictionary)) continue;
    total += inflated_size(pdf.substr(data), limit - total, input_left);
    if (input_left == 0) return limit + 1;
  }
  return total;
}

}  // namespace pathshala::file_text
