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

// A mail as a mail program shows it: the headers as written, the body with its
// quoted-printable transfer encoding undone (the server sends non-ASCII text that way).
inline std::string readable_mail(const std::string& raw) {
  const auto split = raw.find("\r\n\r\n");
  if (split == std::string::npos) return raw;
  const auto headers = raw.substr(0, split + 4);
  const auto body = raw.substr(split + 4);
  if (headers.find("Content-Transfer-Encoding: quoted-printable") == std::string::npos) return raw;
  std::string text;
  for (std::size_t i = 0; i < body.size(); ++i) {
    if (body[i] != '=') {
      text += body[i];
    } else if (body.compare(i + 1, 2, "\r\n") == 0) {  // a soft line break
      i += 2;
    } else if (i + 2 < body.size()) {
      text += static_cast<char>(std::stoi(body.substr(i + 1, 2), nullptr, 16));
      i += 2;
    }
  }
  return headers + text;
}

// Every mail in the outbox to this address, oldest first, concatenated (after the mail
// queue has sent what it holds).
inline std::string outbox_mail_to(TestServer& server, const std::string& address) {
  server.app->services.tasks.drain();
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
    if (s.str().find("To: <" + address + ">") != std::string::npos) all += readable_mail(s.str());
  }
  return all;
}

}  // namespace pathshala::test_support
