#pragma once
// A problem a student reported with an item (migrations/*/0018_reports.sql).
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pathshala::reports {

inline constexpr std::array<std::string_view, 5> kReasons{"broken-link", "wrong-file", "wrong-subject", "copyright",
                                                          "other"};
inline constexpr std::array<std::string_view, 3> kStates{"open", "fixed", "dismissed"};
inline constexpr std::size_t kMaxDetails = 1000;  // characters
// Reports one address may send in an hour (signed in or not).
inline constexpr int kMaxPerAddressPerHour = 10;

struct Report {
  std::int64_t id = 0;
  std::string kind, item_id, item_title, reason, details;
  std::optional<std::string> reporter_uid;
  std::string state = "open";
  std::int64_t created_at = 0;
  std::optional<std::int64_t> handled_at;
  std::optional<std::string> handled_by;
};

}  // namespace pathshala::reports
