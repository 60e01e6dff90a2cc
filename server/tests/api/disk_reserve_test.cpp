// Issue 49: a filling disk was invisible until it was full, and writes went on succeeding
// until SQLite needed room mid-transaction. Writes now keep a reserve of free space (the
// process-wide --disk-reserve, core/disk_room.hpp): one that would cross it answers 507 and
// changes nothing, reads go on, /metrics shows the free space, the reserve and the store's
// size, and writes work again once there is room.
#include <gtest/gtest.h>

#include "../support/browser.hpp"
#include "../support/test_database.hpp"
#include "core/disk_room.hpp"

using namespace pathshala;
using namespace pathshala::test_support;
namespace bhttp = boost::beast::http;

namespace {

const std::string kBoundary = "----pathshala-disk-reserve-boundary";

std::string multipart_pdf() {
  return "--" + kBoundary +
         "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"notes.pdf\"\r\nContent-Type: "
         "application/pdf\r\n\r\n%PDF-1.7\n% reserve drill\n%%EOF\n\r\n--" +
         kBoundary + "--\r\n";
}

TEST(DiskReserve, AWriteThatWouldCrossTheReserveAnswers507AndReadsGoOn) {
  if (!postgres_test_host().empty()) GTEST_SKIP() << "the SQLite pass runs it (its store is on this disk)";
  TestServer server{{}, [](core::Config& c, accounts::AccountsOptions&) { c.database_url = kSqliteOnly; }};
  ASSERT_TRUE(server.accounts->create_user({"reserve@example.com", "Admin", std::nullopt, "reserve-pass-12", true},
                                           core::now_ms()));
  Browser admin(server);
  ASSERT_EQ(admin.post("/api/auth/login", R"({"email":"reserve@example.com","password":"reserve-pass-12"})").status,
            200u);
  auto create_job = [&](const std::string& role) {
    return admin.send(bhttp::verb::post, "/api/admin/jobs",
                      R"({"role":")" + role +
                          R"(","company":"Acme","field":"Software","experience":"Fresher","location":"Pune",
                          "applyUrl":"https://acme.example/apply"})",
                      {{"Content-Type", "application/json"}, {"X-CSRF-Token", admin.cookies["ps_csrf"]}});
  };
  struct NoReserveAfter {
    ~NoReserveAfter() { core::set_disk_reserve(0); }
  } reset;
  // A reserve larger than what is free: every write would cross it.
  core::set_disk_reserve(std::filesystem::space(server.config.data_dir).available + (1ull << 30));

  auto refused = create_job("Reserve Drill One");
  EXPECT_EQ(refused.status, 507u) << refused.body;
  EXPECT_EQ(error_code(refused), "insufficient-storage");
  auto upload = admin.send(
      bhttp::verb::post, "/api/admin/files", multipart_pdf(),
      {{"Content-Type", "multipart/form-data; boundary=" + kBoundary}, {"X-CSRF-Token", admin.cookies["ps_csrf"]}});
  EXPECT_EQ(upload.status, 507u) << upload.body;
  EXPECT_EQ(server.fetch("/api/jobs?q=Reserve%20Drill").status, 200u) << "reads go on";
  EXPECT_EQ(json_object(server.fetch("/api/jobs?q=Reserve%20Drill%20One").body).at("total").as_int64(), 0);
  const auto metrics = server.fetch("/metrics").body;
  EXPECT_NE(metrics.find("pathshala_disk_free_bytes{dir=\"data\"}"), std::string::npos);
  EXPECT_NE(metrics.find("pathshala_store_size_bytes{file=\"wal\"}"), std::string::npos);

  core::set_disk_reserve(1);  // room again
  EXPECT_EQ(create_job("Reserve Drill Two").status, 201u);
}

}  // namespace
