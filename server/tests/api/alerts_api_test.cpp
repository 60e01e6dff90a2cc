// Job alerts over real HTTP: a student saves the portal's search as an alert; a digest mail
// lists the new jobs that search matches, once per period, with a one-click unsubscribe
// (RFC 8058) that works without a session for that alert only.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <chrono>
#include <thread>

#include "../support/browser.hpp"
#include "../support/outbox.hpp"
#include "accounts/accounts_service.hpp"
#include "alerts/digest_tasks.hpp"
#include "store/store.hpp"
#include "test_paths.hpp"  // PATHSHALA_BINARY

using namespace pathshala;
using namespace pathshala::test_support;
using boost::beast::http::verb;
namespace json = boost::json;

namespace {

constexpr std::int64_t kDay = 24LL * 60 * 60 * 1000;

class AlertsApi : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    server = new TestServer();
    for (const char* email : {"seeker@example.com", "rival@example.com", "many@example.com", "later@example.com"})
      ASSERT_TRUE(
          server->accounts->create_user({email, "Student", 7, "alerts-pass-1", false}, accounts::now_ms()).ok());
    ASSERT_TRUE(
        server->accounts
            ->create_user({"recruiter@example.com", "Admin", std::nullopt, "alerts-pass-1", true}, accounts::now_ms())
            .ok());
  }
  static void TearDownTestSuite() {
    delete server;
    server = nullptr;
  }
  static Browser signed_in(const std::string& email) { return signed_in_browser(*server, email, "alerts-pass-1"); }
  static std::string post_job(const std::string& role, const std::string& field) {
    Browser admin = signed_in("recruiter@example.com");
    auto r = admin.post("/api/admin/jobs", R"({"role":")" + role + R"(","company":"Acme Labs","field":")" + field +
                                               R"(","experience":"Fresher","location":"Pune",)"
                                               R"("applyUrl":"https://acme.example/apply"})");
    EXPECT_EQ(r.status, 201u) << r.body;
    return std::string(json_object(r.body).at("id").as_string());
  }
  // What `pathshala send-digests` does, as if run at `at`.
  static int send_digests(std::int64_t at) {
    auto& services = server->app->services;
    return alerts::send_due_digests(services.tasks, services.alerts, services.accounts, at).job_alerts;
  }
  static std::string header_of(const std::string& mail, const std::string& name) {
    const auto at = mail.find("\r\n" + name + ": ");
    if (at == std::string::npos) return "";
    const auto start = at + name.size() + 4;
    return mail.substr(start, mail.find("\r\n", start) - start);
  }

  static TestServer* server;
};
TestServer* AlertsApi::server = nullptr;

