import fs from 'node:fs';
import { sendForm, uniquePng } from '../test/fixtures';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFileCount } from '../test/stored-files';
import { createTestApp, customer, type TestApp } from '../test/test-app';
import { createPool } from './connection';
import { importUploads } from './import-uploads';

/** The one-time move of files written under DATA_DIR/uploads by versions that kept them on disk into the database. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const legacyName = (ext: string) => `${randomBytes(16).toString('hex')}.${ext}`;

/** Writes a file where the bank kept uploads before, as it named them. */
function placeOldFile(folder: string, name: string, body: Buffer) {
  const dir = path.join(t.config.dataDir, 'uploads', folder);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), body);
}

async function runImport() {
  // Start-up runs it with the owner's login, as the migrations.
  const owner = createPool(t.databaseUrl, 1);
  try {
    return await importUploads(owner, t.config.dataDir);
  } finally {
    await owner.end();
  }
}

describe('importing DATA_DIR/uploads', () => {
  it('copies every file a row still names, serves it, renames the folder, and does it once', async () => {
    const c = await customer(t.app);
    const deposit = await sendForm(
      t.app,
      'POST',
      '/upload',
      c.auth,
      { amount: '15' },
      {
        chequeImage: { body: uniquePng(), filename: 'c.png', contentType: 'image/png' },
      },
    );
    expect(deposit.statusCode).toBe(201);
    const { _id: depositId, imageUrl } = deposit.json().deposit;
    // The rows as an older version left them: names of files on disk, not in the table.
    const chequeName = legacyName('png');
    const chequeBytes = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    placeOldFile('cheques', chequeName, chequeBytes);
    await t.ownerDb
      .updateTable('cheque_deposits')
      .set({ image_name: chequeName })
      .where('id', '=', depositId)
      .execute();
    const avatarName = legacyName('webp');
    const avatarBytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00a' } })
      .webp()
      .toBuffer();
    placeOldFile('avatars', avatarName, avatarBytes);
    placeOldFile('avatars', legacyName('webp'), avatarBytes); // named by no row: left in the old folder
    const gone = await customer(t.app);
    await t.ownerDb
      .updateTable('users')
      .set({ avatar_name: avatarName })
      .where('id', '=', c.userId)
      .execute();
    await t.ownerDb
      .updateTable('users')
      .set({ avatar_name: legacyName('webp') })
      .where('id', '=', gone.userId)
      .execute();
    expect((await t.app.inject({ url: imageUrl, headers: c.auth })).statusCode).toBe(404);
    const before = await storedFileCount(t.db);

    const result = await runImport();
    expect(result).toEqual({
      imported: 2,
      missing: 1,
      movedTo: path.join(t.config.dataDir, 'uploads.imported'),
    });
    expect(await storedFileCount(t.db)).toBe(before + 2);
    const image = await t.app.inject({ url: imageUrl, headers: c.auth });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect(image.rawPayload.equals(chequeBytes)).toBe(true);
    const avatar = await t.app.inject({ url: `/users/avatar/${c.userId}`, headers: c.auth });
    expect([avatar.statusCode, avatar.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(avatar.rawPayload.equals(avatarBytes)).toBe(true);
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'uploads.imported', 'avatars'))).toHaveLength(2);

    // Done: a start without the folder does nothing, and the same files again add nothing.
    expect(await runImport()).toEqual({ imported: 0, missing: 0, movedTo: null });
    placeOldFile('cheques', chequeName, chequeBytes);
    const again = await runImport();
    expect(again).toMatchObject({ imported: 0, missing: 1 });
    expect(again.movedTo).toMatch(/uploads\.imported-\d+$/);
    expect(await storedFileCount(t.db)).toBe(before + 2);
  });
});
