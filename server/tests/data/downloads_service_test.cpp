// The downloads service on a real store with a clock the test moves: one count per visitor
// per item per UTC day, the week/month/all-time windows, salts and visits of days before
// yesterday deleted, the snapshot's generation, two instances on one database, signed
// visitor cookies and new visitors per address per hour, and the parameter and cookie
// parsers.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <thread>

#include "../support/catalog_fixture.hpp"
#include "downloads/downloads_service.hpp"
#include "downloads/sql_repository.hpp"

using namespace pathshala;
using downloads::DownloadsService;
using downloads::Visitor;
using downloads::VisitorCookies;

namespace {

constexpr std::int64_t kHour = 60 * 60 * 1000;
constexpr std::int64_t kDay = 24 * kHour;
const std::string kKey(VisitorCookies::kKeyBytes, 'k');  // the installation's visitor key here

class DownloadCounts : public ::testing::Test {
 protected:
  test_support::ContentStore content;
  std::unique_ptr<downloads::Repository> repository = downloads::make_sql_repository(*content.store);
  std::int64_t now = 20000 * kDay + 12 * 60 * 60 * 1000;  // noon UTC, day 20000
  downloads::DownloadsOptions options() {
    downloads::DownloadsOptions o;
    o.now_ms = [this] { return now; };
    o.snapshot_max_age_ms = 0;  // read the store on every counts(): what another instance sees at once
    o.visitor_key = kKey;
    return o;
  }
  DownloadsService service{*repository, content.catalog, options()};

