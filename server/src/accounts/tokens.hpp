#pragma once
// Random secrets and their one-way hashes, for session tokens, OAuth state and PKCE.
#include <string>
#include <string_view>

namespace pathshala::accounts {

// 32 random bytes (256 bits) as 64 lower-case hex characters.
std::string new_token();
// True for exactly 64 lower-case hex characters (anything else is not one of our tokens).
bool looks_like_token(std::string_view token);
// What the store keeps instead of the token: hex BLAKE2b-256.
std::string token_hash(std::string_view token);

std::string base64url(std::string_view bytes);  // no padding
// RFC 7636 S256 code challenge of a PKCE verifier.
std::string pkce_challenge(std::string_view verifier);

}  // namespace pathshala::accounts
