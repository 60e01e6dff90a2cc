#pragma once
// The old product's seeding pages, done properly: /seeding_jobs adds two sample jobs and
// /SeedBlThird adds sample previous-year papers (with their index) and Brevi Learning notes
// cards to the first year. Both go through the services' import path with fixed ids, so
// running either twice adds nothing the second time (and re-adds only what an admin
// deleted). The files the samples link to are generated under <data>/files/samples/.
#include <cstdint>
#include <filesystem>

#include "catalog/batch.hpp"
#include "core/error.hpp"
#include "jobs/jobs_service.hpp"

namespace pathshala::catalog {
class CatalogService;
}

namespace pathshala::imports {

core::Result<jobs::JobsService::ImportOutcome> seed_sample_jobs(jobs::JobsService& jobs, std::int64_t now_ms);

core::Result<catalog::BatchOutcome> seed_first_year_samples(catalog::CatalogService& catalog,
                                                            const std::filesystem::path& files_dir);

}  // namespace pathshala::imports
