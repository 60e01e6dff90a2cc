#pragma once
// GET /api/search.
#include <functional>
#include <optional>
#include <string>

#include "http/router.hpp"
#include "search/search_service.hpp"

namespace pathshala::search {

// year_of_user: the signed-in student's year (0..3) from their profile, or -1.
void register_routes(http::Router& router, SearchService& search,
                     std::function<int(const std::string& uid)> year_of_user);

}  // namespace pathshala::search
