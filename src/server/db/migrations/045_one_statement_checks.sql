-- Two small cuts in what every batch of payments costs PostgreSQL, each counted with `npm run
-- bench:batch-cost` (instructions under valgrind; times on this machine move too much to see them):
--
-- * The reference checks of migration 044 called `ledger_require_ids` once for each reference, a PL/pgSQL
--   function of two statements with a setting of its own (four calls and eight statements a batch, on top
--   of the triggers' own). Each trigger now checks all of its references in one statement: the distinct ids
--   of each column, each looked up by primary key through a subquery of its own (a join could hash or walk
--   the whole table). The rules and the SQLSTATE (23503) are those of migration 044; the message names
--   the reference that failed.
-- * Looking rows up by a list of ids, PostgreSQL chose bitmap scans, which build and sort a bitmap of pages
--   before reading any; for a few dozen ids, walking the primary key costs less. They are off inside
--   `post_payments`, as sequential scans are (migration 044), and so in everything it calls.

-- One trigger function, `ledger_check_references` (db/functions/13_ledger_references.sql), now serves the three
-- tables. Migration 044's triggers and functions go (IF EXISTS: a database migrated before the function files
-- has them; a fresh one never had them).
DROP TRIGGER IF EXISTS postings_references ON postings;
DROP TRIGGER IF EXISTS idempotency_keys_references ON idempotency_keys;
DROP TRIGGER IF EXISTS payments_references ON payments;
DROP FUNCTION IF EXISTS ledger_require_ids(regclass, uuid[], text);
DROP FUNCTION IF EXISTS postings_check_references();
DROP FUNCTION IF EXISTS idempotency_keys_check_references();
DROP FUNCTION IF EXISTS payments_check_references();
