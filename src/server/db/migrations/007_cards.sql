-- Card applications and issued cards (SPEC.md §2 Cards, DESIGN.md §5). A card is stored as its brand, the
-- last four digits and the expiry only: no column can hold a full card number, and there is no CVV at all.

CREATE TABLE card_applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  -- The customer's account the card draws on; the $50 fee was taken from it.
  account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  brand text NOT NULL CHECK (brand IN ('Black Card', 'Gold Card')),
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected')),
  fee_payment_id uuid NOT NULL UNIQUE REFERENCES payments (id),
  decision_reason text CHECK (length(decision_reason) <= 500),
  decided_by uuid REFERENCES users (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  CHECK ((status = 'Pending') = (decided_at IS NULL))
);
CREATE INDEX card_applications_user_idx ON card_applications (user_id, seq DESC);
CREATE INDEX card_applications_status_idx ON card_applications (status, seq);
-- One application per brand waits at a time: a second one would only charge the fee twice.
CREATE UNIQUE INDEX card_applications_one_pending ON card_applications (user_id, brand) WHERE status = 'Pending';

CREATE TABLE cards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  application_id uuid NOT NULL UNIQUE REFERENCES card_applications (id),
  account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  brand text NOT NULL CHECK (brand IN ('Black Card', 'Gold Card')),
  last4 char(4) NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  expiry_month smallint NOT NULL CHECK (expiry_month BETWEEN 1 AND 12),
  expiry_year smallint NOT NULL CHECK (expiry_year BETWEEN 2000 AND 2200),
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Frozen')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cards_user_idx ON cards (user_id, created_at DESC);
