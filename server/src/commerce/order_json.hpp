#pragma once
// Orders, refunds and coupons as the API shows them (docs/openapi.yaml: Order, Refund,
// Coupon, Quote, InvoiceRef).
#include <boost/json/object.hpp>

#include <optional>
#include <string>
#include <vector>

#include "commerce/pricing.hpp"
#include "commerce/types.hpp"

namespace pathshala::commerce {

// credit_notes: the order's refunds (those with a credit note are listed); none given: [].
boost::json::object order_json(const Order& order, const std::vector<RefundRecord>& refunds = {});
// A request from the panel, or (no request) a refund made elsewhere; requested_by_email
// names the admin.
boost::json::object refund_json(const Order& order, const std::optional<RefundRequest>& request,
                                const std::optional<RefundRecord>& refund, const std::string& requested_by_email);
boost::json::object coupon_json(const Coupon& coupon);
boost::json::object quote_json(const Price& price, const std::optional<std::string>& coupon);
// The request's "buyer": {name, state, gstin} (the GSTIN in capitals, spaces dropped); a
// missing or non-object "buyer" is an unnamed buyer with no state.
Buyer buyer_of(const boost::json::object& body);

}  // namespace pathshala::commerce
