import type { UploadType } from '../uploads/file-type';

/**
 * Removes the metadata a camera or editor leaves in an image (GPS position, device, names, comments)
 * without decoding the picture: the image data is copied byte for byte, only the metadata containers
 * are left out. Anything after the image's end marker is dropped too, so nothing can ride along.
 * A file whose structure does not parse throws MalformedImageError.
 */
export class MalformedImageError extends Error {}

export function stripImageMetadata(buf: Buffer, mime: UploadType): Buffer {
  if (mime === 'image/jpeg') return stripJpeg(buf);
  if (mime === 'image/png') return stripPng(buf);
  if (mime === 'image/webp') return stripWebp(buf);
  throw new MalformedImageError(`not an image: ${mime}`);
}

function need(condition: boolean, what: string): asserts condition {
  if (!condition) throw new MalformedImageError(what);
}

// JPEG markers: APP0 (JFIF) is kept, APP1–APP15 (Exif, XMP, ICC, Photoshop, …) and COM are dropped.
const SOS = 0xda;
const EOI = 0xd9;
const COM = 0xfe;
const isDroppedJpegSegment = (marker: number) => (marker >= 0xe1 && marker <= 0xef) || marker === COM;
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

function stripJpeg(buf: Buffer): Buffer {
  need(buf.length >= 4 && buf[0] === 0xff && buf[1] === 0xd8, 'JPEG without SOI');
  const out: Buffer[] = [buf.subarray(0, 2)];
  let pos = 2;
  for (;;) {
    need(pos + 1 < buf.length && buf[pos] === 0xff, 'JPEG marker expected');
    while (buf[pos + 1] === 0xff) pos++; // fill bytes before a marker
    need(pos + 1 < buf.length, 'JPEG truncated');
    const marker = buf[pos + 1]!;
    if (marker === EOI) {
      out.push(buf.subarray(pos, pos + 2));
      return Buffer.concat(out);
    }
    if (isStandalone(marker)) {
      out.push(buf.subarray(pos, pos + 2));
      pos += 2;
      continue;
    }
    need(pos + 3 < buf.length, 'JPEG segment truncated');
    const end = pos + 2 + buf.readUInt16BE(pos + 2);
    need(buf.readUInt16BE(pos + 2) >= 2 && end <= buf.length, 'JPEG segment length');
    if (!isDroppedJpegSegment(marker)) out.push(buf.subarray(pos, end));
    pos = end;
    if (marker === SOS) {
      const dataEnd = scanEntropyData(buf, pos);
      out.push(buf.subarray(pos, dataEnd));
      pos = dataEnd;
    }
  }
}

/** The end of a scan's compressed data: the first marker that is neither a stuffed 0xFF00 nor a restart. */
function scanEntropyData(buf: Buffer, start: number): number {
  let pos = start;
  while (pos + 1 < buf.length) {
    if (buf[pos] === 0xff) {
      const next = buf[pos + 1]!;
      if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) return pos;
      pos += next === 0xff ? 1 : 2;
    } else {
      pos++;
    }
  }
  throw new MalformedImageError('JPEG scan without end');
}

const PNG_SIGNATURE_LENGTH = 8;
// Text, Exif and time chunks can carry names, places, software and dates; colour and size chunks stay.
const DROPPED_PNG_CHUNKS = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function stripPng(buf: Buffer): Buffer {
  const out: Buffer[] = [buf.subarray(0, PNG_SIGNATURE_LENGTH)];
  let pos = PNG_SIGNATURE_LENGTH;
  for (;;) {
    need(pos + 12 <= buf.length, 'PNG chunk truncated');
    const length = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    const end = pos + 12 + length;
    need(length <= 0x7fffffff && end <= buf.length, 'PNG chunk length');
    need(/^[A-Za-z]{4}$/.test(type), 'PNG chunk type');
    if (!DROPPED_PNG_CHUNKS.has(type)) out.push(buf.subarray(pos, end));
    pos = end;
    if (type === 'IEND') return Buffer.concat(out);
  }
}

// VP8X flag bits that announce EXIF and XMP chunks; cleared once those chunks are gone.
const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;
const DROPPED_WEBP_CHUNKS = new Set(['EXIF', 'XMP ']);

function stripWebp(buf: Buffer): Buffer {
  need(buf.length >= 20, 'WebP truncated');
  const riffEnd = 8 + buf.readUInt32LE(4);
  need(riffEnd <= buf.length && riffEnd >= 12, 'WebP RIFF size');
  const chunks: Buffer[] = [];
  let pos = 12;
  while (pos < riffEnd) {
    need(pos + 8 <= riffEnd, 'WebP chunk header truncated');
    const fourcc = buf.toString('latin1', pos, pos + 4);
    const size = buf.readUInt32LE(pos + 4);
    const end = pos + 8 + size + (size % 2); // chunks are padded to an even length
    need(end <= riffEnd, 'WebP chunk size');
    if (!DROPPED_WEBP_CHUNKS.has(fourcc)) {
      const chunk = Buffer.from(buf.subarray(pos, end));
      if (fourcc === 'VP8X') {
        need(size >= 10, 'WebP VP8X size');
        chunk[8] = chunk[8]! & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
      }
      chunks.push(chunk);
    }
    pos = end;
  }
  need(chunks.length > 0, 'WebP without image');
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
