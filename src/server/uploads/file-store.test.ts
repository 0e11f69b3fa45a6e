import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readUpload, storeUpload } from './file-store';
import { IMAGE_OR_PDF_TYPES, IMAGE_TYPES, sniffType } from './file-type';
import { JPEG, PNG } from '../test/fixtures';

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
    expect(await readUpload(dir, 'cheques', stored.storedName)).toEqual(PNG);
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
});
