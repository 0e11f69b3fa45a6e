/** The file types customers may upload, recognised by their first bytes, never by name or header. */
export type UploadType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

export const IMAGE_TYPES: ReadonlySet<UploadType> = new Set(['image/jpeg', 'image/png', 'image/webp']);
export const IMAGE_OR_PDF_TYPES: ReadonlySet<UploadType> = new Set([...IMAGE_TYPES, 'application/pdf']);

export const EXTENSIONS: Record<UploadType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

export function sniffType(buf: Buffer): UploadType | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (
    buf.length >= 12 &&
    buf.toString('latin1', 0, 4) === 'RIFF' &&
    buf.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  if (buf.length >= 5 && buf.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}
