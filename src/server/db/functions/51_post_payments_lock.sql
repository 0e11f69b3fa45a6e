-- post_payments, phase 2 (lock): the rows a batch decides on, locked once and read into arrays, the payers'
-- users rows before the customer accounts (users before accounts, everywhere), each in id order, so two
-- batches never wait on each other in a cycle.

-- The payers: PIN state, enabled, payee-check counter, KYC, transfers sent today and payment-rate window.
-- `u_dirty` / `u_rate_dirty` (all false here) mark the users rows and rate windows to write back.
CREATE OR REPLACE PROCEDURE post_payments_lock_payers(batch jsonb, at timestamptz,
  OUT u_ids uuid[], OUT u_pin text[], OUT u_fail integer[], OUT u_locked timestamptz[], OUT u_disabled boolean[],
  OUT u_pf integer[], OUT u_ps timestamptz[], OUT u_dirty boolean[], OUT u_verified boolean[], OUT u_sent bigint[],
  OUT u_rc integer[], OUT u_rs timestamptz[], OUT u_rate_dirty boolean[])
LANGUAGE plpgsql AS $$
BEGIN
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
                              WHERE t.user_id = x.id AND t.day = payment_day(at)), 0) ORDER BY x.ord),
         array_agg(coalesce(w.calls, 0) ORDER BY x.ord), array_agg(w.window_start ORDER BY x.ord),
         array_agg(false ORDER BY x.ord)
    INTO u_verified, u_sent, u_rc, u_rs, u_rate_dirty
    FROM unnest(u_ids) WITH ORDINALITY x(id, ord)
    -- LIMIT keeps it a subquery answered from the primary key, as for the Idempotency-Keys.
    LEFT JOIN LATERAL (SELECT pw.calls, pw.window_start FROM payment_rate_windows pw
                       WHERE pw.user_id = x.id LIMIT 1) w ON true;
END $$;

-- Every customer account the batch may touch (`ledger_batch_accounts` locks them), with its holder's name;
-- `a_bal` is the balance as the batch goes on, `a_start` as it was. `b_kinds` / `b_ids`: the bank's own
-- accounts, never locked (they take no balance).
CREATE OR REPLACE PROCEDURE post_payments_lock_accounts(batch jsonb,
  OUT a_ids uuid[], OUT a_user uuid[], OUT a_kind text[], OUT a_name text[], OUT a_number text[], OUT a_keys text[],
  OUT a_holder text[], OUT a_bal bigint[], OUT a_start bigint[], OUT b_kinds text[], OUT b_ids uuid[])
LANGUAGE plpgsql AS $$
BEGIN
  SELECT array_agg(s.id), array_agg(s.user_id), array_agg(s.kind), array_agg(s.name), array_agg(s.account_number),
         array_agg(s.user_id || '/' || s.kind), array_agg(s.balance_cents), array_agg(s.balance_cents)
    INTO a_ids, a_user, a_kind, a_name, a_number, a_keys, a_bal, a_start
    FROM ledger_batch_accounts(batch) s;
  -- A subquery per account, answered from the primary key: as a join, PostgreSQL hashed all users.
  SELECT array_agg((SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = x.uid) ORDER BY x.ord)
    INTO a_holder
    FROM unnest(a_user) WITH ORDINALITY x(uid, ord);
  SELECT array_agg(la.kind), array_agg(la.id) INTO b_kinds, b_ids FROM ledger_accounts la WHERE la.user_id IS NULL;
END $$;
