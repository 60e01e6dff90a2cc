#pragma once
// An invoice, receipt or credit note as a one-page A4 PDF, drawn with libharu (libhpdf-dev).
// Text is set in DejaVu Sans (fonts-dejavu-core), embedded, so "₹" and any Latin name print
// and copy as text (pdftotext reads it back); the fixed labels use the PDF's own Helvetica.
#include <string>

#include "commerce/invoice.hpp"
#include "core/error.hpp"

namespace pathshala::commerce {

// The PDF's bytes; unavailable when the font is missing or libharu fails.
core::Result<std::string> render_invoice_pdf(const InvoiceDocument& document);

}  // namespace pathshala::commerce
