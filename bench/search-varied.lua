-- wrk script: a different site-wide search on every request (words × subject codes × kind
-- × year × page), so most requests miss the server's answer cache and measure the index.
local queries = {"data structure", "bcs 301", "KCS301", "operating system", "maths 2 quantum", "dbms notes",
                 "computer networks pyq", "compiler", "python", "java", "thermo", "strucure", "soft skills",
                 "cyber security", "web technology", "physics", "chemistry", "automata", "bcs-501",
                 "important topics", "practical file", "lab manual", "unit 3", "revision", "software engineer",
                 "engineering mathematics", "design and analysis", "cloud", "deep learning", "network"}
local kinds = {"", "", "", "notes", "previous-year", "quantum", "jobs"}
local years = {"", "", "firstYear", "secondYear", "thirdYear", "fourthYear"}
local n = 0
request = function()
  n = n + 1
  local f = math.floor
  local q = queries[n % #queries + 1]:gsub(" ", "%%20")
  local kind = kinds[f(n / 3) % #kinds + 1]
  local path = string.format("/api/search?q=%s&year=%s&limit=%d", q, years[f(n / 7) % #years + 1], 5 + f(n / 11) % 10)
  if kind ~= "" then
    path = path .. "&kind=" .. kind .. "&cursor=" .. tostring(20 * (f(n / 13) % 5))
  end
  return wrk.format("GET", path)
end
