// The write paths of the catalog and jobs services: what is stored shows on the public
// documents at once, every validation rule refuses with the field it is about, and nothing
// refused is stored.
#include <gtest/gtest.h>
#include <boost/json.hpp>

#include "../support/catalog_fixture.hpp"
#include "core/url_safety.hpp"

using namespace pathshala;
namespace json = boost::json;

namespace {

json::array items(const core::Result<catalog::DocumentPtr>& doc) {
  return json::parse(test_support::body_of(doc)).at("items").as_array();
}

catalog::Material note() {
  catalog::Material m;
  m.collection = "notes";
  m.year = "thirdYear";
  m.title = "  Compiler Design Notes  ";
  m.description = "Unit-wise notes.";
  m.image_label = "Handwritten Notes";
  m.subject = "Compiler Design";
  m.download_url = "/files/uploads/cd.pdf";
  return m;
}

catalog::Course course() {
  catalog::Course c;
  c.kind = "premium";
  c.title = "DSA Crash Course";
  c.subject = "DSA";
  c.image_url = "/files/images/dsa.svg";
  c.download_url = "https://example.org/dsa";
  c.price = 499;
  c.original_price = 999;
  return c;
}

catalog::Project project() {
  catalog::Project p;
  p.card_title = "Library Manager";
  p.site_name = "LibMan";
  p.level = "beginner";
  p.image = "/files/images/lib.svg";
  p.screenshots = {"/files/images/lib-1.svg", ""};
  p.technologies = {"React", "SQLite"};
  p.site_url = "https://example.org/libman";
  p.buy_url = "https://example.org/libman/buy";
  p.price = 299;
  p.original_price = 599;
  return p;
}

jobs::Job job() {
  jobs::Job j;
  j.role = "Graduate Engineer Trainee";
  j.company = "Acme Circuits";
  j.field = "Electronics";
  j.salary = "3-6 LPA";
  j.experience = "Fresher";
  j.location = "Noida";
  j.apply_url = "https://careers.example.org/get";
  return j;
}

// The error's field, or "" when the write was accepted.
template <class T>
std::string field_of(const core::Result<T>& r) {
  if (r) return "";
  EXPECT_EQ(r.error().kind, core::ErrorKind::invalid);
  EXPECT_EQ(r.error().code, "invalid-field");
  return r.error().field.value_or("?");
}

class CatalogWrites : public ::testing::Test {
 protected:
  test_support::ContentStore content;
  catalog::CatalogService& c = content.catalog;
};

TEST_F(CatalogWrites, AMaterialIsCreatedTrimmedUpdatedAndDeleted) {
  auto created = c.create_material(note());
  ASSERT_TRUE(created) << created.error().message;
  EXPECT_EQ(created->title, "Compiler Design Notes");
  EXPECT_EQ(created->file_type, "PDF");  // the default
  auto list = items(c.materials("notes", "thirdYear"));
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].at("title"), "Compiler Design Notes");
  EXPECT_EQ(list[0].at("subject"), "Compiler Design");

  auto changed = *created;
  changed.title = "Compiler Design — All Units";
  ASSERT_TRUE(c.update_material(created->id, changed));
  EXPECT_EQ(items(c.materials("notes", "thirdYear"))[0].at("title"), "Compiler Design — All Units");

  ASSERT_TRUE(c.delete_material(created->id).ok());
  EXPECT_TRUE(items(c.materials("notes", "thirdYear")).empty());
  EXPECT_EQ(c.delete_material(created->id).error().kind, core::ErrorKind::not_found);
  EXPECT_EQ(c.update_material(created->id, changed).error().kind, core::ErrorKind::not_found);
}

