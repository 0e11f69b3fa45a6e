-- Many instances, one bank: no limit may live in one server process's memory.
--
-- 1. Per-IP and per-route limits (sign-in, registration, passwords, PIN change) count in this table, one
--    row per route and key, with ONE upsert per counted request (server/plugins/pg-rate-limit-store.ts).
--    A fixed window: the count starts again once `reset_at` has passed. UNLOGGED: nothing is written to
--    the WAL for it, so counting costs little; after a crash PostgreSQL empties it, which only forgives
--    the attempts of the current minute.
-- 2. The per-customer payment velocity limit moves into `post_payments`, because the hot payment path
--    touches the database only with its one batch call (group commit). It is counted on the payer's users
--    row, under the row lock the batch already takes, as the payee-check counter of migration 014 is.
--    A request carries `paymentRateLimit: n` (calls a minute); past it the answer is
--    'payment_rate_limited'. Everything else in the function is as migration 014 wrote it.

CREATE UNLOGGED TABLE rate_limit_counters (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_reset_at ON rate_limit_counters (reset_at);

ALTER TABLE users ADD COLUMN payment_calls integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN payment_window_start timestamptz;

DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'vault_app') THEN
    GRANT SELECT, INSERT, UPDATE, DELETE ON rate_limit_counters TO vault_app;
  END IF;
END $$;

-- (post_payments as this migration changed it was restated here in full; its one live definition is
-- in src/server/db/functions, which the migrator applies after the versioned migrations.)
