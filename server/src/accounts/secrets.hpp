#pragma once
// Installation secrets kept in the store, created on first use, so every process behind a
// load balancer and every restart signs with the same key.
#include <string>

#include "accounts/repository.hpp"

namespace pathshala::accounts {

// The secret called name: `bytes` random bytes, created once.
std::string load_or_create_secret(Repository& repository, const std::string& name, std::size_t bytes);

}  // namespace pathshala::accounts
