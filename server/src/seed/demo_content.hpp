#pragma once
// The demo content as plain rows plus the files they link to. Built in memory by
// build_demo_content(); demo_seed.cpp writes it to the store and the data directory.
#include <optional>
#include <string>
#include <vector>

#include "jobs/types.hpp"

namespace pathshala::seed {

struct MaterialRow {
  std::string collection, year, title, description, image_label;
  std::optional<std::string> subject;
  std::string download_url, file_type;
};
struct PaperRow {
  std::string year, title, download_url;
  std::optional<std::string> subject;
  int index;
};
struct CourseRow {
  std::string kind;                 // premium | bl-notes
  std::optional<std::string> year;  // bl-notes only
  std::string title, card_title, subject;
  std::optional<std::string> description;
  std::string image_url;
  int price;
  std::optional<int> original_price;
  int discount_percentage;
  std::string download_url;
};
struct ProjectRow {
  std::string card_title, site_name, subtitle, level, image;
  std::vector<std::string> screenshots;   // up to 5
  std::vector<std::string> technologies;  // up to 5
  std::string description, site_url, buy_url;
  int price, original_price;
};
struct DemoFile {
  std::string path;  // relative to <data>/files, e.g. "notes/first-year/bas101.pdf"
  std::string bytes;
};

struct DemoContent {
  std::vector<MaterialRow> materials;
  std::vector<PaperRow> papers;
  std::vector<CourseRow> courses;
  std::vector<ProjectRow> projects;
  std::vector<jobs::Job> jobs;  // newest first
  std::vector<DemoFile> files;
};

DemoContent build_demo_content();
std::vector<jobs::Job> demo_jobs();

}  // namespace pathshala::seed
