import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';

export function findAvatarName(db: Db, userId: string): Promise<string | null> {
  return db
    .selectFrom('users')
    .select('avatar_name')
    .where('id', '=', userId)
    .executeTakeFirst()
    .then((row) => row?.avatar_name ?? null);
}

/** Points the user at a new picture and answers the one it replaces, under the user's row lock. */
export async function replaceAvatarName(db: Db, userId: string, storedName: string): Promise<string | null> {
  return inTransaction(db, async (trx) => {
    const previous = await trx
      .selectFrom('users')
      .select('avatar_name')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    await trx
      .updateTable('users')
      .set({ avatar_name: storedName, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
    return previous?.avatar_name ?? null;
  });
}

/**
 * The profile's `avatarUrl`. The stored name is random and changes with every upload, so part of it in
 * the query string gives each picture its own address and a new upload is never hidden by a cached one.
 */
export function avatarUrl(userId: string, avatarName: string | null): string | null {
  return avatarName ? `/users/avatar/${userId}?v=${avatarName.slice(0, 12)}` : null;
}

export async function avatarUrlOf(db: Db, userId: string): Promise<string | null> {
  return avatarUrl(userId, await findAvatarName(db, userId));
}
