-- Sanctions screening of customers (docs/sanctions.md): every registration and every change of a
-- customer's name, whatever code path makes it, queues one screening job in the same transaction (so a
-- rolled-back registration screens nothing). Nothing is queued while no list has been uploaded: the first
-- list's re-screening job screens every customer then.
CREATE OR REPLACE FUNCTION queue_customer_screening()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.role = 'customer' AND EXISTS (SELECT 1 FROM sanctions_lists) THEN
    PERFORM graphile_worker.add_job('sanctions_screen_customer',
      json_build_object('userId', NEW.id), max_attempts => 5);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER users_sanctions_registered AFTER INSERT ON users
  FOR EACH ROW
  EXECUTE FUNCTION queue_customer_screening();
CREATE OR REPLACE TRIGGER users_sanctions_renamed AFTER UPDATE OF first_name, last_name ON users
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION queue_customer_screening();
