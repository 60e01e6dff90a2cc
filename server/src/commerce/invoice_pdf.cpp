#include "commerce/invoice_pdf.hpp"

#include "core/money.hpp"

#include <hpdf.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <memory>
#include <sstream>
#include <vector>

namespace pathshala::commerce {

namespace {

constexpr const char* kFontFile = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
// A4 is 595 × 842 points; everything is drawn inside these margins (issue 50: long names,
// ids and addresses ran past the right edge).
constexpr float kLeft = 50, kRight = 545, kTop = 790, kBottom = 50;

// libharu reports errors through a callback; the first one is kept and drawing stops.
struct Failure {
  HPDF_STATUS code = HPDF_OK;
  HPDF_STATUS detail = 0;
};
void on_error(HPDF_STATUS code, HPDF_STATUS detail, void* user) {
  auto* f = static_cast<Failure*>(user);
  if (f->code == HPDF_OK) *f = {code, detail};
}

// Where a UTF-8 character starting at i ends.
std::size_t next_char(const std::string& s, std::size_t i) {
  ++i;
  while (i < s.size() && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80) ++i;
  return i;
}

class Canvas {
 public:
  Canvas(HPDF_Doc pdf, HPDF_Font text, HPDF_Font label) : pdf_(pdf), text_(text), label_(label) { new_page(); }

  void text(float x, float y, const std::string& s, float size = 10, bool label = false) {
    HPDF_Page_BeginText(page_);
    HPDF_Page_SetFontAndSize(page_, label ? label_ : text_, size);
    HPDF_Page_TextOut(page_, x, y, s.c_str());
    HPDF_Page_EndText(page_);
  }
  float width(const std::string& s, float size, bool label = false) {
    HPDF_Page_SetFontAndSize(page_, label ? label_ : text_, size);
    return HPDF_Page_TextWidth(page_, s.c_str());
  }
  void right(float x, float y, const std::string& s, float size = 10, bool label = false) {
    text(x - width(s, size, label), y, s, size, label);
  }
  void rule(float y, float line_width = 0.5f) {
    HPDF_Page_SetLineWidth(page_, line_width);
    HPDF_Page_MoveTo(page_, kLeft, y);
    HPDF_Page_LineTo(page_, kRight, y);
    HPDF_Page_Stroke(page_);
  }
  // s broken into lines no wider than max_width: at spaces, and inside a word (an id, an
  // e-mail address) only when the word alone is wider; '\n' always breaks.
  std::vector<std::string> wrap(const std::string& s, float max_width, float size, bool label = false) {
    std::vector<std::string> out;
    std::istringstream paragraphs(s);
    for (std::string paragraph; std::getline(paragraphs, paragraph);) {
      std::string line;
      std::istringstream words(paragraph);
      for (std::string word; words >> word;) {
        const std::string joined = line.empty() ? word : line + " " + word;
        if (width(joined, size, label) <= max_width) {
          line = joined;
          continue;
        }
        if (!line.empty()) out.push_back(std::move(line));
        line.clear();
        // A word wider than the line is cut where it must be.
        while (width(word, size, label) > max_width) {
          std::size_t cut = 0;
          for (std::size_t next = next_char(word, 0);
               next <= word.size() && width(word.substr(0, next), size, label) <= max_width;
               next = next_char(word, next))
            cut = next;
          if (cut == 0) cut = next_char(word, 0);
          out.push_back(word.substr(0, cut));
          word.erase(0, cut);
        }
        line = word;
      }
      out.push_back(std::move(line));
    }
    return out;
  }
  // s wrapped to max_width from (x, y) down; the y below it. A line that would fall below
  // the bottom margin goes on a new page.
  float wrapped(float x, float y, float max_width, const std::string& s, float size = 10, float leading = 13,
                bool label = false) {
    for (const auto& line : wrap(s, max_width, size, label)) {
      y = room(y);
      text(x, y, line, size, label);
      y -= leading;
    }
    return y;
  }
  // y, or the top of a new page when y is below the bottom margin.
  float room(float y) {
    if (y >= kBottom) return y;
    new_page();
    return kTop;
  }

 private:
  void new_page() {
    page_ = HPDF_AddPage(pdf_);
    if (page_) HPDF_Page_SetSize(page_, HPDF_PAGE_SIZE_A4, HPDF_PAGE_PORTRAIT);
  }

