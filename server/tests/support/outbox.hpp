#pragma once
// Mail the test server wrote to its outbox (the default mail transport: one .eml a mail in
// <data>/outbox), for tests that read what a person would find in their inbox.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "test_server.hpp"

namespace pathshala::test_support {

// Every mail in the outbox to this address, oldest first, concatenated (after the mail
// queue has sent what it holds).
inline std::string outbox_mail_to(TestServer& server, const std::string& address) {
  server.app->services.mail.drain();
  std::string all;
  const auto dir = server.config.data_dir / "outbox";
  if (!std::filesystem::exists(dir)) return all;
  std::vector<std::filesystem::path> files;
  for (const auto& f : std::filesystem::directory_iterator(dir)) files.push_back(f.path());
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    std::ifstream in(f, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    if (s.str().find("To: <" + address + ">") != std::string::npos) all += s.str();
  }
  return all;
}

}  // namespace pathshala::test_support
