// accounts::Repository on SQLite and PostgreSQL: tables users, user_identities, sessions,
// login_failures and secrets (migrations/0003_accounts.sql), account_tokens (0007) and
// login_codes (0010). Pending social sign-ins travel sealed in a cookie (oauth_state.hpp).
#include "accounts/sql_repository.hpp"

#include <boost/json.hpp>

#include <algorithm>

#include "accounts/email.hpp"
#include "core/hash.hpp"
#include "core/text.hpp"
#include "store/store.hpp"

namespace pathshala::accounts {

namespace json = boost::json;

namespace {

constexpr const char* kUserColumns =
    "uid, email, name, semester, role, password_hash, email_verified, photo_url, created_at, last_sign_in_at, "
    "business_name, business_gstin FROM users ";

class SqlAccounts final : public AccountsWriter {
 public:
  explicit SqlAccounts(store::Db& db) : db_(db) {}

  std::optional<User> user_by_uid(const std::string& uid) override {
    auto s = db_.prepare(std::string("SELECT ") + kUserColumns + "WHERE uid = ?");
    s.bind(1, uid);
    return load_one(s);
  }

  std::optional<User> user_by_email(std::string_view email) override {
    auto s = db_.prepare(std::string("SELECT ") + kUserColumns + "WHERE email_key = ?");
    s.bind(1, email_key(email));
    return load_one(s);
  }

  std::vector<std::string> uids_with_email_containing(const std::string& part, int limit) override {
    auto s = db_.prepare(std::string("SELECT uid FROM users WHERE email ") + db_.like() +
                         " ? ESCAPE '\\' ORDER BY uid LIMIT ?");
    s.bind(1, store::like_pattern(part)).bind(2, limit);
    std::vector<std::string> out;
    while (s.step()) out.push_back(s.text(0));
    return out;
  }

  std::map<std::int64_t, std::int64_t> signups_per_day(std::int64_t from, std::int64_t to,
                                                       std::int64_t offset) override {
    auto s = db_.prepare(
        "SELECT (created_at + ?3) / 86400000, COUNT(*) FROM users WHERE created_at >= ?1 AND created_at < ?2 GROUP BY "
        "(created_at + ?3) / 86400000");
    s.bind(1, from).bind(2, to).bind(3, offset);
    std::map<std::int64_t, std::int64_t> out;
    while (s.step()) out[s.integer(0)] = s.integer(1);
    return out;
  }

  std::map<std::string, std::string> emails_of(const std::vector<std::string>& uids) override {
    std::map<std::string, std::string> out;
    for (const auto& uid : uids) {
      if (out.contains(uid)) continue;
      auto s = db_.prepare("SELECT email FROM users WHERE uid = ?");
      s.bind(1, uid);
      if (s.step()) out[uid] = s.text(0);
      while (s.step()) {
      }
    }
    return out;
  }

  std::optional<User> user_by_identity(const std::string& provider, const std::string& subject) override {
    std::string uid;
    {
      auto s = db_.prepare("SELECT uid FROM user_identities WHERE provider = ? AND subject = ?");
      s.bind(1, provider).bind(2, subject);
      if (!s.step()) return std::nullopt;
      uid = s.text(0);
    }
    return user_by_uid(uid);
  }

  std::optional<SessionRecord> session(const std::string& hash) override {
    auto s = db_.prepare("SELECT uid, last_seen_at, expires_at FROM sessions WHERE token_hash = ?");
    s.bind(1, hash);
    if (!s.step()) return std::nullopt;
    return SessionRecord{s.text(0), s.integer(1), s.integer(2)};
  }

  std::optional<std::int64_t> blocked_until(const std::string& key1, const std::string& key2) override {
    auto s = db_.prepare("SELECT MAX(blocked_until) FROM login_failures WHERE key IN (?, ?)");
    s.bind(1, key1).bind(2, key2);
    if (!s.step() || s.is_null(0)) return std::nullopt;
    return s.integer(0);
  }

