-- Every process caches customers' profiles (users/profile-cache.ts): the tables behind a profile publish
-- the changed users' ids on `profile_changed` when their transaction commits, 150 ids a notification.
-- Statement-level, one function for every table: its argument names the table's user column, and each
-- column name has its own static query (a dynamic one was parsed and planned on every run: 3 % of
-- PostgreSQL's time under load).
CREATE OR REPLACE FUNCTION notify_profiles_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
DECLARE
  ids text[];
  i integer;
BEGIN
  IF TG_ARGV[0] = 'id' THEN
    SELECT array_agg(DISTINCT c.id::text) INTO ids FROM changed_rows c;
  ELSIF TG_ARGV[0] = 'user_id' THEN
    SELECT array_agg(DISTINCT c.user_id::text) INTO ids FROM changed_rows c WHERE c.user_id IS NOT NULL;
  ELSE
    RAISE EXCEPTION 'notify_profiles_changed: unknown user column %', TG_ARGV[0];
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  FOR i IN 1 .. cardinality(ids) BY 150 LOOP
    PERFORM pg_notify('profile_changed', array_to_string(ids[i : i + 149], ','));
  END LOOP;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER ledger_accounts_profile_changed AFTER UPDATE ON ledger_accounts
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT
  EXECUTE FUNCTION notify_profiles_changed('user_id');
CREATE OR REPLACE TRIGGER loans_profile_changed AFTER UPDATE ON loans
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT
  EXECUTE FUNCTION notify_profiles_changed('user_id');
CREATE OR REPLACE TRIGGER loans_profile_inserted AFTER INSERT ON loans
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT
  EXECUTE FUNCTION notify_profiles_changed('user_id');
CREATE OR REPLACE TRIGGER login_activities_profile_changed AFTER INSERT ON login_activities
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT
  EXECUTE FUNCTION notify_profiles_changed('user_id');
CREATE OR REPLACE TRIGGER users_profile_changed AFTER UPDATE ON users
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT
  EXECUTE FUNCTION notify_profiles_changed('id');
