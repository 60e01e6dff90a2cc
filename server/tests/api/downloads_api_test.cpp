// Popular downloads over real HTTP (issue 15): /api/downloads/{id} answers 302 to the file
// and counts a visitor once per item per day (the signed ps_visitor cookie, issued with the
// first download and counted from a later hour on; at most 20 new visitors per address an hour
// and 3 visits per address per item a day); /api/popular and the admin lists show the
// counts; a download leaves the content version alone; the store holds no cookie value or
// address. Forged or new visitor values count nothing (issue 24, finding 10).
#include <gtest/gtest.h>

#include <regex>

#include "../support/browser.hpp"
#include "accounts/accounts_service.hpp"
#include "accounts/secrets.hpp"
#include "core/clock.hpp"
#include "downloads/downloads_service.hpp"
#include "downloads/visitor_cookie.hpp"

using namespace pathshala;
using namespace pathshala::test_support;
namespace bhttp = boost::beast::http;
namespace json = boost::json;

namespace {

// A visitor id (32 lower-case hex digits).
std::string token(int n) {
  char buf[33];
  std::snprintf(buf, sizeof buf, "%032x", n);
  return buf;
}

// A cookie as the server issues it: "<id>.<64 hex digits of MAC>".
const std::regex kIssued("^ps_visitor=([0-9a-f]{32}\\.[0-9a-f]{64});");

// The visitor cookie key of a test server's installation (from its store's secrets).
downloads::VisitorCookies cookies_of(TestServer& server) {
  return downloads::VisitorCookies(accounts::load_or_create_secret(
      *server.app->services.accounts_repository, downloads::kVisitorKeySecret, downloads::VisitorCookies::kKeyBytes));
}

std::int64_t utc_hour() { return core::now_ms() / (60 * 60 * 1000); }

class DownloadsApi : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    server = new TestServer();
    ASSERT_TRUE(
        server->accounts
            ->create_user({"editor@example.com", "Editor", std::nullopt, "editor-pass-1", true}, accounts::now_ms())
            .ok());
    cookies = new downloads::VisitorCookies(cookies_of(*server));
  }
  static void TearDownTestSuite() {
    delete cookies;
    cookies = nullptr;
    delete server;
    server = nullptr;
  }

  // The cookie this server issued, some time ago, to the visitor n.
  static std::string cookie(int n) { return cookies->sign(token(n)); }
  // The cookie a reply sets, if any.
  static std::optional<std::string> issued(const Reply& r) {
    std::smatch m;
    if (r.set_cookies.size() != 1 || !std::regex_search(r.set_cookies[0], m, kIssued)) return std::nullopt;
    return m[1].str();
  }

  // A new material of its own for each test, so counts start at zero.
  static catalog::Material material(const std::string& title, const std::string& year = "thirdYear",
                                    const std::string& url = "/files/notes/x.pdf") {
    catalog::Material m;
    m.collection = "notes";
    m.year = year;
    m.title = title;
    m.description = "Unit-wise notes.";
    m.image_label = "Handwritten Notes";
    m.subject = "Compiler Design";
    m.download_url = url;
    auto created = server->catalog->create_material(m);
    EXPECT_TRUE(created) << created.error().message;
    return *created;
  }

  // A download by a browser with the given visitor cookie ("" = none), from an address.
  static Reply download(const std::string& id, const std::string& cookie = "", const std::string& source = "") {
    std::map<std::string, std::string> headers;
    if (!cookie.empty()) headers["Cookie"] = "ps_visitor=" + cookie;
    return server->fetch("/api/downloads/" + id, bhttp::verb::get, headers, "", source);
  }

  // The item's entry in /api/popular (all years, the most there are), if listed.
  static std::optional<json::object> popular_entry(const std::string& id, const std::string& query = "?limit=20") {
    auto r = server->fetch("/api/popular" + query);
    EXPECT_EQ(r.status, 200u) << r.body;
    const auto body = json::parse(r.body);
    for (const auto& item : body.at("items").as_array())
      if (item.at("id") == json::value(id)) return item.as_object();
    return std::nullopt;
  }
  static std::int64_t week_downloads(const std::string& id) {
    auto entry = popular_entry(id);
    return entry ? entry->at("downloads").as_int64() : 0;
  }

  static TestServer* server;
  static downloads::VisitorCookies* cookies;
};
TestServer* DownloadsApi::server = nullptr;
downloads::VisitorCookies* DownloadsApi::cookies = nullptr;

