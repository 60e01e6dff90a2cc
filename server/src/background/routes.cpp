#include "background/routes.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>

#include "background/task_runner.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace pathshala::background {

namespace bhttp = boost::beast::http;
namespace json = boost::json;
using http::Context;
using http::Request;

namespace {

constexpr int kDefaultPage = 50;
constexpr int kMaxPage = 200;

core::Error bad_parameter(std::string message) { return core::Error::invalid("invalid-parameter", std::move(message)); }

std::optional<std::int64_t> positive_number(const std::optional<std::string>& text, std::int64_t max) {
  if (!text) return std::nullopt;
  std::int64_t v = 0;
  const auto* end = text->data() + text->size();
  auto [p, ec] = std::from_chars(text->data(), end, v);
  if (ec != std::errc() || p != end || v < 1 || v > max) return std::nullopt;
  return v;
}

// A kind as the code names them: lower-case words joined by '.' and '-' (no LIKE wildcards).
bool is_kind_name(const std::string& text) {
  return !text.empty() && text.size() <= 40 && std::islower(static_cast<unsigned char>(text[0])) &&
         std::all_of(text.begin(), text.end(),
                     [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '-'; });
}

json::value optional_value(const std::optional<std::string>& s) { return s ? json::value(*s) : json::value(nullptr); }

json::object task_json(const Task& t) {
  return {{"id", t.id},
          {"kind", t.kind},
          {"label", t.label},
          {"state", state_name(t.state)},
          {"attempts", t.attempts},
          {"maxAttempts", t.max_attempts},
          {"runAt", t.run_at},
          {"lastError", optional_value(t.last_error)},
          {"createdAt", t.created_at},
          {"updatedAt", t.updated_at}};
}

}  // namespace

void register_routes(http::Router& router, TaskRunner& tasks) {
  const auto admin = http::RouteOptions::admin().on_worker();
  using V = bhttp::verb;

  router.add(V::get, "/api/admin/tasks", admin, [&tasks](const Request& req, const Context&) {
    const auto limit_text = http::query_param(req, "limit");
    const auto limit = limit_text ? positive_number(limit_text, kMaxPage) : std::optional<std::int64_t>(kDefaultPage);
    if (!limit) return http::error_response(req, bad_parameter("limit must be a number from 1 to 200."));
    std::optional<std::int64_t> before;
    if (auto cursor = http::query_param(req, "cursor")) {
      before = positive_number(cursor, INT64_MAX);
      if (!before)
        return http::error_response(req,
                                    bad_parameter("cursor is not valid; use the next value of a previous answer."));
    }
    std::optional<TaskState> state;
    if (auto s = http::query_param(req, "state"); s && !s->empty()) {
      state = parse_state(*s);
      if (!state)
        return http::error_response(req, bad_parameter("state must be one of queued, running, failed and done."));
    }
    std::optional<std::string> kind;
    if (auto k = http::query_param(req, "kind"); k && !k->empty()) {
      if (!is_kind_name(*k))
        return http::error_response(
            req, bad_parameter("kind must be a task kind (mail.refund) or a family of them (mail)."));
      kind = std::move(*k);
    }
    auto& repository = tasks.repository();
    const auto page = repository.newest(state, before, static_cast<int>(*limit), kind);
    json::array items;
    for (const auto& t : page) items.push_back(task_json(t));
    const auto c = repository.counts(kind);
    json::value next = page.size() == static_cast<std::size_t>(*limit) ? json::value(std::to_string(page.back().id))
                                                                       : json::value(nullptr);
    return http::json_value(
        req, bhttp::status::ok,
        json::object{
            {"items", std::move(items)},
            {"counts",
             json::object{{"queued", c.queued}, {"running", c.running}, {"failed", c.failed}, {"done", c.done}}},
            {"next", next}});
  });

  router.add(V::post, "/api/admin/tasks/{id}/retry", admin, [&tasks](const Request& req, const Context& ctx) {
    const auto id = positive_number(std::string(ctx.params.at("id")), INT64_MAX);
    if (!id) return http::error_response(req, core::Error::not_found("There is no such background task."));
    auto task = tasks.retry_now(*id);
    if (!task) return http::error_response(req, task.error());
    return http::json_value(req, bhttp::status::ok, task_json(*task));
  });
}

}  // namespace pathshala::background
