-- "This wasn't me" (issue 15): a customer who sees a sign-in they do not recognise locks their account down:
-- every session ends, every card is frozen, outgoing payments pause until they reset their password, and the
-- back office gets a case. A sign-in from a browser not seen before mails a single-use link that does the same.
ALTER TABLE users ADD COLUMN locked_down_at timestamptz;

CREATE TABLE lockdowns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'Open' CHECK (status IN ('Open', 'Closed')),
  via text NOT NULL CHECK (via IN ('activities', 'mail')),
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE
);
CREATE INDEX lockdowns_open_idx ON lockdowns (status, seq) WHERE status = 'Open';

CREATE TABLE lockdown_tokens (
  token_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Sessions are checked in memory: a lockdown (and its end) must reach every process (a trigger in
-- db/functions/30_session_events.sql).
