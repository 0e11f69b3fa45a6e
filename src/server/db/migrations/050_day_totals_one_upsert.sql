-- One upsert behind the day totals' insert and update triggers (migrations 013 and 049 each wrote their
-- own copy of it): `payment_day_totals_add`, which both triggers call. The three functions were here; their
-- live definitions are in db/functions/21_payment_day_totals.sql.

