-- The cumulative step-up and the counterparty's new-payee rule are decided inside `post_payments` (its
-- resolve, decide and write phases, `db/functions/52–54`), so that a transfer costs no round trip before its
-- batch. Three phases gained arguments; a procedure with other arguments is another procedure, so their old
-- signatures go here, before the function files create the new ones.
DROP PROCEDURE IF EXISTS post_payments_resolve(batch jsonb, at timestamptz, u_ids uuid[], u_disabled boolean[],
  a_ids uuid[], a_user uuid[], a_kind text[], a_number text[], a_keys text[], b_kinds text[], b_ids uuid[],
  INOUT u_rc integer[], INOUT u_rs timestamptz[], INOUT u_rate_dirty boolean[],
  OUT r_payer integer[], OUT r_rate_limited boolean[], OUT r_refusal text[], OUT r_source uuid[],
  OUT r_dest uuid[], OUT r_dest_user uuid[], OUT r_waive boolean[], OUT r_new_payee integer[], OUT np_ids uuid[],
  OUT np_spent bigint[], OUT np_start bigint[], OUT t_from integer[], OUT t_acct integer[], OUT t_delta bigint[]);
DROP PROCEDURE IF EXISTS post_payments_decide(batch jsonb, at timestamptz,
  in_flight boolean[], k_idx integer[], k_hash text[], k_code text[], k_pay uuid[],
  u_pin text[], u_verified boolean[], a_ids uuid[], a_kind text[], a_holder text[],
  r_payer integer[], r_rate_limited boolean[], r_refusal text[], r_source uuid[], r_dest uuid[], r_new_payee integer[],
  t_from integer[], t_acct integer[], t_delta bigint[],
  INOUT u_fail integer[], INOUT u_locked timestamptz[], INOUT u_dirty boolean[], INOUT u_sent bigint[],
  INOUT u_pf integer[], INOUT u_ps timestamptz[], INOUT a_bal bigint[], INOUT np_spent bigint[],
  OUT r_code text[], OUT r_pay uuid[], OUT r_replayed boolean[], OUT ok_idx integer[], OUT keep_idx integer[]);
DROP PROCEDURE IF EXISTS post_payments_write(batch jsonb, at timestamptz, ok_idx integer[], keep_idx integer[],
  r_code text[], r_pay uuid[], r_source uuid[], r_dest uuid[], r_dest_user uuid[], r_waive boolean[],
  b_kinds text[], b_ids uuid[], a_ids uuid[], a_bal bigint[], a_start bigint[],
  u_ids uuid[], u_fail integer[], u_locked timestamptz[], u_pf integer[], u_ps timestamptz[], u_dirty boolean[],
  u_rc integer[], u_rs timestamptz[], u_rate_dirty boolean[], np_ids uuid[], np_spent bigint[], np_start bigint[]);