TEST_F(AlertsApi, AStudentKeepsUpToFiveAlertsAndNobodyElseTouchesThem) {
  Browser student = signed_in("many@example.com");
  auto created = student.post("/api/me/alerts", R"({"q":"  java  ","field":"Software","experience":"fresher",
                                                    "frequency":"weekly"})");
  ASSERT_EQ(created.status, 201u) << created.body;
  const auto alert = json_object(created.body).at("alert").as_object();
  EXPECT_EQ(alert.at("q").as_string(), "java");
  EXPECT_EQ(alert.at("experience").as_string(), "fresher");
  EXPECT_EQ(alert.at("frequency").as_string(), "weekly");
  EXPECT_TRUE(alert.at("enabled").as_bool());
  const std::string id(alert.at("id").as_string());

  // What the portal refuses, an alert refuses too.
  auto bad = student.post("/api/me/alerts", R"({"experience":"ancient"})");
  EXPECT_EQ(bad.status, 400u);
  bad = student.post("/api/me/alerts", R"({"q":"java","frequency":"hourly"})");
  EXPECT_EQ(bad.status, 400u);
  EXPECT_EQ(json_object(bad.body).at("error").at("field").as_string(), "frequency");
  // A field is a short name: 60,000 characters were kept (issue 52).
  bad = student.post("/api/me/alerts", R"({"q":"java","field":")" + std::string(60'000, 'x') + R"("})");
  EXPECT_EQ(bad.status, 400u);
  EXPECT_NE(json_object(bad.body).at("error").at("message").as_string().find("field is too long"), std::string::npos);

  // The same search twice is one alert.
  auto again = student.post("/api/me/alerts", R"({"q":"java","field":"Software","experience":"fresher"})");
  EXPECT_EQ(again.status, 409u);
  EXPECT_EQ(json_object(again.body).at("error").at("code").as_string(), "alert-exists");

  for (int i = 0; i < 4; ++i)
    ASSERT_EQ(student.post("/api/me/alerts", R"({"q":"role )" + std::to_string(i) + R"("})").status, 201u);
  auto sixth = student.post("/api/me/alerts", R"({"q":"one more"})");
  EXPECT_EQ(sixth.status, 409u);
  EXPECT_EQ(json_object(sixth.body).at("error").at("code").as_string(), "too-many-alerts");
  EXPECT_EQ(json_object(student.get("/api/me/alerts").body).at("items").as_array().size(), 5u);

  // Another student can neither change nor delete it.
  Browser rival = signed_in("rival@example.com");
  EXPECT_EQ(rival.send_json(verb::patch, "/api/me/alerts/" + id, R"({"enabled":false})").status, 404u);
  EXPECT_EQ(rival.send_json(verb::delete_, "/api/me/alerts/" + id, "").status, 404u);
  EXPECT_TRUE(json_object(rival.get("/api/me/alerts").body).at("items").as_array().empty());
  EXPECT_EQ(Browser(*server).get("/api/me/alerts").status, 401u);

  auto off = student.send_json(verb::patch, "/api/me/alerts/" + id, R"({"enabled":false,"frequency":"daily"})");
  ASSERT_EQ(off.status, 200u) << off.body;
  EXPECT_FALSE(json_object(off.body).at("alert").at("enabled").as_bool());
  EXPECT_EQ(json_object(off.body).at("alert").at("frequency").as_string(), "daily");
  EXPECT_EQ(student.send_json(verb::delete_, "/api/me/alerts/" + id, "").status, 200u);
  EXPECT_EQ(json_object(student.get("/api/me/alerts").body).at("items").as_array().size(), 4u);
}

TEST_F(AlertsApi, ADigestListsTheNewMatchingJobsOnceAndOneClickTurnsItOff) {
  Browser student = signed_in("seeker@example.com");
  auto created = student.post("/api/me/alerts", R"({"q":"Quasar Widget","frequency":"daily"})");
  ASSERT_EQ(created.status, 201u) << created.body;
  const std::string alert_id(json_object(created.body).at("alert").at("id").as_string());
  // A second alert of the same student, to show a token turns off its own alert only.
  auto other = student.post("/api/me/alerts", R"({"q":"Nebula Gearsmith"})");
  ASSERT_EQ(other.status, 201u);

  const auto matching = post_job("Quasar Widget Engineer", "Software");
  const auto unrelated = post_job("Pastry Chef", "Hospitality");

  // Not due yet: nothing goes.
  EXPECT_EQ(send_digests(accounts::now_ms()), 0);
  EXPECT_EQ(outbox_mail_to(*server, "seeker@example.com"), "");

  // A day later: one mail, listing the matching job and not the other.
  EXPECT_GE(send_digests(accounts::now_ms() + kDay + 1000), 1);
  const auto mail = outbox_mail_to(*server, "seeker@example.com");
  EXPECT_NE(mail.find("Subject: =?UTF-8?B?"), std::string::npos) << mail;  // “…” is not ASCII
  EXPECT_NE(mail.find("Quasar Widget Engineer — Acme Labs, Pune"), std::string::npos) << mail;
  EXPECT_NE(mail.find("/jobs/" + matching), std::string::npos);
  EXPECT_EQ(mail.find("Pastry Chef"), std::string::npos);
  EXPECT_EQ(mail.find("/jobs/" + unrelated), std::string::npos);
  EXPECT_EQ(header_of(mail, "List-Unsubscribe-Post"), "List-Unsubscribe=One-Click");
  // The admin's Background work names the mail by whom it went to and for which search.
  const auto tasks = signed_in("recruiter@example.com").get("/api/admin/tasks?limit=200");
  EXPECT_NE(tasks.body.find("Job alert digest to seeker@example.com (“Quasar Widget”)"), std::string::npos)
      << tasks.body;
  const auto list_unsubscribe = header_of(mail, "List-Unsubscribe");
  ASSERT_TRUE(list_unsubscribe.starts_with("<http://localhost:")) << list_unsubscribe;
  const auto url = list_unsubscribe.substr(1, list_unsubscribe.size() - 2);
  const auto target = url.substr(url.find("/api/alerts/unsubscribe?token="));

  // Run again at the same moment, or twice as if two instances did: no second mail.
  EXPECT_EQ(send_digests(accounts::now_ms() + kDay + 1000), 0);
  EXPECT_EQ(outbox_mail_to(*server, "seeker@example.com"), mail);

  // A forged or altered token changes nothing.
  Browser mail_client(*server);  // no session, no CSRF cookie
  const std::map<std::string, std::string> form{{"Content-Type", "application/x-www-form-urlencoded"}};
  auto forged = mail_client.send(verb::post, target.substr(0, target.size() - 1) + (target.back() == '0' ? "1" : "0"),
                                 "List-Unsubscribe=One-Click", form);
  EXPECT_EQ(forged.status, 400u);
  EXPECT_EQ(json_object(forged.body).at("error").at("code").as_string(), "invalid-token");
  EXPECT_EQ(mail_client.send(verb::post, "/api/alerts/unsubscribe?token=" + alert_id + ".00", "", form).status, 400u);

  // The one click: no session, no CSRF token, that alert only.
  auto unsubscribed = mail_client.send(verb::post, target, "List-Unsubscribe=One-Click", form);
  ASSERT_EQ(unsubscribed.status, 200u) << unsubscribed.body;
  const auto after = json_object(student.get("/api/me/alerts").body);
  for (const auto& a : after.at("items").as_array())
    EXPECT_EQ(a.at("enabled").as_bool(), a.at("id").as_string() != alert_id) << a;

  // Off: a new matching job a week later mails nothing.
  post_job("Quasar Widget Tester", "Software");
  send_digests(accounts::now_ms() + 8 * kDay);
  EXPECT_EQ(outbox_mail_to(*server, "seeker@example.com"), mail);
}

