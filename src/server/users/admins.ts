import type { Db } from '../db/connection';
import { hashPassword } from '../auth/passwords';
import { findUserByEmail, insertUser, setAwaitingApproval, updatePasswordHash } from './users-repository';

/**
 * Creates the administrator, or resets the password of the existing one. An email that belongs to a
 * customer is refused: administrators hold no customer accounts.
 */
export async function ensureAdmin(
  db: Db,
  a: { email: string; password: string; firstName?: string; lastName?: string },
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
    return 'updated';
  }
  await insertUser(db, {
    email,
    firstName: a.firstName ?? 'Bank',
    lastName: a.lastName ?? 'Administrator',
    phone: '',
    role: 'admin',
    passwordHash,
  });
  return 'created';
}
