-- Loans (SPEC.md §2 Loan request, My Loans). A customer asks; an administrator approves (the money is
-- disbursed from the loan book into the chosen account through the ledger) or rejects with a reason.
-- Repayments go from a customer account back to the loan book and reduce the outstanding principal in
-- the same transaction as their posting. Status: Pending → Approved → Repaid, or Pending → Rejected.
CREATE TABLE loans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  -- The settlement account: where the money arrives. It must be one of the borrower's deposit accounts;
  -- the service resolves it among the caller's own accounts.
  account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  type text NOT NULL CHECK (type IN ('Personal Loan', 'Business Loan', 'Mortgage Loan')),
  duration_months integer NOT NULL CHECK (duration_months IN (6, 12, 24)),
  repayment text NOT NULL CHECK (repayment IN ('Monthly', 'Quarterly', 'Yearly')),
  details text NOT NULL CHECK (length(details) BETWEEN 1 AND 500),
  -- The rate is fixed when the customer asks, so a later change of configuration never reprices a loan.
  annual_rate_bps integer NOT NULL CHECK (annual_rate_bps BETWEEN 0 AND 10000),
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected', 'Repaid')),
  outstanding_principal_cents bigint NOT NULL DEFAULT 0
    CHECK (outstanding_principal_cents >= 0 AND outstanding_principal_cents <= amount_cents),
  decision_reason text CHECK (length(decision_reason) <= 500),
  decided_by uuid REFERENCES users (id),
  decided_at timestamptz,
  disbursement_payment_id uuid UNIQUE REFERENCES payments (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  -- Each status has one shape: nothing owed before approval or after rejection, something owed while
  -- Approved, nothing once Repaid; a decision always has its author and time, a rejection its reason.
  CONSTRAINT loans_pending_shape CHECK (status <> 'Pending' OR
    (outstanding_principal_cents = 0 AND decided_at IS NULL AND decided_by IS NULL AND disbursement_payment_id IS NULL)),
  CONSTRAINT loans_decided_shape CHECK (status = 'Pending' OR (decided_at IS NOT NULL AND decided_by IS NOT NULL)),
  CONSTRAINT loans_rejected_shape CHECK (status <> 'Rejected' OR
    (outstanding_principal_cents = 0 AND decision_reason IS NOT NULL AND disbursement_payment_id IS NULL)),
  CONSTRAINT loans_approved_shape CHECK (status <> 'Approved' OR
    (outstanding_principal_cents > 0 AND disbursement_payment_id IS NOT NULL)),
  CONSTRAINT loans_repaid_shape CHECK (status <> 'Repaid' OR
    (outstanding_principal_cents = 0 AND disbursement_payment_id IS NOT NULL))
);
CREATE INDEX loans_user_idx ON loans (user_id, seq DESC);
CREATE INDEX loans_status_idx ON loans (status, seq);

-- Which payments repaid which loan; written with the payment, in the same transaction.
CREATE TABLE loan_repayments (
  payment_id uuid PRIMARY KEY REFERENCES payments (id),
  loan_id uuid NOT NULL REFERENCES loans (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loan_repayments_loan_idx ON loan_repayments (loan_id, created_at);
