import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dataExportMessages as text } from '../../shared/account-messages';
import { bankSuite, fundedCustomer, payLocal } from '../test/bank-suite';
import { verifyIdentity } from '../test/kyc-helpers';
import { PIN } from '../test/money-helpers';
import { customer, mailTo, type TestApp } from '../test/test-app';
import { readArchive } from './data-export-archive';
import { collectCustomerData, NOT_EXPORTED, uncoveredTables } from './data-export-collect';
import { downloadExport, expireExports, LINK_DAYS, requestExport } from './data-export-service';

/** "Download my data" (issue 50 part 4): the archive against the database, the step-up, one use, expiry. */

const s = bankSuite();
const DAY = 24 * 60 * 60_000;
const ctx = { ip: '203.0.113.9', userAgent: 'test' };

type Who = { userId: string; email: string; auth: Record<string, string> };

const ask = (t: TestApp, who: Who) =>
  t.app.inject({ method: 'POST', url: '/users/data-exports', headers: who.auth });

const download = (t: TestApp, who: Who, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/users/data-exports/download',
    headers: who.auth,
    payload: { token },
  });

/** Asks for the archive and waits for the job's mail; answers the token of its link. */
async function readyToken(t: TestApp, who: Who): Promise<string> {
  const after = t.mails.length;
  const res = await ask(t, who);
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json()).toMatchObject({ message: text.requested, export: { status: 'queued' } });
  const mail = await mailTo(t, who.email, { subject: /data is ready/, after });
  const token = /#([A-Za-z0-9_-]{43})$/.exec(mail.link ?? '')?.[1];
  expect(token, mail.link).toBeDefined();
  return token!;
}

const count = async (t: TestApp, query: ReturnType<typeof sql<{ n: number }>>) =>
  (await query.execute(t.db)).rows[0]!.n;

const auditOf = async (t: TestApp, userId: string) =>
  (
    await sql<{ action: string }>`SELECT action FROM audit_log
      WHERE actor_id = ${userId} AND action LIKE 'data_export.%' ORDER BY id`.execute(t.db)
  ).rows.map((r) => r.action);

