-- "Two-step on" now means an authenticator app or a passkey; sessions are cached in each process, so adding
-- the first passkey or removing the last must reach them all.
CREATE OR REPLACE FUNCTION notify_passkey_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('session_changed', coalesce(NEW.user_id, OLD.user_id)::text);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER passkeys_changed AFTER INSERT OR DELETE ON passkeys
  FOR EACH ROW
  EXECUTE FUNCTION notify_passkey_changed();
