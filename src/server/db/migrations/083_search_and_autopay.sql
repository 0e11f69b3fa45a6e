-- Transaction search and loan auto-repayment (issue 49 parts 4 and 5).
--
-- Search: `GET /transactions?q=` matches a payment's reference, its details and its counterparty's name and
-- bank, as a case-insensitive substring. A trigram GIN index over one text made of those fields, led by the
-- customer (btree_gin), answers it without reading the customer's other payments: a filtered first page of a
-- customer with 100,000 payments reads only the matching rows. Both extensions ship with PostgreSQL
-- (contrib) and are trusted, so the database owner creates them. The expression must stay exactly as
-- `SEARCH_TEXT` in src/server/statement/statement-repository.ts writes it, or the index is not used.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gin;

CREATE INDEX payments_search_idx ON payments USING gin (
  user_id,
  (reference || ' ' || coalesce(details, '') || ' ' || coalesce(counterparty ->> 'accountName', '') || ' '
    || coalesce(counterparty ->> 'bankName', '')) gin_trgm_ops
);

-- Auto-repayment: while a row is here and enabled, each instalment of the loan is paid on its due date from
-- the customer's Checking account, through the same repayment as by hand (interest first). One run per loan
-- and due date (the primary key): a job run twice, or on two instances, pays once.
CREATE TABLE loan_autopay (
  loan_id uuid PRIMARY KEY REFERENCES loans (id),
  user_id uuid NOT NULL REFERENCES users (id),
  account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  enabled boolean NOT NULL DEFAULT true,
  -- Why it stopped by itself ('repaid'), or NULL while on or turned off by the customer.
  ended_reason text CHECK (ended_reason IN ('repaid')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE loan_autopay_runs (
  loan_id uuid NOT NULL REFERENCES loans (id),
  due_date date NOT NULL,
  attempt integer NOT NULL DEFAULT 1 CHECK (attempt BETWEEN 1 AND 2),
  -- Retrying: refused for insufficient funds on the due date, tried again the next day. Missed: refused
  -- again (or otherwise); the customer was told. Paused: the account was locked down on the day.
  status text NOT NULL CHECK (status IN ('Paid', 'Retrying', 'Missed', 'Paused', 'Skipped')),
  payment_id uuid REFERENCES payments (id),
  amount_cents bigint CHECK (amount_cents > 0),
  code text,
  ran_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (loan_id, due_date)
);
