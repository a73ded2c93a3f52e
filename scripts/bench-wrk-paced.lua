-- Paced (open-loop) wrk for the p99 at 70% of saturation (requirements §10.2.4). wrk cannot pace
-- on its own (wrk2 is not in Debian), so this script does: one schedule of send slots, evenly
-- spaced at `rate` per second, shared by all connections of the one thread. A connection that is
-- free takes the next slot and waits for it with delay(); when every connection is busy (the server
-- fell behind) slots pass and their requests go out late. How late each send was is recorded in
-- request(): wrk's own latency runs from the actual send, so the true (schedule-based) p99 is at
-- most wrk's p99.5 plus the lag's p99.5, which done() prints as `boundUs`.
-- Usage: wrk -t1 -cN -dDs -s bench-wrk-paced.lua URL -- <rate per second>
local ffi = require('ffi')
ffi.cdef([[
  typedef struct { long tv_sec; long tv_nsec; } gkn_timespec;
  int clock_gettime(int clock_id, gkn_timespec *tp);
]])
local ts = ffi.new('gkn_timespec')
local function now_ms()
  ffi.C.clock_gettime(1, ts) -- CLOCK_MONOTONIC
  return tonumber(ts.tv_sec) * 1000 + tonumber(ts.tv_nsec) / 1e6
end

local interval, next_slot, record_from, req
local slots, first, last = {}, 1, 0
-- Slots a connection was free for ahead of time, so wrk set a timer for them: such a send going
-- late is this generator's own stall (its thread or its core held up), not a queue at the server.
local timed = {}
timer_late, timer_late_max = 0, 0
local TIMER_LATE_MS = 10
lags = {}
-- A spell: from the first send more than SPELL_MS late to the next one that is not.
local SPELL_MS = 10
spell_from, last_send = nil, nil
spells, longest_spell = 0, 0

function init(args)
  interval = 1000 / tonumber(args[1])
  next_slot = now_ms() + 1
  -- The first second fills the connections and the server's caches: its lags are not recorded.
  record_from = next_slot + 1000
  req = wrk.format()
end

function delay()
  local slot = next_slot
  next_slot = next_slot + interval
  last = last + 1
  slots[last] = slot
  local wait = slot - now_ms()
  if wait <= 0 then return 0 end
  timed[last] = true
  return math.floor(wait + 0.5)
end

function request()
  -- wrk's timers fire in whole milliseconds and not always in the order they were set, so the
  -- earliest waiting slot stands for this send: a lag that errs on the late side.
  local slot = slots[first]
  if slot then
    local was_timed = timed[first]
    timed[first] = nil
    slots[first] = nil
    first = first + 1
    if slot >= record_from then
      local now = now_ms()
      last_send = now
      local lag = now - slot
      if was_timed and lag > TIMER_LATE_MS then
        timer_late = timer_late + 1
        if lag > timer_late_max then timer_late_max = lag end
      end
      lags[#lags + 1] = lag > 0 and lag or 0
      if lag > SPELL_MS then
        if not spell_from then spell_from, spells = slot, spells + 1 end
      elseif spell_from then
        longest_spell = math.max(longest_spell, now - spell_from)
        spell_from = nil
      end
    end
  end
  return req
end

local threads = {}
function setup(thread) threads[#threads + 1] = thread end

done = function(summary, latency, requests)
  local all, n_spells, longest, n_timer_late, timer_late_longest = {}, 0, 0, 0, 0
  for _, t in ipairs(threads) do
    for _, v in ipairs(t:get('lags')) do all[#all + 1] = v end
    n_spells = n_spells + t:get('spells')
    n_timer_late = n_timer_late + t:get('timer_late')
    timer_late_longest = math.max(timer_late_longest, t:get('timer_late_max'))
    longest = math.max(longest, t:get('longest_spell'))
    -- A spell still going when the run ended lasted at least until the last send.
    local open_from = t:get('spell_from')
    if open_from then longest = math.max(longest, t:get('last_send') - open_from) end
  end
  table.sort(all)
  local function at(q)
    if #all == 0 then return 0 end
    return all[math.min(#all, math.floor(q * #all) + 1)] * 1000
  end
  local e = summary.errors
  io.write(string.format(
    '\n{"requests":%d,"durationUs":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50Us":%d,"p99Us":%d,"p995Us":%d,"lagP99Us":%d,"lagP995Us":%d,"lags":%d,"lateSpells":%d,"longestSpellMs":%d,"timerLate":%d,"timerLateMaxMs":%d}\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99), latency:percentile(99.5), at(0.99), at(0.995), #all, n_spells, longest, n_timer_late, timer_late_longest))
end
