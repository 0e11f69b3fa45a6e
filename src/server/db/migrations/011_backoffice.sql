-- Back office: credits above the four-eyes threshold wait for a second administrator.
CREATE TABLE credit_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  reason text,
  requested_by uuid NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected')),
  payment_id uuid REFERENCES payments (id),
  decided_by uuid REFERENCES users (id),
  decision_reason text,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  -- The one who asked never approves their own request.
  CHECK (decided_by IS NULL OR decided_by <> requested_by)
);
CREATE INDEX credit_requests_status_idx ON credit_requests (status, seq);
