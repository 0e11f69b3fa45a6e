import { randomBytes } from 'node:crypto';
import { messages } from '../../shared/messages';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../common/domain-error';
import { EXTENSIONS, IMAGE_TYPES, sniffType, type UploadType } from './file-type';
import { reencodeImage, type ImageProfile } from './image-processing';
import { sha256Hex } from '../common/sha256';

/** An accepted upload, ready to be inserted (`stored-files-repository.ts`) with the record that owns it. */
export type PreparedFile = {
  /** The row's id in `stored_files`: the 32 hex digits of `storedName` read as a uuid. */
  id: string;
  storedName: string;
  mime: UploadType;
  body: Buffer;
  /** The fingerprint of the bytes the customer sent (the cheque duplicate check), not of `body`. */
  sha256: string;
};

export type UploadSpec = { buffer: Buffer; allowed: ReadonlySet<UploadType>; maxBytes: number };

const STORED_NAME = /^([0-9a-f]{32})\.(jpg|png|webp|pdf)$/;

/**
 * Checks an upload and turns it into the file that is kept, without writing anything: the caller inserts
 * it in the transaction of its record, so a refused record leaves no file behind. The client's file name
 * is never used for anything, and the type comes from the bytes (a renamed HTML or SVG file is refused).
 * Images are decoded and re-encoded (`image-processing.ts`), so only the picture is kept; PDFs are kept as
 * sent. `sha256` is the fingerprint of the bytes the customer sent, so the same cheque photo uploaded
 * twice is recognised whatever the re-encoding makes of it.
 */
export async function prepareUpload(
  buffer: Buffer,
  allowed: ReadonlySet<UploadType>,
  maxBytes: number,
  profile: ImageProfile = 'document',
): Promise<PreparedFile> {
  if (buffer.length > maxBytes) {
    throw new DomainError('file_too_large', messages.uploads.tooLarge(Math.floor(maxBytes / (1024 * 1024))));
  }
  const sent = sniffType(buffer);
  if (!sent || !allowed.has(sent)) {
    const kinds = [...allowed].map((t) => EXTENSIONS[t].toUpperCase()).join(', ');
    throw new DomainError('unsupported_file_type', messages.uploads.typeNotAccepted(kinds));
  }
  const kept = IMAGE_TYPES.has(sent) ? await reencodeImage(buffer, sent, profile) : { buffer, mime: sent };
  const storedName = `${randomBytes(16).toString('hex')}.${EXTENSIONS[kept.mime]}`;
  return {
    id: fileIdOf(storedName)!,
    storedName,
    mime: kept.mime,
    body: kept.buffer,
    sha256: sha256Hex(buffer),
  };
}

/** Prepares every upload of one form; the first refused one (type, size) refuses the form. */
export async function prepareAll<T extends Partial<Record<string, UploadSpec>>>(
  uploads: T,
): Promise<{ [K in keyof T]: undefined extends T[K] ? PreparedFile | undefined : PreparedFile }> {
  const prepared: Record<string, PreparedFile> = {};
  for (const [key, spec] of Object.entries(uploads)) {
    if (spec) prepared[key] = await prepareUpload(spec.buffer, spec.allowed, spec.maxBytes);
  }
  return prepared as { [K in keyof T]: undefined extends T[K] ? PreparedFile | undefined : PreparedFile };
}

/** The `stored_files` id of a stored name, or null for anything that is not one of ours. */
export function fileIdOf(storedName: string): string | null {
  const hex = STORED_NAME.exec(storedName)?.[1];
  if (!hex) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Sends a stored file as a download that the browser neither caches nor renders in place. Should a browser
 * open it anyway (an administrator's viewer, a PDF with script), the sandboxing policy gives it no origin,
 * no script and nothing to load.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { mime: string; body: Buffer; downloadName: string },
) {
  return reply
    .header('Content-Type', file.mime)
    .header('Content-Disposition', `attachment; filename="${file.downloadName.replace(/[^\w.-]/g, '_')}"`)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "sandbox; default-src 'none'")
    .send(file.body);
}
