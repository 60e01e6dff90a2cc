#pragma once
// `pathshala user create --email E --name N [--semester 1-8] [--admin] [--password-stdin]`:
// adds an account from the command line (the only way to make an admin). Without
// --password-stdin a random password is generated and printed once.
#include <iosfwd>
#include <string>
#include <vector>

#include "accounts/accounts_service.hpp"

namespace pathshala::accounts {

// Returns the process exit code (0 ok, 1 refused, 2 usage).
int run_user_command(const std::vector<std::string>& args, AccountsService& accounts, std::istream& in,
                     std::ostream& out, std::ostream& err);

}  // namespace pathshala::accounts
