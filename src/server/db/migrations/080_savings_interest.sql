-- Savings interest (issue 49 part 1) and the record of scheduled jobs' runs for the back office's jobs page.

-- The Savings rate (savings accounts and pots) in basis points from an effective date in the bank's time
-- zone. Rows are never changed: a new rate is a new row, and on any day the latest row in effect applies
-- (the latest set, when two name the same date).
CREATE TABLE interest_rates (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product text NOT NULL DEFAULT 'savings' CHECK (product IN ('savings')),
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  effective_from date NOT NULL,
  set_by uuid REFERENCES users (id),
  reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX interest_rates_effective_idx ON interest_rates (product, effective_from DESC, id DESC);

-- Each account's interest of one day on its end-of-day balance, in micro-cents (a millionth of a cent)
-- rounded half up once per day: exact integers, summed per month and rounded once to cents when posted.
-- One row per account and day: the job's inserts are idempotent (ON CONFLICT DO NOTHING).
CREATE TABLE interest_postings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  first_day date NOT NULL,
  last_day date NOT NULL CHECK (last_day >= first_day),
  accrued_micro bigint NOT NULL CHECK (accrued_micro >= 0),
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  -- No payment when the month's interest rounds to nothing.
  payment_id uuid REFERENCES payments (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((payment_id IS NULL) = (amount_cents = 0))
);
CREATE INDEX interest_postings_account_idx ON interest_postings (account_id, month);
CREATE UNIQUE INDEX interest_postings_payment_idx ON interest_postings (payment_id);

CREATE TABLE interest_accruals (
  account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  day date NOT NULL,
  balance_cents bigint NOT NULL CHECK (balance_cents > 0),
  rate_bp integer NOT NULL CHECK (rate_bp > 0),
  days_in_year integer NOT NULL CHECK (days_in_year IN (365, 366)),
  amount_micro bigint NOT NULL CHECK (amount_micro >= 0),
  posting_id uuid REFERENCES interest_postings (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, day)
);
CREATE INDEX interest_accruals_unposted_idx ON interest_accruals (account_id, day) WHERE posting_id IS NULL;
CREATE INDEX interest_accruals_posting_idx ON interest_accruals (posting_id);

-- The days the daily job has accrued for every account; the next run starts after the latest.
CREATE TABLE interest_accrual_days (
  day date PRIMARY KEY,
  accounts integer NOT NULL,
  done_at timestamptz NOT NULL DEFAULT now()
);

-- One row per run of a scheduled job (started, then finished with its result), for GET /admin/jobs.
CREATE TABLE job_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  task text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  ok boolean,
  detail text,
  requested_by uuid REFERENCES users (id)
);
CREATE INDEX job_runs_task_idx ON job_runs (task, id DESC);

-- Rates are history: the app adds them and never changes or removes one.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'vault_app') THEN
    REVOKE ALL ON interest_rates FROM vault_app;
    GRANT SELECT, INSERT ON interest_rates TO vault_app;
  END IF;
END $$;