TEST_F(DownloadsApi, RedirectsToTheFileAndGivesTheBrowserAVisitorCookie) {
  auto m = material("Redirect Notes");
  auto r = download(m.id);
  EXPECT_EQ(r.status, 302u) << r.body;
  EXPECT_EQ(r.header("location"), "/files/notes/x.pdf");
  EXPECT_EQ(r.header("cache-control"), "no-store");
  ASSERT_EQ(r.set_cookies.size(), 1u);
  EXPECT_TRUE(std::regex_match(
      r.set_cookies[0],
      std::regex("ps_visitor=[0-9a-f]{32}\\.[0-9a-f]{64}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax")))
      << r.set_cookies[0];
  EXPECT_FALSE(popular_entry(m.id));  // a first visit is not counted

  // An absolute link is followed as it is; a browser that has the cookie gets no new one.
  auto external = material("External Notes", "thirdYear", "https://example.org/notes.pdf");
  auto again = download(external.id, cookie(1));
  EXPECT_EQ(again.status, 302u);
  EXPECT_EQ(again.header("location"), "https://example.org/notes.pdf");
  EXPECT_TRUE(again.set_cookies.empty());

  // Previous-year papers too.
  catalog::PreviousYearPaper p{"", "secondYear", "Maths (2024-25)", "/files/pyq/maths.pdf", "Maths", 1};
  auto paper = server->catalog->create_paper(p);
  ASSERT_TRUE(paper);
  auto pr = download(paper->id, cookie(1));
  EXPECT_EQ(pr.status, 302u);
  EXPECT_EQ(pr.header("location"), "/files/pyq/maths.pdf");
  auto entry = popular_entry(paper->id);
  ASSERT_TRUE(entry);
  EXPECT_EQ(json::value(*entry), json::value(json::object{{"kind", "previous-year"},
                                                          {"id", paper->id},
                                                          {"title", "Maths (2024-25)"},
                                                          {"subject", "Maths"},
                                                          {"year", "secondYear"},
                                                          {"url", "/api/downloads/" + paper->id},
                                                          {"downloads", 1}}));
}

TEST_F(DownloadsApi, AVisitorIsCountedOncePerItemPerDay) {
  auto m = material("Counted Notes");
  EXPECT_EQ(download(m.id, cookie(10)).status, 302u);
  EXPECT_EQ(download(m.id, cookie(10)).status, 302u);
  EXPECT_EQ(week_downloads(m.id), 1);
  EXPECT_EQ(download(m.id, cookie(11)).status, 302u);  // a second visitor
  EXPECT_EQ(week_downloads(m.id), 2);
  auto entry = popular_entry(m.id);
  ASSERT_TRUE(entry);
  EXPECT_EQ(entry->at("kind"), "notes");
  EXPECT_EQ(entry->at("url"), json::value("/api/downloads/" + m.id));

  // The admin table shows it too: every material and paper row has downloads.
  Browser admin(*server);
  ASSERT_EQ(admin.post("/api/auth/login", R"({"email":"editor@example.com","password":"editor-pass-1"})").status, 200u);
  auto list = admin.get("/api/admin/catalog/notes/thirdYear?limit=200");
  ASSERT_EQ(list.status, 200u) << list.body;
  bool found = false;
  const auto rows = json_object(list.body);
  for (const auto& row : rows.at("items").as_array()) {
    ASSERT_TRUE(row.as_object().contains("downloads")) << json::serialize(row);
    EXPECT_TRUE(row.at("downloads").is_int64());
    if (row.at("id") == json::value(m.id)) {
      found = true;
      EXPECT_EQ(row.at("downloads").as_int64(), 2);
    }
  }
  EXPECT_TRUE(found);
  auto papers = admin.get("/api/admin/catalog/previous-year/firstYear");
  ASSERT_EQ(papers.status, 200u);
  const auto paper_rows = json_object(papers.body);
  for (const auto& row : paper_rows.at("items").as_array()) EXPECT_TRUE(row.as_object().contains("downloads"));
  // A single record (the editor's form) is the record alone.
  auto one = admin.get("/api/admin/catalog/notes/thirdYear/" + m.id);
  EXPECT_FALSE(json_object(one.body).contains("downloads"));
}

