-- `post_payments(batch)`: the money primitive. Every money path posts through it: transfers many requests a
-- call (group commit, `ledger/payment-pipeline.ts`), everything else a batch of one (`ledger/post-payment.ts`),
-- in the caller's transaction, with one result per request: a code ('ok' or a refusal), the payment, whether
-- it is a replay of an Idempotency-Key's first answer, and the payment's description.
--
-- A request (`ledger/post-payment.ts`, `PaymentRequest`) carries the payment lines and postings to write, and
-- what to check first: an Idempotency-Key and the request's hash, the PIN's HMAC (checked and counted here),
-- the payer's own account, a destination by number and name, the daily and new-payee limits, the cumulative
-- step-up, the hourly allowance of payee checks, the payment-rate limit, a status change of an earlier payment, an audit record.
--
-- It runs in phases, each in its own file, over arrays held here: claim the keys (50), lock and read the
-- payers and accounts (51), resolve what each request names (52), decide the requests one by one in arrival
-- order (53), write the outcome set-based (54) and answer (55). Locks are taken once, in id order, users
-- before accounts, so batches never deadlock; a refusal leaves the batch's other requests alone.
--
-- Planned generically (a custom plan per call copied the batch's arrays into every plan), and never by
-- sequential or bitmap scan: a batch reads only the rows its requests name, by index, while it holds its
-- locks, whatever the table statistics say. The settings hold for the phases it calls.
CREATE OR REPLACE FUNCTION post_payments(batch jsonb)
 RETURNS TABLE(idx integer, code text, payment_id uuid, replayed boolean, payment jsonb)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
 SET enable_seqscan TO 'off'
 SET enable_bitmapscan TO 'off'
AS $$
DECLARE
  v_now timestamptz := now();
  in_flight boolean[]; k_idx integer[]; k_hash text[]; k_code text[]; k_pay uuid[];
  u_ids uuid[]; u_pin text[]; u_fail integer[]; u_locked timestamptz[]; u_disabled boolean[]; u_pf integer[];
  u_ps timestamptz[]; u_dirty boolean[]; u_verified boolean[]; u_sent bigint[]; u_rc integer[]; u_rs timestamptz[];
  u_rate_dirty boolean[];
  a_ids uuid[]; a_user uuid[]; a_kind text[]; a_name text[]; a_number text[]; a_keys text[]; a_holder text[];
  a_bal bigint[]; a_start bigint[]; b_kinds text[]; b_ids uuid[];
  r_payer integer[]; r_rate_limited boolean[]; r_refusal text[]; r_source uuid[]; r_dest uuid[]; r_dest_user uuid[]; r_waive boolean[];
  r_new_payee integer[]; np_ids uuid[]; np_spent bigint[]; np_start bigint[];
  r_step_up integer[]; su_users uuid[]; su_start timestamptz[]; su_cents bigint[]; su_added bigint[];
  t_from integer[]; t_acct integer[]; t_delta bigint[];
  r_code text[]; r_pay uuid[]; r_replayed boolean[]; ok_idx integer[]; keep_idx integer[];
BEGIN
  CALL post_payments_claim(batch, in_flight, k_idx, k_hash, k_code, k_pay);
  CALL post_payments_lock_payers(batch, v_now, u_ids, u_pin, u_fail, u_locked, u_disabled, u_pf, u_ps, u_dirty,
    u_verified, u_sent, u_rc, u_rs, u_rate_dirty);
  CALL post_payments_lock_accounts(batch, a_ids, a_user, a_kind, a_name, a_number, a_keys, a_holder, a_bal,
    a_start, b_kinds, b_ids);
  CALL post_payments_resolve(batch, v_now, u_ids, u_disabled, a_ids, a_user, a_kind, a_number, a_keys, b_kinds,
    b_ids, u_rc, u_rs, u_rate_dirty, r_payer, r_rate_limited, r_refusal, r_source, r_dest, r_dest_user, r_waive, r_new_payee, np_ids, np_spent, np_start,
    r_step_up, su_users, su_start, su_cents, t_from, t_acct, t_delta);
  CALL post_payments_decide(batch, v_now, in_flight, k_idx, k_hash, k_code, k_pay, u_pin, u_verified, a_ids,
    a_kind, a_holder, r_payer, r_rate_limited, r_refusal, r_source, r_dest, r_new_payee, r_step_up, t_from, t_acct,
    t_delta, u_fail, u_locked, u_dirty, u_sent, u_pf, u_ps, a_bal, np_spent, su_start, su_cents, su_added,
    r_code, r_pay, r_replayed, ok_idx, keep_idx);
  CALL post_payments_write(batch, v_now, ok_idx, keep_idx, r_code, r_pay, r_source, r_dest, r_dest_user, r_waive,
    b_kinds, b_ids, a_ids, a_bal, a_start, u_ids, u_fail, u_locked, u_pf, u_ps, u_dirty, u_rc, u_rs, u_rate_dirty,
    np_ids, np_spent, np_start, su_users, su_start, su_added);
  RETURN QUERY SELECT * FROM post_payments_answer(batch, v_now, r_code, r_pay, r_replayed, r_source, r_dest,
    r_dest_user, r_waive, a_ids, a_name, a_number, b_kinds, b_ids);
END $$;
