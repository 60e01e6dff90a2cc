-- wrk script: the job portal and one job's page in turn (both drawn before: from the page
-- cache), as visitors without a session get them while an admin edits that job (issue 47).
local job = os.getenv("JOB_ID")
local n = 0
request = function()
  n = n + 1
  if n % 2 == 0 then return wrk.format("GET", "/jobs/" .. job) end
  return wrk.format("GET", "/Job_portal")
end
