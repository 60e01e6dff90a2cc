#include "pages/document_shell.hpp"

#include "pages/html.hpp"
#include "pages/link_preview.hpp"

namespace pathshala::pages {

namespace {
constexpr std::string_view kRoot = R"(<div id="root"></div>)";

// Removes the first <meta name="description" …> tag from text (the shell's generic one).
void drop_description(std::string& text) {
  const auto start = text.find(R"(<meta name="description")");
  if (start == std::string::npos) return;
  const auto end = text.find('>', start);
  if (end == std::string::npos) return;
  auto stop = end + 1;
  while (stop < text.size() && (text[stop] == '\n' || text[stop] == ' ')) ++stop;
  text.erase(start, stop - start);
}

std::string absolute(std::string_view origin, std::string_view path) {
  if (path.rfind("http://", 0) == 0 || path.rfind("https://", 0) == 0) return std::string(path);
  return std::string(origin) + std::string(path);
}
// JSON-LD links are written site-relative by the pages; search engines want them absolute.
void absolutize(boost::json::value& v, std::string_view origin) {
  if (auto* o = v.if_object()) {
    for (auto& [key, value] : *o) {
      if (value.is_string() && (key == "url" || key == "item" || key == "image" || key == "sameAs")) {
        const auto text = std::string(value.get_string());
        if (text.rfind("/", 0) == 0 && text.rfind("//", 0) != 0) value = std::string(origin) + text;
      } else {
        absolutize(value, origin);
      }
    }
  } else if (auto* a = v.if_array()) {
    for (auto& item : *a) absolutize(item, origin);
  }
}
}  // namespace

std::optional<DocumentShell> DocumentShell::parse(std::string_view index_html) {
  const auto title = index_html.find("<title>");
  const auto title_end = index_html.find("</title>", title == std::string_view::npos ? 0 : title);
  const auto root = index_html.find(kRoot);
  if (title == std::string_view::npos || title_end == std::string_view::npos || root == std::string_view::npos ||
      root < title_end)
    return std::nullopt;
  DocumentShell shell;
  shell.before_title_ = std::string(index_html.substr(0, title));
  shell.between_ = std::string(index_html.substr(title_end + 8, root - title_end - 8));
  shell.after_root_ = std::string(index_html.substr(root + kRoot.size()));
  drop_description(shell.before_title_);
  drop_description(shell.between_);
  return shell;
}

std::string DocumentShell::render(const Page& page, std::string_view origin, std::string_view site_name) const {
  const auto url = escape(absolute(origin, page.path));
  std::string head;
  head += "<title data-page>" + escape(page.title) + "</title>\n";
  auto meta = [&](std::string_view attribute, std::string_view name, std::string_view content) {
    head += "    <meta " + std::string(attribute) + "=\"" + std::string(name) + "\" content=\"" + escape(content) +
            "\" data-page />\n";
  };
  meta("name", "description", page.description);
  if (page.noindex) meta("name", "robots", "noindex");
  head += "    <link rel=\"canonical\" href=\"" + url + "\" data-page />\n";
  meta("property", "og:type", page.og_type);
  meta("property", "og:site_name", site_name);
  meta("property", "og:title", page.title);
  meta("property", "og:description", page.description);
  head += "    <meta property=\"og:url\" content=\"" + url + "\" data-page />\n";
  // The link preview of the page's kind (PNG, 1200×630): what chat apps and X show.
  const auto& preview = page.preview;
  meta("property", "og:image", absolute(origin, std::string("/og/") + preview.key + ".png"));
  meta("property", "og:image:type", "image/png");
  meta("property", "og:image:width", std::to_string(kPreviewWidth));
  meta("property", "og:image:height", std::to_string(kPreviewHeight));
  std::string alt(site_name);
  if (!preview.label.empty()) alt += ": " + preview.label;
  if (!preview.line.empty()) alt += " — " + preview.line;
  meta("property", "og:image:alt", alt);
  meta("name", "twitter:card", "summary_large_image");
  for (const auto& item : page.json_ld) {
    boost::json::value ld = boost::json::object{{"@context", "https://schema.org"}};
    for (const auto& [key, value] : item.as_object()) ld.as_object()[key] = value;
    absolutize(ld, origin);
    head += "    <script type=\"application/ld+json\" data-page>" + json_for_script(ld) + "</script>\n";
  }

  // {"<path>": <answer>, …}: the answers are JSON already, so they are joined as they are.
  std::string data = "{";
  for (const auto& [path, doc] : page.data) {
    if (data.size() > 1) data += ',';
    data += boost::json::serialize(boost::json::value(path)) + ':' + doc->body;
  }
  data += '}';

  std::string out;
  out.reserve(before_title_.size() + head.size() + between_.size() + page.content.size() + data.size() +
              after_root_.size() + 128);
  out += before_title_;
  out += head;
  out += between_;
  // The app's whole page (header, content, footer), as its first render draws it.
  out += page.drawn_for.empty() ? std::string("<div id=\"root\">")
                                : "<div id=\"root\" data-drawn-for=\"" + escape(page.drawn_for) + "\">";
  out += page.content + "</div>";
  out += "<script id=\"page-data\" type=\"application/json\">" + json_for_script(std::string_view(data)) + "</script>";
  out += after_root_;
  return out;
}

}  // namespace pathshala::pages
