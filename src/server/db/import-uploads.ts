import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { fileIdOf } from '../uploads/file-store';
import { sniffType } from '../uploads/file-type';

/** Where each kind of upload was written under DATA_DIR/uploads by versions that kept files on disk, and who names it. */
const REFERENCES = [
  { folder: 'cheques', table: 'cheque_deposits', column: 'image_name' },
  { folder: 'kyc', table: 'kyc_submissions', column: 'id_front_name' },
  { folder: 'kyc', table: 'kyc_submissions', column: 'id_back_name' },
  { folder: 'kyc', table: 'kyc_submissions', column: 'proof_of_address_name' },
  { folder: 'next-of-kin', table: 'next_of_kin', column: 'id_front_name' },
  { folder: 'next-of-kin', table: 'next_of_kin', column: 'id_back_name' },
  { folder: 'avatars', table: 'users', column: 'avatar_name' },
] as const;

export type ImportResult = { imported: number; missing: number; movedTo: string | null };

/**
 * The one-time move of files written under DATA_DIR/uploads (by versions that kept files on disk) into `stored_files`,
 * run at start-up after the migrations with the owner's connection. Every file still named by a row and
 * present on disk is copied in; then the folder is renamed `uploads.imported`, which marks the step done
 * (a start without `uploads` does nothing) and keeps the originals until the operator deletes them.
 * Running it again, after a crash or on a second instance sharing DATA_DIR, copies only what is missing.
 */
export async function importUploads(owner: pg.Pool, dataDir: string): Promise<ImportResult> {
  const root = path.join(dataDir, 'uploads');
  if (!(await isDirectory(root))) return { imported: 0, missing: 0, movedTo: null };
  let imported = 0;
  let missing = 0;
  for (const ref of REFERENCES) {
    for (const name of await namesWithoutFile(owner, ref.table, ref.column)) {
      const body = await readIfPresent(path.join(root, ref.folder, name));
      const mime = body && sniffType(body);
      if (!body || !mime) {
        missing += 1;
        continue;
      }
      const added = await owner.query(
        'INSERT INTO stored_files (id, mime, body) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
        [fileIdOf(name), mime, body],
      );
      imported += added.rowCount ?? 0;
    }
  }
  return { imported, missing, movedTo: await setAside(root) };
}

/** Stored names in one column whose file is not in the table yet. */
async function namesWithoutFile(owner: pg.Pool, table: string, column: string): Promise<string[]> {
  // Table and column come from REFERENCES above, never from input.
  const result = await owner.query<{ name: string }>(
    `SELECT DISTINCT t.${column} AS name FROM ${table} t
     WHERE t.${column} ~ '^[0-9a-f]{32}\\.(jpg|png|webp|pdf)$'
       AND NOT EXISTS (SELECT 1 FROM stored_files f WHERE f.id = substr(t.${column}, 1, 32)::uuid)`,
  );
  return result.rows.map((r) => r.name);
}

async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') return null;
    throw err;
  }
}

async function isDirectory(dir: string): Promise<boolean> {
  return fs.stat(dir).then(
    (s) => s.isDirectory(),
    () => false,
  );
}

/** Renames the imported folder out of the way; a second instance may have done it first. */
async function setAside(root: string): Promise<string | null> {
  let target = `${root}.imported`;
  if (await isDirectory(target)) target = `${target}-${Date.now()}`;
  try {
    await fs.rename(root, target);
    return target;
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') return null;
    throw err;
  }
}
