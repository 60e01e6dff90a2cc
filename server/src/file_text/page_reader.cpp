#include "file_text/page_reader.hpp"

#include "file_text/unpacked_size.hpp"

#include <leptonica/allheaders.h>
#include <poppler-document.h>
#include <poppler-global.h>
#include <poppler-image.h>
#include <poppler-page-renderer.h>
#include <poppler-page.h>
#include <tesseract/baseapi.h>
#include <webp/encode.h>
#include <zip.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>
#include <memory>

namespace pathshala::file_text {

namespace {

namespace fs = std::filesystem;

std::string read_bytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw FileUnreadable("the file is missing from the server's files");
  return {std::istreambuf_iterator<char>(in), {}};
}

void write_bytes(const fs::path& path, const std::uint8_t* data, std::size_t size) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  if (!out.flush()) throw std::runtime_error("cannot write " + path.string());
}

bool starts_with(const std::string& bytes, std::string_view magic) {
  return bytes.size() >= magic.size() && std::equal(magic.begin(), magic.end(), bytes.begin());
}

// An RGB picture, rows without padding.
struct Rgb {
  int width = 0, height = 0;
  std::vector<std::uint8_t> pixels;
};

Rgb to_rgb(const poppler::image& image) {
  Rgb out{image.width(), image.height(), {}};
  out.pixels.resize(static_cast<std::size_t>(out.width) * out.height * 3);
  const auto* data = reinterpret_cast<const std::uint8_t*>(image.const_data());
  for (int y = 0; y < out.height; ++y) {
    const auto* row = data + static_cast<std::size_t>(y) * image.bytes_per_row();
    auto* dst = out.pixels.data() + static_cast<std::size_t>(y) * out.width * 3;
    if (image.format() == poppler::image::format_rgb24) {
      std::memcpy(dst, row, static_cast<std::size_t>(out.width) * 3);
    } else {  // format_argb32: B, G, R, A in memory (little endian)
      for (int x = 0; x < out.width; ++x) {
        dst[x * 3] = row[x * 4 + 2];
        dst[x * 3 + 1] = row[x * 4 + 1];
        dst[x * 3 + 2] = row[x * 4];
      }
    }
  }
  return out;
}

void write_webp(const fs::path& path, const Rgb& picture, float quality) {
  std::uint8_t* encoded = nullptr;
  const auto size =
      WebPEncodeRGB(picture.pixels.data(), picture.width, picture.height, picture.width * 3, quality, &encoded);
  if (size == 0) throw std::runtime_error("cannot encode a page image");
  std::unique_ptr<std::uint8_t, void (*)(void*)> owned(encoded, WebPFree);
  write_bytes(path, encoded, size);
}

// The first page fitted into the thumbnail's box, centred on white.
Rgb thumbnail_of(const Rgb& page) {
  Rgb out{kThumbnailWidth, kThumbnailHeight, {}};
  out.pixels.assign(static_cast<std::size_t>(out.width) * out.height * 3, 255);
  const double scale =
      std::min(static_cast<double>(out.width) / page.width, static_cast<double>(out.height) / page.height);
  const int w = std::max(1, static_cast<int>(page.width * scale)),
            h = std::max(1, static_cast<int>(page.height * scale));
  const int left = (out.width - w) / 2, top = (out.height - h) / 2;
  // Box filter: each thumbnail pixel averages the page pixels it covers (a plain pick of one
  // pixel would drop the thin strokes of text).
  for (int y = 0; y < h; ++y) {
    const int y0 = static_cast<int>(y / scale),
              y1 = std::max(y0 + 1, std::min(page.height, static_cast<int>((y + 1) / scale)));
    for (int x = 0; x < w; ++x) {
      const int x0 = static_cast<int>(x / scale),
                x1 = std::max(x0 + 1, std::min(page.width, static_cast<int>((x + 1) / scale)));
      unsigned sum[3] = {0, 0, 0};
      for (int sy = y0; sy < y1; ++sy)
        for (int sx = x0; sx < x1; ++sx)
          for (int c = 0; c < 3; ++c) sum[c] += page.pixels[(static_cast<std::size_t>(sy) * page.width + sx) * 3 + c];
      const unsigned n = static_cast<unsigned>((y1 - y0) * (x1 - x0));
      for (int c = 0; c < 3; ++c)
        out.pixels[(static_cast<std::size_t>(top + y) * out.width + left + x) * 3 + c] =
            static_cast<std::uint8_t>(sum[c] / n);
    }
  }
  return out;
}

constexpr double kMaxImageSide = 2000;        // pixels
constexpr double kMaxOcrPixels = 40'000'000;  // 40 MP: A4 at 300 DPI is 8.7 MP

// Whether poppler drew the page: it answers a 1 × 1 picture when it could not allocate one.
bool drawn(const poppler::image& image, double expected_width) {
  return image.is_valid() && image.width() >= std::max(2.0, expected_width * 0.5);
}

