#pragma once
// The rules a catalog record must meet before it is stored (SPEC §5, plus what a real store
// needs: bounded lengths, safe links, whole rupees, known options). normalize_* trims every
// text field first, so "  Notes " and "Notes" are the same title.
#include <optional>

#include "catalog/types.hpp"
#include "core/error.hpp"

namespace pathshala::catalog {

inline constexpr std::int64_t kMaxPrice = 10'000'000;  // rupees; far beyond any real item

void normalize(Material& m);
void normalize(PreviousYearPaper& p);
void normalize(Course& c);
void normalize(Project& p);

std::optional<core::Error> validate(const Material& m);
std::optional<core::Error> validate(const PreviousYearPaper& p);
std::optional<core::Error> validate(const Course& c);
std::optional<core::Error> validate(const Project& p);

}  // namespace pathshala::catalog
