-- Each server process keeps recently checked sessions in memory (auth/session-cache.ts). Whatever ends a
-- session or changes who its user is must reach every process at once: these triggers publish the user's
-- id on the `session_changed` channel, delivered by PostgreSQL when the transaction commits (and never
-- when it rolls back). A process that loses its LISTEN connection forgets every cached session.
CREATE OR REPLACE FUNCTION notify_session_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('session_changed', NEW.user_id::text);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER sessions_revoked AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW
  WHEN ((new.revoked_at IS DISTINCT FROM old.revoked_at))
  EXECUTE FUNCTION notify_session_changed();
CREATE OR REPLACE TRIGGER sessions_second_factor AFTER UPDATE OF second_factor_at ON sessions
  FOR EACH ROW
  WHEN ((new.second_factor_at IS DISTINCT FROM old.second_factor_at))
  EXECUTE FUNCTION notify_session_changed();

CREATE OR REPLACE FUNCTION notify_user_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('session_changed', NEW.id::text);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER users_locked_down AFTER UPDATE OF locked_down_at ON users
  FOR EACH ROW
  WHEN ((new.locked_down_at IS DISTINCT FROM old.locked_down_at))
  EXECUTE FUNCTION notify_user_changed();
CREATE OR REPLACE TRIGGER users_session_fields AFTER UPDATE OF disabled_at, role, email, first_name, last_name, password_hash ON users
  FOR EACH ROW
  WHEN (((new.disabled_at IS DISTINCT FROM old.disabled_at) OR (new.role IS DISTINCT FROM old.role) OR (new.email IS DISTINCT FROM old.email) OR (new.first_name IS DISTINCT FROM old.first_name) OR (new.last_name IS DISTINCT FROM old.last_name) OR (new.password_hash IS DISTINCT FROM old.password_hash)))
  EXECUTE FUNCTION notify_user_changed();
CREATE OR REPLACE TRIGGER users_two_step AFTER UPDATE OF totp_enabled_at ON users
  FOR EACH ROW
  WHEN ((new.totp_enabled_at IS DISTINCT FROM old.totp_enabled_at))
  EXECUTE FUNCTION notify_user_changed();

CREATE OR REPLACE FUNCTION notify_session_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('session_changed', OLD.user_id::text);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER sessions_deleted AFTER DELETE ON sessions
  FOR EACH ROW
  EXECUTE FUNCTION notify_session_deleted();
