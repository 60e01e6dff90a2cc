// The job index kept between runs (issue 26, cold start): a restart reads the saved index
// instead of building, applies what changed since, and answers as a fresh build would; a
// file that is damaged, of another format or of another database is not used.
#include <gtest/gtest.h>
#include <boost/json.hpp>

#include <chrono>
#include <fstream>

#include "../support/catalog_fixture.hpp"
#include "jobs/job_index_file.hpp"

using namespace pathshala;

namespace {

std::vector<std::string> roles(jobs::JobsService& service, const std::string& q) {
  jobs::JobSearch s;
  s.q = q;
  s.limit = 50;
  std::vector<std::string> out;
  for (const auto& j : service.list(s).items) out.push_back(j.role);
  return out;
}

// Everything a search shows of the jobs: the texts mapped from the file included.
boost::json::value shown(jobs::JobsService& service, const std::string& q) {
  jobs::JobSearch s;
  s.q = q;
  s.limit = 50;
  return boost::json::value_from(service.list(s).items);
}

jobs::Job job(std::string role) {
  jobs::Job j;
  j.role = std::move(role);
  j.company = "Saved Co";
  j.apply_url = "https://saved.example/apply";
  return j;
}

TEST(JobIndexFile, ARestartReadsTheSavedIndexAndAppliesTheChangesSince) {
  test_support::ContentStore content;
  const auto file = content.dir.path() / "index" / "jobs.idx";
  // Another instance sharing the data directory: one temporary file its build left two hours
  // ago (dead: removed by the next build), one it is writing now (kept).
  std::filesystem::create_directories(file.parent_path());
  const auto abandoned = file.parent_path() / "jobs.idx.tmp-999999-0";
  const auto in_progress = file.parent_path() / "jobs.idx.tmp-999999-1";
  std::ofstream(abandoned) << "left behind";
  std::ofstream(in_progress) << "being written";
  std::filesystem::last_write_time(abandoned, std::filesystem::file_time_type::clock::now() - std::chrono::hours(2));
  std::string kept_id;
  {
    jobs::JobsService first(*content.jobs_repository, file);
    for (int i = 0; i < 30; ++i) ASSERT_TRUE(first.create(job("Archivist " + std::to_string(i)), 1000 + i).ok());
    auto kept = first.create(job("Keeper of Records"), 5000);
    ASSERT_TRUE(kept.ok());
    kept_id = kept->id;
    EXPECT_EQ(roles(first, "archivist").size(), 30u);
  }
  ASSERT_TRUE(std::filesystem::exists(file)) << "the built index was not saved";
  EXPECT_FALSE(std::filesystem::exists(abandoned));
  EXPECT_TRUE(std::filesystem::exists(in_progress));
  std::filesystem::remove(in_progress);
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(file.parent_path()), {}), 1)
      << "the build's own temporary file was left behind";
  // Changed while no server ran: the next start must apply these to what it reads.
  {
    jobs::JobsService offline(*content.jobs_repository);
    ASSERT_TRUE(offline.create(job("Night Archivist"), 6000).ok());
    ASSERT_TRUE(offline.remove(kept_id).ok());
  }
  jobs::JobsService restarted(*content.jobs_repository, file);
  EXPECT_EQ(roles(restarted, "archivist").size(), 31u);
  EXPECT_EQ(roles(restarted, "night").at(0), "Night Archivist");
  EXPECT_TRUE(roles(restarted, "keeper").empty());
  restarted.live_index().wait_idle();
  EXPECT_EQ(restarted.index_builds(), 1) << "the saved index was read, so the one build is that read";
  EXPECT_GE(restarted.index_refreshes(), 1) << "the changes since were applied to it";

  // The same answers as a fresh build over the same jobs.
  jobs::JobsService fresh(*content.jobs_repository);
  for (const char* q : {"", "archivist 1", "night", "saved"}) EXPECT_EQ(shown(restarted, q), shown(fresh, q)) << q;
}

