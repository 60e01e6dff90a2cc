#pragma once
// Signed-in sessions. The browser holds a random 256-bit token; the store keeps only its
// hash, so a leaked database cannot be replayed as cookies. A session ends at logout, after
// `idle` without use, or `absolute` after sign-in, whichever comes first.
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

#include "accounts/repository.hpp"

namespace pathshala::accounts {

struct SessionPolicy {
  std::chrono::milliseconds idle = std::chrono::hours(24 * 14);
  std::chrono::milliseconds absolute = std::chrono::hours(24 * 30);
  // last_seen_at is written at most this often per session, so reads stay reads.
  std::chrono::milliseconds touch_every = std::chrono::minutes(5);
  // Live sessions a user may have; a new sign-in beyond it ends the oldest (no one signs in
  // on 20 devices; a script that signs in in a loop should not grow the table).
  int max_per_user = 20;
};

class Sessions {
 public:
  Sessions(Repository& repository, SessionPolicy policy) : repository_(repository), policy_(policy) {}

  // Inside a write transaction: a new session for uid; returns the token for the cookie.
  std::string start(AccountsWriter& data, const std::string& uid, std::int64_t now_ms) const;
  // The uid a token belongs to, if the session is live. Refreshes last use; deletes the
  // session when it has expired. A malformed token is simply unknown.
  std::optional<std::string> resolve(const std::string& token, std::int64_t now_ms) const;
  void end(const std::string& token) const;

 private:
  Repository& repository_;
  SessionPolicy policy_;
};

}  // namespace pathshala::accounts
