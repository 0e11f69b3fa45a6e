-- Standing orders (issue 16): a transfer the customer sets up once (PIN checked then) that the bank
-- sends by itself, once on a date or every week or month. Each occurrence is a job of the queue
-- (task `standing_order_occurrence`, job key per order, date and attempt) run at its date; the payment,
-- the run's record and the next occurrence's job commit together, and an occurrence whose order has
-- moved on does nothing, so none is paid twice across instances and restarts.
CREATE TABLE standing_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  type text NOT NULL CHECK (type IN ('local', 'international')),
  -- The transfer as POST /transfers/* takes it, without the PIN.
  transfer jsonb NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  frequency text NOT NULL CHECK (frequency IN ('once', 'weekly', 'monthly')),
  -- Monthly orders keep their day; in a shorter month they run on its last day.
  day_of_month integer CHECK (day_of_month BETWEEN 1 AND 31),
  first_date date NOT NULL,
  end_date date,
  max_runs integer CHECK (max_runs BETWEEN 1 AND 1000),
  next_date date,
  runs integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Cancelled', 'Completed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz,
  CHECK ((status = 'Active') = (next_date IS NOT NULL))
);
CREATE INDEX standing_orders_user_idx ON standing_orders (user_id, created_at DESC);

CREATE TABLE standing_order_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES standing_orders (id),
  due_date date NOT NULL,
  attempt integer NOT NULL DEFAULT 1 CHECK (attempt BETWEEN 1 AND 2),
  -- Retrying: refused for insufficient funds once, tried again the next day.
  status text NOT NULL CHECK (status IN ('Successful', 'Processing', 'Retrying', 'Failed')),
  payment_id uuid REFERENCES payments (id),
  code text,
  ran_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, due_date)
);
