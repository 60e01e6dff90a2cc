#include "commerce/seller.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>

namespace pathshala::commerce {

namespace json = boost::json;

namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
  return out;
}

core::Error bad(std::string message) { return core::Error::invalid("invalid-seller", std::move(message)); }

std::string text_of(const json::object& o, const char* key) {
  const auto* v = o.if_contains(key);
  return v && v->is_string() ? std::string(v->as_string()) : std::string();
}

}  // namespace

const std::vector<IndianState>& indian_states() {
  // The GST state codes (CBIC): the first two digits of every GSTIN registered there.
  static const std::vector<IndianState> states = {
      {"35", "Andaman and Nicobar Islands"},
      {"37", "Andhra Pradesh"},
      {"12", "Arunachal Pradesh"},
      {"18", "Assam"},
      {"10", "Bihar"},
      {"04", "Chandigarh"},
      {"22", "Chhattisgarh"},
      {"26", "Dadra and Nagar Haveli and Daman and Diu"},
      {"07", "Delhi"},
      {"30", "Goa"},
      {"24", "Gujarat"},
      {"06", "Haryana"},
      {"02", "Himachal Pradesh"},
      {"01", "Jammu and Kashmir"},
      {"20", "Jharkhand"},
      {"29", "Karnataka"},
      {"32", "Kerala"},
      {"38", "Ladakh"},
      {"31", "Lakshadweep"},
      {"23", "Madhya Pradesh"},
      {"27", "Maharashtra"},
      {"14", "Manipur"},
      {"17", "Meghalaya"},
      {"15", "Mizoram"},
      {"13", "Nagaland"},
      {"21", "Odisha"},
      {"34", "Puducherry"},
      {"03", "Punjab"},
      {"08", "Rajasthan"},
      {"11", "Sikkim"},
      {"33", "Tamil Nadu"},
      {"36", "Telangana"},
      {"16", "Tripura"},
      {"09", "Uttar Pradesh"},
      {"05", "Uttarakhand"},
      {"19", "West Bengal"},
  };
  return states;
}

std::optional<IndianState> find_state(std::string_view code_or_name) {
  std::string code(code_or_name);
  if (code.size() == 1 && std::isdigit(static_cast<unsigned char>(code[0]))) code = "0" + code;
  const auto name = lower(code_or_name);
  for (const auto& s : indian_states())
    if (code == s.code || name == lower(s.name)) return s;
  return std::nullopt;
}

std::string Seller::to_json() const {
  return json::serialize(json::object{{"legalName", legal_name},
                                      {"address", address},
                                      {"state", state_code},
                                      {"gstin", gstin},
                                      {"sac", sac},
                                      {"gstRateBp", gst_rate_bp},
                                      {"pricesIncludeGst", prices_include_gst}});
}

std::optional<Seller> Seller::from_json(std::string_view text) {
  boost::system::error_code ec;
  auto v = json::parse(text, ec);
  if (ec || !v.is_object()) return std::nullopt;
  const auto& o = v.as_object();
  Seller s;
  s.legal_name = text_of(o, "legalName");
  s.address = text_of(o, "address");
  s.state_code = text_of(o, "state");
  s.gstin = text_of(o, "gstin");
  s.sac = text_of(o, "sac");
  const auto* rate = o.if_contains("gstRateBp");
  s.gst_rate_bp = rate && rate->is_int64() ? static_cast<int>(rate->as_int64()) : 0;
  const auto* included = o.if_contains("pricesIncludeGst");
  s.prices_include_gst = included && included->is_bool() && included->as_bool();
  return s;
}

core::Result<Seller> parse_seller(std::string_view text, const std::string& site_name) {
  boost::system::error_code ec;
  auto v = json::parse(text, ec);
  if (ec || !v.is_object()) return bad("The seller file is not a JSON object.");
  const auto& o = v.as_object();
  for (const auto& kv : o) {
    static constexpr std::string_view known[] = {"legalName", "address", "state",           "gstin",
                                                 "sac",       "gstRate", "pricesIncludeGst"};
    if (std::find(std::begin(known), std::end(known), kv.key()) == std::end(known))
      return bad("The seller file has an unknown field \"" + std::string(kv.key()) + "\".");
    if (kv.key() == "gstRate"            ? !kv.value().is_number()
        : kv.key() == "pricesIncludeGst" ? !kv.value().is_bool()
                                         : !kv.value().is_string())
      return bad("The seller file's \"" + std::string(kv.key()) + "\" has the wrong type.");
  }
  Seller s;
  s.legal_name = text_of(o, "legalName");
  if (s.legal_name.empty()) s.legal_name = site_name;
  s.address = text_of(o, "address");
  s.gstin = text_of(o, "gstin");
  std::transform(s.gstin.begin(), s.gstin.end(), s.gstin.begin(), [](unsigned char c) { return std::toupper(c); });
  if (!s.gstin.empty() && !valid_gstin(s.gstin)) return bad("The seller's GSTIN \"" + s.gstin + "\" is not valid.");
  const auto state = text_of(o, "state");
  if (!state.empty()) {
    auto found = find_state(state);
    if (!found) return bad("The seller's state \"" + state + "\" is not a state or union territory of India.");
    s.state_code = found->code;
  }
  if (s.tax_invoice()) {
    if (s.state_code.empty()) s.state_code = s.gstin.substr(0, 2);
    if (s.gstin.substr(0, 2) != s.state_code)
      return bad("The seller's GSTIN is registered in state " + s.gstin.substr(0, 2) + ", not " + s.state_code + ".");
    if (s.address.empty()) return bad("A GST-registered seller needs an address for its invoices.");
  }
  if (const auto sac = text_of(o, "sac"); !sac.empty()) {
    if (sac.size() != 6 || !std::all_of(sac.begin(), sac.end(), [](unsigned char c) { return std::isdigit(c); }))
      return bad("The SAC code must be 6 digits.");
    s.sac = sac;
  }
  if (const auto* rate = o.if_contains("gstRate")) {
    const double percent = rate->to_number<double>();
    const double bp = std::round(percent * 100);
    if (percent < 0 || percent > 40 || std::abs(bp - percent * 100) > 1e-6)
      return bad("The GST rate must be a percentage from 0 to 40 with at most two decimals.");
    s.gst_rate_bp = static_cast<int>(bp);
  }
  if (const auto* included = o.if_contains("pricesIncludeGst")) s.prices_include_gst = included->as_bool();
  return s;
}

core::Result<Seller> load_seller(const std::filesystem::path& file, const std::string& site_name) {
  if (file.empty()) {
    Seller s;
    s.legal_name = site_name;
    return s;
  }
  std::ifstream in(file);
  if (!in) return bad("Cannot read the seller file " + file.string() + ".");
  std::stringstream text;
  text << in.rdbuf();
  return parse_seller(text.str(), site_name);
}

}  // namespace pathshala::commerce
