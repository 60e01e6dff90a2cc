#include <curl/curl.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <cstring>
#include <ctime>
#include <fstream>
#include <mutex>
#include <string_view>

#include "core/file_writers.hpp"
#include "core/hash.hpp"
#include "mail/mail.hpp"

namespace pathshala::mail {

namespace {

std::string base64(const std::string& in) {
  static constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  std::size_t i = 0;
  for (; i + 2 < in.size(); i += 3) {
    const unsigned v = (static_cast<unsigned char>(in[i]) << 16) | (static_cast<unsigned char>(in[i + 1]) << 8) |
                       static_cast<unsigned char>(in[i + 2]);
    out += {kAlphabet[v >> 18], kAlphabet[(v >> 12) & 63], kAlphabet[(v >> 6) & 63], kAlphabet[v & 63]};
  }
  if (i + 1 == in.size()) {
    const unsigned v = static_cast<unsigned char>(in[i]) << 16;
    out += {kAlphabet[v >> 18], kAlphabet[(v >> 12) & 63], '=', '='};
  } else if (i + 2 == in.size()) {
    const unsigned v = (static_cast<unsigned char>(in[i]) << 16) | (static_cast<unsigned char>(in[i + 1]) << 8);
    out += {kAlphabet[v >> 18], kAlphabet[(v >> 12) & 63], kAlphabet[(v >> 6) & 63], '='};
  }
  return out;
}

// A header value free of line breaks (no header injection through a name or subject).
std::string one_line(std::string s) {
  for (auto& c : s)
    if (c == '\r' || c == '\n') c = ' ';
  return s;
}

bool ascii(const std::string& s) {
  for (unsigned char c : s)
    if (c >= 0x80) return false;
  return true;
}

// The address inside "Name <a@b>", or the whole text.
std::string address_of(const std::string& from) {
  const auto open = from.find('<');
  const auto close = from.find('>', open);
  return open != std::string::npos && close != std::string::npos ? from.substr(open + 1, close - open - 1) : from;
}

class OutboxMailer final : public Mailer {
 public:
  OutboxMailer(std::filesystem::path dir, std::string from) : dir_(std::move(dir)), from_(std::move(from)) {}
  core::Status transmit(const Mail& mail, const std::atomic<bool>&) override {
    std::error_code ec;
    std::filesystem::create_directories(dir_, ec);
    using namespace std::chrono;
    const auto now = duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
    const auto name = std::to_string(now) + "-" + core::random_hex(4) + ".eml";
    try {
      // Whole or not at all: a mail that could not be written stays queued (issue 49: on a
      // full disk a 0-byte .eml was logged as written).
      core::write_file_atomically(dir_ / name, rfc5322(mail, from_, now));
    } catch (const std::exception& e) {
      return core::Error::make(core::ErrorKind::unavailable, "outbox", e.what());
    }
    spdlog::info("mail to {} ({}) written to {}", mail.to, mail.subject, (dir_ / name).string());
    return core::ok();
  }

 private:
  std::filesystem::path dir_;
  std::string from_;
};

struct Upload {
  const std::string& data;
  std::size_t at = 0;
};
// libcurl asks during a transfer whether to go on: not once the server is stopping.
int keep_going(void* cancel, curl_off_t, curl_off_t, curl_off_t, curl_off_t) {
  return static_cast<const std::atomic<bool>*>(cancel)->load() ? 1 : 0;
}

size_t read_upload(char* buffer, size_t size, size_t n, void* user) {
  auto* u = static_cast<Upload*>(user);
  const std::size_t len = std::min(size * n, u->data.size() - u->at);
  std::memcpy(buffer, u->data.data() + u->at, len);
  u->at += len;
  return len;
}

class SmtpMailer final : public Mailer {
 public:
  explicit SmtpMailer(MailSettings s) : s_(std::move(s)) {
    static std::once_flag once;
    std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
  }
  core::Status transmit(const Mail& mail, const std::atomic<bool>& cancel) override {
    using namespace std::chrono;
    const auto now = duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
    const std::string message = rfc5322(mail, s_.from, now);
    CURL* c = curl_easy_init();
    if (!c) return core::Error::make(core::ErrorKind::unavailable, "smtp", "could not start libcurl");
    Upload upload{message};
    const std::string from = "<" + address_of(s_.from) + ">";
    curl_slist* rcpt = curl_slist_append(nullptr, ("<" + mail.to + ">").c_str());
    curl_easy_setopt(c, CURLOPT_URL, s_.smtp_url.c_str());
    curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "smtp,smtps");
    curl_easy_setopt(c, CURLOPT_USE_SSL, static_cast<long>(CURLUSESSL_TRY));  // STARTTLS when offered
    if (!s_.smtp_user.empty()) {
      curl_easy_setopt(c, CURLOPT_USERNAME, s_.smtp_user.c_str());
      curl_easy_setopt(c, CURLOPT_PASSWORD, s_.smtp_password.c_str());
    }
    curl_easy_setopt(c, CURLOPT_MAIL_FROM, from.c_str());
    curl_easy_setopt(c, CURLOPT_MAIL_RCPT, rcpt);
    curl_easy_setopt(c, CURLOPT_READFUNCTION, read_upload);
    curl_easy_setopt(c, CURLOPT_READDATA, &upload);
    curl_easy_setopt(c, CURLOPT_UPLOAD, 1L);
    curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(c, CURLOPT_TIMEOUT, 30L);
    curl_easy_setopt(c, CURLOPT_NOPROGRESS, 0L);
    curl_easy_setopt(c, CURLOPT_XFERINFOFUNCTION, keep_going);
    curl_easy_setopt(c, CURLOPT_XFERINFODATA, const_cast<std::atomic<bool>*>(&cancel));
    const CURLcode rc = curl_easy_perform(c);
    long code = 0;
    curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &code);
    curl_slist_free_all(rcpt);
    curl_easy_cleanup(c);
    if (rc == CURLE_OK) return core::ok();
    // 5xx: the server refuses for good (a bad address); anything else may pass later.
    const auto kind = code >= 500 && code < 600 ? core::ErrorKind::invalid : core::ErrorKind::unavailable;
    return core::Error::make(
        kind, "smtp", std::string(curl_easy_strerror(rc)) + (code ? " (SMTP " + std::to_string(code) + ")" : ""));
  }

