#pragma once
// The records changed since an immutable index was built, kept beside it (issue 26): by key,
// each record as it is now (nothing: deleted), and the base index's entries they hide. The
// job index (jobs/job_snapshot.hpp) and site-wide search (search/site_snapshot.hpp) each
// search their base without the hidden entries plus a small index of present().
// Immutable: with() makes a new overlay, copying only the changes (never the base).
#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pathshala::core {

template <class Record>
class Overlay {
 public:
  using Changes = std::vector<std::pair<std::string, std::optional<Record>>>;

  Overlay() : changed_(std::make_shared<const Map>()) {}

  // This overlay with more changes; base_position(key) is the base's entry for a key, if any.
  template <class BasePosition>
  Overlay with(const Changes& changes, BasePosition&& base_position) const {
    Overlay next;
    next.hidden_ = hidden_;
    auto changed = std::make_shared<Map>(*changed_);
    for (const auto& [key, record] : changes) {
      (*changed)[key] = record;
      if (std::optional<std::uint32_t> p = base_position(key)) {
        auto at = std::lower_bound(next.hidden_.begin(), next.hidden_.end(), *p);
        if (at == next.hidden_.end() || *at != *p) next.hidden_.insert(at, *p);
      }
    }
    next.changed_ = std::move(changed);
    return next;
  }

  bool hides(std::uint32_t base_position) const {
    return std::binary_search(hidden_.begin(), hidden_.end(), base_position);
  }
  const std::vector<std::uint32_t>& hidden() const { return hidden_; }  // sorted
  std::size_t size() const { return changed_->size(); }                 // records changed
  std::vector<Record> present() const {                                 // those that exist
    std::vector<Record> out;
    for (const auto& [key, record] : *changed_)
      if (record) out.push_back(*record);
    return out;
  }

 private:
  using Map = std::map<std::string, std::optional<Record>>;
  std::shared_ptr<const Map> changed_;
  std::vector<std::uint32_t> hidden_;
};

}  // namespace pathshala::core
