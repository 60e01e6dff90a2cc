// Admin uploads over real HTTP: the type is checked by the first bytes, files are stored
// content-addressed and served under their original name, the size limit holds before and
// while reading, and nothing refused, broken or aborted is left on disk. A 200 MB upload
// keeps the process's memory bounded (the figure is printed).
#include <gtest/gtest.h>
#include <sodium.h>
#include <boost/asio/write.hpp>

#include <fstream>

#include "../support/browser.hpp"
#include "accounts/accounts_service.hpp"
#include "core/hash.hpp"

using namespace pathshala;
using namespace pathshala::test_support;
namespace bhttp = boost::beast::http;
using bhttp::verb;

namespace {

const std::string kBoundary = "----pathshala-test-boundary-7MA4YWxkTrZu0gW";

std::string multipart(const std::string& filename, const std::string& bytes,
                      const std::string& type = "application/pdf") {
  return "--" + kBoundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + filename +
         "\"\r\nContent-Type: " + type + "\r\n\r\n" + bytes + "\r\n--" + kBoundary + "--\r\n";
}

std::string sha256_hex(const std::string& bytes) {
  unsigned char d[crypto_hash_sha256_BYTES];
  crypto_hash_sha256(d, reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size());
  return core::to_hex(d, sizeof d);
}

std::size_t files_in(const std::filesystem::path& dir) {
  if (!std::filesystem::exists(dir)) return 0;
  return static_cast<std::size_t>(std::distance(std::filesystem::directory_iterator(dir), {}));
}

// Peak resident memory of this process (server and client both), in KiB.
long peak_rss_kib() {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line))
    if (line.rfind("VmHWM:", 0) == 0) return std::stol(line.substr(6));
  return -1;
}

class UploadApi : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    server = new TestServer({}, [](core::Config& c, accounts::AccountsOptions&) { c.max_upload_mb = 210; });
    ASSERT_TRUE(
        server->accounts
            ->create_user({"uploader@example.com", "Uploader", std::nullopt, "upload-pass-1", true}, accounts::now_ms())
            .ok());
  }
  static void TearDownTestSuite() {
    delete server;
    server = nullptr;
  }
  void SetUp() override {
    ASSERT_EQ(admin.post("/api/auth/login", R"({"email":"uploader@example.com","password":"upload-pass-1"})").status,
              200u);
  }
  Reply upload(const std::string& body,
               const std::string& content_type = "multipart/form-data; boundary=" + kBoundary) {
    return admin.send(verb::post, "/api/admin/files", body,
                      {{"Content-Type", content_type}, {"X-CSRF-Token", admin.cookies["ps_csrf"]}});
  }
  static std::filesystem::path uploads_dir() { return server->config.data_dir / "files" / "uploads"; }
  static std::filesystem::path temp_dir() { return server->config.data_dir / "tmp"; }
  static TestServer* server;
  Browser admin{*server};
};
TestServer* UploadApi::server = nullptr;

TEST_F(UploadApi, APdfIsStoredByItsHashAndServedUnderItsName) {
  const std::string pdf = "%PDF-1.7\n% unit one\n" + std::string(5000, 'n') + "\n%%EOF\n";
  auto r = upload(multipart("Unit 1 — notes.pdf", pdf));
  ASSERT_EQ(r.status, 201u) << r.body;
  auto o = json_object(r.body);
  EXPECT_EQ(o.at("sha256"), boost::json::value(sha256_hex(pdf)));
  EXPECT_EQ(o.at("url"), boost::json::value("/files/uploads/" + sha256_hex(pdf) + ".pdf"));
  EXPECT_EQ(o.at("size").to_number<std::uint64_t>(), pdf.size());
  EXPECT_EQ(o.at("contentType"), "application/pdf");
  EXPECT_EQ(o.at("name"), "Unit 1 — notes.pdf");

  auto file = server->fetch(std::string(o.at("url").as_string()));
  ASSERT_EQ(file.status, 200u);
  EXPECT_EQ(file.body, pdf);
  EXPECT_EQ(file.header("content-type"), "application/pdf");
  EXPECT_NE(file.header("content-disposition").find("filename*=UTF-8''Unit%201%20%E2%80%94%20notes.pdf"),
            std::string::npos)
      << file.header("content-disposition");
  auto ranged = server->fetch(std::string(o.at("url").as_string()), verb::get, {{"Range", "bytes=0-7"}});
  EXPECT_EQ(ranged.status, 206u);
  EXPECT_EQ(ranged.body, "%PDF-1.7");

  // The same bytes again: the same file, stored once.
  auto again = upload(multipart("copy.pdf", pdf));
  ASSERT_EQ(again.status, 201u);
  EXPECT_EQ(json_object(again.body).at("url"), o.at("url"));
  EXPECT_EQ(files_in(temp_dir()), 0u);

  // The activity log has it, named by the file's name and the admin's.
  auto log = json_object(admin.get("/api/admin/audit?limit=1&action=upload&entity=files").body);
  EXPECT_EQ(log.at("items").at(0).at("action"), "upload");
  EXPECT_EQ(log.at("items").at(0).at("after").at("url"), o.at("url"));
  EXPECT_EQ(log.at("items").at(0).at("entityTitle"), json_object(again.body).at("name"));
  EXPECT_EQ(log.at("items").at(0).at("actor").at("name"), "Uploader");
  EXPECT_EQ(log.at("items").at(0).at("actor").at("email"), "uploader@example.com");
}

