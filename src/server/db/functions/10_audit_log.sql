-- The audit log is append-only: no update, delete or truncate, whoever asks.
CREATE OR REPLACE FUNCTION audit_log_is_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only';
END $$;

CREATE OR REPLACE TRIGGER audit_log_append_only BEFORE DELETE OR UPDATE ON audit_log
  FOR EACH ROW
  EXECUTE FUNCTION audit_log_is_append_only();
CREATE OR REPLACE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT
  EXECUTE FUNCTION audit_log_is_append_only();

-- The hash of one record: every field in a fixed order, separated by a character no field contains.
CREATE OR REPLACE FUNCTION audit_row_hash(prev text, actor uuid, action text, target_type text, target_id text, amount bigint, reason text, ip text, at timestamp with time zone)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $$
  SELECT encode(sha256(convert_to(concat_ws(chr(31), prev, coalesce(actor::text, ''), action,
    coalesce(target_type, ''), coalesce(target_id, ''), coalesce(amount::text, ''), coalesce(reason, ''),
    coalesce(ip, ''), (extract(epoch FROM at) * 1000000)::bigint::text), 'UTF8')), 'hex')
$$;

-- Appends one record. Appends are serialized by a transaction-scoped lock so the chain never forks.
CREATE OR REPLACE FUNCTION audit_append(a jsonb)
 RETURNS bigint
 LANGUAGE plpgsql
AS $$
DECLARE
  v_prev text;
  v_at timestamptz := now();
  v_id bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(7240002);
  SELECT hash INTO v_prev FROM audit_log ORDER BY id DESC LIMIT 1;
  v_prev := coalesce(v_prev, 'genesis');
  INSERT INTO audit_log (actor_id, action, target_type, target_id, amount_cents, reason, ip, created_at, prev_hash, hash)
  VALUES ((a->>'actorId')::uuid, a->>'action', a->>'targetType', a->>'targetId', (a->>'amountCents')::bigint,
          a->>'reason', a->>'ip', v_at, v_prev,
          audit_row_hash(v_prev, (a->>'actorId')::uuid, a->>'action', a->>'targetType', a->>'targetId',
                         (a->>'amountCents')::bigint, a->>'reason', a->>'ip', v_at))
  RETURNING id INTO v_id;
  RETURN v_id;
END $$;