// Issue 52, item 12: after a bulk import a digest read every matching page (40 alerts took
// 42 s of the worker that also sends sign-in mail). It stops at what a mail shows.
TEST_F(AlertsApi, ADigestAfterABulkImportCountsNoFurtherThanItsMailSays) {
  ASSERT_TRUE(
      server->accounts->create_user({"bulk@example.com", "Student", 7, "alerts-pass-1", false}, accounts::now_ms())
          .ok());
  Browser student = signed_in("bulk@example.com");
  ASSERT_EQ(student.post("/api/me/alerts", R"({"q":"Zephyr Bulkhand","frequency":"daily"})").status, 201u);
  std::vector<jobs::Job> bulk(alerts::kMaxJobsCounted + 50);
  for (std::size_t i = 0; i < bulk.size(); ++i) {
    bulk[i].role = "Zephyr Bulkhand " + std::to_string(i);
    bulk[i].company = "Bulk Co";
    bulk[i].field = "Software";
    bulk[i].apply_url = "https://bulk.example/apply";
  }
  const auto now = accounts::now_ms();
  ASSERT_TRUE(server->jobs->create_all(bulk, [&](std::size_t i) { return now + static_cast<std::int64_t>(i); }).ok());
  // A bulk change is indexed in the background (the live index): wait until the portal has it.
  for (int i = 0; i < 200; ++i) {
    const auto found = json_object(server->fetch("/api/jobs?q=Zephyr%20Bulkhand&limit=1").body);
    if (found.at("total").as_int64() == static_cast<std::int64_t>(bulk.size())) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  auto& alerts_service = server->app->services.alerts;
  const auto alert = json_object(student.get("/api/me/alerts").body).at("items").at(0).as_object();
  const auto found = alerts_service.find(std::string(alert.at("id").as_string()));
  ASSERT_TRUE(found);
  const auto [listed, total] = alerts_service.new_jobs(*found, found->since_at, now + kDay, alerts::kMaxJobsListed);
  EXPECT_EQ(listed.size(), static_cast<std::size_t>(alerts::kMaxJobsListed));
  EXPECT_EQ(total, alerts::kMaxJobsCounted) << "counting stops where the mail stops";
  EXPECT_GE(send_digests(now + kDay + 1000), 1);
  const auto mail = outbox_mail_to(*server, "bulk@example.com");
  EXPECT_NE(mail.find("200 or more jobs were posted"), std::string::npos) << mail;
  EXPECT_NE(mail.find("…and many more:"), std::string::npos) << mail;
}

TEST_F(AlertsApi, NothingNewMeansNoMail) {
  Browser student = signed_in("later@example.com");
  ASSERT_EQ(student.post("/api/me/alerts", R"({"q":"Zyxwvut Impossible Role"})").status, 201u);
  send_digests(accounts::now_ms() + 2 * kDay);
  EXPECT_EQ(outbox_mail_to(*server, "later@example.com"), "");
}

// A job posted within the millisecond the alert was made is in its first digest (it failed
// CI once: on a loaded machine the admin's POST and the student's landed in the same ms).
TEST_F(AlertsApi, AJobPostedInTheSameMillisecondAsTheAlertIsInTheFirstDigest) {
  auto& services = server->app->services;
  auto student =
      server->accounts->create_user({"sametime@example.com", "Student", 7, "alerts-pass-1", false}, accounts::now_ms());
  ASSERT_TRUE(student.ok());
  const auto at = accounts::now_ms();
  alerts::NewAlert wanted;
  wanted.q = "Simultaneous Millisecond Analyst";
  ASSERT_TRUE(services.alerts.create(student.value().uid, wanted, at).ok());
  jobs::Job job;
  job.role = "Simultaneous Millisecond Analyst";
  job.company = "Same Tick";
  job.field = "Software";
  job.experience = "Fresher";
  job.location = "Pune";
  job.apply_url = "https://sametick.example/apply";
  ASSERT_TRUE(services.jobs.create(job, at).ok());
  EXPECT_EQ(send_digests(at + 2 * kDay), 1);
  EXPECT_NE(outbox_mail_to(*server, "sametime@example.com").find("Simultaneous Millisecond Analyst — Same Tick"),
            std::string::npos);
}

TEST_F(AlertsApi, TheWeeklyNewMaterialMailListsWhatWasAddedForTheYearAndTheSavedSubjects) {
  ASSERT_TRUE(
      server->accounts->create_user({"yearly@example.com", "Student", 3, "alerts-pass-1", false}, accounts::now_ms())
          .ok());
  Browser student = signed_in("yearly@example.com");
  std::optional<catalog::Material> saved;
  for (const auto& m : server->catalog->list_materials("notes", "firstYear"))
    if (m.subject && !m.subject->empty()) saved = m;
  ASSERT_TRUE(saved);
  ASSERT_EQ(student.send_json(verb::put, "/api/me/library/material/" + saved->id, "").status, 200u);

  auto on = student.send_json(verb::put, "/api/me/digest", R"({"enabled":true})");
  ASSERT_EQ(on.status, 200u) << on.body;
  const auto state = json_object(on.body);
  EXPECT_TRUE(state.at("enabled").as_bool());
  EXPECT_EQ(state.at("year").as_string(), "secondYear") << "semester 3";
  EXPECT_EQ(state.at("subjects").at(0).as_string(), *saved->subject);
  EXPECT_FALSE(state.at("nextDigestAt").is_null());
  EXPECT_EQ(student.send_json(verb::put, "/api/me/digest", R"({"enabled":"yes"})").status, 400u);
  // Records keep the second they were added in; the mail counts from the next whole second
  // after turning it on (the demo content, seeded a moment ago, is not "new").
  std::this_thread::sleep_for(std::chrono::milliseconds(1000 - accounts::now_ms() % 1000 + 5));

  Browser admin = signed_in("recruiter@example.com");
  const auto add_note = [&](const std::string& year, const std::string& title, const std::string& subject) {
    auto r = admin.post("/api/admin/catalog/notes/" + year, R"({"title":")" + title + R"(","subject":")" + subject +
                                                                R"(","downloadUrl":"https://files.example/n.pdf"})");
    ASSERT_EQ(r.status, 201u) << r.body;
  };
  add_note("secondYear", "Fresh Second Year Note", "Anything");
  add_note("thirdYear", "Saved Subject Note", *saved->subject);
  add_note("fourthYear", "Unrelated Fourth Note", "Zoology of Nowhere");

  auto& services = server->app->services;
  EXPECT_GE(alerts::send_due_digests(services.tasks, services.alerts, services.accounts, accounts::now_ms() + 8 * kDay)
                .new_material,
            1);
  const auto mail = outbox_mail_to(*server, "yearly@example.com");
  EXPECT_NE(mail.find("Fresh Second Year Note"), std::string::npos) << mail;
  EXPECT_NE(mail.find("Saved Subject Note"), std::string::npos) << mail;
  EXPECT_NE(mail.find("Subject: 2 new on"), std::string::npos) << "only the two added for this student";
  EXPECT_EQ(mail.find("Unrelated Fourth Note"), std::string::npos);
  EXPECT_EQ(header_of(mail, "List-Unsubscribe-Post"), "List-Unsubscribe=One-Click");

  // Its one click turns the weekly mail off, and no job alert.
  const auto list_unsubscribe = header_of(mail, "List-Unsubscribe");
  const auto url = list_unsubscribe.substr(1, list_unsubscribe.size() - 2);
  Browser mail_client(*server);
  auto off = mail_client.send(verb::post, url.substr(url.find("/api/alerts/unsubscribe")), "List-Unsubscribe=One-Click",
                              {{"Content-Type", "application/x-www-form-urlencoded"}});
  ASSERT_EQ(off.status, 200u) << off.body;
  EXPECT_FALSE(json_object(student.get("/api/me/digest").body).at("enabled").as_bool());
  // A second week with something new: no mail, it is off.
  add_note("secondYear", "Another Second Year Note", "Anything");
  alerts::send_due_digests(services.tasks, services.alerts, services.accounts, accounts::now_ms() + 16 * kDay);
  EXPECT_EQ(outbox_mail_to(*server, "yearly@example.com"), mail);
}

