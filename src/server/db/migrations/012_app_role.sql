-- The role the application works as. It may read and write the tables, but the audit log and the
-- postings only accept INSERT and SELECT from it: there is no update or delete path, not even by SQL
-- injection. Migrations keep running as the connecting (owner) role. Where that role may not create
-- roles (some managed services), this step is skipped and the triggers remain the only guard.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'vault_app') THEN
    BEGIN
      CREATE ROLE vault_app NOLOGIN;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'cannot create role vault_app; the app keeps the connecting role';
      RETURN;
    END;
  END IF;
  IF NOT pg_has_role(current_user, 'vault_app', 'MEMBER') THEN
    EXECUTE format('GRANT vault_app TO %I', current_user);
  END IF;
  GRANT USAGE ON SCHEMA public TO vault_app;
  GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO vault_app;
  GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO vault_app;
  GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO vault_app;
  EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO vault_app', current_user);
  EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO vault_app', current_user);
  EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA public GRANT EXECUTE ON FUNCTIONS TO vault_app', current_user);
  REVOKE UPDATE, DELETE, TRUNCATE ON audit_log, postings FROM vault_app;
  REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON schema_migrations FROM vault_app;
END $$;