 private:
  MailSettings s_;
};

}  // namespace

std::string rfc5322(const Mail& mail, const std::string& from, std::int64_t now_ms) {
  const std::time_t t = static_cast<std::time_t>(now_ms / 1000);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char date[64];
  std::strftime(date, sizeof date, "%a, %d %b %Y %H:%M:%S +0000", &tm);
  const std::string subject = one_line(mail.subject);
  std::string out;
  out += "From: " + one_line(from) + "\r\n";
  out += "To: <" + one_line(mail.to) + ">\r\n";
  out += "Subject: " + (ascii(subject) ? subject : "=?UTF-8?B?" + base64(subject) + "?=") + "\r\n";
  out += std::string("Date: ") + date + "\r\n";
  const bool stable = !mail.id.empty() && ascii(mail.id) && one_line(mail.id) == mail.id &&
                      mail.id.find_first_of("<>@ ") == std::string::npos;
  out += "Message-ID: <" + (stable ? mail.id : core::random_hex(12)) + "@" +
         address_of(from).substr(address_of(from).find('@') + 1) + ">\r\n";
  out += "MIME-Version: 1.0\r\n";
  out += "Auto-Submitted: auto-generated\r\n";
  for (const auto& [name, value] : mail.headers)
    if (ascii(name) && ascii(value) && one_line(name) == name && one_line(value) == value)
      out += name + ": " + value + "\r\n";
  out += "Content-Type: text/plain; charset=UTF-8\r\n";
  // Body: CRLF line ends; a line of a lone "." is stuffed by the SMTP client, not here.
  std::string body;
  for (std::size_t i = 0; i < mail.text.size(); ++i) {
    if (mail.text[i] == '\n' && (i == 0 || mail.text[i - 1] != '\r')) body += '\r';
    body += mail.text[i];
  }
  if (!body.ends_with("\r\n")) body += "\r\n";
  if (ascii(body)) {
    out += "Content-Transfer-Encoding: 7bit\r\n\r\n" + body;
  } else {
    out += "Content-Transfer-Encoding: quoted-printable\r\n\r\n" + quoted_printable(body);
  }
  return out;
}

std::string quoted_printable(const std::string& text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  std::size_t column = 0;  // characters on the current output line
  auto put = [&](std::string_view piece) {
    if (column + piece.size() > 75) {  // 76 with the "=" of the soft break
      out += "=\r\n";
      column = 0;
    }
    out += piece;
    column += piece.size();
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {  // a hard line break
      out += "\r\n";
      column = 0;
      ++i;
      continue;
    }
    const bool line_end = i + 1 == text.size() || text[i + 1] == '\r';
    const bool literal = (c >= 33 && c <= 126 && c != '=') || ((c == ' ' || c == '\t') && !line_end);
    if (literal) {
      const char one[1] = {static_cast<char>(c)};
      put(std::string_view(one, 1));
    } else {
      const char three[3] = {'=', kHex[c >> 4], kHex[c & 15]};
      put(std::string_view(three, 3));
    }
  }
  return out;
}

std::unique_ptr<Mailer> make_mailer(const MailSettings& settings, const std::filesystem::path& outbox_dir) {
  if (settings.smtp_url.empty()) return std::make_unique<OutboxMailer>(outbox_dir, settings.from);
  return std::make_unique<SmtpMailer>(settings);
}

}  // namespace pathshala::mail
