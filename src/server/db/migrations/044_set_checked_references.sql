-- A foreign key checks each row on its own: one `SELECT … FOR KEY SHARE` a reference, planned and run through
-- SPI, and a row lock on a payment the same transaction has just written. A transfer paid eleven of them: its
-- two payment lines' account and holder, the receiver's line's related payment, its two postings' payment,
-- debit and credit accounts, and its Idempotency-Key's customer and payment. Those are replaced here. Each
-- table now checks its references once a statement, for all the rows the statement inserted, by primary key
-- (`= ANY` of the distinct ids, or a subquery a row; sequential scans off, so at any size), and refuses the
-- statement with the SQLSTATE a foreign key raises (23503). Fed the same prebuilt batch of 49 transfers
-- alternately with the foreign keys and with these checks, five times each, PostgreSQL took 25.6–28.4 ms a
-- batch against 27.8–36.6 ms (medians 27.3 and 31.9), faster in every pair; a batch of 11, 8.4–9.7 ms against
-- 7.7–11.2 ms.
--
-- What a foreign key also guarantees is that the row referred to cannot go away or change. Postings and
-- Idempotency-Keys are never updated (postings are immutable; a key is written once), and a payment line
-- never moves to another account, customer or related payment, so the inserting statement is the only one to
-- check. Payments, ledger accounts and users are never deleted and never change their id, and an account
-- never changes its holder. The triggers at the end enforce all of that for everyone. Kept as foreign keys: a
-- payment's deciding administrator (set by decisions, and empty on a transfer), and every other table's.
ALTER TABLE postings
  DROP CONSTRAINT postings_payment_id_fkey,
  DROP CONSTRAINT postings_debit_account_id_fkey,
  DROP CONSTRAINT postings_credit_account_id_fkey;
ALTER TABLE idempotency_keys
  DROP CONSTRAINT idempotency_keys_user_id_fkey,
  DROP CONSTRAINT idempotency_keys_payment_id_fkey;
ALTER TABLE payments
  DROP CONSTRAINT payments_account_holder_fkey,
  DROP CONSTRAINT payments_related_payment_id_fkey;

-- Raises foreign_key_violation when any of `ids` (NULLs aside) is not a row of `tbl`. Its lookups must go by
-- primary key at any size, and a connection keeps the plans it made first: made while `payments` was nearly
-- empty (a new bank, the start of a benchmark), they read the whole table ever after (6,164 rows for a batch
-- of 20 in `references.test.ts`; 4 ms a batch in `bench:transfers`). Sequential scans are off inside it.
-- One static query a table rather than `EXECUTE format(…)`, whose text would be parsed and planned on every
-- batch; the tables' triggers differ only in the columns they check, so each stays its own short function.
CREATE FUNCTION ledger_require_ids(tbl regclass, ids uuid[], what text) RETURNS void
LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  wanted uuid[] := ARRAY(SELECT DISTINCT x FROM unnest(ids) x WHERE x IS NOT NULL);
  found bigint;
BEGIN
  IF cardinality(wanted) = 0 THEN RETURN; END IF;
  CASE tbl
    WHEN 'payments'::regclass THEN SELECT count(*) INTO found FROM payments WHERE id = ANY (wanted);
    WHEN 'ledger_accounts'::regclass THEN SELECT count(*) INTO found FROM ledger_accounts WHERE id = ANY (wanted);
    WHEN 'users'::regclass THEN SELECT count(*) INTO found FROM users WHERE id = ANY (wanted);
  END CASE;
  IF found < cardinality(wanted) THEN
    RAISE EXCEPTION '% refers to a row of % that does not exist', what, tbl USING ERRCODE = 'foreign_key_violation';
  END IF;
END $$;

CREATE FUNCTION postings_check_references() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_require_ids('payments', ARRAY(SELECT payment_id FROM new_rows), 'a posting''s payment');
  PERFORM ledger_require_ids('ledger_accounts',
    ARRAY(SELECT debit_account_id FROM new_rows UNION SELECT credit_account_id FROM new_rows), 'a posting''s account');
  RETURN NULL;
END $$;
CREATE TRIGGER postings_references AFTER INSERT ON postings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION postings_check_references();

CREATE FUNCTION idempotency_keys_check_references() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_require_ids('users', ARRAY(SELECT user_id FROM new_rows), 'an Idempotency-Key''s customer');
  PERFORM ledger_require_ids('payments', ARRAY(SELECT payment_id FROM new_rows), 'an Idempotency-Key''s payment');
  RETURN NULL;
END $$;
CREATE TRIGGER idempotency_keys_references AFTER INSERT ON idempotency_keys
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION idempotency_keys_check_references();

-- A payment line's customer holds its account (migration 043 made this one reference; it is now checked here),
-- by a subquery a line, not a join: as a join PostgreSQL may hash the whole accounts table. A related payment
-- (the sender's line, named by the receiver's) exists.
CREATE FUNCTION payments_check_references() RETURNS trigger
LANGUAGE plpgsql SET enable_seqscan = off AS $$
BEGIN
  IF EXISTS (SELECT FROM new_rows n
             WHERE (SELECT a.user_id FROM ledger_accounts a WHERE a.id = n.account_id) IS DISTINCT FROM n.user_id) THEN
    RAISE EXCEPTION 'payments_account_holder: a payment line''s customer must hold its account'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  PERFORM ledger_require_ids('payments', ARRAY(SELECT related_payment_id FROM new_rows), 'a related payment');
  RETURN NULL;
END $$;
CREATE TRIGGER payments_references AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_check_references();

-- The rows referred to stay as they were referred to; each trigger gives its rule as its argument.
CREATE FUNCTION ledger_rows_are_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '%', TG_ARGV[0] USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER idempotency_keys_final BEFORE UPDATE ON idempotency_keys
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_rows_are_kept('an Idempotency-Key is written once with its answer');
CREATE TRIGGER payments_kept BEFORE DELETE OR TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_rows_are_kept('payments are never deleted');
CREATE TRIGGER payments_line_kept BEFORE UPDATE OF id, account_id, user_id, related_payment_id ON payments
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.account_id IS DISTINCT FROM NEW.account_id
                     OR OLD.user_id IS DISTINCT FROM NEW.user_id
                     OR OLD.related_payment_id IS DISTINCT FROM NEW.related_payment_id)
  EXECUTE FUNCTION ledger_rows_are_kept('a payment keeps its id, account, customer and related payment');
CREATE TRIGGER ledger_accounts_kept BEFORE DELETE OR TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_rows_are_kept('ledger accounts are never deleted');
CREATE TRIGGER ledger_accounts_holder_kept BEFORE UPDATE OF id, user_id ON ledger_accounts
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION ledger_rows_are_kept('a ledger account keeps its id and holder');
CREATE TRIGGER users_kept BEFORE DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_rows_are_kept('customers are never deleted');
CREATE TRIGGER users_id_kept BEFORE UPDATE OF id ON users
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION ledger_rows_are_kept('a customer keeps their id');

-- The same holds for every statement of a batch: each finds its rows by key or walks the batch's own arrays,
-- and a plan made while a table was small would read it whole until the statistics catch up. (The references
-- above were the first to show it; `references.test.ts` checks that a batch reads no table whole.) Migration
-- 043's unique (id, user_id) served only the holder's foreign key.
ALTER FUNCTION post_payments(jsonb) SET enable_seqscan = off;
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_id_holder;
