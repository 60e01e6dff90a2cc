#include "http/connection_table.hpp"

namespace pathshala::http {

struct ConnectionTable::Place::State {
  std::shared_ptr<ConnectionTable> table;
  std::uint64_t id;
  ~State() { table->release(id); }
};

void ConnectionTable::Place::idle(std::function<void()> close) {
  if (state_) state_->table->set_idle(state_->id, std::move(close));
}
void ConnectionTable::Place::busy() {
  if (state_) state_->table->set_busy(state_->id);
}

ConnectionTable::Place ConnectionTable::admit(const std::string& client, bool exempt) {
  std::unique_lock lock(mutex_);
  if (!exempt && per_client_count_[client] >= per_client_) return {};
  // Full (counting connections already told to close, which still hold descriptors):
  // make room by closing an idle one, or refuse.
  if (entries_.size() >= max_total_ && !evict_one_idle(lock)) return {};
  const auto id = next_id_++;
  entries_.emplace(id, Entry{client, exempt, false, {}, {}});
  if (!exempt) ++per_client_count_[client];
  Place place;
  place.state_ = std::shared_ptr<Place::State>(new Place::State{shared_from_this(), id});
  return place;
}

bool ConnectionTable::evict_one_idle(std::unique_lock<std::mutex>& lock) {
  Entry* victim = nullptr;
  std::size_t victim_count = 0;
  for (auto& [id, e] : entries_) {
    if (!e.idle || !e.close) continue;
    const std::size_t count = e.exempt ? 0 : per_client_count_[e.client];
    if (!victim || count > victim_count || (count == victim_count && e.idle_since < victim->idle_since)) {
      victim = &e;
      victim_count = count;
    }
  }
  if (!victim) return false;
  auto close = std::move(victim->close);
  victim->close = nullptr;  // told once; it leaves the table when its session ends
  victim->idle = false;
  lock.unlock();
  close();
  lock.lock();
  return true;
}

void ConnectionTable::release(std::uint64_t id) {
  std::lock_guard lock(mutex_);
  auto it = entries_.find(id);
  if (it == entries_.end()) return;
  if (!it->second.exempt) {
    auto count = per_client_count_.find(it->second.client);
    if (count != per_client_count_.end() && --count->second == 0) per_client_count_.erase(count);
  }
  entries_.erase(it);
}

void ConnectionTable::set_idle(std::uint64_t id, std::function<void()> close) {
  std::lock_guard lock(mutex_);
  auto it = entries_.find(id);
  if (it == entries_.end()) return;
  it->second.idle = true;
  it->second.idle_since = std::chrono::steady_clock::now();
  it->second.close = std::move(close);
}

void ConnectionTable::set_busy(std::uint64_t id) {
  std::lock_guard lock(mutex_);
  auto it = entries_.find(id);
  if (it == entries_.end()) return;
  it->second.idle = false;
  it->second.close = nullptr;
}

std::size_t ConnectionTable::size() const {
  std::lock_guard lock(mutex_);
  return entries_.size();
}

}  // namespace pathshala::http
