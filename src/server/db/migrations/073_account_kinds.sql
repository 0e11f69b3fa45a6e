-- The kinds of account the next features need, declared once so that no two features rewrite the same
-- constraint: savings pots (customer deposit accounts, any number per customer), and four bank-owned
-- accounts that, like fee income, store no balance: interest paid on savings, returns to closed accounts
-- held for staff, sanctioned funds blocked, and provisional credit given while a dispute is open.

ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN ('checking', 'savings',
  'pot', 'loan', 'funding', 'fee_income', 'outgoing_clearing', 'cheque_clearing', 'loan_book', 'settlement',
  'interest_income', 'interest_expense', 'suspense', 'blocked_funds', 'provisional_credit'));
ALTER TABLE ledger_accounts DROP CONSTRAINT customer_deposit_shape;
ALTER TABLE ledger_accounts ADD CONSTRAINT customer_deposit_shape CHECK (
  kind NOT IN ('checking', 'savings', 'pot')
  OR (user_id IS NOT NULL AND account_number IS NOT NULL AND balance_cents >= 0)
);
ALTER TABLE ledger_accounts DROP CONSTRAINT bank_account_shape;
ALTER TABLE ledger_accounts ADD CONSTRAINT bank_account_shape CHECK (
  kind NOT IN ('funding', 'fee_income', 'outgoing_clearing', 'cheque_clearing', 'loan_book', 'settlement',
    'interest_income', 'interest_expense', 'suspense', 'blocked_funds', 'provisional_credit')
  OR (user_id IS NULL AND balance_cents = 0)
);

INSERT INTO ledger_accounts (kind, name) VALUES
  ('interest_expense', 'Interest expense'),
  ('suspense', 'Suspense'),
  ('blocked_funds', 'Blocked funds'),
  ('provisional_credit', 'Provisional credit');
