-- One function serves the three tables: each checks its own columns, and every refusal is raised the same way.
-- (PL/pgSQL plans a statement the first time it runs, so a table never plans another table's check.)
CREATE OR REPLACE FUNCTION ledger_check_references()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
AS $$
DECLARE
  missing text;
BEGIN
  IF TG_TABLE_NAME = 'postings' THEN
    SELECT CASE
        WHEN EXISTS (SELECT FROM (SELECT DISTINCT payment_id AS id FROM new_rows) n
                     WHERE (SELECT p.id FROM payments p WHERE p.id = n.id) IS NULL) THEN 'a posting''s payment'
        WHEN EXISTS (SELECT FROM (SELECT debit_account_id AS id FROM new_rows UNION SELECT credit_account_id FROM new_rows) n
                     WHERE (SELECT a.id FROM ledger_accounts a WHERE a.id = n.id) IS NULL) THEN 'a posting''s account'
      END INTO missing;
  ELSIF TG_TABLE_NAME = 'idempotency_keys' THEN
    SELECT CASE
        WHEN EXISTS (SELECT FROM (SELECT DISTINCT user_id AS id FROM new_rows) n
                     WHERE (SELECT u.id FROM users u WHERE u.id = n.id) IS NULL) THEN 'an Idempotency-Key''s customer'
        WHEN EXISTS (SELECT FROM (SELECT DISTINCT payment_id AS id FROM new_rows WHERE payment_id IS NOT NULL) n
                     WHERE (SELECT p.id FROM payments p WHERE p.id = n.id) IS NULL) THEN 'an Idempotency-Key''s payment'
      END INTO missing;
  ELSIF TG_TABLE_NAME = 'payments' THEN
    -- A payment line's customer holds its account, and a related payment exists.
    SELECT CASE
        WHEN EXISTS (SELECT FROM new_rows n
                     WHERE (SELECT a.user_id FROM ledger_accounts a WHERE a.id = n.account_id) IS DISTINCT FROM n.user_id)
          THEN 'holder'
        WHEN EXISTS (SELECT FROM (SELECT DISTINCT related_payment_id AS id FROM new_rows WHERE related_payment_id IS NOT NULL) n
                     WHERE (SELECT p.id FROM payments p WHERE p.id = n.id) IS NULL) THEN 'a related payment'
      END INTO missing;
  ELSE
    RAISE EXCEPTION 'ledger_check_references: no checks for table %', TG_TABLE_NAME;
  END IF;
  IF missing = 'holder' THEN
    RAISE EXCEPTION 'payments_account_holder: a payment line''s customer must hold its account'
      USING ERRCODE = 'foreign_key_violation';
  ELSIF missing IS NOT NULL THEN
    RAISE EXCEPTION '% refers to a row that does not exist', missing USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER idempotency_keys_references AFTER INSERT ON idempotency_keys
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT
  EXECUTE FUNCTION ledger_check_references();
CREATE OR REPLACE TRIGGER payments_references AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT
  EXECUTE FUNCTION ledger_check_references();
CREATE OR REPLACE TRIGGER postings_references AFTER INSERT ON postings
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT
  EXECUTE FUNCTION ledger_check_references();
