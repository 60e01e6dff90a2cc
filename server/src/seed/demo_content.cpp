#include "seed/demo_content.hpp"

#include <algorithm>
#include <array>
#include <cctype>

#include "catalog/aktu_subjects.hpp"
#include "catalog/options.hpp"
#include "catalog/types.hpp"
#include "core/file_writers.hpp"
#include "core/text.hpp"
#include "seed/demo_papers.hpp"

namespace pathshala::seed {

namespace {

using catalog::Subject;

// catalog::kYears, as the strings the builders below join into titles and paths.
struct Year {
  std::string key;    // firstYear
  std::string label;  // First
  std::string slug;   // first-year
};
const std::vector<Year> kYears = [] {
  std::vector<Year> out;
  for (const auto& y : catalog::kYears) out.push_back({std::string(y.key), std::string(y.label), std::string(y.slug)});
  return out;
}();

// SPEC §5: ordinary material descriptions are chosen from four fixed sentences.
const std::string kNotesSentence(catalog::kDescriptionOptions[0].text);
const std::string kQuantumSentence(catalog::kDescriptionOptions[1].text);
const std::string kImpTopicsSentence(catalog::kDescriptionOptions[2].text);
const std::string kPracticalSentence(catalog::kDescriptionOptions[3].text);

std::string slugify(const std::string& s) {
  std::string out;
  for (unsigned char c : s) {
    if (std::isalnum(c))
      out += static_cast<char>(std::tolower(c));
    else if (!out.empty() && out.back() != '-')
      out += '-';
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out;
}

std::vector<Subject> subjects_of(const std::string& year) {
  std::vector<Subject> out;
  for (const auto& s : catalog::aktu_subjects())
    if (s.year == year) out.push_back(s);
  return out;
}

// What a priced demo file holds: its first lines, then a section per unit, enough for three
// pages, so its preview shows the two free pages and keeps the last for buyers (a sold
// file's last page always is: file_text/page_access.hpp).
std::vector<std::string> sold_lines(std::vector<std::string> lines) {
  for (int unit = 1; unit <= 5; ++unit) {
    lines.push_back("");
    lines.push_back("Unit " + std::to_string(unit) + " - summary and solved questions");
    for (int point = 1; point <= 13; ++point)
      lines.push_back(std::to_string(unit) + "." + std::to_string(point) +
                      " A key idea of this unit, with an example and the question it answers.");
  }
  return lines;
}

std::vector<std::string> unit_lines(const Subject& s, const std::string& kind) {
  return {
      s.code + " " + s.name + " - " + kind,
      "AKTU B.Tech, semester " + std::to_string(s.semester),
      "",
      "Unit 1: Introduction, basic definitions and core concepts",
      "Unit 2: Fundamental theorems and their applications",
      "Unit 3: Methods, analysis and solved numerical problems",
      "Unit 4: Advanced topics with diagrams and derivations",
      "Unit 5: Case studies, short notes and revision points",
      "",
      "Exam tip: write definitions first, then a labelled diagram, then an example.",
      "Pathshala demo content - free to share with classmates.",
  };
}

class Builder {
 public:
  DemoContent content;

  // Adds a PDF under files/<path> and returns its public URL /files/<path>.
  std::string pdf(const std::string& path, const std::string& title, const std::vector<std::string>& lines) {
    content.files.push_back({path, core::make_pdf(title, lines)});
    return "/files/" + path;
  }
  std::string svg(const std::string& path, const std::string& title, const std::string& caption) {
    content.files.push_back({path, core::make_svg(title, caption)});
    return "/files/" + path;
  }
  std::string zip(const std::string& path, std::vector<std::pair<std::string, std::string>> entries) {
    content.files.push_back({path, core::make_zip(entries)});
    return "/files/" + path;
  }

  void year_materials(const Year& y) {
    const auto subjects = subjects_of(y.key);
    const std::string dir = y.slug;
    for (const auto& s : subjects) {
      const std::string code = core::ascii_lower(s.code);
      content.materials.push_back(
          {"notes", y.key, s.name + " Notes (" + s.code + ")", kNotesSentence, "Handwritten Notes", s.name,
           pdf("notes/" + dir + "/" + code + "-notes.pdf", s.name + " - Notes", unit_lines(s, "Handwritten Notes")),
           "PDF"});
    }
    for (size_t i = 0; i < subjects.size() && i < 8; ++i) {
      const auto& s = subjects[i];
      const std::string code = core::ascii_lower(s.code);
      content.materials.push_back({"important-topics", y.key, s.name + " - Important Topics", kImpTopicsSentence,
                                   "Important Topics", std::nullopt,
                                   pdf("important-topics/" + dir + "/" + code + ".pdf", s.name + " - Important Topics",
                                       unit_lines(s, "Important Topics")),
                                   "PDF"});
      content.materials.push_back({"quantum", y.key, s.name + " Quantum (" + s.code + ")", kQuantumSentence, "Quantum",
                                   std::nullopt,
                                   pdf("quantum/" + dir + "/" + code + "-quantum.pdf", s.name + " - Quantum Series",
                                       unit_lines(s, "Quantum Series")),
                                   "PDF"});
    }
    for (size_t i = 0; i < subjects.size() && i < 4; ++i) {
      const auto& s = subjects[i];
      const std::string code = core::ascii_lower(s.code);
      const std::string title = s.name + " Lab - Practical File";
      if (i == 3) {  // one practical file comes as a ZIP of two PDFs, like real lab submissions
        content.materials.push_back(
            {"practical", y.key, title + " (ZIP)", kPracticalSentence, "Practical Files", s.name,
             zip("practical/" + dir + "/" + code + "-practical.zip",
                 {{code + "-experiments-1-5.pdf",
                   core::make_pdf(title + " - Experiments 1-5", unit_lines(s, "Practical File"))},
                  {code + "-experiments-6-10.pdf",
                   core::make_pdf(title + " - Experiments 6-10", unit_lines(s, "Practical File"))}}),
             "ZIP"});
      } else {
        content.materials.push_back(
            {"practical", y.key, title, kPracticalSentence, "Practical Files", s.name,
             pdf("practical/" + dir + "/" + code + "-practical.pdf", title, unit_lines(s, "Practical File")), "PDF"});
      }
    }
  }

  // Papers of the first six subjects of the year, newest session first: real questions where
  // demo_papers.cpp has them (those subjects go back to 2021-22, and one of them is a scan),
  // a generic page otherwise.
  void year_papers(const Year& y) {
    const auto subjects = subjects_of(y.key);
    int index = 1;
    for (const std::string session : {"2023-24", "2022-23", "2021-22"}) {
      for (size_t i = 0; i < subjects.size() && i < 6; ++i) {
        const auto& s = subjects[i];
        const auto real = question_paper_sessions(s.code);
        const bool has_real = std::find(real.begin(), real.end(), session) != real.end();
        if (session == "2021-22" && !has_real) continue;
        const std::string title = s.code + " " + s.name + " (" + session + ")";
        const std::string path = "pyq/" + y.slug + "/" + core::ascii_lower(s.code) + "-" + session + ".pdf";
        content.files.push_back({path, has_real
                                           ? question_paper_pdf(s, session)
                                           : core::make_pdf(title, unit_lines(s, "End Semester Paper " + session))});
        content.papers.push_back({y.key, title, "/files/" + path, s.name, index++});
      }
    }
    // Papers uploaded without a subject appear under "Others".
    for (const char* session : {"2023-24", "2022-23"}) {
      const std::string title = std::string(y.label) + " Year Carry-over Paper (" + session + ")";
      content.papers.push_back({y.key, title,
                                pdf("pyq/" + std::string(y.slug) + "/carry-over-" + session + ".pdf", title,
                                    {title, "All subjects of the year, as set in the carry-over examination."}),
                                std::nullopt, index++});
    }
  }

  void year_bl_notes(const Year& y) {
    const auto subjects = subjects_of(y.key);
    constexpr std::array<int, 4> prices = {149, 199, 99, 129};
    for (size_t i = 0; i < subjects.size() && i < 4; ++i) {
      const auto& s = subjects[i];
      const std::string code = core::ascii_lower(s.code);
      content.courses.push_back({"bl-notes", std::string(y.key), s.name + " - Complete Notes", s.name, s.name,
                                 "Brevi Learning's unit-wise notes for " + s.code + ", with solved PYQs.",
                                 svg("images/bl-notes/" + code + ".svg", s.name, "Brevi Learning notes - " + s.code),
                                 prices[i], prices[i] * 2, 50,
                                 pdf("bl-notes/" + code + ".pdf", s.name + " - Brevi Learning Notes",
                                     sold_lines(unit_lines(s, "Brevi Learning Notes")))});
    }
  }

  void premium_courses() {
    struct C {
      const char* title;
      const char* subject;
      const char* description;
      int price;
    };
    constexpr std::array<C, 12> courses = {{
        {"DSA in C++ - Placement Ready", "Data Structures",
         "Arrays to graphs with 300 solved problems and mock interviews.", 499},
        {"Full-Stack Web Development with React", "Web Development",
         "Build and deploy three real projects with React and Node.", 799},
        {"Python for Data Science", "Data Science",
         "NumPy, pandas and plotting, with datasets from Indian public data.", 599},
        {"Machine Learning Foundations", "Machine Learning",
         "Regression to neural networks, explained with the maths you already know.", 699},
        {"DBMS and SQL Interview Prep", "Database Management System",
         "Normalisation, transactions and 150 SQL queries asked in interviews.", 399},
        {"Operating Systems Crash Course", "Operating System",
         "Processes, scheduling, memory and deadlocks for exams and interviews.", 349},
        {"Computer Networks Essentials", "Computer Networks", "OSI to TCP/IP with numericals solved step by step.",
         349},
        {"Java Programming Masterclass", "Object Oriented Programming",
         "Core Java, collections and OOP design with 50 programs.", 549},
        {"Aptitude and Reasoning for Placements", "Placement",
         "Quant, logical reasoning and verbal ability with timed tests.", 299},
        {"Engineering Mathematics Made Easy", "Engineering Mathematics",
         "Calculus, matrices and differential equations for first year.", 249},
        {"Digital Electronics Fundamentals", "Digital Electronics",
         "Number systems, logic gates, flip-flops and counters.", 299},
        {"Linux and Cloud Basics", "Cloud Computing", "The Linux command line, shell scripts and cloud concepts.", 449},
    }};
    for (const auto& c : courses) {
      const std::string slug = slugify(c.title);
      content.courses.push_back({"premium", std::nullopt, c.title, c.title, c.subject, std::string(c.description),
                                 svg("images/courses/" + slug + ".svg", c.title, c.subject), c.price, c.price * 2, 50,
                                 pdf("courses/" + slug + ".pdf", c.title,
                                     sold_lines({c.title, c.description, "", "Course outline and study plan.",
                                                 "Pathshala premium course - demo content."}))});
    }
  }

  void projects() {
    struct P {
      const char* title;
      const char* subtitle;
      const char* level;
      std::array<const char*, 5> tech;
      const char* desc;
      int price;
    };
    constexpr std::array<P, 12> projects = {{
        {"Student Attendance Tracker",
         "Mark and report attendance by subject",
         "beginner",
         {"HTML", "CSS", "JavaScript", "LocalStorage", ""},
         "A single-page app that lets a class representative mark attendance and export a monthly report.",
         299},
        {"Library Management System",
         "Issue, return and fine calculation",
         "beginner",
         {"Python", "Tkinter", "SQLite", "", ""},
         "Desktop application for a college library with book search, issue and return, and automatic fines.",
         349},
        {"Quiz App",
         "Timed multiple-choice quizzes",
         "beginner",
         {"React", "JavaScript", "CSS", "", ""},
         "A quiz app with categories, a timer and a score board, built with React hooks.",
         249},
        {"Expense Tracker",
         "Daily expenses with monthly charts",
         "beginner",
         {"JavaScript", "Chart.js", "HTML", "CSS", ""},
         "Track daily spending by category and see monthly charts; data stays in the browser.",
         249},
        {"Hostel Room Allocation",
         "Rooms by preference and merit",
         "intermediate",
         {"Java", "Spring Boot", "MySQL", "Thymeleaf", ""},
         "Web application that allocates hostel rooms from student preferences and merit lists.",
         599},
        {"Online Notice Board",
         "College notices with categories",
         "intermediate",
         {"Node.js", "Express", "MongoDB", "EJS", ""},
         "A notice board where faculty post notices by department and students filter and search them.",
         549},
        {"E-commerce Store",
         "Cart, checkout and order history",
         "intermediate",
         {"React", "Node.js", "Express", "MongoDB", "Tailwind CSS"},
         "A complete online store with product search, cart, checkout and an admin dashboard.",
         699},
        {"Blood Bank Portal",
         "Donors, requests and stock",
         "intermediate",
         {"PHP", "MySQL", "Bootstrap", "JavaScript", ""},
         "Portal that matches blood requests with registered donors and tracks the bank's stock.",
         499},
        {"Face Recognition Attendance",
         "Attendance from a webcam",
         "advanced",
         {"Python", "OpenCV", "face_recognition", "Flask", "SQLite"},
         "Marks attendance by recognising faces from a webcam feed, with a Flask dashboard.",
         999},
        {"Crop Disease Detection",
         "Leaf images classified by a CNN",
         "advanced",
         {"Python", "TensorFlow", "Keras", "Flask", "OpenCV"},
         "A convolutional network that detects common crop diseases from leaf photographs.",
         1199},
        {"Real-time Chat Application",
         "Rooms, typing status and history",
         "advanced",
         {"React", "Node.js", "Socket.IO", "Redis", "MongoDB"},
         "Chat rooms with real-time messages, typing indicators and stored history.",
         899},
        {"Resume Screening with NLP",
         "Rank resumes against a job post",
         "advanced",
         {"Python", "spaCy", "scikit-learn", "Streamlit", "Pandas"},
         "Ranks uploaded resumes against a job description using NLP features and a trained model.",
         1099},
    }};
    for (const auto& p : projects) {
      const std::string slug = slugify(p.title);
      ProjectRow row;
      row.card_title = p.title;
      row.site_name = p.title;
      row.subtitle = p.subtitle;
      row.level = p.level;
      row.image = svg("images/projects/" + slug + "/cover.svg", p.title, p.subtitle);
      for (int i = 1; i <= 5; ++i)
        row.screenshots.push_back(svg("images/projects/" + slug + "/screen-" + std::to_string(i) + ".svg", p.title,
                                      "Screenshot " + std::to_string(i)));
      for (const char* t : p.tech)
        if (*t) row.technologies.emplace_back(t);
      row.description = p.desc;
      const std::vector<std::string> report = {p.title, p.subtitle, "",
                                               p.desc,  "",         "Project report - Pathshala demo content."};
      row.site_url = pdf("projects/" + slug + "/report.pdf", std::string(p.title) + " - Project Report", report);
      row.buy_url =
          zip("projects/" + slug + "/source.zip", {{"README.txt", std::string(p.title) + "\n\n" + p.desc + "\n"},
                                                   {"report.pdf", core::make_pdf(p.title, report)}});
      row.price = p.price;
      row.original_price = p.price * 2;
      content.projects.push_back(std::move(row));
    }
  }
};

}  // namespace

DemoContent build_demo_content() {
  Builder b;
  for (const auto& y : kYears) {
    b.year_materials(y);
    b.year_papers(y);
    b.year_bl_notes(y);
  }
  b.premium_courses();
  b.projects();
  b.content.jobs = demo_jobs();
  b.pdf("jobs/apply.pdf", "How to apply",
        {"How to apply", "", "Send your resume with the job title in the subject line.",
         "Pathshala demo content: the companies in the demo job list are fictional."});
  return std::move(b.content);
}

}  // namespace pathshala::seed