  HPDF_Doc pdf_;
  HPDF_Page page_ = nullptr;
  HPDF_Font text_, label_;
};

// The heading and the number's label of each kind of document.
struct KindLabels {
  const char* heading;
  const char* number;
};
KindLabels labels_of(InvoiceDocument::Kind kind) {
  switch (kind) {
    case InvoiceDocument::Kind::tax_invoice:
      return {"TAX INVOICE", "Invoice no."};
    case InvoiceDocument::Kind::receipt:
      return {"RECEIPT", "Receipt no."};
    case InvoiceDocument::Kind::credit_note:
      break;
  }
  return {"CREDIT NOTE", "Credit note no."};
}

constexpr float kMeta = 320;              // the right column: number, date, …
constexpr float kMetaValue = kMeta + 82;  // its values
constexpr float kDetail = 340;            // the items' SAC or rate
constexpr float kAmountWidth = 110;       // the items' amounts, right-aligned at kRight

void draw(Canvas& c, const InvoiceDocument& d) {
  float y = kTop;
  const auto kind = labels_of(d.kind);
  c.right(kRight, y, kind.heading, 16, true);
  const float heading = c.width(kind.heading, 16, true);
  y = c.wrapped(kLeft, y, kRight - kLeft - heading - 20, d.seller.legal_name, 16, 19);
  y = c.wrapped(kLeft, y + 1, kRight - kLeft, d.seller.address, 9, 12);
  if (d.seller.tax_invoice()) y = c.wrapped(kLeft, y, kRight - kLeft, "GSTIN: " + d.seller.gstin, 9, 12);
  y -= 8;
  c.rule(y);
  y -= 18;

  // Billed to (left) beside the document's number, date, … (right).
  float left_y = y, right_y = y;
  const float buyer_width = kMeta - kLeft - 15;
  c.text(kLeft, left_y, "Billed to", 9, true);
  left_y -= 14;
  for (const auto& field : {d.buyer_name, d.buyer_email, d.buyer_gstin.empty() ? "" : "GSTIN: " + d.buyer_gstin,
                            d.buyer_state.empty() ? "" : "State: " + d.buyer_state})
    if (!field.empty()) left_y = c.wrapped(kLeft, left_y, buyer_width, field, 10);
  const auto row = [&](const char* label, const std::string& value) {
    c.text(kMeta, right_y, label, 9, true);
    right_y = c.wrapped(kMetaValue, right_y, kRight - kMetaValue, value, 10) - 1;
  };
  row(kind.number, d.number);
  row("Date", india_display_date(d.issued_at));
  if (d.against) row("Against", *d.against);
  if (!d.place_of_supply.empty() && d.seller.tax_invoice()) row("Place of supply", d.place_of_supply);
  row("Order", d.order_id);
  y = std::min(left_y, right_y) - 4;
  if (!d.reason.empty()) y = c.wrapped(kLeft, y - 6, kRight - kLeft, "Reason: " + d.reason, 10) - 4;

  if (y - 30 < kBottom) y = c.room(kBottom - 1);  // the table's head and first line on one page
  c.rule(y);
  c.text(kLeft, y - 12, "Description", 9, true);
  c.right(kRight, y - 12, "Amount (INR)", 9, true);
  y -= 18;
  c.rule(y);
  y -= 16;
  for (const auto& line : d.lines) {
    const float size = line.emphasis ? 12 : 10;
    y = c.room(y);
    if (line.emphasis) {
      c.rule(y + 10);
      y -= 4;
    }
    c.right(kRight, y, core::format_rupees_with_paise(line.amount), size);
    if (!line.detail.empty()) c.wrapped(kDetail, y, kRight - kAmountWidth - kDetail, line.detail, size);
    const float label_width = (line.detail.empty() ? kRight - kAmountWidth : kDetail - 10) - kLeft;
    y = c.wrapped(kLeft, y, label_width, line.label, size, size + 3) - (line.emphasis ? 5 : 3);
  }
  c.rule(y + 8);
  y = c.wrapped(kLeft, y - 8, kRight - kLeft, "Amount in words: " + d.total_in_words, 10) - 14;
  for (const auto& note : d.notes) y = c.wrapped(kLeft, y, kRight - kLeft, note, 8, 11);
}

}  // namespace

core::Result<std::string> render_invoice_pdf(const InvoiceDocument& document) {
  Failure failure;
  std::unique_ptr<std::remove_pointer_t<HPDF_Doc>, decltype(&HPDF_Free)> pdf(HPDF_New(on_error, &failure), &HPDF_Free);
  const auto failed = [&](const char* what) {
    spdlog::error("invoice {}: {} failed (libharu error {:04X}, detail {})", document.number, what,
                  static_cast<unsigned>(failure.code), static_cast<unsigned>(failure.detail));
    return core::Error::make(core::ErrorKind::unavailable, "invoice-unavailable",
                             "The invoice cannot be made right now. Please try again later.");
  };
  if (!pdf) return failed("starting a PDF");
  HPDF_SetCompressionMode(pdf.get(), HPDF_COMP_ALL);
  HPDF_UseUTFEncodings(pdf.get());
  HPDF_SetInfoAttr(pdf.get(), HPDF_INFO_TITLE, (document.title + " " + document.number).c_str());
  HPDF_SetInfoAttr(pdf.get(), HPDF_INFO_AUTHOR, document.seller.legal_name.c_str());
  const char* font_name = HPDF_LoadTTFontFromFile(pdf.get(), kFontFile, HPDF_TRUE);
  if (!font_name || failure.code != HPDF_OK) return failed(std::string("loading ").append(kFontFile).c_str());
  HPDF_Font text = HPDF_GetFont(pdf.get(), font_name, "UTF-8");
  HPDF_Font label = HPDF_GetFont(pdf.get(), "Helvetica-Bold", "WinAnsiEncoding");
  if (!text || !label) return failed("setting up the fonts");
  Canvas canvas(pdf.get(), text, label);
  if (failure.code != HPDF_OK) return failed("setting up the page");
  draw(canvas, document);
  if (failure.code != HPDF_OK) return failed("drawing");
  if (HPDF_SaveToStream(pdf.get()) != HPDF_OK) return failed("saving");
  std::string bytes(HPDF_GetStreamSize(pdf.get()), '\0');
  HPDF_UINT32 size = static_cast<HPDF_UINT32>(bytes.size());
  if (HPDF_ReadFromStream(pdf.get(), reinterpret_cast<HPDF_BYTE*>(bytes.data()), &size) != HPDF_OK &&
      failure.code != HPDF_OK)
    return failed("reading the PDF");
  bytes.resize(size);
  return bytes;
}

}  // namespace pathshala::commerce
