-- Two small cuts in what a batch of payments costs PostgreSQL, counted with `npm run bench:batch-cost`
-- (instructions under valgrind) at 5.78, 17.55 and 57.38 million for batches of 1, 8 and 32 transfers before,
-- 5.77, 17.20 and 56.04 million after:
--
-- * `ledger_answer` no longer takes the request's payment line (migration 046 stopped reading it), so
--   `post_payments` no longer copies each new payment out of the batch to pass it.
-- * `ledger_batch_accounts`, the batch's accounts found and locked, is PL/pgSQL rather than SQL: the same
--   query and the same plan, held by PL/pgSQL's plan cache as a generic plan (the settings of
--   `post_payments`, its only caller, apply). Alone, it counted about 1 % fewer instructions.
--
-- `post_payments` is restated whole, as migration 040 left it apart from the answer above, so its current
-- text is in this one file. CREATE OR REPLACE resets a function's settings, so those of migrations 042,
-- 044 and 045 are set again below.
CREATE OR REPLACE FUNCTION ledger_batch_accounts(batch jsonb)
RETURNS TABLE (id uuid, user_id uuid, kind text, name text, account_number text, balance_cents bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT a.id, a.user_id, a.kind, a.name, a.account_number, a.balance_cents
  FROM ledger_accounts a
  WHERE a.user_id IS NOT NULL AND a.id = ANY (ARRAY(
    SELECT unnest(ARRAY(SELECT o.id FROM ledger_accounts o
                        WHERE o.user_id = payer::uuid AND o.kind IN ('checking', 'savings')))
      FROM jsonb_array_elements_text(jsonb_path_query_array(batch, '$[*] ? (exists (@.ownedAccount)).userId')) payer
    UNION ALL
    SELECT (SELECT o.id FROM ledger_accounts o WHERE o.account_number = acct_number)
      FROM jsonb_array_elements_text(jsonb_path_query_array(batch, '$[*].destination.accountNumber')) acct_number
    UNION ALL
    SELECT ref::uuid
      FROM (SELECT jsonb_path_query(batch, '$[*].ownedAccountId') UNION ALL
            SELECT jsonb_path_query(batch, '$[*].payments[*].accountId') UNION ALL
            SELECT jsonb_path_query(batch, '$[*].postings[*].debit') UNION ALL
            SELECT jsonb_path_query(batch, '$[*].postings[*].credit')) refs(r),
        LATERAL (SELECT r #>> '{}') t(ref)
      WHERE ref IS NOT NULL AND ref !~ '^(\$|bank:)'))
  ORDER BY a.id
  FOR NO KEY UPDATE OF a;
END $$;

-- What only the database knows of a payment it has just written (see migration 046).
CREATE FUNCTION ledger_answer(at timestamptz, waived boolean, account_name text, account_number text)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('created_at', at, 'fee_waived', waived, 'account_name', account_name,
    'account_number', account_number)
$$;

-- (post_payments as this migration changed it was restated here in full; its one live definition is
-- in src/server/db/functions, which the migrator applies after the versioned migrations.)

ALTER FUNCTION post_payments(jsonb)
  SET plan_cache_mode = force_generic_plan SET enable_seqscan = off SET enable_bitmapscan = off;
DROP FUNCTION ledger_answer(jsonb, timestamptz, boolean, text, text);