TEST_F(DownloadsApi, ANewVisitorsCookieCountsNothingInTheHourItWasIssued) {
  // Two students behind one address (a hostel's Wi-Fi), each downloading for the first time:
  // each gets a cookie of their own, and neither first download counts.
  auto m = material("Shared Wifi Notes");
  auto other = material("Shared Wifi Slides");
  auto first = download(m.id, "", "127.0.0.2");
  auto second = download(m.id, "", "127.0.0.2");
  EXPECT_EQ(first.status, 302u);
  EXPECT_EQ(second.status, 302u);
  const auto a = issued(first), b = issued(second);
  ASSERT_TRUE(a) << (first.set_cookies.empty() ? "" : first.set_cookies[0]);
  ASSERT_TRUE(b);
  EXPECT_NE(*a, *b);
  EXPECT_EQ(week_downloads(m.id), 0);
  // Coming straight back counts nothing yet (issue 52: a client fetching a real cookie and
  // spending it at once counted), and brings no new cookie; from the next hour it counts
  // (DownloadCounts.OnlyASignedCookieCountsAndANewVisitorIsCountedFromALaterHour moves the
  // clock).
  const auto hour = utc_hour();
  auto next = download(other.id, *a, "127.0.0.2");
  EXPECT_EQ(next.status, 302u);
  EXPECT_TRUE(next.set_cookies.empty());
  if (utc_hour() == hour) {
    EXPECT_EQ(week_downloads(other.id), 0);
  }
}

// Issue 52, item 8: a client collected real cookies (one request for a cookie, one that
// counts) from 40 addresses: 800 of 1,000 fake downloads counted in 1.3 s.
TEST_F(DownloadsApi, RealCookiesCollectedAndSpentAtOnceDoNotMakeAnItemPopular) {
  auto target = material("Collected Cookie Notes");
  const auto hour = utc_hour();
  for (int i = 0; i < 500; ++i) {
    const std::string source = "127.0.4." + std::to_string(1 + i % 40);
    const auto given = issued(download(target.id, "", source));
    if (given) {
      EXPECT_EQ(download(target.id, *given, source).status, 302u);
    }
  }
  // Spent at once: nothing; even in a later hour, at most 3 per address a day.
  if (utc_hour() == hour) {
    EXPECT_EQ(week_downloads(target.id), 0);
  }
  EXPECT_LE(week_downloads(target.id), 40 * downloads::DownloadsService::kMaxVisitsPerAddress);
}

TEST_F(DownloadsApi, AnAddressGetsAtMostTwentyNewVisitorsAnHourAndACookielessClientCountsNothing) {
  auto m = material("Cookieless Notes");
  const auto hour = utc_hour();
  std::vector<std::string> given;
  for (int i = 0; i < 30; ++i) {
    auto r = download(m.id, "", "127.0.0.6");
    EXPECT_EQ(r.status, 302u);  // the download itself always works
    EXPECT_EQ(r.header("location"), "/files/notes/x.pdf");
    if (auto c = issued(r)) given.push_back(*c);
    if (i >= 20 && utc_hour() == hour) {
      EXPECT_TRUE(r.set_cookies.empty()) << i;
    }
  }
  if (utc_hour() == hour) {
    EXPECT_EQ(given.size(), 20u);  // (a new hour starts a new share)
  }
  EXPECT_EQ(week_downloads(m.id), 0);
  // Another address still gets one.
  EXPECT_TRUE(issued(download(m.id, "", "127.0.0.16")));
  // The cookies it was given count nothing when they come back within the hour (and at most
  // kMaxVisitsPerAddress per address per item a day later).
  for (const auto& c : given) EXPECT_EQ(download(m.id, c, "127.0.0.6").status, 302u);
  if (utc_hour() == hour) {
    EXPECT_EQ(week_downloads(m.id), 0);
  }
  EXPECT_LE(week_downloads(m.id), downloads::DownloadsService::kMaxVisitsPerAddress);
}

