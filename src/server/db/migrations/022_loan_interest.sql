-- Loans cost interest. Each repayment pays the interest due first, posted to a new bank-owned account,
-- interest income, and the rest goes to principal (the loan book). Like fee income it is hot (every
-- repayment touches it), so it stores no balance: its balance is derived from its postings.

ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN ('checking', 'savings',
  'loan', 'funding', 'fee_income', 'outgoing_clearing', 'cheque_clearing', 'loan_book', 'settlement',
  'interest_income'));
ALTER TABLE ledger_accounts DROP CONSTRAINT bank_account_shape;
ALTER TABLE ledger_accounts ADD CONSTRAINT bank_account_shape CHECK (
  kind NOT IN ('funding', 'fee_income', 'outgoing_clearing', 'cheque_clearing', 'loan_book', 'settlement',
    'interest_income')
  OR (user_id IS NULL AND balance_cents = 0)
);

INSERT INTO ledger_accounts (kind, name) VALUES ('interest_income', 'Interest income');

-- The day from which interest now accrues: NULL until the first repayment (it then runs from the
-- disbursement), then the day of the last repayment, which paid all interest due up to that day.
ALTER TABLE loans ADD COLUMN interest_from date;

-- The part of each repayment that was interest; the rest (amount_cents - interest_cents) was principal.
-- Repayments made before this migration were all principal.
ALTER TABLE loan_repayments ADD COLUMN interest_cents bigint NOT NULL DEFAULT 0
  CHECK (interest_cents >= 0);
ALTER TABLE loan_repayments ADD CONSTRAINT loan_repayments_split CHECK (interest_cents <= amount_cents);
