#pragma once
// Answers a GET of the API inside the process, as a visitor without a session would get it
// over HTTP: how the server gives the web app's renderer (pages::AppRenderer) the API answers
// a page asks for. The app says which paths its page needs (its own prefetch, one source);
// the server answers them with its own routes, so a page embeds exactly what the API says.
//
// Only routes declared RouteOptions::page_data() answer: public, the same answer for every
// visitor, and nothing changed by asking (a download, which counts, is not one).
#include <optional>
#include <string>
#include <string_view>

#include "http/router.hpp"

namespace pathshala::http {

struct PageDataAnswer {
  unsigned status = 0;     // 200, or the API's error status (404 for an unknown id)
  core::DocumentPtr body;  // JSON as the API sends it (a cached answer is that document itself)
};

// target: path and query ("/api/jobs?limit=20"). nullopt when no page_data route answers it
// or the answer is not JSON.
std::optional<PageDataAnswer> page_data_get(const Router& router, std::string_view target);

}  // namespace pathshala::http
