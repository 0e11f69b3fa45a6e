-- The day totals (migration 013) follow a payment line that changes day, type or kind, not only one that
-- changes status or amount. The update trigger added the difference between a line's new and old
-- contributions to the new day's row, and only when the status, amount or fee changed: a line moved to
-- another day (an owner correcting a date) stayed counted on its old day, and the daily transfer limit and
-- the dashboard's month flows read wrong sums from then on. `verifyLedger` now compares the totals with the
-- payments, and found it. Now the old contribution leaves the old (customer, day) row and the new one joins
-- the new row, in one upsert in key order as before.
-- The trigger lives in db/functions/21_payment_day_totals.sql; `payment_day_totals_drift()`, each (customer,
-- day) whose stored totals differ from the sums of its payment lines, which `verifyLedger` reads, in
-- 22_payment_day_totals_drift.sql.
--
-- Lines already moved to another day are counted again from the payments: every (customer, day) whose
-- stored totals differ from its lines' sums (the rules of migration 013) is set to those sums.
WITH derived AS (
  SELECT user_id, (created_at AT TIME ZONE 'UTC')::date AS day,
         sum(CASE WHEN type = 'deposit' AND status IN ('Successful', 'Processing') THEN amount_cents ELSE 0 END)
           AS inflow,
         sum(CASE WHEN type = 'withdrawal' AND status IN ('Successful', 'Processing') THEN amount_cents + fee_cents
                  ELSE 0 END) AS outflow,
         sum(CASE WHEN type = 'withdrawal' AND status <> 'Failed' AND kind IN ('local_transfer', 'wire_transfer')
                  THEN amount_cents ELSE 0 END) AS sent
    FROM payments GROUP BY 1, 2)
INSERT INTO payment_day_totals AS t (user_id, day, inflow_cents, outflow_cents, transfers_out_cents)
SELECT coalesce(d.user_id, s.user_id), coalesce(d.day, s.day), coalesce(d.inflow, 0), coalesce(d.outflow, 0),
       coalesce(d.sent, 0)
  FROM derived d FULL JOIN payment_day_totals s ON s.user_id = d.user_id AND s.day = d.day
 WHERE coalesce(d.inflow, 0) <> coalesce(s.inflow_cents, 0) OR coalesce(d.outflow, 0) <> coalesce(s.outflow_cents, 0)
    OR coalesce(d.sent, 0) <> coalesce(s.transfers_out_cents, 0)
 ORDER BY 1, 2
ON CONFLICT (user_id, day) DO UPDATE SET
  inflow_cents = excluded.inflow_cents, outflow_cents = excluded.outflow_cents,
  transfers_out_cents = excluded.transfers_out_cents;
