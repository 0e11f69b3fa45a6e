-- The contribution of one payment to its day's totals; a payment that failed counts for nothing, and a move
-- between the customer's own accounts (`own_transfer`: pots, Checking and Savings; `closing_transfer`: the
-- closure gathering every balance into Checking) is neither money in nor money out of the customer.
CREATE OR REPLACE FUNCTION payment_inflow(type text, kind text, status text, amount bigint)
 RETURNS bigint
 LANGUAGE sql
 IMMUTABLE
AS $$
  SELECT CASE WHEN type = 'deposit' AND status IN ('Successful', 'Processing')
    AND kind NOT IN ('own_transfer', 'closing_transfer') THEN amount ELSE 0 END
$$;

CREATE OR REPLACE FUNCTION payment_outflow(type text, kind text, status text, amount bigint, fee bigint)
 RETURNS bigint
 LANGUAGE sql
 IMMUTABLE
AS $$
  SELECT CASE WHEN type = 'withdrawal' AND status IN ('Successful', 'Processing')
    AND kind NOT IN ('own_transfer', 'closing_transfer') THEN amount + fee ELSE 0 END
$$;

-- Transfers the customer sent (local and wire), for the daily limit: everything not failed counts.
CREATE OR REPLACE FUNCTION payment_transfer_out(type text, kind text, status text, amount bigint)
 RETURNS bigint
 LANGUAGE sql
 IMMUTABLE
AS $$
  SELECT CASE WHEN type = 'withdrawal' AND status <> 'Failed' AND kind IN ('local_transfer', 'wire_transfer')
    THEN amount ELSE 0 END
$$;

CREATE OR REPLACE FUNCTION payment_day(at timestamp with time zone)
 RETURNS date
 LANGUAGE sql
 IMMUTABLE
AS $$ SELECT (at AT TIME ZONE 'UTC')::date $$;
