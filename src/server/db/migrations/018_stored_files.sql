-- Uploaded files (cheque images, KYC and next-of-kin documents, profile pictures) live in the database, so
-- every instance of the bank on this PostgreSQL serves them and a database backup holds them. Each file is
-- written in the same transaction as the record that owns it.
--
-- The owning rows keep their stored names (`cheque_deposits.image_name`, `kyc_submissions.*_name`,
-- `next_of_kin.*_name`, `users.avatar_name`): a name is 32 hex digits and an extension, and those 32 digits
-- read as a uuid are the file's `id` here. Files written under DATA_DIR/uploads before this migration are
-- copied in at start-up by `db/import-uploads.ts` (SQL cannot read them).
CREATE TABLE stored_files (
  id uuid PRIMARY KEY,
  mime text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
  body bytea NOT NULL,
  -- Derived from the body, so they cannot disagree with it.
  size_bytes integer GENERATED ALWAYS AS (octet_length(body)) STORED,
  sha256 text GENERATED ALWAYS AS (encode(sha256(body), 'hex')) STORED,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Images and PDFs are compressed already: store them out of line without trying to compress them again.
ALTER TABLE stored_files ALTER COLUMN body SET STORAGE EXTERNAL;

-- The app reads, adds and deletes files (a new profile picture or next-of-kin ID image replaces the old
-- one) but never rewrites one. Migration 012's default privileges would also give it UPDATE.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'vault_app') THEN
    REVOKE ALL ON stored_files FROM vault_app;
    GRANT SELECT, INSERT, DELETE ON stored_files TO vault_app;
  END IF;
END $$;
