#pragma once
// HTTP routes of the job portal.
#include "http/router.hpp"
#include "jobs/jobs_service.hpp"

namespace pathshala::jobs {
void register_routes(http::Router& router, JobsService& jobs);
}
