#include <array>
#include <string>

#include "seed/demo_content.hpp"

namespace pathshala::seed {

// 42 jobs: 14 roles across the fields students ask about, each at three fictional companies
// with different salary and experience wording, the way real posts differ.
std::vector<jobs::Job> demo_jobs() {
  struct Role {
    const char* role;
    const char* field;
    const char* skills;
    const char* qualification;
  };
  constexpr std::array<Role, 14> roles = {{
      {"Software Engineer Trainee", "Software", "Java, DSA, SQL", "B.Tech CSE/IT"},
      {"Frontend Developer", "Software", "React, TypeScript, CSS", "B.Tech any branch"},
      {"Backend Developer", "Software", "Node.js, PostgreSQL, REST", "B.Tech CSE/IT"},
      {"Data Analyst", "Data", "SQL, Excel, Power BI", "B.Tech any branch"},
      {"Machine Learning Engineer", "Data", "Python, scikit-learn, PyTorch", "B.Tech CSE/IT/ECE"},
      {"Embedded Systems Engineer", "Electronics", "C, microcontrollers, RTOS", "B.Tech ECE/EEE"},
      {"VLSI Design Engineer", "Electronics", "Verilog, SystemVerilog, timing analysis", "B.Tech ECE"},
      {"Graduate Engineer Trainee - Mechanical", "Mechanical", "AutoCAD, SolidWorks, GD&T", "B.Tech ME"},
      {"Production Engineer", "Mechanical", "Lean manufacturing, CNC, quality tools", "B.Tech ME/PE"},
      {"Site Engineer", "Civil", "AutoCAD, estimation, site supervision", "B.Tech CE"},
      {"Structural Design Engineer", "Civil", "STAAD.Pro, ETABS, IS codes", "B.Tech/M.Tech CE"},
      {"Electrical Maintenance Engineer", "Core", "PLC, switchgear, motors", "B.Tech EE/EEE"},
      {"Network Engineer", "Core", "CCNA, routing, switching", "B.Tech CSE/ECE"},
      {"QA Automation Engineer", "Software", "Selenium, Java, API testing", "B.Tech any branch"},
  }};
  struct Company {
    const char* name;
    const char* location;
    bool top;
  };
  constexpr std::array<std::array<Company, 3>, 2> companies = {{
      {{{"Nimbus Softech", "Noida", true},
        {"Ganga Infra Systems", "Lucknow", false},
        {"Pragati Labs", "Bengaluru", false}}},
      {{{"Sahyadri Technologies", "Pune", true},
        {"Yamuna Electronics", "Greater Noida", false},
        {"Vindhya Works", "Kanpur", false}}},
  }};
  constexpr std::array<const char*, 3> salaries[] = {
      {"3-6 LPA", "₹25,000/month", "Not disclosed"},
      {"₹4.5 LPA", "6-9 LPA", "₹18k - 22k per month"},
  };
  constexpr std::array<const char*, 3> experiences[] = {
      {"Fresher", "0-1 years", "2+ years"},
      {"1-3 years", "Fresher", "3-5 years"},
  };

  std::vector<jobs::Job> out;
  for (size_t r = 0; r < roles.size(); ++r) {
    for (size_t c = 0; c < 3; ++c) {
      const auto& company = companies[r % 2][c];
      jobs::Job j;
      j.role = roles[r].role;
      j.company = company.name;
      j.skills = roles[r].skills;
      j.field = roles[r].field;
      j.batch = c == 0 ? "2025, 2026" : "2024, 2025";
      j.qualification = roles[r].qualification;
      j.eligibility = c == 1 ? "60% throughout, no active backlogs" : "No active backlogs";
      j.salary = salaries[r % 2][c];
      j.experience = experiences[r % 2][c];
      j.location = company.location;
      j.apply_url = "/files/jobs/apply.pdf";
      j.top_company = company.top;
      out.push_back(std::move(j));
    }
  }
  return out;
}

}  // namespace pathshala::seed
