-- A customer closes their account (issue 49, part 6). The customer and every deposit account are marked
-- closed rather than deleted: records are kept, sign-in answers that the account is closed, and a payment
-- to one of its account numbers is refused (post_payments, decide phase) or, for a return, held in the
-- bank's suspense account for staff.

ALTER TABLE users ADD COLUMN closed_at timestamptz;
ALTER TABLE ledger_accounts ADD COLUMN closed_at timestamptz;
-- Only closed accounts are in it, so the check a payment to an account number makes reads a tiny index.
CREATE INDEX ledger_accounts_closed_idx ON ledger_accounts (id) WHERE closed_at IS NOT NULL;

-- Closing an account cancels its cards; a cancelled card never comes back (unfreezing needs 'Frozen').
ALTER TABLE cards DROP CONSTRAINT cards_status_check;
ALTER TABLE cards ADD CONSTRAINT cards_status_check CHECK (status IN ('Active', 'Frozen', 'Cancelled'));

-- One row per closure, written in the closure's transaction and never changed: who asked (the customer, or
-- the administrator who started it), who approved it (the second administrator for a staff closure), why,
-- the sweep of the balance (a customer's closure) and the day the final statement covers up to.
CREATE TABLE account_closures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users (id),
  started_by uuid NOT NULL REFERENCES users (id),
  approved_by uuid REFERENCES users (id),
  reason text CHECK (length(reason) <= 500),
  swept_cents bigint NOT NULL DEFAULT 0 CHECK (swept_cents >= 0),
  sweep_payment_id uuid REFERENCES payments (id),
  closed_at timestamptz NOT NULL DEFAULT now(),
  -- A staff closure has a reason and a second administrator; the customer's own has neither.
  CHECK ((started_by = user_id) = (approved_by IS NULL)),
  CHECK (started_by = user_id OR (reason IS NOT NULL AND approved_by <> started_by))
);

DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'vault_app') THEN
    REVOKE ALL ON account_closures FROM vault_app;
    GRANT SELECT, INSERT ON account_closures TO vault_app;
  END IF;
END $$;

-- A closure started by staff waits for a second administrator in the one four-eyes queue.
ALTER TABLE credit_requests DROP CONSTRAINT credit_requests_kind_check;
ALTER TABLE credit_requests ADD CONSTRAINT credit_requests_kind_check CHECK (kind IN (
  'credit', 'loan_approval', 'cheque_approval', 'transfer_settlement', 'admin_invitation',
  'admin_disable', 'admin_enable', 'factor_reset', 'account_closure'));
ALTER TABLE credit_requests DROP CONSTRAINT credit_requests_amount_shape;
ALTER TABLE credit_requests ADD CONSTRAINT credit_requests_amount_shape CHECK (
  (kind IN ('admin_invitation', 'admin_disable', 'admin_enable', 'factor_reset', 'account_closure'))
    = (amount_cents IS NULL));
