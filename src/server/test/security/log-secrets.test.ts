import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../plugins/log-redaction';
import { adminSession, inviteAdmin } from '../money-helpers';
import { createTestApp, customer, eventually, uniqueEmail, type TestApp } from '../test-app';

/**
 * Secrets out of logs: a password reset and an administrator invitation are run end to end with the
 * real outbox mailer and every log line captured; neither token may appear in any line.
 */

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function loggedApp(nodeEnv: string) {
  const lines: string[] = [];
  const t = await createTestApp({ NODE_ENV: nodeEnv, LOG_LEVEL: 'trace' }, undefined, {
    realMailer: true,
    logStream: { write: (line) => void lines.push(line) },
  });
  apps.push(t);
  return { t, lines };
}

/** The token of the newest link mailed to `email`, read from the `.eml` outbox like a developer would. */
async function mailedToken(t: TestApp, email: string): Promise<string> {
  const outbox = path.join(t.config.dataDir, 'outbox');
  // The job worker sends the mail after the request's commit: poll for it.
  return eventually(() => {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    for (const name of files) {
      const text = fs
        .readFileSync(path.join(outbox, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const match = text.includes(email) ? /\/reset-password\/([\w-]+)/.exec(text) : null;
      if (match) return match[1]!;
    }
    return undefined;
  }, `a mail to ${email} in the outbox`);
}

async function runResetAndInvitation(t: TestApp) {
  const c = await customer(t.app);
  await t.app.inject({ method: 'POST', url: '/users/forgot-password', payload: { email: c.email } });
  const resetToken = await mailedToken(t, c.email);
  const reset = await t.app.inject({
    method: 'POST',
    url: `/users/reset-password/${resetToken}`,
    payload: { newPassword: 'Fresh-Secret-Words-9' },
  });
  expect(reset.statusCode).toBe(200);
  // The page load of the link itself is logged too.
  await t.app.inject({ url: `/reset-password/${resetToken}`, headers: { accept: 'text/html' } });
  const admin = await adminSession(t.app, t.db);
  const email = uniqueEmail('invited');
  const invited = await inviteAdmin(t.app, admin.auth, { email, firstName: 'Ivy', lastName: 'Ops' });
  expect(invited.statusCode).toBe(201);
  const inviteToken = await mailedToken(t, email);
  await t.app.inject({
    method: 'POST',
    url: `/users/reset-password/${inviteToken}`,
    payload: { newPassword: 'Invited-Secret-77' },
  });
  return [resetToken, inviteToken];
}

describe('tokens in logs', () => {
  it('in production no log line holds a reset or invitation token', async () => {
    const { t, lines } = await loggedApp('production');
    const tokens = await runResetAndInvitation(t);
    await new Promise((r) => setTimeout(r, 50));
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.some((l) => l.includes('/users/reset-password/[redacted]'))).toBe(true);
    for (const token of tokens) expect(lines.filter((l) => l.includes(token))).toEqual([]);
  });

  it('in development request URLs are redacted; only the outbox notice shows the link', async () => {
    const { t, lines } = await loggedApp('development');
    const tokens = await runResetAndInvitation(t);
    await new Promise((r) => setTimeout(r, 50));
    for (const token of tokens) {
      const holding = lines.filter((l) => l.includes(token));
      expect(holding.every((l) => l.includes('mail written to outbox'))).toBe(true);
    }
  });

  it('redacts tokens in paths and query strings', () => {
    expect(redactUrl('/users/reset-password/abc_DEF-123?x=1')).toBe('/users/reset-password/[redacted]?x=1');
    expect(redactUrl('/reset-password/abc')).toBe('/reset-password/[redacted]');
    expect(redactUrl('/x?token=secret&y=2')).toBe('/x?token=[redacted]&y=2');
  });
});
