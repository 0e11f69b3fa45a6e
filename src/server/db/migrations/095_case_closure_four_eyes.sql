-- Closing a monitoring case waits for a second administrator in the one four-eyes queue (issue 50 part 2).
-- A closure moves no money: it carries no amount.
ALTER TABLE credit_requests DROP CONSTRAINT credit_requests_kind_check;
ALTER TABLE credit_requests ADD CONSTRAINT credit_requests_kind_check CHECK (kind IN (
  'credit', 'loan_approval', 'cheque_approval', 'transfer_settlement', 'admin_invitation',
  'admin_disable', 'admin_enable', 'factor_reset', 'account_closure', 'sanctions_release',
  'sanctions_block', 'case_closure'));
ALTER TABLE credit_requests DROP CONSTRAINT credit_requests_amount_shape;
ALTER TABLE credit_requests ADD CONSTRAINT credit_requests_amount_shape CHECK (
  kind IN ('sanctions_release', 'sanctions_block')
  OR (kind IN ('admin_invitation', 'admin_disable', 'admin_enable', 'factor_reset', 'account_closure',
               'case_closure')) = (amount_cents IS NULL));
