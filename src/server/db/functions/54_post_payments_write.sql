-- post_payments, phase 5 (write): what phase 4 decided, written set-based, a statement a table for the
-- whole batch: the accepted requests' payments and postings, the accounts' new balances (each account once,
-- whatever number of payments touched it), the payers' PIN and payee-check counters, their payment-rate
-- windows, the new payees' day totals, the payers' cumulative step-up totals, the Idempotency-Keys whose answer is final, and last, one request at
-- a time, the administrative extras (status changes and audit records).
CREATE OR REPLACE PROCEDURE post_payments_write(batch jsonb, at timestamptz, ok_idx integer[], keep_idx integer[],
  r_code text[], r_pay uuid[], r_source uuid[], r_dest uuid[], r_dest_user uuid[], r_waive boolean[],
  b_kinds text[], b_ids uuid[], a_ids uuid[], a_bal bigint[], a_start bigint[],
  u_ids uuid[], u_fail integer[], u_locked timestamptz[], u_pf integer[], u_ps timestamptz[], u_dirty boolean[],
  u_rc integer[], u_rs timestamptz[], u_rate_dirty boolean[], np_ids uuid[], np_spent bigint[], np_start bigint[],
  su_users uuid[], su_start timestamptz[], su_added bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  req jsonb; i integer;
BEGIN
  IF cardinality(ok_idx) > 0 THEN
    INSERT INTO payments (id, reference, user_id, account_id, type, kind, description, amount_cents, fee_cents,
                          status, counterparty, details, related_payment_id, decided_by, decision_reason, decided_at)
    SELECT (e->>'id')::uuid, e->>'reference',
           CASE WHEN e->>'userId' = '$destination' THEN r_dest_user[r.i] ELSE (e->>'userId')::uuid END,
           ledger_pick(e->>'accountId', r_source[r.i], r_dest[r.i], b_kinds, b_ids),
           e->>'type', e->>'kind', e->>'description', (e->>'amountCents')::bigint,
           CASE WHEN r_waive[r.i] THEN 0 ELSE coalesce((e->>'feeCents')::bigint, 0) END,
           e->>'status',
           -- The receiver's line of a transfer names the sender's account, known only once resolved here.
           CASE WHEN e->'counterparty'->>'accountNumber' = '$source' THEN jsonb_set(e->'counterparty', '{accountNumber}',
                  to_jsonb((SELECT la.account_number FROM ledger_accounts la WHERE la.id = r_source[r.i])))
                ELSE coalesce(e->'counterparty', '{}'::jsonb) END,
           e->>'details', (e->>'relatedPaymentId')::uuid,
           (e->>'decidedBy')::uuid, e->>'reason', CASE WHEN e ? 'decidedBy' THEN now() END
      FROM unnest(ok_idx) WITH ORDINALITY r(i, ord), jsonb_array_elements(batch->(r.i - 1)->'payments') WITH ORDINALITY e(e, n)
      ORDER BY r.ord, e.n;

    INSERT INTO postings (payment_id, debit_account_id, credit_account_id, amount_cents, code)
    SELECT (e->>'paymentId')::uuid, ledger_pick(e->>'debit', r_source[r.i], r_dest[r.i], b_kinds, b_ids),
           ledger_pick(e->>'credit', r_source[r.i], r_dest[r.i], b_kinds, b_ids), (e->>'amountCents')::bigint, e->>'code'
      FROM unnest(ok_idx) WITH ORDINALITY r(i, ord), jsonb_array_elements(batch->(r.i - 1)->'postings') WITH ORDINALITY e(e, n)
      WHERE NOT (r_waive[r.i] AND e->>'code' = 'fee')
      ORDER BY r.ord, e.n;
  END IF;
  -- The locked rows are named by `= ANY (…)` as well as joined, so that they are found by primary key:
  -- joined alone, a few dozen of them were hashed against the whole table.
  UPDATE ledger_accounts la SET balance_cents = x.bal
    FROM unnest(a_ids, a_bal, a_start) x(id, bal, start)
    WHERE la.id = ANY (a_ids) AND la.id = x.id AND x.bal <> x.start;
  -- A users row changes only when a PIN or a payee check failed, or a lock ran out: rarely. The statement is
  -- skipped otherwise, and with it the profile trigger it would fire.
  IF true = ANY (u_dirty) THEN
    UPDATE users u SET pin_failures = x.f, pin_locked_until = x.l, payee_check_failures = x.pf,
        payee_check_window_start = x.ps
      FROM unnest(u_ids, u_fail, u_locked, u_pf, u_ps, u_dirty) x(id, f, l, pf, ps, dirty)
      WHERE u.id = ANY (u_ids) AND u.id = x.id AND x.dirty;
  END IF;
  INSERT INTO payment_rate_windows AS pw (user_id, calls, window_start)
  SELECT x.id, x.rc, x.rs FROM unnest(u_ids, u_rc, u_rs, u_rate_dirty) x(id, rc, rs, dirty) WHERE x.dirty
  ON CONFLICT (user_id) DO UPDATE SET calls = excluded.calls, window_start = excluded.window_start;
  UPDATE payees py SET new_payee_spent_cents = x.spent
    FROM unnest(np_ids, np_spent, np_start) x(id, spent, start) WHERE py.id = x.id AND x.spent <> x.start;
  -- The same upsert as a standing order's reservation (`auth/sensitive-actions.ts`): a newer window starts over.
  INSERT INTO step_up_spend AS s (user_id, window_start, cents)
  SELECT x.id, x.start, x.added FROM unnest(su_users, su_start, su_added) x(id, start, added) WHERE x.added > 0
  ON CONFLICT (user_id) DO UPDATE SET window_start = greatest(s.window_start, excluded.window_start),
    cents = CASE WHEN excluded.window_start > s.window_start THEN 0 ELSE s.cents END + excluded.cents;
  INSERT INTO idempotency_keys (user_id, key, request_hash, result_code, payment_id)
  SELECT (batch->(r.i - 1)->>'userId')::uuid, batch->(r.i - 1)->>'idempotencyKey',
         coalesce(batch->(r.i - 1)->>'requestHash', ''), r_code[r.i], CASE WHEN r_code[r.i] = 'ok' THEN r_pay[r.i] END
    FROM unnest(keep_idx) r(i);

  FOREACH i IN ARRAY ok_idx LOOP
    req := batch->(i - 1);
    IF req ? 'statusUpdate' THEN
      UPDATE payments py SET status = req->'statusUpdate'->>'to', decided_at = at,
          decided_by = (req->'statusUpdate'->>'decidedBy')::uuid, decision_reason = req->'statusUpdate'->>'reason'
        WHERE (py.id = (req->'statusUpdate'->>'paymentId')::uuid
               OR py.related_payment_id = (req->'statusUpdate'->>'paymentId')::uuid)
          AND py.status = req->'statusUpdate'->>'from';
    END IF;
    IF req ? 'audit' THEN PERFORM audit_append(req->'audit'); END IF;
  END LOOP;
END $$;
