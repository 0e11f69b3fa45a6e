-- Identity: the profile picture, KYC submissions with their review, and the next of kin.
-- Files live under DATA_DIR/uploads/<category>; the tables keep only their random stored names and types.

ALTER TABLE users ADD COLUMN avatar_name text;

CREATE TABLE kyc_submissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  id_number text NOT NULL CHECK (id_number ~ '^[A-Za-z0-9-]{4,30}$'),
  id_front_name text NOT NULL,
  id_front_mime text NOT NULL,
  id_back_name text NOT NULL,
  id_back_mime text NOT NULL,
  proof_of_address_name text NOT NULL,
  proof_of_address_mime text NOT NULL,
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected')),
  reason text,
  decided_by uuid REFERENCES users (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  -- A decision always says who made it and when; a rejection always says why.
  CHECK ((status = 'Pending') = (decided_at IS NULL)),
  CHECK ((status = 'Pending') = (decided_by IS NULL)),
  CHECK (status <> 'Rejected' OR reason IS NOT NULL)
);
-- A customer may resubmit only after a rejection: at most one submission under review or approved.
CREATE UNIQUE INDEX kyc_submissions_one_open_idx ON kyc_submissions (user_id)
  WHERE status IN ('Pending', 'Approved');
CREATE INDEX kyc_submissions_user_idx ON kyc_submissions (user_id, seq DESC);
CREATE INDEX kyc_submissions_status_idx ON kyc_submissions (status, seq);

CREATE TABLE next_of_kin (
  user_id uuid PRIMARY KEY REFERENCES users (id),
  full_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  gender text NOT NULL DEFAULT 'Male' CHECK (gender IN ('Male', 'Female', 'Other')),
  dob date NOT NULL,
  address text NOT NULL,
  state text NOT NULL,
  id_front_name text NOT NULL,
  id_front_mime text NOT NULL,
  id_back_name text NOT NULL,
  id_back_mime text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
