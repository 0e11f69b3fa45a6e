-- '$source' / '$destination' → the request's resolved accounts; 'bank:<kind>' → the bank's account.
CREATE OR REPLACE FUNCTION ledger_pick(ref text, source uuid, dest uuid, bank_kinds text[], bank_ids uuid[])
 RETURNS uuid
 LANGUAGE sql
 IMMUTABLE
AS $$
  SELECT CASE
    WHEN ref = '$source' THEN source
    WHEN ref = '$destination' THEN dest
    WHEN ref LIKE 'bank:%' THEN bank_ids[array_position(bank_kinds, substr(ref, 6))]
    ELSE ref::uuid
  END
$$;

-- Names compare without case and with runs of spaces folded, as a person would read them.
CREATE OR REPLACE FUNCTION ledger_name_key(name text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $$ SELECT lower(regexp_replace(btrim(name), '\s+', ' ', 'g')) $$;

-- Account numbers and bank codes compare as they are stored, without spaces and in capitals
-- (`compactBankCode` in shared/bank-formats.ts): people paste them in groups.
CREATE OR REPLACE FUNCTION ledger_bank_code(code text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $$ SELECT upper(regexp_replace(code, '\s+', '', 'g')) $$;

-- Every customer account a batch may touch, found and locked in id order: the payers' deposit accounts,
-- the destinations by number and every account named by id. PL/pgSQL rather than SQL, so that its plan is
-- held by PL/pgSQL's plan cache as a generic one (the settings of `post_payments`, its only caller, apply).
CREATE OR REPLACE FUNCTION ledger_batch_accounts(batch jsonb)
 RETURNS TABLE(id uuid, user_id uuid, kind text, name text, account_number text, balance_cents bigint)
 LANGUAGE plpgsql
AS $$
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

-- A payment as `post_payments` answers it, whether written now or read back for a replay: the columns of
-- `ledger/payments-repository.ts` `paymentsQuery`, amounts as decimal strings. One function for both, so a
-- first answer and its replay are the same JSON, key for key.
CREATE OR REPLACE FUNCTION ledger_payment_json(id uuid, reference text, type text, kind text, description text,
  amount_cents bigint, fee_cents bigint, status text, counterparty jsonb, details text, decision_reason text,
  created_at timestamp with time zone, user_id uuid, account_name text, account_number text)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
AS $$
  SELECT jsonb_build_object('id', id, 'reference', reference, 'type', type, 'kind', kind,
    'description', description, 'amount_cents', amount_cents::text, 'fee_cents', fee_cents::text,
    'status', status, 'counterparty', counterparty, 'details', details, 'decision_reason', decision_reason,
    'created_at', created_at, 'user_id', user_id, 'account_name', account_name, 'account_number', account_number)
$$;

-- The daily transfer limit's refusal, if any, of a payment that would bring the payer's transfers today to
-- `sent` (the KYC limit applies to a payer not yet verified). Plain SQL, so PostgreSQL inlines it.
CREATE OR REPLACE FUNCTION ledger_daily_limit_refusal(daily_limit jsonb, sent bigint, verified boolean) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN sent > (daily_limit->>'limitCents')::bigint THEN 'daily_limit_exceeded'
    WHEN NOT verified AND daily_limit ? 'unverifiedLimitCents'
      AND sent > (daily_limit->>'unverifiedLimitCents')::bigint THEN 'kyc_required'
  END
$$;
