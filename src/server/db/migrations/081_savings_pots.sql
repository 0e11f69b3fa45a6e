-- Savings pots (issue 49 part 2): named deposit accounts of kind 'pot' (migration 073), any number per
-- customer, at most 10 open (the service counts them under the customer's row lock). The ledger row keeps
-- the pot's name, number and balance; this row keeps what only a pot has: an optional goal (amount and
-- date), an optional lock that refuses withdrawals before a date, and when it was closed. A closed pot's
-- ledger row stays (ledger accounts are never deleted), with a zero balance.
CREATE TABLE savings_pots (
  account_id uuid PRIMARY KEY REFERENCES ledger_accounts (id),
  user_id uuid NOT NULL REFERENCES users (id),
  goal_cents bigint CHECK (goal_cents > 0),
  goal_date date,
  -- Withdrawals are refused before this date (the customer's own account closure bypasses it).
  locked_until date,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE INDEX savings_pots_open_idx ON savings_pots (user_id, created_at) WHERE closed_at IS NULL;
