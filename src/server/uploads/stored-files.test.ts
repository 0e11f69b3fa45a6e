import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bankSuite } from '../test/bank-suite';
import { THUMBNAIL_QUERY } from '../../shared/schemas/uploads';
import { idImages } from '../test/security/world';
import { PDF, sendForm, uniquePng } from '../test/fixtures';

import { storedFileCount } from '../test/stored-files';
import { anotherInstance, customer } from '../test/test-app';

/** Uploads live in PostgreSQL, written with their record: any instance serves them, a refusal keeps none. */

const s = bankSuite();

const png = (body: Buffer = uniquePng()) => ({ body, filename: 'cheque.png', contentType: 'image/png' });
const cheque = (auth: Record<string, string>, amount: string, body?: Buffer) =>
  sendForm(s.t.app, 'POST', '/upload', auth, { amount }, { chequeImage: png(body) });
const kyc = (auth: Record<string, string>) =>
  sendForm(
    s.t.app,
    'PUT',
    '/users/kyc',
    auth,
    { idNumber: 'K1234567' },
    {
      ...idImages(),
      proofOfAddress: { body: PDF, filename: 'bill.pdf', contentType: 'application/pdf' },
    },
  );

describe('files in the database', () => {
  it('serves a cheque image uploaded through one instance from another with a different DATA_DIR', async () => {
    const c = await customer(s.t.app);
    const { admin } = s;
    const res = await cheque(c.auth, '40');
    expect(res.statusCode, res.body).toBe(201);
    const { imageUrl } = res.json().deposit;
    const original = await s.t.app.inject({ url: imageUrl, headers: c.auth });
    expect(fs.existsSync(path.join(s.t.config.dataDir, 'uploads'))).toBe(false);

    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'vault-other-'));
    const other = await anotherInstance(s.t, { dataDir: elsewhere });
    try {
      const served = await other.app.inject({ url: imageUrl, headers: c.auth });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(original.rawPayload)).toBe(true);
      for (const header of [
        'content-type',
        'content-disposition',
        'cache-control',
        'x-content-type-options',
      ]) {
        expect(served.headers[header], header).toBe(original.headers[header]);
      }
      expect(served.headers['content-disposition']).toMatch(/^attachment; filename="cheque-.+\.png"$/);
      const thumb = await other.app.inject({ url: `${imageUrl}?${THUMBNAIL_QUERY}`, headers: admin.auth });
      expect([thumb.statusCode, thumb.headers['content-type']]).toEqual([200, 'image/webp']);
      const stranger = await customer(other.app);
      expect((await other.app.inject({ url: imageUrl, headers: stranger.auth })).statusCode).toBe(404);
      expect(fs.readdirSync(elsewhere).filter((f) => f.startsWith('uploads'))).toEqual([]);
    } finally {
      await other.close();
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('keeps the bytes, type, size and checksum in stored_files, named by the record', async () => {
    const c = await customer(s.t.app);
    const res = await cheque(c.auth, '12');
    const row = await s.t.ownerDb
      .selectFrom('cheque_deposits as d')
      .innerJoin('stored_files as f', (j) => j.on(sql`f.id`, '=', sql`substr(d.image_name, 1, 32)::uuid`))
      .select(['f.mime', 'f.size_bytes', 'f.sha256', sql<string>`encode(sha256(f.body), 'hex')`.as('actual')])
      .where('d.id', '=', res.json().deposit._id)
      .executeTakeFirstOrThrow();
    const served = await s.t.app.inject({ url: res.json().deposit.imageUrl, headers: c.auth });
    expect(row).toMatchObject({
      mime: 'image/png',
      size_bytes: served.rawPayload.length,
      sha256: row.actual,
    });
  });
});

describe('a refused upload leaves no file behind', () => {
  it('stores nothing for a bad amount beside a good image', async () => {
    const c = await customer(s.t.app);
    const before = await storedFileCount(s.t.db);
    expect((await cheque(c.auth, 'lots')).statusCode).toBe(400);
    expect(await storedFileCount(s.t.db)).toBe(before);
  });

  it('keeps one file when the same cheque image is sent five times at once', async () => {
    const c = await customer(s.t.app);
    const before = await storedFileCount(s.t.db);
    const image = uniquePng();
    const answers = await Promise.all(Array.from({ length: 5 }, () => cheque(c.auth, '30', image)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await storedFileCount(s.t.db)).toBe(before + 1);
  });

  it('keeps three files when a KYC submission is sent three times at once', async () => {
    const c = await customer(s.t.app);
    const before = await storedFileCount(s.t.db);
    const answers = await Promise.all([kyc(c.auth), kyc(c.auth), kyc(c.auth)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await storedFileCount(s.t.db)).toBe(before + 3);
  });

  it('rolls the file back when the record fails after it was inserted', async () => {
    // A real failure inside the transaction, after the file's INSERT: the deposit row is refused.
    await sql`
      CREATE FUNCTION refuse_cheque_of_777() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.amount_cents = 77700 THEN RAISE EXCEPTION 'refused by the test'; END IF;
        RETURN NEW;
      END $$`.execute(s.t.ownerDb);
    await sql`CREATE TRIGGER refuse_777 BEFORE INSERT ON cheque_deposits
      FOR EACH ROW EXECUTE FUNCTION refuse_cheque_of_777()`.execute(s.t.ownerDb);
    try {
      const c = await customer(s.t.app);
      const before = await storedFileCount(s.t.db);
      const payments = await s.t.db
        .selectFrom('payments')
        .select('id')
        .where('user_id', '=', c.userId)
        .execute();
      expect((await cheque(c.auth, '777')).statusCode).toBe(500);
      expect(await storedFileCount(s.t.db)).toBe(before);
      expect(
        await s.t.db.selectFrom('payments').select('id').where('user_id', '=', c.userId).execute(),
      ).toEqual(payments);
      expect((await cheque(c.auth, '778')).statusCode).toBe(201);
      expect(await storedFileCount(s.t.db)).toBe(before + 1);
    } finally {
      await sql`DROP TRIGGER refuse_777 ON cheque_deposits`.execute(s.t.ownerDb);
      await sql`DROP FUNCTION refuse_cheque_of_777()`.execute(s.t.ownerDb);
    }
  });
});
