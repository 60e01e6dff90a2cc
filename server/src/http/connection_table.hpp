#pragma once
// Who holds the server's connections, so that no one client can hold them all (issue 24,
// finding 6: 10,000 idle connections from one address, opened in 0.7 s, refused everyone
// else).
//
// - Per client: a peer (an IPv4 address, an IPv6 /64) may hold at most `per_client`
//   connections; more are closed at once. Trusted proxies are exempt: each of their
//   connections carries another client.
// - Under pressure: when the server is full, a new connection takes the place of an idle one
//   (waiting between requests, or for a request that has not finished arriving), preferring
//   the idle connection of the client that holds the most, then the longest idle. Only when
//   nothing is idle is the newcomer refused. Busy connections (a request being answered, a
//   download being written) are never closed for someone else.
//
// Thread-safe: sessions on every network thread report to it. Held by shared_ptr: a place
// keeps its table alive, however late the coroutine that holds it is destroyed.
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

namespace pathshala::http {

class ConnectionTable : public std::enable_shared_from_this<ConnectionTable> {
 public:
  ConnectionTable(std::size_t max_total, std::size_t per_client) : max_total_(max_total), per_client_(per_client) {}

  // A connection's place in the table; leaving the scope of the last copy gives it back.
  class Place {
   public:
    Place() = default;
    // While idle, `close` may be called (from any thread) to make room; it must make the
    // session end soon (cancel its pending read).
    void idle(std::function<void()> close);
    void busy();
    explicit operator bool() const { return state_ != nullptr; }

   private:
    friend class ConnectionTable;
    struct State;
    std::shared_ptr<State> state_;
  };

  // A place for a new connection from `client` (its limit key), or an empty Place when it is
  // to be refused. `exempt`: a trusted proxy, not counted per client.
  Place admit(const std::string& client, bool exempt);

  std::size_t size() const;

 private:
  struct Entry {
    std::string client;
    bool exempt = false;
    bool idle = false;
    std::chrono::steady_clock::time_point idle_since;
    std::function<void()> close;
  };
  void release(std::uint64_t id);
  void set_idle(std::uint64_t id, std::function<void()> close);
  void set_busy(std::uint64_t id);
  // Closes one idle connection (already under the lock); false when none is idle.
  bool evict_one_idle(std::unique_lock<std::mutex>& lock);

  const std::size_t max_total_;
  const std::size_t per_client_;
  mutable std::mutex mutex_;
  std::uint64_t next_id_ = 1;
  std::unordered_map<std::uint64_t, Entry> entries_;
  std::unordered_map<std::string, std::size_t> per_client_count_;
};

}  // namespace pathshala::http
