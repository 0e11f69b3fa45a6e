-- Alerts (issue 16): a customer asks to be told of a low balance, a payment out above an amount, any
-- money in, and a sign-in from a browser not seen before; each is a notification and a mail, raised once
-- per event (`alert_events` holds one row per user, kind and event).
CREATE TABLE alert_settings (
  user_id uuid PRIMARY KEY REFERENCES users (id),
  low_balance_cents bigint CHECK (low_balance_cents > 0),
  payment_out_above_cents bigint CHECK (payment_out_above_cents > 0),
  money_in boolean NOT NULL DEFAULT false,
  new_sign_in boolean NOT NULL DEFAULT false,
  -- Below the threshold since the last alert: the next one waits until the balance has come back up.
  low_balance_alerted boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE alert_events (
  user_id uuid NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('low_balance', 'payment_out', 'money_in', 'new_sign_in')),
  event_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, event_key)
);

-- Browsers a customer has signed in from, by the hash of a random id kept in an HttpOnly cookie.
CREATE TABLE known_browsers (
  user_id uuid NOT NULL REFERENCES users (id),
  browser_hash bytea NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, browser_hash)
);

-- Payments of customers who set alerts queue one job per statement (in its transaction, so a rolled-back
-- payment raises nothing); the job decides and delivers. Statement-level: a batch of 256 payments costs
-- one join against the small alert_settings table, and nothing at all when none of them set alerts.
-- The trigger function and triggers live in db/functions/23_payment_alerts.sql.
