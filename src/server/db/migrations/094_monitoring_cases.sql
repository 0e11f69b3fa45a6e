-- Transaction monitoring and cases (issue 50 part 2, docs/monitoring.md). A sweep job reads committed
-- payments after the fact (never on the transfer path), runs the rules, and raises alerts; a customer's
-- alerts gather in their one open case, which an administrator investigates and two administrators close.

-- A case per customer while it is open or under investigation; closed cases are kept for ever.
CREATE TABLE monitoring_cases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The reference staff and the audit chain use: C-<seq>.
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'investigating', 'closed_no_action', 'closed_sar')),
  assigned_to uuid REFERENCES users (id),
  opened_at timestamptz NOT NULL,
  -- The SAR decision is due 30 calendar days after the case opened (the first alert was detected).
  due_at timestamptz NOT NULL,
  -- The closure one administrator proposed; a second approves it through the four-eyes queue.
  proposed_outcome text CHECK (proposed_outcome IN ('no_action', 'sar_filed')),
  proposal_reason text CHECK (length(proposal_reason) BETWEEN 1 AND 1000),
  sar_reference text CHECK (length(sar_reference) BETWEEN 1 AND 60),
  proposed_by uuid REFERENCES users (id),
  proposed_at timestamptz,
  closed_by uuid REFERENCES users (id),
  closed_at timestamptz,
  CONSTRAINT monitoring_cases_due CHECK (due_at = opened_at + interval '30 days'),
  CONSTRAINT monitoring_cases_closed_shape CHECK (
    (status IN ('closed_no_action', 'closed_sar')) = (closed_at IS NOT NULL AND closed_by IS NOT NULL)),
  -- Four eyes, in the schema too: the administrator who proposed the closure never approves it.
  CONSTRAINT monitoring_cases_four_eyes CHECK (
    closed_by IS NULL OR (proposed_by IS NOT NULL AND closed_by <> proposed_by)),
  CONSTRAINT monitoring_cases_outcome CHECK (
    (status <> 'closed_sar' OR (proposed_outcome = 'sar_filed' AND sar_reference IS NOT NULL))
    AND (status <> 'closed_no_action' OR proposed_outcome = 'no_action')),
  CONSTRAINT monitoring_cases_proposal_shape CHECK (
    (proposed_outcome IS NULL) = (proposed_by IS NULL) AND (proposed_by IS NULL) = (proposed_at IS NULL))
);
-- An open case takes the customer's new alerts: at most one per customer.
CREATE UNIQUE INDEX monitoring_cases_one_open ON monitoring_cases (user_id)
  WHERE status IN ('open', 'investigating');
CREATE INDEX monitoring_cases_status_idx ON monitoring_cases (status, seq);

-- One hit of one rule. `dedupe_key` makes the sweep idempotent: a payment (or a credit, or a day) raises
-- a rule's alert once however often it is looked at.
CREATE TABLE monitoring_alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  case_id uuid NOT NULL REFERENCES monitoring_cases (id),
  user_id uuid NOT NULL REFERENCES users (id),
  rule text NOT NULL
    CHECK (rule IN ('structuring', 'velocity', 'in_out', 'new_payee', 'dormant', 'lockdown')),
  dedupe_key text NOT NULL CHECK (length(dedupe_key) BETWEEN 1 AND 100),
  -- The payment that set the rule off (none for a lockdown), and when it was made.
  payment_id uuid REFERENCES payments (id),
  lockdown_id uuid REFERENCES lockdowns (id),
  triggered_at timestamptz NOT NULL,
  detail text NOT NULL CHECK (length(detail) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (rule, dedupe_key),
  CHECK ((rule = 'lockdown') = (lockdown_id IS NOT NULL)),
  CHECK ((rule = 'lockdown') = (payment_id IS NULL))
);
CREATE INDEX monitoring_alerts_case_idx ON monitoring_alerts (case_id, seq);
CREATE INDEX monitoring_alerts_user_rule_idx ON monitoring_alerts (user_id, rule, triggered_at);

-- The payments an alert is about (the pattern's payments), attached to its case through it.
CREATE TABLE monitoring_alert_payments (
  alert_id uuid NOT NULL REFERENCES monitoring_alerts (id),
  payment_id uuid NOT NULL REFERENCES payments (id),
  PRIMARY KEY (alert_id, payment_id)
);

CREATE TABLE monitoring_case_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  case_id uuid NOT NULL REFERENCES monitoring_cases (id),
  author_id uuid NOT NULL REFERENCES users (id),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX monitoring_case_notes_case_idx ON monitoring_case_notes (case_id, seq);

-- The sweep's cursor: every payment up to `last_seq` has been looked at. Payments above it that were
-- looked at are in `monitoring_checked` until the cursor passes them (a payment committed late, with a
-- lower seq than one already seen, is still found). Monitoring starts with the payments made from now on.
CREATE TABLE monitoring_sweep (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  last_seq bigint NOT NULL,
  swept_at timestamptz
);
INSERT INTO monitoring_sweep (last_seq) SELECT coalesce(max(seq), 0) FROM payments;

CREATE TABLE monitoring_checked (
  payment_id uuid PRIMARY KEY REFERENCES payments (id),
  seq bigint NOT NULL
);
CREATE INDEX monitoring_checked_seq_idx ON monitoring_checked (seq);

-- Records are kept: the app never deletes a case, an alert or a note.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'vault_app') THEN
    REVOKE ALL ON monitoring_cases, monitoring_alerts, monitoring_alert_payments, monitoring_case_notes
      FROM vault_app;
    GRANT SELECT, INSERT, UPDATE ON monitoring_cases TO vault_app;
    GRANT SELECT, INSERT ON monitoring_alerts, monitoring_alert_payments, monitoring_case_notes TO vault_app;
  END IF;
END $$;
