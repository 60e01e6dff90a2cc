#pragma once
// Read side of the catalog: year-based material collections, premium courses, Brevi
// Learning notes and mini projects, answered as ready-to-send JSON documents.
//
// Documents are built once and cached in memory; the cache is dropped when the store's
// content version changes (store::Store::content_version()), so several server processes
// on one database never serve stale data for longer than one version check.
// Thread-safe: called concurrently from every network thread.
#include <memory>
#include <string>
#include <string_view>

#include "core/document.hpp"

namespace pathshala::store { class Store; }

namespace pathshala::catalog {

using Document = core::Document;
using DocumentPtr = core::DocumentPtr;

class CatalogService {
 public:
  explicit CatalogService(store::Store& store);
  ~CatalogService();
  CatalogService(const CatalogService&) = delete;
  CatalogService& operator=(const CatalogService&) = delete;

  // GET /api/catalog/{collection}/{year}: {"items":[...]}. nullptr when the collection slug
  // (important-topics, previous-year, bl-notes, quantum, notes, practical) or the year
  // (firstYear..fourthYear) is unknown.
  DocumentPtr materials(std::string_view collection_slug, std::string_view year);

  DocumentPtr courses();                         // {"items":[Course...]}
  DocumentPtr courses_array();                   // [Course...]  (GET /courses.json)
  DocumentPtr course(std::string_view id);       // premium course or bl-notes card; nullptr if none
  DocumentPtr projects();                        // {"items":[Project...]}
  DocumentPtr project(std::string_view id);      // nullptr if none

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace pathshala::catalog
