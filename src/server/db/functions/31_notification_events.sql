-- Live events (events/events-hub.ts): each server process keeps one LISTEN connection and pushes to the
-- browser tabs it serves. A new notification publishes `<user id>:<notification id>`; marking some read
-- publishes `<user id>` alone, so the unread count is refreshed in the user's other tabs. PostgreSQL
-- delivers them when the transaction commits (never on rollback) and folds identical payloads of one
-- transaction into one, so marking a hundred notifications read sends a single event.
CREATE OR REPLACE FUNCTION notify_notification_created()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('notification_changed', NEW.user_id::text || ':' || NEW.id::text);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER notifications_created AFTER INSERT ON notifications
  FOR EACH ROW
  EXECUTE FUNCTION notify_notification_created();

CREATE OR REPLACE FUNCTION notify_notification_read()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('notification_changed', NEW.user_id::text);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER notifications_read AFTER UPDATE OF read_at ON notifications
  FOR EACH ROW
  WHEN ((new.read_at IS DISTINCT FROM old.read_at))
  EXECUTE FUNCTION notify_notification_read();
