-- Where a batch's time went (perf on PostgreSQL, 64 connections), and what changed:
--
-- * `post_payments` answered with one RETURN QUERY over the batch's arrays. PostgreSQL planned it afresh on
--   every call (its cached generic plan guessed 1,000 rows for `generate_series(1, n)`, so the custom plan
--   always looked cheaper), and each custom plan took every array and the whole batch in as constants and
--   copied them several times while planning: a quarter of the function's time. The answer is now built
--   row by row with RETURN NEXT, whose expressions are planned once.
-- * `jsonb_array_elements(batch)` copies every request of the batch into a tuple store, and the payers' lock,
--   the idempotency keys and `ledger_batch_accounts` (three times) each did so: 7 % of the time. They now
--   take only the values they need, through `jsonb_path_query_array`, or from the first loop.
-- * The Idempotency-Keys on record, the account holders' names and the balances and counters written back
--   were joined to their tables, and from a few dozen requests a batch PostgreSQL hashed the whole of
--   idempotency_keys, users or ledger_accounts against them. Each is now found by primary key.
-- * The postings of a request are read by position rather than by a query, and `ledger_pick` is given a
--   plain variable (as is `ledger_answer`) so that it is inlined rather than called.
--
-- `post_payments` is restated whole, as migrations 030 and 038 left it apart from the above, so its current
-- text is in this one file.
CREATE OR REPLACE FUNCTION post_payments(batch jsonb)
 RETURNS TABLE(idx integer, code text, payment_id uuid, replayed boolean, payment jsonb)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
 SET enable_seqscan TO 'off'
 SET enable_bitmapscan TO 'off'
AS $$
#variable_conflict use_column
DECLARE
  n integer := jsonb_array_length(batch);
  v_now timestamptz := now();
  -- One slot per request.
  r_code text[] := array_fill(NULL::text, ARRAY[n]);
  r_pay uuid[] := array_fill(NULL::uuid, ARRAY[n]);
  r_replayed boolean[] := array_fill(false, ARRAY[n]);
  r_source uuid[] := array_fill(NULL::uuid, ARRAY[n]);
  r_dest uuid[] := array_fill(NULL::uuid, ARRAY[n]);
  r_dest_user uuid[] := array_fill(NULL::uuid, ARRAY[n]);
  r_waive boolean[] := array_fill(false, ARRAY[n]);
  r_in_flight boolean[] := array_fill(false, ARRAY[n]);
  ok_idx integer[] := '{}';
  keep_idx integer[] := '{}';
  seen_keys text[] := '{}';
  seen_idx integer[] := '{}';
  decided uuid[] := '{}';
  -- The payers, locked: PIN state, enabled, KYC, transfers sent today, payee-check and payment counters.
  -- `u_dirty`: the users row to write back; `u_rate_dirty`: the payment-rate window to write back.
  u_ids uuid[]; u_pin text[]; u_fail integer[]; u_locked timestamptz[]; u_disabled boolean[];
  u_verified boolean[]; u_sent bigint[]; u_pf integer[]; u_ps timestamptz[]; u_rc integer[]; u_rs timestamptz[];
  u_dirty boolean[]; u_rate_dirty boolean[];
  -- The customer accounts, locked, with their balance as the batch goes on.
  a_ids uuid[]; a_user uuid[]; a_kind text[]; a_name text[]; a_number text[]; a_keys text[]; a_holder text[];
  a_bal bigint[]; a_start bigint[];
  b_kinds text[]; b_ids uuid[];
  -- Idempotency keys already on record.
  k_idx integer[]; k_hash text[]; k_code text[]; k_pay uuid[];
  q_idx integer[] := '{}'; q_user uuid[] := '{}'; q_key text[] := '{}';
  i integer; j integer; k integer; ui integer;
  req jsonb; v_user uuid; v_key text; v_code text; v_status text; v_amount bigint; v_limit integer; v_ref text;
  t_j integer[]; t_d bigint[]; p jsonb; d uuid;
  -- Saved payees younger than a day that this batch pays, with what they have taken so far.
  np_ids uuid[] := '{}'; np_spent bigint[] := '{}'; np_start bigint[] := '{}'; v_np integer;
