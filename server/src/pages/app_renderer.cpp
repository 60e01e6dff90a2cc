#include "pages/app_renderer.hpp"

#include <JavaScriptCore/JavaScript.h>
#include <spdlog/spdlog.h>

#include <atomic>
#include <boost/json.hpp>
#include <condition_variable>
#include <fstream>
#include <mutex>
#include <sstream>

// The engine's watchdog: exported by the library and stable for a decade, but declared in
// WebKit's JSContextRefPrivate.h, which Debian does not install.
extern "C" {
typedef bool (*JSShouldTerminateCallback)(JSContextRef ctx, void* context);
JS_EXPORT void JSContextGroupSetExecutionTimeLimit(JSContextGroupRef group, double limit,
                                                   JSShouldTerminateCallback callback, void* context);
}

namespace pathshala::pages {

namespace json = boost::json;

namespace {

// One evaluation (the bundle, a render's start, one poll) may take this long; a page renders
// in a few milliseconds, so only a runaway loop reaches it.
constexpr double kSecondsPerEvaluation = 2.0;
// Polls run the render's queued timers; a finished page needs a handful.
constexpr int kMaxPolls = 200;

std::string to_utf8(JSStringRef s) {
  const std::size_t size = JSStringGetMaximumUTF8CStringSize(s);
  std::string out(size, '\0');
  const std::size_t written = JSStringGetUTF8CString(s, out.data(), size);
  out.resize(written > 0 ? written - 1 : 0);
  return out;
}

std::string text_of(JSContextRef ctx, JSValueRef value) {
  JSStringRef s = JSValueToStringCopy(ctx, value, nullptr);
  if (!s) return "";
  auto out = to_utf8(s);
  JSStringRelease(s);
  return out;
}

// An exception's message and, when it has one, its stack (where in the app it failed).
std::string describe(JSContextRef ctx, JSValueRef exception) {
  auto message = text_of(ctx, exception);
  if (JSValueIsObject(ctx, exception)) {
    JSStringRef name = JSStringCreateWithUTF8CString("stack");
    JSValueRef stack = JSObjectGetProperty(ctx, const_cast<JSObjectRef>(exception), name, nullptr);
    JSStringRelease(name);
    if (stack && !JSValueIsUndefined(ctx, stack)) message += "\n" + text_of(ctx, stack);
  }
  return message;
}

bool always_terminate(JSContextRef, void*) { return true; }

// A JavaScript context that evaluated the bundle; used by one render at a time.
class Context {
 public:
  explicit Context(const std::string& bundle) : group_(JSContextGroupCreate()) {
    JSContextGroupSetExecutionTimeLimit(group_, kSecondsPerEvaluation, always_terminate, nullptr);
    ctx_ = JSGlobalContextCreateInGroup(group_, nullptr);
    install_fetch();
    std::string error;
    if (!evaluate(bundle, "render.js", nullptr, &error)) throw std::runtime_error(error);
  }
  ~Context() {
    JSGlobalContextRelease(ctx_);
    JSContextGroupRelease(group_);
  }
  Context(const Context&) = delete;
  Context& operator=(const Context&) = delete;

  // The render under way, whose fetch answers pathshalaFetch; nullptr between renders.
  void serve_fetches_of(const AppRenderRequest* request) { rendering_ = request; }

  // Runs code; its value (when a string) in *result. false with the exception in *error.
  bool evaluate(const std::string& code, const char* name, std::string* result, std::string* error) {
    JSStringRef source = JSStringCreateWithUTF8CString(code.c_str());
    JSStringRef url = JSStringCreateWithUTF8CString(name);
    JSValueRef exception = nullptr;
    JSValueRef value = JSEvaluateScript(ctx_, source, nullptr, url, 1, &exception);
    JSStringRelease(source);
    JSStringRelease(url);
    if (exception || !value) {
      *error = exception ? describe(ctx_, exception) : std::string("evaluation stopped (time limit)");
      return false;
    }
    if (result) *result = JSValueIsString(ctx_, value) ? text_of(ctx_, value) : std::string();
    return true;
  }

 private:
  JSContextGroupRef group_;
  JSGlobalContextRef ctx_;
  const AppRenderRequest* rendering_ = nullptr;

