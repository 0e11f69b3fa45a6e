import type { Db } from '../db/connection';
import { openSecret, sealSecret } from '../mfa/totp';
import { hashPassword } from '../auth/passwords';
import { findUserByEmail, insertUser, setAwaitingApproval, updatePasswordHash } from './users-repository';

type AdminSeed = Parameters<typeof ensureAdmin>[1];

/**
 * The administrator of ADMIN_EMAIL and ADMIN_PASSWORD at start: created when missing, never changed when
 * present. The administrator's own later password (and second factor) stays theirs; an operator who lost
 * it resets it on purpose with `npm run create-admin` (`ensureAdmin`), not by restarting the server.
 */
export async function createAdminIfMissing(db: Db, a: AdminSeed): Promise<'created' | 'exists'> {
  const existing = await findUserByEmail(db, a.email.trim().toLowerCase());
  if (existing && existing.role === 'admin') return 'exists';
  const result = await ensureAdmin(db, a);
  return result === 'created' ? 'created' : 'exists';
}

/**
 * Creates the administrator, or resets the password of the existing one (`npm run create-admin`, the
 * recovery path). An email that belongs to a customer is refused: administrators hold no customer accounts.
 */
export async function ensureAdmin(
  db: Db,
  a: {
    email: string;
    password: string;
    firstName?: string;
    lastName?: string;
    /** Turns two-step sign-in on with this authenticator-app key (ADMIN_TOTP_SECRET). */
    totp?: { secret: string; pinKey: Buffer };
  },
): Promise<'created' | 'updated'> {
  const email = a.email.trim().toLowerCase();
  const passwordHash = await hashPassword(a.password);
  const existing = await findUserByEmail(db, email);
  if (existing && existing.role !== 'admin') {
    throw new Error(`${email} belongs to a customer; choose another email for the administrator`);
  }
  if (existing) {
    await updatePasswordHash(db, existing.id, passwordHash);
    // The operator who runs create-admin (or sets ADMIN_EMAIL) vouches for this administrator.
    await setAwaitingApproval(db, existing.id, false);
    if (a.totp) await provisionTotp(db, existing.id, a.totp);
    return 'updated';
  }
  const id = await insertUser(db, {
    email,
    firstName: a.firstName ?? 'Bank',
    lastName: a.lastName ?? 'Administrator',
    phone: '',
    role: 'admin',
    passwordHash,
  });
  if (a.totp) await provisionTotp(db, id, a.totp);
  return 'created';
}

/** Two-step on with a key the operator holds; a key already in use keeps its last used step. */
async function provisionTotp(db: Db, userId: string, totp: { secret: string; pinKey: Buffer }) {
  const current = await db
    .selectFrom('users')
    .select('totp_secret')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (current?.totp_secret && openSecret(totp.pinKey, current.totp_secret) === totp.secret) return;
  await db
    .updateTable('users')
    .set({
      totp_secret: sealSecret(totp.pinKey, totp.secret),
      totp_enabled_at: new Date(),
      totp_last_step: null,
    })
    .where('id', '=', userId)
    .execute();
}
