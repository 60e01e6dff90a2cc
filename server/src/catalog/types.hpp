#pragma once
// The catalog's records: year-based study material (four collections of one shape),
// previous-year papers, course cards (premium courses and Brevi Learning notes) and mini
// projects. JSON through Boost.JSON's value_from (json.cpp): the field set docs/api.md
// gives, in that order, optional fields left out when absent.
#include <boost/json/fwd.hpp>
#include <boost/json/value_from.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathshala::catalog {

// The four years of B.Tech, in order, written once: the key records and the API use, the
// word pages say ("First year"), and the slug of page and file paths.
struct Year {
  std::string_view key;    // firstYear
  std::string_view label;  // First
  std::string_view slug;   // first-year
};
inline constexpr std::array<Year, 4> kYears{{{"firstYear", "First", "first-year"},
                                             {"secondYear", "Second", "second-year"},
                                             {"thirdYear", "Third", "third-year"},
                                             {"fourthYear", "Fourth", "fourth-year"}}};

// One of kYears' keys.
bool is_year(std::string_view year);
// "firstYear, secondYear, thirdYear or fourthYear", for messages.
std::string year_keys_in_words();
// The collection slugs of the public API: important-topics, quantum, notes, practical (one
// shape), previous-year and bl-notes.
bool is_material_collection(std::string_view slug);
bool is_year_collection(std::string_view slug);

struct Material {
  std::string id;
  std::string collection;  // important-topics | quantum | notes | practical
  std::string year;
  std::string title;
  std::string description;
  std::string image_label;  // SPEC's imageUrl: a text label, not a picture
  std::optional<std::string> subject;
  std::string download_url;
  std::string file_type = "PDF";  // PDF | ZIP
  std::int64_t position = 0;
  std::int64_t version = 0;  // bumped by every update; edits name the version they started from
};

struct PreviousYearPaper {
  std::string id;
  std::string year;
  std::string title;
  std::string download_url;
  std::optional<std::string> subject;  // none: shown under "Others"
  std::int64_t index = 0;
  std::int64_t version = 0;
};

inline constexpr std::int64_t kDefaultPreviewPages = 2;
inline constexpr std::int64_t kMaxPreviewPages = 10;

struct Course {
  std::string id;
  std::string kind;                 // premium | bl-notes
  std::optional<std::string> year;  // bl-notes only
  std::string title;
  std::string card_title;
  std::string subject;
  std::optional<std::string> description;
  std::string image_url;
  std::int64_t price = 0;  // whole rupees
  std::optional<std::int64_t> original_price;
  std::int64_t discount_percentage = 50;
  std::string download_url;
  std::int64_t position = 0;
  std::int64_t version = 0;
  // A priced item's first pages everyone may see in its preview (issue 27); 0 to 10.
  std::int64_t preview_pages = kDefaultPreviewPages;
};

struct Project {
  std::string id;
  std::string card_title;
  std::string site_name;
  std::string subtitle;
  std::string level;  // beginner | intermediate | advanced
  std::string image;
  std::vector<std::string> screenshots;   // up to 5 (ss1_url…ss5_url)
  std::vector<std::string> technologies;  // up to 5 (tech1…tech5)
  std::string description;                // proj_desc
  std::string site_url;
  std::string buy_url;
  std::int64_t price = 0;
  std::int64_t original_price = 0;
  std::int64_t position = 0;
  std::int64_t version = 0;
};

inline constexpr std::size_t kMaxScreenshots = 5;
inline constexpr std::size_t kMaxTechnologies = 5;

void tag_invoke(const boost::json::value_from_tag&, boost::json::value& out, const Material& m);
void tag_invoke(const boost::json::value_from_tag&, boost::json::value& out, const PreviousYearPaper& p);
void tag_invoke(const boost::json::value_from_tag&, boost::json::value& out, const Course& c);
void tag_invoke(const boost::json::value_from_tag&, boost::json::value& out, const Project& p);

}  // namespace pathshala::catalog
