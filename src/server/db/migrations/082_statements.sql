-- Monthly statements (issue 49 part 3): each one a PDF rendered once and kept as issued. A statement is
-- never changed or deleted (the trigger in db/functions/14_statements_immutable.sql refuses it, and the
-- app's role may only read and add); a correction is a new statement naming the one it corrects.
CREATE TABLE statements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id),
  account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  -- Days of the bank's calendar (BANK_TIME_ZONE, kept beside them), both included.
  period_start date NOT NULL,
  period_end date NOT NULL,
  time_zone text NOT NULL,
  opening_cents bigint NOT NULL,
  closing_cents bigint NOT NULL,
  entries integer NOT NULL CHECK (entries >= 0),
  corrects_id uuid REFERENCES statements (id),
  body bytea NOT NULL,
  sha256 bytea NOT NULL CHECK (length(sha256) = 32),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (period_end >= period_start)
);
-- One original statement per account and period; corrections come beside it.
CREATE UNIQUE INDEX statements_one_per_period ON statements (account_id, period_end) WHERE corrects_id IS NULL;
CREATE INDEX statements_user_idx ON statements (user_id, seq DESC);

-- How far the monthly job has looked at each account: the last day of the last month it decided on
-- (statement issued or, for a quiet month inside a quarter, not due), so an hourly run skips what is done.
CREATE TABLE statement_progress (
  account_id uuid PRIMARY KEY REFERENCES ledger_accounts (id),
  checked_through date NOT NULL
);

DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'vault_app') THEN
    REVOKE ALL ON statements FROM vault_app;
    GRANT SELECT, INSERT ON statements TO vault_app;
  END IF;
END $$;
