-- A dispute decided in the customer's favour before its provisional credit is an administrator releasing
-- the bank's money (docs/disputes.md): it counts towards the administrator's solo releases of 24 hours
-- (migration 065) and, past the four-eyes threshold or for a customer whose identity check they approved,
-- waits in the one four-eyes queue as a `dispute_credit` request (its subject the dispute).

ALTER TABLE admin_releases DROP CONSTRAINT admin_releases_kind_check;
ALTER TABLE admin_releases ADD CONSTRAINT admin_releases_kind_check CHECK (kind IN (
  'credit', 'loan_approval', 'cheque_approval', 'transfer_settlement', 'dispute_credit'));

ALTER TABLE credit_requests DROP CONSTRAINT credit_requests_kind_check;
ALTER TABLE credit_requests ADD CONSTRAINT credit_requests_kind_check CHECK (kind IN (
  'credit', 'loan_approval', 'cheque_approval', 'transfer_settlement', 'admin_invitation',
  'admin_disable', 'admin_enable', 'factor_reset', 'account_closure', 'sanctions_release',
  'sanctions_block', 'case_closure', 'dispute_credit'));
-- A dispute credit carries its amount: credit_requests_amount_shape (migration 095) already requires one of
-- every kind it does not name.
