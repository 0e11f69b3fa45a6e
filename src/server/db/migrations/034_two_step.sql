-- Two-step sign-in (issue 15): an authenticator app (TOTP, RFC 6238) as the second factor, recovery codes,
-- the sign-in's second step, and step-up (a fresh second factor for sensitive calls).
ALTER TABLE users ADD COLUMN totp_secret text;            -- AES-256-GCM under a key derived from PIN_KEY
ALTER TABLE users ADD COLUMN totp_enabled_at timestamptz; -- two-step on
ALTER TABLE users ADD COLUMN totp_last_step bigint;       -- the last time step used: a code works once
ALTER TABLE users ADD COLUMN mfa_failures integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN mfa_locked_until timestamptz;

CREATE TABLE mfa_recovery_codes (
  user_id uuid NOT NULL REFERENCES users (id),
  code_hash bytea NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- The sign-in's second step: a password accepted for a user with two-step on gives one of these, valid five
-- minutes and once.
CREATE TABLE mfa_challenges (
  token_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  ip text,
  user_agent text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Established with two factors, and when a second factor was last proved (step-up looks at it).
ALTER TABLE sessions ADD COLUMN two_factor boolean NOT NULL DEFAULT false;
ALTER TABLE sessions ADD COLUMN second_factor_at timestamptz;

-- Each process keeps sessions in memory: a fresh second factor, and two-step turned on or off, must reach them
-- all (triggers in db/functions/30_session_events.sql).
