-- Passkeys (issue 15 part 3): WebAuthn credentials that sign in alone (a passkey is something you have and
-- something you are or know) and prove a second factor for step-up.
CREATE TABLE passkeys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  credential_id text NOT NULL UNIQUE,          -- base64url, as the browser names it
  public_key bytea NOT NULL,                   -- COSE
  counter bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX passkeys_user_idx ON passkeys (user_id, created_at);

-- A ceremony's challenge, used once within five minutes. Sign-in challenges belong to nobody until a passkey
-- answers them; registration and step-up challenges belong to the signed-in user.
CREATE TABLE webauthn_challenges (
  challenge text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'login', 'verify')),
  user_id uuid REFERENCES users (id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK ((purpose = 'login') = (user_id IS NULL))
);
CREATE INDEX webauthn_challenges_expiry_idx ON webauthn_challenges (expires_at);

-- "Two-step on" now means an authenticator app or a passkey; sessions are cached in each process, so adding
-- the first passkey or removing the last must reach them all (a trigger in db/functions/33_passkey_events.sql).