TEST_F(DownloadsApi, AForgedCookieCountsAsNoneAndIsReplaced) {
  auto m = material("Forged Cookie Notes");
  const auto genuine = cookie(7);
  std::string bad_mac = genuine;
  bad_mac.back() = bad_mac.back() == '0' ? '1' : '0';
  const auto other_installation = downloads::VisitorCookies(std::string(32, 'z')).sign(token(7));
  for (const std::string& forged :
       {token(7),  // a valid-looking id with no MAC (what the server used to accept)
        token(7) + ".", token(7) + "." + std::string(64, '0'), bad_mac, other_installation,
        genuine.substr(0, genuine.size() - 1), genuine + "0",
        genuine.substr(0, 32) + "." + genuine.substr(0, 32) + genuine.substr(0, 32), std::string(5000, 'a'),
        std::string("../../etc/passwd"), std::string("0123456789ABCDEF0123456789ABCDEF"), std::string("x")}) {
    auto r = download(m.id, forged, "127.0.0.7");
    EXPECT_EQ(r.status, 302u);
    const auto replaced = issued(r);
    ASSERT_TRUE(replaced) << forged;
    EXPECT_NE(*replaced, forged);
    EXPECT_NE(*replaced, genuine);
  }
  EXPECT_EQ(week_downloads(m.id), 0);
  // The genuine cookie counts, and gets no new one.
  auto real = download(m.id, genuine, "127.0.0.7");
  EXPECT_TRUE(real.set_cookies.empty());
  EXPECT_EQ(week_downloads(m.id), 1);
}

TEST_F(DownloadsApi, AThousandForgedOrNewVisitorsFromFortyAddressesDoNotMakeAnItemPopular) {
  // The attack of issue 24, finding 10: 1,000 downloads from 40 addresses, each with a new
  // made-up visitor value (bare ids, ids with a made-up MAC) or none. It used to make the
  // item #1 (800 counted); now none counts.
  auto honest = material("Honestly Popular Notes");
  for (int v = 500; v < 503; ++v) ASSERT_EQ(download(honest.id, cookie(v)).status, 302u);
  auto target = material("Gamed Notes");
  int served = 0;
  for (int i = 0; i < 1000; ++i) {
    const std::string source = "127.0.3." + std::to_string(1 + i % 40);
    const auto id = token(900000 + i);
    const std::string value = i % 3 == 0 ? "" : i % 3 == 1 ? id : id + "." + std::string(64, 'f');
    if (download(target.id, value, source).status == 302u) ++served;
  }
  EXPECT_EQ(served, 1000);
  EXPECT_EQ(week_downloads(target.id), 0);
  EXPECT_FALSE(popular_entry(target.id));
  auto top = json::parse(server->fetch("/api/popular?limit=1").body).at("items").as_array();
  ASSERT_EQ(top.size(), 1u);
  EXPECT_NE(top[0].at("id"), json::value(target.id));
  EXPECT_EQ(week_downloads(honest.id), 3);
}

TEST_F(DownloadsApi, RotatingValidCookiesFromOneAddressCountAtMostThreeADay) {
  auto m = material("Inflated Notes");
  // Even valid cookies (collected over hours) count at most 3 per address per item a day (20
  // before issue 52).
  for (int i = 0; i < 25; ++i) EXPECT_EQ(download(m.id, cookie(1000 + i), "127.0.0.3").status, 302u);
  EXPECT_EQ(week_downloads(m.id), downloads::DownloadsService::kMaxVisitsPerAddress);
  EXPECT_EQ(download(m.id, cookie(2000), "127.0.0.4").status, 302u);  // others still count
  EXPECT_EQ(week_downloads(m.id), downloads::DownloadsService::kMaxVisitsPerAddress + 1);
}

TEST_F(DownloadsApi, UnknownAndHostileIdsAre404AndCountNothing) {
  auto r = download("no-such-item");
  EXPECT_EQ(r.status, 404u);
  EXPECT_EQ(error_code(r), "not-found");
  EXPECT_EQ(download(std::string(4000, 'a')).status, 404u);
  EXPECT_EQ(download(std::string(65, 'a')).status, 404u);
  EXPECT_EQ(download(std::string(100000, 'a')).status, 431u);  // stopped before any handler
  for (const char* hostile : {"..%2F..%2Fetc%2Fpasswd", "%2e%2e", "..", "a%00b", "a%20b", "%2Ffiles%2Fx.pdf"}) {
    auto h = download(hostile);
    EXPECT_GE(h.status, 400u) << hostile;
    EXPECT_LT(h.status, 500u) << hostile;
    EXPECT_TRUE(h.header("location").empty()) << hostile;
  }
  // A HEAD is answered like a GET, without counting, and gives no cookie.
  auto m = material("Head Notes");
  auto head = server->fetch("/api/downloads/" + m.id, bhttp::verb::head, {{"Cookie", "ps_visitor=" + cookie(3)}});
  EXPECT_EQ(head.status, 302u);
  auto bare_head = server->fetch("/api/downloads/" + m.id, bhttp::verb::head);
  EXPECT_EQ(bare_head.status, 302u);
  EXPECT_TRUE(bare_head.set_cookies.empty());
  EXPECT_EQ(week_downloads(m.id), 0);
}