// Issue 24, finding 14: a PDF uploaded as "poly.html", or with U+202E (right-to-left
// override) making "fdp.html" read as "lmth.pdf", is offered under its real type's extension
// and without the control.
TEST_F(UploadApi, NamesAreOfferedUnderTheirTypesExtensionWithoutBidiControls) {
  struct Case {
    std::string sent, offered;
  };
  const std::vector<Case> cases = {
      {"poly.html", "poly.pdf"},
      {"invoice\xE2\x80\xAE"
       "fdp.html",
       "invoicefdp.pdf"},
      {"\xE2\x81\xA6notes\xE2\x81\xA9.PDF", "notes.PDF"},
      {"syllabus", "syllabus.pdf"},
      {"unit 3.tar.gz", "unit 3.tar.pdf"},
  };
  int n = 0;
  for (const auto& c : cases) {
    const std::string pdf = "%PDF-1.7\n% name case " + std::to_string(++n) + "\n%%EOF\n";
    auto r = upload(multipart(c.sent, pdf));
    ASSERT_EQ(r.status, 201u) << r.body;
    auto o = json_object(r.body);
    EXPECT_EQ(o.at("name"), boost::json::value(c.offered)) << c.sent;
    auto file = server->fetch(std::string(o.at("url").as_string()));
    const auto disposition = file.header("content-disposition");
    EXPECT_EQ(disposition.find("%E2%80%AE"), std::string::npos) << disposition;
    EXPECT_EQ(disposition.find(".html"), std::string::npos) << disposition;
  }
}

TEST_F(UploadApi, AnUploadGoesWhenTheLastRecordLinkingToItDoes) {
  auto write = [&](verb method, const std::string& target, const std::string& body) {
    return admin.send(method, target, body,
                      {{"Content-Type", "application/json"}, {"X-CSRF-Token", admin.cookies["ps_csrf"]}});
  };
  auto uploaded = [&](const std::string& text) {
    auto r = upload(multipart("notes.pdf", "%PDF-1.4\n" + text + "\n%%EOF\n"));
    EXPECT_EQ(r.status, 201u) << r.body;
    return std::string(json_object(r.body).at("url").as_string());
  };
  auto note = [&](const std::string& url) {
    auto r = write(verb::post, "/api/admin/catalog/notes/secondYear",
                   R"({"title":"Shared file note","subject":"Maths","downloadUrl":")" + url + R"("})");
    EXPECT_EQ(r.status, 201u) << r.body;
    return std::string(json_object(r.body).at("id").as_string());
  };
  const auto shared = uploaded("shared by two notes");
  const auto first = note(shared), second = note(shared);
  const std::string base = "/api/admin/catalog/notes/secondYear/";

  ASSERT_EQ(write(verb::delete_, base + first, "").status, 200u);
  EXPECT_EQ(server->fetch(shared).status, 200u) << "the other note still links to it";

  // An edit that links another file lets the old one go.
  const auto replacement = uploaded("the replacement");
  auto current = json_object(admin.get(base + second).body);
  current["downloadUrl"] = replacement;
  ASSERT_EQ(write(verb::put, base + second, boost::json::serialize(current)).status, 200u);
  EXPECT_EQ(server->fetch(shared).status, 404u);
  EXPECT_EQ(server->fetch(replacement).status, 200u);

  ASSERT_EQ(write(verb::delete_, base + second, "").status, 200u);
  EXPECT_EQ(server->fetch(replacement).status, 404u);
  // Files that are not uploads are never removed by a delete.
  const auto demo = server->catalog->list_materials("notes", "firstYear").front();
  ASSERT_EQ(write(verb::delete_, "/api/admin/catalog/notes/firstYear/" + demo.id, "").status, 200u);
  EXPECT_EQ(server->fetch(demo.download_url).status, 200u);
}

