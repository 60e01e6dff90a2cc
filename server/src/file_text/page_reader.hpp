#pragma once
// Reads a PDF (or the PDFs inside a ZIP) page by page: the text of each page (poppler's
// text layer; Tesseract OCR, English and Hindi, for a page without one), each page as a
// WebP image and a thumbnail of the first. Runs only inside the `extract-file` child process
// (extraction_process.hpp), which the server starts with time and memory limits: poppler and
// Tesseract parse hostile input, and a crash or a runaway there must not be the server's.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace pathshala::file_text {

struct ReadLimits {
  std::size_t max_pages = 300;                           // pages read; the rest are left out
  std::size_t max_zip_entry_bytes = 100u * 1024 * 1024;  // a PDF inside a ZIP, uncompressed
  // What a PDF's streams other than images may unpack to (unpacked_size.hpp): a textbook of
  // 300 pages needs a few MB; a compressed bomb of spaces would hold poppler for minutes.
  std::uint64_t max_unpacked_content_bytes = 128ull << 20;
  int page_dpi = 100;  // page images (A4: 827 × 1169)
  int ocr_dpi = 300;   // what Tesseract reads best
};

struct ReadPage {
  int number = 0;             // 1-based, across every PDF of a ZIP
  std::string text;           // UTF-8
  bool ocr = false;           // read by Tesseract (the page had no text layer)
  int width = 0, height = 0;  // of its image
  std::string source;         // the PDF's name inside a ZIP; empty for a PDF
};

struct ReadResult {
  std::vector<ReadPage> pages;
  std::size_t pages_total = 0;  // in the file, including those past max_pages
};

// The thumbnail's size: every thumbnail is exactly this (the first page fitted and padded
// white), so a card reserves its box before the image arrives.
inline constexpr int kThumbnailWidth = 240;
inline constexpr int kThumbnailHeight = 340;

// Reads `input` (a PDF, or a ZIP holding PDFs) and writes into out_dir: page-<n>.webp for
// every page read and thumb.webp. Throws FileUnreadable for a file that is not a readable
// PDF or ZIP of PDFs (its message says why, in words an admin can act on).
ReadResult read_file(const std::filesystem::path& input, const std::filesystem::path& out_dir,
                     const ReadLimits& limits = {});

struct FileUnreadable : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A page's text without a text layer: fewer letters than this and the page is OCR'd.
inline constexpr std::size_t kTextLayerMinLetters = 16;

}  // namespace pathshala::file_text
