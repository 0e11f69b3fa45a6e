-- Disputes (issue 50 part 3, docs/disputes.md): a customer reports a problem with one of their own completed
-- outgoing payments, and the bank works it on the Regulation E timers of the bank's business-day calendar:
-- a provisional credit by business day 10 unless resolved, a decision by business day 45 (90 for a new
-- account or an international transfer), and a reversal of the provisional credit only 5 business days
-- after its notice. Every step is an event the customer reads on the payment's receipt; letters are PDFs
-- kept in `stored_files` as they were sent.

CREATE TABLE disputes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- D-42: the reference the customer, the letters and the staff reason name.
  number bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id),
  payment_id uuid NOT NULL REFERENCES payments (id),
  -- The payment's own account: the provisional credit goes there and its reversal comes from there.
  account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  reason text NOT NULL CHECK (reason IN ('not_authorised', 'wrong_amount', 'not_received', 'duplicate')),
  statement text NOT NULL CHECK (char_length(statement) BETWEEN 10 AND 2000),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  -- Why the decision has 90 business days instead of 45, or null.
  extended_because text CHECK (extended_because IN ('new_account', 'international')),
  -- open → resolved_in_favour | resolved_against, or → reversal_pending → resolved_against.
  status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'reversal_pending', 'resolved_in_favour', 'resolved_against')),
  filed_at timestamptz NOT NULL,
  filed_on date NOT NULL,
  provisional_due_on date NOT NULL,
  decision_due_on date NOT NULL,
  provisional_payment_id uuid REFERENCES payments (id),
  decision text CHECK (decision IN ('in_favour', 'against')),
  decided_by uuid REFERENCES users (id),
  decided_at timestamptz,
  decision_note text CHECK (char_length(decision_note) <= 1000),
  -- A decision in favour before any provisional credit posts this credit instead.
  credit_payment_id uuid REFERENCES payments (id),
  notice_at timestamptz,
  reversal_due_on date,
  reversal_payment_id uuid REFERENCES payments (id),
  CONSTRAINT dispute_dates CHECK (provisional_due_on > filed_on AND decision_due_on > provisional_due_on),
  CONSTRAINT dispute_decided_shape CHECK ((status = 'open') = (decision IS NULL)
    AND (decision IS NULL) = (decided_at IS NULL) AND (decision IS NULL) = (decided_by IS NULL)),
  CONSTRAINT dispute_one_credit CHECK (provisional_payment_id IS NULL OR credit_payment_id IS NULL),
  CONSTRAINT dispute_in_favour_shape CHECK (status <> 'resolved_in_favour'
    OR (decision = 'in_favour' AND (provisional_payment_id IS NOT NULL OR credit_payment_id IS NOT NULL))),
  -- Against: a provisional credit is reversed only after a notice, on or after its due day.
  CONSTRAINT dispute_against_shape CHECK (decision IS DISTINCT FROM 'against' OR (credit_payment_id IS NULL
    AND (provisional_payment_id IS NULL) = (notice_at IS NULL)
    AND (notice_at IS NULL) = (reversal_due_on IS NULL))),
  CONSTRAINT dispute_reversal_shape CHECK ((status = 'reversal_pending') = (decision = 'against'
    AND provisional_payment_id IS NOT NULL AND reversal_payment_id IS NULL)),
  CONSTRAINT dispute_reversal_only_after_notice CHECK (reversal_payment_id IS NULL
    OR (notice_at IS NOT NULL AND decision = 'against' AND provisional_payment_id IS NOT NULL))
);
-- One open dispute per payment.
CREATE UNIQUE INDEX disputes_one_open ON disputes (payment_id) WHERE status IN ('open', 'reversal_pending');
CREATE INDEX disputes_payment ON disputes (payment_id);
CREATE INDEX disputes_user ON disputes (user_id, filed_at DESC);
-- The job's two scans and the queue's.
CREATE INDEX disputes_provisional_due ON disputes (provisional_due_on)
  WHERE status = 'open' AND provisional_payment_id IS NULL;
CREATE INDEX disputes_reversal_due ON disputes (reversal_due_on) WHERE status = 'reversal_pending';
CREATE INDEX disputes_queue ON disputes (status, number);

-- The letters as they were sent: the PDF is in stored_files and never rewritten.
CREATE TABLE dispute_letters (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  dispute_id uuid NOT NULL REFERENCES disputes (id),
  kind text NOT NULL CHECK (kind IN ('acknowledgement', 'provisional_credit', 'decision', 'reversal_notice')),
  file_id uuid NOT NULL REFERENCES stored_files (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX dispute_letters_dispute ON dispute_letters (dispute_id, created_at);

-- The timeline the customer reads on the receipt, one row a step.
CREATE TABLE dispute_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  dispute_id uuid NOT NULL REFERENCES disputes (id),
  kind text NOT NULL CHECK (kind IN ('filed', 'provisional_credit', 'decided_in_favour', 'decided_against',
    'reversal_notice', 'reversal', 'reversal_waiting')),
  at timestamptz NOT NULL,
  -- The administrator who took the step; null for the customer's filing and the bank's scheduled job.
  actor_id uuid REFERENCES users (id),
  payment_id uuid REFERENCES payments (id),
  letter_id uuid REFERENCES dispute_letters (id),
  amount_cents bigint
);
CREATE INDEX dispute_events_dispute ON dispute_events (dispute_id, id);

-- The app appends events and letters, and changes a dispute only through its own steps.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'vault_app') THEN
    REVOKE ALL ON dispute_events, dispute_letters FROM vault_app;
    GRANT SELECT, INSERT ON dispute_events, dispute_letters TO vault_app;
    REVOKE DELETE, TRUNCATE ON disputes FROM vault_app;
  END IF;
END $$;
