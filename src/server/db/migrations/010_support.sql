-- Support tickets: one per customer request, with a readable reference (TCK-YYYYMMDD-XXXXXX) for phone
-- and mail. Status is lower-case, as SPEC.md's status colours name it: pending until an administrator
-- closes it as completed or failed.
CREATE TABLE tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  reference text NOT NULL UNIQUE CHECK (reference ~ '^TCK-[0-9]{8}-[0-9A-F]{6}$'),
  ticket_type text NOT NULL
    CHECK (ticket_type IN ('Technical Issue', 'Account Inquiry', 'Loan Request', 'Other')),
  info text NOT NULL CHECK (length(info) BETWEEN 1 AND 2000),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'failed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Insertion order, for stable keyset pagination of the lists.
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE
);
CREATE INDEX tickets_user_idx ON tickets (user_id, seq DESC);
CREATE INDEX tickets_status_idx ON tickets (status, seq);

-- The reply thread of a ticket. Nothing here is updated or deleted: a thread is a record of what was said.
CREATE TABLE ticket_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ticket_id uuid NOT NULL REFERENCES tickets (id),
  author_id uuid NOT NULL REFERENCES users (id),
  author_role text NOT NULL CHECK (author_role IN ('admin', 'customer')),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE
);
CREATE INDEX ticket_messages_ticket_idx ON ticket_messages (ticket_id, seq);