BEGIN
  -- A second request with the same key while the first is still running elsewhere is told so at once.
  -- Taken before keys are read, so a key committed meanwhile is seen by the read below.
  FOR i IN 1..n LOOP
    req := batch->(i - 1);
    IF req ? 'idempotencyKey' THEN
      IF NOT pg_try_advisory_xact_lock(hashtextextended((req->>'userId') || '/' || (req->>'idempotencyKey'), 0)) THEN
        r_in_flight[i] := true;
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

  SELECT array_agg(s.id ORDER BY s.id), array_agg(s.pin_hmac ORDER BY s.id), array_agg(s.pin_failures ORDER BY s.id),
         array_agg(s.pin_locked_until ORDER BY s.id), array_agg(s.disabled_at IS NOT NULL ORDER BY s.id),
         array_agg(s.payee_check_failures ORDER BY s.id), array_agg(s.payee_check_window_start ORDER BY s.id),
         array_agg(false ORDER BY s.id)
    INTO u_ids, u_pin, u_fail, u_locked, u_disabled, u_pf, u_ps, u_dirty
    FROM (SELECT u.id, u.pin_hmac, u.pin_failures, u.pin_locked_until, u.disabled_at, u.payee_check_failures,
                 u.payee_check_window_start
            FROM users u
            WHERE u.id = ANY (ARRAY(SELECT DISTINCT x::uuid
                                    FROM jsonb_array_elements_text(jsonb_path_query_array(batch, '$[*].userId')) x))
            ORDER BY u.id FOR NO KEY UPDATE) s;
  -- Read in a statement after the one that locked the payers: a statement's snapshot is taken before it
  -- waits for a lock, so the rows a batch ahead wrote for these payers are seen only from here on.
  SELECT array_agg(EXISTS (SELECT 1 FROM kyc_submissions ks WHERE ks.user_id = x.id AND ks.status = 'Approved')
                   ORDER BY x.ord),
         array_agg(coalesce((SELECT t.transfers_out_cents FROM payment_day_totals t
                              WHERE t.user_id = x.id AND t.day = payment_day(v_now)), 0) ORDER BY x.ord),
         array_agg(coalesce(w.calls, 0) ORDER BY x.ord), array_agg(w.window_start ORDER BY x.ord),
         array_agg(false ORDER BY x.ord)
    INTO u_verified, u_sent, u_rc, u_rs, u_rate_dirty
    FROM unnest(u_ids) WITH ORDINALITY x(id, ord)
    -- LIMIT keeps it a subquery answered from the primary key, as for the Idempotency-Keys above.
    LEFT JOIN LATERAL (SELECT pw.calls, pw.window_start FROM payment_rate_windows pw
                       WHERE pw.user_id = x.id LIMIT 1) w ON true;

  SELECT array_agg(s.id), array_agg(s.user_id), array_agg(s.kind), array_agg(s.name), array_agg(s.account_number),
         array_agg(s.user_id || '/' || s.kind), array_agg(s.balance_cents), array_agg(s.balance_cents)
    INTO a_ids, a_user, a_kind, a_name, a_number, a_keys, a_bal, a_start
    FROM ledger_batch_accounts(batch) s;
  -- A subquery per account, answered from the primary key: as a join, PostgreSQL hashed all users.
  SELECT array_agg((SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = x.uid) ORDER BY x.ord)
    INTO a_holder
    FROM unnest(a_user) WITH ORDINALITY x(uid, ord);
  SELECT array_agg(la.kind), array_agg(la.id) INTO b_kinds, b_ids FROM ledger_accounts la WHERE la.user_id IS NULL;

  FOR i IN 1..n LOOP
    req := batch->(i - 1);
    v_user := (req->>'userId')::uuid;
    v_key := req->>'idempotencyKey';
    ui := array_position(u_ids, v_user);
    v_code := NULL;
    v_np := NULL;

    -- The payer's velocity limit: every call that asks for it is counted, before anything else is looked
    -- at (as the per-route limit it replaces did), in a fixed window of one minute from its first call.
    IF req ? 'paymentRateLimit' AND ui IS NOT NULL THEN
      IF u_rs[ui] IS NULL OR u_rs[ui] <= v_now - interval '1 minute' THEN
        u_rc[ui] := 0; u_rs[ui] := v_now;
      END IF;
      u_rate_dirty[ui] := true;
      IF u_rc[ui] >= (req->>'paymentRateLimit')::integer THEN
        r_code[i] := 'payment_rate_limited';
        CONTINUE;
      END IF;
      u_rc[ui] := u_rc[ui] + 1;
    END IF;

    IF v_key IS NOT NULL THEN
      IF r_in_flight[i] THEN r_code[i] := 'idempotency_in_flight'; CONTINUE; END IF;
      -- The same key earlier in this batch, or on record: the original answer, or a refusal of reuse.
      j := array_position(seen_keys, v_user || '/' || v_key);
      IF j IS NOT NULL THEN
        IF batch->(seen_idx[j] - 1)->>'requestHash' IS DISTINCT FROM req->>'requestHash' THEN
          r_code[i] := 'idempotency_key_reused';
        ELSE
          r_code[i] := r_code[seen_idx[j]]; r_pay[i] := r_pay[seen_idx[j]]; r_replayed[i] := true;
        END IF;
        CONTINUE;
      END IF;
      j := array_position(k_idx, i);
      IF j IS NOT NULL THEN
        IF k_hash[j] IS DISTINCT FROM req->>'requestHash' THEN
          r_code[i] := 'idempotency_key_reused';
        ELSE
          r_code[i] := k_code[j]; r_pay[i] := k_pay[j]; r_replayed[i] := true;
        END IF;
        CONTINUE;
      END IF;
    END IF;

    -- The PIN: counted and decided here, under the user's row lock, in arrival order. Its refusals do not
    -- claim the key, so the customer may retry the same request with the right PIN.
    IF req ? 'pin' THEN
      IF ui IS NULL OR u_pin[ui] IS NULL THEN r_code[i] := 'pin_not_set'; CONTINUE; END IF;
      IF u_locked[ui] > v_now THEN r_code[i] := 'pin_locked'; CONTINUE; END IF;
      IF u_locked[ui] IS NOT NULL THEN u_locked[ui] := NULL; u_fail[ui] := 0; u_dirty[ui] := true; END IF;
      IF u_pin[ui] <> req->'pin'->>'hmac' THEN
        u_fail[ui] := u_fail[ui] + 1;
        u_dirty[ui] := true;
        IF u_fail[ui] >= (req->'pin'->>'maxWrong')::integer THEN
          u_locked[ui] := v_now + make_interval(mins => (req->'pin'->>'lockMinutes')::integer);
        END IF;
        r_code[i] := 'wrong_pin';
        CONTINUE;
      END IF;
      IF u_fail[ui] > 0 THEN u_fail[ui] := 0; u_dirty[ui] := true; END IF;
    END IF;

    IF coalesce((req->>'actorMustBeEnabled')::boolean, false) AND (ui IS NULL OR u_disabled[ui]) THEN
      v_code := 'account_disabled';
    END IF;

    -- The payer's own account.
    IF v_code IS NULL AND req ? 'ownedAccount' THEN
      IF req->'ownedAccount' ? 'kind' THEN
        j := array_position(a_keys, v_user || '/' || (req->'ownedAccount'->>'kind'));
      ELSE
        j := array_position(a_ids, (req->'ownedAccount'->>'id')::uuid);
      END IF;
      IF j IS NULL OR a_user[j] <> v_user OR a_kind[j] NOT IN ('checking', 'savings') THEN
        v_code := 'own_account_not_found';
      ELSE
        r_source[i] := a_ids[j];
      END IF;
    ELSIF v_code IS NULL AND req ? 'ownedAccountId' THEN
      j := array_position(a_ids, (req->>'ownedAccountId')::uuid);
      IF j IS NULL OR a_user[j] <> v_user OR a_kind[j] NOT IN ('checking', 'savings') THEN
        v_code := 'account_not_found';
      END IF;
    END IF;

    -- The destination is resolved now but only answered for after the funds and limits, so that someone
    -- who cannot pay learns nothing about who holds an account.
    IF req ? 'destination' THEN
      j := array_position(a_number, req->'destination'->>'accountNumber');
      IF j IS NOT NULL AND a_kind[j] IN ('checking', 'savings') THEN
        r_dest[i] := a_ids[j];
        r_dest_user[i] := a_user[j];
        r_waive[i] := coalesce((req->'destination'->>'waiveFeeIfOwn')::boolean, false) AND a_user[j] = v_user;
      END IF;
    END IF;

    -- What the postings would do to the batch's running balances; no customer deposit account below zero.
    t_j := '{}'; t_d := '{}';
    IF v_code IS NULL THEN
      FOR pn IN 0..coalesce(jsonb_array_length(req->'postings'), 0) - 1 LOOP
        p := req->'postings'->pn;
        CONTINUE WHEN r_waive[i] AND p->>'code' = 'fee';
        v_amount := (p->>'amountCents')::bigint;
        FOR k IN 1..2 LOOP
          -- A plain variable as `ref`, which ledger_pick reads four times, lets PostgreSQL inline the function.
          v_ref := CASE k WHEN 1 THEN p->>'debit' ELSE p->>'credit' END;
          d := ledger_pick(v_ref, r_source[i], r_dest[i], b_kinds, b_ids);
          j := array_position(a_ids, d);
          CONTINUE WHEN j IS NULL;
          IF array_position(t_j, j) IS NULL THEN t_j := t_j || j; t_d := t_d || 0::bigint; END IF;
          t_d[array_position(t_j, j)] := t_d[array_position(t_j, j)] + CASE k WHEN 1 THEN -v_amount ELSE v_amount END;
        END LOOP;
      END LOOP;
      FOR k IN 1..coalesce(array_length(t_j, 1), 0) LOOP
        IF a_kind[t_j[k]] IN ('checking', 'savings') AND a_bal[t_j[k]] + t_d[k] < 0 THEN
          v_code := 'insufficient_funds';
        END IF;
      END LOOP;
    END IF;

    IF v_code IS NULL AND req ? 'dailyLimit' THEN
      v_amount := (req->'payments'->0->>'amountCents')::bigint;
      IF u_sent[ui] + v_amount > (req->'dailyLimit'->>'limitCents')::bigint THEN
        v_code := 'daily_limit_exceeded';
      ELSIF NOT u_verified[ui] AND req->'dailyLimit' ? 'unverifiedLimitCents'
          AND u_sent[ui] + v_amount > (req->'dailyLimit'->>'unverifiedLimitCents')::bigint THEN
        v_code := 'kyc_required';
      END IF;
    END IF;

    -- A payee saved less than a day ago takes at most `newPayee.limitCents` in that day. Payees are the
    -- payer's own, so the payer's row lock, taken above, serializes their counter.
    IF v_code IS NULL AND req ? 'newPayee' THEN
      v_np := array_position(np_ids, (req->'newPayee'->>'payeeId')::uuid);
      IF v_np IS NULL THEN
        np_ids := np_ids || (req->'newPayee'->>'payeeId')::uuid;
        np_spent := np_spent || coalesce((SELECT py.new_payee_spent_cents FROM payees py
          WHERE py.id = (req->'newPayee'->>'payeeId')::uuid AND py.user_id = v_user), 0);
        np_start := np_start || np_spent[cardinality(np_spent)];
        v_np := cardinality(np_ids);
      END IF;
      IF np_spent[v_np] + (req->'payments'->0->>'amountCents')::bigint > (req->'newPayee'->>'limitCents')::bigint THEN
        v_code := 'new_payee_limit_exceeded';
      END IF;
    END IF;

    IF v_code IS NULL AND req ? 'destination' THEN
      v_limit := (req->>'payeeCheckLimit')::integer;
      IF v_limit IS NOT NULL AND (u_ps[ui] IS NULL OR u_ps[ui] <= v_now - interval '1 hour') THEN
        u_pf[ui] := 0; u_ps[ui] := NULL;
      END IF;
      IF v_limit IS NOT NULL AND u_pf[ui] >= v_limit THEN
        r_code[i] := 'payee_checks_exhausted';
        CONTINUE;
      END IF;
      IF r_dest[i] IS NULL THEN
        v_code := 'account_not_found';
      ELSIF req->'destination' ? 'accountName' AND ledger_name_key(req->'destination'->>'accountName')
          <> ledger_name_key(a_holder[array_position(a_ids, r_dest[i])]) THEN
        v_code := 'account_name_mismatch';
      ELSIF r_dest[i] = r_source[i] THEN
        v_code := 'same_account';
      END IF;
      IF v_limit IS NOT NULL AND v_code IN ('account_not_found', 'account_name_mismatch') THEN
        u_pf[ui] := u_pf[ui] + 1; u_ps[ui] := coalesce(u_ps[ui], v_now); u_dirty[ui] := true;
      END IF;
    END IF;

    IF v_code IS NULL AND req ? 'statusUpdate' THEN
      SELECT py.status INTO v_status FROM payments py WHERE py.id = (req->'statusUpdate'->>'paymentId')::uuid FOR UPDATE;
      IF NOT FOUND THEN
        v_code := 'not_found';
      ELSIF v_status <> req->'statusUpdate'->>'from'
          OR (req->'statusUpdate'->>'paymentId')::uuid = ANY (decided) THEN
        v_code := 'already_decided';
      ELSE
        decided := decided || (req->'statusUpdate'->>'paymentId')::uuid;
      END IF;
    END IF;

    IF v_code IS NULL THEN
      FOR k IN 1..coalesce(array_length(t_j, 1), 0) LOOP
        a_bal[t_j[k]] := a_bal[t_j[k]] + t_d[k];
      END LOOP;
      IF req ? 'dailyLimit' THEN u_sent[ui] := u_sent[ui] + (req->'payments'->0->>'amountCents')::bigint; END IF;
      IF v_np IS NOT NULL THEN np_spent[v_np] := np_spent[v_np] + (req->'payments'->0->>'amountCents')::bigint; END IF;
      v_code := 'ok';
      r_pay[i] := (req->'payments'->0->>'id')::uuid;
      ok_idx := ok_idx || i;
    END IF;
    r_code[i] := v_code;
    IF v_key IS NOT NULL THEN
      keep_idx := keep_idx || i;
      seen_keys := seen_keys || (v_user || '/' || v_key);
      seen_idx := seen_idx || i;
    END IF;
  END LOOP;

  -- The accepted requests' payments and postings, in two statements for the whole batch (they were a
  -- function of their own, `ledger_write_batch`, whose call cost about 0.25 ms a batch).
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
  INSERT INTO idempotency_keys (user_id, key, request_hash, result_code, payment_id)
  SELECT (batch->(r.i - 1)->>'userId')::uuid, batch->(r.i - 1)->>'idempotencyKey',
         coalesce(batch->(r.i - 1)->>'requestHash', ''), r_code[r.i], CASE WHEN r_code[r.i] = 'ok' THEN r_pay[r.i] END
    FROM unnest(keep_idx) r(i);

  -- Administrative extras, one request at a time: status changes and the audit record.
  FOREACH i IN ARRAY ok_idx LOOP
    req := batch->(i - 1);
    IF req ? 'statusUpdate' THEN
      UPDATE payments py SET status = req->'statusUpdate'->>'to', decided_at = v_now,
          decided_by = (req->'statusUpdate'->>'decidedBy')::uuid, decision_reason = req->'statusUpdate'->>'reason'
        WHERE (py.id = (req->'statusUpdate'->>'paymentId')::uuid
               OR py.related_payment_id = (req->'statusUpdate'->>'paymentId')::uuid)
          AND py.status = req->'statusUpdate'->>'from';
    END IF;
    IF req ? 'audit' THEN PERFORM audit_append(req->'audit'); END IF;
  END LOOP;

  -- The answer, one row per request in arrival order. A payment written now is described from the request
  -- (every row of this transaction has created_at = now()); only a replayed one is read back.
  FOR i IN 1..n LOOP
    idx := i; code := r_code[i]; payment_id := r_pay[i]; replayed := r_replayed[i]; payment := NULL;
    IF r_pay[i] IS NOT NULL AND NOT r_replayed[i] THEN
      v_ref := batch->(i - 1)->'payments'->0->>'accountId';
      j := array_position(a_ids, ledger_pick(v_ref, r_source[i], r_dest[i], b_kinds, b_ids));
      payment := ledger_answer(v_now, r_waive[i], a_name[j], a_number[j]);
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
