-- Four eyes wherever money is created or leaves the bank (issue 11, part 5). The credit queue of migration
-- 011 becomes the one queue of decisions that wait for a second administrator: large credits, and now loan
-- approvals, cheque approvals and settlements of outgoing transfers above the same threshold, and the
-- invitation of a new administrator. `subject_id` names the loan, deposit, payment or invited user.
ALTER TABLE credit_requests
  ADD COLUMN kind text NOT NULL DEFAULT 'credit'
    CHECK (kind IN ('credit', 'loan_approval', 'cheque_approval', 'transfer_settlement', 'admin_invitation')),
  ADD COLUMN subject_id uuid,
  ALTER COLUMN amount_cents DROP NOT NULL,
  ADD CONSTRAINT credit_requests_subject_shape CHECK ((kind = 'credit') = (subject_id IS NULL)),
  ADD CONSTRAINT credit_requests_amount_shape CHECK ((kind = 'admin_invitation') = (amount_cents IS NULL));

-- One waiting request per loan, deposit, payment or invitation: asking twice does not queue it twice.
CREATE UNIQUE INDEX credit_requests_one_pending_subject ON credit_requests (kind, subject_id)
  WHERE status = 'Pending' AND subject_id IS NOT NULL;

-- An invited administrator cannot sign in until a different administrator approves the invitation.
ALTER TABLE users ADD COLUMN awaiting_approval boolean NOT NULL DEFAULT false;

-- The rolling 24-hour sum of credits per customer reads the customer's recent bank credits.
CREATE INDEX payments_bank_credit_idx ON payments (user_id, created_at) WHERE kind = 'bank_credit';
