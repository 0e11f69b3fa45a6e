import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { passwordVerifications } from '../../auth/passwords';
import { customer, registerCustomer, useTestApp } from '../test-app';

/** Password guessing sent in parallel: the lockout counts before it checks, so no race buys more checks. */

const t = useTestApp();

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const sessionCount = async (userId: string) =>
  (await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;

/** When the sign-in lock of `email` ends (the row of its failures must exist). */
const lockedUntil = async (email: string) => {
  const failures = t.db.selectFrom('login_failures').select('locked_until');
  return (await failures.where('email', '=', email).executeTakeFirstOrThrow()).locked_until;
};

const passwordHash = async (userId: string) => {
  const users = t.db.selectFrom('users').select('password_hash');
  return (await users.where('id', '=', userId).executeTakeFirstOrThrow()).password_hash;
};

describe('sign-in lockout under parallel guesses', () => {
  it('runs at most 10 password checks for 40 parallel wrong passwords, then refuses the right one', async () => {
    const c = await registerCustomer(t.app);
    const checksBefore = passwordVerifications.count;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post('/users/login', { email: c.email, password: `Wrong-Guess-${i}` }),
      ),
    );
    expect(passwordVerifications.count - checksBefore).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.statusCode === 401).length).toBeLessThanOrEqual(10);
    expect(answers.every((a) => [401, 429].includes(a.statusCode))).toBe(true);
    const right = await post('/users/login', { email: c.email, password: c.password });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: messages.login.tooManyAttempts, code: 'too_many_attempts' });
    expect(right.cookies).toEqual([]);
    expect(await sessionCount(c.userId)).toBe(0);
    expect(passwordVerifications.count - checksBefore).toBeLessThanOrEqual(10);
  });

  it('never lifts a lock by a later failure', async () => {
    const c = await registerCustomer(t.app);
    for (let i = 0; i < 10; i++) await post('/users/login', { email: c.email, password: `Wrong-${i}-pass` });
    const lock = await lockedUntil(c.email);
    await Promise.all(
      Array.from({ length: 5 }, () => post('/users/login', { email: c.email, password: 'Wrong-again-1' })),
    );
    expect(await lockedUntil(c.email)).toEqual(lock);
    expect((await post('/users/login', { email: c.email, password: c.password })).statusCode).toBe(429);
  });
});

describe('password change has its own lockout, per session', () => {
  it('locks the session after 10 wrong current passwords sent in parallel, and the password stays', async () => {
    const c = await customer(t.app);
    const hashBefore = await passwordHash(c.userId);
    const checksBefore = passwordVerifications.count;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(
          '/users/change-password',
          { oldPassword: `Wrong-Current-${i}`, newPassword: 'Brand-New-Secret-7' },
          c.auth,
        ),
      ),
    );
    expect(passwordVerifications.count - checksBefore).toBeLessThanOrEqual(10);
    expect(answers.every((a) => [400, 429].includes(a.statusCode))).toBe(true);
    expect(answers.some((a) => a.statusCode === 429)).toBe(true);
    // Even the right current password is refused now in this session (a stolen one gets 10 guesses, no
    // more), but the owner signing in is not locked out by it (issue 46 part 6).
    const right = await post(
      '/users/change-password',
      { oldPassword: c.password, newPassword: 'Brand-New-Secret-7' },
      c.auth,
    );
    expect(right.statusCode).toBe(429);
    expect((await post('/users/login', { email: c.email, password: c.password })).statusCode).toBe(200);
    expect(await passwordHash(c.userId)).toBe(hashBefore);
  });
});
