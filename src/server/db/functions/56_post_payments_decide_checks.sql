-- post_payments, the checks of phase 4 (decide) that keep no running state: each answers a request's refusal
-- (NULL when it passes), so the decide procedure reads as the order of its rules.

-- A transfer's destination, answered only after the funds and limits (so that someone who cannot pay learns
-- nothing about who holds an account): unknown, another holder's name, the payer's own source account, or
-- closed (a closed account takes no money). Plain SQL, inlined into the decide procedure's expression.
CREATE OR REPLACE FUNCTION post_payments_destination_refusal(destination jsonb, dest uuid, source uuid,
  holder text, closed boolean)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $$
  SELECT CASE
    WHEN dest IS NULL THEN 'account_not_found'
    WHEN destination ? 'accountName' AND ledger_name_key(destination->>'accountName') <> ledger_name_key(holder)
      THEN 'account_name_mismatch'
    WHEN dest = source THEN 'same_account'
    WHEN closed THEN 'account_closed'
  END
$$;

-- A status change's refusal (a settlement or return by an administrator): the payment missing, or already
-- decided, before or earlier in this batch (`decided`). Its row is locked until the batch commits.
CREATE OR REPLACE FUNCTION post_payments_status_refusal(upd jsonb, decided uuid[])
 RETURNS text
 LANGUAGE plpgsql
AS $$
DECLARE
  v_status text;
BEGIN
  SELECT py.status INTO v_status FROM payments py WHERE py.id = (upd->>'paymentId')::uuid FOR UPDATE;
  IF NOT FOUND THEN RETURN 'not_found'; END IF;
  IF v_status <> upd->>'from' OR (upd->>'paymentId')::uuid = ANY (decided) THEN RETURN 'already_decided'; END IF;
  RETURN NULL;
END $$;

