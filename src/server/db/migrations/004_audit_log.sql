-- The audit log of administrative actions. Append-only: a trigger refuses every update and delete, and
-- each record carries the hash of the one before it, so an edit made around the trigger is detectable.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id uuid REFERENCES users (id),
  action text NOT NULL CHECK (length(action) BETWEEN 1 AND 80),
  target_type text,
  target_id text,
  amount_cents bigint,
  reason text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  prev_hash text NOT NULL,
  hash text NOT NULL UNIQUE
);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, id);
CREATE INDEX audit_log_action_idx ON audit_log (action, id);
CREATE INDEX audit_log_target_idx ON audit_log (target_id, id);

-- The guard triggers, the record's hash (`audit_row_hash`) and the one way to append (`audit_append`) live
-- in db/functions/10_audit_log.sql.
