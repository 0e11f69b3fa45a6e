-- The day totals (migration 013) follow a payment line that changes day, type or kind, not only one that
-- changes status or amount. The update trigger added the difference between a line's new and old
-- contributions to the new day's row, and only when the status, amount or fee changed: a line moved to
-- another day (an owner correcting a date) stayed counted on its old day, and the daily transfer limit and
-- the dashboard's month flows read wrong sums from then on. `verifyLedger` now compares the totals with the
-- payments, and found it. Now the old contribution leaves the old (customer, day) row and the new one joins
-- the new row, in one upsert in key order as before.
CREATE OR REPLACE FUNCTION payment_totals_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payment_day_totals AS t (user_id, day, inflow_cents, outflow_cents, transfers_out_cents)
  SELECT c.user_id, c.day, sum(c.inflow), sum(c.outflow), sum(c.sent)
    FROM new_rows n JOIN old_rows o ON o.id = n.id,
    LATERAL (VALUES
      (n.user_id, payment_day(n.created_at), payment_inflow(n.type, n.status, n.amount_cents),
       payment_outflow(n.type, n.status, n.amount_cents, n.fee_cents),
       payment_transfer_out(n.type, n.kind, n.status, n.amount_cents)),
      (o.user_id, payment_day(o.created_at), -payment_inflow(o.type, o.status, o.amount_cents),
       -payment_outflow(o.type, o.status, o.amount_cents, o.fee_cents),
       -payment_transfer_out(o.type, o.kind, o.status, o.amount_cents))) c(user_id, day, inflow, outflow, sent)
    WHERE (n.status, n.amount_cents, n.fee_cents, n.created_at, n.type, n.kind, n.user_id)
      IS DISTINCT FROM (o.status, o.amount_cents, o.fee_cents, o.created_at, o.type, o.kind, o.user_id)
    GROUP BY 1, 2
    -- Rows in key order, so that two statements side by side never wait on each other in a cycle.
    ORDER BY 1, 2
  ON CONFLICT (user_id, day) DO UPDATE SET
    inflow_cents = t.inflow_cents + excluded.inflow_cents,
    outflow_cents = t.outflow_cents + excluded.outflow_cents,
    transfers_out_cents = t.transfers_out_cents + excluded.transfers_out_cents;
  RETURN NULL;
END $$;

-- Each (customer, day) whose stored totals differ from the sums of its payment lines, with both: the
-- repair below and `verifyLedger` read it.
CREATE FUNCTION payment_day_totals_drift()
RETURNS TABLE (user_id uuid, day date, inflow bigint, inflow_cents bigint, outflow bigint, outflow_cents bigint,
               sent bigint, transfers_out_cents bigint)
LANGUAGE sql STABLE AS $$
  WITH derived AS (
    SELECT p.user_id, payment_day(p.created_at) AS day,
           sum(payment_inflow(p.type, p.status, p.amount_cents))::bigint AS inflow,
           sum(payment_outflow(p.type, p.status, p.amount_cents, p.fee_cents))::bigint AS outflow,
           sum(payment_transfer_out(p.type, p.kind, p.status, p.amount_cents))::bigint AS sent
      FROM payments p GROUP BY 1, 2)
  SELECT coalesce(d.user_id, t.user_id), coalesce(d.day, t.day), coalesce(d.inflow, 0), t.inflow_cents,
         coalesce(d.outflow, 0), t.outflow_cents, coalesce(d.sent, 0), t.transfers_out_cents
    FROM derived d FULL JOIN payment_day_totals t ON t.user_id = d.user_id AND t.day = d.day
    WHERE coalesce(d.inflow, 0) <> coalesce(t.inflow_cents, 0) OR coalesce(d.outflow, 0) <> coalesce(t.outflow_cents, 0)
       OR coalesce(d.sent, 0) <> coalesce(t.transfers_out_cents, 0)
$$;

-- Lines already moved to another day are counted again from the payments.
INSERT INTO payment_day_totals AS t (user_id, day, inflow_cents, outflow_cents, transfers_out_cents)
SELECT d.user_id, d.day, d.inflow, d.outflow, d.sent FROM payment_day_totals_drift() d ORDER BY 1, 2
ON CONFLICT (user_id, day) DO UPDATE SET
  inflow_cents = excluded.inflow_cents, outflow_cents = excluded.outflow_cents,
  transfers_out_cents = excluded.transfers_out_cents;
