#pragma once
// HTTP routes of the catalog module: year-based collections, courses and projects.
#include "catalog/catalog_service.hpp"
#include "http/router.hpp"

namespace pathshala::catalog {
void register_routes(http::Router& router, CatalogService& catalog);
}
