// Issue 49: the site's own documents (syllabus, legal pages, the service tiles' downloads) ship
// with the web build and are put in place at start, so a fresh install links no missing file;
// an operator's own copy is never overwritten, and a newer build replaces what an earlier one
// installed.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "../support/temp_dir.hpp"
#include "catalog/install_site_files.hpp"
#include "catalog/previews.hpp"
#include "test_paths.hpp"  // PATHSHALA_SOURCE_DIR

using namespace pathshala;
namespace fs = std::filesystem;

namespace {

void write_bytes(const fs::path& file, const std::string& bytes) {
  fs::create_directories(file.parent_path());
  std::ofstream(file, std::ios::binary | std::ios::trunc) << bytes;
}

std::string read_bytes(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

struct Site {
  test_support::TempDir dir;
  fs::path web() const { return dir.path() / "web"; }
  fs::path files() const { return dir.path() / "data" / "files"; }
  fs::path data() const { return dir.path() / "data"; }
  void ship(const std::string& url, const std::string& bytes) const {
    write_bytes(web() / "site-files" / url.substr(1), bytes);
  }
  catalog::SiteFilesInstalled start(const std::vector<catalog::SiteFile>& listed) const {
    return catalog::install_site_files(listed, web(), files(), data());
  }
};

const std::vector<catalog::SiteFile> kListed = {{"legal-terms", "Terms of Use", "/files/legal/terms.pdf"},
                                                {"pyq-bundle", "Papers", "/downloads/pyq-bundle.zip"}};

}  // namespace

TEST(InstallSiteFiles, AFreshInstallGetsEveryShippedDocumentWhereTheServerServesIt) {
  Site site;
  site.ship("/files/legal/terms.pdf", "terms v1");
  site.ship("/downloads/pyq-bundle.zip", "bundle v1");
  const auto first = site.start(kListed);
  EXPECT_EQ(first.installed, 2);
  EXPECT_EQ(read_bytes(site.files() / "legal" / "terms.pdf"), "terms v1");
  EXPECT_EQ(read_bytes(site.files() / "downloads" / "pyq-bundle.zip"), "bundle v1");
  // Started again with the same build: nothing to do.
  const auto again = site.start(kListed);
  EXPECT_EQ(again.installed, 0);
  EXPECT_EQ(again.kept, 2);
}

TEST(InstallSiteFiles, ANewerBuildReplacesWhatAnEarlierOneInstalledButNeverAnOperatorsOwnCopy) {
  Site site;
  site.ship("/files/legal/terms.pdf", "terms v1");
  site.ship("/downloads/pyq-bundle.zip", "bundle v1");
  site.start(kListed);
  write_bytes(site.files() / "downloads" / "pyq-bundle.zip", "the business's own bundle");
  site.ship("/files/legal/terms.pdf", "terms v2");
  site.ship("/downloads/pyq-bundle.zip", "bundle v2");
  const auto upgrade = site.start(kListed);
  EXPECT_EQ(upgrade.installed, 1);
  EXPECT_EQ(read_bytes(site.files() / "legal" / "terms.pdf"), "terms v2");
  EXPECT_EQ(read_bytes(site.files() / "downloads" / "pyq-bundle.zip"), "the business's own bundle");
}

TEST(InstallSiteFiles, ACopyAlreadyInPlaceWithTheShippedBytesIsUpgradedLikeAnInstalledOne) {
  Site site;  // e.g. put there by hand, or by an older seed, before installs were recorded
  site.ship("/files/legal/terms.pdf", "terms v1");
  write_bytes(site.files() / "legal" / "terms.pdf", "terms v1");
  EXPECT_EQ(site.start(kListed).kept, 1);
  site.ship("/files/legal/terms.pdf", "terms v2");
  EXPECT_EQ(site.start(kListed).installed, 1);
  EXPECT_EQ(read_bytes(site.files() / "legal" / "terms.pdf"), "terms v2");
}

TEST(InstallSiteFiles, ADocumentTheBuildDoesNotShipIsCountedAndNothingIsWritten) {
  Site site;
  const auto result = site.start(kListed);
  EXPECT_EQ(result.missing, 2);
  EXPECT_EQ(result.installed, 0);
  EXPECT_FALSE(fs::exists(site.files() / "legal" / "terms.pdf"));
  EXPECT_TRUE(site.start({}).installed == 0);
}

// What the repository ships (web/site-files, copied by the web build): one file for each
// document web/src/lib/site-files.ts lists, each a PDF or a ZIP the readers take.
TEST(InstallSiteFiles, TheRepositoryShipsAReadableFileForEachSiteDocument) {
  const fs::path shipped = fs::path(PATHSHALA_SOURCE_DIR) / ".." / "web" / "site-files";
  int count = 0;
  for (const auto& entry : fs::recursive_directory_iterator(shipped)) {
    if (!entry.is_regular_file()) continue;
    ++count;
    const auto url = "/" + entry.path().lexically_relative(shipped).generic_string();
    EXPECT_TRUE(catalog::has_preview(url)) << url;
    const auto bytes = read_bytes(entry.path());
    const std::string magic = url.ends_with(".pdf") ? "%PDF-1." : "PK\x03\x04";
    EXPECT_EQ(bytes.rfind(magic, 0), 0u) << url;
  }
  EXPECT_GE(count, 11);  // four syllabi, five legal pages, two downloads
}
