-- A payment line belongs to the customer who holds its account. Two references checked this apart on every
-- line, that the customer exists and that the account exists: two of the 13 foreign-key checks a transfer
-- pays, and the checks together are about a quarter of a batch's time (README, "What a change of shape could
-- buy"). One reference to the account and its holder checks both at once and says more: a line's customer
-- owns its account. That the customer exists follows, as every account's holder references users.
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_id_holder UNIQUE (id, user_id);
ALTER TABLE payments
  ADD CONSTRAINT payments_account_holder_fkey FOREIGN KEY (account_id, user_id)
    REFERENCES ledger_accounts (id, user_id),
  DROP CONSTRAINT payments_user_id_fkey,
  DROP CONSTRAINT payments_account_id_fkey;
