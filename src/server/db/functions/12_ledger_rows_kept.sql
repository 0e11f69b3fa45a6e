-- The rows referred to stay as they were referred to; each trigger gives its rule as its argument.
CREATE OR REPLACE FUNCTION ledger_rows_are_kept()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION '%', TG_ARGV[0] USING ERRCODE = 'restrict_violation';
END $$;

CREATE OR REPLACE TRIGGER idempotency_keys_final BEFORE UPDATE ON idempotency_keys
  FOR EACH STATEMENT
  EXECUTE FUNCTION ledger_rows_are_kept('an Idempotency-Key is written once with its answer');
CREATE OR REPLACE TRIGGER ledger_accounts_holder_kept BEFORE UPDATE OF id, user_id ON ledger_accounts
  FOR EACH ROW
  WHEN (((old.id IS DISTINCT FROM new.id) OR (old.user_id IS DISTINCT FROM new.user_id)))
  EXECUTE FUNCTION ledger_rows_are_kept('a ledger account keeps its id and holder');
CREATE OR REPLACE TRIGGER ledger_accounts_kept BEFORE DELETE OR TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT
  EXECUTE FUNCTION ledger_rows_are_kept('ledger accounts are never deleted');
CREATE OR REPLACE TRIGGER payments_kept BEFORE DELETE OR TRUNCATE ON payments
  FOR EACH STATEMENT
  EXECUTE FUNCTION ledger_rows_are_kept('payments are never deleted');
CREATE OR REPLACE TRIGGER payments_line_kept BEFORE UPDATE OF id, account_id, user_id, related_payment_id ON payments
  FOR EACH ROW
  WHEN (((old.id IS DISTINCT FROM new.id) OR (old.account_id IS DISTINCT FROM new.account_id) OR (old.user_id IS DISTINCT FROM new.user_id) OR (old.related_payment_id IS DISTINCT FROM new.related_payment_id)))
  EXECUTE FUNCTION ledger_rows_are_kept('a payment keeps its id, account, customer and related payment');
CREATE OR REPLACE TRIGGER users_id_kept BEFORE UPDATE OF id ON users
  FOR EACH ROW
  WHEN ((old.id IS DISTINCT FROM new.id))
  EXECUTE FUNCTION ledger_rows_are_kept('a customer keeps their id');
CREATE OR REPLACE TRIGGER users_kept BEFORE DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT
  EXECUTE FUNCTION ledger_rows_are_kept('customers are never deleted');
