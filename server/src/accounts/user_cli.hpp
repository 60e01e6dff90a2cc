#pragma once
// `pathshala user create --email E --name N [--semester 1-8] [--admin] [--password-stdin]`:
// adds an account from the command line. Without --password-stdin a random password is
// generated and printed once.
// `pathshala user make-admin --email E`: makes an existing account (say, one
// import-firestore brought over) an admin. These two are the only ways to make an admin.
#include <iosfwd>
#include <string>
#include <vector>

#include "accounts/accounts_service.hpp"

namespace pathshala::accounts {

// Returns the process exit code (0 ok, 1 refused, 2 usage).
int run_user_command(const std::vector<std::string>& args, AccountsService& accounts, std::istream& in,
                     std::ostream& out, std::ostream& err);

}  // namespace pathshala::accounts