TEST_F(DownloadsApi, PopularIsOrderedFilteredAndLimited) {
  auto a = material("Ordered B (two downloads)", "fourthYear");
  auto b = material("Ordered D (one download)", "fourthYear");
  auto c = material("Ordered C (one download)", "fourthYear");
  auto other_year = material("Ordered A (first year)", "firstYear");
  int visitor = 100;
  for (const auto& id : {a.id, a.id, b.id, c.id, other_year.id})
    ASSERT_EQ(download(id, cookie(++visitor)).status, 302u);

  auto r = server->fetch("/api/popular?year=fourthYear&limit=20");
  ASSERT_EQ(r.status, 200u);
  std::vector<std::string> ids;
  const auto body = json::parse(r.body);
  for (const auto& item : body.at("items").as_array()) {
    EXPECT_EQ(item.at("year"), "fourthYear");
    ids.emplace_back(item.at("id").as_string());
  }
  auto at = [&](const std::string& id) { return std::find(ids.begin(), ids.end(), id) - ids.begin(); };
  ASSERT_LT(at(a.id), static_cast<long>(ids.size()));
  EXPECT_LT(at(a.id), at(c.id));  // more downloads first
  EXPECT_LT(at(c.id), at(b.id));  // then by title
  EXPECT_LT(at(b.id), static_cast<long>(ids.size()));
  EXPECT_EQ(at(other_year.id), static_cast<long>(ids.size()));

  auto one = json::parse(server->fetch("/api/popular?limit=1").body).at("items").as_array();
  EXPECT_EQ(one.size(), 1u);
  auto defaults = json::parse(server->fetch("/api/popular").body).at("items").as_array();
  EXPECT_LE(defaults.size(), 6u);
  EXPECT_GE(defaults.size(), 1u);
}

TEST_F(DownloadsApi, BadParametersAre400) {
  for (const char* query : {"?year=fifthYear", "?year=", "?limit=0", "?limit=21", "?limit=abc", "?limit=5x",
                            "?limit=", "?limit=-1", "?limit=99999999999999999999"}) {
    auto r = server->fetch(std::string("/api/popular") + query);
    EXPECT_EQ(r.status, 400u) << query;
    EXPECT_EQ(error_code(r), "invalid-parameter") << query;
  }
  EXPECT_EQ(server->fetch("/api/popular?year=secondYear&limit=20").status, 200u);
}

TEST_F(DownloadsApi, ADownloadLeavesTheContentVersionAndCachedDocumentsAlone) {
  auto m = material("Version Notes");
  const auto before_etag = server->fetch("/api/catalog/notes/thirdYear").header("etag");
  const auto before = server->store->content_version();
  ASSERT_EQ(download(m.id, cookie(20)).status, 302u);
  ASSERT_EQ(download(m.id, cookie(21)).status, 302u);
  EXPECT_EQ(week_downloads(m.id), 2);
  EXPECT_EQ(server->store->content_version(), before);
  auto after = server->fetch("/api/catalog/notes/thirdYear", bhttp::verb::get, {{"If-None-Match", before_etag}});
  EXPECT_EQ(after.status, 304u);
}

TEST_F(DownloadsApi, ADeletedItemLeavesPopular) {
  auto m = material("Deleted Notes");
  ASSERT_EQ(download(m.id, cookie(30)).status, 302u);
  ASSERT_TRUE(popular_entry(m.id));
  ASSERT_TRUE(server->catalog->delete_material(m.id));
  EXPECT_FALSE(popular_entry(m.id));
  EXPECT_EQ(download(m.id, cookie(30)).status, 404u);
}

