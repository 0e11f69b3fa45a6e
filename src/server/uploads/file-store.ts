import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { AppError } from '../plugins/errors';
import { EXTENSIONS, IMAGE_TYPES, sniffType, type UploadType } from './file-type';
import { reencodeImage, type ImageProfile } from './image-processing';

export type StoredFile = { storedName: string; mime: UploadType; sizeBytes: number; sha256: string };

const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|pdf)$/;
const CATEGORY = /^[a-z-]{1,30}$/;

/**
 * Keeps an uploaded file under DATA_DIR/uploads/<category> with a random name. The client's file name is
 * never used for anything (no path traversal), and the type comes from the bytes (a renamed HTML or SVG
 * file is refused). Images are decoded and re-encoded first (`image-processing.ts`), so only the picture is
 * kept; PDFs are kept as sent. `sha256` is the fingerprint of the bytes the customer sent, so the same
 * cheque photo uploaded twice is recognised whatever the re-encoding makes of it.
 */
export async function storeUpload(
  dataDir: string,
  category: string,
  buffer: Buffer,
  allowed: ReadonlySet<UploadType>,
  maxBytes: number,
  profile: ImageProfile = 'document',
): Promise<StoredFile> {
  if (buffer.length > maxBytes) {
    throw new AppError(
      413,
      'file_too_large',
      `Files must be at most ${Math.floor(maxBytes / (1024 * 1024))} MB.`,
    );
  }
  const sent = sniffType(buffer);
  if (!sent || !allowed.has(sent)) {
    const kinds = [...allowed].map((t) => EXTENSIONS[t].toUpperCase()).join(', ');
    throw new AppError(415, 'unsupported_file_type', `This file type is not accepted. Upload ${kinds}.`);
  }
  const kept = IMAGE_TYPES.has(sent) ? await reencodeImage(buffer, sent, profile) : { buffer, mime: sent };
  const storedName = `${randomBytes(16).toString('hex')}.${EXTENSIONS[kept.mime]}`;
  const dir = uploadDir(dataDir, category);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.writeFile(path.join(dir, storedName), kept.buffer, { mode: 0o600, flag: 'wx' });
  return {
    storedName,
    mime: kept.mime,
    sizeBytes: kept.buffer.length,
    sha256: createHash('sha256').update(buffer).digest('hex'),
  };
}

export async function readUpload(dataDir: string, category: string, storedName: string): Promise<Buffer> {
  if (!STORED_NAME.test(storedName)) throw new AppError(404, 'not_found', 'Not found.');
  return fs.readFile(path.join(uploadDir(dataDir, category), storedName));
}

/** Sends a stored file as a download that the browser neither caches nor renders in place. */
export function sendAttachment(
  reply: FastifyReply,
  file: { mime: string; body: Buffer; downloadName: string },
) {
  return reply
    .header('Content-Type', file.mime)
    .header('Content-Disposition', `attachment; filename="${file.downloadName.replace(/[^\w.-]/g, '_')}"`)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.body);
}

function uploadDir(dataDir: string, category: string): string {
  if (!CATEGORY.test(category)) throw new Error(`bad upload category ${category}`);
  return path.join(dataDir, 'uploads', category);
}
