import { describe, expect, it } from 'vitest';
import { fileIdOf, prepareUpload } from './file-store';
import { IMAGE_OR_PDF_TYPES, IMAGE_TYPES, sniffType } from './file-type';
import { JPEG, PNG } from '../test/fixtures';
import sharp from 'sharp';
import { messages } from '../../shared/messages';
import { hasGps, imageShape, pixelBomb, sidewaysPhoto } from '../test/images';

describe('uploads', () => {
  it('recognises files by their bytes, not their names', () => {
    expect(sniffType(PNG)).toBe('image/png');
    expect(sniffType(JPEG)).toBe('image/jpeg');
    expect(sniffType(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffType(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('keeps a file under a random name and refuses wrong types and oversized files', async () => {
    const stored = await prepareUpload(PNG, IMAGE_TYPES, 1024);
    expect(stored.storedName).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(stored.id).toBe(fileIdOf(stored.storedName));
    expect(stored.id.replace(/-/g, '')).toBe(stored.storedName.slice(0, 32));
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await imageShape(stored.body)).toEqual(await imageShape(PNG));
    await expect(prepareUpload(Buffer.from('%PDF-1.4'), IMAGE_TYPES, 1024)).rejects.toMatchObject({
      code: 'unsupported_file_type', // answered 415 (http/error-status.ts)
    });
    await expect(prepareUpload(Buffer.from('%PDF-1.4'), IMAGE_OR_PDF_TYPES, 1024)).resolves.toMatchObject({
      mime: 'application/pdf',
    });
    await expect(
      prepareUpload(Buffer.concat([PNG, Buffer.alloc(2048)]), IMAGE_TYPES, 1024),
    ).rejects.toMatchObject({ code: 'file_too_large' }); // answered 413
    for (const name of ['../../etc/passwd', 'abc.png', `${'0'.repeat(32)}.svg`])
      expect(fileIdOf(name)).toBeNull();
  });

  it('re-encodes every document image upright, without Exif or GPS, at most 2,400 px', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const sent = await sidewaysPhoto(format);
      expect(hasGps((await sharp(sent).metadata()).exif)).toBe(true);
      const stored = await prepareUpload(sent, IMAGE_TYPES, 1024 * 1024);
      const kept = await sharp(stored.body).metadata();
      expect([kept.format, kept.width, kept.height]).toEqual([format, 20, 40]);
      expect(kept.exif).toBeUndefined();
    }
    const scan = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#eee' } })
      .jpeg()
      .toBuffer();
    const stored = await prepareUpload(scan, IMAGE_TYPES, 10 * 1024 * 1024);
    expect(await imageShape(stored.body)).toEqual({
      format: 'jpeg',
      width: 2400,
      height: 1800,
    });
  });

  it('refuses a decompression bomb with 400', async () => {
    await expect(prepareUpload(await pixelBomb(), IMAGE_TYPES, 1024 * 1024)).rejects.toMatchObject({
      code: 'image_too_large', // answered 400
      message: messages.uploads.imageTooManyPixels,
    });
  });
});
