-- wrk's summary as one JSON line on stdout (scripts/bench-wrk.ts parses it). Latencies in
-- microseconds; summary.errors.status counts responses with a status above 399.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '\n{"requests":%d,"durationUs":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50Us":%d,"p99Us":%d}\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
