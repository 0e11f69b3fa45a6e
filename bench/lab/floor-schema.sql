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
CREATE TABLE floor.users (LIKE public.users INCLUDING ALL);
CREATE TABLE floor.payment_rate_windows (LIKE public.payment_rate_windows INCLUDING ALL);
INSERT INTO floor.users (email, first_name, last_name, role, password_hash, pin_hmac)
SELECT 'floor' || g || '@floor.test', 'Floor', 'User' || g, 'customer', '-', md5(g::text) FROM generate_series(1, 64) g;
INSERT INTO floor.accounts (user_id, kind, name, account_number, balance_cents)
SELECT id, 'checking', 'Checking', (9000000000 + substr(last_name, 5)::integer)::text, 100000000000 FROM floor.users;
INSERT INTO floor.accounts (kind, name) VALUES ('fee_income', 'Fee income');

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

-- The bank's checks too, taken over the batch as a set rather than one request at a time: the payers' rows
-- locked, the payee found by account number, then one statement decides every request (a key on record, the
-- PIN, the payment-rate window, the payee's number and name, the funds and the daily limit, in arrival order
-- by running sums), and the accepted ones write the bank's rows with a fee, as a local transfer does. The
-- running sums count a refused request's money too: a batch with a refusal would be decided again one
-- request at a time, which this floor leaves out. Answers one code a request.
CREATE FUNCTION floor.post_checked(payers uuid[], sources uuid[], dest_numbers text[], dest_names text[],
                                   amounts bigint[], pins text[], keys text[], payment_ids uuid[], refs text[])
RETURNS text[]
LANGUAGE plpgsql AS $$
DECLARE
  dests uuid[]; holders text[]; codes text[]; fee_account uuid; fee_cents bigint := 3000;