std::size_t visible_characters(const std::string& text) {
  return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
    const auto u = static_cast<unsigned char>(c);
    return u > 0x20 && u != 0x7f;
  }));
}

std::string utf8(const poppler::ustring& text) {
  const auto bytes = text.to_utf8();
  return {bytes.begin(), bytes.end()};
}

// Tesseract, started on the first page that needs it (loading a language takes a moment)
// and reused for the rest of the file. English first: AKTU papers are English, and with
// Hindi loaded too Tesseract reads some Latin letters as Devanagari ("c." as "८."). A page
// English reads poorly (mean confidence under kRetryBelow: a Hindi page, most likely) is
// read again with Hindi and English, and the more confident reading is kept.
class Ocr {
 public:
  std::string read(const poppler::image& gray, int dpi) {
    auto english = read_with(english_, "eng", gray, dpi);
    if (english.confidence >= kRetryBelow) return std::move(english.text);
    auto hindi = read_with(hindi_, "hin+eng", gray, dpi);
    return std::move(hindi.confidence > english.confidence ? hindi.text : english.text);
  }

 private:
  static constexpr int kRetryBelow = 70;

  struct Engine {
    tesseract::TessBaseAPI api;
    bool started = false;
    ~Engine() {
      if (started) api.End();
    }
  };
  struct Reading {
    std::string text;
    int confidence = 0;  // 0..100
  };

  static Reading read_with(Engine& engine, const char* languages, const poppler::image& gray, int dpi) {
    if (!engine.started) {
      // A missing language pack is an installation fault, reported as such.
      if (engine.api.Init(nullptr, languages) != 0)
        throw std::runtime_error(std::string("Tesseract's language data (") + languages + ") is missing");
      engine.api.SetPageSegMode(tesseract::PSM_AUTO);
      engine.started = true;
    }
    engine.api.SetImage(reinterpret_cast<const unsigned char*>(gray.const_data()), gray.width(), gray.height(), 1,
                        gray.bytes_per_row());
    engine.api.SetSourceResolution(dpi);
    std::unique_ptr<char[]> text(engine.api.GetUTF8Text());
    return {text ? std::string(text.get()) : std::string(), engine.api.MeanTextConf()};
  }

  Engine english_, hindi_;
};

class Reader {
 public:
  Reader(const fs::path& out_dir, const ReadLimits& limits) : out_dir_(out_dir), limits_(limits) {}

  void read_pdf(const std::string& bytes, const std::string& source) {
    if (unpacked_content_bytes(bytes, limits_.max_unpacked_content_bytes) > limits_.max_unpacked_content_bytes)
      throw FileUnreadable((source.empty() ? "the PDF" : source) + "'s content unpacks to more than " +
                           std::to_string(limits_.max_unpacked_content_bytes >> 20) +
                           " MB, far more than its pages can show");
    std::unique_ptr<poppler::document> doc(
        poppler::document::load_from_raw_data(bytes.data(), static_cast<int>(bytes.size())));
    if (!doc) throw FileUnreadable(source.empty() ? "not a readable PDF" : source + " is not a readable PDF");
    if (doc->is_locked())
      throw FileUnreadable(source.empty() ? "the PDF is protected by a password"
                                          : source + " is protected by a password");
    const int pages = doc->pages();
    result_.pages_total += static_cast<std::size_t>(std::max(0, pages));
    for (int i = 0; i < pages && result_.pages.size() < limits_.max_pages; ++i) {
      std::unique_ptr<poppler::page> page(doc->create_page(i));
      if (!page) continue;
      read_page(*page, source);
    }
  }

  void read_zip(const fs::path& path) {
    int error = 0;
    std::unique_ptr<zip_t, int (*)(zip_t*)> archive(zip_open(path.c_str(), ZIP_RDONLY, &error), zip_close);
    if (!archive) throw FileUnreadable("not a readable ZIP file");
    const auto entries = zip_get_num_entries(archive.get(), 0);
    // The ZIP's PDFs in name order ("experiments-1-5.pdf" before "experiments-6-10.pdf" as
    // the student would list them is not promised; name order at least is stable).
    std::vector<std::pair<std::string, zip_uint64_t>> pdfs;
    for (zip_int64_t i = 0; i < entries; ++i) {
      zip_stat_t st;
      if (zip_stat_index(archive.get(), static_cast<zip_uint64_t>(i), 0, &st) != 0 || !(st.valid & ZIP_STAT_NAME))
        continue;
      std::string name = st.name;
      std::string lower = name;
      std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
      if (lower.size() < 4 || lower.substr(lower.size() - 4) != ".pdf" || lower.find("__macosx/") != std::string::npos)
        continue;
      pdfs.emplace_back(name, static_cast<zip_uint64_t>(i));
    }
    std::sort(pdfs.begin(), pdfs.end());
    if (pdfs.empty()) throw FileUnreadable("the ZIP holds no PDF");
    for (const auto& [name, index] : pdfs) {
      if (result_.pages.size() >= limits_.max_pages) break;
      read_pdf(read_entry(archive.get(), index, name), name);
    }
  }

