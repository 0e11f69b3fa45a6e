-- A payment written now and its replay are answered in one shape (`ledger_payment_json`,
-- db/functions/40_ledger_helpers.sql). The answer phase's arguments changed, which CREATE OR REPLACE cannot
-- do, so its old signature goes here, before the function files create the new one; `ledger_answer`, the
-- part of a fresh payment only the database knew, is no longer called.
DROP FUNCTION IF EXISTS post_payments_answer(jsonb, timestamptz, text[], uuid[], boolean[], uuid[], uuid[], boolean[],
  uuid[], text[], text[], text[], uuid[]);
DROP FUNCTION IF EXISTS ledger_answer(timestamptz, boolean, text, text);
