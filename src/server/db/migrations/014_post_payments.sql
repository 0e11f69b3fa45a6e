-- Group commit: `post_payments(batch)` posts many payment requests in one call and one transaction, with
-- one result per request. It replaces the body of `post_payment` (which now posts a batch of one), so
-- every money path runs the same SQL.
--
-- A request is the object `post_payment` took (migration 003), plus:
--   pin?: { hmac, maxWrong, lockMinutes }   the PIN's HMAC computed by the server, checked and counted here
--   ownedAccount?: { kind } | { id }         the payer's own Checking/Savings, referenced as '$source'
--   dailyLimit?: { limitCents, unverifiedLimitCents? }  transfers sent today (UTC), from payment_day_totals
--   payeeCheckLimit?: n                      at most n unknown-account / wrong-name answers an hour
--
-- How a batch runs: the payers' user rows and every customer account touched are locked once, in id order
-- (users before accounts, everywhere), and read into arrays. Requests are then decided one by one in
-- arrival order against those in-memory balances, PIN counters and daily totals, so two payments of one
-- user that only fit one at a time see each other. A refusal is a result code and leaves the others alone.
-- Finally the accepted payments, their postings, the new balances (each account once, whatever number of
-- payments touched it), the counters and the idempotency keys are written set-based.

ALTER TABLE users ADD COLUMN payee_check_failures integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN payee_check_window_start timestamptz;

-- '$source' / '$destination' → the request's resolved accounts; 'bank:<kind>' → the bank's account.
CREATE FUNCTION ledger_pick(ref text, source uuid, dest uuid, bank_kinds text[], bank_ids uuid[]) RETURNS uuid
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN ref = '$source' THEN source
    WHEN ref = '$destination' THEN dest
    WHEN ref LIKE 'bank:%' THEN bank_ids[array_position(bank_kinds, substr(ref, 6))]
    ELSE ref::uuid
  END
$$;

-- Names compare without case and with runs of spaces folded, as a person would read them.
CREATE FUNCTION ledger_name_key(name text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT lower(regexp_replace(btrim(name), '\s+', ' ', 'g')) $$;

-- Every customer account a batch may touch, locked in id order: the payers' deposit accounts, the
-- destinations by number and every account named by id.
CREATE FUNCTION ledger_batch_accounts(batch jsonb)
RETURNS TABLE (id uuid, user_id uuid, kind text, name text, account_number text, balance_cents bigint)
LANGUAGE sql AS $$
  SELECT a.id, a.user_id, a.kind, a.name, a.account_number, a.balance_cents
  FROM ledger_accounts a
  WHERE a.user_id IS NOT NULL AND (
    (a.kind IN ('checking', 'savings') AND a.user_id IN (
      SELECT (e->>'userId')::uuid FROM jsonb_array_elements(batch) e WHERE e ? 'ownedAccount'))
    OR a.account_number IN (
      SELECT e->'destination'->>'accountNumber' FROM jsonb_array_elements(batch) e WHERE e ? 'destination')
    OR a.id IN (
      SELECT r::uuid FROM jsonb_array_elements(batch) e,
        LATERAL (SELECT e->>'ownedAccountId' UNION ALL SELECT x->>'accountId' FROM jsonb_array_elements(e->'payments') x
                 UNION ALL SELECT x->>'debit' FROM jsonb_array_elements(e->'postings') x
                 UNION ALL SELECT x->>'credit' FROM jsonb_array_elements(e->'postings') x) refs(r)
      WHERE r IS NOT NULL AND r !~ '^(\$|bank:)'))
  ORDER BY a.id
  FOR NO KEY UPDATE OF a
$$;

-- post_payments itself lives in src/server/db/functions (applied after the versioned migrations); this
-- placeholder only gives later migrations, which set its options, a function to name.
CREATE FUNCTION post_payments(batch jsonb)
RETURNS TABLE (idx integer, code text, payment_id uuid, replayed boolean, payment jsonb)
LANGUAGE plpgsql AS $$ BEGIN RAISE 'post_payments is defined by src/server/db/functions'; END $$;

-- A payment just written, as the answer describes it (the same fields as a payment read back).
CREATE FUNCTION ledger_answer(p jsonb, at timestamptz, waived boolean, account_name text, account_number text)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('id', p->'id', 'reference', p->'reference', 'type', p->'type', 'kind', p->'kind',
    'description', p->'description', 'amount_cents', p->>'amountCents',
    'fee_cents', CASE WHEN waived THEN '0' ELSE coalesce(p->>'feeCents', '0') END, 'status', p->'status',
    'counterparty', coalesce(p->'counterparty', '{}'::jsonb), 'details', p->'details', 'decision_reason', p->'reason',
    'created_at', at, 'user_id', p->'userId', 'account_name', account_name, 'account_number', account_number)
$$;

-- The accepted requests' payments and postings, in two statements for the whole batch.
CREATE FUNCTION ledger_write_batch(batch jsonb, ok_idx integer[], r_source uuid[], r_dest uuid[],
  r_dest_user uuid[], r_waive boolean[], b_kinds text[], b_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(ok_idx, 1), 0) = 0 THEN RETURN; END IF;
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
END $$;

-- The single-payment entry points of migrations 003 and 004 now post a batch of one.
CREATE OR REPLACE FUNCTION post_payment(p jsonb) RETURNS TABLE (code text, payment_id uuid, replayed boolean)
LANGUAGE sql AS $$ SELECT r.code, r.payment_id, r.replayed FROM post_payments(jsonb_build_array(p)) r $$;
CREATE OR REPLACE FUNCTION post_payment_audited(p jsonb) RETURNS TABLE (code text, payment_id uuid, replayed boolean)
LANGUAGE sql AS $$ SELECT r.code, r.payment_id, r.replayed FROM post_payments(jsonb_build_array(p)) r $$;
DROP FUNCTION ledger_check_and_post(jsonb);
DROP FUNCTION ledger_resolve(text, uuid);
