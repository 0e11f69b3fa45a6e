-- Sanctions screening (issue 50 part 1, docs/sanctions.md): list versions uploaded in the OFAC SDN CSV
-- layout (sdn.csv and alt.csv), the names screened against, the hits waiting in the "Sanctions review"
-- queue, what was screened against which version, and the false positives remembered per customer and
-- list entry.

CREATE TABLE sanctions_lists (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigserial NOT NULL UNIQUE,
  version text NOT NULL UNIQUE CHECK (length(version) BETWEEN 1 AND 100),
  published_on date NOT NULL,
  uploaded_by uuid NOT NULL REFERENCES users (id),
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  entry_count integer NOT NULL CHECK (entry_count > 0),
  alias_count integer NOT NULL CHECK (alias_count >= 0),
  sdn_sha256 text NOT NULL,
  alt_sha256 text NOT NULL
);
-- The active version: the newest publication, the later upload of two on one day.
CREATE INDEX sanctions_lists_newest ON sanctions_lists (published_on DESC, seq DESC);

-- One row per SDN entry (sdn.csv): `ent_num` is OFAC's unique id, stable from one version to the next.
CREATE TABLE sanctions_entries (
  list_id uuid NOT NULL REFERENCES sanctions_lists (id),
  ent_num integer NOT NULL CHECK (ent_num > 0),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 350),
  sdn_type text,
  program text,
  title text,
  remarks text,
  PRIMARY KEY (list_id, ent_num)
);

-- Every name screened against: the entry's own (alt_num NULL) and its aliases (alt.csv), normalised.
CREATE TABLE sanctions_names (
  list_id uuid NOT NULL,
  ent_num integer NOT NULL,
  alt_num integer,
  alt_type text,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 350),
  normalized text NOT NULL,
  FOREIGN KEY (list_id, ent_num) REFERENCES sanctions_entries (list_id, ent_num)
);
CREATE INDEX sanctions_names_list ON sanctions_names (list_id);

-- A name that matched: a wire (payment), a saved payee, or a customer (registration, name change).
CREATE TABLE sanctions_hits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigserial NOT NULL UNIQUE,
  subject_type text NOT NULL CHECK (subject_type IN ('payment', 'payee', 'customer')),
  subject_id uuid NOT NULL,
  -- The customer concerned: the payer of the wire, the owner of the payee, the customer screened.
  user_id uuid NOT NULL REFERENCES users (id),
  list_id uuid NOT NULL REFERENCES sanctions_lists (id),
  screened_name text NOT NULL,
  -- The best match; `matches` holds every entry above the threshold ([{entNum, name, score}]).
  ent_num integer NOT NULL,
  matched_name text NOT NULL,
  score numeric(5, 4) NOT NULL CHECK (score > 0 AND score <= 1),
  matches jsonb NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'released', 'blocked')),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The maker (who proposed the decision) and the checker (who approved it): never the same person.
  proposed_by uuid REFERENCES users (id),
  decided_by uuid REFERENCES users (id),
  decided_at timestamptz,
  decision_reason text,
  CONSTRAINT sanctions_hits_decided_shape CHECK ((status = 'open') = (decided_at IS NULL)),
  CONSTRAINT sanctions_hits_decided_by_shape CHECK ((status = 'open') = (decided_by IS NULL)),
  CONSTRAINT sanctions_hits_four_eyes CHECK (decided_by IS NULL OR decided_by <> proposed_by)
);
CREATE UNIQUE INDEX sanctions_hits_one_open ON sanctions_hits (subject_type, subject_id) WHERE status = 'open';
CREATE INDEX sanctions_hits_status ON sanctions_hits (status, seq);
CREATE INDEX sanctions_hits_user ON sanctions_hits (user_id, subject_type);
CREATE INDEX sanctions_hits_subject ON sanctions_hits (subject_id);

-- What was screened against which version (a wire once; payees and customers again on a new version).
CREATE TABLE sanctions_screenings (
  subject_type text NOT NULL CHECK (subject_type IN ('payment', 'payee', 'customer')),
  subject_id uuid NOT NULL,
  list_id uuid NOT NULL REFERENCES sanctions_lists (id),
  screened_at timestamptz NOT NULL DEFAULT now(),
  hit_id uuid REFERENCES sanctions_hits (id),
  PRIMARY KEY (subject_type, subject_id, list_id)
);

-- A released hit is a false positive for this customer and this list entry: the same match never holds
-- again, in this version or a later one.
CREATE TABLE sanctions_false_positives (
  user_id uuid NOT NULL REFERENCES users (id),
  ent_num integer NOT NULL,
  hit_id uuid NOT NULL REFERENCES sanctions_hits (id),
  released_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, ent_num)
);

-- A payee with an open hit (or a blocked one) cannot be paid; the transfer's payee read sees the flag.
ALTER TABLE payees ADD COLUMN sanctions_hold boolean NOT NULL DEFAULT false;

-- Releasing or blocking a hit waits in the one four-eyes queue for a second administrator.
ALTER TABLE credit_requests DROP CONSTRAINT credit_requests_kind_check;
ALTER TABLE credit_requests ADD CONSTRAINT credit_requests_kind_check CHECK (kind IN (
  'credit', 'loan_approval', 'cheque_approval', 'transfer_settlement', 'admin_invitation',
  'admin_disable', 'admin_enable', 'factor_reset', 'account_closure', 'sanctions_release',
  'sanctions_block'));
-- A hit on a wire carries its amount; one on a payee or a customer none.
ALTER TABLE credit_requests DROP CONSTRAINT credit_requests_amount_shape;
ALTER TABLE credit_requests ADD CONSTRAINT credit_requests_amount_shape CHECK (
  kind IN ('sanctions_release', 'sanctions_block')
  OR (kind IN ('admin_invitation', 'admin_disable', 'admin_enable', 'factor_reset', 'account_closure'))
    = (amount_cents IS NULL));
