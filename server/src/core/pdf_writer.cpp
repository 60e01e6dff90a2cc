#include <zlib.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/file_writers.hpp"

namespace pathshala::core {

namespace {

constexpr double kLeftMargin = 56;
constexpr double kFirstLineWithTitle = 740;  // under the title and its rule
constexpr double kFirstLine = 790;           // a page without the title
constexpr double kLastLine = 60;             // no baseline below this
constexpr double kPageWidth = 595;
constexpr double kPageHeight = 842;

// Helvetica's standard widths (AFM, 1/1000 em) of the printable ASCII characters 32..126.
constexpr std::array<int, 95> kHelveticaWidths = {
    278,  278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space../
    556,  556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0..?
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @..O
    667,  778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P.._
    333,  556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // `..o
    556,  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584};      // p..~

// What the PDF shows of s: printable ASCII only, '?' for a non-ASCII character (the first
// byte of a UTF-8 sequence; continuation bytes are dropped), other control characters dropped.
std::string printable(const std::string& s) {
  std::string out;
  for (unsigned char c : s) {
    if (c >= 0x20 && c < 0x7f)
      out += static_cast<char>(c);
    else if (c >= 0xc0)
      out += '?';
  }
  return out;
}

// PDF string literal: escape the delimiters, keep printable ASCII only.
std::string pdf_text(const std::string& s) {
  std::string out;
  for (char c : printable(s)) {
    if (c == '(' || c == ')' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

// A coordinate as PDF writes it: whole numbers without a fraction, others to 2 places.
std::string num(double v) {
  if (std::abs(v - std::round(v)) < 1e-9) return std::to_string(static_cast<long long>(std::llround(v)));
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  std::string s = buf;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s;
}

// How many baselines fit from `top` down to the bottom margin.
std::size_t lines_from(double top, const PdfLayout& layout) {
  return static_cast<std::size_t>(std::floor((top - kLastLine) / layout.leading + 1e-9)) + 1;
}

std::vector<std::string> split_tabs(const std::string& line) {
  std::vector<std::string> cells(1);
  for (char c : line) {
    if (c == '\t')
      cells.emplace_back();
    else
      cells.back() += c;
  }
  return cells;
}

std::string show(const std::string& text, double size, double x, double y, double word_spacing = 0) {
  return "BT /F1 " + num(size) + " Tf " + (word_spacing != 0 ? num(word_spacing) + " Tw " : "") + num(x) + " " +
         num(y) + " Td (" + pdf_text(text) + ") Tj ET\n";
}

// One line's cells at baseline y (see PdfLayout::tab_stops).
std::string line_content(const std::string& line, double y, const PdfLayout& layout) {
  const auto cells = split_tabs(line);
  std::string out = show(cells[0], layout.font_size, kLeftMargin, y, layout.word_spacing);
  double end = kLeftMargin + pdf_text_width(cells[0], layout);
  for (std::size_t i = 1; i < cells.size(); ++i) {
    if (cells[i].empty()) continue;
    const double width = pdf_text_width(cells[i], layout);
    double x = end + pdf_text_width(" ", layout);
    if (i - 1 < layout.tab_stops.size()) {
      const auto& stop = layout.tab_stops[i - 1];
      x = stop.align == PdfTabStop::Align::left     ? stop.x
          : stop.align == PdfTabStop::Align::center ? stop.x - width / 2
                                                    : stop.x - width;
    }
    out += show(cells[i], layout.font_size, x, y, layout.word_spacing);
    end = x + width;
  }
  return out;
}

// The file around numbered objects (object n is objects[n - 1]); the trailer names object 1
// as the catalog and `info` as the document information.
std::string assemble(const std::vector<std::string>& objects, std::size_t info) {
  std::string pdf = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  std::vector<size_t> offsets;
  for (size_t i = 0; i < objects.size(); ++i) {
    offsets.push_back(pdf.size());
    pdf += std::to_string(i + 1) + " 0 obj\n" + objects[i] + "\nendobj\n";
  }
  const size_t xref = pdf.size();
  pdf += "xref\n0 " + std::to_string(objects.size() + 1) + "\n0000000000 65535 f \n";
  for (size_t off : offsets) {
    char entry[21];
    std::snprintf(entry, sizeof entry, "%010zu 00000 n \n", off);
    pdf += entry;
  }
  pdf += "trailer\n<< /Size " + std::to_string(objects.size() + 1) + " /Root 1 0 R /Info " + std::to_string(info) +
         " 0 R >>\n";
  pdf += "startxref\n" + std::to_string(xref) + "\n%%EOF\n";
  return pdf;
}

// A stream object. Text contents end with a newline, counted in /Length as it always has
// been; binary data gets an end-of-line of its own before "endstream".
std::string stream(const std::string& dictionary_entries, const std::string& data, bool binary = false) {
  return "<< " + dictionary_entries + "/Length " + std::to_string(data.size()) + " >>\nstream\n" + data +
         (binary ? "\n" : "") + "endstream";
}

std::string kids(const std::vector<std::size_t>& pages) {
  std::string out;
  for (auto p : pages) out += (out.empty() ? "" : " ") + std::to_string(p) + " 0 R";
  return "<< /Type /Pages /Kids [" + out + "] /Count " + std::to_string(pages.size()) + " >>";
}

}  // namespace

double pdf_text_width(const std::string& text, double font_size) {
  double units = 0;
  for (char c : printable(text)) units += kHelveticaWidths[static_cast<unsigned char>(c) - 0x20];
  return units * font_size / 1000;
}

double pdf_text_width(const std::string& text, const PdfLayout& layout) {
  return pdf_text_width(text, layout.font_size) +
         layout.word_spacing * static_cast<double>(std::count(text.begin(), text.end(), ' '));
}

int pdf_page_count(std::size_t line_count, const PdfLayout& layout) {
  const std::size_t first = lines_from(layout.title_heading ? kFirstLineWithTitle : kFirstLine, layout);
  if (line_count <= first) return 1;
  const std::size_t next = lines_from(kFirstLine, layout);
  return 1 + static_cast<int>((line_count - first + next - 1) / next);
}

std::string make_pdf(const std::string& title, const std::vector<std::string>& lines) {
  return make_pdf(title, lines, PdfLayout{});
}

std::string make_pdf(const std::string& title, const std::vector<std::string>& lines, const PdfLayout& layout) {
  const int page_count = pdf_page_count(lines.size(), layout);
  std::vector<std::string> contents;
  std::string content;
  if (layout.title_heading) {
    content = "BT /F1 20 Tf 56 780 Td (" + pdf_text(title) + ") Tj ET\n";
    content += "0.2 0.4 0.8 RG 2 w 56 768 m 539 768 l S\n";
  }
  double y = layout.title_heading ? kFirstLineWithTitle : kFirstLine;
  for (const auto& line : lines) {
    if (y < kLastLine - 1e-9) {  // the page is full: on to the next
      contents.push_back(std::move(content));
      content.clear();
      y = kFirstLine;
    }
    content += line_content(line, y, layout);
    y -= layout.leading;
  }
  contents.push_back(std::move(content));
  if (page_count > 1) {
    for (int i = 0; i < page_count; ++i) {
      const std::string foot = "Page " + std::to_string(i + 1) + " of " + std::to_string(page_count);
      contents[i] += show(foot, 9, (kPageWidth - pdf_text_width(foot, 9)) / 2, 30);
    }
  }

  // Objects 1-6 as a one-page document has always had them; further pages (page, contents)
  // follow from 7 on.
  const std::string resources = "/Resources << /Font << /F1 4 0 R >> >>";
  auto page = [&](std::size_t contents_object) {
    return "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] " + resources + " /Contents " +
           std::to_string(contents_object) + " 0 R >>";
  };
  std::vector<std::size_t> page_objects = {3};
  for (int i = 1; i < page_count; ++i) page_objects.push_back(7 + 2 * (i - 1));
  std::vector<std::string> objects = {
      "<< /Type /Catalog /Pages 2 0 R >>",
      kids(page_objects),
      page(5),
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
      stream("", contents[0]),
      "<< /Title (" + pdf_text(title) + ") /Producer (Pathshala) >>",
  };
  for (int i = 1; i < page_count; ++i) {
    objects.push_back(page(objects.size() + 2));
    objects.push_back(stream("", contents[i]));
  }
  return assemble(objects, 6);
}

std::string make_image_pdf(const std::vector<GrayImage>& pages, double dpi, const std::string& title) {
  if (pages.empty() || dpi <= 0) throw std::invalid_argument("make_image_pdf: no pages, or no resolution");
  // 1 catalog, 2 pages, then for each page: the page, its contents, its image; the
  // document information last.
  std::vector<std::size_t> page_objects;
  for (std::size_t i = 0; i < pages.size(); ++i) page_objects.push_back(3 + 3 * i);
  std::vector<std::string> objects = {"<< /Type /Catalog /Pages 2 0 R >>", kids(page_objects)};
  for (const auto& image : pages) {
    if (image.width <= 0 || image.height <= 0 ||
        image.pixels.size() != static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height))
      throw std::invalid_argument("make_image_pdf: the pixels do not match the image's size");
    const std::string w = num(image.width * 72.0 / dpi), h = num(image.height * 72.0 / dpi);
    const std::size_t n = objects.size() + 1;  // this page's object number
    objects.push_back("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 " + w + " " + h +
                      "] /Resources << /XObject << /Im0 " + std::to_string(n + 2) + " 0 R >> >> /Contents " +
                      std::to_string(n + 1) + " 0 R >>");
    objects.push_back(stream("", "q " + w + " 0 0 " + h + " 0 0 cm /Im0 Do Q\n"));
    uLongf size = compressBound(static_cast<uLong>(image.pixels.size()));
    std::string packed(size, '\0');
    if (compress2(reinterpret_cast<Bytef*>(packed.data()), &size, image.pixels.data(),
                  static_cast<uLong>(image.pixels.size()), Z_DEFAULT_COMPRESSION) != Z_OK)
      throw std::runtime_error("make_image_pdf: zlib failed");
    packed.resize(size);
    objects.push_back(stream("/Type /XObject /Subtype /Image /Width " + std::to_string(image.width) + " /Height " +
                                 std::to_string(image.height) +
                                 " /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode ",
                             packed, true));
  }
  objects.push_back(title.empty() ? "<< /Producer (Pathshala) >>"
                                  : "<< /Title (" + pdf_text(title) + ") /Producer (Pathshala) >>");
  return assemble(objects, objects.size());
}

}  // namespace pathshala::core
