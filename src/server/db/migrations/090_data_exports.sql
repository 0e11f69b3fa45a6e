-- The customer's data (issue 50 part 4, docs/customer-data.md): "Download my data" asks for an archive, a
-- job builds it into `stored_files` (a zip), and a single-use link downloads it for 7 days. The link's token
-- is kept only as its SHA-256; the archive's file is deleted when the link is used up or expires.

ALTER TABLE stored_files DROP CONSTRAINT stored_files_mime_check;
ALTER TABLE stored_files ADD CONSTRAINT stored_files_mime_check
  CHECK (mime IN ('image/jpeg', 'image/png', 'image/webp', 'application/pdf', 'application/zip'));

CREATE TABLE data_exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  -- queued → ready → downloaded | expired; failed when the job gave up.
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'ready', 'downloaded', 'expired', 'failed')),
  requested_at timestamptz NOT NULL DEFAULT now(),
  ready_at timestamptz,
  expires_at timestamptz,
  downloaded_at timestamptz,
  -- The SHA-256 of the link's token; the token itself is only ever in the mail and the notification.
  token_hash bytea UNIQUE,
  file_id uuid REFERENCES stored_files (id) ON DELETE SET NULL,
  size_bytes integer,
  sha256 text,
  CONSTRAINT ready_shape CHECK (status <> 'ready'
    OR (token_hash IS NOT NULL AND file_id IS NOT NULL AND ready_at IS NOT NULL AND expires_at IS NOT NULL))
);
CREATE INDEX data_exports_user ON data_exports (user_id, requested_at DESC);
-- The expiry job's scan.
CREATE INDEX data_exports_ready ON data_exports (expires_at) WHERE status = 'ready';
-- At most one archive being built per customer.
CREATE UNIQUE INDEX data_exports_one_queued ON data_exports (user_id) WHERE status = 'queued';