  // globalThis.pathshalaFetch(path) → {status, body} or null: the app's GETs while it renders
  // (render.tsx), answered by the request's fetch in the same call, the answer's JSON parsed
  // straight into a value (no HTTP message, no second render). A function object of a class
  // of its own, so it can carry this context (its private data).
  void install_fetch() {
    JSClassDefinition definition = kJSClassDefinitionEmpty;
    definition.className = "PathshalaFetch";
    definition.callAsFunction = &Context::fetch;
    JSClassRef function_class = JSClassCreate(&definition);
    JSObjectRef function = JSObjectMake(ctx_, function_class, this);
    JSClassRelease(function_class);
    JSStringRef name = JSStringCreateWithUTF8CString("pathshalaFetch");
    JSObjectSetProperty(ctx_, JSContextGetGlobalObject(ctx_), name, function, kJSPropertyAttributeReadOnly, nullptr);
    JSStringRelease(name);
  }

  static JSValueRef fetch(JSContextRef ctx, JSObjectRef function, JSObjectRef, std::size_t argc,
                          const JSValueRef argv[], JSValueRef*) {
    const auto* self = static_cast<const Context*>(JSObjectGetPrivate(function));
    const AppRenderRequest* request = self ? self->rendering_ : nullptr;
    if (!request || !request->fetch || argc < 1 || !JSValueIsString(ctx, argv[0])) return JSValueMakeNull(ctx);
    const std::string path = text_of(ctx, argv[0]);
    std::optional<ApiAnswer> answer;
    try {
      answer = request->fetch(path);
    } catch (const std::exception& e) {  // never through the engine's frames
      spdlog::error("page {}: answering {} failed: {}", request->url, path, e.what());
    } catch (...) {
      spdlog::error("page {}: answering {} failed", request->url, path);
    }
    if (!answer || !answer->body) return JSValueMakeNull(ctx);
    JSStringRef text = JSStringCreateWithUTF8CString(answer->body->body.c_str());
    JSValueRef body = JSValueMakeFromJSONString(ctx, text);
    JSStringRelease(text);
    if (!body) return JSValueMakeNull(ctx);
    JSObjectRef out = JSObjectMake(ctx, nullptr, nullptr);
    set_property(ctx, out, "status", JSValueMakeNumber(ctx, answer->status));
    set_property(ctx, out, "body", body);
    return out;
  }

  static void set_property(JSContextRef ctx, JSObjectRef object, const char* name, JSValueRef value) {
    JSStringRef key = JSStringCreateWithUTF8CString(name);
    JSObjectSetProperty(ctx, object, key, value, kJSPropertyAttributeNone, nullptr);
    JSStringRelease(key);
  }
};

std::string request_json(const AppRenderRequest& r) {
  // The answers are JSON already: joined as they are (as DocumentShell embeds them).
  std::string out = "{\"url\":" + json::serialize(json::value(r.url)) +
                    ",\"site\":" + json::serialize(json::value(r.site)) + ",\"data\":{";
  bool first = true;
  for (const auto& [path, doc] : r.data) {
    if (!first) out += ',';
    first = false;
    out += json::serialize(json::value(path)) + ':' + doc->body;
  }
  out += "},\"errors\":{";
  first = true;
  for (const auto& e : r.errors) {
    if (!first) out += ',';
    first = false;
    out += json::serialize(json::value(e.path)) + ":{\"status\":" + std::to_string(e.status) +
           ",\"body\":" + (e.body ? e.body->body : std::string("null")) + "}";
  }
  return out + "}}";
}

}  // namespace

struct AppRenderer::Impl {
  std::string bundle;
  unsigned limit = 2;
  std::mutex mutex;
  std::condition_variable freed;
  std::vector<std::unique_ptr<Context>> idle;
  unsigned made = 0;  // contexts in existence (idle or in use)
  std::atomic<std::int64_t> renders{0}, failures{0};
  std::atomic<int> failed_in_a_row{0};

