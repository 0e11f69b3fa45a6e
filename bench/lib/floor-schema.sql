-- The floor benchmark's ledgers (bench/lib/floor-server.mjs), in a schema of their own inside the bank's
-- database, on copies of the bank's own tables (columns, defaults, CHECK constraints and indexes; not their
-- triggers or foreign keys): 64 customer accounts, and what each kind of transfer writes.
CREATE SCHEMA floor;
CREATE TABLE floor.accounts (LIKE public.ledger_accounts INCLUDING ALL);
CREATE TABLE floor.transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  debit_account_id uuid NOT NULL,
  credit_account_id uuid NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0)
);
CREATE TABLE floor.payments (LIKE public.payments INCLUDING ALL);
CREATE TABLE floor.postings (LIKE public.postings INCLUDING ALL);
CREATE TABLE floor.idempotency_keys (LIKE public.idempotency_keys INCLUDING ALL);
CREATE TABLE floor.payment_day_totals (LIKE public.payment_day_totals INCLUDING ALL);
INSERT INTO floor.accounts (user_id, kind, name, account_number, balance_cents)
SELECT gen_random_uuid(), 'checking', 'Checking', (9000000000 + g)::text, 100000000000 FROM generate_series(1, 64) g;

-- The batch's accounts locked in id order and each balance moved once by its summed delta.
CREATE FUNCTION floor.move_balances(debits uuid[], credits uuid[], amounts bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM floor.accounts WHERE id = ANY (debits || credits) ORDER BY id FOR NO KEY UPDATE;
  UPDATE floor.accounts a SET balance_cents = a.balance_cents + d.delta
    FROM (SELECT x.id, sum(x.delta) AS delta
            FROM (SELECT unnest(debits) AS id, -unnest(amounts) AS delta
                  UNION ALL SELECT unnest(credits), unnest(amounts)) x GROUP BY x.id) d
    WHERE a.id = d.id;
END $$;

-- The floor: balances and one narrow row a transfer.
CREATE FUNCTION floor.post(debits uuid[], credits uuid[], amounts bigint[]) RETURNS bigint[]
LANGUAGE plpgsql AS $$
DECLARE ids bigint[];
BEGIN
  PERFORM floor.move_balances(debits, credits, amounts);
  WITH ins AS (
    INSERT INTO floor.transfers (debit_account_id, credit_account_id, amount_cents)
    SELECT * FROM unnest(debits, credits, amounts) RETURNING id)
  SELECT array_agg(id ORDER BY id) INTO ids FROM ins;
  RETURN ids;
END $$;

-- The bank's rows, set-based, with no decision taken: balances, the payer's and the payee's payment lines,
-- one posting, one Idempotency-Key and both customers' day totals, as a local transfer writes them.
CREATE FUNCTION floor.post_rows(debits uuid[], credits uuid[], amounts bigint[], payment_ids uuid[],
                                refs text[], keys text[]) RETURNS uuid[]
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM floor.move_balances(debits, credits, amounts);
  INSERT INTO floor.payments (id, reference, user_id, account_id, type, kind, description, amount_cents,
                              status, counterparty, related_payment_id)
  SELECT CASE side WHEN 1 THEN t.pid ELSE gen_random_uuid() END, t.ref || side, a.user_id, a.id,
         CASE side WHEN 1 THEN 'withdrawal' ELSE 'deposit' END, 'local_transfer', 'Local transfer', t.amount,
         'Successful', jsonb_build_object('accountNumber', c.account_number, 'bankName', 'Vault Bank'),
         CASE side WHEN 2 THEN t.pid END
    FROM unnest(debits, credits, amounts, payment_ids, refs) t(debit, credit, amount, pid, ref),
         generate_series(1, 2) side,
         floor.accounts a, floor.accounts c
    WHERE a.id = CASE side WHEN 1 THEN t.debit ELSE t.credit END
      AND c.id = CASE side WHEN 1 THEN t.credit ELSE t.debit END;
  INSERT INTO floor.postings (payment_id, debit_account_id, credit_account_id, amount_cents, code)
  SELECT * , 'transfer' FROM unnest(payment_ids, debits, credits, amounts);
  INSERT INTO floor.idempotency_keys (user_id, key, request_hash, result_code, payment_id)
  SELECT a.user_id, t.key, 'hash', 'ok', t.pid
    FROM unnest(debits, keys, payment_ids) t(debit, key, pid) JOIN floor.accounts a ON a.id = t.debit;
  INSERT INTO floor.payment_day_totals AS d (user_id, day, inflow_cents, outflow_cents, transfers_out_cents)
  SELECT a.user_id, payment_day(now()), sum(x.inflow), sum(x.outflow), sum(x.outflow)
    FROM (SELECT unnest(debits) AS id, 0::bigint AS inflow, unnest(amounts) AS outflow
          UNION ALL SELECT unnest(credits), unnest(amounts), 0) x JOIN floor.accounts a ON a.id = x.id
    GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (user_id, day) DO UPDATE SET inflow_cents = d.inflow_cents + excluded.inflow_cents,
    outflow_cents = d.outflow_cents + excluded.outflow_cents,
    transfers_out_cents = d.transfers_out_cents + excluded.transfers_out_cents;
  RETURN payment_ids;
END $$;
