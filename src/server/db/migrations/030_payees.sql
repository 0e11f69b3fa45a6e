-- Saved payees (issue 16): a customer keeps the people they pay, and a transfer may name one by `payeeId`
-- instead of its details. A payee saved less than 24 hours ago may receive at most NEW_PAYEE_LIMIT in that
-- time: a stolen session that adds the thief as a payee can move little before the customer notices. The
-- cap is checked inside `post_payments` (restated whole below: a SQL function is replaced, not patched),
-- under the payer's row lock, with `payees.new_payee_spent_cents` as the counter; a request carries
-- `newPayee: { payeeId, limitCents }` only while its payee is younger than a day. Everything else in the
-- function is as migration 017 wrote it.
-- A removed payee keeps its row (`removed_at`): payments named it, and the statement does not change.

CREATE TABLE payees (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  type text NOT NULL CHECK (type IN ('local', 'international')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  nickname text CHECK (length(nickname) BETWEEN 1 AND 50),
  bank_name text NOT NULL CHECK (length(bank_name) BETWEEN 1 AND 100),
  account_number text NOT NULL CHECK (length(account_number) BETWEEN 1 AND 40),
  routing_number text CHECK (length(routing_number) BETWEEN 1 AND 20),
  bank_country text CHECK (bank_country ~ '^[A-Z]{2}$'),
  account_type text CHECK (account_type IN ('Savings', 'Checking')),
  new_payee_spent_cents bigint NOT NULL DEFAULT 0 CHECK (new_payee_spent_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz,
  CHECK (type = 'local' OR (routing_number IS NOT NULL AND bank_country IS NOT NULL AND account_type IS NOT NULL))
);
CREATE INDEX payees_user_idx ON payees (user_id, created_at) WHERE removed_at IS NULL;
-- One saved payee per destination and customer.
CREATE UNIQUE INDEX payees_destination_idx ON payees (user_id, type, lower(bank_name), account_number)
  WHERE removed_at IS NULL;

-- The app never deletes a payee row (removing one sets `removed_at`).
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'vault_app') THEN
    REVOKE ALL ON payees FROM vault_app;
    GRANT SELECT, INSERT, UPDATE ON payees TO vault_app;
  END IF;
END $$;

-- (post_payments as this migration changed it was restated here in full; its one live definition is
-- in src/server/db/functions, which the migrator applies after the versioned migrations.)
