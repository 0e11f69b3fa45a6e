-- Issue 49 part 3: a move between the customer's own accounts (kind `own_transfer`: pots, Checking and Savings;
-- `closing_transfer`: the closure gathering every balance into Checking) is neither money in nor money out, so
-- the day totals the dashboard and the insights read leave it out. `payment_inflow` and `payment_outflow` take
-- the payment's kind now (db/functions/20_payment_flows.sql); CREATE OR REPLACE would add the new signatures
-- beside the old ones, so the old ones go here, before the function files create the new.
DROP FUNCTION IF EXISTS payment_inflow(text, text, bigint);
DROP FUNCTION IF EXISTS payment_outflow(text, text, bigint, bigint);

-- The moves already counted come out of their days (the drift check of verifyLedger compares again). The
-- day is written as `payment_day` computes it: the function files are applied after the migrations.
UPDATE payment_day_totals t
   SET inflow_cents = t.inflow_cents - m.inflow, outflow_cents = t.outflow_cents - m.outflow
  FROM (SELECT user_id, (created_at AT TIME ZONE 'UTC')::date AS day,
               sum(CASE WHEN type = 'deposit' AND status IN ('Successful', 'Processing') THEN amount_cents ELSE 0 END)
                 AS inflow,
               sum(CASE WHEN type = 'withdrawal' AND status IN ('Successful', 'Processing')
                        THEN amount_cents + fee_cents ELSE 0 END) AS outflow
          FROM payments WHERE kind IN ('own_transfer', 'closing_transfer') GROUP BY 1, 2) m
 WHERE t.user_id = m.user_id AND t.day = m.day;
