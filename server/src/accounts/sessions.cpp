#include "accounts/sessions.hpp"

#include "accounts/tokens.hpp"

namespace pathshala::accounts {

std::string Sessions::start(AccountsWriter& data, const std::string& uid, std::int64_t now_ms) const {
  const std::string token = new_token();
  // Expired sessions of anyone are swept here, at sign-in, rather than by a timer.
  data.delete_dead_sessions(now_ms, now_ms - policy_.idle.count());
  data.insert_session(token_hash(token), uid, now_ms, now_ms + policy_.absolute.count());
  data.keep_newest_sessions_of(uid, policy_.max_per_user);
  return token;
}

std::optional<std::string> Sessions::resolve(const std::string& token, std::int64_t now_ms) const {
  if (!looks_like_token(token)) return std::nullopt;
  const std::string hash = token_hash(token);
  std::optional<SessionRecord> session;
  repository_.read([&](AccountsReader& data) { session = data.session(hash); });
  if (!session) return std::nullopt;
  if (now_ms >= session->expires_at || now_ms - session->last_seen_at >= policy_.idle.count()) {
    end(token);
    return std::nullopt;
  }
  if (now_ms - session->last_seen_at >= policy_.touch_every.count())
    repository_.write([&](AccountsWriter& data) { data.touch_session(hash, now_ms); });
  return session->uid;
}

void Sessions::end(const std::string& token) const {
  if (!looks_like_token(token)) return;
  repository_.write([&](AccountsWriter& data) { data.delete_session(token_hash(token)); });
}

}  // namespace pathshala::accounts
