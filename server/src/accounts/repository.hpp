#pragma once
// The accounts module's data, behind an interface the rules (AccountsService, Sessions,
// OAuthFlow, throttling) use without knowing the database. A unit of work: read() and
// write() run a function against one consistent view; write() is one transaction, rolled
// back if the function throws. The implementation is sql_repository.cpp, one SQL for
// SQLite and PostgreSQL (store::Db).
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "accounts/user.hpp"

namespace pathshala::accounts {

struct SessionRecord {
  std::string uid;
  std::int64_t last_seen_at = 0;
  std::int64_t expires_at = 0;
};

// A social sign-in under way, between the redirect to the provider and its callback.
struct PendingSignIn {
  std::string provider;
  std::string code_verifier;
  std::string nonce;
  std::string mode;       // popup | redirect
  std::string return_to;  // site-relative path
  std::string redirect_uri;
};

class AccountsReader {
 public:
  virtual ~AccountsReader() = default;
  virtual std::optional<User> user_by_uid(const std::string& uid) = 0;
  virtual std::optional<User> user_by_email(std::string_view email) = 0;  // by email_key
  // The accounts whose e-mail contains part (case-insensitive), at most limit, by uid.
  virtual std::vector<std::string> uids_with_email_containing(const std::string& part, int limit) = 0;
  // uid → e-mail of those of uids that exist.
  virtual std::map<std::string, std::string> emails_of(const std::vector<std::string>& uids) = 0;
  // Accounts made from from_ms to before to_ms, per day of day_offset_ms's time zone (day
  // number since 1970 → count); days without any are left out.
  virtual std::map<std::int64_t, std::int64_t> signups_per_day(std::int64_t from_ms, std::int64_t to_ms,
                                                               std::int64_t day_offset_ms) = 0;
  virtual std::optional<User> user_by_identity(const std::string& provider, const std::string& subject) = 0;
  virtual std::optional<SessionRecord> session(const std::string& token_hash) = 0;
  // The latest blocked_until of these failed-login keys, if any has a row.
  virtual std::optional<std::int64_t> blocked_until(const std::string& key1, const std::string& key2) = 0;
  struct FailureCount {
    int failures = 0;
    std::int64_t window_start = 0, blocked_until = 0;
  };
  virtual std::optional<FailureCount> login_failures(const std::string& key) = 0;
  // The sign-in code (migrations/0010) the browser (hash of its ps_code cookie) asked for
  // for the account, if any.
  struct LoginCode {
    std::string code_hash, email;
    std::int64_t expires_at = 0;
    int tries = 0;
  };
  virtual std::optional<LoginCode> login_code(const std::string& uid, const std::string& browser) = 0;
};

class AccountsWriter : public AccountsReader {
 public:
  // Inserts a new user (uid generated when empty; returned). The caller checks that the
  // e-mail is free inside the same transaction.
  virtual std::string insert_user(User user) = 0;
  virtual void update_profile(const std::string& uid, const std::string& name, std::optional<int> semester) = 0;
  // Both empty: not buying for a business.
  virtual void update_business(const std::string& uid, const std::string& name, const std::string& gstin) = 0;
  virtual void set_password_hash(const std::string& uid, const std::string& hash) = 0;
  virtual void record_sign_in(const std::string& uid, std::int64_t now_ms) = 0;
  virtual void link_identity(const std::string& uid, const Identity& identity) = 0;  // insert or refresh
  virtual void mark_email_verified(const std::string& uid) = 0;
  virtual void set_role(const std::string& uid, const std::string& role) = 0;  // user | admin
  virtual void clear_password(const std::string& uid) = 0;
  virtual void unlink_identities(const std::string& uid) = 0;  // every social identity of the user
  virtual bool unlink_identity(const std::string& uid, const std::string& provider) = 0;  // false: none
  // Ends every session of uid except the one whose hash is keep_token_hash ("" = all).
  virtual void delete_sessions_of(const std::string& uid, const std::string& keep_token_hash) = 0;
  virtual void fill_missing_photo(const std::string& uid, const std::string& photo_url) = 0;

  virtual void insert_session(const std::string& token_hash, const std::string& uid, std::int64_t now_ms,
                              std::int64_t expires_at) = 0;
  // Removes sessions that expired or were last used before idle_cutoff.
  // Ends all but the `keep` most recently started sessions of uid.
  virtual void keep_newest_sessions_of(const std::string& uid, int keep) = 0;
  virtual void delete_dead_sessions(std::int64_t now_ms, std::int64_t idle_cutoff) = 0;
  virtual void touch_session(const std::string& token_hash, std::int64_t now_ms) = 0;
  virtual void delete_session(const std::string& token_hash) = 0;

  // One more failure for key within a window of window_ms; blocks the key to the window's
  // end once it reaches limit failures.
  virtual void count_login_failure(const std::string& key, int limit, std::int64_t window_ms, std::int64_t now_ms) = 0;
  // Drops counts whose window started before window_start_before and whose block is over.
  virtual void sweep_login_failures(std::int64_t window_start_before, std::int64_t now_ms) = 0;
  virtual void clear_login_failures(const std::string& key) = 0;
  virtual void uncount_login_failure(const std::string& key) = 0;  // one failure fewer (not below 0)
  virtual void set_login_block(const std::string& key, std::int64_t until_ms) = 0;

  // Slow-downs (login_throttle.hpp's SlowDown), kept in the same table: the key's row holds
  // its "theoretical arrival time" (GCRA) in blocked_until. take_slot lets a request through
  // when fewer than `burst` are waiting their `interval_ms` turn, and says how many ms to wait
  // otherwise; give_back_slot undoes one take.
  virtual std::optional<std::int64_t> take_slot(const std::string& key, std::int64_t interval_ms, int burst,
                                                std::int64_t now_ms) = 0;
  virtual void give_back_slot(const std::string& key, std::int64_t interval_ms) = 0;

  // Sign-in codes (migrations/0010): one per account and browser, a new one replacing that
  // browser's old one; expired codes are swept by put_login_code.
  virtual void put_login_code(const std::string& uid, const std::string& browser, const std::string& code_hash,
                              const std::string& email, std::int64_t expires_at, std::int64_t now_ms) = 0;
  virtual void count_login_code_try(const std::string& uid, const std::string& browser) = 0;
  virtual void delete_login_codes(const std::string& uid) = 0;  // every browser's

  // The value stored under name, storing value_if_new first when there is none.
  virtual std::string secret(const std::string& name, const std::string& value_if_new) = 0;

  // Mailed links (migrations/0007): insert one; take one — the uid and address it was for,
  // marked used so it works once, and nothing when unknown, used or expired.
  virtual void insert_account_token(const std::string& token_hash, const std::string& uid, const std::string& purpose,
                                    const std::string& email, std::int64_t now_ms, std::int64_t expires_at) = 0;
  virtual std::optional<std::pair<std::string, std::string>> take_account_token(const std::string& token_hash,
                                                                                const std::string& purpose,
                                                                                std::int64_t now_ms) = 0;
  virtual void delete_account_tokens(const std::string& uid, const std::string& purpose) = 0;
};

class Repository {
 public:
  virtual ~Repository() = default;
  virtual void read(const std::function<void(AccountsReader&)>& fn) = 0;
  virtual void write(const std::function<void(AccountsWriter&)>& fn) = 0;
};

}  // namespace pathshala::accounts