TEST_F(CatalogWrites, MaterialRulesNameTheField) {
  auto with = [](auto change) {
    auto m = note();
    change(m);
    return m;
  };
  EXPECT_EQ(field_of(c.create_material(with([](auto& m) { m.title = "   "; }))), "title");
  EXPECT_EQ(field_of(c.create_material(with([](auto& m) { m.subject.reset(); }))), "subject");
  EXPECT_EQ(field_of(c.create_material(with([](auto& m) { m.download_url = ""; }))), "downloadUrl");
  EXPECT_EQ(field_of(c.create_material(with([](auto& m) { m.download_url = "javascript:alert(1)"; }))), "downloadUrl");
  EXPECT_EQ(field_of(c.create_material(with([](auto& m) { m.download_url = "//evil.example/x.pdf"; }))), "downloadUrl");
  EXPECT_EQ(field_of(c.create_material(with([](auto& m) { m.download_url = "data:text/html,hi"; }))), "downloadUrl");
  EXPECT_EQ(field_of(c.create_material(with([](auto& m) { m.file_type = "EXE"; }))), "fileType");
  EXPECT_EQ(field_of(c.create_material(with([](auto& m) { m.year = "fifthYear"; }))), "year");
  EXPECT_EQ(field_of(c.create_material(with([](auto& m) { m.collection = "jobs"; }))), "collection");
  EXPECT_EQ(field_of(c.create_material(with([](auto& m) { m.title = std::string(201, 'a'); }))), "title");
  EXPECT_EQ(field_of(c.create_material(with([](auto& m) { m.title = "a\x01b"; }))), "title");
  // Important Topics and Quantum show no subject, so they need none.
  EXPECT_EQ(field_of(c.create_material(with([](auto& m) {
              m.collection = "quantum";
              m.subject.reset();
            }))),
            "");
  EXPECT_TRUE(items(c.materials("notes", "thirdYear")).empty());  // nothing refused was stored
}

TEST_F(CatalogWrites, PreviousYearPapersKeepTheirIndexOrder) {
  catalog::PreviousYearPaper p{"", "firstYear", "Maths (2023-24)", "/files/pyq/m.pdf", std::nullopt, 2};
  ASSERT_TRUE(c.create_paper(p));
  p.title = "Physics (2023-24)";
  p.index = 1;
  ASSERT_TRUE(c.create_paper(p));
  auto list = items(c.materials("previous-year", "firstYear"));
  ASSERT_EQ(list.size(), 2u);
  EXPECT_EQ(list[0].at("title"), "Physics (2023-24)");
  EXPECT_EQ(list[0].at("subject"), "Others");
  p.index = -1;
  EXPECT_EQ(field_of(c.create_paper(p)), "index");
}

TEST_F(CatalogWrites, CoursesAndNotesCardsNeedWholeRupeesAndSaneDiscounts) {
  auto created = c.create_course(course());
  ASSERT_TRUE(created);
  EXPECT_EQ(created->card_title, "DSA Crash Course");  // defaults to the title
  EXPECT_EQ(items(c.courses()).size(), 1u);
  auto with = [](auto change) {
    auto v = course();
    change(v);
    return v;
  };
  EXPECT_EQ(field_of(c.create_course(with([](auto& v) { v.price = -1; }))), "price");
  EXPECT_EQ(field_of(c.create_course(with([](auto& v) { v.original_price = 100; }))), "originalPrice");
  EXPECT_EQ(field_of(c.create_course(with([](auto& v) { v.image_url = ""; }))), "imageUrl");
  EXPECT_EQ(field_of(c.create_course(with([](auto& v) { v.subject = ""; }))), "subject");
  EXPECT_EQ(field_of(c.create_course(with([](auto& v) { v.discount_percentage = 101; }))), "discountPercentage");
  EXPECT_EQ(field_of(c.create_course(with([](auto& v) { v.kind = "bl-notes"; }))),
            "year");  // a notes card needs its year
  EXPECT_EQ(field_of(c.create_course(with([](auto& v) { v.year = "firstYear"; }))),
            "year");  // a premium course has none
  auto notes = c.create_course(with([](auto& v) {
    v.kind = "bl-notes";
    v.year = "secondYear";
  }));
  ASSERT_TRUE(notes);
  EXPECT_EQ(items(c.materials("bl-notes", "secondYear")).size(), 1u);
  // A card cannot turn into a premium course: purchases point at it by id.
  auto moved = *notes;
  moved.kind = "premium";
  moved.year.reset();
  EXPECT_EQ(field_of(c.update_course(notes->id, moved)), "kind");
  EXPECT_EQ(items(c.courses()).size(), 1u);
}

