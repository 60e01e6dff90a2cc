#pragma once
#include <string>
#include <vector>

namespace pathshala::catalog {

struct Subject {
  std::string code;  // e.g. "BCS301"
  std::string name;  // e.g. "Data Structure"
  int semester;      // 1..8
  std::string year;  // firstYear..fourthYear
};

const std::vector<Subject>& aktu_subjects();

}  // namespace pathshala::catalog
