import { hash, verify } from '@node-rs/argon2';
import { messages } from '../../shared/messages';
import { DomainError } from '../common/domain-error';
import { PasswordStrengthWorker } from './password-strength-worker';

// OWASP's argon2id parameters (m=19456 KiB, t=2, p=1). `Algorithm` is a const enum in the package's
// types, which isolated modules cannot read, so its value for argon2id (2) is written here.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS as never);
}

/**
 * How many argon2 verifications this process has run. Tests read it to prove that parallel guesses
 * cannot buy more password checks than the lockout allows.
 */
export const passwordVerifications = { count: 0 };

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  passwordVerifications.count += 1;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a throwaway hash so that an unknown email costs the same time as a
 * known one; the answer is always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-' + Math.random());
  await verifyPassword(await dummyHash, password);
  return false;
}

/** One per process: the dictionaries are loaded once in its thread, and only while passwords are checked. */
export const passwordStrength = new PasswordStrengthWorker();

/**
 * Refuses a password zxcvbn scores below 2 (guessable by an online attacker), with the library's own
 * feedback, the same text the password pages show as the user types. `userInputs` (email, names) count
 * as guessable words.
 */
export async function assertStrongPassword(password: string, userInputs: string[] = []): Promise<void> {
  const strength = await passwordStrength.check(password, userInputs);
  if (!strength.acceptable) {
    throw new DomainError('password_too_common', strength.feedback || messages.password.tooWeak);
  }
}
