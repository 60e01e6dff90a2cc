#pragma once
// The job portal's data: saving jobs (parsing salary and experience once, on save) and
// answering searches with filters, sort and paging as cached JSON documents.
#include <cstdint>
#include <optional>
#include <string>
#include <functional>
#include <memory>
#include <variant>

#include "core/document.hpp"
#include "store/sqlite.hpp"

namespace pathshala::store { class Store; }

namespace pathshala::jobs {

struct NewJob {
  std::string role, company, skills, field, batch, qualification, eligibility, salary, experience, location, apply_url;
  bool top_company = false;
};

enum class ExperienceFilter { all, fresher, one_to_three, three_plus };
enum class Sort { recent, salary };

struct JobSearch {
  std::string q;      // matched against role, company, location and field
  std::string field;  // exact field, "" = any
  ExperienceFilter experience = ExperienceFilter::all;
  Sort sort = Sort::recent;
  static constexpr int kDefaultLimit = 20;
  int limit = kDefaultLimit;
  int offset = 0;
  static constexpr int kMaxLimit = 50;
  static constexpr int kMaxOffset = 100000;
  static constexpr std::size_t kMaxQueryLength = 100;
};

// Reads the query parameters of GET /api/jobs (q, field, experience, sort, limit, cursor).
// Returns a message naming the bad parameter, for a 400.
struct BadParameter {
  std::string message;
};
std::variant<JobSearch, BadParameter> parse_job_search(const std::function<std::optional<std::string>(std::string_view)>& param);

class JobsService {
 public:
  explicit JobsService(store::Store& store);
  ~JobsService();

  // Saves a job with postedAt = now (epoch ms) and returns its id. Runs inside the caller's
  // write transaction.
  static std::string insert(store::Db& db, const NewJob& job, std::int64_t posted_at_ms);

  // {"items":[Job...], "next": cursor or null, "total": n}
  core::DocumentPtr search(const JobSearch& search);
  // {"items":["Software", ...]} distinct non-empty fields, alphabetical
  core::DocumentPtr fields();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace pathshala::jobs