  std::string material(const std::string& title, const std::string& year = "secondYear") {
    catalog::Material m;
    m.collection = "quantum";
    m.year = year;
    m.title = title;
    m.image_label = "Quantum";
    m.download_url = "/files/quantum/q.pdf";
    auto created = content.catalog.create_material(m);
    EXPECT_TRUE(created);
    return created->id;
  }
  std::int64_t rows(const char* table) {
    std::int64_t n = 0;
    content.store->read([&](store::Db& db) {
      auto q = db.prepare(std::string("SELECT COUNT(*) FROM ") + table);
      if (q.step()) n = q.integer(0);
    });
    return n;
  }
  // A visitor whose browser has the (signed) cookie of the id `token`.
  static Visitor visitor(const std::string& token, const std::string& address = "10.0.0.1") {
    return Visitor{VisitorCookies(kKey).sign(token), address};
  }
};

// A visitor id: 32 times the hex digit c.
std::string token(char c) { return std::string(32, c); }

TEST_F(DownloadCounts, CountsOncePerVisitorPerItemPerDayInEachWindow) {
  const auto id = material("Maths II Quantum");
  ASSERT_TRUE(service.download(id, visitor(token('a'))));
  ASSERT_TRUE(service.download(id, visitor(token('a'))));
  ASSERT_TRUE(service.download(id, visitor(token('b'))));
  auto c = service.counts();
  EXPECT_EQ(c->week.at(id), 2);
  EXPECT_EQ(c->month.at(id), 2);
  EXPECT_EQ(c->total.at(id), 2);
  EXPECT_EQ(service.total(id), 2);
  EXPECT_EQ(service.total("nothing-here"), 0);

  now += kDay;  // the next day the same visitor counts again
  ASSERT_TRUE(service.download(id, visitor(token('a'))));
  EXPECT_EQ(service.counts()->week.at(id), 3);

  now += 7 * kDay;  // a week later: out of the week, still in the month
  c = service.counts();
  EXPECT_EQ(c->week.count(id), 0u);
  EXPECT_EQ(c->month.at(id), 3);
  now += 30 * kDay;
  c = service.counts();
  EXPECT_EQ(c->month.count(id), 0u);
  EXPECT_EQ(c->total.at(id), 3);
}

TEST_F(DownloadCounts, VisitsAndSaltsOfDaysBeforeYesterdayAreDeleted) {
  const auto id = material("Physics Quantum");
  ASSERT_TRUE(service.download(id, visitor(token('c'))));
  now += kDay;
  ASSERT_TRUE(service.download(id, visitor(token('c'))));
  EXPECT_EQ(rows("download_salts"), 2);  // yesterday's and today's
  EXPECT_EQ(rows("download_visits"), 2);
  // A salt per day: the same visitor's hashes differ from one day to the next.
  content.store->read([&](store::Db& db) {
    auto q =
        db.prepare("SELECT COUNT(DISTINCT visitor_hash), COUNT(DISTINCT salt) FROM download_visits, download_salts");
    ASSERT_TRUE(q.step());
    EXPECT_EQ(q.integer(0), 2);
    EXPECT_EQ(q.integer(1), 2);
  });
  now += 2 * kDay;
  ASSERT_TRUE(service.download(id, visitor(token('d'))));
  EXPECT_EQ(rows("download_salts"), 1);
  EXPECT_EQ(rows("download_visits"), 1);
  EXPECT_EQ(service.counts()->total.at(id), 3);  // the counts stay
}

TEST_F(DownloadCounts, TheGenerationChangesOnlyWhenACountDoes) {
  const auto id = material("Chemistry Quantum");
  const auto first = service.counts()->generation;
  EXPECT_EQ(service.counts()->generation, first);  // read again, nothing changed
  ASSERT_TRUE(service.download(id, visitor(token('e'))));
  const auto second = service.counts()->generation;
  EXPECT_NE(second, first);
  ASSERT_TRUE(service.download(id, visitor(token('e'))));  // not counted again
  EXPECT_EQ(service.counts()->generation, second);
}

TEST_F(DownloadCounts, AnotherInstanceSeesTheCountsAndTheSameSalt) {
  const auto id = material("Electronics Quantum");
  DownloadsService other{*repository, content.catalog, options()};
  ASSERT_TRUE(service.download(id, visitor(token('f'))));
  ASSERT_TRUE(other.download(id, visitor(token('f'))));  // the same visitor, through the other instance
  EXPECT_EQ(other.counts()->week.at(id), 1);
  ASSERT_TRUE(other.download(id, visitor(token('0'))));
  EXPECT_EQ(service.counts()->week.at(id), 2);
}

TEST_F(DownloadCounts, CountedVisitsPerAddressPerItemAreCapped) {
  // A script replaying many valid cookies from one address.
  const auto id = material("Mechanics Quantum");
  const VisitorCookies cookies(kKey);
  for (int i = 0; i < DownloadsService::kMaxVisitsPerAddress + 5; ++i)
    ASSERT_TRUE(service.download(id, Visitor{cookies.issue(), "10.9.9.9"}));
  EXPECT_EQ(service.counts()->week.at(id), DownloadsService::kMaxVisitsPerAddress);
  ASSERT_TRUE(service.download(id, Visitor{cookies.issue(), "10.9.9.10"}));  // others still count
  EXPECT_EQ(service.counts()->week.at(id), DownloadsService::kMaxVisitsPerAddress + 1);
}

TEST_F(DownloadCounts, OnlyASignedCookieCountsAndANewVisitorIsCountedFromALaterHour) {
  const auto id = material("Graphics Quantum");
  const auto other = material("Networks Quantum");
  // No cookie: the download works, counts nothing, and brings a signed cookie.
  auto first = service.download(id, Visitor{std::nullopt, "10.1.1.1"});
  ASSERT_TRUE(first);
  EXPECT_EQ(first->url, "/files/quantum/q.pdf");
  ASSERT_TRUE(first->new_cookie);
  const auto issued = VisitorCookies(kKey).verify(*first->new_cookie);
  ASSERT_TRUE(issued);
  EXPECT_EQ(service.counts()->week.count(id), 0u);
  // Back with it at once (a script collecting cookies to spend: issue 52): nothing counts yet.
  auto at_once = service.download(other, Visitor{first->new_cookie, "10.1.1.1"});
  ASSERT_TRUE(at_once);
  EXPECT_FALSE(at_once->new_cookie);
  EXPECT_EQ(service.counts()->week.count(other), 0u);
  // Back with it an hour later: this download counts (another item, then the first one).
  now += kHour;
  auto second = service.download(other, Visitor{first->new_cookie, "10.1.1.1"});
  ASSERT_TRUE(second);
  EXPECT_FALSE(second->new_cookie);
  EXPECT_EQ(service.counts()->week.at(other), 1);
  ASSERT_TRUE(service.download(id, Visitor{first->new_cookie, "10.1.1.1"}));
  EXPECT_EQ(service.counts()->week.at(id), 1);

  // Values the server did not issue count nothing and are replaced.
  const auto bare = token('1');
  const auto signed_cookie = VisitorCookies(kKey).sign(bare);
  const auto other_key = VisitorCookies(std::string(VisitorCookies::kKeyBytes, 'x')).sign(bare);
  std::string flipped = signed_cookie;
  flipped.back() = flipped.back() == '0' ? '1' : '0';
  std::string upper = signed_cookie;
  for (auto& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  const auto bad_item = material("Forged Quantum");
  for (const std::string& forged :
       {bare, bare + ".", other_key, flipped, signed_cookie.substr(0, signed_cookie.size() - 2), signed_cookie + "00",
        upper, std::string(VisitorCookies::kCookieLength, 'a'), std::string("x"), std::string()}) {
    auto r = service.download(bad_item, Visitor{forged, "10.1.1.2"});
    ASSERT_TRUE(r);
    ASSERT_TRUE(r->new_cookie) << forged;
    EXPECT_NE(*r->new_cookie, signed_cookie);
    EXPECT_TRUE(VisitorCookies(kKey).verify(*r->new_cookie));
  }
  EXPECT_EQ(service.counts()->week.count(bad_item), 0u);
  ASSERT_TRUE(service.download(bad_item, Visitor{signed_cookie, "10.1.1.2"}));  // the real one counts
  EXPECT_EQ(service.counts()->week.at(bad_item), 1);

  // A HEAD (count = false) neither counts nor issues.
  auto head = service.download(bad_item, Visitor{std::nullopt, "10.1.1.3"}, /*count=*/false);
  ASSERT_TRUE(head);
  EXPECT_FALSE(head->new_cookie);
}

TEST_F(DownloadCounts, NewVisitorsPerAddressAreCappedEachHourAcrossInstances) {
  const auto id = material("Cap Quantum");
  DownloadsService other{*repository, content.catalog, options()};
  int issued = 0;
  std::vector<std::string> cookies;
  for (int i = 0; i < DownloadsService::kNewVisitorsPerAddress + 10; ++i) {
    auto r = (i % 2 ? other : service).download(id, Visitor{std::nullopt, "10.3.3.3"});
    ASSERT_TRUE(r);  // the download itself always works
    if (r->new_cookie) {
      ++issued;
      cookies.push_back(*r->new_cookie);
    }
  }
  EXPECT_EQ(issued, DownloadsService::kNewVisitorsPerAddress);  // shared by both instances
  EXPECT_EQ(service.counts()->week.count(id), 0u);
  // Another address still gets one.
  auto elsewhere = service.download(id, Visitor{std::nullopt, "10.3.3.4"});
  ASSERT_TRUE(elsewhere);
  EXPECT_TRUE(elsewhere->new_cookie);
  // The cookies issued count when they come back in a later hour (up to the per-item cap).
  for (const auto& c : cookies) ASSERT_TRUE(service.download(id, Visitor{c, "10.3.3.3"}));
  EXPECT_EQ(service.counts()->week.count(id), 0u) << "not in the hour they were issued";
  now += kHour;
  for (const auto& c : cookies) ASSERT_TRUE(service.download(id, Visitor{c, "10.3.3.3"}));
  EXPECT_EQ(service.counts()->week.at(id),
            std::min(DownloadsService::kNewVisitorsPerAddress, DownloadsService::kMaxVisitsPerAddress));
  // The next hour the address may have new visitors again.
  now += kHour;
  auto later = other.download(id, Visitor{std::nullopt, "10.3.3.3"});
  ASSERT_TRUE(later);
  EXPECT_TRUE(later->new_cookie);
  auto later_here = service.download(id, Visitor{std::nullopt, "10.3.3.3"});
  ASSERT_TRUE(later_here);
  EXPECT_TRUE(later_here->new_cookie);
}

TEST_F(DownloadCounts, PopularListsTheWeeksMostDownloadedOfAYear) {
  const auto a = material("Beta Quantum"), b = material("Alpha Quantum"), c = material("Gamma Quantum", "firstYear");
  const auto gone = material("Deleted Quantum");
  for (char t : {'1', '2'}) ASSERT_TRUE(service.download(c, visitor(token(t))));
  for (const auto& id : {a, b, gone}) ASSERT_TRUE(service.download(id, visitor(token('1'))));
  ASSERT_TRUE(content.catalog.delete_material(gone));
  auto body = [&](downloads::PopularQuery q) {
    return boost::json::parse(service.popular(q)->body).at("items").as_array();
  };
  auto all = body({});
  ASSERT_EQ(all.size(), 3u);
  EXPECT_EQ(all[0].at("id"), boost::json::value(c));
  EXPECT_EQ(all[0].at("downloads"), 2);
  EXPECT_EQ(all[1].at("title"), "Alpha Quantum");  // equal counts: by title
  EXPECT_EQ(all[2].at("title"), "Beta Quantum");
  EXPECT_FALSE(all[1].as_object().contains("subject"));
  EXPECT_EQ(all[1].at("kind"), "quantum");
  auto second_year = body({std::string("secondYear"), 1});
  ASSERT_EQ(second_year.size(), 1u);
  EXPECT_EQ(second_year[0].at("title"), "Alpha Quantum");
}

TEST_F(DownloadCounts, ConcurrentDownloadsAreNeitherLostNorCountedTwice) {
  const auto id = material("Concurrent Quantum");
  // `service` reads the store on every counts(); `cached` keeps its snapshot for a minute and
  // adds its own downloads to it.
  auto o = options();
  o.snapshot_max_age_ms = 60 * 1000;
  DownloadsService cached{*repository, content.catalog, o};
  ASSERT_EQ(cached.counts()->week.count(id), 0u);
  std::atomic<bool> done{false};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&, t] {
      for (int i = 0; i < 25; ++i) {
        auto& through = i % 2 ? service : cached;
        ASSERT_TRUE(through.download(
            id, Visitor{VisitorCookies(kKey).issue(), "10.2." + std::to_string(t) + "." + std::to_string(i)}));
      }
    });
  std::thread reader([&] {
    while (!done) {
      (void)service.counts();
      (void)cached.counts();
    }
  });
  for (auto& t : threads) t.join();
  done = true;
  reader.join();
  EXPECT_EQ(service.counts()->week.at(id), 100);
  // Its own 52 (13 a thread) at once; the other instance's 48 when its snapshot is next read.
  EXPECT_EQ(cached.counts()->week.at(id), 52);
}

