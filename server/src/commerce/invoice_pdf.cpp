#include "commerce/invoice_pdf.hpp"

#include "core/money.hpp"

#include <hpdf.h>
#include <spdlog/spdlog.h>

#include <memory>
#include <sstream>

namespace pathshala::commerce {

namespace {

constexpr const char* kFontFile = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
constexpr float kLeft = 50, kRight = 545;  // A4 is 595 × 842 points

// libharu reports errors through a callback; the first one is kept and drawing stops.
struct Failure {
  HPDF_STATUS code = HPDF_OK;
  HPDF_STATUS detail = 0;
};
void on_error(HPDF_STATUS code, HPDF_STATUS detail, void* user) {
  auto* f = static_cast<Failure*>(user);
  if (f->code == HPDF_OK) *f = {code, detail};
}

class Canvas {
 public:
  Canvas(HPDF_Page page, HPDF_Font text, HPDF_Font label) : page_(page), text_(text), label_(label) {}

  void text(float x, float y, const std::string& s, float size = 10, bool label = false) {
    HPDF_Page_BeginText(page_);
    HPDF_Page_SetFontAndSize(page_, label ? label_ : text_, size);
    HPDF_Page_TextOut(page_, x, y, s.c_str());
    HPDF_Page_EndText(page_);
  }
  void right(float x, float y, const std::string& s, float size = 10, bool label = false) {
    HPDF_Page_SetFontAndSize(page_, label ? label_ : text_, size);
    text(x - HPDF_Page_TextWidth(page_, s.c_str()), y, s, size, label);
  }
  void rule(float y, float width = 0.5f) {
    HPDF_Page_SetLineWidth(page_, width);
    HPDF_Page_MoveTo(page_, kLeft, y);
    HPDF_Page_LineTo(page_, kRight, y);
    HPDF_Page_Stroke(page_);
  }
  // Lines of s (split at '\n'), from y down; returns the y below them.
  float lines(float x, float y, const std::string& s, float size = 10, float leading = 13) {
    std::istringstream in(s);
    std::string line;
    while (std::getline(in, line)) {
      text(x, y, line, size);
      y -= leading;
    }
    return y;
  }

 private:
  HPDF_Page page_;
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

void draw(Canvas& c, const InvoiceDocument& d) {
  float y = 790;
  c.text(kLeft, y, d.seller.legal_name, 16);
  const auto kind = labels_of(d.kind);
  c.right(kRight, y, kind.heading, 16, true);
  y = c.lines(kLeft, y - 18, d.seller.address, 9, 12);
  if (d.seller.tax_invoice()) {
    c.text(kLeft, y, "GSTIN: " + d.seller.gstin, 9);
    y -= 12;
  }
  y -= 8;
  c.rule(y);
  y -= 18;

  const float meta = 330;
  float left_y = y, right_y = y;
  c.text(kLeft, left_y, "Billed to", 9, true);
  left_y -= 14;
  if (!d.buyer_name.empty()) left_y = c.lines(kLeft, left_y, d.buyer_name, 10);
  if (!d.buyer_email.empty()) left_y = c.lines(kLeft, left_y, d.buyer_email, 10);
  if (!d.buyer_gstin.empty()) left_y = c.lines(kLeft, left_y, "GSTIN: " + d.buyer_gstin, 10);
  if (!d.buyer_state.empty()) left_y = c.lines(kLeft, left_y, "State: " + d.buyer_state, 10);

  const auto row = [&](const char* label, const std::string& value) {
    c.text(meta, right_y, label, 9, true);
    c.text(meta + 95, right_y, value, 10);
    right_y -= 14;
  };
  row(kind.number, d.number);
  row("Date", india_display_date(d.issued_at));
  if (d.against) row("Against", *d.against);
  if (!d.place_of_supply.empty() && d.seller.tax_invoice()) row("Place of supply", d.place_of_supply);
  row("Order", d.order_id);

  y = std::min(left_y, right_y) - 14;
  c.rule(y + 4);
  c.text(kLeft, y - 10, "Description", 9, true);
  c.right(kRight, y - 10, "Amount (INR)", 9, true);
  y -= 16;
  c.rule(y);
  y -= 16;
  for (const auto& line : d.lines) {
    if (line.emphasis) {
      c.rule(y + 10);
      y -= 4;
    }
    c.text(kLeft, y, line.label, line.emphasis ? 12 : 10);
    if (!line.detail.empty()) c.text(360, y, line.detail, 10);
    c.right(kRight, y, core::format_rupees(line.amount), line.emphasis ? 12 : 10);
    y -= line.emphasis ? 20 : 16;
  }
  c.rule(y + 8);
  y -= 8;
  c.text(kLeft, y, "Amount in words: " + d.total_in_words, 10);
  y -= 28;
  for (const auto& note : d.notes) {
    c.text(kLeft, y, note, 8);
    y -= 12;
  }
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
  HPDF_Page page = HPDF_AddPage(pdf.get());
  if (!text || !label || !page) return failed("setting up the page");
  HPDF_Page_SetSize(page, HPDF_PAGE_SIZE_A4, HPDF_PAGE_PORTRAIT);
  Canvas canvas(page, text, label);
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
