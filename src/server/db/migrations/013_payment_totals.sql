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

-- The triggers that keep it, and the contribution of one payment to its day (`payment_inflow`,
-- `payment_outflow`, `payment_transfer_out`, `payment_day`), live in db/functions/20_payment_flows.sql and
-- 21_payment_day_totals.sql. The payments already written are counted here, with those rules as this
-- migration first wrote them: a payment that failed counts for nothing, the day is the UTC day, transfers
-- sent are local and wire transfers not failed.
INSERT INTO payment_day_totals (user_id, day, inflow_cents, outflow_cents, transfers_out_cents)
SELECT user_id, (created_at AT TIME ZONE 'UTC')::date,
       sum(CASE WHEN type = 'deposit' AND status IN ('Successful', 'Processing') THEN amount_cents ELSE 0 END),
       sum(CASE WHEN type = 'withdrawal' AND status IN ('Successful', 'Processing') THEN amount_cents + fee_cents
                ELSE 0 END),
       sum(CASE WHEN type = 'withdrawal' AND status <> 'Failed' AND kind IN ('local_transfer', 'wire_transfer')
                THEN amount_cents ELSE 0 END)
  FROM payments GROUP BY 1, 2;

-- The daily limit now reads payment_day_totals; this index served the scan it replaces.
DROP INDEX payments_user_day_idx;