  ReadResult finish() {
    if (result_.pages.empty()) throw FileUnreadable("the file has no pages");
    return std::move(result_);
  }

 private:
  // An entry's bytes, at most max_zip_entry_bytes whatever its header claims (a ZIP bomb
  // stops there).
  std::string read_entry(zip_t* archive, zip_uint64_t index, const std::string& name) {
    std::unique_ptr<zip_file_t, int (*)(zip_file_t*)> file(zip_fopen_index(archive, index, 0), zip_fclose);
    if (!file) throw FileUnreadable(name + " cannot be read from the ZIP");
    std::string bytes;
    char buffer[64 * 1024];
    zip_int64_t n = 0;
    while ((n = zip_fread(file.get(), buffer, sizeof buffer)) > 0) {
      bytes.append(buffer, static_cast<std::size_t>(n));
      if (bytes.size() > limits_.max_zip_entry_bytes)
        throw FileUnreadable(name + " is larger than " + std::to_string(limits_.max_zip_entry_bytes >> 20) +
                             " MB unpacked");
    }
    if (n < 0) throw FileUnreadable(name + " is damaged inside the ZIP");
    return bytes;
  }

  void read_page(const poppler::page& page, const std::string& source) {
    ReadPage out;
    out.number = static_cast<int>(result_.pages.size()) + 1;
    out.source = source;
    out.text = utf8(page.text());
    // A poster-sized page (or a hostile MediaBox) is drawn smaller rather than at a size
    // poppler cannot allocate: the page image at most kMaxImageSide pixels along its longer
    // side, the OCR picture at most kMaxOcrPixels.
    const auto box = page.page_rect();
    const double width_in = std::max(box.width(), 1.0) / 72, height_in = std::max(box.height(), 1.0) / 72;
    const double page_dpi = std::min<double>(limits_.page_dpi, kMaxImageSide / std::max(width_in, height_in));
    const double ocr_dpi = std::min<double>(limits_.ocr_dpi, std::sqrt(kMaxOcrPixels / (width_in * height_in)));
    if (visible_characters(out.text) < kTextLayerMinLetters) {
      poppler::page_renderer gray_renderer;
      gray_renderer.set_render_hint(poppler::page_renderer::antialiasing, true);
      gray_renderer.set_render_hint(poppler::page_renderer::text_antialiasing, true);
      gray_renderer.set_image_format(poppler::image::format_gray8);
      const auto gray = gray_renderer.render_page(&page, ocr_dpi, ocr_dpi);
      if (drawn(gray, width_in * ocr_dpi)) {
        out.text = ocr_.read(gray, static_cast<int>(ocr_dpi));
        out.ocr = true;
      }
    }
    poppler::page_renderer renderer;
    renderer.set_render_hint(poppler::page_renderer::antialiasing, true);
    renderer.set_render_hint(poppler::page_renderer::text_antialiasing, true);
    renderer.set_image_format(poppler::image::format_rgb24);
    const auto image = renderer.render_page(&page, page_dpi, page_dpi);
    if (!drawn(image, width_in * page_dpi))
      throw FileUnreadable("page " + std::to_string(out.number) + " cannot be drawn");
    const auto picture = to_rgb(image);
    out.width = picture.width;
    out.height = picture.height;
    write_webp(out_dir_ / ("page-" + std::to_string(out.number) + ".webp"), picture, 70);
    if (out.number == 1) write_webp(out_dir_ / "thumb.webp", thumbnail_of(picture), 75);
    result_.pages.push_back(std::move(out));
  }

  fs::path out_dir_;
  ReadLimits limits_;
  ReadResult result_;
  Ocr ocr_;
};

void ignore_poppler_messages(const std::string&, void*) {}

}  // namespace

ReadResult read_file(const fs::path& input, const fs::path& out_dir, const ReadLimits& limits) {
  // poppler writes every complaint about a damaged file to stderr; the outcome says enough.
  poppler::set_debug_error_function(ignore_poppler_messages, nullptr);
  Reader reader(out_dir, limits);
  const auto bytes = read_bytes(input);
  if (starts_with(bytes, "PK\x03\x04"))
    reader.read_zip(input);
  else if (bytes.find("%PDF-") < 1024)  // the header may follow a little junk, as readers allow
    reader.read_pdf(bytes, "");
  else
    throw FileUnreadable("not a PDF or a ZIP file");
  return reader.finish();
}

}  // namespace pathshala::file_text
