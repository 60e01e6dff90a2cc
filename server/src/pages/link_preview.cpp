#include "pages/link_preview.hpp"

#include <cairo.h>
#include <librsvg/rsvg.h>
#include <spdlog/spdlog.h>

#include <optional>

#include "pages/html.hpp"

namespace pathshala::pages {

std::string preview_svg(const LinkPreviewKind& kind, std::string_view site_name) {
  // The brand's blue with white text; DejaVu Sans is installed with the server (Debian's
  // fonts-dejavu-core), so the text draws the same on every machine.
  std::string svg =
      R"svg(<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">)svg";
  svg += R"svg(<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e40af"/>)svg";
  svg += R"svg(<stop offset="1" stop-color="#4f46e5"/></linearGradient></defs>)svg";
  svg +=
      R"svg(<rect width="1200" height="630" fill="url(#g)"/><rect x="80" y="90" width="120" height="12" rx="6" fill="#fbbf24"/>)svg";
  const auto text = [&svg](int y, int size, bool bold, const char* colour, std::string_view words) {
    svg += "<text x=\"80\" y=\"" + std::to_string(y) + "\" font-family=\"DejaVu Sans\" font-size=\"" +
           std::to_string(size) + "\"" + (bold ? " font-weight=\"bold\"" : "") + " fill=\"" + colour + "\">" +
           escape(words) + "</text>";
  };
  text(200, 64, true, "#ffffff", site_name);
  text(330, 72, true, "#ffffff", kind.label);
  text(420, 40, false, "#dbeafe", kind.line);
  text(560, 32, false, "#bfdbfe", "For B.Tech students · free to read");
  return svg + "</svg>";
}

namespace {

cairo_status_t append_png(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

std::optional<std::string> rasterize(const std::string& svg) {
  GError* error = nullptr;
  RsvgHandle* handle =
      rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(svg.data()), static_cast<gsize>(svg.size()), &error);
  if (!handle) {
    spdlog::error("link preview: {}", error ? error->message : "bad SVG");
    if (error) g_error_free(error);
    return std::nullopt;
  }
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, kPreviewWidth, kPreviewHeight);
  cairo_t* cr = cairo_create(surface);
  const RsvgRectangle viewport{0, 0, kPreviewWidth, kPreviewHeight};
  const bool drawn = rsvg_handle_render_document(handle, cr, &viewport, &error);
  std::string png;
  if (drawn) cairo_surface_write_to_png_stream(surface, append_png, &png);
  if (!drawn) spdlog::error("link preview: {}", error ? error->message : "cannot draw");
  if (error) g_error_free(error);
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  g_object_unref(handle);
  if (!drawn || png.empty()) return std::nullopt;
  return png;
}

}  // namespace

core::DocumentPtr LinkPreviews::png(const LinkPreviewKind& kind) {
  std::lock_guard lock(mutex_);  // drawn once each; a few milliseconds
  auto& doc = drawn_[kind.key];
  if (!doc) {
    if (auto png = rasterize(preview_svg(kind, site_name_))) doc = core::make_document(std::move(*png));
  }
  return doc;
}

}  // namespace pathshala::pages
