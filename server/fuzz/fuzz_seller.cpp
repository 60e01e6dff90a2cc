// The seller file (commerce::parse_seller): the GST registration every invoice prints. A
// seller it accepts has a valid GSTIN in its own state (or none), a 6-digit SAC and a rate of
// 0–40 %, and survives the order's snapshot (to_json, from_json) unchanged.
#include <cstddef>
#include <cstdint>

#include "check.hpp"
#include "commerce/seller.hpp"

using namespace pathshala;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto seller = commerce::parse_seller(fuzz::as_text(data, size), "Pathshala");
  if (!seller) return 0;
  FUZZ_CHECK(!seller->legal_name.empty());
  if (seller->tax_invoice()) {
    FUZZ_CHECK(commerce::valid_gstin(seller->gstin));
    FUZZ_CHECK(seller->gstin.substr(0, 2) == seller->state_code);
    FUZZ_CHECK(!seller->address.empty());
  }
  FUZZ_CHECK(seller->sac.size() == 6);
  FUZZ_CHECK(seller->gst_rate_bp >= 0 && seller->gst_rate_bp <= 4000);
  const auto snapshot = commerce::Seller::from_json(seller->to_json());
  FUZZ_CHECK(snapshot.has_value());
  FUZZ_CHECK(snapshot->legal_name == seller->legal_name && snapshot->gstin == seller->gstin &&
             snapshot->state_code == seller->state_code && snapshot->gst_rate_bp == seller->gst_rate_bp &&
             snapshot->prices_include_gst == seller->prices_include_gst && snapshot->sac == seller->sac &&
             snapshot->address == seller->address);
  return 0;
}
