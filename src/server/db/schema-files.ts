import type { ColumnType, Generated } from 'kysely';

/** The uploaded files themselves; `size_bytes` and `sha256` are derived from `body`. */
export type StoredFilesTable = {
  id: string;
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
  body: Buffer;
  size_bytes: ColumnType<number, never, never>;
  sha256: ColumnType<string, never, never>;
  created_at: Generated<Date>;
};

export type FilesTables = { stored_files: StoredFilesTable };
