-- Issue 46 part 6: wrong second-factor codes are counted per (user, source), where the source is the session
-- (step-up, turning the app on) or the client address (the sign-in's second step), so another session's or
-- address's wrong codes never lock the owner's own. The per-user columns on users are no longer counted.
CREATE TABLE mfa_code_failures (
  user_id uuid NOT NULL REFERENCES users (id),
  source text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, source)
);
