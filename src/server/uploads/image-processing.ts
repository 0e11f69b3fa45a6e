import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { messages } from '../../shared/messages';
import { DomainError } from '../common/domain-error';
import type { UploadType } from './file-type';

/** How an uploaded image is kept: a small square-ish avatar, or a document an administrator must read. */
export type ImageProfile = 'avatar' | 'document';

/**
 * The largest picture decoded, in pixels (a 50-megapixel phone photo fits). A few kilobytes of PNG can
 * claim billions of pixels; sharp checks the header against this before it allocates anything.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

const AVATAR_SIDE = 512;
const DOCUMENT_SIDE = 2400;

/**
 * Decodes and re-encodes an uploaded image, so what is kept is only the picture: turned upright by its
 * Exif orientation (a phone photo would otherwise lie on its side), every metadata block (GPS, camera,
 * comments, anything appended) dropped because sharp writes none unless asked, and its size bounded.
 * Avatars become 512 px WebP; documents keep their format at up to 2,400 px with quality high enough to
 * read an ID number or a cheque's handwriting.
 */
export async function reencodeImage(
  buffer: Buffer,
  mime: UploadType,
  profile: ImageProfile,
): Promise<{ buffer: Buffer; mime: UploadType }> {
  try {
    const image = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    if (profile === 'avatar') {
      const out = await image
        .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      return { buffer: out, mime: 'image/webp' };
    }
    image.resize(DOCUMENT_SIDE, DOCUMENT_SIDE, { fit: 'inside', withoutEnlargement: true });
    if (mime === 'image/png') return { buffer: await image.png({ compressionLevel: 9 }).toBuffer(), mime };
    if (mime === 'image/webp') return { buffer: await image.webp({ quality: 90 }).toBuffer(), mime };
    return { buffer: await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer(), mime: 'image/jpeg' };
  } catch (error) {
    throw refusal(error);
  }
}

function refusal(error: unknown): DomainError {
  const text = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(text)) {
    return new DomainError('image_too_large');
  }
  return new DomainError('unsupported_file_type', messages.identity.imageUnreadable);
}

const THUMBNAIL_SIDE = 320;

/**
 * A small WebP of a stored image for the back office's queues: the full document stays one click away. A
 * PDF has no picture to shrink and comes back as is. Each thumbnail is made once per process and kept
 * (`thumbnails`), so asking for `?size=thumbnail` again and again costs a hash, not a re-encode.
 */
export async function thumbnailOf<F extends { mime: string; body: Buffer; downloadName: string }>(
  file: F,
): Promise<F> {
  if (!file.mime.startsWith('image/')) return file;
  return {
    ...file,
    mime: 'image/webp',
    body: await thumbnails.get(file.body),
    downloadName: file.downloadName.replace(/\.\w+$/, '-thumbnail.webp'),
  };
}

/**
 * Thumbnails by the SHA-256 of their original, least recently used dropped first. The promise is kept, so
 * parallel requests for one image share one encode; a failed encode is forgotten.
 */
class ThumbnailCache {
  private readonly entries = new Map<string, Promise<Buffer>>();
  /** How many encodes this process ran, for the test that asks the same thumbnail many times. */
  encodes = 0;

  constructor(private readonly maxEntries: number) {}

  get(original: Buffer): Promise<Buffer> {
    const key = createHash('sha256').update(original).digest('hex');
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    this.encodes += 1;
    const made = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
    made.catch(() => this.entries.delete(key));
    this.entries.set(key, made);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return made;
  }
}

/** About 500 × 15 KB: a few screens of every queue. */
export const thumbnails = new ThumbnailCache(500);
