-- post_payments, phase 6 (answer): one row per request in arrival order. A payment written now is described
-- from the request (every row of this transaction has created_at = now()); only a replayed one is read back.
CREATE OR REPLACE FUNCTION post_payments_answer(batch jsonb, at timestamptz, r_code text[], r_pay uuid[],
  r_replayed boolean[], r_source uuid[], r_dest uuid[], r_waive boolean[], a_ids uuid[], a_name text[],
  a_number text[], b_kinds text[], b_ids uuid[])
 RETURNS TABLE(idx integer, code text, payment_id uuid, replayed boolean, payment jsonb)
 LANGUAGE plpgsql
AS $$
#variable_conflict use_column
DECLARE
  j integer; v_ref text;
BEGIN
  FOR i IN 1..jsonb_array_length(batch) LOOP
    idx := i; code := r_code[i]; payment_id := r_pay[i]; replayed := r_replayed[i]; payment := NULL;
    IF r_pay[i] IS NOT NULL AND NOT r_replayed[i] THEN
      v_ref := batch->(i - 1)->'payments'->0->>'accountId';
      j := array_position(a_ids, ledger_pick(v_ref, r_source[i], r_dest[i], b_kinds, b_ids));
      payment := ledger_answer(at, r_waive[i], a_name[j], a_number[j]);
    ELSIF r_pay[i] IS NOT NULL THEN
      SELECT jsonb_build_object(
          'id', py.id, 'reference', py.reference, 'type', py.type, 'kind', py.kind, 'description', py.description,
          'amount_cents', py.amount_cents::text, 'fee_cents', py.fee_cents::text, 'status', py.status,
          'counterparty', py.counterparty, 'details', py.details, 'decision_reason', py.decision_reason,
          'created_at', py.created_at, 'user_id', py.user_id, 'account_name', la.name, 'account_number', la.account_number)
        INTO payment
        FROM payments py JOIN ledger_accounts la ON la.id = py.account_id WHERE py.id = r_pay[i];
    END IF;
    RETURN NEXT;
  END LOOP;
END $$;
