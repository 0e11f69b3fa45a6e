-- post_payments, phase 4 (decide): the requests one by one in arrival order, against the running balances,
-- PIN counters, limits and counters of the locked rows, so that two payments of one payer that only fit one
-- at a time see each other. A refusal is a result code (`r_code`) and leaves the others alone; an accepted
-- request's changes stay in the arrays for phase 5 to write (its amount joins its payer's step-up total,
-- `su_added`) and its index joins `ok_idx`. A request with a key whose answer is final joins `keep_idx`
-- (its key is recorded); a replay takes its original's answer. The checks with no running state of their
-- own are functions of `56_post_payments_decide_checks.sql`; the PIN is counted here, where its counter lives.
CREATE OR REPLACE PROCEDURE post_payments_decide(batch jsonb, at timestamptz,
  in_flight boolean[], k_idx integer[], k_hash text[], k_code text[], k_pay uuid[],
  u_pin text[], u_verified boolean[], a_ids uuid[], a_kind text[], a_holder text[],
  r_payer integer[], r_rate_limited boolean[], r_refusal text[], r_source uuid[], r_dest uuid[], r_new_payee integer[],
  r_step_up integer[], t_from integer[], t_acct integer[], t_delta bigint[],
  INOUT u_fail integer[], INOUT u_locked timestamptz[], INOUT u_dirty boolean[], INOUT u_sent bigint[],
  INOUT u_pf integer[], INOUT u_ps timestamptz[], INOUT a_bal bigint[], INOUT np_spent bigint[],
  INOUT su_start timestamptz[], INOUT su_cents bigint[], OUT su_added bigint[],
  OUT r_code text[], OUT r_pay uuid[], OUT r_replayed boolean[], OUT ok_idx integer[], OUT keep_idx integer[])
LANGUAGE plpgsql AS $$DECLARE
  n integer := jsonb_array_length(batch);
  seen_keys text[] := '{}'; seen_idx integer[] := '{}'; decided uuid[] := '{}';
  -- The destinations that are closed, read once for the batch (its accounts are locked: none closes meanwhile).
  closed uuid[] := ARRAY(SELECT c.id FROM ledger_accounts c WHERE c.id = ANY (r_dest) AND c.closed_at IS NOT NULL);
  req jsonb; v_user uuid; v_key text; v_code text; v_amount bigint; v_limit integer; v_wrong boolean; v_fail integer;
  ui integer; j integer; k integer; v_np integer; v_su integer;
