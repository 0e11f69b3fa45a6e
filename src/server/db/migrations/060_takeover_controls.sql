-- Account takeover controls (issue 46, docs/security-policy.md).

-- The cumulative step-up: what a customer with two-step on has sent since the last step-up seen by a sending
-- session (and at most since the start of the payment day). A payment reserves its amount here in one upsert
-- before it is posted; past STEP_UP_AMOUNT, only a session with a fresh second factor may add to it.
CREATE TABLE step_up_spend (
  user_id uuid PRIMARY KEY REFERENCES users (id),
  window_start timestamptz NOT NULL,
  cents bigint NOT NULL CHECK (cents >= 0)
);

-- "This wasn't me" from the new-sign-in mail: which sign-in the mail reported, so the lockdown knows which
-- sign-in the customer disowns (the factors added since the last one before it are removed).
ALTER TABLE lockdown_tokens ADD COLUMN session_id uuid REFERENCES sessions (id);

-- A lockdown pauses the customer's standing orders; the customer resumes them after the password reset.
ALTER TABLE standing_orders DROP CONSTRAINT standing_orders_status_check;
ALTER TABLE standing_orders ADD CONSTRAINT standing_orders_status_check
  CHECK (status IN ('Active', 'Paused', 'Cancelled', 'Completed'));
ALTER TABLE standing_orders DROP CONSTRAINT standing_orders_check;
ALTER TABLE standing_orders ADD CONSTRAINT standing_orders_check
  CHECK ((status IN ('Active', 'Paused')) = (next_date IS NOT NULL));

-- The new-payee rule follows the counterparty: a transfer with typed details finds the customer's payee rows
-- (removed ones too) for the same bank and account through this index.
CREATE INDEX payees_counterparty_idx ON payees (user_id, lower(bank_name), account_number, created_at);
