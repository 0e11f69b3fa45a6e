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
-- (post_payments as this migration changed it was restated here in full; its one live definition is
-- in src/server/db/functions, which the migrator applies after the versioned migrations.)

-- The batch's accounts as migration 039 found them, with the references taken out of the batch by jsonpath
-- instead of by copying each request out of it.
CREATE OR REPLACE FUNCTION ledger_batch_accounts(batch jsonb)
RETURNS TABLE (id uuid, user_id uuid, kind text, name text, account_number text, balance_cents bigint)
LANGUAGE sql AS $$
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
  FOR NO KEY UPDATE OF a
$$;

-- The answer's JSON renders a timestamptz, which depends on the session's time zone, so `jsonb_build_object`
-- is STABLE; declared IMMUTABLE, `ledger_answer` could not be inlined and was called once per payment.
ALTER FUNCTION ledger_answer(jsonb, timestamptz, boolean, text, text) STABLE;