TEST_F(DownloadCounts, UnknownIdsAndNothingButIdsAreNotFound) {
  for (const std::string& id :
       std::vector<std::string>{"", "missing", "../etc/passwd", std::string(65, 'a'), "a/b", std::string("a\0b", 3)}) {
    auto r = service.download(id, visitor(token('9')));
    ASSERT_FALSE(r) << id;
    EXPECT_EQ(r.error().kind, core::ErrorKind::not_found);
  }
  EXPECT_EQ(rows("download_visits"), 0);
}

TEST(DownloadsParsers, PopularQuery) {
  auto parse = [](std::map<std::string, std::string> params) {
    return downloads::parse_popular_query([&](std::string_view name) -> std::optional<std::string> {
      auto it = params.find(std::string(name));
      if (it == params.end()) return std::nullopt;
      return it->second;
    });
  };
  auto defaults = parse({});
  ASSERT_TRUE(defaults);
  EXPECT_EQ(defaults->limit, 6);
  EXPECT_FALSE(defaults->year);
  auto given = parse({{"year", "thirdYear"}, {"limit", "20"}});
  ASSERT_TRUE(given);
  EXPECT_EQ(given->year, "thirdYear");
  EXPECT_EQ(given->limit, 20);
  for (auto bad : std::vector<std::map<std::string, std::string>>{{{"year", "5"}},
                                                                  {{"year", ""}},
                                                                  {{"limit", "0"}},
                                                                  {{"limit", "21"}},
                                                                  {{"limit", " 3"}},
                                                                  {{"limit", "3 "}}}) {
    auto r = parse(bad);
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, "invalid-parameter");
  }
}

