#pragma once
// HTTP routes of the library module, all for the signed-in student (their own lists only):
//   GET    /api/me/library                 what they saved, newest first
//   PUT    /api/me/library/{kind}/{id}     save an item (again: no change)
//   DELETE /api/me/library/{kind}/{id}     remove it
//   GET    /api/me/recent                  the last 20 items they opened or downloaded
//   POST   /api/me/recent/{kind}/{id}      they opened or downloaded this one
#include "http/router.hpp"
#include "library/library_service.hpp"

namespace pathshala::library {
void register_routes(http::Router& router, LibraryService& library);
}
