-- wrk script for a signed-in GET: each request carries the bearer token of one of the prepared customers
-- (TOKENS_FILE, one token a line; without it, no Authorization header is sent).
local tokens = {}
local i = 0

function init(args)
  local file = os.getenv("TOKENS_FILE")
  if file and file ~= "" then
    for line in io.lines(file) do tokens[#tokens + 1] = line end
  end
end

function request()
  if #tokens == 0 then return wrk.format("GET") end
  i = i + 1
  return wrk.format("GET", nil, { ["Authorization"] = "Bearer " .. tokens[(i % #tokens) + 1] })
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"non2xx":%d,"socketErrors":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), errors.status,
    errors.connect + errors.read + errors.write + errors.timeout))
end
