-- wrk script for the floor benchmark (bench/lib/floor-server.mjs): each request moves one cent between two
-- of its 64 accounts, picked at random; with HOT=1 half of them go to account 1.
local hot = os.getenv("HOT") == "1"

function init(args)
  math.randomseed(os.time() + math.random(1, 1e6))
end

function request()
  local from = math.random(2, 64)
  local to
  if hot and math.random() < 0.5 then
    to = 1
  else
    to = math.random(1, 63)
    if to >= from then to = to + 1 end
  end
  return wrk.format("POST", nil, { ["Content-Type"] = "application/json" },
    '{"from":' .. from .. ',"to":' .. to .. ',"amountCents":1}')
end

dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "result.lua")
