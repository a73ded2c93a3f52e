-- wrk's summary as one JSON line (scripts/bench-wrk.ts). Latencies in microseconds; `ok` leaves
-- out responses with a status above 399, `bad` counts them and the socket errors.
done = function(summary, latency)
  local e = summary.errors
  io.write(string.format('\n{"ok":%d,"us":%d,"p50":%d,"p99":%d,"bad":%d}\n',
    summary.requests - e.status, summary.duration, latency:percentile(50), latency:percentile(99),
    e.status + e.connect + e.read + e.write + e.timeout))
end
