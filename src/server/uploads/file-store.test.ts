import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readUpload, storeUpload } from './file-store';
import { IMAGE_OR_PDF_TYPES, IMAGE_TYPES, sniffType } from './file-type';
import { JPEG, PNG } from '../test/fixtures';
import sharp from 'sharp';
import { messages } from '../../shared/messages';
import { hasGps, imageShape, pixelBomb, sidewaysPhoto } from '../test/images';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vault-uploads-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('uploads', () => {
  it('recognises files by their bytes, not their names', () => {
    expect(sniffType(PNG)).toBe('image/png');
    expect(sniffType(JPEG)).toBe('image/jpeg');
    expect(sniffType(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffType(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('stores under a random name and refuses wrong types and oversized files', async () => {
    const stored = await storeUpload(dir, 'cheques', PNG, IMAGE_TYPES, 1024);
    expect(stored.storedName).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await imageShape(await readUpload(dir, 'cheques', stored.storedName))).toEqual(
      await imageShape(PNG),
    );
    await expect(
      storeUpload(dir, 'cheques', Buffer.from('%PDF-1.4'), IMAGE_TYPES, 1024),
    ).rejects.toMatchObject({ statusCode: 415 });
    await expect(
      storeUpload(dir, 'kyc', Buffer.from('%PDF-1.4'), IMAGE_OR_PDF_TYPES, 1024),
    ).resolves.toMatchObject({ mime: 'application/pdf' });
    await expect(
      storeUpload(dir, 'cheques', Buffer.concat([PNG, Buffer.alloc(2048)]), IMAGE_TYPES, 1024),
    ).rejects.toMatchObject({ statusCode: 413 });
    await expect(readUpload(dir, 'cheques', '../../etc/passwd')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('re-encodes every document image upright, without Exif or GPS, at most 2,400 px', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const sent = await sidewaysPhoto(format);
      expect(hasGps((await sharp(sent).metadata()).exif)).toBe(true);
      const stored = await storeUpload(dir, 'kyc', sent, IMAGE_TYPES, 1024 * 1024);
      const kept = await sharp(await readUpload(dir, 'kyc', stored.storedName)).metadata();
      expect([kept.format, kept.width, kept.height]).toEqual([format, 20, 40]);
      expect(kept.exif).toBeUndefined();
    }
    const scan = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#eee' } })
      .jpeg()
      .toBuffer();
    const stored = await storeUpload(dir, 'kyc', scan, IMAGE_TYPES, 10 * 1024 * 1024);
    expect(await imageShape(await readUpload(dir, 'kyc', stored.storedName))).toEqual({
      format: 'jpeg',
      width: 2400,
      height: 1800,
    });
  });

  it('refuses a decompression bomb with 400 and writes nothing', async () => {
    const before = fs.existsSync(path.join(dir, 'uploads', 'cheques'))
      ? fs.readdirSync(path.join(dir, 'uploads', 'cheques')).length
      : 0;
    await expect(
      storeUpload(dir, 'cheques', await pixelBomb(), IMAGE_TYPES, 1024 * 1024),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'image_too_large',
      message: messages.uploads.imageTooManyPixels,
    });
    expect(fs.readdirSync(path.join(dir, 'uploads', 'cheques'))).toHaveLength(before);
  });
});
