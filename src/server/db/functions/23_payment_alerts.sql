-- Payments of customers who set alerts queue one job per statement (in its transaction, so a rolled-back
-- payment raises nothing); the job decides and delivers. Statement-level: a batch of 256 payments costs
-- one join against the small alert_settings table, and nothing at all when none of them set alerts.
CREATE OR REPLACE FUNCTION queue_payment_alerts()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
DECLARE
  ids uuid[];
BEGIN
  SELECT array_agg(c.id) INTO ids FROM changed_rows c JOIN alert_settings s ON s.user_id = c.user_id;
  IF ids IS NOT NULL THEN
    PERFORM graphile_worker.add_job('payment_alerts', json_build_object('paymentIds', ids), max_attempts => 5);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER payments_alerts_inserted AFTER INSERT ON payments
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT
  EXECUTE FUNCTION queue_payment_alerts();
CREATE OR REPLACE TRIGGER payments_alerts_updated AFTER UPDATE ON payments
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT
  EXECUTE FUNCTION queue_payment_alerts();
