-- Each (customer, day) whose stored totals differ from the sums of its payment lines, with both;
-- `verifyLedger` reads it.
CREATE OR REPLACE FUNCTION payment_day_totals_drift()
 RETURNS TABLE(user_id uuid, day date, inflow bigint, inflow_cents bigint, outflow bigint, outflow_cents bigint, sent bigint, transfers_out_cents bigint)
 LANGUAGE sql
 STABLE
AS $$
  WITH derived AS (
    SELECT p.user_id, payment_day(p.created_at) AS day,
           sum(payment_inflow(p.type, p.kind, p.status, p.amount_cents))::bigint AS inflow,
           sum(payment_outflow(p.type, p.kind, p.status, p.amount_cents, p.fee_cents))::bigint AS outflow,
           sum(payment_transfer_out(p.type, p.kind, p.status, p.amount_cents))::bigint AS sent
      FROM payments p GROUP BY 1, 2)
  SELECT coalesce(d.user_id, t.user_id), coalesce(d.day, t.day), coalesce(d.inflow, 0), t.inflow_cents,
         coalesce(d.outflow, 0), t.outflow_cents, coalesce(d.sent, 0), t.transfers_out_cents
    FROM derived d FULL JOIN payment_day_totals t ON t.user_id = d.user_id AND t.day = d.day
    WHERE coalesce(d.inflow, 0) <> coalesce(t.inflow_cents, 0) OR coalesce(d.outflow, 0) <> coalesce(t.outflow_cents, 0)
       OR coalesce(d.sent, 0) <> coalesce(t.transfers_out_cents, 0)
$$;