describe('the archive of a customer', () => {
  it('holds every section, with the counts of the database, and nothing of another customer', async () => {
    const { t, admin } = s;
    const ada = await fundedCustomer(s, 500, 'Ada', 'Lovelace');
    const bob = await fundedCustomer(s, 300, 'Bob', 'Other');
    await verifyIdentity(t.app, admin.auth, ada);
    await verifyIdentity(t.app, admin.auth, bob);
    expect(
      (await payLocal(s, ada.auth, { accountNumber: bob.checking.accountNumber, name: 'Bob Other' }, 25))
        .statusCode,
    ).toBe(201);
    expect(
      (await payLocal(s, bob.auth, { accountNumber: ada.checking.accountNumber, name: 'Ada Lovelace' }, 7))
        .statusCode,
    ).toBe(201);
    for (const who of [ada, bob]) {
      const ticket = await t.app.inject({
        method: 'POST',
        url: '/tickets',
        headers: who.auth,
        payload: { ticketType: 'Other', info: `A question from ${who.firstName}`, pincode: PIN },
      });
      expect(ticket.statusCode, ticket.body).toBe(201);
    }

    const token = await readyToken(t, ada);
    const res = await download(t, ada, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="vault-bank-data-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const files = readArchive(res.rawPayload);
    const json = (name: string) => JSON.parse(files[name]!.toString('utf8')) as Record<string, unknown>[];

    // Every section, counted in the database by the customer's id.
    const id = ada.userId;
    const expected: Record<string, number> = {
      'accounts.json': await count(
        t,
        sql`SELECT count(*)::int AS n FROM ledger_accounts WHERE user_id = ${id}`,
      ),
      'payments.json': await count(t, sql`SELECT count(*)::int AS n FROM payments WHERE user_id = ${id}`),
      'payees.json': await count(t, sql`SELECT count(*)::int AS n FROM payees WHERE user_id = ${id}`),
      'standing-orders.json': await count(
        t,
        sql`SELECT count(*)::int AS n FROM standing_orders WHERE user_id = ${id}`,
      ),
      'loans.json': await count(t, sql`SELECT count(*)::int AS n FROM loans WHERE user_id = ${id}`),
      'cards.json': await count(t, sql`SELECT count(*)::int AS n FROM cards WHERE user_id = ${id}`),
      'card-applications.json': await count(
        t,
        sql`SELECT count(*)::int AS n FROM card_applications WHERE user_id = ${id}`,
      ),
      'cheque-deposits.json': await count(
        t,
        sql`SELECT count(*)::int AS n FROM cheque_deposits WHERE user_id = ${id}`,
      ),
      'kyc.json': await count(t, sql`SELECT count(*)::int AS n FROM kyc_submissions WHERE user_id = ${id}`),
      'next-of-kin.json': await count(
        t,
        sql`SELECT count(*)::int AS n FROM next_of_kin WHERE user_id = ${id}`,
      ),
      'tickets.json': await count(t, sql`SELECT count(*)::int AS n FROM tickets WHERE user_id = ${id}`),
      // The bell at the time of the archive: the "ready" notification came after it.
      'notifications.json':
        (await count(t, sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${id}`)) - 1,
      'alert-settings.json': await count(
        t,
        sql`SELECT count(*)::int AS n FROM alert_settings WHERE user_id = ${id}`,
      ),
      'alerts.json': await count(t, sql`SELECT count(*)::int AS n FROM alert_events WHERE user_id = ${id}`),
      'sessions.json': await count(t, sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${id}`),
      'login-activity.json': await count(
        t,
        sql`SELECT count(*)::int AS n FROM login_activities WHERE user_id = ${id}`,
      ),
      'passkeys.json': await count(t, sql`SELECT count(*)::int AS n FROM passkeys WHERE user_id = ${id}`),
      'lockdowns.json': await count(t, sql`SELECT count(*)::int AS n FROM lockdowns WHERE user_id = ${id}`),
      'category-rules.json': await count(
        t,
        sql`SELECT count(*)::int AS n FROM category_rules WHERE user_id = ${id}`,
      ),
      'payment-categories.json': await count(
        t,
        sql`SELECT count(*)::int AS n FROM payment_categories WHERE user_id = ${id}`,
      ),
      'bank-credits.json': await count(
        t,
        sql`SELECT count(*)::int AS n FROM credit_requests WHERE user_id = ${id}`,
      ),
      'known-browsers.json': await count(
        t,
        sql`SELECT count(*)::int AS n FROM known_browsers WHERE user_id = ${id}`,
      ),
      'data-exports.json': await count(
        t,
        sql`SELECT count(*)::int AS n FROM data_exports WHERE user_id = ${id}`,
      ),
    };
    const manifest = JSON.parse(files['manifest.json']!.toString('utf8')) as {
      sections: Record<string, number>;
      files: { path: string }[];
    };
    for (const [name, n] of Object.entries(expected)) {
      expect(files[name], name).toBeDefined();
      expect(json(name), name).toHaveLength(n);
      expect(manifest.sections[name], name).toBe(n);
    }
    // The data the test made is there, so the counts above are not all zero.
    expect(expected['payments.json']).toBeGreaterThanOrEqual(3);
    expect(expected['kyc.json']).toBe(1);
    expect(expected['tickets.json']).toBe(1);
    expect(expected['sessions.json']).toBeGreaterThanOrEqual(1);

    // Payments with their postings, the same number as in the ledger.
    const postings = json('payments.json').flatMap((p) => p.postings as Record<string, unknown>[]);
    expect(postings).toHaveLength(
      await count(
        t,
        sql`SELECT count(*)::int AS n FROM postings po JOIN payments p ON p.id = po.payment_id
        WHERE p.user_id = ${id}`,
      ),
    );
    const ownAccounts = new Set(json('accounts.json').map((a) => a.id));
    for (const p of postings) {
      for (const side of [p.debit_account, p.credit_account] as string[]) {
        expect(ownAccounts.has(side) || side.startsWith('bank:') || side === 'another customer', side).toBe(
          true,
        );
      }
    }

    // The profile, without secrets; the KYC files with the bytes stored.
    const profile = JSON.parse(files['profile.json']!.toString('utf8')) as Record<string, unknown>;
    expect(profile).toMatchObject({ id, email: ada.email, first_name: 'Ada', pin_set: true });
    expect(Object.keys(profile).filter((k) => /hash|hmac|secret/.test(k))).toEqual([]);
    const kyc = (
      await sql<{ names: string[] }>`SELECT ARRAY[id_front_name, id_back_name, proof_of_address_name] AS names
      FROM kyc_submissions WHERE user_id = ${id}`.execute(t.db)
    ).rows[0]!.names;
    for (const name of kyc) {
      const stored = (
        await sql<{ body: Buffer }>`SELECT body FROM stored_files
        WHERE id = substring(${name} FROM '^[0-9a-f]{32}')::uuid`.execute(t.db)
      ).rows[0]!.body;
      expect(files[`files/kyc/${name}`]?.equals(stored), name).toBe(true);
    }
    expect(manifest.files.map((f) => f.path).sort()).toEqual(
      Object.keys(files)
        .filter((k) => k.startsWith('files/'))
        .sort(),
    );
    expect(files['README.md']!.toString('utf8')).toMatch(/What we keep, why, and for how long/);

    // Nothing of Bob: not his id, email, account ids or numbers, ticket, sessions.
    const all = Object.entries(files)
      .filter(([k]) => !k.startsWith('files/'))
      .map(([, v]) => v.toString('utf8'))
      .join('\n');
    const bobAccounts = (
      await sql<{ id: string }>`SELECT id FROM ledger_accounts WHERE user_id = ${bob.userId}`.execute(t.db)
    ).rows;
    const bobPayments = (
      await sql<{ id: string }>`SELECT id FROM payments WHERE user_id = ${bob.userId}`.execute(t.db)
    ).rows;
    for (const secret of [
      bob.userId,
      bob.email,
      'A question from Bob',
      ...bobAccounts.map((a) => a.id),
      ...bobPayments.map((p) => p.id),
    ]) {
      expect(all.includes(secret), secret).toBe(false);
    }
    expect(all.includes(ada.email)).toBe(true);
    expect(all.includes(token)).toBe(false);
  });

  it('exports a table a later feature adds under other/, without its secret columns', async () => {
    const { t } = s;
    const ada = await customer(t.app, { firstName: 'Ada', lastName: 'Later' });
    const bob = await customer(t.app, { firstName: 'Bob', lastName: 'Later' });
    expect(await uncoveredTables(t.db)).not.toContain('test_feature_rows');
    await sql`CREATE TABLE test_feature_rows (user_id uuid, note text, api_token text)`.execute(t.ownerDb);
    try {
      await sql`INSERT INTO test_feature_rows VALUES (${ada.userId}, 'mine', 'tok-a'), (${bob.userId}, 'his', 'tok-b')`.execute(
        t.ownerDb,
      );
      expect(await uncoveredTables(t.ownerDb)).toContain('test_feature_rows');
      const data = await collectCustomerData(t.ownerDb, ada.userId);
      expect(data.other.find((o) => o.name === 'other/test_feature_rows')?.rows).toEqual([
        { user_id: ada.userId, note: 'mine' },
      ]);
    } finally {
      await sql`DROP TABLE test_feature_rows`.execute(t.ownerDb);
    }
    // Every table named as not exported exists (a renamed one would slip into other/ unexplained).
    for (const table of Object.keys(NOT_EXPORTED)) {
      expect(
        await count(
          t,
          sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = ${table}`,
        ),
        table,
      ).toBe(1);
    }
  });
});

describe('the link', () => {
  it('works once, in the owner session only, and each step is audited', async () => {
    const { t } = s;
    const ada = await fundedCustomer(s, 0, 'Ada', 'Once');
    const eve = await fundedCustomer(s, 0, 'Eve', 'Thief');
    const token = await readyToken(t, ada);

    // Another customer's session with the link: refused as unknown, and the link still works for Ada.
    const stolen = await download(t, eve, token);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ code: 'not_found', message: text.linkInvalid });
    // No session at all.
    expect(
      (await t.app.inject({ method: 'POST', url: '/users/data-exports/download', payload: { token } }))
        .statusCode,
    ).toBe(401);

    const first = await download(t, ada, token);
    expect(first.statusCode).toBe(200);
    const fileId = await sql<{ file_id: string | null; status: string }>`
      SELECT file_id, status FROM data_exports WHERE user_id = ${ada.userId}`.execute(t.db);
    expect(fileId.rows[0]).toEqual({ file_id: null, status: 'downloaded' });
    expect(
      await count(
        t,
        sql`SELECT count(*)::int AS n FROM stored_files WHERE mime = 'application/zip'
      AND id NOT IN (SELECT file_id FROM data_exports WHERE file_id IS NOT NULL)`,
      ),
    ).toBe(0);

    const second = await download(t, ada, token);
    expect(second.statusCode).toBe(404);
    expect(second.json().message).toBe(text.linkInvalid);

    expect(await auditOf(t, ada.userId)).toEqual([
      'data_export.requested',
      'data_export.ready',
      'data_export.downloaded',
    ]);
    expect(await auditOf(t, eve.userId)).toEqual(['data_export.download_refused']);

    // The bell announced it, without the link.
    const bell = (await t.app.inject({ url: '/notifications', headers: ada.auth })).json() as {
      notifications: { title: string; link: string | null; body: string }[];
    };
    const ready = bell.notifications.find((n) => n.title === text.readyTitle);
    expect(ready).toBeDefined();
    expect(JSON.stringify(ready).includes(token)).toBe(false);
    // Only its hash is stored.
    const stored = await count(
      t,
      sql`SELECT count(*)::int AS n FROM data_exports
      WHERE token_hash = sha256(convert_to(${token}, 'UTF8'))`,
    );
    expect(stored).toBe(1);
  });

  it('asks one at a time; a request stuck for an hour counts as failed', async () => {
    const { t } = s;
    const ada = await fundedCustomer(s, 0, 'Ada', 'Twice');
    // A request the worker has not picked up yet.
    await sql`INSERT INTO data_exports (user_id) VALUES (${ada.userId})`.execute(t.ownerDb);
    const refused = await ask(t, ada);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'not_allowed_now', message: text.alreadyQueued });
    expect(await auditOf(t, ada.userId)).toEqual([]);
    await expect(
      requestExport(t.db, ada.userId, ctx, new Date(Date.now() + 59 * 60_000)),
    ).rejects.toMatchObject({
      code: 'not_allowed_now',
    });
    await requestExport(t.db, ada.userId, ctx, new Date(Date.now() + 61 * 60_000));
    const statuses = await sql<{
      status: string;
    }>`SELECT status FROM data_exports WHERE user_id = ${ada.userId}
      ORDER BY requested_at`.execute(t.db);
    expect(statuses.rows.map((r) => r.status)[0]).toBe('failed');
  });

  it('needs a recent sign-in (the step-up), and queues nothing without it', async () => {
    const { t } = s;
    // Aged before its first signed-in request, so no cached session remembers the fresh sign-in.
    const ada = await customer(t.app, { firstName: 'Ada', lastName: 'Old' });
    await t.ownerDb
      .updateTable('sessions')
      .set({ created_at: new Date(Date.now() - 60 * 60_000) })
      .where('user_id', '=', ada.userId)
      .execute();
    const res = await ask(t, ada);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('reauthentication_required');
    expect(
      await count(t, sql`SELECT count(*)::int AS n FROM data_exports WHERE user_id = ${ada.userId}`),
    ).toBe(0);
    // The password proves it again, and then it is accepted.
    const reauth = await t.app.inject({
      method: 'POST',
      url: '/users/reauth',
      headers: ada.auth,
      payload: { password: ada.password },
    });
    expect(reauth.statusCode, reauth.body).toBe(200);
    expect((await ask(t, ada)).statusCode).toBe(202);
  });

  it('expires after 7 days (a moved clock): refused, and the expiry job deletes the archive', async () => {
    const { t } = s;
    const ada = await fundedCustomer(s, 0, 'Ada', 'Late');
    const token = await readyToken(t, ada);
    const row = (
      await sql<{ file_id: string; expires_at: Date; ready_at: Date }>`
      SELECT file_id, expires_at, ready_at FROM data_exports WHERE user_id = ${ada.userId}`.execute(t.db)
    ).rows[0]!;
    expect(row.expires_at.getTime() - row.ready_at.getTime()).toBe(LINK_DAYS * DAY);

    const late = new Date(row.expires_at.getTime() + 1000);
    await expect(downloadExport(t.db, ada.userId, token, ctx, late)).rejects.toMatchObject({
      code: 'not_found',
    });
    // A minute before, the job has nothing to do.
    expect(await expireExports(t.db, new Date(row.expires_at.getTime() - 60_000))).toBe(0);
    expect(await expireExports(t.db, late)).toBeGreaterThanOrEqual(1);
    expect(await count(t, sql`SELECT count(*)::int AS n FROM stored_files WHERE id = ${row.file_id}`)).toBe(
      0,
    );
    expect(
      (
        await sql<{ status: string }>`SELECT status FROM data_exports WHERE user_id = ${ada.userId}`.execute(
          t.db,
        )
      ).rows[0]!.status,
    ).toBe('expired');
    // Even with today's clock the link is dead now.
    expect((await download(t, ada, token)).statusCode).toBe(404);
    expect(await auditOf(t, ada.userId)).toEqual([
      'data_export.requested',
      'data_export.ready',
      'data_export.expired',
    ]);
  });
});
