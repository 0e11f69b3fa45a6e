import { describe, expect, it } from 'vitest';
import { sniffType } from '../uploads/file-type';
import { PNG } from '../test/fixtures';
import { MalformedImageError, stripImageMetadata } from './image-metadata';
import {
  SECRET,
  jpegStripped,
  jpegWithMetadata,
  pngWithMetadata,
  webpStripped,
  webpWithMetadata,
} from './test-images';

const hasSecret = (buf: Buffer) => buf.includes(Buffer.from(SECRET, 'latin1'));

describe('stripImageMetadata', () => {
  it('drops JPEG APP1–APP15 and comments and keeps JFIF, tables and the scan', () => {
    const input = jpegWithMetadata();
    expect(hasSecret(input)).toBe(true);
    const output = stripImageMetadata(input, 'image/jpeg');
    expect(output).toEqual(jpegStripped());
    expect(hasSecret(output)).toBe(false);
    expect(output.includes(Buffer.from('Exif'))).toBe(false);
    expect(sniffType(output)).toBe('image/jpeg');
  });

  it('leaves a JPEG without metadata unchanged', () => {
    expect(stripImageMetadata(jpegStripped(), 'image/jpeg')).toEqual(jpegStripped());
  });

  it('drops PNG text, Exif and time chunks and anything after IEND', () => {
    const output = stripImageMetadata(pngWithMetadata(), 'image/png');
    expect(output).toEqual(PNG);
    expect(hasSecret(output)).toBe(false);
  });

  it('drops WebP EXIF and XMP chunks and clears their VP8X flags', () => {
    const output = stripImageMetadata(webpWithMetadata(), 'image/webp');
    expect(output).toEqual(webpStripped());
    expect(output.readUInt32LE(4)).toBe(output.length - 8);
    expect(hasSecret(output)).toBe(false);
  });

  it('refuses files whose structure does not parse', () => {
    const jpeg = jpegWithMetadata();
    const broken = [
      ['image/jpeg', jpeg.subarray(0, 30)],
      ['image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff])],
      ['image/jpeg', Buffer.concat([jpegStripped().subarray(0, -2)])],
      ['image/png', PNG.subarray(0, 40)],
      ['image/webp', webpWithMetadata().subarray(0, 30)],
      ['image/webp', Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 \x0e\x00\x00\x00', 'latin1')],
      ['application/pdf', Buffer.from('%PDF-1.4')],
    ] as const;
    for (const [mime, buf] of broken) {
      expect(() => stripImageMetadata(buf, mime), mime).toThrow(MalformedImageError);
    }
  });
});
