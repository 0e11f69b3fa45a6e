import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { passwordVerifications } from '../../auth/passwords';
import { GLOBAL_SLOWDOWN_AFTER, slowdownMs } from '../../auth/password-attempts';
import { mailTo, registerCustomer, useTestApp } from '../test-app';

/**
 * Issue 46 part 6: wrong passwords lock the (email, address) pair, not the owner. An attacker's guesses from
 * one address do not lock the owner signing in from another address, or from a browser they signed in from
 * before, even at the attacker's own address.
 */

const t = useTestApp();

const ATTACKER = '198.51.100.7';
const OWNER = '203.0.113.20';

const signIn = (email: string, password: string, remoteAddress: string, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/users/login', payload: { email, password }, remoteAddress, cookies });

async function attack(email: string, times: number, remoteAddress = ATTACKER): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push((await signIn(email, `Wrong-Guess-${i}`, remoteAddress)).statusCode);
  return codes;
}

const browserCookie = (res: Awaited<ReturnType<typeof signIn>>) => {
  const cookie = res.cookies.find((c) => c.name === 'vb_browser');
  if (!cookie) throw new Error('no browser cookie');
  return cookie;
};

describe('sign-in lockout protects the owner', () => {
  it("locks the attacker's address after 10 wrong passwords, never the owner at another address", async () => {
    const c = await registerCustomer(t.app);
    expect(await attack(c.email, 12)).toEqual([...Array(10).fill(401), 429, 429]);
    const locked = await signIn(c.email, c.password, ATTACKER);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: messages.login.tooManyAttempts, code: 'too_many_attempts' });
    expect(locked.cookies).toEqual([]);
    const owner = await signIn(c.email, c.password, OWNER);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().message).toBe(messages.login.success);
    // The owner is told, once.
    expect((await mailTo(t, c.email, { subject: /locked/i })).text).toMatch(/10 failed attempts/);
  });

  it("lets the owner's known browser sign in even from the attacker's locked address", async () => {
    const c = await registerCustomer(t.app);
    const first = await signIn(c.email, c.password, OWNER);
    expect(first.statusCode).toBe(200);
    const browser = browserCookie(first);
    expect(browser.httpOnly).toBe(true);
    expect(browser.maxAge).toBeGreaterThan(300 * 86_400);
    await attack(c.email, 11);
    expect((await signIn(c.email, c.password, ATTACKER)).statusCode).toBe(429);
    const known = await signIn(c.email, c.password, ATTACKER, { vb_browser: browser.value });
    expect(known.statusCode).toBe(200);
    // A cookie the user never signed in with, or another user's, is just an address.
    const other = await registerCustomer(t.app);
    const stranger = browserCookie(await signIn(other.email, other.password, OWNER));
    expect((await signIn(c.email, c.password, ATTACKER, { vb_browser: stranger.value })).statusCode).toBe(429);
    expect((await signIn(c.email, c.password, ATTACKER, { vb_browser: 'f'.repeat(32) })).statusCode).toBe(429);
  });

  it("counts the known browser's own wrong passwords on the browser, so it can lock itself", async () => {
    const c = await registerCustomer(t.app);
    const browser = browserCookie(await signIn(c.email, c.password, OWNER));
    const cookies = { vb_browser: browser.value };
    for (let i = 0; i < 10; i++) {
      expect((await signIn(c.email, `Wrong-Owner-${i}`, OWNER, cookies)).statusCode).toBe(401);
    }
    expect((await signIn(c.email, c.password, OWNER, cookies)).statusCode).toBe(429);
    // The address itself is not locked by the browser's failures.
    expect((await signIn(c.email, c.password, OWNER)).statusCode).toBe(200);
  });

  it('slows a guess spread over many addresses but locks no one, and runs at most 10 checks per address', async () => {
    const c = await registerCustomer(t.app);
    const checksBefore = passwordVerifications.count;
    for (let a = 0; a < GLOBAL_SLOWDOWN_AFTER / 10; a++) await attack(c.email, 10, `192.0.2.${a + 1}`);
    expect(passwordVerifications.count - checksBefore).toBe(GLOBAL_SLOWDOWN_AFTER);
    const started = Date.now();
    expect((await signIn(c.email, 'Wrong-Again-1', '192.0.2.99')).statusCode).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(slowdownMs(GLOBAL_SLOWDOWN_AFTER + 1) - 5);
    expect((await signIn(c.email, c.password, OWNER)).statusCode).toBe(200);
    expect(slowdownMs(GLOBAL_SLOWDOWN_AFTER)).toBe(0);
    expect(slowdownMs(10_000)).toBe(3000);
  });
});
