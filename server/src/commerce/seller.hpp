#pragma once
// Who sells: the seller's details for invoices and the GST terms prices follow (issue 29).
// Configuration (`--seller FILE` / PATHSHALA_SELLER, JSON):
//   {"legalName", "address", "state", "gstin", "sac", "gstRate", "pricesIncludeGst"}
// Without a GSTIN the seller is not GST-registered: no GST is charged and each paid order
// gets a plain receipt instead of a tax invoice. Without a file: the site's name, no GSTIN.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catalog/price_rule.hpp"
#include "core/error.hpp"
#include "core/gstin.hpp"

namespace pathshala::commerce {

// A state or union territory of India with its GST state code ("09" Uttar Pradesh).
struct IndianState {
  const char* code;
  const char* name;
};
const std::vector<IndianState>& indian_states();
// By code ("9", "09") or name (any case); nullopt when it is neither.
std::optional<IndianState> find_state(std::string_view code_or_name);

struct Seller {
  std::string legal_name;
  std::string address;         // lines separated by "\n"
  std::string state_code;      // GST state code, e.g. "09"
  std::string gstin;           // empty: not registered
  std::string sac = "999293";  // "commercial training or coaching services"
  int gst_rate_bp = 1800;      // 18%
  bool prices_include_gst = false;

  bool tax_invoice() const { return !gstin.empty(); }
  catalog::PriceRule price_rule() const { return {tax_invoice(), prices_include_gst, gst_rate_bp}; }
  // The snapshot an order keeps (JSON), and back.
  std::string to_json() const;
  static std::optional<Seller> from_json(std::string_view text);
};

// core/gstin.hpp's, where commerce reads GSTINs.
using core::valid_gstin;

// The seller of a file like the one above; every problem named. site_name is the legal name
// when the file gives none (and the seller when there is no file).
core::Result<Seller> load_seller(const std::filesystem::path& file, const std::string& site_name);
core::Result<Seller> parse_seller(std::string_view json_text, const std::string& site_name);

}  // namespace pathshala::commerce
