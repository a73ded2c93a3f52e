-- Paced (open-loop) wrk for the p99 at 70% of saturation (docs/benchmark.md, "Method"); wrk cannot
-- pace on its own and wrk2 is not in Debian. One schedule of send slots, evenly spaced at the rate
-- given after `--`, shared by the connections of the one thread: a free connection takes the next
-- slot and waits for it (delay()); when every connection is busy (the server fell behind) the slots
-- pass and their sends go late. wrk's latency runs from the actual send, so the latency from the
-- schedule is at most wrk's p99.5 plus the p99.5 of the lateness: done() prints that sum as p99.
-- The first second (connections opening) is not recorded.
local ffi = require('ffi')
ffi.cdef('typedef struct { long s; long ns; } gkn_ts; int clock_gettime(int, gkn_ts *);')
local ts = ffi.new('gkn_ts')
local function now_ms()
  ffi.C.clock_gettime(1, ts) -- CLOCK_MONOTONIC
  return tonumber(ts.s) * 1000 + tonumber(ts.ns) / 1e6
end

local interval, next_slot, record_from, req
local slots, first, last = {}, 1, 0
lags = {}

function init(args)
  interval = 1000 / tonumber(args[1])
  next_slot = now_ms() + 1
  record_from = next_slot + 1000
  req = wrk.format()
end

function delay()
  local slot = next_slot
  next_slot = next_slot + interval
  last = last + 1
  slots[last] = slot
  return math.max(0, math.floor(slot - now_ms() + 0.5))
end

function request()
  -- The earliest waiting slot stands for this send: a lateness that errs on the late side.
  local slot = slots[first]
  if slot then
    slots[first] = nil
    first = first + 1
    if slot >= record_from then lags[#lags + 1] = math.max(0, now_ms() - slot) end
  end
  return req
end

local threads = {}
function setup(thread) threads[#threads + 1] = thread end

done = function(summary, latency)
  local all = {}
  for _, t in ipairs(threads) do
    for _, v in ipairs(t:get('lags')) do all[#all + 1] = v end
  end
  table.sort(all)
  local lag = #all > 0 and all[math.min(#all, math.floor(0.995 * #all) + 1)] * 1000 or 0
  local e = summary.errors
  io.write(string.format('\n{"ok":%d,"us":%d,"p50":%d,"p99":%d,"bad":%d}\n',
    summary.requests - e.status, summary.duration, latency:percentile(50), latency:percentile(99.5) + lag,
    e.status + e.connect + e.read + e.write + e.timeout))
end
