-- A posting, once written, never changes and is never deleted: balances are the sum of postings.
CREATE OR REPLACE FUNCTION postings_are_immutable()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION 'postings are immutable; post a reversing entry instead';
END $$;

CREATE OR REPLACE TRIGGER postings_immutable BEFORE DELETE OR UPDATE ON postings
  FOR EACH ROW
  EXECUTE FUNCTION postings_are_immutable();
