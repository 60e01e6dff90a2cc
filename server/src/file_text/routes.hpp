#pragma once
// Previews (issue 27) and the admin's view of the file reading:
//   GET  /api/previews/{kind}/{id}               the item's preview: its pages anyone may see
//   GET  /api/previews/{kind}/{id}/pages/{n}     a page's image (a priced item's later pages: buyers)
//   GET  /api/previews/{kind}/{id}/thumbnail     the first page, 240 × 340
//   GET  /api/admin/files                        admin: every file's reading state
//   POST /api/admin/files/rerun                  admin: read a file again
//   GET  /api/subjects/{code}/repeated-questions the questions a subject's papers ask again
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "file_text/file_text_service.hpp"
#include "file_text/repeated_questions.hpp"
#include "http/router.hpp"

namespace pathshala::file_text {

// owns(uid, item id): whether that account bought the item.
using Ownership = std::function<bool(std::string_view uid, std::string_view item_id)>;

// file_name(url): the name a file was uploaded under (an upload's URL is its hash), if known.
using FileName = std::function<std::optional<std::string>(std::string_view url)>;

void register_routes(http::Router& router, FileTextService& files, RepeatedQuestions& repeated, Ownership owns,
                     FileName file_name);

}  // namespace pathshala::file_text
