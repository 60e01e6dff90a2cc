#include "accounts/sessions.hpp"

#include "accounts/tokens.hpp"

namespace pathshala::accounts {

std::string Sessions::start(store::Db& db, const std::string& uid, std::int64_t now_ms) const {
  const std::string token = new_token();
  // Expired sessions of anyone are swept here, at sign-in, rather than by a timer.
  db.prepare("DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ?")
      .bind(1, now_ms).bind(2, now_ms - policy_.idle.count()).run();
  db.prepare("INSERT INTO sessions (token_hash, uid, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)")
      .bind(1, token_hash(token)).bind(2, uid).bind(3, now_ms).bind(4, now_ms).bind(5, now_ms + policy_.absolute.count())
      .run();
  return token;
}

std::optional<std::string> Sessions::resolve(const std::string& token, std::int64_t now_ms) const {
  if (!looks_like_token(token)) return std::nullopt;
  const std::string hash = token_hash(token);
  std::optional<std::string> uid;
  std::int64_t last_seen = 0, expires = 0;
  store_.read([&](store::Db& db) {
    auto s = db.prepare("SELECT uid, last_seen_at, expires_at FROM sessions WHERE token_hash = ?");
    s.bind(1, hash);
    if (s.step()) {
      uid = s.text(0);
      last_seen = s.integer(1);
      expires = s.integer(2);
    }
  });
  if (!uid) return std::nullopt;
  if (now_ms >= expires || now_ms - last_seen >= policy_.idle.count()) {
    end(token);
    return std::nullopt;
  }
  if (now_ms - last_seen >= policy_.touch_every.count()) {
    store_.write([&](store::Db& db) {
      db.prepare("UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?").bind(1, now_ms).bind(2, hash).run();
    });
  }
  return uid;
}

void Sessions::end(const std::string& token) const {
  if (!looks_like_token(token)) return;
  store_.write([&](store::Db& db) { db.prepare("DELETE FROM sessions WHERE token_hash = ?").bind(1, token_hash(token)).run(); });
}

}  // namespace pathshala::accounts
