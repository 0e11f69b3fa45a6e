import { bankSuite } from '../test/bank-suite';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { customer, GOOD_PASSWORD, mailTo, signIn } from '../test/test-app';
import { accountsOf, credit, PIN, setPin } from '../test/money-helpers';
import { verifyIdentity } from '../test/kyc-helpers';

const s = bankSuite();

type Auth = Record<string, string>;
const post = (url: string, headers: Auth, payload?: object) =>
  s.t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

async function funded() {
  const c = await customer(s.t.app);
  await setPin(s.t.app, c.auth);
  await credit(s.t.app, s.admin.auth, c.userId, 500);
  const b = await customer(s.t.app, { firstName: 'Rita', lastName: 'Levi' });
  const to = (await accountsOf(s.t.app, b.auth)).checking.accountNumber;
  const pay = (auth: Auth) =>
    post('/transfers/local', auth, {
      amount: 10,
      paymentAccount: 'Account 1',
      bankName: 'Vault Bank',
      accountNumber: to,
      accountName: 'Rita Levi',
      pincode: PIN,
    });
  return { ...c, pay };
}

describe("This wasn't me", () => {
  it('ends every session, freezes cards, pauses payments out until a password reset, and opens a case', async () => {
    const c = await funded();
    // A real card: KYC approved, applied for with the PIN, approved by an administrator.
    await verifyIdentity(s.t.app, s.admin.auth, c);
    const applied = await post('/cards/applications', c.auth, { account: 'Checking Account', pincode: PIN });
    expect(applied.statusCode, applied.body).toBe(201);
    const approved = await post(`/admin/cards/${applied.json().application._id}/approve`, s.admin.auth);
    expect(approved.statusCode, approved.body).toBe(200);
    const other = await signIn(s.t.app, c.email);
    const res = await post('/users/security/lockdown', c.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(messages.lockdown.done);
    for (const auth of [c.auth, other.auth]) {
      expect((await s.t.app.inject({ url: '/users/profile', headers: auth })).statusCode).toBe(401);
    }
    const cards = await sql<{ status: string }>`SELECT status FROM cards WHERE user_id = ${c.userId}`.execute(
      s.t.ownerDb,
    );
    expect(cards.rows.map((r) => r.status)).toEqual(['Frozen']);
    const overview = (await s.t.app.inject({ url: '/admin/overview', headers: s.admin.auth })).json();
    expect(overview.queues.cases).toBeGreaterThanOrEqual(1);
    // The case is the monitoring case of the customer, with an alert of kind lockdown (docs/monitoring.md).
    const cases = await sql<{ rule: string }>`SELECT a.rule FROM monitoring_alerts a
      JOIN monitoring_cases k ON k.id = a.case_id WHERE a.user_id = ${c.userId} AND k.status = 'open'`.execute(
      s.t.db,
    );
    expect(cases.rows.map((r) => r.rule)).toEqual(['lockdown']);
    const audit = await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log
      WHERE action = 'security.lockdown' AND target_id = ${c.userId}`.execute(s.t.ownerDb);
    expect(audit.rows[0]!.n).toBe(1);

    // Signing in again is refused, with the way back, until the password is reset (issue 46 part 4).
    const again = await post('/users/login', {}, { email: c.email, password: GOOD_PASSWORD });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ code: 'recovery_required', message: messages.lockdown.signInRefused });

    // The reset link mailed at the lockdown gives the account back.
    const mail = await mailTo(s.t, c.email, { subject: /unlock your account/ });
    const token = /\/reset-password\/([\w-]+)/.exec(mail.text)![1]!;
    expect(
      (await post(`/users/reset-password/${token}`, {}, { newPassword: 'Brand-New-Secret-7' })).statusCode,
    ).toBe(200);
    const back = await signIn(s.t.app, c.email, 'Brand-New-Secret-7');
    expect((await c.pay(back.auth)).statusCode).toBe(201);
  });

  it('works from the new-browser mail’s single-use link, signed out', async () => {
    const c = await funded();
    const before = s.t.mails.length;
    // A second browser (no browser cookie): the security mail with the link.
    const login = await s.t.app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: c.email, password: GOOD_PASSWORD },
      headers: { 'user-agent': 'Unknown Browser 1.0' },
    });
    expect(login.statusCode).toBe(200);
    const mail = await mailTo(s.t, c.email, { subject: /new sign-in/i, after: before });
    expect(mail.text).toContain('Unknown Browser 1.0');
    const token = /\/security\/report\?token=([\w-]+)/.exec(mail.text)![1]!;
    const anonymous = await post('/users/security/lockdown', {}, {});
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    const res = await post('/users/security/lockdown', {}, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect((await s.t.app.inject({ url: '/users/profile', headers: c.auth })).statusCode).toBe(401);
    const reused = await post('/users/security/lockdown', {}, { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(messages.lockdown.invalidLink);
  });
});
