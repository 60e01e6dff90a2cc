#include "accounts/user_cli.hpp"

#include <istream>
#include <ostream>

#include "accounts/demo_users.hpp"

namespace pathshala::accounts {

namespace {
constexpr const char* kUsage =
    "usage: pathshala user create --email E --name N [--semester 1-8] [--admin] [--password-stdin]\n"
    "       pathshala user make-admin --email E\n";

int make_admin(const std::vector<std::string>& args, AccountsService& accounts, std::ostream& out, std::ostream& err) {
  std::string email;
  if (args.size() == 3 && args[1] == "--email")
    email = args[2];
  else if (args.size() == 2 && args[1].starts_with("--email="))
    email = args[1].substr(8);
  if (email.empty()) {
    err << kUsage;
    return 2;
  }
  auto result = accounts.make_admin(email);
  if (!result) {
    err << "pathshala: " << result.error().message << "\n";
    return 1;
  }
  out << result->email << " (" << result->uid << ") is an admin\n";
  return 0;
}
}  // namespace

int run_user_command(const std::vector<std::string>& args, AccountsService& accounts, std::istream& in,
                     std::ostream& out, std::ostream& err) {
  if (!args.empty() && args[0] == "make-admin") return make_admin(args, accounts, out, err);
  if (args.empty() || args[0] != "create") {
    err << kUsage;
    return 2;
  }
  NewUser user;
  bool password_stdin = false;
  for (std::size_t i = 1; i < args.size(); ++i) {
    std::string flag = args[i], value;
    if (auto eq = flag.find('='); eq != std::string::npos) {
      value = flag.substr(eq + 1);
      flag = flag.substr(0, eq);
    } else if (flag != "--admin" && flag != "--password-stdin") {
      if (i + 1 >= args.size()) {
        err << flag << " needs a value\n" << kUsage;
        return 2;
      }
      value = args[++i];
    }
    if (flag == "--email")
      user.email = value;
    else if (flag == "--name")
      user.name = value;
    else if (flag == "--admin")
      user.admin = true;
    else if (flag == "--password-stdin")
      password_stdin = true;
    else if (flag == "--semester") {
      if (value.size() != 1 || value[0] < '1' || value[0] > '8') {
        err << "--semester must be 1 to 8\n";
        return 2;
      }
      user.semester = value[0] - '0';
    } else {
      err << "unknown argument " << flag << "\n" << kUsage;
      return 2;
    }
  }
  if (user.email.empty() || user.name.empty()) {
    err << kUsage;
    return 2;
  }
  if (password_stdin) {
    std::getline(in, user.password);
    if (!user.password.empty() && user.password.back() == '\r') user.password.pop_back();
  } else {
    user.password = random_password();
  }
  auto result = accounts.create_user(user, now_ms());
  if (!result) {
    err << "pathshala: " << result.error().message << " (" << result.error().code << ")\n";
    return 1;
  }
  const auto& created = *result;
  out << "Created " << created.role << " " << created.email << " (" << created.uid << ")\n";
  if (!password_stdin) out << "Password: " << user.password << "\n";
  return 0;
}

}  // namespace pathshala::accounts
