-- The double-entry ledger (DESIGN.md §4). Customer deposit accounts store their balance, updated under a
-- row lock; the bank's own accounts are hot (every transfer touches fee income or clearing), so they
-- store nothing and their balance is derived from postings.

ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN ('checking', 'savings',
  'loan', 'funding', 'fee_income', 'outgoing_clearing', 'cheque_clearing', 'loan_book', 'settlement'));
ALTER TABLE ledger_accounts DROP CONSTRAINT bank_account_shape;
ALTER TABLE ledger_accounts ADD CONSTRAINT bank_account_shape CHECK (
  kind NOT IN ('funding', 'fee_income', 'outgoing_clearing', 'cheque_clearing', 'loan_book', 'settlement')
  OR (user_id IS NULL AND balance_cents = 0)
);

INSERT INTO ledger_accounts (kind, name) VALUES
  ('funding', 'Bank funding'),
  ('fee_income', 'Fee income'),
  ('outgoing_clearing', 'Outgoing clearing'),
  ('cheque_clearing', 'Cheque clearing'),
  ('loan_book', 'Loan book'),
  ('settlement', 'Settlement with other banks');

-- A customer-visible transaction. Principal and fee are separate postings that point at it.
CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reference text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id),
  account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  type text NOT NULL CHECK (type IN ('deposit', 'withdrawal')),
  -- What it was, for rules such as the daily limit; `description` is the same thing in words.
  kind text NOT NULL,
  description text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  fee_cents bigint NOT NULL DEFAULT 0 CHECK (fee_cents >= 0),
  status text NOT NULL CHECK (status IN ('Successful', 'Processing', 'Pending', 'Failed')),
  counterparty jsonb NOT NULL DEFAULT '{}',
  details text,
  related_payment_id uuid REFERENCES payments (id),
  decided_by uuid REFERENCES users (id),
  decision_reason text,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE
);
CREATE INDEX payments_user_idx ON payments (user_id, seq DESC);
CREATE INDEX payments_user_day_idx ON payments (user_id, created_at) WHERE type = 'withdrawal';
CREATE INDEX payments_status_idx ON payments (status, seq) WHERE status IN ('Processing', 'Pending');

-- Immutable: nothing updates or deletes a posting; a correction is a reversing posting (the trigger that
-- refuses it lives in db/functions/11_postings_immutable.sql).
CREATE TABLE postings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_id uuid NOT NULL REFERENCES payments (id),
  debit_account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  credit_account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (debit_account_id <> credit_account_id)
);
CREATE INDEX postings_payment_idx ON postings (payment_id);
CREATE INDEX postings_debit_idx ON postings (debit_account_id);
CREATE INDEX postings_credit_idx ON postings (credit_account_id);

-- Idempotency keys are per user and claimed in the same transaction as the work they protect.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id),
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
  request_hash text NOT NULL,
  result_code text NOT NULL,
  payment_id uuid REFERENCES payments (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- PIN: an HMAC with a key kept outside the database; wrong attempts lock it for a while.
ALTER TABLE users ADD COLUMN pin_hmac text;
ALTER TABLE users ADD COLUMN pin_failures integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN pin_locked_until timestamptz;
