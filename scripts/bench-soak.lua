-- wrk script of the memory soak (scripts/bench-soak.ts): a mixed request set over several sites,
-- what a crawler and visitors send together. The bench writes the addresses it found to a file,
-- one `kind<TAB>host<TAB>path` a line, and passes its name after `--`:
--   page    a same-site link of a home page (the first request renders it, later ones are hits)
--   data    a client navigation's /_data?route=…&path=… of such a page (rendered every time)
--   result  a search result page /zoeken/resultaat/…
--   search  a site's search base (/zoeken/ or /search/); the script adds unique terms, and
--   filter  a filter query of a search page (theme=Bodem) to add to them
-- and 404s at unique addresses. A fixed seed: every run sends the same sequence.

local lists = { page = {}, data = {}, result = {}, search = {}, filter = {} }
local words = {
  "water", "bodem", "klimaat", "stikstof", "biodiversiteit", "akkerbouw", "melkvee", "kas",
  "bijen", "bomen", "fruit", "gras", "mest", "eiwit", "onderwijs", "veen", "weidevogels",
  "drainage", "kringloop", "innovatie", "energie", "sensor", "drone", "subsidie", "netwerk",
  "praktijk", "onderzoek", "webinar", "excursie", "pilot", "emissie", "stal", "voer", "zaden",
  "teelt", "oogst", "plaag", "schimmel", "insecten", "natuur", "landschap", "stad", "dak",
  "regen", "droogte", "zout", "ketens", "retail", "horeca", "gezondheid",
}
local counter = 0
local seq = 0

local function pick(list) return list[math.random(#list)] end

-- A search term in a path as the site writes it: spaces as `+` (a `%20` is answered with a
-- redirect to that form), the rest percent-encoded.
local function escape(s)
  s = s:gsub("[^%w%-%._~ ]", function(c) return string.format("%%%02X", string.byte(c)) end)
  return (s:gsub(" ", "+"))
end

init = function(args)
  for line in io.lines(args[1]) do
    local kind, host, path = line:match("^(%w+)\t(%S+)\t(.+)$")
    if kind and lists[kind] then table.insert(lists[kind], { host = host, path = path }) end
  end
  math.randomseed(tonumber(args[2]) or 42)
end

local function term()
  counter = counter + 1
  local t = pick(words) .. " " .. pick(words)
  -- Every third term is one nobody searched before and finds nothing: its page is smaller.
  if counter % 3 == 0 then t = t .. " " .. counter end
  return escape(t)
end

local function get(host, path, compressed)
  local headers = { Host = host, Accept = "text/html,application/xhtml+xml" }
  if compressed then headers["Accept-Encoding"] = "gzip, deflate, br" end
  return wrk.format("GET", path, headers)
end

request = function()
  seq = seq + 1
  local compressed = seq % 5 ~= 0
  local r = math.random(100)
  if r <= 35 and #lists.page > 0 then
    local p = pick(lists.page)
    return get(p.host, p.path, compressed)
  elseif r <= 50 and #lists.search > 0 then
    local s = pick(lists.search)
    return get(s.host, s.path .. term(), compressed)
  elseif r <= 60 and #lists.search > 0 and #lists.filter > 0 then
    local s = pick(lists.search)
    return get(s.host, s.path .. term() .. "?" .. pick(lists.filter).path, compressed)
  elseif r <= 72 and #lists.data > 0 then
    local d = pick(lists.data)
    return get(d.host, d.path, compressed)
  elseif r <= 87 and #lists.result > 0 then
    local p = pick(lists.result)
    return get(p.host, p.path, compressed)
  else
    counter = counter + 1
    local p = pick(lists.page)
    return get(p.host, "/" .. pick(words) .. "-bestaat-niet-" .. counter, compressed)
  end
end

-- Global: done() reads each thread's copy with thread:get, which sees only globals.
errors5xx = 0
response = function(status)
  if status >= 500 then errors5xx = errors5xx + 1 end
end

local threads = {}
setup = function(thread) table.insert(threads, thread) end

-- The summary in the shape of scripts/bench-wrk.lua's: a 404 is an answer the soak expects.
done = function(summary, latency)
  local bad = 0
  for _, thread in ipairs(threads) do bad = bad + thread:get("errors5xx") end
  local e = summary.errors
  io.write(string.format('\n{"ok":%d,"us":%d,"p50":%d,"p99":%d,"bad":%d}\n',
    summary.requests - bad, summary.duration, latency:percentile(50), latency:percentile(99),
    bad + e.connect + e.read + e.write + e.timeout))
end
