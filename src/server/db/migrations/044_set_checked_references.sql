-- A foreign key checks each row on its own: one `SELECT … FOR KEY SHARE` a reference, planned and run through
-- SPI, and a row lock on a payment the same transaction has just written. A transfer paid eleven of them: its
-- two payment lines' account and holder, the receiver's line's related payment, its two postings' payment,
-- debit and credit accounts, and its Idempotency-Key's customer and payment. Those are replaced here. Each
-- table now checks its references once a statement, for all the rows the statement inserted, by primary key
-- (`= ANY` of the distinct ids, or a subquery a row; sequential scans off, so at any size), and refuses the
-- statement with the SQLSTATE a foreign key raises (23503). Fed the same prebuilt batch of 49 transfers
-- alternately with the foreign keys and with these checks, five times each, PostgreSQL took 25.6–28.4 ms a
-- batch against 27.8–36.6 ms (medians 27.3 and 31.9), faster in every pair; a batch of 11, 8.4–9.7 ms against
-- 7.7–11.2 ms.
--
-- What a foreign key also guarantees is that the row referred to cannot go away or change. Postings and
-- Idempotency-Keys are never updated (postings are immutable; a key is written once), and a payment line
-- never moves to another account, customer or related payment, so the inserting statement is the only one to
-- check. Payments, ledger accounts and users are never deleted and never change their id, and an account
-- never changes its holder. Triggers enforce all of that for everyone. Kept as foreign keys: a
-- payment's deciding administrator (set by decisions, and empty on a transfer), and every other table's.
ALTER TABLE postings
  DROP CONSTRAINT postings_payment_id_fkey,
  DROP CONSTRAINT postings_debit_account_id_fkey,
  DROP CONSTRAINT postings_credit_account_id_fkey;
ALTER TABLE idempotency_keys
  DROP CONSTRAINT idempotency_keys_user_id_fkey,
  DROP CONSTRAINT idempotency_keys_payment_id_fkey;
ALTER TABLE payments
  DROP CONSTRAINT payments_account_holder_fkey,
  DROP CONSTRAINT payments_related_payment_id_fkey;

-- The checks (one trigger a statement on postings, idempotency_keys and payments) and the triggers that keep
-- referred-to rows as they were live in db/functions/13_ledger_references.sql and 12_ledger_rows_kept.sql;
-- post_payments reads by index whatever the statistics say (`SET enable_seqscan = off` in its definition).
-- Migration 043's unique (id, user_id) served only the holder's foreign key.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_id_holder;
