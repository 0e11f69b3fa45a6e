import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTML_AS_JPG, PDF, PNG, SVG_AS_JPG, sendForm, uniquePng, type Files } from '../fixtures';
import { createTestApp, customer, type TestApp } from '../test-app';
import { storedFileCount } from '../stored-files';
import { filesUnder, snapshot } from './fingerprint';
import { idImages, nextOfKinFields } from './world';

/** Uploads: type by bytes (415), size (413), and the client's file name is never kept anywhere. */

let t: TestApp;
// DATA_DIR sits alone in a folder of this test's own, so a file escaping it would show up next to it.
const box = fs.mkdtempSync(path.join(os.tmpdir(), 'vault-uploads-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: path.join(box, 'data') });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(box, { recursive: true, force: true });
});

/** Every stored name the records hold (the file's id is in the name). */
async function storedNames(): Promise<string[]> {
  const result = await sql<{ name: string }>`
    SELECT image_name AS name FROM cheque_deposits
    UNION ALL SELECT unnest(ARRAY[id_front_name, id_back_name, proof_of_address_name]) FROM kyc_submissions
    UNION ALL SELECT unnest(ARRAY[id_front_name, id_back_name]) FROM next_of_kin
    UNION ALL SELECT avatar_name FROM users WHERE avatar_name IS NOT NULL`.execute(t.ownerDb);
  return result.rows.map((r) => r.name);
}

type Slot = { form: string; method: 'POST' | 'PUT'; url: string; file: string; maxMb: number };

/** Every file field of every upload form. */
const SLOTS: Slot[] = [
  { form: 'cheque', method: 'POST', url: '/upload', file: 'chequeImage', maxMb: 10 },
  { form: 'kyc', method: 'PUT', url: '/users/kyc', file: 'idFront', maxMb: 10 },
  { form: 'kyc', method: 'PUT', url: '/users/kyc', file: 'idBack', maxMb: 10 },
  { form: 'kyc', method: 'PUT', url: '/users/kyc', file: 'proofOfAddress', maxMb: 10 },
  { form: 'next of kin', method: 'PUT', url: '/users/next-of-kin', file: 'idFront', maxMb: 10 },
  { form: 'next of kin', method: 'PUT', url: '/users/next-of-kin', file: 'idBack', maxMb: 10 },
  { form: 'avatar', method: 'POST', url: '/users/avatar', file: 'avatar', maxMb: 2 },
];

/** A complete, valid form for the slot's route; the test then swaps one file. */
function validForm(slot: Slot): { fields: Record<string, string>; files: Files } {
  const png = (name: string) => ({ body: uniquePng(), filename: name, contentType: 'image/png' });
  switch (slot.url) {
    case '/upload':
      return { fields: { amount: '25' }, files: { chequeImage: png('cheque.png') } };
    case '/users/kyc':
      return {
        fields: { idNumber: 'K1234567' },
        files: {
          ...idImages(),
          proofOfAddress: { body: PDF, filename: 'bill.pdf', contentType: 'application/pdf' },
        },
      };
    case '/users/next-of-kin':
      return { fields: nextOfKinFields, files: idImages() };
    default:
      return { fields: {}, files: { avatar: png('me.png') } };
  }
}

function send(auth: Record<string, string>, slot: Slot, file: Files[string]) {
  const form = validForm(slot);
  return sendForm(t.app, slot.method, slot.url, auth, form.fields, { ...form.files, [slot.file]: file });
}

describe('file types and sizes', () => {
  it('refuses HTML and SVG renamed .jpg with 415 in every file field, storing nothing', async () => {
    const c = await customer(t.app);
    const before = await snapshot(t.ownerDb, t.config.dataDir);
    for (const slot of SLOTS) {
      for (const [kind, body] of [
        ['HTML', HTML_AS_JPG],
        ['SVG', SVG_AS_JPG],
      ] as const) {
        const res = await send(c.auth, slot, { body, filename: 'photo.jpg', contentType: 'image/jpeg' });
        expect(res.statusCode, `${slot.form} ${slot.file} ${kind}: ${res.body}`).toBe(415);
        expect(res.json().code).toBe('unsupported_file_type');
      }
    }
    expect(await snapshot(t.ownerDb, t.config.dataDir)).toEqual(before);
  });

  it('refuses a file over the limit with 413 in every file field, storing nothing', async () => {
    const c = await customer(t.app);
    const before = await snapshot(t.ownerDb, t.config.dataDir);
    const big = (mb: number) => Buffer.concat([PNG, Buffer.alloc(mb * 1024 * 1024)]);
    for (const slot of SLOTS) {
      const res = await send(c.auth, slot, {
        body: big(slot.maxMb),
        filename: 'huge.png',
        contentType: 'image/png',
      });
      expect(res.statusCode, `${slot.form} ${slot.file}: ${res.body}`).toBe(413);
    }
    expect(await snapshot(t.ownerDb, t.config.dataDir)).toEqual(before);
  });
});

describe('hostile file names', () => {
  const NAMES = [
    '../../../etc/passwd.jpg',
    '..\\..\\x.png',
    '/etc/cron.d/evil.png',
    '....//....//y.png',
    'a\u202egnp.exe',
  ];

  it('keeps every upload in the database under a random name, and writes no file anywhere', async () => {
    const filesBefore = filesUnder(box);
    const countBefore = await storedFileCount(t.db);
    // One customer per slot and name: KYC and next of kin take one submission each.
    for (const slot of SLOTS) {
      for (const filename of NAMES) {
        const c = await customer(t.app);
        const res = await send(c.auth, slot, { body: uniquePng(), filename, contentType: 'image/png' });
        expect(res.statusCode, `${slot.form} ${filename}: ${res.body}`).toBeLessThan(300);
        expect(res.body).not.toContain('passwd');
      }
    }
    expect((await storedFileCount(t.db)) - countBefore).toBeGreaterThanOrEqual(SLOTS.length * NAMES.length);
    expect(filesUnder(box)).toEqual(filesBefore);
    const names = await storedNames();
    expect(names.length).toBeGreaterThanOrEqual(SLOTS.length * NAMES.length);
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{32}\.(jpg|png|webp|pdf)$/);
  });
});
