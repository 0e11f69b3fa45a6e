-- post_payments, phase 6 (answer): one row per request in arrival order, its payment in the one shape of
-- `ledger_payment_json`. A payment written now is described from its request as it was written (every row of
-- this transaction has created_at = now()), without reading it back; only a replayed one is read.
CREATE OR REPLACE FUNCTION post_payments_answer(batch jsonb, at timestamptz, r_code text[], r_pay uuid[],
  r_replayed boolean[], r_source uuid[], r_dest uuid[], r_dest_user uuid[], r_waive boolean[], a_ids uuid[],
  a_name text[], a_number text[], b_kinds text[], b_ids uuid[])
 RETURNS TABLE(idx integer, code text, payment_id uuid, replayed boolean, payment jsonb)
 LANGUAGE plpgsql
AS $$
#variable_conflict use_column
DECLARE
  j integer; p jsonb; v_ref text;
BEGIN
  FOR i IN 1..jsonb_array_length(batch) LOOP
    idx := i; code := r_code[i]; payment_id := r_pay[i]; replayed := r_replayed[i]; payment := NULL;
    IF r_pay[i] IS NOT NULL AND NOT r_replayed[i] THEN
      p := batch->(i - 1)->'payments'->0;
      v_ref := p->>'accountId';
      j := array_position(a_ids, ledger_pick(v_ref, r_source[i], r_dest[i], b_kinds, b_ids));
      -- As phase 5 wrote the line (`post_payments_write`).
      payment := ledger_payment_json((p->>'id')::uuid, p->>'reference', p->>'type', p->>'kind', p->>'description',
        (p->>'amountCents')::bigint, CASE WHEN r_waive[i] THEN 0 ELSE coalesce((p->>'feeCents')::bigint, 0) END,
        p->>'status',
        CASE WHEN p->'counterparty'->>'accountNumber' = '$source' THEN jsonb_set(p->'counterparty', '{accountNumber}',
               to_jsonb(a_number[array_position(a_ids, r_source[i])]))
             ELSE coalesce(p->'counterparty', '{}'::jsonb) END,
        p->>'details', p->>'reason', at,
        CASE WHEN p->>'userId' = '$destination' THEN r_dest_user[i] ELSE (p->>'userId')::uuid END,
        a_name[j], a_number[j]);
    ELSIF r_pay[i] IS NOT NULL THEN
      SELECT ledger_payment_json(py.id, py.reference, py.type, py.kind, py.description, py.amount_cents, py.fee_cents,
          py.status, py.counterparty, py.details, py.decision_reason, py.created_at, py.user_id, la.name,
          la.account_number)
        INTO payment
        FROM payments py JOIN ledger_accounts la ON la.id = py.account_id WHERE py.id = r_pay[i];
    END IF;
    RETURN NEXT;
  END LOOP;
END $$;
