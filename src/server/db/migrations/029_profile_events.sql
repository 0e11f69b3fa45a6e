-- Each server process keeps customers' profiles (`GET /users/profile`) in memory. Whatever a profile shows
-- lives in users, ledger_accounts (balances; inflow and outflow move with them), loans and
-- login_activities: these triggers publish the ids of the users whose rows changed on `profile_changed`,
-- delivered when the transaction commits, so every process drops those profiles. Statement-level with
-- transition tables, because payments update accounts in batches of up to 256: one notification per
-- statement and chunk, not one per row. A payload holds at most 8000 bytes: 150 ids of 36 characters.
CREATE FUNCTION notify_profiles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
  i integer;
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT %I::text) FROM changed_rows WHERE %I IS NOT NULL',
    TG_ARGV[0], TG_ARGV[0]) INTO ids;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  FOR i IN 1 .. cardinality(ids) BY 150 LOOP
    PERFORM pg_notify('profile_changed', array_to_string(ids[i : i + 149], ','));
  END LOOP;
  RETURN NULL;
END $$;

CREATE TRIGGER users_profile_changed AFTER UPDATE ON users
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_profiles_changed('id');
CREATE TRIGGER ledger_accounts_profile_changed AFTER UPDATE ON ledger_accounts
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_profiles_changed('user_id');
CREATE TRIGGER loans_profile_inserted AFTER INSERT ON loans
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_profiles_changed('user_id');
CREATE TRIGGER loans_profile_changed AFTER UPDATE ON loans
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_profiles_changed('user_id');
CREATE TRIGGER login_activities_profile_changed AFTER INSERT ON login_activities
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_profiles_changed('user_id');
