#pragma once
// The fixed choices of SPEC §5 for ordinary study material: a description is one of four
// fixed sentences, chosen by its label, and the image label is one of four. The admin form
// and the demo seed take them from here (GET /api/admin/options).
#include <array>
#include <string_view>

namespace pathshala::catalog {

struct DescriptionOption {
  std::string_view label;
  std::string_view text;
};

inline constexpr std::array<DescriptionOption, 4> kDescriptionOptions = {{
    {"Notes", "Unit-wise handwritten notes that cover the complete AKTU syllabus, made for quick revision."},
    {"Quantum", "Latest Quantum series with solved previous-year questions and important topics for every unit."},
    {"Imp Topics", "The topics asked most often in AKTU end-semester exams, unit by unit, to revise the night before."},
    {"Practical Files", "Complete practical file with aim, theory, procedure, code and output for every experiment."},
}};

inline constexpr std::array<std::string_view, 4> kImageLabelOptions = {"Quantum", "Handwritten Notes",
                                                                       "Important Topics", "Practical Files"};

}  // namespace pathshala::catalog
