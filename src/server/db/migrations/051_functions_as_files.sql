-- From here on every function, trigger function, trigger and view lives in src/server/db/functions (one
-- concern a file, re-applied by the migrator whenever the file changes); versioned migrations change
-- tables and data only. See docs/ledger.md.
--
-- Dead functions go: the single-payment entry points of migrations 003 and 004, which nothing calls (every
-- money path posts through post_payments, a payment alone as a batch of one).
DROP FUNCTION IF EXISTS post_payment_audited(jsonb);
DROP FUNCTION IF EXISTS post_payment(jsonb);

-- The migrator's record of the function files it applied (created by the migrator itself, before the
-- first migration): like schema_migrations, the application role may read it and never change it.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'vault_app') THEN
    REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON schema_functions FROM vault_app;
  END IF;
END $$;
