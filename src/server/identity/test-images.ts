import { PNG } from '../test/fixtures';

/*
 * Structurally complete images carrying metadata, for the stripper's tests. The bytes inside the image
 * segments are not a picture a decoder would draw, but every container, length and marker is real.
 */

export const SECRET = 'GPS 51.5007N 0.1246W Secret Camera';

function jpegSegment(marker: number, payload: Buffer): Buffer {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

const JFIF = jpegSegment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'));
const DQT = jpegSegment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]));
const SOF0 = jpegSegment(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0]));
const SOS = jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 63, 0]));
// Compressed data holding a stuffed 0xFF00 and a restart marker, which belong to the scan.
const SCAN = Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]);
const EOI = Buffer.from([0xff, 0xd9]);

/** A JPEG whose Exif (APP1), XMP (APP1), ICC (APP2) and comment segments name a place and a camera. */
export function jpegWithMetadata(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    JFIF,
    jpegSegment(0xe1, Buffer.from(`Exif\0\0MM\0*${SECRET}`, 'latin1')),
    jpegSegment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0<x>${SECRET}</x>`, 'latin1')),
    jpegSegment(0xe2, Buffer.from(`ICC_PROFILE\0${SECRET}`, 'latin1')),
    DQT,
    SOF0,
    jpegSegment(0xfe, Buffer.from(SECRET, 'latin1')),
    SOS,
    SCAN,
    EOI,
    Buffer.from(`trailing ${SECRET}`, 'latin1'),
  ]);
}

/** The same JPEG as it should come out: SOI, APP0, tables, frame, scan, EOI. */
export function jpegStripped(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8]), JFIF, DQT, SOF0, SOS, SCAN, EOI]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  // The stripper does not read CRCs; a fixed one keeps the builder short.
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
}

const IHDR_END = 8 + 12 + 13;

/** The 1×1 PNG fixture with text, international text, Exif and time chunks, and bytes after IEND. */
export function pngWithMetadata(): Buffer {
  return Buffer.concat([
    PNG.subarray(0, IHDR_END),
    pngChunk('tEXt', Buffer.from(`Author\0${SECRET}`, 'latin1')),
    pngChunk('zTXt', Buffer.from(`Comment\0\0${SECRET}`, 'latin1')),
    pngChunk('iTXt', Buffer.from(`Location\0\0\0\0\0${SECRET}`, 'latin1')),
    pngChunk('eXIf', Buffer.from(`MM\0*${SECRET}`, 'latin1')),
    pngChunk('tIME', Buffer.from([7, 0xe8, 1, 2, 3, 4, 5])),
    PNG.subarray(IHDR_END),
    Buffer.from(SECRET, 'latin1'),
  ]);
}

function webpChunk(fourcc: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(fourcc, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

function riff(chunks: Buffer[], trailing = Buffer.alloc(0)): Buffer {
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body, trailing]);
}

// VP8X: flags byte (EXIF 0x08 | XMP 0x04 | alpha 0x10), 3 reserved bytes, canvas size minus one.
const vp8x = (flags: number) => webpChunk('VP8X', Buffer.from([flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
const VP8L = webpChunk('VP8L', Buffer.from([0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11]));

/** An extended WebP with EXIF and XMP chunks (one of odd length, to exercise the padding). */
export function webpWithMetadata(): Buffer {
  return riff(
    [
      vp8x(0x08 | 0x04 | 0x10),
      VP8L,
      webpChunk('EXIF', Buffer.from(`MM\0*${SECRET}`, 'latin1')),
      webpChunk('XMP ', Buffer.from(`<x>${SECRET}</x>!`, 'latin1')),
    ],
    Buffer.from(SECRET, 'latin1'),
  );
}

export function webpStripped(): Buffer {
  return riff([vp8x(0x10), VP8L]);
}
