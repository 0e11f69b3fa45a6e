import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { createAdminIfMissing } from '../../users/admins';
import { adminSession, credit, PIN, setPin } from '../money-helpers';
import { verifyIdentity } from '../kyc-helpers';
import { loanRequest } from '../fixtures';
import { MAX_PENDING_LOANS } from '../../loans/loans-service';
import { thumbnails } from '../../uploads/image-processing';
import { enrolTotp } from '../totp-helpers';
import {
  createTestApp,
  customer,
  eventually,
  GOOD_PASSWORD,
  signIn,
  uniqueEmail,
  type TestApp,
} from '../test-app';

/** Issue 46, part 8: the lows of the edge, each tried through HTTP. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ EXPORT_MAX_LINES: '3' }, undefined, { realMailer: true });
});
afterAll(() => t.close());

describe('statement export ranges are bounded', () => {
  const exportOf = (auth: Record<string, string>, from: string, to: string, format = 'csv') =>
    t.app.inject({ url: `/transactions/export?format=${format}&from=${from}&to=${to}`, headers: auth });

  it('refuses a range of more than a year, or backwards, with a clear 400', async () => {
    const c = await customer(t.app);
    const long = await exportOf(c.auth, '2000-01-01', '2026-12-31');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(messages.history.exportRangeTooLong(366));
    const backwards = await exportOf(c.auth, '2026-02-01', '2026-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain(messages.history.badRange);
    expect((await exportOf(c.auth, '2026-01-01', '2026-12-31')).statusCode).toBe(200);
  });

  it('refuses a range holding more lines than EXPORT_MAX_LINES, in every format', async () => {
    const c = await customer(t.app);
    const admin = await adminSession(t.app, t.db);
    for (let i = 0; i < 4; i++) await credit(t.app, admin.auth, c.userId, 10);
    const today = new Date().toISOString().slice(0, 10);
    for (const format of ['csv', 'pdf', 'ofx', 'camt053']) {
      const res = await exportOf(c.auth, today, today, format);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: messages.history.exportTooManyLines(3),
        code: 'export_too_large',
      });
    }
  });
});

describe('the mail outbox', () => {
  it('is readable by the server user only: directory 0700, files 0600', async () => {
    const email = uniqueEmail('outbox');
    await customer(t.app, { email });
    await t.app.inject({ method: 'POST', url: '/users/forgot-password', payload: { email } });
    const outbox = path.join(t.config.dataDir, 'outbox');
    const files = await eventually(() => {
      const names = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
      return names.length ? names : undefined;
    }, 'a mail in the outbox');
    expect(fs.statSync(outbox).mode & 0o777).toBe(0o700);
    for (const name of files) expect(fs.statSync(path.join(outbox, name)).mode & 0o777).toBe(0o600);
  });
});

describe('ADMIN_PASSWORD at start', () => {
  it('creates the administrator, and never overwrites the password they chose since', async () => {
    const email = uniqueEmail('seeded-admin');
    expect(await createAdminIfMissing(t.db, { email, password: GOOD_PASSWORD })).toBe('created');
    const admin = await signIn(t.app, email);
    await enrolTotp(t.app, admin.auth);
    const chosen = 'Their-Own-Choice-2026!';
    const changed = await t.app.inject({
      method: 'POST',
      url: '/users/change-password',
      headers: admin.auth,
      payload: { oldPassword: GOOD_PASSWORD, newPassword: chosen },
    });
    expect(changed.statusCode).toBe(200);
    // The next start with the same ADMIN_PASSWORD.
    expect(await createAdminIfMissing(t.db, { email, password: GOOD_PASSWORD })).toBe('exists');
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/users/login', payload: { email, password } });
    expect((await login(GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await login(chosen)).statusCode).toBe(200);
  });
});

describe('documents shown to administrators', () => {
  it('makes a thumbnail once however often it is asked for, and sends a PDF as a sandboxed attachment', async () => {
    const admin = await adminSession(t.app, t.db);
    const c = await customer(t.app);
    await verifyIdentity(t.app, admin.auth, c);
    const thumbnail = `/users/kyc/documents/idFront?userId=${c.userId}&size=thumbnail`;
    const before = thumbnails.encodes;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ url: thumbnail, headers: admin.auth })),
    );
    expect(answers.every((a) => a.statusCode === 200 && a.headers['content-type'] === 'image/webp')).toBe(
      true,
    );
    expect(thumbnails.encodes - before).toBe(1);
    const pdf = await t.app.inject({
      url: `/users/kyc/documents/proofOfAddress?userId=${c.userId}`,
      headers: admin.auth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
    expect(pdf.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'$/);
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('loan requests', () => {
  it(`are capped at ${MAX_PENDING_LOANS} waiting per customer, even when sent in parallel`, async () => {
    const c = await customer(t.app);
    await setPin(t.app, c.auth);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/users/api/loans/loan-request',
          headers: c.auth,
          payload: loanRequest(PIN),
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(MAX_PENDING_LOANS);
    const refused = answers.filter((a) => a.statusCode === 422);
    expect(refused).toHaveLength(8 - MAX_PENDING_LOANS);
    expect(refused[0]!.json().message).toBe(messages.loans.tooManyPending(MAX_PENDING_LOANS));
  });
});
