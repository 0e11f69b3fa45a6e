-- What each customer received, spent and sent by transfer per (UTC) day, maintained from `payments` by
-- statement triggers in the same transaction. The dashboard's month flows and the daily transfer limit
-- read a handful of these rows instead of scanning a customer's whole history. A batch of payments
-- updates each (user, day) row once, with the batch's sum.
CREATE TABLE payment_day_totals (
  user_id uuid NOT NULL REFERENCES users (id),
  day date NOT NULL,
  inflow_cents bigint NOT NULL DEFAULT 0,
  outflow_cents bigint NOT NULL DEFAULT 0,
  transfers_out_cents bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day)
);

-- The contribution of one payment to its day's totals; a payment that failed counts for nothing.
CREATE FUNCTION payment_inflow(type text, status text, amount bigint) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN type = 'deposit' AND status IN ('Successful', 'Processing') THEN amount ELSE 0 END
$$;
CREATE FUNCTION payment_outflow(type text, status text, amount bigint, fee bigint) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN type = 'withdrawal' AND status IN ('Successful', 'Processing') THEN amount + fee ELSE 0 END
$$;
-- Transfers the customer sent (local and wire), for the daily limit: everything not failed counts.
CREATE FUNCTION payment_transfer_out(type text, kind text, status text, amount bigint) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN type = 'withdrawal' AND status <> 'Failed' AND kind IN ('local_transfer', 'wire_transfer')
    THEN amount ELSE 0 END
$$;
CREATE FUNCTION payment_day(at timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE AS $$ SELECT (at AT TIME ZONE 'UTC')::date $$;

CREATE FUNCTION payment_totals_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payment_day_totals AS t (user_id, day, inflow_cents, outflow_cents, transfers_out_cents)
  SELECT n.user_id, payment_day(n.created_at),
         sum(payment_inflow(n.type, n.status, n.amount_cents)),
         sum(payment_outflow(n.type, n.status, n.amount_cents, n.fee_cents)),
         sum(payment_transfer_out(n.type, n.kind, n.status, n.amount_cents))
    FROM new_rows n GROUP BY 1, 2
    -- Rows in key order, so that two batches committing side by side never wait on each other in a cycle.
    ORDER BY 1, 2
  ON CONFLICT (user_id, day) DO UPDATE SET
    inflow_cents = t.inflow_cents + excluded.inflow_cents,
    outflow_cents = t.outflow_cents + excluded.outflow_cents,
    transfers_out_cents = t.transfers_out_cents + excluded.transfers_out_cents;
  RETURN NULL;
END $$;
CREATE TRIGGER payment_totals_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_totals_on_insert();

-- A status change (settled, returned, approved, rejected) moves the payment's contribution.
CREATE FUNCTION payment_totals_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payment_day_totals AS t (user_id, day, inflow_cents, outflow_cents, transfers_out_cents)
  SELECT n.user_id, payment_day(n.created_at),
         sum(payment_inflow(n.type, n.status, n.amount_cents) - payment_inflow(o.type, o.status, o.amount_cents)),
         sum(payment_outflow(n.type, n.status, n.amount_cents, n.fee_cents)
             - payment_outflow(o.type, o.status, o.amount_cents, o.fee_cents)),
         sum(payment_transfer_out(n.type, n.kind, n.status, n.amount_cents)
             - payment_transfer_out(o.type, o.kind, o.status, o.amount_cents))
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.status IS DISTINCT FROM o.status OR n.amount_cents <> o.amount_cents OR n.fee_cents <> o.fee_cents
    GROUP BY 1, 2
    ORDER BY 1, 2
  ON CONFLICT (user_id, day) DO UPDATE SET
    inflow_cents = t.inflow_cents + excluded.inflow_cents,
    outflow_cents = t.outflow_cents + excluded.outflow_cents,
    transfers_out_cents = t.transfers_out_cents + excluded.transfers_out_cents;
  RETURN NULL;
END $$;
CREATE TRIGGER payment_totals_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION payment_totals_on_update();

INSERT INTO payment_day_totals (user_id, day, inflow_cents, outflow_cents, transfers_out_cents)
SELECT user_id, payment_day(created_at), sum(payment_inflow(type, status, amount_cents)),
       sum(payment_outflow(type, status, amount_cents, fee_cents)),
       sum(payment_transfer_out(type, kind, status, amount_cents))
  FROM payments GROUP BY 1, 2;

-- The daily limit now reads payment_day_totals; this index served the scan it replaces.
DROP INDEX payments_user_day_idx;
