-- Each server process keeps recently checked sessions in memory (auth/session-cache.ts). Whatever ends a
-- session or changes who its user is must reach every process at once: these triggers publish the user's
-- id on the `session_changed` channel, delivered by PostgreSQL when the transaction commits (and never
-- when it rolls back). A process that loses its LISTEN connection forgets every cached session.
CREATE FUNCTION notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', NEW.user_id::text);
  RETURN NULL;
END $$;
CREATE FUNCTION notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', NEW.id::text);
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_revoked AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at)
  EXECUTE FUNCTION notify_session_changed();

CREATE TRIGGER users_session_fields AFTER UPDATE OF disabled_at, role, email, first_name, last_name, password_hash
  ON users FOR EACH ROW
  WHEN (NEW.disabled_at IS DISTINCT FROM OLD.disabled_at OR NEW.role IS DISTINCT FROM OLD.role
        OR NEW.email IS DISTINCT FROM OLD.email OR NEW.first_name IS DISTINCT FROM OLD.first_name
        OR NEW.last_name IS DISTINCT FROM OLD.last_name OR NEW.password_hash IS DISTINCT FROM OLD.password_hash)
  EXECUTE FUNCTION notify_user_changed();

CREATE FUNCTION notify_session_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', OLD.user_id::text);
  RETURN NULL;
END $$;
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_deleted();
