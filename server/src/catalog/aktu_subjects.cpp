// AKTU B.Tech subjects (new scheme: CSE branch plus common subjects), by semester: codes and
// names only, copied from the project's shared data set so the binary needs no file at run time.
#include "catalog/aktu_subjects.hpp"

namespace pathshala::catalog {

const std::vector<Subject>& aktu_subjects() {
  static const std::vector<Subject> all = {
      {"BAS101", "Engineering Physics", 1, "firstYear"},
      {"BAS103", "Engineering Mathematics-I", 1, "firstYear"},
      {"BEC101", "Fundamentals of Electronics Engineering", 1, "firstYear"},
      {"BME101", "Fundamentals of Mechanical Engineering", 1, "firstYear"},
      {"BAS105", "Soft Skills", 1, "firstYear"},
      {"BAS202", "Engineering Chemistry", 2, "firstYear"},
      {"BAS203", "Engineering Mathematics-II", 2, "firstYear"},
      {"BEE201", "Fundamentals of Electrical Engineering", 2, "firstYear"},
      {"BCS201", "Programming for Problem Solving", 2, "firstYear"},
      {"BAS204", "Environment and Ecology", 2, "firstYear"},
      {"BMS301", "Material Science", 3, "secondYear"},
      {"BAS301", "Technical Communication", 3, "secondYear"},
      {"BCS301", "Data Structure", 3, "secondYear"},
      {"BCS302", "Computer Organization and Architecture", 3, "secondYear"},
      {"BCS303", "Discrete Structures & Theory of Logic", 3, "secondYear"},
      {"BCC301", "Cyber Security", 3, "secondYear"},
      {"BAS403", "Mathematics-IV", 4, "secondYear"},
      {"BVE401", "Universal Human Values and Professional Ethics", 4, "secondYear"},
      {"BCS401", "Operating System", 4, "secondYear"},
      {"BCS402", "Theory of Automata and Formal Languages", 4, "secondYear"},
      {"BCS403", "Object Oriented Programming with Java", 4, "secondYear"},
      {"BCC401", "Python Programming", 4, "secondYear"},
      {"BCS501", "Database Management System", 5, "thirdYear"},
      {"BCS502", "Web Technology", 5, "thirdYear"},
      {"BCS503", "Design and Analysis of Algorithm", 5, "thirdYear"},
      {"BCS051", "Object Oriented System Design with C++", 5, "thirdYear"},
      {"BCS054", "Application of Soft Computing", 5, "thirdYear"},
      {"BNC501", "Constitution of India", 5, "thirdYear"},
      {"BCS601", "Software Engineering", 6, "thirdYear"},
      {"BCS602", "Compiler Design", 6, "thirdYear"},
      {"BCS603", "Computer Networks", 6, "thirdYear"},
      {"BCS063", "Blockchain Architecture Design", 6, "thirdYear"},
      {"BOE601", "Idea to Business Model", 6, "thirdYear"},
      {"BNC602", "Essence of Indian Traditional Knowledge", 6, "thirdYear"},
      {"BCS701", "Artificial Intelligence", 7, "fourthYear"},
      {"BCS071", "Natural Language Processing", 7, "fourthYear"},
      {"BCS072", "High Performance Computing", 7, "fourthYear"},
      {"BCS073", "Cryptography and Network Security", 7, "fourthYear"},
      {"BCS075", "Software Testing", 7, "fourthYear"},
      {"BCS076", "Distributed Systems", 7, "fourthYear"},
      {"BCS077", "Deep Learning", 7, "fourthYear"},
      {"BCS081", "Internet of Things", 7, "fourthYear"},
      {"BCS082", "Cloud Computing", 7, "fourthYear"},
      {"KOE081", "Open Elective-III", 8, "fourthYear"},
      {"KOE082", "Open Elective-IV", 8, "fourthYear"},
      {"KHM801", "HSMC-2 / HSMC-1", 8, "fourthYear"},
  };
  return all;
}

}  // namespace pathshala::catalog