TEST(DownloadsParsers, VisitorCookiesAreARandomIdAndItsMac) {
  const VisitorCookies cookies(kKey);
  const auto c = cookies.issue();
  ASSERT_EQ(c.size(), VisitorCookies::kCookieLength);
  EXPECT_EQ(c[32], '.');
  const auto id = cookies.verify(c);
  ASSERT_TRUE(id);
  EXPECT_EQ(*id, c.substr(0, 32));
  EXPECT_TRUE(downloads::is_visitor_id(*id));
  EXPECT_NE(cookies.verify(cookies.issue()), id);
  EXPECT_EQ(cookies.sign(*id), c);
  EXPECT_EQ(cookies.verify(cookies.sign(std::string(32, '0'))), std::string(32, '0'));
  // Another installation's cookie is not ours.
  EXPECT_FALSE(VisitorCookies(std::string(VisitorCookies::kKeyBytes, 'o')).verify(c));
  for (const std::string& bad : {std::string(31, 'a'), std::string(33, 'a'), std::string(32, 'A'), std::string(32, 'g'),
                                 std::string(), std::string(31, 'a') + '\0'})
    EXPECT_FALSE(downloads::is_visitor_id(bad)) << bad;
  // Ids that are not lower-case hex are not signed for, even with a correct MAC of them.
  for (const std::string& bad_id : {std::string(32, 'A'), std::string(32, 'g'), std::string(31, 'a') + '.'})
    EXPECT_FALSE(cookies.verify(cookies.sign(bad_id))) << bad_id;
  EXPECT_THROW(VisitorCookies(std::string(16, 'k')), std::invalid_argument);
  EXPECT_THROW(VisitorCookies(""), std::invalid_argument);
}

}  // namespace
