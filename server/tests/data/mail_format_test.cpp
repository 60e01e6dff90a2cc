// What the server puts on the wire for a mail (issue 31): 7-bit clean whatever the text (a
// relay without 8BITMIME must not mangle "— Pathshala" or a Hindi name), marked as
// automatic, with lines a mail program accepts.
#include <gtest/gtest.h>

#include <sstream>

#include "mail/mail.hpp"

using namespace pathshala;

namespace {

// RFC 2045 §6.7 decoding, written independently of the encoder.
std::string decode_quoted_printable(const std::string& body) {
  std::string out;
  for (std::size_t i = 0; i < body.size(); ++i) {
    if (body[i] != '=') {
      out += body[i];
    } else if (body.compare(i + 1, 2, "\r\n") == 0) {
      i += 2;
    } else {
      out += static_cast<char>(std::stoi(body.substr(i + 1, 2), nullptr, 16));
      i += 2;
    }
  }
  return out;
}

std::string body_of(const std::string& message) { return message.substr(message.find("\r\n\r\n") + 4); }

TEST(MailFormat, EightBitTextIsSentQuotedPrintableAndReadsBackTheSame) {
  const std::string text =
      "Hello प्रिया,\n\nOpen this link: https://pathshala.in/verify-email?token=" + std::string(64, 'a') +
      "\nA line that ends in spaces   \n.\n— Pathshala\n";
  const auto message = mail::rfc5322({"a@b.in", "Verify", text}, "Pathshala <no-reply@pathshala.in>", 0);
  EXPECT_NE(message.find("Content-Transfer-Encoding: quoted-printable\r\n"), std::string::npos);
  EXPECT_NE(message.find("Auto-Submitted: auto-generated\r\n"), std::string::npos);
  for (unsigned char c : message) ASSERT_LT(c, 0x80) << "an 8-bit byte on the wire";
  std::istringstream lines(message);
  for (std::string line; std::getline(lines, line);) EXPECT_LE(line.size(), 77u) << line;  // 76 + the CR
  std::string expected;
  for (char c : text) expected += c == '\n' ? std::string("\r\n") : std::string(1, c);
  EXPECT_EQ(decode_quoted_printable(body_of(message)), expected);
}

TEST(MailFormat, AsciiTextIsSentAsItIs) {
  const auto message = mail::rfc5322({"a@b.in", "Code", "Your code is 123456.\n"}, "x@y.in", 0);
  EXPECT_NE(message.find("Content-Transfer-Encoding: 7bit\r\n"), std::string::npos);
  EXPECT_EQ(body_of(message), "Your code is 123456.\r\n");
}

TEST(MailFormat, QuotedPrintableEscapesEqualsAndTrailingWhitespace) {
  EXPECT_EQ(mail::quoted_printable("a=b \r\nc\t"), "a=3Db=20\r\nc=09");
  EXPECT_EQ(mail::quoted_printable("é"), "=C3=A9");
}

}  // namespace

namespace {

// The Message-ID line of a message.
std::string message_id_of(const std::string& message) {
  const auto at = message.find("Message-ID: ");
  return at == std::string::npos ? "" : message.substr(at, message.find("\r\n", at) - at);
}

TEST(MailFormat, AMailSentAgainKeepsItsMessageIdSoAReceiverCanDropTheCopy) {
  // Issue 49: a mail whose process died after the SMTP server took it is sent again on the
  // next try; both copies carry the task's Message-ID.
  mail::Mail m{"a@b.in", "Code", "Your code is 123456.\n"};
  m.id = "task-7-1764400000000";
  const auto first = mail::rfc5322(m, "Pathshala <no-reply@pathshala.in>", 0);
  const auto again = mail::rfc5322(m, "Pathshala <no-reply@pathshala.in>", 60'000);
  EXPECT_EQ(message_id_of(first), "Message-ID: <task-7-1764400000000@pathshala.in>");
  EXPECT_EQ(message_id_of(again), message_id_of(first));
  // Without an id, or with one that could break the header, each message gets its own.
  m.id = "bad> id";
  EXPECT_EQ(message_id_of(mail::rfc5322(m, "x@y.in", 0)).find("bad"), std::string::npos);
  m.id.clear();
  EXPECT_NE(message_id_of(mail::rfc5322(m, "x@y.in", 0)), message_id_of(mail::rfc5322(m, "x@y.in", 0)));
}

}  // namespace
