import { describe, expect, it } from 'vitest';
import { bankSuite } from '../bank-suite';
import { messages } from '../../../shared/messages';
import { balanceCents, PIN } from '../money-helpers';
import { customer, mailTo, registerCustomer } from '../test-app';
import { snapshot } from './fingerprint';
import { fundedCustomer } from './world';

/** Guessing: passwords lock after 10 failures, PINs after 3, and reset links work once and only the newest. */

const s = bankSuite();

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  s.t.app.inject({ method: 'POST', url, payload, headers });

/** The status of a sign-in with these credentials. */
const signInStatus = async (email: string, password: string) =>
  (await post('/users/login', { email, password })).statusCode;

async function sessionsOf(userId: string): Promise<number> {
  const rows = await s.t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();
  return rows.length;
}

describe('password guessing', () => {
  it('locks sign-in after 10 wrong passwords: the 11th and the right one answer 429, no session opens', async () => {
    const c = await registerCustomer(s.t.app);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await post('/users/login', { email: c.email, password: `Wrong-Guess-${i}` })).statusCode);
    }
    expect(codes).toEqual([...Array(10).fill(401), 429]);
    const sessions = await sessionsOf(c.userId);
    const right = await post('/users/login', { email: c.email, password: c.password });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: messages.login.tooManyAttempts, code: 'too_many_attempts' });
    expect(right.cookies).toEqual([]);
    expect(right.body).not.toContain('token');
    expect(await sessionsOf(c.userId)).toBe(sessions);
  });
});

describe('PIN guessing', () => {
  it('answers the 4th wrong PIN with 429 pin_locked, then refuses even the right PIN, and moves no money', async () => {
    const { admin } = s;
    const payer = await fundedCustomer(s.t.app, admin.auth, 1000);
    const payee = await fundedCustomer(s.t.app, admin.auth, 10);
    const before = await snapshot(s.t.ownerDb, s.t.config.dataDir);
    const transfer = (pincode: string) =>
      post(
        '/transfers/local',
        {
          amount: 100,
          paymentAccount: 'Checking',
          bankName: 'Vault Bank',
          accountNumber: payee.checking.accountNumber,
          accountName: `${payee.firstName} ${payee.lastName}`,
          pincode,
        },
        payer.auth,
      );
    const answers = [];
    for (const pin of ['0000', '1111', '2222', '3333']) answers.push(await transfer(pin));
    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 400, 429]);
    expect(answers.slice(0, 3).map((r) => r.json().code)).toEqual(['wrong_pin', 'wrong_pin', 'wrong_pin']);
    expect(answers[3]!.json().code).toBe('pin_locked');
    const right = await transfer(PIN);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('pin_locked');
    // Every other PIN-protected call is locked too.
    const ticket = await post('/tickets', { ticketType: 'Other', info: 'hi', pincode: PIN }, payer.auth);
    expect(ticket.statusCode).toBe(429);
    const card = await post('/cards/applications', { account: 'Checking', pincode: PIN }, payer.auth);
    expect(card.statusCode).toBe(429);
    expect(await balanceCents(s.t.db, payer.userId)).toBe(100_000n);
    expect(await balanceCents(s.t.db, payee.userId)).toBe(1_000n);
    expect(await snapshot(s.t.ownerDb, s.t.config.dataDir)).toEqual(before);
  });
});

describe('password reset links', () => {
  async function resetToken(email: string): Promise<string> {
    const count = s.t.mails.length;
    expect((await post('/users/forgot-password', { email })).statusCode).toBe(200);
    const mail = await mailTo(s.t, email, { after: count });
    return /\/reset-password\/([\w-]+)/.exec(mail.text)![1]!;
  }

  const reset = (token: string, newPassword: string) =>
    post(`/users/reset-password/${token}`, { newPassword });

  it('works once: the second use is refused and the first new password stays', async () => {
    const c = await customer(s.t.app);
    const token = await resetToken(c.email);
    expect((await reset(token, 'First-New-Secret-1')).statusCode).toBe(200);
    const again = await reset(token, 'Second-New-Secret-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_reset_token');
    expect(await signInStatus(c.email, 'Second-New-Secret-2')).toBe(401);
    expect(await signInStatus(c.email, 'First-New-Secret-1')).toBe(200);
  });

  it('refuses an older link once a newer one has reset the password', async () => {
    const c = await customer(s.t.app);
    const older = await resetToken(c.email);
    const newer = await resetToken(c.email);
    expect(older).not.toBe(newer);
    expect((await reset(newer, 'Newest-Secret-33')).statusCode).toBe(200);
    const stale = await reset(older, 'Stale-Secret-44');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('invalid_reset_token');
    expect(await signInStatus(c.email, 'Stale-Secret-44')).toBe(401);
    expect(await signInStatus(c.email, 'Newest-Secret-33')).toBe(200);
  });

  it("cannot use one user's link to set another user's password", async () => {
    const victim = await customer(s.t.app);
    const attacker = await customer(s.t.app);
    const token = await resetToken(attacker.email);
    expect((await reset(token, 'Attacker-Secret-5')).statusCode).toBe(200);
    expect(await signInStatus(victim.email, 'Attacker-Secret-5')).toBe(401);
    expect(await signInStatus(victim.email, victim.password)).toBe(200);
  });
});
