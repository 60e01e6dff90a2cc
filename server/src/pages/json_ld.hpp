#pragma once
// The structured data (schema.org JSON-LD) of the server-rendered pages, built from the API's
// records: breadcrumbs and item lists on every list page, Product (Brevi notes, projects),
// Course (premium courses, for Google's course info result) and JobPosting (job pages).
#include <boost/json/object.hpp>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pathshala::pages {

// [(name, site-relative path)…] from Home down to the page.
boost::json::object breadcrumbs(std::vector<std::pair<std::string, std::string>> trail);
// [(title, url)…] the page lists.
boost::json::object item_list(std::string_view name, const std::vector<std::pair<std::string, std::string>>& items);
// An Offer in INR of what is charged (payable, GST included when charged), else the listed
// rupees; category Paid, or Free for a price of 0.
boost::json::object inr_offer(const boost::json::object& item, std::string_view url);
// A card sold as a product (Brevi notes, projects): name, description, image, the offer.
boost::json::object product_ld(const boost::json::object& item, std::string_view url, std::string_view name_key);
// A premium course: provider (the site), the offer, and one online, self-paced instance.
boost::json::object course_ld(const boost::json::object& course, std::string_view url, std::string_view site);
// How long a job posting is valid after it was posted: the portal has no closing dates, and
// Google asks for validThrough on postings that expire; campus drives close within weeks.
inline constexpr std::int64_t kJobValidMs = 45LL * 24 * 3'600'000;
// A job of GET /api/jobs/{id}: title, description, datePosted and validThrough (+45 days),
// employmentType (from the role and salary), hiringOrganization, the location (or remote
// in India), and baseSalary when the salary text gives rupees (a yearly range).
boost::json::object job_posting_ld(const boost::json::object& job);

}  // namespace pathshala::pages
