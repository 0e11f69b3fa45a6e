-- The payment-rate limit is counted in the resolve phase of post_payments instead of the decide phase
-- (db/functions/52_post_payments_resolve.sql, 53_post_payments_decide.sql), so both procedures take other
-- arguments. CREATE OR REPLACE would add them beside the old ones, so the old ones go here, before the
-- function files create the new.
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT p.oid::regprocedure AS proc FROM pg_proc p
           WHERE p.pronamespace = 'public'::regnamespace
             AND p.proname IN ('post_payments_resolve', 'post_payments_decide') LOOP
    EXECUTE format('DROP PROCEDURE %s', r.proc);
  END LOOP;
END $$;