TEST_F(UploadApi, ImagesAndZipsAreAcceptedByTheirBytes) {
  const std::string png = std::string("\x89PNG\r\n\x1a\n", 8) + std::string(100, '\0');
  const std::string jpg = std::string("\xFF\xD8\xFF\xE0", 4) + std::string(100, 'j');
  const std::string webp = std::string("RIFF\x10\x00\x00\x00WEBPVP8 ", 16) + std::string(100, 'w');
  const std::string zip = std::string("PK\x03\x04", 4) + std::string(100, 'z');
  for (auto [name, bytes, type] :
       {std::tuple{"a.png", png, "image/png"}, std::tuple{"b.jpeg", jpg, "image/jpeg"},
        std::tuple{"c.webp", webp, "image/webp"}, std::tuple{"d.zip", zip, "application/zip"}}) {
    auto r = upload(multipart(name, bytes, "application/octet-stream"));
    ASSERT_EQ(r.status, 201u) << name << ": " << r.body;
    EXPECT_EQ(json_object(r.body).at("contentType"), type);
  }
}

TEST_F(UploadApi, OtherTypesAre415AndLeaveNothing) {
  const auto before = files_in(uploads_dir());
  for (auto [name, bytes] :
       {std::pair{"x.svg", std::string("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>")},
        std::pair{"x.pdf", std::string("<html><body>not a pdf</body></html>")},
        std::pair{"x.exe", std::string("MZ\x90\x00", 4) + std::string(50, 'e')}}) {
    auto r = upload(multipart(name, bytes, "application/pdf"));
    EXPECT_EQ(r.status, 415u) << name;
    EXPECT_EQ(error_code(r), "unsupported-media-type");
  }
  auto raw = upload("%PDF-1.7 raw body", "application/pdf");  // not multipart
  EXPECT_EQ(raw.status, 415u);
  EXPECT_EQ(files_in(uploads_dir()), before);
  EXPECT_EQ(files_in(temp_dir()), 0u);
}

TEST_F(UploadApi, BrokenBodiesAre400AndLeaveNothing) {
  const auto before = files_in(uploads_dir());
  const std::string cut =
      "--" + kBoundary +
      "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.pdf\"\r\n\r\n%PDF-1.7 and then nothing";
  EXPECT_EQ(upload(cut).status, 400u);
  const std::string other_field =
      "--" + kBoundary + "\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\nhello\r\n--" + kBoundary + "--\r\n";
  auto r = upload(other_field);
  EXPECT_EQ(r.status, 400u);
  EXPECT_EQ(error_code(r), "invalid-multipart");
  EXPECT_EQ(files_in(uploads_dir()), before);
  EXPECT_EQ(files_in(temp_dir()), 0u);
}

// Streams a multipart upload of a `size`-byte PDF over a raw connection, 1 MiB at a time,
// and returns the status (0 when the connection ended without an answer). With send_only,
// it sends only that many bytes of the file and then closes (an aborted upload). A server
// that refuses early may close while we still write: the answer is read anyway.
unsigned stream_upload(TestServer& server, Browser& admin, std::uint64_t size, std::uint64_t send_only = UINT64_MAX) {
  const std::string magic = "%PDF-1.7\n";
  const std::string head_part = "--" + kBoundary +
                                "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"big.pdf\"\r\n"
                                "Content-Type: application/pdf\r\n\r\n" +
                                magic;
  const std::string tail = "\r\n--" + kBoundary + "--\r\n";
  const std::uint64_t length = head_part.size() + (size - magic.size()) + tail.size();
  std::string cookies;
  for (const auto& [k, v] : admin.cookies) cookies += (cookies.empty() ? "" : "; ") + k + "=" + v;
  const std::string header = "POST /api/admin/files HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: " + cookies +
                             "\r\nX-CSRF-Token: " + admin.cookies["ps_csrf"] +
                             "\r\nContent-Type: multipart/form-data; boundary=" + kBoundary +
                             "\r\nContent-Length: " + std::to_string(length) + "\r\n\r\n";
  boost::asio::io_context io;
  boost::beast::tcp_stream stream(io);
  stream.connect(boost::asio::ip::tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), server.port));
  boost::beast::error_code ec;
  boost::asio::write(stream, boost::asio::buffer(header + head_part), ec);
  const std::string chunk(1024 * 1024, 'p');
  std::uint64_t sent = magic.size();
  while (!ec && sent < size && sent < send_only) {
    const auto n = std::min<std::uint64_t>(chunk.size(), size - sent);
    boost::asio::write(stream, boost::asio::buffer(chunk.data(), n), ec);
    sent += n;
  }
  if (send_only != UINT64_MAX) return 0;  // abort: close without finishing
  if (!ec) boost::asio::write(stream, boost::asio::buffer(tail), ec);
  boost::beast::flat_buffer buffer;
  bhttp::response<bhttp::string_body> res;
  bhttp::read(stream, buffer, res, ec);
  return ec ? 0 : res.result_int();
}

