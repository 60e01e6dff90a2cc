#pragma once
// Generators for the files the demo content links to: small valid PDFs, stored ZIPs and SVG
// cover images. Each returns the file's bytes; write_file_atomically puts them on disk.
#include <cstdint>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace pathshala::core {

// Where a cell of a tab-separated line goes (x in points from the page's left edge), and
// whether the cell starts there, is centred on it or ends there.
struct PdfTabStop {
  enum class Align { left, center, right };
  double x;
  Align align = Align::left;
};

// How make_pdf lays its lines out on A4 pages. The defaults are the two-argument make_pdf's.
struct PdfLayout {
  bool title_heading = true;  // the title in 20 pt over a blue rule at the top of page 1
  double font_size = 12;
  double leading = 20;      // baseline to baseline
  double word_spacing = 0;  // points added to every space (PDF Tw), e.g. to set words apart
  // A line's first cell starts at the left margin (56 pt); the cell after its n-th tab goes to
  // tab_stops[n - 1]. Empty cells after the first are skipped; without a stop for it a cell
  // follows the one before after a space.
  std::vector<PdfTabStop> tab_stops;
};

// The number of pages make_pdf gives `line_count` lines: lines that do not fit above the
// bottom margin continue on the next page (then each page says "Page n of m" at its foot).
int pdf_page_count(std::size_t line_count, const PdfLayout& layout = {});

// The width in points of text set in Helvetica at font_size (its standard metrics), so
// callers can wrap lines and line cells up; in a layout, with its word spacing.
double pdf_text_width(const std::string& text, double font_size);
double pdf_text_width(const std::string& text, const PdfLayout& layout);

// A PDF 1.4 with a title and lines of text in Helvetica (WinAnsi: non-ASCII characters are
// replaced), on as many A4 pages as the lines need. Byte offsets in the xref table are exact,
// so viewers open it. The title is also the document's /Title.
std::string make_pdf(const std::string& title, const std::vector<std::string>& lines);
std::string make_pdf(const std::string& title, const std::vector<std::string>& lines, const PdfLayout& layout);

// An 8-bit grayscale picture, rows top to bottom, `width` bytes each (0 black, 255 white).
struct GrayImage {
  int width = 0, height = 0;
  std::vector<std::uint8_t> pixels;
};

// A PDF 1.4 whose pages are only pictures, as a scanner makes them: one page per image, each
// page the image's size at `dpi` (points = pixels * 72 / dpi), the image a DeviceGray XObject
// compressed with zlib (FlateDecode). No text layer. An empty title leaves /Title out.
std::string make_image_pdf(const std::vector<GrayImage>& pages, double dpi, const std::string& title = "");

// A ZIP archive with the given (name, bytes) entries, stored without compression; CRC-32
// from zlib.
std::string make_zip(const std::vector<std::pair<std::string, std::string>>& entries);

// A 640x360 SVG card: a two-colour gradient (picked from the title) with the title and a
// caption, XML-escaped.
std::string make_svg(const std::string& title, const std::string& caption);

// Writes bytes to path through a temporary file (written, synced, closed, each step checked)
// and a rename, creating parent directories. A full disk throws core::disk_full, any other
// failure std::runtime_error; either way nothing is left at path or beside it.
void write_file_atomically(const std::filesystem::path& path, const std::string& bytes);

}  // namespace pathshala::core
