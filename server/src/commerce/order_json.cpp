#include "commerce/order_json.hpp"

#include <boost/json.hpp>

#include <cctype>

#include "commerce/invoice_numbers.hpp"
#include "core/gstin.hpp"
#include "http/json_body.hpp"

namespace pathshala::commerce {

namespace json = boost::json;

namespace {

json::value optional(const std::optional<std::int64_t>& v) { return v ? json::value(*v) : json::value(nullptr); }

json::value credit_note_json(const Order& o, const RefundRecord& r) {
  if (!r.credit_note_no || !r.credit_note_at) return nullptr;
  return json::object{{"number", *r.credit_note_no},
                      {"kind", "credit-note"},
                      {"issuedAt", *r.credit_note_at},
                      {"amount", r.amount},
                      {"url", "/api/orders/" + o.id + "/credit-notes/" + r.id}};
}

}  // namespace

json::object order_json(const Order& o, const std::vector<RefundRecord>& refunds) {
  json::value invoice = nullptr;
  if (o.invoice_no && o.invoice_at)
    invoice = json::object{{"number", *o.invoice_no},
                           {"kind", is_receipt_number(*o.invoice_no) ? "receipt" : "invoice"},
                           {"issuedAt", *o.invoice_at},
                           {"amount", o.amount},
                           {"url", "/api/orders/" + o.id + "/invoice"}};
  json::array notes;
  for (const auto& r : refunds)
    if (auto note = credit_note_json(o, r); !note.is_null()) notes.push_back(std::move(note));
  return {{"id", o.id},
          {"status", o.status},
          {"amount", o.amount},
          {"currency", o.currency},
          {"item", json::object{{"type", o.item_type}, {"id", o.item_id}, {"title", o.item_title}}},
          {"createdAt", o.created_at},
          {"paidAt", optional(o.paid_at)},
          {"amountRefunded", o.amount_refunded},
          {"listAmount", o.list_amount > 0 ? o.list_amount : o.amount},
          {"discount", o.discount},
          {"coupon", o.coupon_code ? json::value(*o.coupon_code) : json::value(nullptr)},
          {"free", o.free},
          {"buyerGstin", o.buyer_gstin.empty() ? json::value(nullptr) : json::value(o.buyer_gstin)},
          {"invoice", std::move(invoice)},
          {"creditNotes", std::move(notes)}};
}

json::object refund_json(const Order& o, const std::optional<RefundRequest>& request,
                         const std::optional<RefundRecord>& refund, const std::string& requested_by_email) {
  json::object out;
  if (request) {
    out = {{"id", request->id},
           {"amount", request->amount},
           {"reason", request->reason},
           {"status", request->status},
           {"failure", request->failure ? json::value(*request->failure) : json::value(nullptr)},
           {"requestedBy", request->requested_by.empty() ? json::value(nullptr)
                                                         : json::value(json::object{{"uid", request->requested_by},
                                                                                    {"email", requested_by_email}})},
           {"createdAt", request->created_at},
           {"updatedAt", request->updated_at},
           {"razorpayRefundId",
            request->razorpay_refund_id ? json::value(*request->razorpay_refund_id) : json::value(nullptr)}};
  } else if (refund) {
    // Made elsewhere (Razorpay's dashboard, or the reconciler refunding a second payment).
    out = {{"id", refund->id},
           {"amount", refund->amount},
           {"reason", "Refunded through Razorpay"},
           {"status", "processed"},
           {"failure", nullptr},
           {"requestedBy", nullptr},
           {"createdAt", refund->created_at},
           {"updatedAt", refund->created_at},
           {"razorpayRefundId", refund->id}};
  }
  out["orderId"] = o.id;
  out["creditNote"] = refund ? credit_note_json(o, *refund) : json::value(nullptr);
  return out;
}

json::object coupon_json(const Coupon& c) {
  json::array items;
  for (const auto& [type, id] : c.items) items.push_back(json::object{{"type", type}, {"id", id}});
  return {{"code", c.code},
          {"kind", c.kind},
          {"value", c.value},
          {"includesGst", c.includes_gst},
          {"validFrom", optional(c.valid_from)},
          {"validTo", optional(c.valid_to)},
          {"maxUses", optional(c.max_uses)},
          {"maxUsesPerStudent", optional(c.max_uses_per_student)},
          {"items", std::move(items)},
          {"uses", c.uses},
          {"discountGiven", c.discount_given},
          {"createdAt", c.created_at},
          {"updatedAt", c.updated_at}};
}

json::object quote_json(const Price& p, const std::optional<std::string>& coupon) {
  return {{"listAmount", p.list_amount},
          {"discount", p.discount},
          {"amount", p.amount},
          {"coupon", coupon ? json::value(*coupon) : json::value(nullptr)},
          {"gst", json::object{{"included", p.tax.charged},
                               {"rate", p.tax.rate_bp / 100.0},
                               {"taxable", p.tax.taxable},
                               {"cgst", p.tax.cgst},
                               {"sgst", p.tax.sgst},
                               {"igst", p.tax.igst}}}};
}

Buyer buyer_of(const json::object& body) {
  Buyer buyer;
  const auto* b = body.if_contains("buyer");
  if (!b || !b->is_object()) return buyer;
  buyer.name = http::string_member(b->as_object(), "name");
  buyer.state = http::string_member(b->as_object(), "state");
  buyer.gstin = core::normal_gstin(http::string_member(b->as_object(), "gstin"));
  return buyer;
}

}  // namespace pathshala::commerce
