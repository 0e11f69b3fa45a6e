import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { Db } from '../db/connection';
import type { NextOfKinTable } from '../db/schema-identity';

/** A next-of-kin row as read: `dob` as the text of the day (see the table type). */
export type NextOfKinRow = Omit<Selectable<NextOfKinTable>, 'dob'> & { dob: string };

export type NextOfKinValues = Omit<NextOfKinRow, 'user_id' | 'updated_at'>;

/** The saved next of kin; `lock` holds the row until the caller's transaction ends. */
export function findNextOfKin(db: Db, userId: string, lock = false): Promise<NextOfKinRow | undefined> {
  let query = db
    .selectFrom('next_of_kin')
    .select([
      'user_id',
      'full_name',
      'email',
      'phone',
      'gender',
      // A DATE read as text: a Date object would shift the day by the server's time zone.
      sql<string>`to_char(dob, 'YYYY-MM-DD')`.as('dob'),
      'address',
      'state',
      'id_front_name',
      'id_front_mime',
      'id_back_name',
      'id_back_mime',
      'updated_at',
    ])
    .where('user_id', '=', userId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function upsertNextOfKin(db: Db, userId: string, values: NextOfKinValues): Promise<void> {
  await db
    .insertInto('next_of_kin')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}