// Issue 26, memory: a build's shown texts go into the index file and are read from it. When
// that file cannot be written, the build keeps them in memory and answers the same.
TEST(JobIndexFile, AnIndexFileThatCannotBeWrittenStillGivesAWorkingIndex) {
  test_support::ContentStore content;
  {
    jobs::JobsService writer(*content.jobs_repository);
    for (int i = 0; i < 5; ++i) ASSERT_TRUE(writer.create(job("Surveyor " + std::to_string(i)), 1000 + i).ok());
  }
  std::ofstream(content.dir.path() / "not-a-directory") << "a file where the index's directory should be";
  const auto file = content.dir.path() / "not-a-directory" / "jobs.idx";
  jobs::JobsService unwritable(*content.jobs_repository, file);
  jobs::JobsService in_memory(*content.jobs_repository);
  EXPECT_EQ(roles(unwritable, "surveyor").size(), 5u);
  EXPECT_EQ(shown(unwritable, ""), shown(in_memory, ""));
  EXPECT_FALSE(std::filesystem::exists(file));
}

TEST(JobIndexFile, ADamagedOrForeignFileIsNotUsed) {
  test_support::ContentStore content;
  const auto file = content.dir.path() / "jobs.idx";
  {
    jobs::JobsService first(*content.jobs_repository, file);
    ASSERT_TRUE(first.create(job("Cartographer"), 1000).ok());
    EXPECT_EQ(roles(first, "carto").size(), 1u);
  }
  ASSERT_TRUE(jobs::load_job_index(file).has_value());

  // Cut short: not read.
  const auto size = std::filesystem::file_size(file);
  std::filesystem::copy_file(file, content.dir.path() / "short.idx");
  std::filesystem::resize_file(content.dir.path() / "short.idx", size / 2);
  EXPECT_FALSE(jobs::load_job_index(content.dir.path() / "short.idx").has_value());
  // A job list that does not decode (the file ends with the last searched field's job lists; its last byte
  // now says more follows): not read.
  {
    std::filesystem::copy_file(file, content.dir.path() / "postings.idx");
    std::fstream damaged(content.dir.path() / "postings.idx", std::ios::in | std::ios::out | std::ios::binary);
    damaged.seekg(-1, std::ios::end);
    const char last = static_cast<char>(damaged.get());
    damaged.seekp(-1, std::ios::end);
    damaged.put(static_cast<char>(last | 0x80));
  }
  EXPECT_FALSE(jobs::load_job_index(content.dir.path() / "postings.idx").has_value());
  // A shown record whose texts would run past the file (the first record starts after the
  // format's line and the texts' size; its last text's end is its 12th number): not read.
  {
    std::filesystem::copy_file(file, content.dir.path() / "shown.idx");
    std::fstream damaged(content.dir.path() / "shown.idx", std::ios::in | std::ios::out | std::ios::binary);
    damaged.seekp(static_cast<std::streamoff>(std::string_view("pathshala job index 5\n").size() + 8 + 11 * 4));
    damaged.write("\xff\xff\xff\x7f", 4);
  }
  EXPECT_FALSE(jobs::load_job_index(content.dir.path() / "shown.idx").has_value());
  // Another format: not read.
  std::ofstream(content.dir.path() / "other.idx") << "pathshala job index 0\n" << std::string(64, '\0');
  EXPECT_FALSE(jobs::load_job_index(content.dir.path() / "other.idx").has_value());

  // Another database that reached the same version with other jobs: its own jobs are found.
  test_support::ContentStore other;
  {
    jobs::JobsService writer(*other.jobs_repository);
    ASSERT_TRUE(writer.create(job("Lighthouse Keeper"), 1000).ok());
  }
  ASSERT_EQ(other.store->content_version(store::Store::Domain::jobs),
            content.store->content_version(store::Store::Domain::jobs));
  jobs::JobsService elsewhere(*other.jobs_repository, file);
  EXPECT_EQ(roles(elsewhere, ""), std::vector<std::string>{"Lighthouse Keeper"});
}

}  // namespace
