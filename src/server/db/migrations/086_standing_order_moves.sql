-- Standing orders into a pot (issue 49 part 2, "standing orders ... work with any number of accounts"): an order
-- of type 'move' moves money between two of the customer's own deposit accounts (Checking, Savings, a pot) on
-- its dates, as POST /accounts/moves does: free, no PIN, outside the daily transfer limit. Its two accounts are
-- named by id, not by typed details; `transfer` keeps only what the list shows (names and the number).
ALTER TABLE standing_orders DROP CONSTRAINT standing_orders_type_check;
ALTER TABLE standing_orders ADD CONSTRAINT standing_orders_type_check
  CHECK (type IN ('local', 'international', 'move'));
ALTER TABLE standing_orders ADD COLUMN from_account_id uuid REFERENCES ledger_accounts (id);
ALTER TABLE standing_orders ADD COLUMN to_account_id uuid REFERENCES ledger_accounts (id);
ALTER TABLE standing_orders ADD CONSTRAINT standing_orders_move_accounts_check
  CHECK ((type = 'move') = (from_account_id IS NOT NULL AND to_account_id IS NOT NULL)
         AND (type <> 'move' OR from_account_id <> to_account_id));
-- Closing a pot ends the orders that name it, found through these.
CREATE INDEX standing_orders_from_account_idx ON standing_orders (from_account_id)
  WHERE from_account_id IS NOT NULL AND status IN ('Active', 'Paused');
CREATE INDEX standing_orders_to_account_idx ON standing_orders (to_account_id)
  WHERE to_account_id IS NOT NULL AND status IN ('Active', 'Paused');
