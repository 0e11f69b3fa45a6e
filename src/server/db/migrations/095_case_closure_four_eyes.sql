-- Closing a monitoring case waits for a second administrator in the one four-eyes queue (issue 50 part 2).
-- The kind is added to whatever list the constraints hold when this runs, so that migrations written in
-- parallel which add kinds of their own keep theirs, whichever order they run in.
DO $$
DECLARE
  def text;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO def FROM pg_constraint
    WHERE conname = 'credit_requests_kind_check' AND conrelid = 'credit_requests'::regclass;
  IF position('''case_closure''' IN def) = 0 THEN
    EXECUTE 'ALTER TABLE credit_requests DROP CONSTRAINT credit_requests_kind_check';
    EXECUTE 'ALTER TABLE credit_requests ADD CONSTRAINT credit_requests_kind_check '
      || regexp_replace(def, 'ARRAY\[', 'ARRAY[''case_closure''::text, ');
  END IF;
  SELECT pg_get_constraintdef(oid) INTO def FROM pg_constraint
    WHERE conname = 'credit_requests_amount_shape' AND conrelid = 'credit_requests'::regclass;
  IF position('''case_closure''' IN def) = 0 THEN
    EXECUTE 'ALTER TABLE credit_requests DROP CONSTRAINT credit_requests_amount_shape';
    EXECUTE 'ALTER TABLE credit_requests ADD CONSTRAINT credit_requests_amount_shape '
      || regexp_replace(def, 'ARRAY\[', 'ARRAY[''case_closure''::text, ');
  END IF;
END $$;
