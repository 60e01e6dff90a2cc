// Issue 47: pages never make anyone wait. Renders run on a bounded pool of their own: a flood of
// page URLs cannot delay the API, a full pool answers a page never drawn with the app's shell
// and 503 + Retry-After and a page drawn before from that render; one cold page asked for many
// times at once is drawn once; without the renderer /readyz says so and pages go as the shell.
#include <gtest/gtest.h>

#include <future>
#include <thread>

#include "../support/test_server.hpp"
#include "test_paths.hpp"  // PATHSHALA_SOURCE_DIR

using namespace pathshala;
using namespace pathshala::test_support;

namespace {

const char* kShell =
    "<!doctype html><html lang=\"en\"><head><meta charset=\"UTF-8\" /><title>Pathshala</title>"
    "<script type=\"module\" src=\"/assets/index-abc123.js\"></script></head>"
    "<body><div id=\"root\"></div></body></html>";

// The built app as a page server needs it: the shell, the routes, and (with_renderer) the
// app's own renderer.
TestServer::Setup built_app(bool with_renderer) {
  return [with_renderer](core::Config& config, accounts::AccountsOptions&) {
    write_text(config.web_dir / "index.html", kShell);
    write_text(config.web_dir / "app-routes.json",
               R"(["/", "/home", "/syllabus", "/Job_portal", "/jobs/:id", "/project/:id", "/mini_project"])");
    if (!with_renderer) return;
    const auto bundle = std::filesystem::path(PATHSHALA_SOURCE_DIR) / "../web/dist/server/render.js";
    ASSERT_TRUE(std::filesystem::exists(bundle)) << bundle << " is missing: run `make web` first";
    std::filesystem::create_directories(config.web_dir / "server");
    std::filesystem::copy_file(bundle, config.web_dir / "server" / "render.js");
  };
}

// How many places of the render pool are taken, as /metrics says.
int render_pool_taken(const TestServer& server) {
  const auto metrics = server.fetch("/metrics").body;
  const std::string name = "pathshala_http_pool_taken{pool=\"render\"} ";
  const auto at = metrics.find(name);
  return at == std::string::npos ? -1 : std::atoi(metrics.c_str() + at + name.size());
}

// Waits (up to 2 s) until the render pool holds `places` requests; how many it holds then.
int wait_until_render_pool_holds(const TestServer& server, int places) {
  for (int i = 0; i < 400 && render_pool_taken(server) != places; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  return render_pool_taken(server);
}

}  // namespace

TEST(RenderPool, AFullPoolAnswersNewPages503AndDrawnPagesFromTheirRenderAndNeverTheApi) {
  http::ServerOptions limits;
  limits.render_threads = 1;
  limits.render_queue = 0;
  TestServer server(limits, built_app(true));
  auto& pages = server.app->pages;
  ASSERT_EQ(server.fetch("/syllabus").status, 200u);  // drawn before

  pages.hold_renders(true);
  auto held = std::async(std::launch::async, [&] { return server.fetch("/project/never-drawn-1"); });
  ASSERT_EQ(wait_until_render_pool_holds(server, 1), 1) << "the held render did not take the pool's one place";

  const auto refused = server.fetch("/project/never-drawn-2");
  EXPECT_EQ(refused.status, 503u);
  EXPECT_EQ(refused.header("retry-after"), "5");
  EXPECT_NE(refused.body.find("<div id=\"root\"></div>"), std::string::npos) << "not the app's shell: " << refused.body;
  const auto drawn = server.fetch("/syllabus");
  EXPECT_EQ(drawn.status, 200u);
  EXPECT_NE(drawn.body.find("data-drawn-for=\"/syllabus\""), std::string::npos) << "not its earlier render";
  EXPECT_EQ(server.fetch("/api/jobs?limit=1").status, 200u);
  EXPECT_EQ(server.fetch("/assets/app-abc123.js").status, 200u);
  EXPECT_NE(server.fetch("/metrics").body.find("pathshala_http_busy_total{pool=\"render\"} 1"), std::string::npos);

  pages.hold_renders(false);
  EXPECT_EQ(held.get().status, 404u);  // an unknown project: the app's own 404 page
}

TEST(RenderPool, OneColdPageAskedForManyTimesAtOnceIsDrawnOnce) {
  http::ServerOptions limits;
  limits.render_threads = 2;
  limits.render_queue = 16;
  TestServer server(limits, built_app(true));
  auto& pages = server.app->pages;
  pages.hold_renders(true);
  std::vector<std::future<Reply>> asked;
  for (int i = 0; i < 6; ++i)
    asked.push_back(std::async(std::launch::async, [&] { return server.fetch("/mini_project"); }));
  EXPECT_EQ(wait_until_render_pool_holds(server, 6), 6);
  pages.hold_renders(false);
  std::string etag;
  for (auto& a : asked) {
    const auto reply = a.get();
    EXPECT_EQ(reply.status, 200u);
    if (etag.empty()) etag = reply.header("etag");
    EXPECT_EQ(reply.header("etag"), etag);
  }
  EXPECT_EQ(pages.renders_of("/mini_project"), 1u);
}

TEST(RenderPool, WithoutTheRendererReadyzSaysSoAndPagesAreTheAppsShell) {
  TestServer server({}, built_app(false));
  const auto ready = server.fetch("/readyz");
  EXPECT_EQ(ready.status, 503u);
  EXPECT_NE(ready.body.find("\"pageRenderer\":\"missing\""), std::string::npos) << ready.body;
  const auto home = server.fetch("/home");
  EXPECT_EQ(home.status, 200u);
  EXPECT_NE(home.body.find("<div id=\"root\"></div>"), std::string::npos) << home.body;
  EXPECT_NE(server.fetch("/metrics").body.find("pathshala_page_renderer_up 0"), std::string::npos);
}
