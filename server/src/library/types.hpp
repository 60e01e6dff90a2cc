#pragma once
// What a student keeps: items saved to their library, and the items they opened lately.
// An item is named by its kind and id (kinds below); it may have been deleted since.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pathshala::library {

// Kinds are search::kItemKinds (material, paper, course, project, job).
struct Entry {
  std::string kind, item_id;
  std::int64_t at = 0;  // saved (library) or last opened (recent), epoch ms
};

// At most this many saved items per student: a library, not a copy of the site.
inline constexpr int kMaxSaved = 500;
// "Recently opened" keeps this many.
inline constexpr int kRecentKept = 20;
// Items one student may mark opened (each one is a write): this many at once, then one every
// kOpenIntervalMs; the student-to-turns map holds at most kMaxOpeners students.
inline constexpr int kOpensBurst = 30;
inline constexpr std::int64_t kOpenIntervalMs = 2'000;
inline constexpr std::size_t kMaxOpeners = 50'000;

}  // namespace pathshala::library
