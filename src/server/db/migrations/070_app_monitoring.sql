-- GET /metrics shows replication lag and sync state from pg_stat_replication, whose details PostgreSQL
-- shows only to members of pg_monitor. Granted where the owner may; elsewhere (some managed services)
-- the metrics count standbys without their lag.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'vault_app') THEN
    BEGIN
      GRANT pg_monitor TO vault_app;
    EXCEPTION WHEN insufficient_privilege OR invalid_grant_operation THEN
      RAISE NOTICE 'cannot grant pg_monitor to vault_app; /metrics shows no replication lag';
    END;
  END IF;
END $$;
