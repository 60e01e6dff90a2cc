#include "commerce/pricing.hpp"

#include <algorithm>

namespace pathshala::commerce {

std::int64_t coupon_discount(const Coupon& coupon, std::int64_t list_rupees) {
  const std::int64_t list = list_rupees * 100;
  if (coupon.kind == "percent")
    return std::min(list, (list * std::clamp<std::int64_t>(coupon.value, 0, 100) + 50) / 100);
  return std::min(list, coupon.value * 100);
}

TaxSplit tax_in(std::int64_t amount, const catalog::PriceRule& rule, bool inter_state) {
  TaxSplit t;
  t.charged = rule.gst_charged;
  t.rate_bp = rule.gst_charged ? rule.gst_rate_bp : 0;
  t.inter_state = inter_state;
  if (!rule.gst_charged) {
    t.taxable = amount;
    return t;
  }
  // The taxable value is what, taxed at the rate, gives the amount paid (to the paisa); the
  // tax is the rest, so value + tax is always exactly what was paid.
  t.taxable = (amount * 10'000 + (10'000 + t.rate_bp) / 2) / (10'000 + t.rate_bp);
  const std::int64_t tax = amount - t.taxable;
  if (inter_state) {
    t.igst = tax;
  } else {
    t.cgst = tax / 2;
    t.sgst = tax - t.cgst;
  }
  return t;
}

Price price_of(std::int64_t list_rupees, const Coupon* coupon, const catalog::PriceRule& rule,
               const std::string& seller_state, const std::string& buyer_state) {
  Price p;
  const std::int64_t list = list_rupees * 100;
  p.list_amount = rule.payable(list);
  const bool off_price_with_gst =
      coupon && coupon->kind == "fixed" && coupon->includes_gst && rule.gst_charged && !rule.prices_include_gst;
  if (off_price_with_gst) {
    // "₹100 off" is ₹100 off what the student sees, GST included: the amount is set first,
    // the value before GST is what that amount holds (issue 50).
    const std::int64_t left = p.list_amount - coupon->value * 100;
    p.amount = left > 0 ? std::max(left, kMinimumPaidAmount) : 0;
    p.net_list = p.amount > 0 ? tax_in(p.amount, rule, false).taxable : 0;
    p.coupon_off = list - p.net_list;
  } else {
    p.coupon_off = coupon ? coupon_discount(*coupon, list_rupees) : 0;
    p.net_list = list - p.coupon_off;
    p.amount = p.net_list > 0 ? std::max(rule.payable(p.net_list), kMinimumPaidAmount) : 0;
  }
  p.amount = std::min(p.amount, p.list_amount);
  p.discount = p.list_amount - p.amount;
  const bool inter_state = !buyer_state.empty() && !seller_state.empty() && buyer_state != seller_state;
  p.tax = tax_in(p.amount, rule, inter_state);
  return p;
}

}  // namespace pathshala::commerce
