-- wrk script: a page never asked before on every request (issue 47), so each is a render:
--   PAGES=portal   /Job_portal?q=<word>+<n>  (the portal's search: the page reads it)
--   PAGES=project  /project/<n>               (an unknown id: the app's 404 page)
--   PAGES=mixed    both in turn
-- A render pool that is full answers 503 with the app's shell: counted and printed at the end.
local kind = os.getenv("PAGES") or "portal"
local words = {"engineer", "developer", "analyst", "noida", "pune", "software", "data", "civil", "labs", "systems"}
local salt = os.getenv("SALT") or tostring(os.time())
local n = 0
local threads = {}

setup = function(thread)
  table.insert(threads, thread)
end

init = function()
  busy = 0
  pages = 0
end

request = function()
  n = n + 1
  local which = kind
  if kind == "mixed" then which = (n % 2 == 0) and "portal" or "project" end
  if which == "project" then return wrk.format("GET", string.format("/project/bench-%s-%d", salt, n)) end
  return wrk.format("GET", string.format("/Job_portal?q=%s+%s%d", words[n % #words + 1], salt, n))
end

response = function(status)
  pages = pages + 1
  if status == 503 then busy = busy + 1 end
end

done = function()
  local b, p = 0, 0
  for _, t in ipairs(threads) do
    b = b + t:get("busy")
    p = p + t:get("pages")
  end
  io.stderr:write(string.format("busy503 %d of %d\n", b, p))
end
