-- A statement, once issued, is what the customer was sent: it never changes and is never deleted, whoever
-- asks (the app's role has no UPDATE or DELETE on it either). A correction is a new statement.
CREATE OR REPLACE FUNCTION statements_are_immutable()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION 'statements are immutable; issue a correcting statement instead';
END $$;

CREATE OR REPLACE TRIGGER statements_immutable BEFORE DELETE OR UPDATE ON statements
  FOR EACH ROW
  EXECUTE FUNCTION statements_are_immutable();
