-- What a batch of payments writes, cut by what `npm run bench:batch-cost` counted (instructions under
-- valgrind): 5.77, 17.20 and 56.04 million for batches of 1, 8 and 32 transfers after migration 047, 5.29,
-- 16.23 and 53.54 million after this one.
--
-- * The payment-rate window (migration 017) moves off the payer's `users` row into a narrow table of its
--   own. Every call that asks for the limit is counted, so every batch wrote back each payer's users row: a
--   full copy of a wide row, its WAL, the table's four CHECK constraints prepared again for the statement,
--   and the profile trigger with its notification, about 7 % of a batch of 8 or 32 transfers.
--   `payment_rate_windows` holds one narrow row per payer who has been counted, written back once a batch
--   by one upsert. It is UNLOGGED, as the per-IP counters of migration 017 are: nothing goes to the WAL, and
--   after a crash PostgreSQL empties it, which forgives at most the current minute's calls. The payer's
--   users row is still locked first, so a payer's batches still count one after the other; the window is
--   read in the statement after that lock, as the day's totals are, so a batch sees the calls the batch
--   ahead of it committed. The users row is written back only when a PIN or payee-check counter changed.
-- * The inserts of payments and postings, `ledger_write_batch` until now, are statements of `post_payments`
--   itself: calling the function (its setting applied and restored, its arguments taken in) cost about
--   0.25 ms a batch by `pg_stat_statements`, outside its two statements.

CREATE UNLOGGED TABLE payment_rate_windows (
  user_id uuid PRIMARY KEY,
  calls integer NOT NULL,
  window_start timestamptz NOT NULL
);
-- The windows open now: a window of a minute that began before the move would be forgiven at most once.
INSERT INTO payment_rate_windows (user_id, calls, window_start)
SELECT id, payment_calls, payment_window_start FROM users WHERE payment_window_start > now() - interval '1 minute';

DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'vault_app') THEN
    GRANT SELECT, INSERT, UPDATE ON payment_rate_windows TO vault_app;
  END IF;
END $$;

-- (post_payments, with its writes now its own statements and its settings, lives in src/server/db/functions.)
ALTER TABLE users DROP COLUMN payment_calls, DROP COLUMN payment_window_start;
DROP FUNCTION IF EXISTS ledger_write_batch(jsonb, integer[], uuid[], uuid[], uuid[], boolean[], text[], uuid[]);
