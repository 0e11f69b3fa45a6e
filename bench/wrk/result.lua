-- The result line every script here prints when wrk is done, read by bench/lib/wrk.mjs (WRK_RESULT).
-- A script loads it with: dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "result.lua")

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"non2xx":%d,"socketErrors":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), errors.status,
    errors.connect + errors.read + errors.write + errors.timeout))
end
