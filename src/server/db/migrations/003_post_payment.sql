-- The ledger's posting primitive: one call, one round trip, one transaction's worth of work.
-- It claims the idempotency key, locks the customer accounts in id order, checks ownership, names,
-- balances and limits, writes the payments and postings, updates stored balances and answers a result
-- code. Business refusals are result codes, not exceptions, so a refusal never aborts a batch.
--
-- p: {
--   userId, idempotencyKey?, requestHash?,
--   ownedAccountId?            the source account, which must belong to userId,
--   actorMustBeEnabled?        refuse when userId is disabled,
--   destination?: { accountNumber, accountName?, waiveFeeIfOwn? }  resolves '$destination' below,
--   dailyLimit?: { limitCents, kinds: [..] },
--   statusUpdate?: { paymentId, from, to, decidedBy?, reason? },
--   payments: [{ id, reference, userId, accountId, type, kind, description, amountCents, feeCents,
--                status, counterparty?, details?, relatedPaymentId?, decidedBy?, reason? }],
--   postings: [{ paymentId, debit, credit, amountCents, code }]
-- }
-- Account references are uuids, '$destination', or 'bank:<kind>' for the bank's own accounts.
CREATE FUNCTION post_payment(p jsonb) RETURNS TABLE (code text, payment_id uuid, replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_user uuid := (p->>'userId')::uuid;
  v_key text := p->>'idempotencyKey';
  v_first uuid := (p->'payments'->0->>'id')::uuid;
  v_dest_account uuid;
  v_dest_user uuid;
  v_code text;
  v_row record;
BEGIN
  IF v_key IS NOT NULL THEN
    -- A second request with the same key while the first is still running is told so at once.
    IF NOT pg_try_advisory_xact_lock(hashtextextended(v_user::text || '/' || v_key, 0)) THEN
      RETURN QUERY SELECT 'idempotency_in_flight'::text, NULL::uuid, false;
      RETURN;
    END IF;
    SELECT k.request_hash, k.result_code, k.payment_id INTO v_row
      FROM idempotency_keys k WHERE k.user_id = v_user AND k.key = v_key;
    IF FOUND THEN
      IF v_row.request_hash IS DISTINCT FROM p->>'requestHash' THEN
        RETURN QUERY SELECT 'idempotency_key_reused'::text, NULL::uuid, false;
      ELSE
        RETURN QUERY SELECT v_row.result_code, v_row.payment_id, true;
      END IF;
      RETURN;
    END IF;
  END IF;

  v_code := ledger_check_and_post(p);
  IF v_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (user_id, key, request_hash, result_code, payment_id)
    VALUES (v_user, v_key, p->>'requestHash', v_code, CASE WHEN v_code = 'ok' THEN v_first END);
  END IF;
  RETURN QUERY SELECT v_code, CASE WHEN v_code = 'ok' THEN v_first END, false;
END $$;

-- The checks and writes of post_payment, answering 'ok' or the refusal's code.
CREATE FUNCTION ledger_check_and_post(p jsonb) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  v_user uuid := (p->>'userId')::uuid;
  v_dest jsonb := p->'destination';
  v_dest_account uuid;
  v_dest_user uuid;
  v_dest_name text;
  v_waive boolean := false;
  v_postings jsonb := '[]'::jsonb;
  v_payments jsonb := p->'payments';
  v_item jsonb;
  v_acct record;
  v_status text;
BEGIN
  IF coalesce((p->>'actorMustBeEnabled')::boolean, false) THEN
    PERFORM 1 FROM users WHERE id = v_user AND disabled_at IS NULL;
    IF NOT FOUND THEN RETURN 'account_disabled'; END IF;
  END IF;

  IF p ? 'ownedAccountId' THEN
    PERFORM 1 FROM ledger_accounts
      WHERE id = (p->>'ownedAccountId')::uuid AND user_id = v_user AND kind IN ('checking', 'savings');
    IF NOT FOUND THEN RETURN 'account_not_found'; END IF;
  END IF;

  IF v_dest IS NOT NULL THEN
    SELECT a.id, a.user_id, u.first_name || ' ' || u.last_name INTO v_dest_account, v_dest_user, v_dest_name
      FROM ledger_accounts a JOIN users u ON u.id = a.user_id
      WHERE a.account_number = v_dest->>'accountNumber' AND a.kind IN ('checking', 'savings');
    IF NOT FOUND THEN RETURN 'account_not_found'; END IF;
    IF v_dest ? 'accountName' AND lower(regexp_replace(btrim(v_dest->>'accountName'), '\s+', ' ', 'g'))
        <> lower(regexp_replace(btrim(v_dest_name), '\s+', ' ', 'g')) THEN
      RETURN 'account_name_mismatch';
    END IF;
    IF v_dest_account = (p->>'ownedAccountId')::uuid THEN RETURN 'same_account'; END IF;
    v_waive := coalesce((v_dest->>'waiveFeeIfOwn')::boolean, false) AND v_dest_user = v_user;
  END IF;

  -- Resolve account references, and drop the fee when the customer moves money between their own accounts.
  FOR v_item IN SELECT * FROM jsonb_array_elements(p->'postings') LOOP
    CONTINUE WHEN v_waive AND v_item->>'code' = 'fee';
    v_postings := v_postings || jsonb_build_array(v_item
      || jsonb_build_object('debit', ledger_resolve(v_item->>'debit', v_dest_account))
      || jsonb_build_object('credit', ledger_resolve(v_item->>'credit', v_dest_account)));
  END LOOP;

  -- Lock every customer account touched, in id order, so that concurrent payments cannot deadlock.
  PERFORM 1 FROM ledger_accounts
    WHERE id IN (SELECT (e->>'debit')::uuid FROM jsonb_array_elements(v_postings) e
                 UNION SELECT (e->>'credit')::uuid FROM jsonb_array_elements(v_postings) e)
      AND user_id IS NOT NULL
    ORDER BY id FOR UPDATE;

  IF p ? 'statusUpdate' THEN
    SELECT status INTO v_status FROM payments WHERE id = (p->'statusUpdate'->>'paymentId')::uuid FOR UPDATE;
    IF NOT FOUND THEN RETURN 'not_found'; END IF;
    IF v_status <> p->'statusUpdate'->>'from' THEN RETURN 'already_decided'; END IF;
  END IF;

  -- Every customer deposit account must stay at or above zero after this payment.
  FOR v_acct IN
    SELECT a.id, a.balance_cents + sum(CASE WHEN e->>'credit' = a.id::text THEN (e->>'amountCents')::bigint
                                            ELSE -(e->>'amountCents')::bigint END) AS after
      FROM jsonb_array_elements(v_postings) e
      JOIN ledger_accounts a ON a.id::text IN (e->>'debit', e->>'credit')
      WHERE a.kind IN ('checking', 'savings')
      GROUP BY a.id, a.balance_cents
  LOOP
    IF v_acct.after < 0 THEN RETURN 'insufficient_funds'; END IF;
  END LOOP;

  IF p ? 'dailyLimit' THEN
    IF (SELECT coalesce(sum(amount_cents), 0) FROM payments
          WHERE user_id = v_user AND type = 'withdrawal' AND status <> 'Failed'
            AND created_at >= date_trunc('day', now())
            AND kind IN (SELECT jsonb_array_elements_text(p->'dailyLimit'->'kinds')))
       + (v_payments->0->>'amountCents')::bigint > (p->'dailyLimit'->>'limitCents')::bigint THEN
      RETURN 'daily_limit_exceeded';
    END IF;
  END IF;

  INSERT INTO payments (id, reference, user_id, account_id, type, kind, description, amount_cents, fee_cents,
                        status, counterparty, details, related_payment_id, decided_by, decision_reason, decided_at)
  SELECT (e->>'id')::uuid, e->>'reference',
         CASE WHEN e->>'userId' = '$destination' THEN v_dest_user ELSE (e->>'userId')::uuid END,
         ledger_resolve(e->>'accountId', v_dest_account),
         e->>'type', e->>'kind', e->>'description', (e->>'amountCents')::bigint,
         CASE WHEN v_waive THEN 0 ELSE coalesce((e->>'feeCents')::bigint, 0) END,
         e->>'status', coalesce(e->'counterparty', '{}'::jsonb), e->>'details', (e->>'relatedPaymentId')::uuid,
         (e->>'decidedBy')::uuid, e->>'reason', CASE WHEN e ? 'decidedBy' THEN now() END
    FROM jsonb_array_elements(v_payments) e;

  INSERT INTO postings (payment_id, debit_account_id, credit_account_id, amount_cents, code)
  SELECT (e->>'paymentId')::uuid, (e->>'debit')::uuid, (e->>'credit')::uuid, (e->>'amountCents')::bigint, e->>'code'
    FROM jsonb_array_elements(v_postings) e;

  -- Stored balances exist only for customer accounts; the bank's hot accounts are derived from postings.
  UPDATE ledger_accounts a SET balance_cents = a.balance_cents + d.delta
    FROM (SELECT acct, sum(delta) AS delta FROM (
            SELECT (e->>'credit')::uuid AS acct, (e->>'amountCents')::bigint AS delta FROM jsonb_array_elements(v_postings) e
            UNION ALL
            SELECT (e->>'debit')::uuid, -(e->>'amountCents')::bigint FROM jsonb_array_elements(v_postings) e) x
          GROUP BY acct) d
    WHERE a.id = d.acct AND a.user_id IS NOT NULL;

  IF p ? 'statusUpdate' THEN
    UPDATE payments SET status = p->'statusUpdate'->>'to', decided_at = now(),
        decided_by = (p->'statusUpdate'->>'decidedBy')::uuid, decision_reason = p->'statusUpdate'->>'reason'
      WHERE id = (p->'statusUpdate'->>'paymentId')::uuid OR related_payment_id = (p->'statusUpdate'->>'paymentId')::uuid
        AND status = p->'statusUpdate'->>'from';
  END IF;
  RETURN 'ok';
END $$;

-- 'bank:<kind>' → the bank's account of that kind; '$destination' → the resolved destination; else a uuid.
CREATE FUNCTION ledger_resolve(ref text, dest uuid) RETURNS uuid
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN ref = '$destination' THEN dest
    WHEN ref LIKE 'bank:%' THEN (SELECT id FROM ledger_accounts WHERE user_id IS NULL AND kind = substr(ref, 6))
    ELSE ref::uuid
  END
$$;
