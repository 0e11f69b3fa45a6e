-- post_payments, phase 3 (resolve): what each request means against the locked rows, before the order of
-- the batch matters. Per request: its payer's slot in the payers' arrays (`r_payer`), whether the payer's
-- payment-rate limit refuses it (`r_rate_limited`, counted in arrival order), a refusal that needs
-- no running state (`r_refusal`: a disabled actor, an own account that is not the payer's deposit account),
-- the payer's account (`r_source`), the destination account, its holder and whether the fee is waived
-- between one's own accounts, the new payee it pays (a slot of `np_ids`: the payer's first payee row for the
-- counterparty's bank account, when younger than `newPayee.since`), its payer's cumulative step-up (a slot
-- of `su_users`, with what was sent since `su_start`), and what its postings would do
-- to each locked account: the net change of account `t_acct[k]` is `t_delta[k]` for k from `t_from[i]` to
-- `t_from[i + 1] - 1`. The destination is resolved here but only answered for after the funds and limits
-- (phase 4), so that someone who cannot pay learns nothing about who holds an account.
CREATE OR REPLACE PROCEDURE post_payments_resolve(batch jsonb, at timestamptz, u_ids uuid[], u_disabled boolean[],
  a_ids uuid[], a_user uuid[], a_kind text[], a_number text[], a_keys text[], b_kinds text[], b_ids uuid[],
  INOUT u_rc integer[], INOUT u_rs timestamptz[], INOUT u_rate_dirty boolean[],
  OUT r_payer integer[], OUT r_rate_limited boolean[], OUT r_refusal text[], OUT r_source uuid[],
  OUT r_dest uuid[], OUT r_dest_user uuid[], OUT r_waive boolean[], OUT r_new_payee integer[], OUT np_ids uuid[], OUT np_spent bigint[], OUT np_start bigint[],
  OUT r_step_up integer[], OUT su_users uuid[], OUT su_start timestamptz[], OUT su_cents bigint[],
  OUT t_from integer[], OUT t_acct integer[], OUT t_delta bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  n integer := jsonb_array_length(batch);
  req jsonb; p jsonb; v_user uuid; ui integer; j integer; v_amount bigint; v_ref text; d uuid;
  t_j integer[]; t_d bigint[]; v_payee uuid; v_created timestamptz; v_spent bigint;
BEGIN
  r_payer := array_fill(NULL::integer, ARRAY[n]); r_refusal := array_fill(NULL::text, ARRAY[n]);
  r_rate_limited := array_fill(false, ARRAY[n]);
  r_source := array_fill(NULL::uuid, ARRAY[n]); r_dest := array_fill(NULL::uuid, ARRAY[n]);
  r_dest_user := array_fill(NULL::uuid, ARRAY[n]); r_waive := array_fill(false, ARRAY[n]);
  r_new_payee := array_fill(NULL::integer, ARRAY[n]); np_ids := '{}'; np_spent := '{}';
  r_step_up := array_fill(NULL::integer, ARRAY[n]); su_users := '{}'; su_start := '{}'; su_cents := '{}';
  t_from := '{}'; t_acct := '{}'; t_delta := '{}';
  FOR i IN 1..n LOOP
    req := batch->(i - 1);
    v_user := (req->>'userId')::uuid;
    ui := array_position(u_ids, v_user);
    r_payer[i] := ui;
    -- The payer's velocity limit: every call that asks for it is counted, before anything else is looked
    -- at (as the per-route limit it replaces did), in a fixed window of one minute from its first call.
    -- Nothing else counts these calls, so they are decided here, in arrival order, for phase 4.
    IF req ? 'paymentRateLimit' AND ui IS NOT NULL THEN
      IF u_rs[ui] IS NULL OR u_rs[ui] <= at - interval '1 minute' THEN u_rc[ui] := 0; u_rs[ui] := at; END IF;
      u_rate_dirty[ui] := true;
      r_rate_limited[i] := u_rc[ui] >= (req->>'paymentRateLimit')::integer;
      IF NOT r_rate_limited[i] THEN u_rc[ui] := u_rc[ui] + 1; END IF;
    END IF;
    IF coalesce((req->>'actorMustBeEnabled')::boolean, false) AND (ui IS NULL OR u_disabled[ui]) THEN
      r_refusal[i] := 'account_disabled';
    ELSIF req ? 'ownedAccount' THEN
      IF req->'ownedAccount' ? 'kind' THEN
        j := array_position(a_keys, v_user || '/' || (req->'ownedAccount'->>'kind'));
      ELSE
        j := array_position(a_ids, (req->'ownedAccount'->>'id')::uuid);
      END IF;
      IF j IS NULL OR a_user[j] <> v_user OR a_kind[j] NOT IN ('checking', 'savings') THEN
        r_refusal[i] := 'own_account_not_found';
      ELSE
        r_source[i] := a_ids[j];
      END IF;
    ELSIF req ? 'ownedAccountId' THEN
      j := array_position(a_ids, (req->>'ownedAccountId')::uuid);
      IF j IS NULL OR a_user[j] <> v_user OR a_kind[j] NOT IN ('checking', 'savings', 'pot') THEN
        r_refusal[i] := 'account_not_found';
      END IF;
    END IF;

    IF req ? 'destination' THEN
      j := array_position(a_number, req->'destination'->>'accountNumber');
      IF j IS NOT NULL AND a_kind[j] IN ('checking', 'savings') THEN
        r_dest[i] := a_ids[j];
        r_dest_user[i] := a_user[j];
        r_waive[i] := coalesce((req->'destination'->>'waiveFeeIfOwn')::boolean, false) AND a_user[j] = v_user;
      END IF;
    END IF;

    -- The new-payee rule follows the counterparty, however the request names it: the payer's first payee
    -- row (removed ones too) for that bank and account, when saved after `since`, with what it has taken.
    -- Payees are the payer's own, so the payer's row lock serializes their counter.
    IF req ? 'newPayee' THEN
      SELECT py.id, py.created_at, py.new_payee_spent_cents INTO v_payee, v_created, v_spent FROM payees py
        WHERE py.user_id = v_user AND lower(py.bank_name) = lower(btrim(req->'newPayee'->>'bankName'))
          AND ledger_bank_code(py.account_number) = ledger_bank_code(req->'newPayee'->>'accountNumber')
        ORDER BY py.created_at, py.id LIMIT 1;
      IF FOUND AND v_created > (req->'newPayee'->>'since')::timestamptz THEN
        r_new_payee[i] := array_position(np_ids, v_payee);
        IF r_new_payee[i] IS NULL THEN
          np_ids := np_ids || v_payee; np_spent := np_spent || v_spent; r_new_payee[i] := cardinality(np_ids);
        END IF;
      END IF;
    END IF;

    -- The cumulative step-up: what the payer sent since the window began (locked: a standing order's
    -- reservation, `auth/sensitive-actions.ts`, upserts the same row).
    IF req ? 'stepUp' THEN
      r_step_up[i] := array_position(su_users, v_user);
      IF r_step_up[i] IS NULL THEN
        SELECT s.window_start, s.cents INTO v_created, v_spent FROM step_up_spend s WHERE s.user_id = v_user FOR UPDATE;
        su_users := su_users || v_user; su_start := su_start || coalesce(v_created, '-infinity');
        su_cents := su_cents || coalesce(v_spent, 0); r_step_up[i] := cardinality(su_users);
      END IF;
    END IF;

    -- The postings' net change to each locked account they name (the bank's accounts take no balance).
    t_from := t_from || (cardinality(t_acct) + 1);
    CONTINUE WHEN r_refusal[i] IS NOT NULL;
    t_j := '{}'; t_d := '{}';
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
    t_acct := t_acct || t_j; t_delta := t_delta || t_d;
  END LOOP;
  t_from := t_from || (cardinality(t_acct) + 1);
  np_start := np_spent;
END $$;