TEST_F(UploadApi, A200MBUploadKeepsMemoryBounded) {
  const long before = peak_rss_kib();
  EXPECT_EQ(stream_upload(*server, admin, 200ull * 1024 * 1024), 201u);
  const long after = peak_rss_kib();
  std::cout << "peak RSS of the test process (server and client): " << before / 1024 << " MiB before, " << after / 1024
            << " MiB after a 200 MiB upload\n";
  EXPECT_LT(after - before, 64 * 1024) << "the upload grew peak memory by " << (after - before) / 1024 << " MiB";
  EXPECT_EQ(files_in(temp_dir()), 0u);
}

TEST_F(UploadApi, OverTheLimitIs413AndAnAbortedUploadLeavesNothing) {
  const auto before = files_in(uploads_dir());
  EXPECT_EQ(stream_upload(*server, admin, 220ull * 1024 * 1024), 413u);  // refused from the declared length
  // Cut off half-way: the server drops the partial body.
  stream_upload(*server, admin, 20ull * 1024 * 1024, 5ull * 1024 * 1024);
  for (int i = 0; i < 500 && files_in(temp_dir()) != 0; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  EXPECT_EQ(files_in(temp_dir()), 0u);
  EXPECT_EQ(files_in(uploads_dir()), before);
}

// Issue 24, finding 14: uploads had no total bound. All of them together stay within
// --upload-quota-mb; the admin is told how full it is.
TEST(UploadQuota, NewFilesStopAtTheQuotaAndTheAdminSeesTheUsage) {
  TestServer server({}, [](core::Config& c, accounts::AccountsOptions&) { c.upload_quota_mb = 1; });
  ASSERT_TRUE(server.accounts
                  ->create_user({"quota@example.com", "Admin", std::nullopt, "quota-pass-12", true}, accounts::now_ms())
                  .ok());
  Browser admin(server);
  ASSERT_EQ(admin.post("/api/auth/login", R"({"email":"quota@example.com","password":"quota-pass-12"})").status, 200u);
  const auto upload = [&](const std::string& bytes) {
    return admin.send(
        verb::post, "/api/admin/files", multipart("big.pdf", bytes),
        {{"Content-Type", "multipart/form-data; boundary=" + kBoundary}, {"X-CSRF-Token", admin.cookies["ps_csrf"]}});
  };
  const std::string first = "%PDF-1.7\n" + std::string(600 * 1024, 'a');
  const std::string second = "%PDF-1.7\n" + std::string(600 * 1024, 'b');
  ASSERT_EQ(upload(first).status, 201u);
  auto usage = json_object(admin.get("/api/admin/files/usage").body);
  EXPECT_EQ(usage.at("usedBytes").to_number<std::uint64_t>(), first.size());
  EXPECT_EQ(usage.at("quotaBytes").to_number<std::uint64_t>(), 1u << 20);

  auto full = upload(second);
  EXPECT_EQ(full.status, 413u) << full.body;
  EXPECT_EQ(error_code(full), "upload-space-full");
  EXPECT_NE(full.body.find("1 MB used"), std::string::npos) << full.body;
  EXPECT_EQ(files_in(server.config.data_dir / "files" / "uploads"), 1u) << "nothing of the refused file is kept";
  EXPECT_EQ(files_in(server.config.data_dir / "tmp"), 0u);
  // The same bytes again take no more space, so they are still accepted.
  EXPECT_EQ(upload(first).status, 201u);
  EXPECT_EQ(Browser(server).get("/api/admin/files/usage").status, 401u);
}

}  // namespace
