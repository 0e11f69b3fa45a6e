import type { Db } from '../db/connection';

/** The fields a PIN change needs: whether a PIN is set, and the password for re-authentication. */
export function findPinOwner(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['pin_hmac', 'email', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
