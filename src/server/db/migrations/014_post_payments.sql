-- Group commit: `post_payments(batch)` posts many payment requests in one call and one transaction, with
-- one result per request. It replaces the body of `post_payment` (which now posts a batch of one), so
-- every money path runs the same SQL.
--
-- A request is the object `post_payment` took (migration 003), plus:
--   pin?: { hmac, maxWrong, lockMinutes }   the PIN's HMAC computed by the server, checked and counted here
--   ownedAccount?: { kind } | { id }         the payer's own Checking/Savings, referenced as '$source'
--   dailyLimit?: { limitCents, unverifiedLimitCents? }  transfers sent today (UTC), from payment_day_totals
--   payeeCheckLimit?: n                      at most n unknown-account / wrong-name answers an hour
--
-- How a batch runs: the payers' user rows and every customer account touched are locked once, in id order
-- (users before accounts, everywhere), and read into arrays. Requests are then decided one by one in
-- arrival order against those in-memory balances, PIN counters and daily totals, so two payments of one
-- user that only fit one at a time see each other. A refusal is a result code and leaves the others alone.
-- Finally the accepted payments, their postings, the new balances (each account once, whatever number of
-- payments touched it), the counters and the idempotency keys are written set-based.

ALTER TABLE users ADD COLUMN payee_check_failures integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN payee_check_window_start timestamptz;

-- `post_payments` and the helpers it calls (`ledger_pick`, `ledger_name_key`, `ledger_batch_accounts`; the
-- answer and the batch's writes have since become its phases) live in src/server/db/functions
-- (`40_ledger_helpers.sql`, `*post_payments*.sql`). This migration also replaced the bodies of migration 003's
-- `post_payment` and `post_payment_audited` with a batch of one (both dropped by migration 051), and dropped
-- 003's helpers:
DROP FUNCTION IF EXISTS ledger_check_and_post(jsonb);
DROP FUNCTION IF EXISTS ledger_resolve(text, uuid);
