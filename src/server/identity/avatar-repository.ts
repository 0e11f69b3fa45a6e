import type { Db } from '../db/connection';

export function findAvatarName(db: Db, userId: string): Promise<string | null> {
  return db
    .selectFrom('users')
    .select('avatar_name')
    .where('id', '=', userId)
    .executeTakeFirst()
    .then((row) => row?.avatar_name ?? null);
}

/** The user's current picture, holding the user's row lock until the caller's transaction ends. */
export async function lockAvatarName(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('avatar_name')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row?.avatar_name ?? null;
}

export async function setAvatarName(db: Db, userId: string, storedName: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ avatar_name: storedName, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
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
