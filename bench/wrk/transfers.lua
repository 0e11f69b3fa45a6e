-- wrk script for POST /transfers/local. Each request is signed by one of the prepared customers (bearer
-- token), carries a fresh Idempotency-Key and pays $0.01 to another customer. With HOT=1 half of the
-- payments go to customer 1 (the "merchant"), who then receives from everyone at once.
-- The customers file has one line per customer: token, account number, account name, tab-separated.

local customers = {}
local counter = 0
local thread_tag = ""

local function load(file)
  for line in io.lines(file) do
    local token, number, name = line:match("([^\t]+)\t([^\t]+)\t([^\t]+)")
    if token then customers[#customers + 1] = { token = token, number = number, name = name } end
  end
end

function setup(thread)
  thread:set("tag", tostring(math.random(1, 1e9)))
end

function init(args)
  load(os.getenv("CUSTOMERS_FILE"))
  thread_tag = (tag or "t") .. "-" .. (os.getenv("RUN_TAG") or "run")
  math.randomseed(os.time() + #thread_tag)
end

local hot = os.getenv("HOT") == "1"

function request()
  counter = counter + 1
  local n = #customers
  local from = math.random(2, n)
  local to
  if hot and math.random() < 0.5 then
    to = 1
  else
    to = math.random(1, n - 1)
    if to >= from then to = to + 1 end
  end
  local sender, payee = customers[from], customers[to]
  local body = '{"amount":0.01,"paymentAccount":"Checking","bankName":"Vault Bank","accountNumber":"'
    .. payee.number .. '","accountName":"' .. payee.name .. '","pincode":"1234"}'
  return wrk.format("POST", "/transfers/local", {
    ["Content-Type"] = "application/json",
    ["Authorization"] = "Bearer " .. sender.token,
    ["Idempotency-Key"] = thread_tag .. "-" .. counter,
  }, body)
end

dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "result.lua")
