-- Insider limits are cumulative (issue 46, part 5). Every amount an administrator releases alone — a credit,
-- a loan disbursement, a cheque approval, a transfer settlement — is written here in the same transaction as
-- the release, and the sum of the last 24 hours per administrator decides whether the next one may go alone
-- or waits for a second administrator. Releases a second administrator approved are not solo releases and
-- are not written here.
CREATE TABLE admin_releases (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  admin_id uuid NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('credit', 'loan_approval', 'cheque_approval', 'transfer_settlement')),
  user_id uuid NOT NULL REFERENCES users (id),     -- the customer the money went to (or left)
  subject_id uuid,                                 -- the loan, deposit or payment; a credit's payment
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  released_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_releases_admin_idx ON admin_releases (admin_id, released_at);

-- Administrator-on-administrator actions and a customer's second-factor reset wait for a second
-- administrator too (parts 4 and 5): `subject_id` names the user acted on; no amount.
ALTER TABLE credit_requests DROP CONSTRAINT credit_requests_kind_check;
ALTER TABLE credit_requests ADD CONSTRAINT credit_requests_kind_check CHECK (kind IN (
  'credit', 'loan_approval', 'cheque_approval', 'transfer_settlement', 'admin_invitation',
  'admin_disable', 'admin_enable', 'factor_reset'));
ALTER TABLE credit_requests DROP CONSTRAINT credit_requests_amount_shape;
ALTER TABLE credit_requests ADD CONSTRAINT credit_requests_amount_shape CHECK (
  (kind IN ('admin_invitation', 'admin_disable', 'admin_enable', 'factor_reset')) = (amount_cents IS NULL));
