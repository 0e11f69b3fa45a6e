import { sql } from 'kysely';
import type { Db } from '../db/connection';

/** How many uploaded files the database holds: "nothing stored" checks compare two. */
export async function storedFileCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('stored_files')
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
