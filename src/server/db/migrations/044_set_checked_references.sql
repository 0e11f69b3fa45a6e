-- A foreign key checks each row on its own: one `SELECT … FOR KEY SHARE` a reference, planned and run through
-- SPI, and a row lock (with its WAL record) on a payment the same transaction has just written. A transfer
-- paid eleven of them; the six of its two postings and the two of its Idempotency-Key are the ones replaced
-- here. Each table now checks its references once a statement, for all the rows the statement inserted,
-- with one lookup by primary key a table (`= ANY` of the distinct ids: an index lookup at any size), and
-- refuses the statement with the same SQLSTATE a foreign key raises (23503).
--
-- What a foreign key also guarantees is that the row referred to cannot go away or change its key. Postings
-- and Idempotency-Keys are never updated (postings are immutable; a key is written once), so the inserting
-- statement is the only one to check; and payments, ledger accounts and users are never deleted and never
-- change their id, which the triggers at the end now enforce for everyone. Kept as foreign keys: the
-- references of payments (written by inserts and decided by updates) and of every other table.
ALTER TABLE postings
  DROP CONSTRAINT postings_payment_id_fkey,
  DROP CONSTRAINT postings_debit_account_id_fkey,
  DROP CONSTRAINT postings_credit_account_id_fkey;
ALTER TABLE idempotency_keys
  DROP CONSTRAINT idempotency_keys_user_id_fkey,
  DROP CONSTRAINT idempotency_keys_payment_id_fkey;

-- Raises foreign_key_violation when any of `ids` (NULLs aside) is not a row of `tbl`. Its lookups must go by
-- primary key at any size, and a connection keeps the plans it made first: made while `payments` was nearly
-- empty (a new bank, the start of a benchmark), they read the whole table ever after (6,164 rows for a batch
-- of 20 in `references.test.ts`; 4 ms a batch in `bench:transfers`). Sequential scans are off inside it.
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
-- A key is written once, with its answer; nothing changes it afterwards.
CREATE FUNCTION idempotency_keys_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an Idempotency-Key is written once with its answer' USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER idempotency_keys_final BEFORE UPDATE ON idempotency_keys
  FOR EACH STATEMENT EXECUTE FUNCTION idempotency_keys_are_final();

-- The rows referred to stay: nothing deletes a payment, an account or a customer, or changes its id.
CREATE FUNCTION ledger_rows_are_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never deleted and keep their id', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER payments_kept BEFORE DELETE OR TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_rows_are_kept();
CREATE TRIGGER payments_id_kept BEFORE UPDATE OF id ON payments
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION ledger_rows_are_kept();
CREATE TRIGGER ledger_accounts_kept BEFORE DELETE OR TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_rows_are_kept();
CREATE TRIGGER ledger_accounts_id_kept BEFORE UPDATE OF id ON ledger_accounts
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION ledger_rows_are_kept();
CREATE TRIGGER users_kept BEFORE DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_rows_are_kept();
CREATE TRIGGER users_id_kept BEFORE UPDATE OF id ON users
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION ledger_rows_are_kept();
