-- Adds signed contributions to the (customer, day) rows, summed per row.
CREATE OR REPLACE FUNCTION payment_day_totals_add(user_ids uuid[], days date[], inflow bigint[], outflow bigint[], sent bigint[])
 RETURNS void
 LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO payment_day_totals AS t (user_id, day, inflow_cents, outflow_cents, transfers_out_cents)
  SELECT c.user_id, c.day, sum(c.inflow), sum(c.outflow), sum(c.sent)
    FROM unnest(user_ids, days, inflow, outflow, sent) c(user_id, day, inflow, outflow, sent)
    GROUP BY 1, 2
    -- Rows in key order, so that two statements side by side never wait on each other in a cycle.
    ORDER BY 1, 2
  ON CONFLICT (user_id, day) DO UPDATE SET
    inflow_cents = t.inflow_cents + excluded.inflow_cents,
    outflow_cents = t.outflow_cents + excluded.outflow_cents,
    transfers_out_cents = t.transfers_out_cents + excluded.transfers_out_cents;
END $$;

CREATE OR REPLACE FUNCTION payment_totals_on_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM payment_day_totals_add(array_agg(n.user_id), array_agg(payment_day(n.created_at)),
                                 array_agg(payment_inflow(n.type, n.kind, n.status, n.amount_cents)),
                                 array_agg(payment_outflow(n.type, n.kind, n.status, n.amount_cents, n.fee_cents)),
                                 array_agg(payment_transfer_out(n.type, n.kind, n.status, n.amount_cents)))
    FROM new_rows n;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER payment_totals_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT
  EXECUTE FUNCTION payment_totals_on_insert();

-- A changed line's old contribution, negated, and its new one.
CREATE OR REPLACE FUNCTION payment_totals_on_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM payment_day_totals_add(array_agg(c.user_id), array_agg(c.day), array_agg(c.inflow), array_agg(c.outflow),
                                 array_agg(c.sent))
    FROM new_rows n JOIN old_rows o ON o.id = n.id,
    LATERAL (VALUES
      (n.user_id, payment_day(n.created_at), payment_inflow(n.type, n.kind, n.status, n.amount_cents),
       payment_outflow(n.type, n.kind, n.status, n.amount_cents, n.fee_cents),
       payment_transfer_out(n.type, n.kind, n.status, n.amount_cents)),
      (o.user_id, payment_day(o.created_at), -payment_inflow(o.type, o.kind, o.status, o.amount_cents),
       -payment_outflow(o.type, o.kind, o.status, o.amount_cents, o.fee_cents),
       -payment_transfer_out(o.type, o.kind, o.status, o.amount_cents))) c(user_id, day, inflow, outflow, sent)
    WHERE (n.status, n.amount_cents, n.fee_cents, n.created_at, n.type, n.kind, n.user_id)
      IS DISTINCT FROM (o.status, o.amount_cents, o.fee_cents, o.created_at, o.type, o.kind, o.user_id);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER payment_totals_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT
  EXECUTE FUNCTION payment_totals_on_update();
