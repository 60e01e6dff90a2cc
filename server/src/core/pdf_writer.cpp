#include <string>
#include <vector>

#include "core/file_writers.hpp"

namespace pathshala::core {

namespace {
// PDF string literal: escape the delimiters, keep printable ASCII only.
std::string pdf_text(const std::string& s) {
  std::string out;
  for (unsigned char c : s) {
    if (c == '(' || c == ')' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c >= 0x20 && c < 0x7f) {
      out += static_cast<char>(c);
    } else if (c >= 0xc0) {
      out += '?';  // first byte of a UTF-8 sequence; continuation bytes are dropped
    }
  }
  return out;
}
}  // namespace

std::string make_pdf(const std::string& title, const std::vector<std::string>& lines) {
  std::string content = "BT /F1 20 Tf 56 780 Td (" + pdf_text(title) + ") Tj ET\n";
  content += "0.2 0.4 0.8 RG 2 w 56 768 m 539 768 l S\n";
  int y = 740;
  for (const auto& line : lines) {
    content += "BT /F1 12 Tf 56 " + std::to_string(y) + " Td (" + pdf_text(line) + ") Tj ET\n";
    y -= 20;
    if (y < 60) break;
  }

  std::vector<std::string> objects = {
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
      "<< /Length " + std::to_string(content.size()) + " >>\nstream\n" + content + "endstream",
      "<< /Title (" + pdf_text(title) + ") /Producer (Pathshala) >>",
  };

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
  pdf += "trailer\n<< /Size " + std::to_string(objects.size() + 1) + " /Root 1 0 R /Info 6 0 R >>\n";
  pdf += "startxref\n" + std::to_string(xref) + "\n%%EOF\n";
  return pdf;
}

}  // namespace pathshala::core
