import zlib from 'node:zlib';
import sharp from 'sharp';

/** Text hidden in the test photos' Exif, which must never reach a stored file. */
export const SECRET = 'Secret Camera 51.5007N';

const GPS_IFD_TAG = Buffer.from([0x25, 0x88]); // tag 0x8825, little-endian as sharp writes it

/**
 * A phone photo lying on its side: 40×20 pixels stored, Exif orientation 6 (turn 90° clockwise to
 * view it), a camera name and a GPS position.
 */
export function sidewaysPhoto(format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c03' } })
    .withExif({
      IFD0: { Make: SECRET },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 28/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toFormat(format)
    .toBuffer();
}

export function hasGps(exif: Buffer | undefined): boolean {
  return Boolean(exif?.includes(GPS_IFD_TAG));
}

/**
 * A decompression bomb: a tiny PNG whose header claims 30,000 × 30,000 pixels (900 megapixels, 2.7 GB
 * once decoded). Only the header is rewritten, which is what a decoder reads before allocating.
 */
export async function pixelBomb(): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const ihdr = Buffer.from(png.subarray(12, 29)); // "IHDR" + 13 bytes of fields
  ihdr.writeUInt32BE(30_000, 4);
  ihdr.writeUInt32BE(30_000, 8);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(ihdr));
  return Buffer.concat([png.subarray(0, 12), ihdr, crc, png.subarray(33)]);
}

/** What a viewer sees of an image: its format and size (re-encoding changes the bytes, not these). */
export async function imageShape(buf: Buffer): Promise<{ format?: string; width?: number; height?: number }> {
  const { format, width, height } = await sharp(buf).metadata();
  return { format, width, height };
}
