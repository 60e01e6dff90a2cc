// The admin's GST exports (issue 50): GSTR-1's section CSVs for a month or quarter, as one
// ZIP, and the invoice register of the same period as a CSV.
#include <boost/json.hpp>

#include "accounts/accounts_service.hpp"
#include "commerce/gstr1.hpp"
#include "commerce/routes.hpp"
#include "core/file_writers.hpp"
#include "http/query.hpp"

namespace pathshala::commerce {

namespace bhttp = boost::beast::http;

namespace {

// The period the request names (?from=YYYY-MM[&to=YYYY-MM]).
core::Result<GstPeriod> requested_period(const http::Request& req) {
  return gst_period(http::query_param(req, "from").value_or(""), http::query_param(req, "to").value_or(""));
}

// "2026-11", or "2026-10 to 2026-12" for a quarter.
std::string period_name(const GstPeriod& p) { return p.from == p.to ? p.from : p.from + " to " + p.to; }

// The period's documents with their buyers' e-mails (the accounts module's).
std::vector<IssuedDocument> documents_of(CommerceService& commerce, accounts::AccountsService& accounts,
                                         const GstPeriod& period) {
  auto documents = commerce.issued(period.from_ms, period.to_ms);
  std::vector<std::string> uids;
  for (const auto& d : documents) uids.push_back(d.order.uid);
  const auto emails = accounts.emails_of(uids);
  for (auto& d : documents)
    if (auto e = emails.find(d.order.uid); e != emails.end()) d.buyer_email = e->second;
  return documents;
}

}  // namespace

void register_gst_return_routes(http::Router& router, CommerceService& commerce, accounts::AccountsService& accounts) {
  router.add(bhttp::verb::get, "/api/admin/gst/gstr1", http::RouteOptions::admin().on_worker(),
             [&commerce, &accounts](const http::Request& req, const http::Context& ctx) {
               const auto period = requested_period(req);
               if (!period) return http::refuse(req, ctx, period.error());
               std::vector<std::pair<std::string, std::string>> entries;
               for (auto& f : gstr1_files(documents_of(commerce, accounts, *period)))
                 entries.emplace_back(std::move(f.name), std::move(f.text));
               return http::attachment(req, core::make_zip(entries), "application/zip",
                                       "GSTR-1 " + period_name(*period) + ".zip");
             });
  router.add(bhttp::verb::get, "/api/admin/gst/invoice-register", http::RouteOptions::admin().on_worker(),
             [&commerce, &accounts](const http::Request& req, const http::Context& ctx) {
               const auto period = requested_period(req);
               if (!period) return http::refuse(req, ctx, period.error());
               return http::attachment(req, invoice_register(documents_of(commerce, accounts, *period)),
                                       "text/csv; charset=utf-8", "Invoice register " + period_name(*period) + ".csv");
             });
}

}  // namespace pathshala::commerce
