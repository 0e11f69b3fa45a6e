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

dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "result.lua")
