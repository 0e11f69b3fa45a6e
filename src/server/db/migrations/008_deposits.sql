-- Cheque deposits (SPEC.md §2 "Mobile Check Deposit"). The customer's photo of a cheque waits with a Pending
-- deposit payment (no postings: no money has moved) until an administrator, looking at the image, approves it
-- (cheque clearing → Checking, the payment becomes Successful) or rejects it (the payment becomes Failed).
CREATE TABLE cheque_deposits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  -- The customer's Checking account, which the approved amount is credited to.
  account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  payment_id uuid NOT NULL UNIQUE REFERENCES payments (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  -- The random name under DATA_DIR/uploads/cheques; the client's file name is never kept.
  image_name text NOT NULL UNIQUE CHECK (image_name ~ '^[0-9a-f]{32}\.(jpg|png|webp)$'),
  image_mime text NOT NULL CHECK (image_mime IN ('image/jpeg', 'image/png', 'image/webp')),
  -- One cheque image is deposited once, whoever sends it: the same bytes twice are refused.
  image_sha256 text NOT NULL UNIQUE CHECK (image_sha256 ~ '^[0-9a-f]{64}$'),
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected')),
  reason text CHECK (length(reason) <= 500),
  decided_by uuid REFERENCES users (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  CHECK ((status = 'Pending') = (decided_at IS NULL)),
  CHECK (status = 'Pending' OR decided_by IS NOT NULL)
);
CREATE INDEX cheque_deposits_user_idx ON cheque_deposits (user_id, seq DESC);
CREATE INDEX cheque_deposits_status_idx ON cheque_deposits (status, seq);
