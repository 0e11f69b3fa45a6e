import type { Db } from '../db/connection';
import { fileIdOf, type PreparedFile } from './file-store';

/** Inserts the files of one record; call it inside that record's transaction. */
export async function insertFiles(db: Db, files: ReadonlyArray<PreparedFile | undefined>): Promise<void> {
  const rows = files.flatMap((f) => (f ? [{ id: f.id, mime: f.mime, body: f.body }] : []));
  if (rows.length > 0) await db.insertInto('stored_files').values(rows).execute();
}

/** One stored file's type and bytes by its stored name; null when there is no such file. */
export async function readStoredFile(db: Db, storedName: string) {
  const id = fileIdOf(storedName);
  if (!id) return null;
  const row = await db
    .selectFrom('stored_files')
    .select(['mime', 'body'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** Deletes files that nothing refers to any more (a replaced picture), in the replacing transaction. */
export async function deleteStoredFiles(db: Db, names: ReadonlyArray<string | null | undefined>) {
  const ids = names.flatMap((name) => {
    const id = name ? fileIdOf(name) : null;
    return id ? [id] : [];
  });
  if (ids.length > 0) await db.deleteFrom('stored_files').where('id', 'in', ids).execute();
}
