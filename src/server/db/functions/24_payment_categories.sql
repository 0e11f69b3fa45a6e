-- Spending categories (issue 16): every payment has one, from rules on its kind, direction and details,
-- unless the customer chose another for it (`payment_categories`) or for its counterparty
-- (`category_rules`, remembered when they change a payment's category: later payments to or from the same
-- account get it too). Computed when read, so posting a payment does no extra work; insights read one
-- month of payments through payments_user_day_idx and month totals from payment_day_totals.
CREATE OR REPLACE FUNCTION payment_rule_category(kind text, type text, details text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $$
  SELECT CASE
    WHEN kind IN ('loan_disbursement', 'loan_repayment') THEN 'Loans'
    WHEN kind LIKE 'card%' THEN 'Cards'
    WHEN kind IN ('cheque_deposit', 'bank_credit') THEN 'Deposits'
    WHEN kind = 'interest' THEN 'Interest'
    WHEN type = 'deposit' AND details ~* '(salary|payroll|wages|pay ?slip)' THEN 'Salary'
    WHEN type = 'withdrawal' AND details ~* '(rent|bill|electric|utilit|water|gas|internet|phone|insurance|council tax)'
      THEN 'Bills'
    WHEN kind IN ('local_transfer', 'wire_transfer', 'incoming_transfer', 'own_transfer') THEN 'Transfers'
    ELSE 'Other'
  END $$;

-- The account on the other side, as a rule remembers it: bank and account number.
CREATE OR REPLACE FUNCTION counterparty_key(counterparty jsonb)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $$
  SELECT CASE WHEN coalesce(counterparty->>'accountNumber', '') NOT IN ('', '$source')
    THEN lower(btrim(coalesce(counterparty->>'bankName', ''))) || '/' || (counterparty->>'accountNumber') END $$;
