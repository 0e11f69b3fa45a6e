-- `post_payments` (migration 030) locks a batch's payers with `u.id IN (SELECT DISTINCT … FROM
-- jsonb_array_elements(batch))`. PostgreSQL guesses 100 rows for any jsonb_array_elements, so from a few
-- thousand customers up to about 40,000 it preferred to read every user and hash-join them: 8.8 ms a batch
-- with 20,000 customers, against 0.3 ms through the primary key. `= ANY (ARRAY(…))` is planned as a lookup
-- of each payer by id, at any size; the rows locked and their order are unchanged.
--
-- Only that clause changes, so the function is not restated here: its definition is read back and the one
-- clause replaced, and the migration fails if the clause is not found. To change the function again, restate
-- it whole from a migrated database (`\sf post_payments` in psql).
DO $$
DECLARE
  def text := pg_get_functiondef('post_payments(jsonb)'::regprocedure);
  by_scan constant text := $q$WHERE u.id IN (SELECT DISTINCT (e->>'userId')::uuid FROM jsonb_array_elements(batch) e)$q$;
  by_id constant text := $q$WHERE u.id = ANY (ARRAY(SELECT DISTINCT (e->>'userId')::uuid FROM jsonb_array_elements(batch) e))$q$;
BEGIN
  IF position(by_scan IN def) = 0 THEN
    RAISE EXCEPTION 'post_payments does not lock its payers as migration 030 wrote it';
  END IF;
  EXECUTE replace(def, by_scan, by_id);
END $$;