// `pathshala send-digests --data DIR`, as cron would run it beside a serving instance.
TEST(SendDigestsCommand, MailsTheDueDigestOnceFromTheCommandLine) {
  if (!postgres_test_host().empty()) GTEST_SKIP() << "the command is run on the SQLite data directory";
  TestServer server;
  ASSERT_TRUE(
      server.accounts->create_user({"cron@example.com", "Student", 5, "alerts-pass-1", false}, accounts::now_ms())
          .ok());
  ASSERT_TRUE(
      server.accounts->create_user({"hr@example.com", "Admin", std::nullopt, "alerts-pass-1", true}, accounts::now_ms())
          .ok());
  Browser student(server), admin(server);
  ASSERT_EQ(student.post("/api/auth/login", R"({"email":"cron@example.com","password":"alerts-pass-1"})").status, 200u);
  ASSERT_EQ(admin.post("/api/auth/login", R"({"email":"hr@example.com","password":"alerts-pass-1"})").status, 200u);
  ASSERT_EQ(student.post("/api/me/alerts", R"({"q":"Cronjob Orchestrator","frequency":"weekly"})").status, 201u);
  ASSERT_EQ(admin
                .post("/api/admin/jobs", R"({"role":"Cronjob Orchestrator","company":"Tick Tock","field":"Software",
                                             "experience":"Fresher","location":"Noida",
                                             "applyUrl":"https://ticktock.example/apply"})")
                .status,
            201u);
  // A week has passed for this alert.
  server.store->write([](store::Db& db) { db.prepare("UPDATE job_alerts SET next_due_at = 1").run(); });

  const auto run = [&](const std::string& flags, int status) {
    const auto out = server.config.data_dir / "send-digests.out";
    const std::string command = std::string(PATHSHALA_BINARY) + " send-digests --data '" +
                                server.config.data_dir.string() + "' " + flags + " --log-level warn > '" +
                                out.string() + "' 2>&1";
    const int waited = std::system(command.c_str());
    EXPECT_TRUE(WIFEXITED(waited) && WEXITSTATUS(waited) == status) << command;
    std::ifstream in(out);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
  };
  // Without the site's public URL the links would lead to localhost (issue 52, item 10):
  // refused, nothing sent.
  const auto refused = run("", 2);
  EXPECT_NE(refused.find("public URL is not set"), std::string::npos) << refused;
  EXPECT_EQ(outbox_mail_to(server, "cron@example.com"), "");
  const auto first = run("--public-url https://pathshala.example", 0);
  EXPECT_NE(first.find("1 job alert digest sent\n"), std::string::npos) << first;
  const auto mail = outbox_mail_to(server, "cron@example.com");
  EXPECT_NE(mail.find("Cronjob Orchestrator — Tick Tock, Noida"), std::string::npos) << mail;
  EXPECT_NE(mail.find("https://pathshala.example/"), std::string::npos) << mail;
  EXPECT_EQ(mail.find("localhost"), std::string::npos) << mail;
  EXPECT_NE(mail.find("List-Unsubscribe-Post: List-Unsubscribe=One-Click"), std::string::npos);
  // Run again (cron twice, or two instances): nothing more.
  const auto second = run("--public-url https://pathshala.example", 0);
  EXPECT_NE(second.find("0 job alert digests sent\n"), std::string::npos) << second;
  EXPECT_EQ(outbox_mail_to(server, "cron@example.com"), mail);
}

}  // namespace
