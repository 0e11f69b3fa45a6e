-- A payment written now was answered as a whole `jsonb` object of sixteen fields, thirteen of them copied
-- from the request the server had just sent: building it was about 4 % of a batch's instructions (`npm run
-- bench:batch-cost`, under callgrind), and the server then parsed the text of it back. The server now
-- describes the payment from its own request, and `ledger_answer` returns only what the database alone
-- knows: when the payment was written, the account it landed on, and whether its fee was waived (a transfer
-- between the payer's own accounts). A replayed payment is still read back whole.
--
-- The signature, and so `post_payments`, which calls it with the request's payment line, is unchanged.
CREATE OR REPLACE FUNCTION ledger_answer(p jsonb, at timestamptz, waived boolean, account_name text, account_number text)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('created_at', at, 'fee_waived', waived, 'account_name', account_name,
    'account_number', account_number)
$$;
