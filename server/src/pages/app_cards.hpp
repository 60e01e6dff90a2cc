#pragma once
// The app's own markup for the pages whose largest element is a card, not the heading: the
// job portal (a job card's role) and the mini projects (the first project's image). Written
// with the app's classes, element for element, from the same API items:
//   job_card      web/src/features/jobs/components/JobCard.tsx (+ JobFacts.tsx)
//   job_filters   web/src/features/jobs/components/JobFilters.tsx
//   project_card  web/src/features/projects/components/ProjectCard.tsx (+ PriceTag.tsx)
// Why: the app replaces #root when it takes over, and a new element larger than anything
// the server painted becomes the page's LCP at that later time. When the server's cards are
// the app's cards, the takeover paints nothing larger and LCP stays the first paint. Change
// them together with those components.
#include <boost/json/fwd.hpp>

#include <cstdint>
#include <string>

#include "pages/job_portal_query.hpp"

namespace pathshala::pages {

// "₹1,299": whole rupees in the Indian grouping, as the app's formatPrice writes them.
std::string format_inr(std::int64_t rupees);

// The price a card shows for a priced course, notes card or project (its JSON): what is
// paid (payable), the original struck through, and whether GST is included.
struct ShownPrice {
  std::string amount, original;
  bool gst_included = false;
};
ShownPrice shown_price(const boost::json::object& item);

// One job of GET /api/jobs. The app shows "3d ago"; a cached page shows the posting day.
std::string job_card(const boost::json::object& job);

// The search form, as a plain GET form to /Job_portal: before the app runs (or without
// JavaScript) Enter searches, because the server renders a filtered portal from the query.
// fields: the items of GET /api/jobs/fields.
std::string job_filters(const JobPortalQuery& query, const boost::json::array& fields);

// One project of GET /api/projects. first: the page's first card, whose image is fetched at
// once with high priority (the page's largest element); the others load lazily.
std::string project_card(const boost::json::object& project, bool first);

}  // namespace pathshala::pages
