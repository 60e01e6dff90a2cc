#include "imports/samples.hpp"

#include "catalog/catalog_service.hpp"
#include "core/file_writers.hpp"

namespace pathshala::imports {

core::Result<jobs::JobsService::ImportOutcome> seed_sample_jobs(jobs::JobsService& jobs, std::int64_t now_ms) {
  jobs::Job first;
  first.id = "sample-job-1";
  first.role = "Software Engineer Trainee";
  first.company = "Pathshala Sample Technologies";
  first.skills = "C++, Data Structures, SQL";
  first.field = "Software";
  first.batch = "2021-25";
  first.qualification = "B.Tech (CSE/IT/ECE)";
  first.eligibility = "60% or 6.5 CGPA throughout, no active backlog";
  first.salary = "4-6 LPA";
  first.experience = "Fresher";
  first.location = "Noida";
  first.apply_url = "https://example.com/careers/software-engineer-trainee";
  first.top_company = true;

  jobs::Job second;
  second.id = "sample-job-2";
  second.role = "Data Analyst Intern";
  second.company = "Pathshala Sample Analytics";
  second.skills = "Python, Excel, Power BI";
  second.field = "Data Science";
  second.batch = "2021-25";
  second.qualification = "B.Tech (any branch)";
  second.eligibility = "Final-year students";
  second.salary = "2-3 LPA";
  second.experience = "0-1 years";
  second.location = "Lucknow (hybrid)";
  second.apply_url = "https://example.com/careers/data-analyst-intern";
  return jobs.import_all({first, second}, now_ms);
}

namespace {

struct SampleFile {
  std::string name;  // under files/samples/
  std::string bytes;
};

// Writes the sample's file unless it is there already; answers its public URL.
std::string place(const std::filesystem::path& files_dir, const SampleFile& file) {
  const auto path = files_dir / "samples" / file.name;
  if (!std::filesystem::exists(path)) core::write_file_atomically(path, file.bytes);
  return "/files/samples/" + file.name;
}

catalog::PreviousYearPaper paper(const std::filesystem::path& files_dir, std::string id, std::string subject,
                                 std::string session, std::int64_t index) {
  const std::string title = subject + " (" + session + ")";
  catalog::PreviousYearPaper p;
  p.id = std::move(id);
  p.year = "firstYear";
  p.title = title;
  p.subject = subject;
  p.index = index;
  p.download_url =
      place(files_dir, {p.id + ".pdf", core::make_pdf(title, {"AKTU end-semester examination, " + session,
                                                              "Sample paper added by the seeding page."})});
  return p;
}

catalog::Course notes_card(const std::filesystem::path& files_dir, std::string id, std::string subject,
                           std::int64_t price) {
  catalog::Course c;
  c.id = std::move(id);
  c.kind = "bl-notes";
  c.year = "firstYear";
  c.title = subject + " Notes";
  c.card_title = subject;
  c.subject = subject;
  c.description = "Unit-wise Brevi Learning notes for " + subject + ", with solved previous-year questions.";
  c.price = price;
  c.original_price = price * 2;
  c.image_url = place(files_dir, {c.id + ".svg", core::make_svg(c.title, "Brevi Learning · First year")});
  c.download_url = place(files_dir, {c.id + ".pdf", core::make_pdf(c.title, {"Brevi Learning notes: " + subject})});
  return c;
}

}  // namespace

core::Result<catalog::BatchOutcome> seed_first_year_samples(catalog::CatalogService& catalog,
                                                            const std::filesystem::path& files_dir) {
  catalog::Batch batch;
  batch.papers = {
      paper(files_dir, "sample-pyq-fy-1", "Engineering Mathematics-I", "2023-24", 1),
      paper(files_dir, "sample-pyq-fy-2", "Engineering Physics", "2023-24", 2),
      paper(files_dir, "sample-pyq-fy-3", "Programming for Problem Solving", "2022-23", 3),
  };
  batch.courses = {
      notes_card(files_dir, "sample-bl-fy-1", "Engineering Chemistry", 49),
      notes_card(files_dir, "sample-bl-fy-2", "Basic Electrical Engineering", 59),
  };
  return catalog.import_batch(std::move(batch));
}

}  // namespace pathshala::imports
