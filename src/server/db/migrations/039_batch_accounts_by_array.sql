-- Migration 037 looked up a batch's accounts through their own indexes, but left the join back to
-- ledger_accounts to the planner: `a.id IN (SELECT … UNION ALL …)`. PostgreSQL guesses a few hundred ids
-- there, so from about a thousand customers to several thousand it hash-joined them against a scan of the whole
-- table (4,000 rows read a batch among 2,000 customers, about a third of the batch's time). The ids are
-- now gathered into an array first, so the table is read by primary key whatever its size (migration 038
-- did the same for the payers' users), and each payer's accounts and each destination are looked up per
-- request by a subquery, which PostgreSQL can only answer from the index, rather than by a join it may hash.
CREATE OR REPLACE FUNCTION ledger_batch_accounts(batch jsonb)
RETURNS TABLE (id uuid, user_id uuid, kind text, name text, account_number text, balance_cents bigint)
LANGUAGE sql AS $$
  SELECT a.id, a.user_id, a.kind, a.name, a.account_number, a.balance_cents
  FROM ledger_accounts a
  WHERE a.user_id IS NOT NULL AND a.id = ANY (ARRAY(
    SELECT unnest(ARRAY(SELECT o.id FROM ledger_accounts o
                        WHERE o.user_id = (e->>'userId')::uuid AND o.kind IN ('checking', 'savings')))
      FROM jsonb_array_elements(batch) e WHERE e ? 'ownedAccount'
    UNION ALL
    SELECT (SELECT o.id FROM ledger_accounts o WHERE o.account_number = e->'destination'->>'accountNumber')
      FROM jsonb_array_elements(batch) e WHERE e->'destination' ? 'accountNumber'
    UNION ALL
    SELECT r::uuid FROM jsonb_array_elements(batch) e,
      LATERAL (SELECT e->>'ownedAccountId' UNION ALL SELECT x->>'accountId' FROM jsonb_array_elements(e->'payments') x
               UNION ALL SELECT x->>'debit' FROM jsonb_array_elements(e->'postings') x
               UNION ALL SELECT x->>'credit' FROM jsonb_array_elements(e->'postings') x) refs(r)
      WHERE r IS NOT NULL AND r !~ '^(\$|bank:)'))
  ORDER BY a.id
  FOR NO KEY UPDATE OF a
$$;
