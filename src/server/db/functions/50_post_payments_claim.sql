-- post_payments, phase 1 (claim): the batch's Idempotency-Keys. Each key is claimed for this transaction
-- with an advisory lock, so that a second request with the same key while the first is still running
-- elsewhere is told so at once (`in_flight`). The claims are taken before the keys on record are read, so a
-- key committed meanwhile is seen by that read. `k_idx` lists the requests whose key is on record, with its
-- request hash, result code and payment.
CREATE OR REPLACE PROCEDURE post_payments_claim(batch jsonb, OUT in_flight boolean[], OUT k_idx integer[],
  OUT k_hash text[], OUT k_code text[], OUT k_pay uuid[])
LANGUAGE plpgsql AS $$
DECLARE
  n integer := jsonb_array_length(batch);
  req jsonb;
  q_idx integer[] := '{}'; q_user uuid[] := '{}'; q_key text[] := '{}';
BEGIN
  in_flight := array_fill(false, ARRAY[n]);
  FOR i IN 1..n LOOP
    req := batch->(i - 1);
    IF req ? 'idempotencyKey' THEN
      IF NOT pg_try_advisory_xact_lock(hashtextextended((req->>'userId') || '/' || (req->>'idempotencyKey'), 0)) THEN
        in_flight[i] := true;
      END IF;
      q_idx := q_idx || i; q_user := q_user || (req->>'userId')::uuid; q_key := q_key || (req->>'idempotencyKey');
    END IF;
  END LOOP;
  SELECT array_agg(q.i), array_agg(k.request_hash), array_agg(k.result_code), array_agg(k.payment_id)
    INTO k_idx, k_hash, k_code, k_pay
    FROM unnest(q_idx, q_user, q_key) q(i, user_id, key),
    -- LIMIT keeps the lookup a subquery, answered from the primary key: as a join, PostgreSQL hashed the
    -- whole table against a few dozen keys.
    LATERAL (SELECT ik.request_hash, ik.result_code, ik.payment_id FROM idempotency_keys ik
             WHERE ik.user_id = q.user_id AND ik.key = q.key LIMIT 1) k;
END $$;
