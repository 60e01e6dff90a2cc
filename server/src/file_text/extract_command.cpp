#include "file_text/extract_command.hpp"

#include <boost/json.hpp>

#include <fstream>
#include <iostream>
#include <new>

#include "file_text/page_reader.hpp"

namespace pathshala::file_text {

namespace {

void write_text(const std::filesystem::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
}

boost::json::object result_json(const ReadResult& result) {
  boost::json::array pages;
  for (const auto& p : result.pages)
    pages.push_back({{"number", p.number},
                     {"text", p.text},
                     {"ocr", p.ocr},
                     {"width", p.width},
                     {"height", p.height},
                     {"source", p.source}});
  return {{"pagesTotal", result.pages_total}, {"pages", std::move(pages)}};
}

}  // namespace

int run_extract_command(const std::vector<std::string>& args) {
  if (args.size() != 2) {
    std::cerr << "usage: pathshala extract-file <pdf-or-zip> <out-dir>\n";
    return 64;
  }
  const std::filesystem::path input = args[0], out_dir = args[1];
  try {
    const auto result = read_file(input, out_dir);
    // Written last, under a temporary name: pages.json exists only when everything did.
    write_text(out_dir / "pages.json.part", boost::json::serialize(result_json(result)));
    std::filesystem::rename(out_dir / "pages.json.part", out_dir / "pages.json");
    return kExitRead;
  } catch (const FileUnreadable& e) {
    write_text(out_dir / "error.txt", e.what());
    return kExitUnreadable;
  } catch (const std::bad_alloc&) {
    return kExitNoMemory;
  } catch (const std::exception& e) {
    write_text(out_dir / "error.txt", e.what());
    return kExitFault;
  }
}

}  // namespace pathshala::file_text
