#pragma once
// What a PDF's compressed streams unpack to, measured before poppler reads the file. A
// Flate stream unpacks up to about 1,000 times its size: a 1 MB file can hold a page whose
// content is 1 GB of spaces, and poppler would lex every byte of it (minutes of the reader,
// issue 52). zlib measures the same stream in well under a second and stops at the limit.
//
// Images are not counted: a scanned page's picture is large by nature, and poppler decodes
// it at the size its dictionary declares. Counted is everything else that poppler reads as
// it goes (page content, forms, fonts, object streams). Flate data wrapped in another filter
// (ASCII85, LZW) is not measured; the reader's CPU and wall-clock limits remain its bound.
#include <cstdint>
#include <string_view>

namespace pathshala::file_text {

// The sum of what the PDF's Flate streams other than images unpack to, counted up to just
// past `limit` (a result above `limit` means "more than the limit"). A file whose streams'
// data overlap (zlib would read more than twice its size) is answered as over the limit too:
// no real PDF is built so, and measuring it would take time quadratic in its size.
std::uint64_t unpacked_content_bytes(std::string_view pdf, std::uint64_t limit);

}  // namespace pathshala::file_text