TEST_F(DownloadsApi, SearchShowsAndRanksByRecentDownloads) {
  // Two items the words match equally; the downloaded one comes first and says how often.
  auto quiet = material("Zymurgy Brewing Notes");
  auto popular = material("Zymurgy Fermentation Notes");
  ASSERT_EQ(download(popular.id, cookie(40)).status, 302u);
  ASSERT_EQ(download(popular.id, cookie(41)).status, 302u);
  auto r = server->fetch("/api/search?q=zymurgy");
  ASSERT_EQ(r.status, 200u) << r.body;
  const auto groups = json::parse(r.body).at("groups").as_array();
  ASSERT_EQ(groups.size(), 1u) << r.body;
  const auto& items = groups[0].at("items").as_array();
  ASSERT_EQ(items.size(), 2u) << r.body;
  EXPECT_EQ(items[0].at("id"), json::value(popular.id));
  EXPECT_EQ(items[0].at("downloads").as_int64(), 2);
  EXPECT_EQ(items[1].at("id"), json::value(quiet.id));
  EXPECT_EQ(items[1].at("downloads").as_int64(), 0);
}

TEST_F(DownloadsApi, TheStoreHoldsNoCookieValueOrAddress) {
  auto m = material("Private Notes");
  const std::string id = token(0xabcdef);
  ASSERT_EQ(download(m.id, cookie(0xabcdef)).status, 302u);
  ASSERT_EQ(download(m.id, "", "127.0.0.5").status, 302u);
  std::vector<std::string> values;
  server->store->read([&](store::Db& db) {
    auto visits = db.prepare("SELECT visitor_hash, address_hash, item_id FROM download_visits");
    while (visits.step()) {
      EXPECT_TRUE(std::regex_match(visits.text(0), std::regex("[0-9a-f]{32}")));
      EXPECT_TRUE(std::regex_match(visits.text(1), std::regex("[0-9a-f]{32}")));
      for (int i = 0; i < 3; ++i) values.push_back(visits.text(i));
    }
    auto salts = db.prepare("SELECT salt FROM download_salts");
    while (salts.step()) values.push_back(salts.text(0));
    auto counts = db.prepare("SELECT item_id FROM download_counts");
    while (counts.step()) values.push_back(counts.text(0));
  });
  EXPECT_GE(values.size(), 6u);
  for (const auto& v : values) {
    EXPECT_EQ(v.find(id), std::string::npos);
    EXPECT_EQ(v.find("127.0.0"), std::string::npos);
  }
}

TEST(DownloadsOverHttps, TheCookieIsHostPrefixedAndSecure) {
  TestServer server(
      {}, [](core::Config& config, accounts::AccountsOptions&) { config.public_url = "https://pathshala.example"; });
  catalog::PreviousYearPaper p{"", "firstYear", "Physics (2024-25)", "/files/pyq/physics.pdf", "Physics", 1};
  auto paper = server.catalog->create_paper(p);
  ASSERT_TRUE(paper);
  const auto cookies = cookies_of(server);
  // The plain name is not read over https: a cookie planted over http does not count.
  auto r = server.fetch("/api/downloads/" + paper->id, bhttp::verb::get,
                        {{"Cookie", "ps_visitor=" + cookies.sign(token(5))}});
  EXPECT_EQ(r.status, 302u);
  ASSERT_EQ(r.set_cookies.size(), 1u);
  EXPECT_TRUE(std::regex_match(r.set_cookies[0],
                               std::regex("__Host-ps_visitor=[0-9a-f]{32}\\.[0-9a-f]{64}; Path=/; Max-Age=31536000; "
                                          "HttpOnly; Secure; SameSite=Lax")))
      << r.set_cookies[0];
  auto again = server.fetch("/api/downloads/" + paper->id, bhttp::verb::get,
                            {{"Cookie", "__Host-ps_visitor=" + cookies.sign(token(5))}});
  EXPECT_TRUE(again.set_cookies.empty());
  // Another installation's cookie (its own secret) is not this one's visitor.
  auto foreign =
      server.fetch("/api/downloads/" + paper->id, bhttp::verb::get,
                   {{"Cookie", "__Host-ps_visitor=" + downloads::VisitorCookies(std::string(32, 'q')).sign(token(5))}});
  EXPECT_EQ(foreign.set_cookies.size(), 1u);
}

}  // namespace
