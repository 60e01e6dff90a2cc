-- wrk script: a different job search on every request (query × field × experience × sort ×
-- page), so most requests miss the server's answer cache and measure the real query.
local words = {"engineer", "developer", "analyst", "noida", "pune", "software", "data", "civil", "labs", "systems",
               "trainee", "vlsi", "network", "design", "bengaluru", "motors", "qa", "devops", "production", "site"}
local fields = {"", "Software", "Data", "Electronics", "Mechanical", "Civil", "Core"}
local experience = {"all", "fresher", "1-3", "3+"}
local sorts = {"recent", "salary"}
local n = 0
request = function()
  n = n + 1
  local f = math.floor
  local path = string.format("/api/jobs?q=%s&field=%s&experience=%s&sort=%s&cursor=%d",
    words[n % #words + 1], fields[f(n / 3) % #fields + 1], experience[f(n / 7) % #experience + 1],
    sorts[f(n / 11) % #sorts + 1], 20 * (f(n / 13) % 25))
  local encoded = path:gsub("%+", "%%2B")  -- "3+" must reach the server as a plus sign
  return wrk.format("GET", encoded)
end