BEGIN
  r_code := array_fill(NULL::text, ARRAY[n]); r_pay := array_fill(NULL::uuid, ARRAY[n]);
  r_replayed := array_fill(false, ARRAY[n]); ok_idx := '{}'; keep_idx := '{}';
  su_added := array_fill(0::bigint, ARRAY[cardinality(su_start)]);
  FOR i IN 1..n LOOP
    req := batch->(i - 1); v_user := (req->>'userId')::uuid; v_key := req->>'idempotencyKey'; ui := r_payer[i];
    v_amount := (req->'payments'->0->>'amountCents')::bigint;
    IF r_rate_limited[i] THEN r_code[i] := 'payment_rate_limited'; CONTINUE; END IF;
    IF v_key IS NOT NULL THEN
      IF in_flight[i] THEN r_code[i] := 'idempotency_in_flight'; CONTINUE; END IF;
      -- The same key earlier in this batch, or on record: the original answer, or a refusal of reuse.
      j := seen_idx[array_position(seen_keys, v_user || '/' || v_key)]; k := array_position(k_idx, i);
      IF j IS NOT NULL OR k IS NOT NULL THEN
        r_replayed[i] := req->>'requestHash' IS NOT DISTINCT FROM
          CASE WHEN j IS NOT NULL THEN batch->(j - 1)->>'requestHash' ELSE k_hash[k] END;
        r_code[i] := CASE WHEN NOT r_replayed[i] THEN 'idempotency_key_reused' WHEN j IS NOT NULL THEN r_code[j] ELSE k_code[k] END;
        r_pay[i] := CASE WHEN NOT r_replayed[i] THEN NULL WHEN j IS NOT NULL THEN r_pay[j] ELSE k_pay[k] END;
        CONTINUE;
      END IF;
    END IF;
    -- The cumulative step-up, before the PIN (as the route's own check was): past `limitCents` since the
    -- window began (a newer step-up or day starts a new one), only a fresh second factor may send more.
    v_su := r_step_up[i];
    IF v_su IS NOT NULL AND (req->'stepUp'->>'windowStart')::timestamptz > su_start[v_su] THEN
      su_start[v_su] := (req->'stepUp'->>'windowStart')::timestamptz; su_cents[v_su] := 0; su_added[v_su] := 0;
    END IF;
    IF v_su IS NOT NULL AND NOT (req->'stepUp'->>'fresh')::boolean
        AND su_cents[v_su] + v_amount > (req->'stepUp'->>'limitCents')::bigint THEN
      r_code[i] := 'step_up_required'; CONTINUE;
    END IF;
    -- The PIN's refusals do not claim the key, so the customer may retry the same request with the right PIN.
    IF req ? 'pin' THEN
      IF ui IS NULL OR u_pin[ui] IS NULL THEN r_code[i] := 'pin_not_set'; CONTINUE; END IF;
      IF u_locked[ui] > at THEN r_code[i] := 'pin_locked'; CONTINUE; END IF;
      v_wrong := u_pin[ui] <> req->'pin'->>'hmac';
      v_fail := CASE WHEN v_wrong THEN CASE WHEN u_locked[ui] IS NULL THEN u_fail[ui] ELSE 0 END + 1 ELSE 0 END;
      u_dirty[ui] := u_dirty[ui] OR v_fail <> u_fail[ui] OR u_locked[ui] IS NOT NULL;
      u_locked[ui] := CASE WHEN v_wrong AND v_fail >= (req->'pin'->>'maxWrong')::integer
        THEN at + make_interval(mins => (req->'pin'->>'lockMinutes')::integer) END;
      u_fail[ui] := v_fail;
      IF v_wrong THEN r_code[i] := 'wrong_pin'; CONTINUE; END IF;
    END IF;
    v_code := r_refusal[i];
    -- No customer deposit account below zero, with the payments accepted before this one.
    FOR k IN t_from[i]..t_from[i + 1] - 1 LOOP
      IF a_kind[t_acct[k]] IN ('checking', 'savings', 'pot') AND a_bal[t_acct[k]] + t_delta[k] < 0 THEN
        v_code := 'insufficient_funds';
      END IF;
    END LOOP;
    IF v_code IS NULL AND req ? 'dailyLimit' THEN
      v_code := ledger_daily_limit_refusal(req->'dailyLimit', u_sent[ui] + v_amount, u_verified[ui]);
    END IF;
    -- A payee saved less than a day ago takes at most `newPayee.limitCents` in that day.
    v_np := r_new_payee[i];
    IF v_code IS NULL AND np_spent[v_np] + v_amount > (req->'newPayee'->>'limitCents')::bigint THEN
      v_code := 'new_payee_limit_exceeded';
    END IF;
    -- At most `payeeCheckLimit` unknown-account or wrong-name answers an hour; the allowance spent, no answer.
    IF v_code IS NULL AND req ? 'destination' THEN
      v_limit := (req->>'payeeCheckLimit')::integer;
      IF v_limit IS NOT NULL AND (u_ps[ui] IS NULL OR u_ps[ui] <= at - interval '1 hour') THEN
        u_pf[ui] := 0; u_ps[ui] := NULL;
      END IF;
      IF v_limit IS NOT NULL AND u_pf[ui] >= v_limit THEN r_code[i] := 'payee_checks_exhausted'; CONTINUE; END IF;
      v_code := post_payments_destination_refusal(req->'destination', r_dest[i], r_source[i],
        a_holder[array_position(a_ids, r_dest[i])], r_dest[i] = ANY (closed));
      IF v_limit IS NOT NULL AND v_code IN ('account_not_found', 'account_name_mismatch') THEN
        u_pf[ui] := u_pf[ui] + 1; u_ps[ui] := coalesce(u_ps[ui], at); u_dirty[ui] := true;
      END IF;
    END IF;
    IF v_code IS NULL AND req ? 'statusUpdate' THEN
      v_code := post_payments_status_refusal(req->'statusUpdate', decided);
      IF v_code IS NULL THEN decided := decided || (req->'statusUpdate'->>'paymentId')::uuid; END IF;
    END IF;
    IF v_code IS NULL THEN
      FOR k IN t_from[i]..t_from[i + 1] - 1 LOOP a_bal[t_acct[k]] := a_bal[t_acct[k]] + t_delta[k]; END LOOP;
      IF req ? 'dailyLimit' THEN u_sent[ui] := u_sent[ui] + v_amount; END IF;
      IF v_np IS NOT NULL THEN np_spent[v_np] := np_spent[v_np] + v_amount; END IF;
      IF v_su IS NOT NULL THEN su_cents[v_su] := su_cents[v_su] + v_amount; su_added[v_su] := su_added[v_su] + v_amount; END IF;
      v_code := 'ok'; r_pay[i] := (req->'payments'->0->>'id')::uuid; ok_idx := ok_idx || i;
    END IF;
    r_code[i] := v_code;
    IF v_key IS NOT NULL THEN
      keep_idx := keep_idx || i; seen_keys := seen_keys || (v_user || '/' || v_key); seen_idx := seen_idx || i;
    END IF;
  END LOOP;
END $$;