TEST_F(CatalogWrites, ProjectsCheckLevelLinksAndSlots) {
  auto created = c.create_project(project());
  ASSERT_TRUE(created);
  auto one = json::parse(test_support::body_of(c.project(created->id))).as_object();
  EXPECT_EQ(one.at("ss1_url"), "/files/images/lib-1.svg");
  EXPECT_FALSE(one.contains("ss2_url"));  // the empty slot is dropped
  EXPECT_EQ(one.at("tech2"), "SQLite");
  auto with = [](auto change) {
    auto v = project();
    change(v);
    return v;
  };
  EXPECT_EQ(field_of(c.create_project(with([](auto& v) { v.level = "expert"; }))), "level");
  EXPECT_EQ(field_of(c.create_project(with([](auto& v) { v.site_name = ""; }))), "site_name");
  EXPECT_EQ(field_of(c.create_project(with([](auto& v) { v.buy_url = "javascript:void(0)"; }))), "buy_url");
  EXPECT_EQ(field_of(c.create_project(with([](auto& v) { v.screenshots = {"/a", "vbscript:x"}; }))), "ss2_url");
  EXPECT_EQ(field_of(c.create_project(with([](auto& v) { v.technologies = {"a", "b", "c", "d", "e", "f"}; }))),
            "tech5");
  EXPECT_EQ(items(c.projects()).size(), 1u);
}

TEST_F(CatalogWrites, JobsAreSearchableAtOnceAndKeepTheirPostedTimeOnEdit) {
  auto& jobs = content.jobs;
  auto created = jobs.create(job(), 5000);
  ASSERT_TRUE(created) << created.error().message;
  jobs::JobSearch search;
  search.q = "acme";
  auto found = json::parse(jobs.search(search)->body).as_object();
  ASSERT_EQ(found.at("total").as_int64(), 1);
  EXPECT_EQ(found.at("items").at(0).at("postedAt").as_int64(), 5000);

  auto changed = *created;
  changed.company = "Zenith Circuits";
  changed.experience = "3-5 years";
  ASSERT_TRUE(jobs.update(created->id, changed));
  EXPECT_EQ(json::parse(jobs.search(search)->body).at("total").as_int64(), 0);
  search.q = "zenith";
  search.experience = jobs::ExperienceFilter::three_plus;  // experience re-parsed on update
  auto after = json::parse(jobs.search(search)->body).as_object();
  ASSERT_EQ(after.at("total").as_int64(), 1);
  EXPECT_EQ(after.at("items").at(0).at("postedAt").as_int64(), 5000);

  auto with = [](auto change) {
    auto v = job();
    change(v);
    return v;
  };
  EXPECT_EQ(field_of(jobs.create(with([](auto& v) { v.role = ""; }), 1)), "role");
  EXPECT_EQ(field_of(jobs.create(with([](auto& v) { v.company = " "; }), 1)), "company");
  EXPECT_EQ(field_of(jobs.create(with([](auto& v) { v.apply_url = "javascript:alert(1)"; }), 1)), "applyUrl");
  ASSERT_TRUE(jobs.remove(created->id).ok());
  EXPECT_EQ(jobs.remove(created->id).error().kind, core::ErrorKind::not_found);
}

TEST(UrlSafety, OnlyHttpAndSiteRelativeLinks) {
  for (const char* ok : {"/files/a.pdf", "/", "https://example.org/x?y=1", "http://localhost:8080/a"})
    EXPECT_TRUE(core::is_safe_link(ok)) << ok;
  for (const char* bad : {"", "javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,x", "//evil.example",
                          "/\\evil", "ftp://example.org/x", "https://", "file:///etc/passwd", "/a b", "mailto:x@y.z"})
    EXPECT_FALSE(core::is_safe_link(bad)) << bad;
}

}  // namespace
