-- Spending categories (issue 16): every payment has one, from rules on its kind, direction and details,
-- unless the customer chose another for it (`payment_categories`) or for its counterparty
-- (`category_rules`, remembered when they change a payment's category: later payments to or from the same
-- account get it too). Computed when read, so posting a payment does no extra work; insights read one
-- month of payments through payments_user_day_idx and month totals from payment_day_totals.
-- The rules (`payment_rule_category`) and the key a rule remembers a counterparty by (`counterparty_key`)
-- live in db/functions/24_payment_categories.sql.

CREATE TABLE payment_categories (
  payment_id uuid PRIMARY KEY REFERENCES payments (id),
  user_id uuid NOT NULL REFERENCES users (id),
  category text NOT NULL CHECK (category IN ('Transfers', 'Fees', 'Loans', 'Cards', 'Deposits', 'Bills', 'Salary', 'Other')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE category_rules (
  user_id uuid NOT NULL REFERENCES users (id),
  counterparty_key text NOT NULL CHECK (length(counterparty_key) BETWEEN 2 AND 200),
  category text NOT NULL CHECK (category IN ('Transfers', 'Fees', 'Loans', 'Cards', 'Deposits', 'Bills', 'Salary', 'Other')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, counterparty_key)
);

-- Money in as well as out, by month: deposits are read by user and time too.
CREATE INDEX payments_user_time_idx ON payments (user_id, created_at);
