-- Up to seven statements of a batch were planned afresh on every call: the inserts of payments and postings,
-- the balances and counters written back, the Idempotency-Keys on record, the KYC and daily-total lookup and
-- the holders' names (`pg_stat_statements.track_planning`: as many plans as calls). Their parameters are
-- arrays and a jsonb document, whose size a generic plan cannot see, so for the small batches of a quiet
-- bank (up to fifteen payments or so) the plan cache judged a custom plan cheaper every time. Planning, with
-- `ledger_pick` inlined and parsed again, took 1.1 ms of a one-payment batch, a third of it, and about
-- 0.4 ms of a batch of ten. Every one of these statements finds its rows by primary key or walks the
-- batch's own arrays, so the generic plan does the same work; it is now used always.
ALTER FUNCTION post_payments(jsonb) SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION ledger_write_batch(jsonb, integer[], uuid[], uuid[], uuid[], boolean[], text[], uuid[])
  SET plan_cache_mode = force_generic_plan;