  std::unique_ptr<Context> take() {
    std::unique_lock lock(mutex);
    freed.wait(lock, [&] { return !idle.empty() || made < limit; });
    if (!idle.empty()) {
      auto c = std::move(idle.back());
      idle.pop_back();
      return c;
    }
    ++made;
    lock.unlock();
    try {
      return std::make_unique<Context>(bundle);
    } catch (...) {
      give_up_one();
      throw;
    }
  }
  void give_back(std::unique_ptr<Context> c) {
    {
      std::lock_guard lock(mutex);
      idle.push_back(std::move(c));
    }
    freed.notify_one();
  }
  // A context that failed is dropped (its state is unknown); another is made when needed.
  void give_up_one() {
    {
      std::lock_guard lock(mutex);
      --made;
    }
    freed.notify_one();
  }
};

AppRenderer::AppRenderer(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
AppRenderer::~AppRenderer() = default;

std::unique_ptr<AppRenderer> AppRenderer::open(const std::filesystem::path& bundle, unsigned contexts) {
  std::ifstream in(bundle, std::ios::binary);
  if (!in) {
    spdlog::warn("{} is missing: pages are sent as the app's shell, without server markup", bundle.string());
    return nullptr;
  }
  std::stringstream text;
  text << in.rdbuf();
  auto impl = std::make_unique<Impl>();
  impl->bundle = text.str();
  impl->limit = std::max(1u, contexts);
  std::unique_ptr<AppRenderer> renderer(new AppRenderer(std::move(impl)));
  // Evaluated once now, so a broken bundle is found at start, not by the first visitor.
  try {
    renderer->impl_->give_back(renderer->impl_->take());
  } catch (const std::exception& e) {
    spdlog::error("{} does not run: {}", bundle.string(), e.what());
    return nullptr;
  }
  return renderer;
}

std::optional<AppRender> AppRenderer::render(const AppRenderRequest& request) {
  std::unique_ptr<Context> context;
  try {
    context = impl_->take();
  } catch (const std::exception& e) {
    spdlog::error("page renderer: {}", e.what());
    impl_->failures.fetch_add(1, std::memory_order_relaxed);
    impl_->failed_in_a_row.fetch_add(1, std::memory_order_relaxed);
    return std::nullopt;
  }
  auto fail = [&](const std::string& why) -> std::optional<AppRender> {
    spdlog::error("page {} could not be rendered: {}", request.url, why);
    context.reset();
    impl_->give_up_one();
    impl_->failures.fetch_add(1, std::memory_order_relaxed);
    impl_->failed_in_a_row.fetch_add(1, std::memory_order_relaxed);
    return std::nullopt;
  };
  std::string error, result;
  context->serve_fetches_of(&request);
  if (!context->evaluate("pathshalaRender(" + request_json(request) + ")", "render", nullptr, &error))
    return fail(error);
  for (int polls = 0; result.empty(); ++polls) {
    if (polls == kMaxPolls) return fail("not finished after " + std::to_string(kMaxPolls) + " polls");
    if (!context->evaluate("pathshalaPoll()", "poll", &result, &error)) return fail(error);
  }
  context->serve_fetches_of(nullptr);
  AppRender out;
  try {
    const auto parsed = json::parse(result);
    const auto& o = parsed.as_object();
    if (const auto* e = o.if_contains("error")) return fail(e->is_string() ? std::string(e->get_string()) : result);
    out.html = o.at("html").as_string();
    out.title = o.at("title").as_string();
    out.description = o.at("description").as_string();
    if (const auto* noindex = o.if_contains("noindex")) out.noindex = noindex->is_bool() && noindex->get_bool();
    if (const auto* missing = o.if_contains("missing"))
      for (const auto& m : missing->as_array()) out.missing.emplace_back(m.as_string());
    if (const auto* canonical = o.if_contains("canonical"); canonical && canonical->is_string())
      out.canonical = canonical->get_string();
    if (const auto* status = o.if_contains("status"); status && status->is_int64() && status->get_int64() == 404)
      out.status = 404;
    if (const auto* og = o.if_contains("ogType"); og && og->is_string()) out.og_type = og->get_string();
    if (const auto* ld = o.if_contains("jsonLd"); ld && ld->is_array())
      for (const auto& item : ld->get_array())
        if (item.is_object()) out.json_ld.push_back(item);
  } catch (const std::exception& e) {
    return fail(std::string("unreadable result: ") + e.what());
  }
  impl_->give_back(std::move(context));
  impl_->renders.fetch_add(1, std::memory_order_relaxed);
  impl_->failed_in_a_row.store(0, std::memory_order_relaxed);
  return out;
}

std::int64_t AppRenderer::renders() const { return impl_->renders.load(std::memory_order_relaxed); }
std::int64_t AppRenderer::failures() const { return impl_->failures.load(std::memory_order_relaxed); }
bool AppRenderer::healthy() const { return impl_->failed_in_a_row.load(std::memory_order_relaxed) < 3; }

}  // namespace pathshala::pages
