-- Customers and administrators. Email is stored lower-cased; uniqueness is enforced here, not only in code.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Insertion order, for stable keyset pagination of the users list.
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  first_name text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 80),
  last_name text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 80),
  phone text NOT NULL DEFAULT '',
  role text NOT NULL CHECK (role IN ('admin', 'customer')),
  password_hash text NOT NULL,
  disabled_at timestamptz,
  disabled_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Ledger accounts: customer deposit accounts (checking, savings) and, in later migrations, the bank's own.
CREATE TABLE ledger_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('checking', 'savings', 'loan', 'funding', 'fee_income',
    'outgoing_clearing', 'cheque_clearing', 'loan_book')),
  name text NOT NULL,
  account_number text UNIQUE CHECK (account_number ~ '^[1-9][0-9]{9}$'),
  currency text NOT NULL DEFAULT 'USD' CHECK (currency = 'USD'),
  balance_cents bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Customer deposit accounts always belong to a user, carry a number and never go below zero.
  CONSTRAINT customer_deposit_shape CHECK (
    kind NOT IN ('checking', 'savings')
    OR (user_id IS NOT NULL AND account_number IS NOT NULL AND balance_cents >= 0)
  ),
  CONSTRAINT bank_account_shape CHECK (
    kind NOT IN ('funding', 'fee_income', 'outgoing_clearing', 'cheque_clearing', 'loan_book')
    OR user_id IS NULL
  )
);
CREATE UNIQUE INDEX ledger_accounts_one_per_kind ON ledger_accounts (user_id, kind)
  WHERE kind IN ('checking', 'savings');
CREATE UNIQUE INDEX ledger_accounts_one_bank_kind ON ledger_accounts (kind) WHERE user_id IS NULL;
CREATE INDEX ledger_accounts_user_idx ON ledger_accounts (user_id);

-- Sessions: only the SHA-256 of the random token is stored.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash bytea NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id),
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

CREATE TABLE login_activities (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  action text NOT NULL,
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_activities_user_idx ON login_activities (user_id, created_at DESC);

-- Failed sign-ins counted per email, known or not, so lockout answers the same for both.
CREATE TABLE login_failures (
  email text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  first_failed_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz
);

CREATE TABLE password_resets (
  token_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);