  std::string insert_user(User u) override {
    if (u.uid.empty()) u.uid = "u_" + core::random_hex(12);
    auto s = db_.prepare(
        "INSERT INTO users (uid, email, email_key, name, semester, role, password_hash, email_verified, photo_url, "
        "created_at, last_sign_in_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    // Accounts without an e-mail (a social sign-in that shared none) get a key no address can take.
    const std::string key = u.email.empty() ? "no-email:" + u.uid : email_key(u.email);
    s.bind(1, u.uid).bind(2, core::trim(u.email)).bind(3, key).bind(4, u.name);
    if (u.semester)
      s.bind(5, *u.semester);
    else
      s.bind_null(5);
    s.bind(6, u.role).bind_optional(7, u.password_hash).bind(8, u.email_verified ? 1 : 0).bind_optional(9, u.photo_url);
    s.bind(10, u.created_at);
    if (u.last_sign_in_at)
      s.bind(11, *u.last_sign_in_at);
    else
      s.bind_null(11);
    s.run();
    for (const auto& identity : u.identities) link_identity(u.uid, identity);
    return u.uid;
  }

  void update_profile(const std::string& uid, const std::string& name, std::optional<int> semester) override {
    auto s = db_.prepare("UPDATE users SET name = ?, semester = ? WHERE uid = ?");
    s.bind(1, name);
    if (semester)
      s.bind(2, *semester);
    else
      s.bind_null(2);
    s.bind(3, uid).run();
  }

  void update_business(const std::string& uid, const std::string& name, const std::string& gstin) override {
    db_.prepare("UPDATE users SET business_name = ?, business_gstin = ? WHERE uid = ?")
        .bind(1, name)
        .bind(2, gstin)
        .bind(3, uid)
        .run();
  }

  void set_password_hash(const std::string& uid, const std::string& hash) override {
    db_.prepare("UPDATE users SET password_hash = ? WHERE uid = ?").bind(1, hash).bind(2, uid).run();
  }

  void record_sign_in(const std::string& uid, std::int64_t now_ms) override {
    db_.prepare("UPDATE users SET last_sign_in_at = ? WHERE uid = ?").bind(1, now_ms).bind(2, uid).run();
  }

  void link_identity(const std::string& uid, const Identity& i) override {
    db_.prepare(
           "INSERT INTO user_identities (provider, subject, uid, email, name, photo_url) VALUES (?, ?, ?, ?, ?, ?) "
           "ON CONFLICT (provider, subject) DO UPDATE SET email = excluded.email, name = excluded.name, "
           "photo_url = excluded.photo_url")
        .bind(1, i.provider)
        .bind(2, i.subject)
        .bind(3, uid)
        .bind_optional(4, i.email)
        .bind_optional(5, i.name)
        .bind_optional(6, i.photo_url)
        .run();
  }

  void mark_email_verified(const std::string& uid) override {
    db_.prepare("UPDATE users SET email_verified = 1 WHERE uid = ?").bind(1, uid).run();
  }

  void set_role(const std::string& uid, const std::string& role) override {
    db_.prepare("UPDATE users SET role = ? WHERE uid = ?").bind(1, role).bind(2, uid).run();
  }

  void insert_account_token(const std::string& hash, const std::string& uid, const std::string& purpose,
                            const std::string& email, std::int64_t now, std::int64_t expires_at) override {
    db_.prepare(
           "INSERT INTO account_tokens (token_hash, uid, purpose, email, created_at, expires_at) VALUES (?, ?, ?, ?, "
           "?, "
           "?)")
        .bind(1, hash)
        .bind(2, uid)
        .bind(3, purpose)
        .bind(4, email)
        .bind(5, now)
        .bind(6, expires_at)
        .run();
  }

  std::optional<std::pair<std::string, std::string>> take_account_token(const std::string& hash,
                                                                        const std::string& purpose,
                                                                        std::int64_t now) override {
    db_.prepare(
           "UPDATE account_tokens SET used_at = ?3 WHERE token_hash = ?1 AND purpose = ?2 AND used_at IS NULL AND "
           "expires_at > ?3")
        .bind(1, hash)
        .bind(2, purpose)
        .bind(3, now)
        .run();
    if (db_.changes() == 0) return std::nullopt;
    auto s = db_.prepare("SELECT uid, email FROM account_tokens WHERE token_hash = ?");
    s.bind(1, hash);
    if (!s.step()) return std::nullopt;
    std::pair<std::string, std::string> out{s.text(0), s.text(1)};
    while (s.step()) {
    }
    return out;
  }

  void delete_account_tokens(const std::string& uid, const std::string& purpose) override {
    db_.prepare("DELETE FROM account_tokens WHERE uid = ? AND purpose = ?").bind(1, uid).bind(2, purpose).run();
  }

  void clear_password(const std::string& uid) override {
    db_.prepare("UPDATE users SET password_hash = NULL WHERE uid = ?").bind(1, uid).run();
  }

  void unlink_identities(const std::string& uid) override {
    db_.prepare("DELETE FROM user_identities WHERE uid = ?").bind(1, uid).run();
  }

  bool unlink_identity(const std::string& uid, const std::string& provider) override {
    db_.prepare("DELETE FROM user_identities WHERE uid = ? AND provider = ?").bind(1, uid).bind(2, provider).run();
    return db_.changes() > 0;
  }

  void delete_sessions_of(const std::string& uid, const std::string& keep_token_hash) override {
    db_.prepare("DELETE FROM sessions WHERE uid = ? AND token_hash <> ?").bind(1, uid).bind(2, keep_token_hash).run();
  }

  void fill_missing_photo(const std::string& uid, const std::string& photo_url) override {
    db_.prepare("UPDATE users SET photo_url = ? WHERE uid = ? AND photo_url IS NULL")
        .bind(1, photo_url)
        .bind(2, uid)
        .run();
  }

  void keep_newest_sessions_of(const std::string& uid, int keep) override {
    db_.prepare(
           "DELETE FROM sessions WHERE uid = ?1 AND token_hash NOT IN "
           "(SELECT token_hash FROM sessions WHERE uid = ?1 ORDER BY created_at DESC, token_hash DESC LIMIT ?2)")
        .bind(1, uid)
        .bind(2, keep)
        .run();
  }

  void insert_session(const std::string& hash, const std::string& uid, std::int64_t now_ms,
                      std::int64_t expires_at) override {
    db_.prepare("INSERT INTO sessions (token_hash, uid, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)")
        .bind(1, hash)
        .bind(2, uid)
        .bind(3, now_ms)
        .bind(4, now_ms)
        .bind(5, expires_at)
        .run();
  }

  void delete_dead_sessions(std::int64_t now_ms, std::int64_t idle_cutoff) override {
    db_.prepare("DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ?")
        .bind(1, now_ms)
        .bind(2, idle_cutoff)
        .run();
  }

  void touch_session(const std::string& hash, std::int64_t now_ms) override {
    db_.prepare("UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?").bind(1, now_ms).bind(2, hash).run();
  }

  void delete_session(const std::string& hash) override {
    db_.prepare("DELETE FROM sessions WHERE token_hash = ?").bind(1, hash).run();
  }

  void count_login_failure(const std::string& key, int limit, std::int64_t window, std::int64_t now_ms) override {
    // A new window starts when the last one is over; the block lasts to the window's end.
    db_.prepare(
           "INSERT INTO login_failures (key, failures, window_start, blocked_until) VALUES (?1, 1, ?2, 0) "
           "ON CONFLICT (key) DO UPDATE SET "
           "  failures = CASE WHEN login_failures.window_start + ?3 <= ?2 THEN 1 ELSE login_failures.failures + 1 END, "
           "  window_start = CASE WHEN login_failures.window_start + ?3 <= ?2 THEN ?2 "
           "                      ELSE login_failures.window_start END")
        .bind(1, key)
        .bind(2, now_ms)
        .bind(3, window)
        .run();
    db_.prepare("UPDATE login_failures SET blocked_until = window_start + ?2 WHERE key = ?1 AND failures >= ?3")
        .bind(1, key)
        .bind(2, window)
        .bind(3, limit)
        .run();
  }

  std::optional<FailureCount> login_failures(const std::string& key) override {
    auto s = db_.prepare("SELECT failures, window_start, blocked_until FROM login_failures WHERE key = ?");
    s.bind(1, key);
    if (!s.step()) return std::nullopt;
    FailureCount out{static_cast<int>(s.integer(0)), s.integer(1), s.integer(2)};
    while (s.step()) {
    }
    return out;
  }

  void uncount_login_failure(const std::string& key) override {
    db_.prepare(
           "UPDATE login_failures SET failures = CASE WHEN failures > 0 THEN failures - 1 ELSE 0 END WHERE key = ?")
        .bind(1, key)
        .run();
  }

  void set_login_block(const std::string& key, std::int64_t until_ms) override {
    db_.prepare("UPDATE login_failures SET blocked_until = ? WHERE key = ?").bind(1, until_ms).bind(2, key).run();
  }

  std::optional<std::int64_t> take_slot(const std::string& key, std::int64_t interval, int burst,
                                        std::int64_t now_ms) override {
    // GCRA in one statement, so parallel requests cannot both take the last slot: the turn
    // after this one is max(turn, now) + interval, taken only while it lies within
    // burst × interval of now. The casts type the parameters for PostgreSQL.
    const std::string next_turn =
        "(CASE WHEN login_failures.blocked_until > CAST(?2 AS BIGINT) THEN login_failures.blocked_until "
        "ELSE CAST(?2 AS BIGINT) END + CAST(?3 AS BIGINT))";
    auto s = db_.prepare(
        "INSERT INTO login_failures (key, failures, window_start, blocked_until) "
        "VALUES (?1, 0, CAST(?2 AS BIGINT), CAST(?2 AS BIGINT) + CAST(?3 AS BIGINT)) "
        "ON CONFLICT (key) DO UPDATE SET window_start = CAST(?2 AS BIGINT), blocked_until = " +
        next_turn + " WHERE " + next_turn + " - CAST(?2 AS BIGINT) <= CAST(?4 AS BIGINT) RETURNING blocked_until");
    s.bind(1, key).bind(2, now_ms).bind(3, interval).bind(4, interval * burst);
    const bool taken = s.step();
    while (s.step()) {
    }
    if (taken) return std::nullopt;
    auto turn = login_failures(key);
    const std::int64_t next = (turn ? std::max(turn->blocked_until, now_ms) : now_ms) + interval;
    return std::max<std::int64_t>(1, next - now_ms - interval * burst);
  }

  void give_back_slot(const std::string& key, std::int64_t interval) override {
    db_.prepare("UPDATE login_failures SET blocked_until = blocked_until - ? WHERE key = ?")
        .bind(1, interval)
        .bind(2, key)
        .run();
  }

  std::optional<LoginCode> login_code(const std::string& uid, const std::string& browser) override {
    auto s = db_.prepare("SELECT code_hash, email, expires_at, tries FROM login_codes WHERE uid = ? AND browser = ?");
    s.bind(1, uid).bind(2, browser);
    if (!s.step()) return std::nullopt;
    LoginCode out{s.text(0), s.text(1), s.integer(2), static_cast<int>(s.integer(3))};
    while (s.step()) {
    }
    return out;
  }

  void put_login_code(const std::string& uid, const std::string& browser, const std::string& code_hash,
                      const std::string& email, std::int64_t expires_at, std::int64_t now_ms) override {
    db_.prepare("DELETE FROM login_codes WHERE expires_at <= ?").bind(1, now_ms).run();
    db_.prepare(
           "INSERT INTO login_codes (uid, browser, code_hash, email, expires_at, tries) VALUES (?1, ?2, ?3, ?4, ?5, 0) "
           "ON CONFLICT (uid, browser) DO UPDATE SET code_hash = ?3, email = ?4, expires_at = ?5, tries = 0")
        .bind(1, uid)
        .bind(2, browser)
        .bind(3, code_hash)
        .bind(4, email)
        .bind(5, expires_at)
        .run();
  }

  void count_login_code_try(const std::string& uid, const std::string& browser) override {
    db_.prepare("UPDATE login_codes SET tries = tries + 1 WHERE uid = ? AND browser = ?")
        .bind(1, uid)
        .bind(2, browser)
        .run();
  }

  void delete_login_codes(const std::string& uid) override {
    db_.prepare("DELETE FROM login_codes WHERE uid = ?").bind(1, uid).run();
  }

  void sweep_login_failures(std::int64_t window_start_before, std::int64_t now_ms) override {
    db_.prepare("DELETE FROM login_failures WHERE window_start < ? AND blocked_until < ?")
        .bind(1, window_start_before)
        .bind(2, now_ms)
        .run();
  }

  void clear_login_failures(const std::string& key) override {
    db_.prepare("DELETE FROM login_failures WHERE key = ?").bind(1, key).run();
  }

  std::string secret(const std::string& name, const std::string& value_if_new) override {
    db_.prepare("INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING")
        .bind(1, name)
        .bind(2, value_if_new)
        .run();
    auto s = db_.prepare("SELECT value FROM secrets WHERE name = ?");
    s.bind(1, name);
    return s.step() ? s.text(0) : std::string();
  }

 private:
  std::vector<Identity> load_identities(const std::string& uid) {
    std::vector<Identity> out;
    auto s = db_.prepare(
        "SELECT provider, subject, email, name, photo_url FROM user_identities WHERE uid = ? ORDER BY provider");
    s.bind(1, uid);
    while (s.step()) out.push_back({s.text(0), s.text(1), s.optional_text(2), s.optional_text(3), s.optional_text(4)});
    return out;
  }

  std::optional<User> load_one(store::Stmt& s) {
    if (!s.step()) return std::nullopt;
    User u;
    u.uid = s.text(0);
    u.email = s.text(1);
    u.name = s.text(2);
    if (auto sem = s.optional_integer(3)) u.semester = static_cast<int>(*sem);
    u.role = s.text(4);
    u.password_hash = s.optional_text(5);
    u.email_verified = s.integer(6) != 0;
    u.photo_url = s.optional_text(7);
    u.created_at = s.integer(8);
    u.last_sign_in_at = s.optional_integer(9);
    u.business_name = s.optional_text(10).value_or("");
    u.business_gstin = s.optional_text(11).value_or("");
    while (s.step()) {
    }  // finish the statement before the next query on this connection
    u.identities = load_identities(u.uid);
    return u;
  }

  store::Db& db_;
};

class SqlRepository final : public Repository {
 public:
  explicit SqlRepository(store::Store& store) : store_(store) {}
  void read(const std::function<void(AccountsReader&)>& fn) override {
    store_.read([&](store::Db& db) {
      SqlAccounts data(db);
      fn(data);
    });
  }
  void write(const std::function<void(AccountsWriter&)>& fn) override {
    store_.write([&](store::Db& db) {
      SqlAccounts data(db);
      fn(data);
    });
  }

 private:
  store::Store& store_;
};

}  // namespace

std::unique_ptr<Repository> make_sql_repository(store::Store& store) { return std::make_unique<SqlRepository>(store); }

}  // namespace pathshala::accounts
