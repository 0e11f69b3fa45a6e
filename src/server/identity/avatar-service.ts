import { messages } from '../../shared/messages';
import { AVATAR_MAX_BYTES } from '../../shared/schemas/identity';
import type { Db } from '../db/connection';
import { AppError, notFound } from '../plugins/errors';
import { storeUpload } from '../uploads/file-store';
import { IMAGE_TYPES, sniffType } from '../uploads/file-type';
import { isUuid } from '../users/users-service';
import { avatarUrlOf, findAvatarName, replaceAvatarName } from './avatar-repository';
import { discardUploads, readStored } from './stored-files';

export type AvatarDeps = { db: Db; dataDir: string };

const CATEGORY = 'avatars';

/**
 * Keeps a new profile picture: JPEG, PNG or WebP by its bytes, at most 2 MB, re-encoded as an upright
 * 512 px WebP without its metadata (place, device, comments) before it is written. The previous picture is deleted.
 */
export async function uploadAvatar(deps: AvatarDeps, userId: string, upload: Buffer | undefined) {
  if (!upload?.length) throw new AppError(400, 'invalid_input', messages.identity.avatarChooseImage);
  if (upload.length > AVATAR_MAX_BYTES) {
    throw new AppError(413, 'file_too_large', messages.identity.avatarTooLarge);
  }
  const mime = sniffType(upload);
  if (!mime || !IMAGE_TYPES.has(mime)) {
    throw new AppError(415, 'unsupported_file_type', messages.identity.avatarChooseImage);
  }
  const stored = await storeUpload(deps.dataDir, CATEGORY, upload, IMAGE_TYPES, AVATAR_MAX_BYTES, 'avatar');
  const previous = await replaceAvatarName(deps.db, userId, stored.storedName);
  await discardUploads(deps.dataDir, CATEGORY, [previous]);
  return { avatarUrl: (await avatarUrlOf(deps.db, userId))! };
}

/**
 * A user's picture for their own pages and for administrators. Other customers are told it does not
 * exist: a photo of a face is personal data, and nothing in the app shows one customer another's.
 */
export async function readAvatar(
  deps: AvatarDeps,
  viewer: { userId: string; role: string },
  userId: string,
): Promise<{ mime: string; body: Buffer }> {
  if (!isUuid(userId)) throw notFound();
  if (viewer.role !== 'admin' && viewer.userId !== userId) throw notFound();
  const name = await findAvatarName(deps.db, userId);
  const body = name ? await readStored(deps.dataDir, CATEGORY, name) : null;
  const mime = body ? sniffType(body) : null;
  if (!body || !mime) throw notFound();
  return { mime, body };
}
