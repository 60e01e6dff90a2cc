// Previous-year papers with real text for `make bench`'s "inside the papers" case
// (bench/inside-papers): N text PDFs of P pages each under <data>/files/bench-papers/, each
// linked by a previous-year paper record (so the server's sweep reads them at start), and
// optionally one scanned PDF (page images only) of K pages for the OCR rate. The question
// lines are drawn from a fixed vocabulary: deterministic, the same arguments give the same
// files.
//
//   generate_papers --data DIR [--papers N] [--pages P] [--scanned FILE --scanned-pages K]
//                   [--upload FILE]   (a two-page PDF whose second page holds a phrase no
//                                      other file does, for the upload-to-search time)
#include <array>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <string>

#include "catalog/aktu_subjects.hpp"
#include "catalog/catalog_service.hpp"
#include "catalog/sql_repository.hpp"
#include "core/file_writers.hpp"
#include "seed/demo_papers.hpp"
#include "store/store.hpp"

using namespace pathshala;

namespace {

constexpr std::array kVerbs = {"Explain",
                               "Describe",
                               "Define",
                               "Differentiate between",
                               "Write short notes on",
                               "Discuss",
                               "What is",
                               "Illustrate with an example",
                               "Derive",
                               "Compare"};
constexpr std::array kTopics = {
    "stack and queue",         "binary search tree",     "quick sort",           "AVL rotations",
    "hashing with chaining",   "Dijkstra's algorithm",   "cache memory mapping", "pipeline hazards",
    "Booth's multiplication",  "DMA transfer",           "Lagrange's theorem",   "Hasse diagram",
    "Cayley-Hamilton theorem", "Green's theorem",        "normal forms",         "deadlock avoidance",
    "paging and segmentation", "TCP congestion control", "finite automata",      "context free grammar",
    "Huffman coding",          "minimum spanning tree",  "topological sort",     "B-tree insertion"};
constexpr std::array kTails = {"with a suitable example.",      "in detail.",
                               "with a neat diagram.",          "and state its applications.",
                               "and give its time complexity.", "."};

std::vector<std::string> page_lines(std::mt19937& rng, int page, const std::string& code) {
  std::vector<std::string> lines{"Sub Code: " + code + "        Page " + std::to_string(page), "SECTION B"};
  for (int q = 0; q < 25; ++q)  // with the header, 27 lines: one page at this layout
    lines.push_back(std::string(1, static_cast<char>('a' + q % 8)) + ". " + kVerbs[rng() % kVerbs.size()] + " " +
                    kTopics[rng() % kTopics.size()] + " " + kTails[rng() % kTails.size()] + "   7   CO" +
                    std::to_string(1 + rng() % 5));
  return lines;
}

}  // namespace

int main(int argc, char** argv) {
  std::string data, scanned, upload;
  long papers = 34, pages = 300, scanned_pages = 10;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i];
    if (flag == "--data")
      data = argv[i + 1];
    else if (flag == "--papers")
      papers = std::strtol(argv[i + 1], nullptr, 10);
    else if (flag == "--pages")
      pages = std::strtol(argv[i + 1], nullptr, 10);
    else if (flag == "--scanned")
      scanned = argv[i + 1];
    else if (flag == "--upload")
      upload = argv[i + 1];
    else if (flag == "--scanned-pages")
      scanned_pages = std::strtol(argv[i + 1], nullptr, 10);
  }
  if (data.empty() || papers < 0 || pages <= 0) {
    std::cerr << "usage: generate_papers --data DIR [--papers N] [--pages P] [--scanned FILE --scanned-pages K]\n";
    return 2;
  }
  const auto& subjects = catalog::aktu_subjects();
  std::mt19937 rng(27);
  const auto dir = std::filesystem::path(data) / "files" / "bench-papers";
  std::filesystem::create_directories(dir);
  auto store = store::Store::open_sqlite(data);
  store->migrate();
  auto repository = catalog::make_sql_repository(*store);
  catalog::CatalogService service(*repository);
  catalog::Batch batch;
  core::PdfLayout layout;
  layout.title_heading = false;
  layout.font_size = 10;
  layout.leading = 28;  // 27 lines to an A4 page (page_lines)
  for (long i = 0; i < papers; ++i) {
    const auto& s = subjects[rng() % subjects.size()];
    std::vector<std::string> lines;
    for (long p = 1; p <= pages; ++p)
      for (auto& line : page_lines(rng, static_cast<int>(p), s.code)) lines.push_back(std::move(line));
    const auto name = "paper-" + std::to_string(i) + ".pdf";
    std::ofstream(dir / name, std::ios::binary) << core::make_pdf(s.name, lines, layout);
    catalog::PreviousYearPaper paper;
    paper.year = s.year;
    paper.title = s.code + " " + s.name + " (bench " + std::to_string(i) + ", 2023-24)";
    paper.download_url = "/files/bench-papers/" + name;
    paper.subject = s.name;
    paper.index = i;
    batch.papers.push_back(std::move(paper));
  }
  if (auto stored = service.import_batch(std::move(batch)); !stored) {
    std::cerr << "generate_papers: " << stored.error().message << "\n";
    return 1;
  }
  if (!scanned.empty()) {
    std::vector<std::string> lines;
    for (long p = 1; p <= scanned_pages; ++p)
      for (auto& line : page_lines(rng, static_cast<int>(p), "BCS301")) lines.push_back(std::move(line));
    std::ofstream(scanned, std::ios::binary) << seed::scanned_copy(core::make_pdf("Scanned", lines, layout), 200);
  }
  if (!upload.empty()) {
    std::vector<std::string> lines;
    while (core::pdf_page_count(lines.size() + 1, layout) < 2) lines.push_back("Filler line about linked lists.");
    lines.push_back("Zebra crossing problem of the amortised splay forest.");
    std::ofstream(upload, std::ios::binary) << core::make_pdf("Upload", lines, layout);
  }
  std::cout << "generated " << papers << " papers of " << pages << " pages in " << dir.string() << "\n";
  return 0;
}
