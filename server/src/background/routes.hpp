#pragma once
// The admin panel's "Background work" view (issue 31): the durable queue's tasks by state,
// with their attempts and last error, and "retry now".
//   GET  /api/admin/tasks[?state=queued|running|failed|done][&limit=][&cursor=]
//   POST /api/admin/tasks/{id}/retry
#include "http/router.hpp"

namespace pathshala::background {

class TaskRunner;

void register_routes(http::Router& router, TaskRunner& tasks);

}  // namespace pathshala::background