BEGIN
  PERFORM 1 FROM floor.users WHERE id = ANY (payers) ORDER BY id FOR NO KEY UPDATE;
  SELECT array_agg(a.id ORDER BY t.n), array_agg(u.first_name || ' ' || u.last_name ORDER BY t.n)
    INTO dests, holders
    FROM unnest(dest_numbers) WITH ORDINALITY t(num, n)
    LEFT JOIN floor.accounts a ON a.account_number = t.num AND a.kind IN ('checking', 'savings')
    LEFT JOIN floor.users u ON u.id = a.user_id;
  SELECT id INTO fee_account FROM floor.accounts WHERE kind = 'fee_income' AND user_id IS NULL;
  PERFORM 1 FROM floor.accounts WHERE id = ANY (sources || dests) ORDER BY id FOR NO KEY UPDATE;
  SELECT array_agg(x.code ORDER BY x.n) INTO codes FROM (
    SELECT t.n, CASE
        WHEN k.key IS NOT NULL THEN 'replayed'
        WHEN u.pin_hmac IS DISTINCT FROM t.pin THEN 'wrong_pin'
        WHEN w.window_start > now() - interval '1 minute'
             AND w.calls + count(*) OVER (PARTITION BY t.payer ORDER BY t.n) > 1000000 THEN 'payment_rate_limited'
        WHEN t.dest IS NULL THEN 'account_not_found'
        WHEN lower(t.dest_name) <> lower(t.holder) THEN 'account_name_mismatch'
        WHEN t.dest = t.source THEN 'same_account'
        WHEN a.balance_cents - sum(t.amount + fee_cents) OVER (PARTITION BY t.source ORDER BY t.n) < 0
          THEN 'insufficient_funds'
        WHEN coalesce(d.transfers_out_cents, 0) + sum(t.amount) OVER (PARTITION BY t.payer ORDER BY t.n)
             > 10000000000 THEN 'daily_limit_exceeded'
        ELSE 'ok' END AS code
      FROM unnest(payers, sources, dests, dest_names, holders, amounts, pins, keys)
             WITH ORDINALITY t(payer, source, dest, dest_name, holder, amount, pin, key, n)
      JOIN floor.users u ON u.id = t.payer
      JOIN floor.accounts a ON a.id = t.source
      LEFT JOIN floor.idempotency_keys k ON k.user_id = t.payer AND k.key = t.key
      LEFT JOIN floor.payment_day_totals d ON d.user_id = t.payer AND d.day = payment_day(now())
      LEFT JOIN floor.payment_rate_windows w ON w.user_id = t.payer) x;

  -- The accepted requests' writes, in one statement.
  WITH o AS (
    SELECT * FROM unnest(payers, sources, dests, amounts, payment_ids, refs, keys)
                    WITH ORDINALITY t(payer, source, dest, amount, pid, ref, key, n)
      WHERE codes[t.n] = 'ok'),
  moves AS (
    SELECT source AS id, -(amount + fee_cents) AS delta, 0::bigint AS inflow, amount + fee_cents AS outflow,
           amount AS sent FROM o
    UNION ALL SELECT dest, amount, amount, 0, 0 FROM o),
  balances AS (
    UPDATE floor.accounts a SET balance_cents = a.balance_cents + d.delta
      FROM (SELECT id, sum(delta) AS delta FROM moves GROUP BY id) d
      WHERE a.id = d.id),
  payment_lines AS (
    INSERT INTO floor.payments (id, reference, user_id, account_id, type, kind, description, amount_cents,
                                fee_cents, status, counterparty, related_payment_id)
    SELECT CASE side WHEN 1 THEN o.pid ELSE gen_random_uuid() END, o.ref || side, a.user_id, a.id,
           CASE side WHEN 1 THEN 'withdrawal' ELSE 'deposit' END,
           CASE side WHEN 1 THEN 'local_transfer' ELSE 'incoming_transfer' END, 'Local transfer', o.amount,
           CASE side WHEN 1 THEN fee_cents ELSE 0 END, 'Successful',
           jsonb_build_object('accountNumber', c.account_number, 'bankName', 'Vault Bank'),
           CASE side WHEN 2 THEN o.pid END
      FROM o, generate_series(1, 2) side, floor.accounts a, floor.accounts c
      WHERE a.id = CASE side WHEN 1 THEN o.source ELSE o.dest END
        AND c.id = CASE side WHEN 1 THEN o.dest ELSE o.source END
      ORDER BY o.n, side),
  postings AS (
    INSERT INTO floor.postings (payment_id, debit_account_id, credit_account_id, amount_cents, code)
    SELECT o.pid, o.source, CASE p WHEN 1 THEN o.dest ELSE fee_account END,
           CASE p WHEN 1 THEN o.amount ELSE fee_cents END, CASE p WHEN 1 THEN 'principal' ELSE 'fee' END
      FROM o, generate_series(1, 2) p ORDER BY o.n, p),
  claimed_keys AS (
    INSERT INTO floor.idempotency_keys (user_id, key, request_hash, result_code, payment_id)
    SELECT payer, key, 'hash', 'ok', pid FROM o),
  day_totals AS (
    INSERT INTO floor.payment_day_totals AS d (user_id, day, inflow_cents, outflow_cents, transfers_out_cents)
    SELECT a.user_id, payment_day(now()), sum(m.inflow), sum(m.outflow), sum(m.sent)
      FROM moves m JOIN floor.accounts a ON a.id = m.id
      GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (user_id, day) DO UPDATE SET inflow_cents = d.inflow_cents + excluded.inflow_cents,
      outflow_cents = d.outflow_cents + excluded.outflow_cents,
      transfers_out_cents = d.transfers_out_cents + excluded.transfers_out_cents)
  INSERT INTO floor.payment_rate_windows AS w (user_id, calls, window_start)
  SELECT t.payer, count(*), now() FROM unnest(payers) t(payer) GROUP BY 1 ORDER BY 1
  ON CONFLICT (user_id) DO UPDATE SET
    calls = CASE WHEN w.window_start > now() - interval '1 minute' THEN w.calls + excluded.calls
                 ELSE excluded.calls END,
    window_start = CASE WHEN w.window_start > now() - interval '1 minute' THEN w.window_start ELSE now() END;
  RETURN codes;
END $$;
